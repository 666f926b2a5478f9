// /request/timepicker: planned; the screen arrives with its feature.
import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlannedPage } from '@/components/ui/planned-page.tsx';

export const Route = createFileRoute('/_auth/_bulkbuyer/request/timepicker')({
  component: RequestTimePage,
});

function RequestTimePage() {
  return (
    <PlannedPage
      title={<Trans>Choose a delivery time</Trans>}
      description={<Trans>Pick the delivery date and time window for your produce request.</Trans>}
      audience={<Trans>Bulk buyers.</Trans>}
    />
  );
}
