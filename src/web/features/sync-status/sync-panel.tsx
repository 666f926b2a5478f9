// The sync panel: where the user stands, and the changes the server refused with its reason, to retry,
// edit or discard (ARCHITECTURE 'Offline sync' 4 and 9).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { RefusedChange } from '@/components/sync/refused-change.tsx';
import { Button } from '@/components/ui/button.tsx';
// The Dialog itself, not the lazy one: this panel is its own chunk, fetched before the signal may drop
// (sync-pill.tsx), and a dialog chunk asked only at the first open could not be had offline.
import { Dialog } from '@/components/ui/dialog.tsx';
import type { OutboxEntry } from '@/offline/db.ts';
import { discardChange, retryChange } from '@/offline/rejected.ts';
import { ORDER_CREATE_KIND } from '@/domain/orders/order-writes.ts';
import { useSyncStatus } from '@/offline/status.ts';
import { syncNow } from '@/offline/sync-runtime.ts';
import { useRelativeTime } from '@/lib/relative-time.ts';
import { hasBackgroundSync } from '@/lib/saved-offline.ts';
import { OfflineCatalogue } from './offline-catalogue.tsx';

// A refused order shows what changed and leads back to the cart; loaded when one is there.
const RefusedOrder = lazy(() => import('./refused-order.tsx'));

export function SyncPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const status = useSyncStatus();
  const lastSync = useRelativeTime(status.lastSyncAt);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Your changes</Trans>}
      description={status.online ? <Trans>You are online.</Trans> : <OfflineNote />}
    >
      <div className="mt-4 space-y-2 text-sm text-gray-800">
        <p>
          {status.pending > 0
            ? plural(status.pending, { one: '# change waiting', other: '# changes waiting' })
            : status.rejected.length > 0
              ? plural(status.rejected.length, { one: '# change was not saved: see below.', other: '# changes were not saved: see below.' })
              : t`Every change is saved.`}
        </p>
        <p>{lastSync ? t`Last synced ${lastSync}` : t`Not synced yet`}</p>
        {status.paused && <p className="font-semibold">{t`Your sign-in has expired. Sign in again to send your changes; nothing is lost.`}</p>}
        {status.waitingForOtherUser > 0 && (
          <p>{plural(status.waitingForOtherUser, { one: '# change from another account waits for it to sign in.', other: '# changes from another account wait for it to sign in.' })}</p>
        )}
        <Button size="sm" variant="secondary" disabled={status.syncing} onClick={() => void syncNow()}>
          {status.syncing ? t`Syncing…` : t`Sync now`}
        </Button>
      </div>
      {status.waiting.length > 0 && <WaitingChanges entries={status.waiting} online={status.online} />}
      <OfflineCatalogue />
      {status.rejected.length > 0 && (
        <section aria-labelledby="sync-rejected-title" className="mt-5">
          <h3 id="sync-rejected-title" className="font-semibold text-red-800">
            <Trans>Changes not saved</Trans>
          </h3>
          <ul className="mt-2 max-h-64 space-y-3 overflow-y-auto">
            {status.rejected.map((entry) =>
              entry.kind === ORDER_CREATE_KIND ? (
                <Suspense key={entry.id} fallback={<li className="text-sm text-gray-700">{entry.label}</li>}>
                  <RefusedOrder entry={entry} onLeave={() => onOpenChange(false)} />
                </Suspense>
              ) : (
                <RefusedChange key={entry.id} entry={entry} onRetry={retryChange} onDiscard={discardChange} layout="panel" showEdit />
              ),
            )}
          </ul>
        </section>
      )}
    </Dialog>
  );
}

/** Without Background Sync (Safari, iOS, Firefox) waiting changes leave only while the app is open: say so. */
function OfflineNote() {
  if (hasBackgroundSync()) return <Trans>You are offline. Your changes are kept on this device and sent when the connection is back.</Trans>;
  return <Trans>You are offline. Your changes are saved on this phone; they will be sent when FreshMarket is open with a signal.</Trans>;
}

/** One line per waiting change, oldest first: what the user did, when, and whether a send already failed. */
function WaitingChanges({ entries, online }: { entries: OutboxEntry[]; online: boolean }) {
  return (
    <section aria-labelledby="sync-waiting-title" className="mt-5">
      <h3 id="sync-waiting-title" className="font-semibold text-gray-900">
        {online ? <Trans>Waiting to be sent</Trans> : <Trans>Saved on this device, to be sent</Trans>}
      </h3>
      <ul className="mt-2 max-h-48 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-200 text-sm" data-testid="sync-waiting">
        {entries.map((entry) => (
          <WaitingChange key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function WaitingChange({ entry }: { entry: OutboxEntry }) {
  const when = useRelativeTime(entry.createdAt);
  return (
    <li className="px-3 py-2">
      <p className="text-gray-900">{entry.label}</p>
      <p className="text-xs text-gray-700">
        {when && <Trans>Made {when}</Trans>}
        {entry.attempts > 0 && (
          <>
            {' · '}
            <Trans>Sending failed; it will be tried again</Trans>
          </>
        )}
      </p>
    </li>
  );
}
