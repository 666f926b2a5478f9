// /dashboard/seller: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/dashboard/seller')({
  component: SellerDashboardPage,
});

function SellerDashboardPage() {
  return (
    <PlannedPage
      title={<Trans>Your listings</Trans>}
      description={<Trans>Your products with their stock, status and prices, and a button to add a new one.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
