// The marketplace's query over the synced catalogue in Dexie, through its indexes (issue 4):
//
// 1. Every filter that has an index (search words, category [+status], status, seller, price) is counted on its
//    index (no rows read) and the most selective one gives the candidate keys.
// 2. A small candidate set (or a search sorted by relevance) is read and filtered, sorted and paged in memory.
// 3. A large one never reads rows: the other indexes' keys are intersected, the unindexed filters (organic, stock,
//    currency) use an in-memory copy of those fields, the order comes from the sort's index (primary keys only),
//    and only the page's rows are read.
//
// Same rules as the server's GET /api/product/products/ (modules/catalogue/queries.ts): public products only,
// price bounds on price_from_minor in major units, 'in stock' = some stock and not marked Out of Stock, sorts
// newest (created_at desc, id asc), price (then newest), name (folded, then id), relevance (search, then newest).
import Dexie from 'dexie';
import type { CatalogueFilter } from '@contract/catalogue.ts';
import type { ProductSort } from '@contract/enums.ts';
import type { LocalProduct, MarketDb } from '@/offline/db.ts';
import { fold, queryTerms, wordsOf } from '@/offline/search-words.ts';

export interface CatalogueQueryOptions {
  pageSize: number;
  /** A seller's Dexie also holds their own hidden rows (drafts, unapproved branch): always check every row's visibility. */
  mayHoldHidden?: boolean;
}

export interface CatalogueQueryResult {
  products: LocalProduct[];
  /** Products matching every filter (Y of 'Showing X of Y'). */
  matching: number;
  page: number;
  pages: number;
  /** How the answer was found (tests and the benchmark look at it). */
  plan: 'rows' | 'keys';
}

/** Below this many candidates reading the rows is cheaper than intersecting index keys. */
const READ_ROWS_BELOW = 500;

/**
 * The unindexed filters' fields of every product (organic, currency, in stock, public), kept in memory after one
 * full read and dropped whenever any product row changes (in this tab or another), so large sets filtered by
 * organic, stock or currency do not read every row on each change of filter.
 */
interface Lean {
  organic: boolean;
  currency: string;
  inStock: boolean;
  isPublic: boolean;
}
let leanCache: { db: MarketDb; map: Map<string, Lean> } | null = null;
Dexie.on('storagemutated', (parts) => {
  if (Object.keys(parts).some((k) => k.includes('/products/'))) leanCache = null;
});

async function leanRows(db: MarketDb): Promise<Map<string, Lean>> {
  if (leanCache?.db === db) return leanCache.map;
  const map = new Map<string, Lean>();
  await db.products.each((p) => {
    map.set(p.id, { organic: p.organic, currency: p.currency, inStock: isInStock(p), isPublic: isPublic(p) });
  });
  leanCache = { db, map };
  return map;
}

type SortFields = { id: string; created_at: string; price_from_minor: number; name: string };

export function effectiveSort(filter: Pick<CatalogueFilter, 'q' | 'sort'>): ProductSort {
  if (filter.sort === 'relevance' && queryTerms(filter.q).length === 0) return 'newest';
  return filter.sort;
}

const byNewest = (a: SortFields, b: SortFields) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function comparator(sort: ProductSort): (a: SortFields, b: SortFields) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.price_from_minor - b.price_from_minor || byNewest(a, b);
    case 'price_desc':
      return (a, b) => b.price_from_minor - a.price_from_minor || byNewest(a, b);
    case 'name': {
      const folded = new Map<string, string>();
      const key = (p: SortFields) => {
        let k = folded.get(p.id);
        if (k === undefined) folded.set(p.id, (k = fold(p.name)));
        return k;
      };
      return (a, b) => {
        const x = key(a);
        const y = key(b);
        return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      };
    }
    default:
      return byNewest;
  }
}

/** What the buyer may see: not a draft, not the owner's hidden copy. */
export const isPublic = (p: LocalProduct) => p.visible !== false && p.status !== 'Draft';
export const isInStock = (p: LocalProduct) => p.total_stock > 0 && p.status !== 'Out of Stock';

const minor = (major: number | undefined) => (major === undefined ? undefined : Math.round(major * 100));

