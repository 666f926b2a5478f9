// /dashboard/inventory/details/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/inventory/details/$id')({
  component: InventoryDetailsPage,
});

function InventoryDetailsPage() {
  return (
    <PlannedPage
      title={<Trans>Inventory details</Trans>}
      description={<Trans>The stock history of one product: harvests, sales and adjustments, per branch.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
