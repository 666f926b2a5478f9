// /buyer/request/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/request/$id')({
  component: BuyerRequestPage,
});

function BuyerRequestPage() {
  return (
    <PlannedPage
      title={<Trans>Request conversations</Trans>}
      description={<Trans>The quotes farmers sent for one request, with details and a form to accept, reject or make a counter-offer.</Trans>}
      audience={<Trans>Bulk buyers.</Trans>}
    />
  );
}