/** The predicate of every filter, on a row. */
function rowFilter(filter: CatalogueFilter, categoryId: string | null, searchKeys: Set<string> | null): (p: LocalProduct) => boolean {
  const lo = minor(filter.price_min);
  const hi = minor(filter.price_max);
  return (p) =>
    isPublic(p) &&
    (searchKeys === null || searchKeys.has(p.id)) &&
    (categoryId === null || p.category_id === categoryId) &&
    (lo === undefined || p.price_from_minor >= lo) &&
    (hi === undefined || p.price_from_minor <= hi) &&
    (!filter.status || p.status === filter.status) &&
    (filter.organic === 'all' || p.organic === (filter.organic === 'only')) &&
    (filter.stock === 'all' || isInStock(p) === (filter.stock === 'in_stock')) &&
    (!filter.currency || p.currency === filter.currency) &&
    (!filter.seller || p.seller_id === filter.seller);
}

/** Relevance offline: a whole word beats a prefix, the name beats the French name, tags and category. */
function relevance(terms: string[], categoryWords: Map<string, string[]>): (p: LocalProduct) => number {
  return (p) => {
    const name = wordsOf(p.name);
    const nameFr = wordsOf(p.name_fr ?? '');
    const tags = wordsOf(p.tags.join(' '));
    const cat = categoryWords.get(p.category_id) ?? [];
    let score = 0;
    for (const term of terms) {
      const hit = (words: string[], whole: number, prefix: number) =>
        words.some((w) => w === term) ? whole : words.some((w) => w.startsWith(term)) ? prefix : 0;
      score += Math.max(hit(name, 8, 6), hit(nameFr, 6, 4), hit(tags, 3, 2), hit(cat, 1, 1));
    }
    return score;
  };
}

/** The category of `?category=` (slug or id); undefined when none was asked, null when none matches. */
async function resolveCategory(db: MarketDb, slugOrId: string | undefined): Promise<string | null | undefined> {
  if (!slugOrId) return undefined;
  const byId = await db.categories.get(slugOrId);
  if (byId) return byId.id;
  const bySlug = await db.categories.where('slug').equals(slugOrId).first();
  return bySlug?.id ?? null;
}

/** Keys of the products a search finds: each term prefixes a word of the product or of its category's names. */
async function searchKeys(db: MarketDb, terms: string[], categoryWords: Map<string, string[]>): Promise<Set<string>> {
  let result = null as Set<string> | null;
  for (const term of terms) {
    const keys = new Set<string>(await db.products.where('search_words').startsWith(term).primaryKeys());
    const categories = [...categoryWords].filter(([, words]) => words.some((w) => w.startsWith(term))).map(([id]) => id);
    if (categories.length) for (const k of await db.products.where('category_id').anyOf(categories).primaryKeys()) keys.add(k);
    const previous = result;
    result = previous === null ? keys : new Set([...keys].filter((k) => previous.has(k)));
    if (result.size === 0) break;
  }
  return result ?? new Set();
}

async function categoryWordsOf(db: MarketDb): Promise<Map<string, string[]>> {
  const categories = await db.categories.toArray();
  return new Map(categories.map((c) => [c.id, wordsOf(`${c.name_en} ${c.name_fr}`)]));
}

/**
 * Every product's id in the order of the sort's index (one getAllKeys, no row and no cursor). Ties come in id
 * order; the page's rows are then put in the exact order, so only ties across a page boundary can differ from
 * the server's (newest first within a tie).
 */
async function idsInSortOrder(db: MarketDb, sort: ProductSort): Promise<string[]> {
  const index = sort === 'price_asc' || sort === 'price_desc' ? 'price_from_minor' : sort === 'name' ? 'name' : 'created_at';
  const ids = await db.products.orderBy(index).primaryKeys();
  return sort === 'price_desc' || sort === 'newest' || sort === 'relevance' ? ids.reverse() : ids;
}

interface IndexSource {
  count: () => Promise<number>;
  keys: () => Promise<string[]>;
}

const fromCollection = (c: { count(): Promise<number>; primaryKeys(): Promise<unknown[]> }): IndexSource => ({
  count: () => c.count(),
  keys: async () => (await c.primaryKeys()) as string[],
});

function paged<T>(list: T[], page: number, pageSize: number): { slice: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const p = Math.min(Math.max(1, page), pages);
  return { slice: list.slice((p - 1) * pageSize, p * pageSize), page: p, pages };
}

