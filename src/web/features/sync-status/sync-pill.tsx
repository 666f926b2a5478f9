// The header's sync indicator, in words at every width ('Online', 'Offline · 3 waiting', 'Syncing'), with a red
// badge for refused changes. It reads the sync status (offline/status.ts) and opens the sync panel; the sync it
// reports is started by the app (app/start.ts).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { CloudOff } from 'lucide-react';
import { useSyncStatus } from '@/offline/status.ts';
import { useRelativeTime } from '@/lib/relative-time.ts';
import { badgeShown, CatalogueProgressBadge, useCatalogueProgress } from './catalogue-progress.tsx';
import { toast } from '@/components/ui/toast-store.ts';

type PanelComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
let panelCode: Promise<PanelComponent> | null = null;

/**
 * The panel (and what retrying or discarding a change needs) is not part of the page's code: it is fetched once the
 * first page has shown (app/start.ts), so it is there when the signal drops, and on the first open at the latest.
 * A fetch that fails (no signal before it ever arrived) is asked again on the next open.
 */
export function loadSyncPanel(): Promise<PanelComponent> {
  panelCode ??= import('./sync-panel.tsx').then(
    (m) => m.SyncPanel,
    (err: unknown) => {
      panelCode = null;
      throw err;
    },
  );
  return panelCode;
}

export function SyncPill() {
  const { t } = useLingui();
  const status = useSyncStatus();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const lastSync = useRelativeTime(status.lastSyncAt);
  // On a phone's narrow header the words and the download's percentage do not both fit: the percentage shows alone
  // (the icon says online or offline; the button's label says everything).
  const downloading = badgeShown(useCatalogueProgress());

  const state = status.online ? t`Online` : t`Offline`;
  const waiting = status.pending > 0 ? plural(status.pending, { one: '# change waiting', other: '# changes waiting' }) : null;
  const refused = status.rejected.length;
  const refusedText = refused > 0 ? plural(refused, { one: '# change not saved', other: '# changes not saved' }) : null;
  // What the pill says, short enough for a phone's header row (it may wrap to two lines there).
  const shortWaiting = status.pending > 0 ? plural(status.pending, { one: '# waiting', other: '# waiting' }) : null;
  const shown = status.online && status.syncing ? t`Syncing` : shortWaiting ? `${state} · ${shortWaiting}` : state;
  const summary = [state, waiting, refusedText, status.paused ? t`Sign in again to send your changes` : null, lastSync ? t`Last synced ${lastSync}` : null].filter(Boolean).join(', ');

  return (
    <div role="status" aria-live="polite" className="flex min-w-0 items-center">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          if (!Panel)
            loadSyncPanel().then(
              (component) => setPanel(() => component),
              () => {
                setOpen(false);
                toast.info(t`The details open once FreshMarket has loaded them with a signal.`);
              },
            );
        }}
        title={summary}
        aria-label={t`Sync status: ${shown}. ${summary}. Show details`}
        className="relative inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border border-gray-300 px-2.5 text-left text-xs font-semibold leading-4 text-gray-800 hover:bg-gray-100"
      >
        {status.online ? (
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-green-600" />
        ) : (
          <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-700" />
        )}
        <span aria-hidden="true" data-testid="sync-words" className={`min-w-0 xl:whitespace-nowrap${downloading ? ' max-sm:hidden' : ''}`}>
          {shown}
        </span>
        <CatalogueProgressBadge />
        {refused > 0 && (
          <span aria-hidden="true" className="min-w-5 rounded-full bg-red-700 px-1 text-center leading-5 text-white">
            {refused}
          </span>
        )}
      </button>
      {Panel && <Panel open={open} onOpenChange={setOpen} />}
    </div>
  );
}
