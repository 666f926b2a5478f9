// /dashboard/inventory/details/$id: one product's stock per grade and its movement history.
import { createFileRoute } from '@tanstack/react-router';
import { InventoryDetailsPage } from '@/features/inventory/components/inventory-details-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/details/$id')({
  component: InventoryDetailsRoute,
});

function InventoryDetailsRoute() {
  const { id } = Route.useParams();
  return <InventoryDetailsPage key={id} productId={id} />;
}
