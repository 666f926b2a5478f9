// The pull half of sync (ARCHITECTURE 'Offline sync' 7): pages of GET /api/sync/changes into Dexie, one
// transaction per page, never touching a row that still has an unconfirmed (pending or rejected) outbox entry.
//
// A first sync of 10,000 products once took 38-44 s, so: the page size is the protocol's largest (2,000), the
// next page is asked for while the current one is written (pages are still applied in order, each with its cursor in
// the same transaction), rows of a page go in with one bulkPut per table, and the page can run all of it in a worker
// (pull-worker.ts). The server's snapshot and cursor rules are untouched: a page applied is exactly the page served.
//
// Streams, each with its own cursor (contract SYNC_STREAMS): `main`, every table but the price history, then
// `history`. The price history is most of a catalogue's rows (about 2.8 per product), and no screen waits for it,
// so a first sync is over (the marketplace reads the device) once main is; Pricewise asks the server for history
// until the device's has arrived (features/pricewise/use-price-history.ts).
//
// A signed-in user's first sync starts with a head start, the `scoped` stream: every category and farm, and the part
// of the catalogue they use (their farm's products, their provinces', the categories they buy), so that a signal lost
// half-way leaves them what they work with. Main then runs from the start as always, asked with the head start's
// cursor (`held`): a product the head start brought and that has not changed since comes as `held` (id and version,
// no row); any other row comes whole, or as its delete. Until main's first pass ends, the rows the head start wrote
// are listed with their versions (meta `HeadStart`): main does not write an older copy over one of them, a held row
// the device does not have sends main again from the start without `held`, and main's last page removes the rows of
// the head start it never brought (gone from the server meanwhile), so the head start leaves nothing behind that main
// would not have.
import type { SyncChange, SyncResponse } from '@contract/sync.ts';
import { streamHolds, SYNC_CHANGES_PATH, SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX, SYNC_TABLES, type SyncStream, type SyncTable } from '@contract/sync-protocol.ts';
import type { Table } from 'dexie';
import { entityKey, PRIVATE_TABLES, type MarketDb } from './db.ts';
import { apiUrl, readJson, storedTokenRefresh, type SyncClientOptions } from './http.ts';
import { deleteMeta, META, readMeta, readSyncMeta, writeMeta, type HeadStart, type SyncMeta } from './meta.ts';
import { rowsWithWaitingChanges } from './waiting.ts';

export type { SyncMeta };

export interface PullReport {
  ok: boolean;
  pages: number;
  changes: number;
  reset: boolean;
  networkFailed: boolean;
}

/** How far a pull has come: products written so far, and the public catalogue's size when known. */
export interface PullProgress {
  /** Products on the device so far: the head start's, then main's once it has brought more. */
  products: number;
  /** Products the head start brought (the part of the catalogue the user uses); 0 when there was none. */
  scoped: number;
  /** Which stream is being pulled: the head start, or the whole catalogue. */
  phase: 'scoped' | 'main';
  total: number | null;
  /** A pull from no cursor (a first sync, or after a reset): the one whose progress is worth showing. */
  first: boolean;
  done: boolean;
}

export interface PullerOptions extends SyncClientOptions {
  limit?: number;
  onProgress?: (progress: PullProgress) => void;
}

/** The protocol's largest page: the fewest round trips for a first sync. */
export const PULL_PAGE_LIMIT = SYNC_PAGE_MAX;
/**
 * A pull from no cursor asks a smaller first page: the server answers it in a fraction of the time, and the next
 * (full) page is fetched while it is written, where a full first page left the device waiting for the server with
 * nothing to write (about 300 ms of a first sync).
 */
export const FIRST_PAGE_LIMIT = SYNC_PAGE_DEFAULT;

/** Cursor and last sync time are kept per user: signed out reads only the public catalogue. */
export const syncMetaKey = (userId: string | null | undefined): string => META.sync(userId).key;

/** The streams this device pulls, in order: the head start (a first sync only), main, then history. */
export type PullStream = Exclude<SyncStream, 'all'>;

const STREAM_META = { main: META.sync, history: META.syncHistory, scoped: META.syncScoped } as const;

async function clearUnprotected(table: Table, keep: Set<string>): Promise<void> {
  const kept = [...keep].filter((k) => k.startsWith(`${table.name}:`)).map((k) => k.slice(table.name.length + 1));
  if (kept.length === 0) await table.clear();
  else await table.where(':id').noneOf(kept).delete();
}

