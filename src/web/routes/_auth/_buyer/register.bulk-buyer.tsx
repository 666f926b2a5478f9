// /register/bulk-buyer: a Buyer registers their business and becomes a BulkBuyer.
import { createFileRoute } from '@tanstack/react-router';
import { BulkBuyerRegistrationPage } from '@/features/bulk-buyer/components/bulk-buyer-registration-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/register/bulk-buyer')({
  component: BulkBuyerRegistrationPage,
});
