// /seller/requests/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/$id')({
  component: SellerRequestPage,
});

function SellerRequestPage() {
  return (
    <PlannedPage
      title={<Trans>Negotiate terms</Trans>}
      description={<Trans>One request with the conversation with the buyer, to agree on price, quantity and dates.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
