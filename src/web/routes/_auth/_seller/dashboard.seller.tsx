// /dashboard/seller: the seller's farm at a glance, from the device.
import { createFileRoute } from '@tanstack/react-router';
import { SellerDashboardPage } from '@/features/seller-dashboard/components/seller-dashboard-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/seller')({
  component: SellerDashboardPage,
});
