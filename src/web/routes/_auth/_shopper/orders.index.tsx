// /orders: the buyer's and bulk buyer's orders, read from the device.
import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf } from '@/lib/search-params.ts';
import { ORDER_FILTERS, type OrderFilter } from '@/features/orders/order-filters.ts';
import { OrdersPage } from '@/features/orders/components/orders-page.tsx';

export const Route = createFileRoute('/_auth/_shopper/orders/')({
  validateSearch: (raw: Record<string, unknown>): { show?: OrderFilter | undefined } => ({ show: optionalOneOf(ORDER_FILTERS, raw.show) }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { show } = Route.useSearch();
  return <OrdersPage show={show} />;
}
