// Answers of the product list kept as the bytes sent, each with the count it was answered with (count-cache.ts). A
// page is served again only while its count is still the filter's and the database says the catalogue has not
// changed since that count's snapshot: the same check as the page statement's (list-queries.ts), asked on every
// request, so an answer is never older than its request, from any server process's writes. The check is one
// statement for all the requests waiting on one count at once: a request joins a check that has not started yet,
// never one already running (that one might not see a write committed just before the request arrived).
import type { Db } from '../../db/client.ts';
import type { Counted } from './count-cache.ts';
import { catalogueChangedSince } from './list-queries.ts';
import { uploadStorageNow } from './mappers.ts';

interface CachedPage {
  counted: Counted;
  /** Photos' addresses depend on the upload storage (mappers.ts uploadUrl). */
  uploads: unknown;
  bytes: Buffer;
}

/** A few hundred pages of 24 products are ~7 MB; a crawler's variety of filters only cycles the oldest out. */
const MAX_PAGES = 256;
const MAX_BYTES = 8 * 1024 * 1024;
const pagesByDb = new WeakMap<Db, { pages: Map<string, CachedPage>; bytes: number }>();

function pagesOf(db: Db) {
  let found = pagesByDb.get(db);
  if (!found) pagesByDb.set(db, (found = { pages: new Map(), bytes: 0 }));
  return found;
}

/** The bytes answered for `key` under the count `counted`, if kept (still to be checked with changedSince). */
export function cachedPage(db: Db, key: string, counted: Counted): Buffer | undefined {
  const page = pagesByDb.get(db)?.pages.get(key);
  return page && page.counted === counted && page.uploads === uploadStorageNow() ? page.bytes : undefined;
}

/** Keeps `bytes` as the answer for `key`, read while the catalogue was as it was when `counted` was made. */
export function rememberPage(db: Db, key: string, counted: Counted, bytes: Buffer): void {
  if (bytes.length > MAX_BYTES / 16) return;
  const cache = pagesOf(db);
  const old = cache.pages.get(key);
  if (old) {
    cache.bytes -= old.bytes.length;
    cache.pages.delete(key);
  }
  cache.pages.set(key, { counted, uploads: uploadStorageNow(), bytes });
  cache.bytes += bytes.length;
  for (const [oldest, page] of cache.pages) {
    if (cache.pages.size <= MAX_PAGES && cache.bytes <= MAX_BYTES) break;
    cache.pages.delete(oldest);
    cache.bytes -= page.bytes.length;
  }
}

/** The change checks of one count: the statement running, the one waiting to start, and a `true` once seen. */
interface Check {
  running: Promise<boolean> | null;
  waiting: Promise<boolean> | null;
  changed: boolean;
}
const checks = new WeakMap<Counted, Check>();
/** How many change checks ran, by database (tests). */
const checksByDb = new WeakMap<Db, number>();

/**
 * Has the catalogue changed since `counted` was made? Requests join the check waiting to start, which starts on the
 * event loop's next turn (PGlite answers a statement without letting the loop turn, so every request read meanwhile
 * joins it) and not before the one running has finished. A changed catalogue stays changed (its count is about to
 * be replaced), so that answer needs no more statements.
 */
export function changedSince(db: Db, counted: Counted): Promise<boolean> {
  let check = checks.get(counted);
  if (!check) checks.set(counted, (check = { running: null, waiting: null, changed: false }));
  if (check.changed) return Promise.resolve(true);
  return (check.waiting ??= startLater(db, counted, check));
}

async function startLater(db: Db, counted: Counted, check: Check): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  await check.running?.catch(() => undefined);
  check.waiting = null;
  if (check.changed) return true;
  checksByDb.set(db, (checksByDb.get(db) ?? 0) + 1);
  const running = catalogueChangedSince(db, counted.snapshot).then((changed) => (check.changed ||= changed));
  check.running = running;
  const done = () => {
    if (check.running === running) check.running = null;
  };
  running.then(done, done);
  return running;
}

/** How many change-check statements have run on this database (tests check that requests share them). */
export const checksMade = (db: Db) => checksByDb.get(db) ?? 0;
