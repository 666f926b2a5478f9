// The pull half of sync (ARCHITECTURE 'Offline sync' 7): pages of GET /api/sync/changes into Dexie, one
// transaction per page, never touching a row that still has an unconfirmed (pending or rejected) outbox entry.
import type { SyncChange, SyncResponse, SyncTable } from '@contract/sync.ts';
import type { Table } from 'dexie';
import { entityKey, PRIVATE_TABLES, type MarketDb } from './db.ts';
import { apiUrl, readJson, storedTokenRefresh, type SyncClientOptions } from './http.ts';

export interface SyncMeta {
  cursor: string | null;
  lastSyncAt: number | null;
}

export interface PullReport {
  ok: boolean;
  pages: number;
  changes: number;
  reset: boolean;
  networkFailed: boolean;
}

export interface PullerOptions extends SyncClientOptions {
  limit?: number;
}

/** Cursor and last sync time are kept per user: signed out reads only the public catalogue. */
export const syncMetaKey = (userId: string | null | undefined): string => `sync:${userId ?? 'anon'}`;

export async function readSyncMeta(db: MarketDb, userId: string | null | undefined): Promise<SyncMeta> {
  const value = (await db.local_meta.get(syncMetaKey(userId)))?.value as SyncMeta | undefined;
  return value ?? { cursor: null, lastSyncAt: null };
}

/** Keys of rows with an unconfirmed change: the pull leaves them as the user made them. */
async function protectedKeys(db: MarketDb): Promise<Set<string>> {
  const keys = (await db.local_outbox.orderBy('entityKey').uniqueKeys()) as string[];
  return new Set(keys);
}

async function clearUnprotected(table: Table, keep: Set<string>): Promise<void> {
  const kept = [...keep].filter((k) => k.startsWith(`${table.name}:`)).map((k) => k.slice(table.name.length + 1));
  if (kept.length === 0) await table.clear();
  else await table.where(':id').noneOf(kept).delete();
}

// The synced tables this version of the app stores (SYNC_TABLES of @contract/sync.ts, which would bring zod into the worker).
function isSyncTable(db: MarketDb, name: string): name is SyncTable {
  return db.syncedTables.some((t) => t.name === name);
}

/** Apply one page. `reset`: 'all' drops every synced table first, 'private' only the user's own tables. */
export async function applyPage(db: MarketDb, page: SyncResponse, reset: 'all' | 'private' | null, metaKey: string, now: number): Promise<void> {
  await db.transaction('rw', [db.local_outbox, db.local_meta, ...db.syncedTables], async () => {
    const keep = await protectedKeys(db);
    if (reset) {
      const names: readonly string[] = reset === 'all' ? db.syncedTables.map((t) => t.name) : PRIVATE_TABLES;
      for (const name of names) if (isSyncTable(db, name)) await clearUnprotected(db.syncedTable(name), keep);
    }
    // Last change per row wins within a page.
    const latest = new Map<string, SyncChange>();
    for (const change of page.changes) if (isSyncTable(db, change.table)) latest.set(entityKey(change.table, change.id), change);
    const puts = new Map<SyncTable, Array<{ id: string }>>();
    const deletes = new Map<SyncTable, string[]>();
    for (const [key, change] of latest) {
      if (keep.has(key)) continue;
      const table = change.table;
      if (change.op === 'delete' || !change.row) deletes.set(table, [...(deletes.get(table) ?? []), change.id]);
      else puts.set(table, [...(puts.get(table) ?? []), { ...change.row, id: change.id }]);
    }
    for (const [table, ids] of deletes) await db.syncedTable(table).bulkDelete(ids);
    // Movements have no tombstones of their own: they go with their product (deleted, or no longer the caller's).
    const goneProducts = deletes.get('products');
    if (goneProducts?.length) await db.stock_movements.where('product_id').anyOf(goneProducts).delete();
    for (const [table, rows] of puts) await db.syncedTable(table).bulkPut(rows);
    const previous = ((await db.local_meta.get(metaKey))?.value as SyncMeta | undefined)?.lastSyncAt ?? null;
    const meta: SyncMeta = { cursor: page.cursor, lastSyncAt: page.has_more ? previous : now };
    await db.local_meta.put({ key: metaKey, value: meta });
  });
}

export function createPuller(opts: PullerOptions): { pull(): Promise<PullReport> } {
  const { db, fetch: fetchFn, baseUrl = '', now = Date.now, limit = 500 } = opts;
  const refresh = opts.refresh ?? storedTokenRefresh(db, fetchFn, baseUrl);
  let running: Promise<PullReport> | null = null;

  async function pullPages(): Promise<PullReport> {
    const report: PullReport = { ok: false, pages: 0, changes: 0, reset: false, networkFailed: false };
    const userId = (await db.local_session.get('current'))?.user.id ?? null;
    let refreshed = false;
    for (;;) {
      const session = await db.local_session.get('current');
      if ((session?.user.id ?? null) !== userId) return report; // signed in or out meanwhile: the next pull starts over
      const { cursor } = await readSyncMeta(db, userId);
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor) query.set('cursor', cursor);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (session) headers.Authorization = `Bearer ${session.access}`;
      let res: Response;
      try {
        res = await fetchFn(apiUrl(baseUrl, `/sync/changes?${query}`), { headers });
      } catch {
        return { ...report, networkFailed: true };
      }
      if (res.status === 401 && session && !refreshed) {
        refreshed = true;
        if ((await refresh()) === 'ok') continue;
        return report;
      }
      if (!res.ok) return report;
      const page = (await readJson(res)) as SyncResponse;
      const reset = page.reset ? 'all' : cursor ? null : 'private';
      await applyPage(db, page, reset, syncMetaKey(userId), now());
      report.pages++;
      report.changes += page.changes.length;
      report.reset ||= page.reset;
      if (!page.has_more) return { ...report, ok: true };
    }
  }

  return {
    /** Concurrent calls share one pull. */
    pull() {
      running ??= pullPages().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** Sign-out: the user's rows go; their waiting outbox entries stay (paused, sent when they sign in again). */
export async function clearPrivateData(db: MarketDb, userId: string | null): Promise<void> {
  await db.transaction('rw', [db.local_meta, ...db.syncedTables], async () => {
    for (const name of PRIVATE_TABLES) await db.syncedTable(name).clear();
    // A seller's own copies of drafts and unapproved branches are theirs too (buyers' pulls never bring them).
    await db.products.filter((p) => p.visible === false).delete();
    await db.branches.filter((b) => b.status !== 'approved').delete();
    if (userId) await db.local_meta.delete(syncMetaKey(userId));
  });
}
