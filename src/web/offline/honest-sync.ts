// The page's sync on a weak signal: the header's online state follows the app's own requests (lib/online.ts), the
// queue leaves as soon as the server answers again, and Periodic Background Sync is asked for where it is granted.
import { connectivity, startConnectivity } from '@/lib/online.ts';
import { registerPeriodicSync } from './periodic-sync.ts';
import { syncActivity } from './sync-activity.ts';
import { syncNow } from './sync-runtime.ts';

let started = false;

/** Idempotent; the app's start-up (app/start.ts) calls it next to startSync(). */
export function startHonestSync(): void {
  if (started) return;
  started = true;
  startConnectivity();
  let wasOnline = connectivity.online;
  connectivity.subscribe(() => {
    const back = connectivity.online && !wasOnline;
    wasOnline = connectivity.online;
    // On a weak signal navigator.onLine never changed, so the browser's 'online' event never comes: the probe is the signal.
    if (back) void syncNow();
  });
  // The pull may run in a worker, whose requests the page does not see: its failures count too (its answers need
  // not: the probe notices the server is back).
  let failed = syncActivity.get().networkFailed;
  syncActivity.subscribe(() => {
    const now = syncActivity.get().networkFailed;
    if (now && !failed) connectivity.unreachable();
    failed = now;
  });
  void registerPeriodicSync().catch(() => false);
}
