// /seller/orders/$id: one order addressed to my farm: details, next moves, packing slip, problem reports.
import { createFileRoute } from '@tanstack/react-router';
import { SellerOrderPage } from '@/features/seller-orders/components/seller-order-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/orders_/$id')({
  component: SellerOrderRoute,
});

function SellerOrderRoute() {
  const { id } = Route.useParams();
  return <SellerOrderPage id={id} />;
}
