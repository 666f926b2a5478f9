// /register-branch: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/register-branch')({
  component: RegisterBranchPage,
});

function RegisterBranchPage() {
  return (
    <PlannedPage
      title={<Trans>Register a branch</Trans>}
      description={<Trans>A form to add a branch (a farm site, warehouse or market stall) with its address.</Trans>}
      audience={<Trans>Buyers setting up a selling location.</Trans>}
    />
  );
}
