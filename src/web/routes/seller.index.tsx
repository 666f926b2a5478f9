import { createFileRoute } from '@tanstack/react-router';
import { SellerInfoPage } from '@/features/content/seller-info-page.tsx';

export const Route = createFileRoute('/seller/')({
  component: SellerInfoPage,
});
