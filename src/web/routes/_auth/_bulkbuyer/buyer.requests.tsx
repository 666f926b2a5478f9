// /buyer/requests: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/buyer/requests')({
  component: BuyerRequestsPage,
});

function BuyerRequestsPage() {
  return (
    <PlannedPage
      title={<Trans>Your requests</Trans>}
      description={<Trans>All your produce requests with search and tabs for pending, approved and completed ones.</Trans>}
      audience={<Trans>Bulk buyers.</Trans>}
    />
  );
}
