// /standing-orders/{id}: one standing order, for its buyer (with the changes they can make; ?edit opens the edit form)
// or the farm it is addressed to (read-only), from the device.
import { createFileRoute } from '@tanstack/react-router';
import { StandingOrderPage } from '@/features/standing-orders/components/standing-order-page.tsx';

export const Route = createFileRoute('/_auth/standing-orders/$id')({
  validateSearch: (raw: Record<string, unknown>): { edit?: boolean | undefined } => ({
    edit: raw.edit === true || raw.edit === 'true' ? true : undefined,
  }),
  component: StandingOrderRoute,
});

function StandingOrderRoute() {
  const { id } = Route.useParams();
  const { edit } = Route.useSearch();
  return <StandingOrderPage key={id} id={id} edit={edit === true} />;
}
