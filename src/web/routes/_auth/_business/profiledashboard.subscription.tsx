// /profiledashboard/subscription: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard/subscription')({
  component: SubscriptionPage,
});

function SubscriptionPage() {
  return (
    <PlannedPage
      title={<Trans>Subscriptions are coming</Trans>}
      description={<Trans>Plans for businesses that buy or sell every week, with the features and prices of each plan.</Trans>}
      audience={<Trans>Bulk buyers and sellers.</Trans>}
    />
  );
}
