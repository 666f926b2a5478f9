// What waits to be sent for a standing order, and what the server refused with its reason: retry it (after fixing
// what it said) or discard it, here where the user sees the standing order, as in 'Your changes'.
import { Trans, useLingui } from '@lingui/react/macro';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { discardChange, retryChange } from '@/offline/rejected.ts';

export function WaitingFlag({ waiting }: { waiting: boolean }) {
  return waiting ? <WaitingBadge testId="standing-waiting" /> : null;
}

export function RefusedChanges({ refused, actions = true }: { refused: readonly OutboxEntry[]; actions?: boolean }) {
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {refused.map((entry) => (
        <RefusedChange key={entry.id} entry={entry} actions={actions} />
      ))}
    </ul>
  );
}

function RefusedChange({ entry, actions }: { entry: OutboxEntry; actions: boolean }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = (action: (e: OutboxEntry) => Promise<void>) => {
    setBusy(true);
    void action(entry).finally(() => setBusy(false));
  };
  const reason = entry.lastError ?? t`The server refused this change.`;
  const what = entry.label;
  return (
    <li role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="standing-refused">
      <p className="flex items-start gap-2">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>
            Not saved: {what}. {reason}
          </Trans>
        </span>
      </p>
      {actions && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Retry: ${what}`} onClick={() => run(retryChange)}>
            <Trans>Retry</Trans>
          </Button>
          <Button size="sm" variant="danger" disabled={busy} aria-label={t`Discard: ${what}`} onClick={() => run(discardChange)}>
            <Trans>Discard</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
