// /seller/orders/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/orders_/$id')({
  component: SellerOrderPage,
});

function SellerOrderPage() {
  return (
    <PlannedPage
      title={<Trans>Order details</Trans>}
      description={<Trans>One order: what was bought, where it goes and its status, which you update as you prepare and ship it.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
