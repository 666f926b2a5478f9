// /orders/{id}: one of the buyer's orders (timeline, invoice, cancel, order again, ratings, problem reports).
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/orders/$id')({
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={id} />;
}
