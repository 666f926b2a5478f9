// /branches: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/branches')({
  component: BranchesPage,
});

function BranchesPage() {
  return (
    <PlannedPage
      title={<Trans>Your branches</Trans>}
      description={<Trans>The farm sites, warehouses and stalls you sell from, with their addresses.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
