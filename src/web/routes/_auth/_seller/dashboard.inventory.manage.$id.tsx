// /dashboard/inventory/manage/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/manage/$id')({
  component: InventoryManagePage,
});

function InventoryManagePage() {
  return (
    <PlannedPage
      title={<Trans>Manage inventory</Trans>}
      description={<Trans>Record a harvest or a sale for one product, even without a connection; it syncs when you are back online.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
