// Periodic Background Sync (Chromium, for an installed app whose 'periodic-background-sync' permission is granted):
// the browser wakes the service worker now and then, which sends what waits and pulls, so the app opens fresh.
// Elsewhere (Safari, Firefox, a browser tab) nothing happens: the page's own triggers are enough while it is open.
import { PERIODIC_SYNC_MIN_INTERVAL_MS } from '@contract/constants.ts';
import { PERIODIC_SYNC_TAG } from '@contract/sync-protocol.ts';

// Periodic Background Sync is not in TypeScript's DOM lib (Chromium only).
interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
}

/** Asks the browser for periodic syncs when it allows them; true when registered. */
export async function registerPeriodicSync(nav: Navigator = navigator): Promise<boolean> {
  if (!('serviceWorker' in nav) || !('permissions' in nav)) return false;
  const registration = await nav.serviceWorker.ready;
  const periodicSync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
  if (!periodicSync) return false;
  const permission = await nav.permissions.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => null);
  if (permission?.state !== 'granted') return false;
  return periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS }).then(
    () => true,
    () => false,
  );
}
