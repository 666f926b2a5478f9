// The "update available" banner: a new service worker waits until the user chooses Reload. It also registers the
// worker, late: installing it precaches the whole app (every route's code, both languages, the icons), which on a thin
// link would compete with the page the visitor came for. So registration waits until the page has loaded and the main
// thread is idle; the page never waits for the worker.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button.tsx';
import {
  applyUpdate,
  askForPersistentStorage,
  registerServiceWorker,
  updateStore,
} from '@/features/pwa/service-worker.ts';
import { hasPendingChanges } from '@/offline/outbox.ts';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => false);
  const [changesWaiting, setChangesWaiting] = useState(false);
  // A new version never takes over while changes wait to be sent (ARCHITECTURE 'Offline sync' 8).
  const reload = async () => {
    const pending = await hasPendingChanges().catch(() => false);
    setChangesWaiting(pending);
    if (!pending) applyUpdate();
  };

  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        registerServiceWorker();
        void askForPersistentStorage();
      }),
    [],
  );

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

/** How long the browser may wait for an idle moment after `load` before the worker registers anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once, after the window's `load` event and then an idle moment; answers a cancel for the effect. */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
