// What waits to be sent for a standing order, and what the server refused with its reason: retry it (after fixing
// what it said) or discard it, here where the user sees the standing order, as in 'Your changes'.
import { RefusedChanges as RefusedList } from '@/components/sync/refused-change.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { discardChange, retryChange } from '@/offline/rejected.ts';

export function WaitingFlag({ waiting }: { waiting: boolean }) {
  return waiting ? <WaitingBadge testId="standing-waiting" /> : null;
}

/** `actions` false where the user only reads them (the farm, on a buyer's standing order). */
export function RefusedChanges({ refused, actions = true }: { refused: readonly OutboxEntry[]; actions?: boolean }) {
  return <RefusedList refused={refused} actions={actions} onRetry={retryChange} onDiscard={discardChange} testId="standing-refused" />;
}
