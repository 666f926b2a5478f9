// /branch/pending-approval: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/branch/pending-approval')({
  component: BranchPendingPage,
});

function BranchPendingPage() {
  return (
    <PlannedPage
      title={<Trans>Branch pending approval</Trans>}
      description={<Trans>The status of your branch registration while our team reviews it.</Trans>}
      audience={<Trans>Buyers who registered a branch.</Trans>}
    />
  );
}
