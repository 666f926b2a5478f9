// /seller/requests/submit/$id: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_seller/seller/requests_/submit/$id')({
  component: SubmitQuotePage,
});

function SubmitQuotePage() {
  return (
    <PlannedPage
      title={<Trans>Submit a quote</Trans>}
      description={<Trans>A form for your quote: variety, grade, packing, quantity and unit, availability dates, location, price per unit, currency and a note.</Trans>}
      audience={<Trans>Sellers.</Trans>}
    />
  );
}
