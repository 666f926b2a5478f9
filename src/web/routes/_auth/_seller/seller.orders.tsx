// /seller/orders: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/orders')({
  component: SellerOrdersPage,
});

function SellerOrdersPage() {
  return (
    <PlannedPage
      title={<Trans>Orders</Trans>}
      description={<Trans>The orders buyers placed for your products, newest first, with their status.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