/** The synced tables this version of the app stores (a newer server may send more). */
function isSyncTable(name: string): name is SyncTable {
  return (SYNC_TABLES as readonly string[]).includes(name);
}

/** What a page changes, grouped per table (last change per row wins within a page). */
function groupPage(changes: SyncChange[], keep: Set<string>) {
  const latest = new Map<string, SyncChange>();
  for (const change of changes) if (isSyncTable(change.table)) latest.set(entityKey(change.table, change.id), change);
  const puts = new Map<SyncTable, Array<{ id: string }>>();
  const deletes = new Map<SyncTable, string[]>();
  /** `held` changes: rows the head start delivered, not sent again (their versions are checked by applyPage). */
  const held: SyncChange[] = [];
  let products = 0;
  for (const [key, change] of latest) {
    if (change.op === 'held') {
      held.push(change);
      if (change.table === 'products') products++;
      continue;
    }
    if (keep.has(key)) continue;
    const table = change.table;
    if (change.op === 'delete' || !change.row) {
      let ids = deletes.get(table);
      if (!ids) deletes.set(table, (ids = []));
      ids.push(change.id);
    } else {
      let rows = puts.get(table);
      if (!rows) puts.set(table, (rows = []));
      // The server's row is ours to keep (parsed from this page alone): no copy, only its id made sure of.
      const row = change.row as { id: string };
      row.id = change.id;
      rows.push(row);
      if (table === 'products') products++;
    }
  }
  return { puts, deletes, held, products };
}

export interface ApplyResult {
  /** False when another puller moved this reader's cursor meanwhile: nothing was written. */
  applied: boolean;
  /** Products the page brought (written, or already held as new). */
  products: number;
  /**
   * Main only: a `held` row the device does not hold (the head start did not deliver it after all). Main's cursor is
   * back at the start and the next pages are asked without `held`.
   */
  restart?: boolean;
}

export interface ApplyOptions {
  /** Whose rows these are (the cursors are kept per user). */
  userId: string | null;
  stream?: PullStream;
  /** 'all' drops every synced table of the stream first, 'private' only the user's own tables. */
  reset?: 'all' | 'private' | null;
  now: number;
  /**
   * The cursor the page was asked from: if this reader's stored cursor is no longer it (another tab pulled
   * meanwhile), the page is not applied, so a cursor never goes back over rows already applied.
   */
  expectCursor?: string | null;
}

