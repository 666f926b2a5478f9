// What the server refused for a harvest or a pre-order, with its reason in the reader's language (the server answers
// in it) and what is known beside it ('Only 12 kg left'): retry it, or discard it and get the server's row back.
import type { ReactNode } from 'react';
import { RefusedChanges as RefusedList } from '@/components/sync/refused-change.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { discardChange, retryChange } from '@/offline/rejected.ts';

export function RefusedChanges({ refused, explain }: { refused: readonly OutboxEntry[]; explain?: (entry: OutboxEntry) => ReactNode }) {
  return <RefusedList refused={refused} explain={explain} onRetry={retryChange} onDiscard={discardChange} testId="harvest-refused" />;
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