export async function queryCatalogue(db: MarketDb, filter: CatalogueFilter, options: CatalogueQueryOptions): Promise<CatalogueQueryResult> {
  const { pageSize } = options;
  const empty: CatalogueQueryResult = { products: [], matching: 0, page: 1, pages: 1, plan: 'keys' };
  const sort = effectiveSort(filter);
  const terms = queryTerms(filter.q);
  const categoryId = await resolveCategory(db, filter.category);
  if (categoryId === null) return empty;

  const categoryWords = terms.length || sort === 'relevance' ? await categoryWordsOf(db) : new Map<string, string[]>();
  const found = terms.length ? await searchKeys(db, terms, categoryWords) : null;
  if (found && found.size === 0) return empty;

  // The indexed filters, the most selective first.
  const sources: IndexSource[] = [];
  if (found) sources.push({ count: async () => found.size, keys: async () => [...found] });
  if (categoryId && filter.status) sources.push(fromCollection(db.products.where('[category_id+status]').equals([categoryId, filter.status])));
  else if (categoryId) sources.push(fromCollection(db.products.where('category_id').equals(categoryId)));
  else if (filter.status) sources.push(fromCollection(db.products.where('status').equals(filter.status)));
  if (filter.seller) sources.push(fromCollection(db.products.where('seller_id').equals(filter.seller)));
  const lo = minor(filter.price_min);
  const hi = minor(filter.price_max);
  if (lo !== undefined || hi !== undefined) {
    sources.push(fromCollection(db.products.where('price_from_minor').between(lo ?? -Infinity, hi ?? Infinity, true, true)));
  }
  const counted = await Promise.all(sources.map(async (s) => ({ s, n: await s.count() })));
  counted.sort((a, b) => a.n - b.n);
  const best = counted[0];
  const total = best ? best.n : await db.products.count();
  if (total === 0) return empty;

  const matches = rowFilter(filter, categoryId ?? null, found);

  if (sort === 'relevance' || total < READ_ROWS_BELOW) {
    const rows = best
      ? ((await db.products.bulkGet(await best.s.keys())).filter(Boolean) as LocalProduct[])
      : await db.products.toArray();
    const hits = rows.filter(matches);
    if (sort === 'relevance') {
      const score = relevance(terms, categoryWords);
      const scores = new Map(hits.map((p) => [p.id, score(p)]));
      hits.sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || byNewest(a, b));
    } else {
      hits.sort(comparator(sort));
    }
    const { slice, page, pages } = paged(hits, filter.page, pageSize);
    return { products: slice, matching: hits.length, page, pages, plan: 'rows' };
  }

  // Keys only: intersect the indexed filters, drop drafts, sort on the sort indexes' keys, read one page.
  let keys = null as Set<string> | null;
  for (const { s } of counted) {
    const next = new Set(await s.keys());
    const previous = keys;
    keys = previous === null ? next : new Set([...next].filter((k) => previous.has(k)));
  }
  // Unindexed filters and hidden rows: from the in-memory lean copy.
  const needsLean = options.mayHoldHidden || filter.organic !== 'all' || filter.stock !== 'all' || !!filter.currency;
  const lean = needsLean ? await leanRows(db) : null;
  const keep = (l: Lean | undefined) =>
    !!l &&
    l.isPublic &&
    (filter.organic === 'all' || l.organic === (filter.organic === 'only')) &&
    (filter.stock === 'all' || l.inStock === (filter.stock === 'in_stock')) &&
    (!filter.currency || l.currency === filter.currency);
  const drafts = new Set<string>(await db.products.where('status').equals('Draft').primaryKeys());
  const candidates = keys;
  const ids = (await idsInSortOrder(db, sort)).filter(
    (id) => !drafts.has(id) && (candidates === null || candidates.has(id)) && (lean === null || keep(lean.get(id))),
  );
  const { slice, page, pages } = paged(ids, filter.page, pageSize);
  const rows = (await db.products.bulkGet(slice)).filter(Boolean) as LocalProduct[];
  rows.sort(comparator(sort));
  if (rows.some((p) => !isPublic(p))) {
    // A hidden row the role did not announce (e.g. left from a seller's session): the exact way.
    return queryCatalogue(db, filter, { ...options, mayHoldHidden: true });
  }
  return { products: rows, matching: ids.length, page, pages, plan: 'keys' };
}
