// /dashboard/inventory/manage/$id: record harvests, sales, spoilage and corrections, offline too; the low-stock alert.
import { createFileRoute } from '@tanstack/react-router';
import { InventoryManagePage } from '@/features/inventory/components/inventory-manage-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/manage/$id')({
  component: InventoryManageRoute,
});

function InventoryManageRoute() {
  const { id } = Route.useParams();
  return <InventoryManagePage key={id} productId={id} />;
}
