// A change the server refused, with its reason in the reader's language (the server answers in it) and what is known
// beside it ('Still available: 12 kg'): retry it (after fixing what it said) or discard it and get the server's row
// back. One look on the cards (harvests, pre-orders, standing orders: 'Not saved: what. reason', announced) and one in
// the sync panel's list (what, then the reason, and a link to edit it). components/ knows nothing of the outbox: the
// caller hands in retry and discard (offline/rejected.ts `retryChange`, `discardChange`).
import { Trans, useLingui } from '@lingui/react/macro';
import { XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** What this needs of a refused outbox entry. */
export interface RefusedEntry {
  id: string;
  /** What the user did ('Add Carrots to cart'). */
  label: string;
  /** The server's reason, in the user's language; null when it gave none. */
  lastError: string | null;
  /** Where the user can fix it (shown with `showEdit`). */
  editHref?: string;
}

export interface RefusedChangeProps<E extends RefusedEntry> {
  entry: E;
  onRetry: (entry: E) => Promise<void>;
  onDiscard: (entry: E) => Promise<void>;
  /** Retry and Discard buttons (default true); false where the user may only read it. */
  actions?: boolean;
  /** What is known beside the reason, under it. */
  extra?: ReactNode;
  /** A link to `entry.editHref`, when it has one (default false). */
  showEdit?: boolean;
  /** 'card': one announced line, 'Not saved: what. reason'; 'panel': what, then the reason (the sync panel). */
  layout?: 'card' | 'panel';
  testId?: string;
}

export function RefusedChange<E extends RefusedEntry>({
  entry,
  onRetry,
  onDiscard,
  actions = true,
  extra,
  showEdit = false,
  layout = 'card',
  testId,
}: RefusedChangeProps<E>) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = (action: (e: E) => Promise<void>) => {
    setBusy(true);
    void action(entry).finally(() => setBusy(false));
  };
  const reason = entry.lastError ?? t`The server refused this change.`;
  const what = entry.label;
  const editHref = showEdit ? entry.editHref : undefined;
  const panel = layout === 'panel';
  return (
    <li
      role={panel ? undefined : 'alert'}
      className={panel ? 'rounded-md border border-red-200 bg-red-50 p-3' : 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900'}
      data-testid={testId}
    >
      {panel ? (
        <>
          <p className="font-medium text-gray-900">{what}</p>
          <p className="text-sm text-red-800">{reason}</p>
        </>
      ) : (
        <p className="flex items-start gap-2">
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>
              Not saved: {what}. {reason}
            </Trans>
          </span>
        </p>
      )}
      {extra}
      {(actions || editHref) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {editHref && (
            <a href={editHref} className="inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold text-green-800 underline">
              <Trans>Edit</Trans>
            </a>
          )}
          {actions && (
            <>
              <Button size="sm" variant="secondary" disabled={busy} aria-label={t`Retry: ${what}`} onClick={() => run(onRetry)}>
                <Trans>Retry</Trans>
              </Button>
              <Button size="sm" variant="danger" disabled={busy} aria-label={t`Discard: ${what}`} onClick={() => run(onDiscard)}>
                <Trans>Discard</Trans>
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

export interface RefusedChangesProps<E extends RefusedEntry> extends Omit<RefusedChangeProps<E>, 'entry' | 'extra'> {
  refused: readonly E[];
  /** What is known beside each one's reason. */
  explain?: (entry: E) => ReactNode;
}

/** The refused changes as a list; nothing when there is none. */
export function RefusedChanges<E extends RefusedEntry>({ refused, explain, ...each }: RefusedChangesProps<E>) {
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {refused.map((entry) => (
        <RefusedChange key={entry.id} entry={entry} extra={explain?.(entry)} {...each} />
      ))}
    </ul>
  );
}
