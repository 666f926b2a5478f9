// Who pulls what, and when (otherwise every visitor, on every page, would pull the whole catalogue into IndexedDB).
//   - A visitor reads the server's pages: no pull, unless they chose 'Keep the catalogue on this device' (kept in
//     local_meta) or this device already holds a visitor's catalogue (it is kept fresh rather than left to go stale).
//   - A signed-in user (buyer, farm, bulk buyer, admin) pulls: their own rows (cart, orders, notifications...) and the
//     catalogue come in the main stream of GET /api/sync/changes (the price history follows in its own: pull.ts).
//   - A first pull (no cursor yet: 10,000 products are 13 MB) waits until the page has loaded and is idle, so it never
//     competes with a first paint; one asked by a sign-in on the page starts at once (the page was painted long
//     before). Later pulls (a cursor: only what changed) run at once, as before.
// A signed-in user's first pull starts with the head start (the scoped stream: the products they use, pull.ts), then
// the whole catalogue in main.
import { entityKey, type MarketDb } from './db.ts';
import { deleteMeta, META, readMeta, readSyncMeta, writeMeta } from './meta.ts';
import type { PullReport } from './pull.ts';
import { rowsWithWaitingChanges } from './waiting.ts';

export type PullTiming = 'now' | 'idle' | 'never';

export async function keepsCatalogue(db: MarketDb): Promise<boolean> {
  return (await readMeta(db, META.keepCatalogue)) === true;
}

/** Whether a visitor keeps the catalogue: they chose to, or this device already holds a visitor's catalogue. */
export async function visitorKeepsCatalogue(db: MarketDb): Promise<boolean> {
  return (await keepsCatalogue(db)) || (await readSyncMeta(db, null)).cursor !== null;
}

/**
 * A visitor's choice. Keeping it: the next pull downloads it. No longer keeping it: the visitor's catalogue and cursor
 * leave the device (rows with a change waiting in the outbox stay); a signed-in user's rows are not touched.
 */
export async function setKeepCatalogue(db: MarketDb, keep: boolean): Promise<void> {
  if (keep) {
    await writeMeta(db, META.keepCatalogue, true);
    return;
  }
  const tables = [db.products, db.categories, db.sellers, db.branches, db.product_reviews, db.price_history];
  await db.transaction('rw', [db.local_meta, db.local_session, db.local_outbox, ...tables], async () => {
    await deleteMeta(db, META.keepCatalogue);
    if (await db.local_session.get('current')) return;
    await deleteMeta(db, META.sync(null));
    await deleteMeta(db, META.syncHistory(null));
    const waiting = await rowsWithWaitingChanges(db);
    for (const table of tables) {
      const keepIds = (await table.toCollection().primaryKeys()).filter((id) => waiting.has(entityKey(table.name, String(id))));
      if (keepIds.length === 0) await table.clear();
      else await table.where(':id').noneOf(keepIds).delete();
    }
  });
}

/** When this device should pull for whoever is signed in (or nobody). */
export async function pullTiming(db: MarketDb): Promise<PullTiming> {
  const session = await db.local_session.get('current');
  const meta = await readSyncMeta(db, session?.user.id ?? null);
  if (!session && meta.cursor === null && !(await keepsCatalogue(db))) return 'never';
  return meta.cursor === null ? 'idle' : 'now';
}

/** Resolves once the page has loaded and the browser has an idle moment (or `timeoutMs` after load). */
export function pageIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 200);
    };
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export interface PolicyOptions {
  db: MarketDb;
  pull: () => Promise<PullReport>;
  idle?: () => Promise<void>;
}

/**
 * Why a pull is asked: `signIn`, someone signed in on this page. The page was painted long before (the sign-in form),
 * so their first pull starts at once rather than after the next page's load and idle moment (up to a second later,
 * a third of a first sync's target).
 */
export interface PullAsk {
  signIn?: boolean;
}

/** The puller behind the policy: null when this device does not pull now. */
export function createPullPolicy({ db, pull, idle = pageIdle }: PolicyOptions): { pull(ask?: PullAsk): Promise<PullReport | null> } {
  return {
    async pull(ask = {}) {
      const timing = await pullTiming(db);
      if (timing === 'never') return null;
      if (timing === 'idle' && !ask.signIn) {
        await idle();
        // Signed out, or chose otherwise, while waiting.
        if ((await pullTiming(db)) === 'never') return null;
      }
      return pull();
    },
  };
}
