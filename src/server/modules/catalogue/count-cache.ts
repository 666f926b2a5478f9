// Counts of the product list by filter. Counting 10,000 matches costs more than the page itself (most of a request
// on PGlite), and the catalogue is read far more often than written: a count is kept with the snapshot it was made
// under and reused while the catalogue's own tables (products, branches, categories, their tombstones) are unchanged
// since, which each page's statement tells (list-queries.ts). Writes elsewhere (carts, orders' rows, notifications)
// keep it; any product or branch write, from any server process, drops it. Pages answered under a count are kept
// with it (page-cache.ts).
import type { Db } from '../../db/client.ts';
import { listCount, listShape, listValues, type ListFilter } from './list-queries.ts';

export interface Counted {
  n: number;
  /** pg_current_snapshot() of the counting statement. */
  snapshot: string;
}

const COUNT_CACHE_SIZE = 500;
const countsByDb = new WeakMap<Db, Map<string, Counted>>();
/** One count at a time per filter: requests that need it while it runs share it (50 would otherwise each count). */
const runningByDb = new WeakMap<Db, Map<string, Promise<Counted>>>();
/** How many counting statements ran, by database (tests). */
const madeByDb = new WeakMap<Db, number>();

function mapOf<V>(maps: WeakMap<Db, Map<string, V>>, db: Db): Map<string, V> {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map<string, V>()));
  return map;
}

/** What names a filter's count: its shape and values. */
export const countKey = (f: ListFilter) => `${listShape(f)}\u0000${JSON.stringify(listValues(f))}`;

/** The count made before for this filter, if any (still to be checked against the catalogue's changes). */
export function knownCount(db: Db, key: string): Counted | undefined {
  return mapOf(countsByDb, db).get(key);
}

/** Counts the filter's matches now (or joins the count running for it) and remembers the answer. */
export function countNow(db: Db, key: string, f: ListFilter): Promise<Counted> {
  const running = mapOf(runningByDb, db);
  let counting = running.get(key);
  if (!counting) {
    madeByDb.set(db, (madeByDb.get(db) ?? 0) + 1);
    counting = listCount(db, f).then(
      (counted) => {
        running.delete(key);
        remember(mapOf(countsByDb, db), key, counted);
        return counted;
      },
      (err: unknown) => {
        running.delete(key);
        throw err;
      },
    );
    running.set(key, counting);
  }
  return counting;
}

function remember(counts: Map<string, Counted>, key: string, value: Counted) {
  counts.delete(key);
  counts.set(key, value);
  if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
}

/** How many counting statements have run on this database (tests check what a write costs). */
export const countsMade = (db: Db) => madeByDb.get(db) ?? 0;
