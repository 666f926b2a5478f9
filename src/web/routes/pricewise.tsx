// /pricewise: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/pricewise')({
  component: PricewisePage,
});

function PricewisePage() {
  return (
    <PlannedPage
      title={<Trans>Pricewise</Trans>}
      description={<Trans>Compare what farms on FreshMarket ask for a product with retail prices across Canada, by grade and by province.</Trans>}
      audience={<Trans>Buyers who want to know they are paying a fair price, and farmers setting their prices.</Trans>}
    />
  );
}
