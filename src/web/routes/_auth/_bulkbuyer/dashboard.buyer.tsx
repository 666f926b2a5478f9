// /dashboard/buyer: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/dashboard/buyer')({
  component: BuyerDashboardPage,
});

function BuyerDashboardPage() {
  return (
    <PlannedPage
      title={<Trans>Buyer dashboard</Trans>}
      description={<Trans>Your orders, open quote requests and recurring deliveries at a glance.</Trans>}
      audience={<Trans>Bulk buyers.</Trans>}
    />
  );
}
