// Registers the service worker and tells the page when a new version waits. Nothing here reloads or
// activates a worker unless `applyUpdate` is called, which only the user's "Reload" does.
// workbox-window loads when the worker registers (after load and an idle moment), not with the start-up script.
import type { Workbox } from 'workbox-window';
import { WARM_CARD_IMAGES_MESSAGE, unmeteredConnection } from '@/offline/card-images.ts';

let workbox: Workbox | null = null;
let registering = false;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export const updateStore = {
  get: (): boolean => updateWaiting,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss: (): void => setUpdateWaiting(false),
};

/** Idempotent; does nothing in development (no worker is built) or where service workers are missing. */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      // Fires for a worker installed by this page, by another tab, or already waiting before we registered.
      workbox.addEventListener('waiting', () => setUpdateWaiting(true));
      return workbox.register();
    })
    .then((registration) => {
      warmCardImagesWhenUnmetered();
      // A long-lived tab looks for a new version whenever it comes back into view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update().catch(() => undefined);
      });
    })
    .catch(() => {
      // Its code could not load (the signal dropped): the next start registers it.
      registering = false;
    });
}

/** On Wi-Fi or Ethernet only (offline/card-images.ts), once a worker is active: it fetches the cards of the held
 * catalogue that it has not cached yet. Called after registration, which runs after load and an idle moment. */
function warmCardImagesWhenUnmetered(): void {
  if (!unmeteredConnection()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: WARM_CARD_IMAGES_MESSAGE }));
}

/** The user chose to reload: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(): void {
  if (!workbox || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox.messageSkipWaiting();
}

let persistAsked = false;

/** Ask once per page load for persistent storage, so the browser does not evict Dexie and the outbox. */
export async function askForPersistentStorage(): Promise<boolean> {
  if (persistAsked || !navigator.storage?.persist) return false;
  persistAsked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
