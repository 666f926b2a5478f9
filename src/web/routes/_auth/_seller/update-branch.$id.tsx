// /update-branch/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/update-branch/$id')({
  component: UpdateBranchPage,
});

function UpdateBranchPage() {
  return (
    <PlannedPage
      title={<Trans>Edit branch</Trans>}
      description={<Trans>A form to change a branch's name and address, or delete it.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
