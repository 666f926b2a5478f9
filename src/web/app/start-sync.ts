// The page's sync, loaded by start.ts once the first page has shown: the domains' plugs (what a confirmed change
// writes back, what discarding one undoes), the drainer and puller, and the honest online state. Kept out of the
// start-up script with Dexie, which all of it needs.
import { installPageDomainPlugs } from '@/domain/page-plugs.ts';
import { startHonestSync } from '@/offline/honest-sync.ts';
import { startSync, type StartSyncOptions } from '@/offline/sync-runtime.ts';

/** Idempotent. */
export function startPageSync(options: StartSyncOptions = {}): void {
  // Before anything drains or discards.
  installPageDomainPlugs();
  startSync(options);
  startHonestSync();
}
