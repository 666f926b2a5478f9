// The "update available" banner: a new service worker waits until the user chooses Reload. The worker is registered
// by app/start.ts (late: its install precaches the whole app); this only shows what it reports.
import { useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button.tsx';
import { applyUpdate, updateStore } from '@/features/pwa/service-worker.ts';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => false);
  const [changesWaiting, setChangesWaiting] = useState(false);
  // A new version never takes over while changes wait to be sent (ARCHITECTURE 'Offline sync' 8).
  const reload = async () => {
    // The outbox's code (and Dexie) load here, not with the shell: the banner shows on every page.
    const pending = await import('@/offline/outbox.ts').then(({ hasPendingChanges }) => hasPendingChanges()).catch(() => false);
    setChangesWaiting(pending);
    if (!pending) applyUpdate();
  };

  // The live region stays in the page so screen readers announce the banner when it fills.
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      {waiting && (
        <section
          aria-labelledby="update-prompt-title"
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-lg border border-green-800 bg-white p-4 text-gray-900 shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <h2 id="update-prompt-title" className="font-semibold">
              <Trans>Update available</Trans>
            </h2>
            <p className="text-sm text-gray-700">
              <Trans>A new version of FreshMarket is ready. Reload when you have finished what you are doing.</Trans>
            </p>
            {changesWaiting && (
              <p className="mt-1 text-sm font-semibold text-gray-900">
                <Trans>Some of your changes are not saved on the server yet. Reload once they are sent.</Trans>
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void reload()}>
              <Trans>Reload</Trans>
            </Button>
            <Button size="sm" variant="secondary" onClick={updateStore.dismiss}>
              <Trans>Later</Trans>
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
