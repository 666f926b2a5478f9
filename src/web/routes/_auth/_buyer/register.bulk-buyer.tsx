// /register/bulk-buyer: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/register/bulk-buyer')({
  component: RegisterBulkBuyerPage,
});

function RegisterBulkBuyerPage() {
  return (
    <PlannedPage
      title={<Trans>Register as a bulk buyer</Trans>}
      description={<Trans>A form for your business details (business name and number, business type, expected monthly volume, HST number, SFCR licence, unit) to buy in volume and request quotes.</Trans>}
      audience={<Trans>Buyers who purchase for a restaurant, store, processor or distributor.</Trans>}
    />
  );
}
