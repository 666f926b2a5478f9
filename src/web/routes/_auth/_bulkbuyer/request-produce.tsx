// /request-produce: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/request-produce')({
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
