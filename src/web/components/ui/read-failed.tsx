// A public read the server did not answer: offline and not kept on this device (said with what still works), or an
// error; either way with 'Try again'. The blog's list and posts and the gallery use it.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

export function ReadFailed({ offline, offlineText, onRetry, children }: { offline: boolean; offlineText: ReactNode; onRetry: () => void; children?: ReactNode }) {
  return (
    <div className="space-y-3">
      {children}
      {offline ? (
        <Notice tone="info">
          <span className="inline-flex items-center gap-2">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {offlineText}
          </span>
        </Notice>
      ) : (
        <Notice>
          <Trans>Error loading data</Trans>
        </Notice>
      )}
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
