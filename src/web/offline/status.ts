// Where the user stands (ARCHITECTURE 'Offline sync' 9): online or not, changes waiting, refused changes,
// last sync. Read live from Dexie plus what the page's sync is doing right now.
import { useSyncExternalStore } from 'react';
import { useOnline } from '@/lib/online.ts';
import type { MarketDb, OutboxEntry } from './db.ts';
import { isPaused, readSyncMeta } from './meta.ts';
import { syncActivity } from './sync-activity.ts';
import { useDeviceQuery } from './use-device-query.ts';

export interface SyncStatus {
  /** The app's requests get through (lib/online.ts): not navigator.onLine, which stays true on a link that answers nothing. */
  online: boolean;
  /** The signed-in user's changes not yet confirmed. */
  pending: number;
  /** Those changes, oldest first (what the user did, when, and whether a send already failed). */
  waiting: OutboxEntry[];
  /** Changes the server refused, oldest first, with `lastError` (its message, in the user's language) and `lastStatus`. */
  rejected: OutboxEntry[];
  /** Changes made by another account on this device: sent when that account signs in again. */
  waitingForOtherUser: number;
  /** The sign-in expired: waiting changes are kept and sent after the user signs in again. */
  paused: boolean;
  lastSyncAt: number | null;
  syncing: boolean;
}

interface Stored {
  pending: number;
  waiting: OutboxEntry[];
  rejected: OutboxEntry[];
  waitingForOtherUser: number;
  paused: boolean;
  lastSyncAt: number | null;
}

const NOTHING: Stored = { pending: 0, waiting: [], rejected: [], waitingForOtherUser: 0, paused: false, lastSyncAt: null };

async function readStored(db: MarketDb): Promise<Stored> {
  const session = await db.local_session.get('current');
  const userId = session?.user.id ?? null;
  const entries = await db.local_outbox.toArray();
  const mine = entries.filter((e) => e.userId === userId);
  const waiting = mine.filter((e) => e.state === 'pending');
  return {
    pending: waiting.length,
    waiting,
    rejected: mine.filter((e) => e.state === 'rejected'),
    waitingForOtherUser: entries.filter((e) => e.userId !== userId).length,
    paused: session ? await isPaused(db, session) : false,
    lastSyncAt: (await readSyncMeta(db, userId)).lastSyncAt,
  };
}

export function useSyncStatus(): SyncStatus {
  const activity = useSyncExternalStore(syncActivity.subscribe, syncActivity.get, syncActivity.get);
  const online = useOnline();
  const stored = useDeviceQuery(readStored, [], { initial: NOTHING, empty: NOTHING });
  return {
    ...stored,
    online,
    syncing: activity.draining || activity.pulling,
  };
}
