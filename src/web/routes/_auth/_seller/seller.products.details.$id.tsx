// /seller/products/details/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/products/details/$id')({
  component: SellerProductDetailsPage,
});

function SellerProductDetailsPage() {
  return (
    <PlannedPage
      title={<Trans>Product details</Trans>}
      description={<Trans>How one of your products looks to buyers, with its stock and recent orders.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
