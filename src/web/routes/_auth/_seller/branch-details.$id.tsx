// /branch-details/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/branch-details/$id')({
  component: BranchDetailsPage,
});

function BranchDetailsPage() {
  return (
    <PlannedPage
      title={<Trans>Branch details</Trans>}
      description={<Trans>One branch with its address, stock and the orders it ships.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
