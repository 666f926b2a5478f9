// The marketplace's in-memory index (Dexie indexes made a filter change take 130-750 ms over 10,000 products): every
// product row has a small twin in `product_facets` with what the marketplace filters and sorts on, precomputed
// (public, organic, in stock, currency, price, date, folded name, the words of its names and tags). A DBCore
// middleware writes the twin in the same transaction as the row, whoever writes it (the pull in its worker, an
// optimistic change, an upgrade), so the two never disagree. Reading 10,000 twins is one getAll of small objects;
// the query then runs in memory.
import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, Middleware } from 'dexie';
import type { Product } from '@contract/catalogue.ts';
import { fold, wordsOf } from './search-words.ts';

export const FACETS_TABLE = 'product_facets';

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

const hasFacets = (trans: DBCoreTransaction): boolean => {
  const names = (trans as unknown as IDBTransaction).objectStoreNames;
  return !!names && names.contains(FACETS_TABLE);
};

/**
 * Writes of `products` also write `product_facets` (put, add, delete, deleteRange), in the same transaction: read-write
 * transactions that hold `products` are widened to hold the twin table too. Rows lose the old `search_words` field
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
          const twin = hasFacets(req.trans) ? down.table(FACETS_TABLE) : null;
          if (req.type === 'add' || req.type === 'put') {
            const values = req.values.map((v: ProductLike & { search_words?: unknown }) => {
              if (!('search_words' in v)) return v;
              const { search_words: _gone, ...rest } = v;
              return rest;
            });
            const res = await table.mutate({ ...req, values });
            if (twin) await twin.mutate({ type: 'put', trans: req.trans, values: values.map(facetOf) });
            return res;
          }
          const res = await table.mutate(req);
          if (twin && req.type === 'delete') await twin.mutate({ type: 'delete', trans: req.trans, keys: req.keys });
          if (twin && req.type === 'deleteRange') await twin.mutate({ type: 'deleteRange', trans: req.trans, range: req.range });
          return res;
        },
      };
    },
  }),
};
