// /dashboard/seller: the seller's farm at a glance, from the device.
import { createFileRoute } from '@tanstack/react-router';
import { FarmMarketCard } from '@/features/pricewise/components/farm-market-card.tsx';
import { SellerDashboardPage } from '@/features/seller-dashboard/components/seller-dashboard-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/seller')({
  component: SellerDashboardRoute,
});

function SellerDashboardRoute() {
  return <SellerDashboardPage market={<FarmMarketCard />} />;
}
