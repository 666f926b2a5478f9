// The marketplace's in-memory index (Dexie indexes made a filter change take 130-750 ms over 10,000 products): every
// product row has a small twin with what the marketplace filters and sorts on, precomputed (public, organic, in
// stock, currency, price, date, folded name, the words of its names and tags). A DBCore middleware writes the twin in
// the same transaction as the row, whoever writes it (the pull in its worker, an optimistic change, an upgrade), so
// the two never disagree; the marketplace reads every twin at once and filters in memory.
//
// The twins are kept as a log of chunks (`facet_chunks`), not one record each: every IndexedDB request costs its
// writer a task of its own (about 0.1 ms in a worker), and one record per twin doubled a first sync's requests
// (10,000 rows, 10,000 twins: 3.1 s, against 2.3 s with none). Each write of product rows appends one chunk with
// their twins (a page of the pull: one record for 2,000 twins), each delete one chunk naming the ids gone; reading
// folds the chunks in order (a later twin of a product replaces an earlier one, a later delete removes it). Past
// COMPACT_AFTER chunks a write folds them into one, so the log stays short whatever the device does.
import type { DBCore, DBCoreKeyRange, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import type { Product } from '@contract/catalogue.ts';
import { fold, wordsOf } from './search-words.ts';

export const FACETS_TABLE = 'facet_chunks';

/** A product's twin. Short keys: there is one per product, read all at once. */
export interface ProductFacet {
  id: string;
  /** category_id */
  c: string;
  /** seller_id */
  s: string;
  /** status */
  st: string;
  /** price_from_minor */
  p: number;
  /** created_at */
  t: string;
  /** fold(name): the name sort's key */
  k: string;
  /** currency */
  u: string;
  /** 1 organic, 0 not */
  o: 0 | 1;
  /** 1 in stock (some stock and not marked Out of Stock) */
  i: 0 | 1;
  /** 1 buyers may see it (not a draft, not the owner's hidden copy) */
  v: 0 | 1;
  /** The offline search's words (folded, 2 characters or more): of the name, the French name, the tags. */
  n: string[];
  f: string[];
  g: string[];
}

type ProductLike = Partial<Pick<Product, 'id' | 'category_id' | 'seller_id' | 'status' | 'price_from_minor' | 'created_at' | 'name' | 'name_fr' | 'tags' | 'currency' | 'organic' | 'total_stock' | 'visible'>>;

export function facetOf(p: ProductLike): ProductFacet {
  return {
    id: p.id ?? '',
    c: p.category_id ?? '',
    s: p.seller_id ?? '',
    st: p.status ?? '',
    p: p.price_from_minor ?? 0,
    t: p.created_at ?? '',
    k: fold(p.name ?? ''),
    u: p.currency ?? '',
    o: p.organic ? 1 : 0,
    i: (p.total_stock ?? 0) > 0 && p.status !== 'Out of Stock' ? 1 : 0,
    v: p.visible !== false && p.status !== 'Draft' ? 1 : 0,
    n: wordsOf(p.name ?? ''),
    f: wordsOf(p.name_fr ?? ''),
    g: wordsOf((p.tags ?? []).join(' ')),
  };
}

/** A record of `facet_chunks`: the twins of one write (`f`), or the products one delete removed (`d`). */
export interface FacetChunk {
  /** Its place in the log (auto-incremented). */
  seq?: number;
  f: ProductFacet[];
  d: string[];
}

/** Past this many chunks, a write folds the log into one chunk. */
export const COMPACT_AFTER = 32;

/** The twins the chunks hold, in the log's order, by product id. */
export function foldChunks(chunks: readonly FacetChunk[]): Map<string, ProductFacet> {
  const twins = new Map<string, ProductFacet>();
  for (const chunk of chunks) {
    for (const facet of chunk.f) twins.set(facet.id, facet);
    for (const id of chunk.d) twins.delete(id);
  }
  return twins;
}

/** The reads the screens make, through the app's own database (this module does not import it). */
interface FacetReader {
  table(name: string): { toArray(): Promise<unknown[]> };
}

/** Every twin on the device, by product id (one getAll of the chunks, in their order). */
export async function readFacetMap(db: FacetReader): Promise<Map<string, ProductFacet>> {
  return foldChunks((await db.table(FACETS_TABLE).toArray()) as FacetChunk[]);
}

/** Every twin on the device. */
export async function readAllFacets(db: FacetReader): Promise<ProductFacet[]> {
  return [...(await readFacetMap(db)).values()];
}

const hasFacets = (trans: DBCoreTransaction): boolean => {
  const names = (trans as unknown as IDBTransaction).objectStoreNames;
  return !!names && names.contains(FACETS_TABLE);
};

// Dexie's range types (a const enum in its types, so spelled here): 2 a range, 3 every key.
const RANGE = 2;
const ANY = 3;
const ANY_RANGE = { type: ANY, lower: undefined, upper: undefined } as unknown as DBCoreKeyRange;
const below = (seq: number) => ({ type: RANGE, lower: -Infinity, lowerOpen: false, upper: seq, upperOpen: true }) as unknown as DBCoreKeyRange;

/** Appends a chunk, then folds the log into one chunk when it has grown past COMPACT_AFTER. */
async function appendChunk(twins: DBCoreTable, trans: DBCoreTransaction, chunk: FacetChunk): Promise<void> {
  await twins.mutate({ type: 'add', trans, values: [chunk] });
  if ((await twins.count({ trans, query: { index: twins.schema.primaryKey, range: ANY_RANGE } })) <= COMPACT_AFTER) return;
  const chunks = (await twins.query({ trans, values: true, query: { index: twins.schema.primaryKey, range: ANY_RANGE } })).result as FacetChunk[];
  const last = chunks.at(-1)?.seq;
  if (last === undefined) return;
  // The fold takes the last chunk's place: a chunk another write of this transaction appends meanwhile comes after it.
  await twins.mutate({ type: 'deleteRange', trans, range: below(last) });
  await twins.mutate({ type: 'put', trans, values: [{ seq: last, f: [...foldChunks(chunks).values()], d: [] }] });
}

/** The product ids a range of the products table holds, read before it is deleted. */
async function idsIn(table: DBCoreTable, trans: DBCoreTransaction, range: DBCoreKeyRange): Promise<string[]> {
  return (await table.query({ trans, values: false, query: { index: table.schema.primaryKey, range } })).result as string[];
}

/**
 * Writes of `products` also write their twins (put, add, delete, deleteRange), in the same transaction: read-write
 * transactions that hold `products` are widened to hold the twins' table too. Rows lose the old `search_words` field
 * (the words live in the twin; the index on them is gone).
 */
export const productFacetsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'product-facets',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(mode === 'readwrite' && stores.includes('products') && !stores.includes(FACETS_TABLE) && down.schema.tables.some((t) => t.name === FACETS_TABLE) ? [...stores, FACETS_TABLE] : stores, mode, options),
    table: (name) => {
      const table = down.table(name);
      if (name !== 'products') return table;
      return {
        ...table,
        mutate: async (req: DBCoreMutateRequest) => {
          const twins = hasFacets(req.trans) ? down.table(FACETS_TABLE) : null;
          if (req.type === 'add' || req.type === 'put') {
            const values = req.values.map((v: ProductLike & { search_words?: unknown }) => {
              if (!('search_words' in v)) return v;
              const { search_words: _gone, ...rest } = v;
              return rest;
            });
            const res = await table.mutate({ ...req, values });
            if (twins && values.length) await appendChunk(twins, req.trans, { f: values.map(facetOf), d: [] });
            return res;
          }
          if (!twins) return table.mutate(req);
          if (req.type === 'deleteRange' && (req.range.type as number) === ANY) {
            // A clear: every twin goes with every row.
            const res = await table.mutate(req);
            await twins.mutate({ type: 'deleteRange', trans: req.trans, range: ANY_RANGE });
            return res;
          }
          const gone = req.type === 'delete' ? (req.keys as string[]) : await idsIn(table, req.trans, req.range);
          const res = await table.mutate(req);
          if (gone.length) await appendChunk(twins, req.trans, { f: [], d: gone });
          return res;
        },
      };
    },
  }),
};
