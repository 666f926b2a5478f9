// The feed from Dexie (the sync pull fills it on every device), newest first.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Notification } from '@contract/orders.ts';
import { db } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

/** Undefined while Dexie answers the first time. */
export function useNotifications(): Notification[] | undefined {
  return useLiveQuery(async () => untilFirstPull(await db.notifications.orderBy('created_at').reverse().toArray()), []);
}