/** A row's version as the server sent it (every synced row carries one). */
const versionOf = (row: unknown): number | undefined => {
  const version = (row as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * The head start's rows (`puts`, changed in place): those the device holds at the same or a newer version are not
 * written. Tables that hold nothing (a new device's) are not read.
 */
async function dropHeld(db: MarketDb, puts: Map<SyncTable, Array<{ id: string }>>): Promise<void> {
  await Promise.all(
    [...puts].map(async ([table, rows]) => {
      const store = db.syncedTable(table);
      if ((await store.count()) === 0) return;
      const held = await store.bulkGet(rows.map((row) => row.id));
      puts.set(table, rows.filter((row, i) => (versionOf(held[i]) ?? -1) < (versionOf(row) ?? 0)));
    }),
  );
}

/** Apply one page of `stream`, its cursor with it, in one transaction. */
export async function applyPage(db: MarketDb, page: SyncResponse, opts: ApplyOptions): Promise<ApplyResult> {
  const { userId, stream = 'main', reset = null, now, expectCursor } = opts;
  const metaKey = STREAM_META[stream](userId);
  const headStartKey = META.headStart(userId);
  return db.transaction('rw', [db.local_outbox, db.local_meta, ...db.syncedTables], async () => {
    // Rows with an unconfirmed change stay as the user made them. The reads are asked for at once, and each step's
    // writes below too (IndexedDB runs a transaction's requests in the order they were made): one round trip to the
    // database per step, not one per table (a first page's twelve clears one by one cost about 50 ms more).
    const [previous, keep, mainMeta, headStart] = await Promise.all([
      readMeta(db, metaKey),
      rowsWithWaitingChanges(db),
      stream === 'scoped' ? readMeta(db, META.sync(userId)) : null,
      stream === 'history' ? undefined : readMeta(db, headStartKey),
    ]);
    if (expectCursor !== undefined && (previous?.cursor ?? null) !== expectCursor) return { applied: false, products: 0 };
    // The head start only comes before main's first page: once main has begun (in another tab), it adds nothing.
    if (stream === 'scoped' && (mainMeta?.cursor ?? null) !== null) return { applied: false, products: 0 };
    if (reset && stream !== 'scoped') {
      const names: readonly string[] = reset === 'all' ? db.syncedTables.map((t) => t.name).filter((name) => streamHolds(stream, name)) : PRIVATE_TABLES;
      await Promise.all(names.filter(isSyncTable).map((name) => clearUnprotected(db.syncedTable(name), keep)));
    }
    const { puts, deletes, held, products } = groupPage(page.changes, keep);
    let nextHeadStart: HeadStartStep = null;
    let restart = false;
    if (stream === 'scoped') {
      // Rows only, each the device's newest copy unless it holds one as new; noted with the version now held.
      await dropHeld(db, puts);
      const versions = { ...headStart?.versions };
      for (const [table, rows] of puts) for (const row of rows) versions[entityKey(table, row.id)] = versionOf(row) ?? 0;
      nextHeadStart = { versions };
    } else if (stream === 'main' && (headStart || held.length > 0)) {
      // Main's copy of a row the head start brought is written only if newer (no read of the rows: the versions are noted).
      const versions = { ...headStart?.versions };
      for (const [table, rows] of puts) {
        puts.set(table, rows.filter((row) => (versions[entityKey(table, row.id)] ?? -1) < (versionOf(row) ?? 0)));
      }
      // A held row must be on the device at its version (or newer): the head start wrote it, or the device held it.
      const unsure = held.filter((change) => (versions[entityKey(change.table, change.id)] ?? -1) < change.version);
      // (A reset page has just dropped the tables: none of its held rows is left.)
      restart =
        (page.reset && held.length > 0) ||
        (await Promise.all(unsure.map(async (change) => (versionOf(await db.syncedTable(change.table).get(change.id)) ?? -1) < change.version))).some(Boolean);
      for (const change of page.changes) delete versions[entityKey(change.table, change.id)];
      if (restart) nextHeadStart = { versions, full: true };
      else if (page.has_more) nextHeadStart = { versions };
      else {
        // Main's first pass is over: a row of the head start it never brought is gone from the server.
        for (const key of Object.keys(versions)) {
          if (keep.has(key)) continue;
          const table = key.slice(0, key.indexOf(':'));
          if (!isSyncTable(table)) continue;
          let ids = deletes.get(table);
          if (!ids) deletes.set(table, (ids = []));
          ids.push(key.slice(table.length + 1));
        }
        nextHeadStart = 'done';
      }
    }
    await Promise.all([...deletes].map(([table, ids]) => db.syncedTable(table).bulkDelete(ids)));
    // Movements have no tombstones of their own: they go with their product (deleted, or no longer the caller's).
    const goneProducts = deletes.get('products');
    if (goneProducts?.length) await db.stock_movements.where('product_id').anyOf(goneProducts).delete();
    const meta: SyncMeta = restart
      ? { cursor: null, lastSyncAt: previous?.lastSyncAt ?? null }
      : { cursor: page.cursor, lastSyncAt: page.has_more ? (previous?.lastSyncAt ?? null) : now };
    await Promise.all([
      ...[...puts].map(([table, rows]) => db.syncedTable(table).bulkPut(rows)),
      writeMeta(db, metaKey, meta),
      nextHeadStart === 'done' ? deleteMeta(db, headStartKey) : nextHeadStart ? writeMeta(db, headStartKey, nextHeadStart) : null,
    ]);
    return restart ? { applied: true, products, restart } : { applied: true, products };
  });
}

/** What a page does to the head start's list: write it anew, remove it (main's first pass is over), or nothing. */
type HeadStartStep = HeadStart | 'done' | null;

type Fetched = { kind: 'page'; page: SyncResponse } | { kind: 'network' } | { kind: 'unauthorized' } | { kind: 'failed' };

export function createPuller(opts: PullerOptions): { pull(): Promise<PullReport> } {
  const { db, fetch: fetchFn, baseUrl = '', now = Date.now, limit = PULL_PAGE_LIMIT, onProgress } = opts;
  const refresh = opts.refresh ?? storedTokenRefresh(db, fetchFn, baseUrl);
  let running: Promise<PullReport> | null = null;

  /**
   * `full`: a page from no cursor asked at the protocol's most too (main's, asked while the head start is written).
   * `held`: main's, a cursor its head start reached (the products it brought up to there come back as `held`).
   */
  async function fetchPage(stream: PullStream, cursor: string | null, full = false, held?: string): Promise<Fetched> {
    const session = await db.local_session.get('current');
    const query = new URLSearchParams({ limit: String(cursor === null && !full ? Math.min(limit, FIRST_PAGE_LIMIT) : limit), stream });
    if (cursor) query.set('cursor', cursor);
    if (held) query.set('held', held);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (session) headers.Authorization = `Bearer ${session.access}`;
    let res: Response;
    try {
      res = await fetchFn(apiUrl(baseUrl, `${SYNC_CHANGES_PATH}?${query}`), { headers });
    } catch {
      return { kind: 'network' };
    }
    if (res.status === 401 && session) return { kind: 'unauthorized' };
    if (!res.ok) return { kind: 'failed' };
    const page = (await readJson(res)) as SyncResponse | undefined;
    return page && Array.isArray(page.changes) ? { kind: 'page', page } : { kind: 'failed' };
  }

  /** The public catalogue's size, for the progress of a first sync (the protocol does not say it). */
  async function catalogueSize(): Promise<number | null> {
    try {
      const res = await fetchFn(apiUrl(baseUrl, '/product/products/?page_size=1'), { headers: { Accept: 'application/json' } });
      if (!res.ok) return null;
      const count = ((await readJson(res)) as { meta?: { count?: unknown } } | undefined)?.meta?.count;
      return typeof count === 'number' ? count : null;
    } catch {
      return null;
    }
  }

  /**
   * One stream's pages until its last. `progress` (a first sync's head start and main) is told what came: the head
   * start's products, then main's once it has brought more (it brings the head start's again).
   */
  async function pullStream(
    stream: PullStream,
    userId: string | null,
    report: PullReport,
    progress: PullProgress | null,
    chain: { first?: Promise<Fetched>; second?: () => Promise<Fetched> | undefined; onPage?: (cursor: string, first: boolean) => void } = {},
  ): Promise<PullReport> {
    const metaKey = STREAM_META[stream](userId);
    let cursor = (await readMeta(db, metaKey))?.cursor ?? null;
    let refreshed = false;
    let brought = 0;
    const pagesBefore = report.pages;
    // Main, after a head start that has not yet been delivered again: its products come as `held` (no row), unless a
    // held row was missing (`full`).
    let held: string | undefined;
    if (stream === 'main' && userId !== null) {
      const [headStart, scoped] = await Promise.all([readMeta(db, META.headStart(userId)), readMeta(db, META.syncScoped(userId))]);
      if (headStart && !headStart.full && scoped?.lastSyncAt && scoped.cursor) held = scoped.cursor;
    }
    // A first page asked ahead, from no cursor (chain.first), is this stream's only while its cursor is still none.
    const ahead = !!chain.first && cursor === null;
    if (chain.first && !ahead) void chain.first.then(() => chain.second?.()?.catch(() => undefined)).catch(() => undefined);
    let next: Promise<Fetched> = ahead ? chain.first! : fetchPage(stream, cursor, false, held);
    for (;;) {
      const fetched = await next;
      if (fetched.kind === 'network') return { ...report, networkFailed: true };
      if (fetched.kind === 'unauthorized') {
        if (refreshed) return report;
        refreshed = true;
        if ((await refresh()) !== 'ok') return report;
        next = fetchPage(stream, cursor, false, held);
        continue;
      }
      if (fetched.kind === 'failed') return report;
      const { page } = fetched;
      // Ask for the next page while this one is written: the cursor it needs is the page's own. Asked before the
      // check below, which is one more read of the database: the server's time is what the pull waits for.
      const firstPage = report.pages === pagesBefore;
      // (The page after one asked ahead was asked as soon as that came: chain.second.)
      if (page.has_more) next = (firstPage && ahead ? chain.second?.() : undefined) ?? fetchPage(stream, page.cursor, false, held);
      chain.onPage?.(page.cursor, firstPage);
      // Signed in or out meanwhile: this page was asked for another reader; the next pull starts over.
      if (((await db.local_session.get('current'))?.user.id ?? null) !== userId) {
        void next.catch(() => undefined);
        return report;
      }
      // A first page of main from no cursor drops the previous reader's private rows; history has none.
      const reset = page.reset ? 'all' : cursor || stream !== 'main' ? null : 'private';
      const { applied, products, restart } = await applyPage(db, page, { userId, stream, reset, now: now(), expectCursor: cursor });
      if (!applied) {
        void next.catch(() => undefined);
        return report;
      }
      if (restart) {
        // A held row is missing: main again from the start, every row whole.
        void next.catch(() => undefined);
        report.pages++;
        cursor = null;
        held = undefined;
        brought = 0;
        next = fetchPage(stream, null, true);
        continue;
      }
      cursor = page.cursor;
      report.pages++;
      report.changes += page.changes.length;
      report.reset ||= page.reset;
      brought += products;
      if (progress) {
        // The head start's last page: what the user uses is on the device; the rest of the catalogue comes next.
        progress.phase = stream === 'scoped' && page.has_more ? 'scoped' : 'main';
        if (stream === 'scoped') progress.scoped = brought;
        progress.products = Math.max(progress.scoped, brought);
        if (page.reset && stream === 'main') progress.first = true;
      }
      if (!page.has_more) {
        if (progress && stream === 'main') {
          progress.done = true;
          if (progress.total !== null) progress.total = Math.max(progress.total, progress.products);
        }
        if (progress) onProgress?.({ ...progress });
        return { ...report, ok: true };
      }
      if (progress) onProgress?.({ ...progress });
    }
  }

  async function pullPages(): Promise<PullReport> {
    const userId = (await db.local_session.get('current'))?.user.id ?? null;
    const { cursor } = await readSyncMeta(db, userId);
    if (!(await readMeta(db, META.syncHistory(userId)))) {
      // The history stream starts with main: from nothing on a new device; on one that pulled before streams
      // existed, from its cursor (one of `all`, which the server takes for either stream), rather than bring every
      // day of history again.
      await writeMeta(db, META.syncHistory(userId), { cursor, lastSyncAt: null });
    }
    const progress: PullProgress = { products: 0, scoped: 0, phase: 'main', total: null, first: cursor === null, done: false };
    const sizing = progress.first && onProgress ? catalogueSize() : null;
    void sizing?.then((total) => {
      progress.total = total;
      if (!progress.done) onProgress?.({ ...progress });
    });
    let report: PullReport = { ok: false, pages: 0, changes: 0, reset: false, networkFailed: false };
    // A signed-in user's first sync: the head start, unless it has run to its end already (main was cut short).
    // Whatever becomes of it (refused by an older server, or main begun in another tab), main follows; offline, not.
    // Main's first page is asked as the head start's first arrives, after its next (a server with one connection
    // answers them in that order), with that page's cursor (`held`: the products the head start brought so far are
    // not sent again); later pages of main with the head start's last cursor. Main's pages are written after the
    // head start's; the first may be of an older snapshot than the head start's last (a server with many
    // connections), which main's guard of the head start's rows allows for (applyPage). Whole: the device has rows
    // to write while it comes.
    // Main's second page is asked as soon as its first comes, with the head start's latest cursor then (the device
    // is still writing the head start: without it, main's pages waited for that).
    let mainFirst: Promise<Fetched> | undefined;
    let mainSecond: Promise<Fetched> | undefined;
    let headStartReached: string | undefined;
    if (userId !== null && cursor === null && !(await readMeta(db, META.syncScoped(userId)))?.lastSyncAt) {
      progress.phase = 'scoped';
      report = await pullStream('scoped', userId, report, progress, {
        onPage: (reached, first) => {
          headStartReached = reached;
          if (!first) return;
          mainFirst = fetchPage('main', null, true, reached).then((fetched) => {
            if (fetched.kind === 'page' && fetched.page.has_more) mainSecond = fetchPage('main', fetched.page.cursor, false, headStartReached);
            return fetched;
          });
        },
      });
      if (report.networkFailed) {
        void mainFirst?.then(() => mainSecond?.catch(() => undefined)).catch(() => undefined);
        return report;
      }
      report = { ...report, ok: false };
    }
    const main = await pullStream('main', userId, report, progress, { first: mainFirst, second: () => mainSecond });
    if (!main.ok) return main;
    // The screens have what they need; the price history follows in the same pull.
    return pullStream('history', userId, { ...main, ok: false }, null);
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
    if (userId) {
      await deleteMeta(db, META.sync(userId));
      await deleteMeta(db, META.syncHistory(userId));
      await deleteMeta(db, META.syncScoped(userId));
      await deleteMeta(db, META.headStart(userId));
    }
  });
}
