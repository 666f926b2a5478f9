// /admin/approvals: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/approvals')({
  component: ApprovalsPage,
});

function ApprovalsPage() {
  return (
    <PlannedPage
      title={<Trans>Approvals</Trans>}
      description={<Trans>Seller, bulk buyer and branch registrations waiting for review, to approve or refuse.</Trans>}
      audience={<Trans>The FreshMarket operations team.</Trans>}
    />
  );
}
