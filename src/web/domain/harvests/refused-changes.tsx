// What the server refused for a harvest or a pre-order, with its reason in the reader's language (the server answers
// in it) and what is known beside it ('Only 12 kg left'): retry it, or discard it and get the server's row back.
import { Trans, useLingui } from '@lingui/react/macro';
import { XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { discardChange, retryChange } from '@/offline/rejected.ts';

export function RefusedChanges({ refused, explain }: { refused: readonly OutboxEntry[]; explain?: (entry: OutboxEntry) => ReactNode }) {
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {refused.map((entry) => (
        <RefusedChange key={entry.id} entry={entry} extra={explain?.(entry)} />
      ))}
    </ul>
  );
}

function RefusedChange({ entry, extra }: { entry: OutboxEntry; extra: ReactNode }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = (action: (e: OutboxEntry) => Promise<void>) => {
    setBusy(true);
    void action(entry).finally(() => setBusy(false));
  };
  const reason = entry.lastError ?? t`The server refused this change.`;
  const what = entry.label;
  return (
    <li role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="harvest-refused">
      <p className="flex items-start gap-2">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>
            Not saved: {what}. {reason}
          </Trans>
        </span>
      </p>
      {extra}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Retry: ${what}`} onClick={() => run(retryChange)}>
          <Trans>Retry</Trans>
        </Button>
        <Button size="sm" variant="danger" disabled={busy} aria-label={t`Discard: ${what}`} onClick={() => run(discardChange)}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </li>
  );
}

/** A number the refusal's body carries (`available`, `left`...), if any. */
export function refusalNumber(entry: OutboxEntry, ...keys: string[]): number | null {
  const body = entry.lastBody as Record<string, unknown> | undefined;
  for (const key of keys) {
    const v = body?.[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return null;
}

/** The refusal's stable code ('conflict', 'order_changed', 'harvest_short'...). */
export function refusalCode(entry: OutboxEntry): string | null {
  const code = (entry.lastBody as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}
