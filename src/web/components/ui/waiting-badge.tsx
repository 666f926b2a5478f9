// 'Waiting to be sent': something made or changed on this device that the server has not confirmed yet (an order,
// a produce request, a move on a quote).
import { Trans } from '@lingui/react/macro';
import { CloudUpload } from 'lucide-react';

export function WaitingBadge({ testId = 'waiting-badge' }: { testId?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900" data-testid={testId}>
      <CloudUpload aria-hidden="true" className="size-3.5" />
      <Trans>Waiting to be sent</Trans>
    </span>
  );
}
