// /request-produce: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '@/lib/search-params.ts';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/request-produce')({
  // ?product=<id>: the product page's 'Buying in bulk?' prefills the request with it.
  validateSearch: (raw: Record<string, unknown>): { product?: string | undefined } => ({ product: optionalText(raw.product, 100) }),
  component: RequestProducePage,
});

function RequestProducePage() {
  return (
    <PlannedPage
      title={<Trans>Request produce</Trans>}
      description={<Trans>Describe the produce, quantity, packaging and delivery date you need; farmers answer with quotes.</Trans>}
      audience={<Trans>Bulk buyers.</Trans>}
    />
  );
}
