// 'Waiting to be sent': a request made (or changed) on this device that the server has not confirmed yet.
import { Trans } from '@lingui/react/macro';
import { CloudUpload } from 'lucide-react';

export function WaitingToSend() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="request-waiting">
      <CloudUpload aria-hidden="true" className="size-3.5" />
      <Trans>Waiting to be sent</Trans>
    </span>
  );
}
