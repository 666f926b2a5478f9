// /seller/requests: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests')({
  component: SellerRequestsPage,
});

function SellerRequestsPage() {
  return (
    <PlannedPage
      title={<Trans>Quote requests</Trans>}
      description={<Trans>Produce requests from bulk buyers that you can answer with a quote.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
