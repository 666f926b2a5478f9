// /dashboard/buyer: the bulk buyer's requests, quotes waiting for an answer, recent orders and spend this month.
import { createFileRoute } from '@tanstack/react-router';
import { BuyerDashboardPage } from '@/features/buyer-dashboard/components/buyer-dashboard-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/dashboard/buyer')({
  component: BuyerDashboardPage,
});
