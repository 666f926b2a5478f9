// 'First pull done': without it, a new device's lists said 'You have no branches yet' while the first pull ran. The
// signed-in user's sync meta has a last sync time once one pull has reached its last page (pull.ts). Until then
// their own lists (branches, products, orders, notifications...) are not known to be empty: the data hooks pass what
// they read through `untilFirstPull`, which turns an empty list into undefined (the hooks' 'loading') until then.
// Rows already on the device (made offline, or pulled so far) are shown as they are.
import { db as appDb, type MarketDb } from './db.ts';
import { firstPullDone, readSyncMeta } from './meta.ts';

/** True once the signed-in user's first pull has finished on this device; true for a visitor (nothing of theirs to wait for). */
export async function readFirstPullDone(db: MarketDb): Promise<boolean> {
  const session = await db.local_session.get('current');
  if (!session) return true;
  return firstPullDone(await readSyncMeta(db, session.user.id));
}

/** `rows`; or undefined (inside a useLiveQuery: still loading) when there are none and the first pull has not finished. */
export async function untilFirstPull<T>(rows: T[], db: MarketDb = appDb): Promise<T[] | undefined> {
  if (rows.length > 0) return rows;
  return (await readFirstPullDone(db)) ? rows : undefined;
}
