// /register/seller: a Buyer registers their farm and becomes a Seller.
import { createFileRoute } from '@tanstack/react-router';
import { SellerRegistrationPage } from '@/features/seller-onboarding/components/seller-registration-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/register/seller')({
  component: SellerRegistrationPage,
});
