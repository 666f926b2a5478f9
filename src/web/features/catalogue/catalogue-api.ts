// The network reads of the catalogue screens: on a first visit, before the pull has filled Dexie, the server's
// answer to the same filters (or one product, its feedback, the categories); the home page's top products.
// Nothing here writes to Dexie.
import type { CatalogueFilter, Category, Product, ProductReview } from '@contract/catalogue.ts';
import { API_PREFIX } from '@contract/sync-protocol.ts';
import { api } from '@/lib/api.ts';
import { takeGiven } from '@/lib/early-fetch.ts';
import { currentLanguage } from '@/lib/language.ts';
import { useKeyedFetch, type Fetched } from '@/lib/use-keyed-fetch.ts';

export interface ProductList {
  data: Product[];
  meta: { count: number; page: number; page_size: number };
}

export interface ProductFeedback {
  data: ProductReview[];
  meta: { count: number; average: number | null };
}

export interface TopProducts {
  data: { best_sellers: Product[]; best_rated: Product[] };
}

export type { Fetched } from '@/lib/use-keyed-fetch.ts';

/** Runs `load` once per `key` while `enabled`; a later `enabled=false` (Dexie filled) stops caring about the answer. */
function useFetchWhile<T>(enabled: boolean, key: string, load: () => Promise<T>, given?: () => T | undefined): Fetched<T> {
  return useKeyedFetch(enabled ? key : null, load, given);
}

/** The API's query string of a filter: defaults left out, as in the marketplace's URL. */
export function filterQuery(filter: CatalogueFilter, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filter.page, page_size: pageSize };
  if (filter.q) query.q = filter.q;
  if (filter.category) query.category = filter.category;
  if (filter.price_min !== undefined) query.price_min = filter.price_min;
  if (filter.price_max !== undefined) query.price_max = filter.price_max;
  if (filter.status) query.status = filter.status;
  if (filter.organic !== 'all') query.organic = filter.organic;
  if (filter.stock !== 'all') query.stock = filter.stock;
  if (filter.currency) query.currency = filter.currency;
  if (filter.sort !== 'relevance') query.sort = filter.sort;
  if (filter.seller) query.seller = filter.seller;
  return query;
}

export function useRemoteProducts(filter: CatalogueFilter, pageSize: number, enabled: boolean): Fetched<ProductList> {
  const query = filterQuery(filter, pageSize);
  return useFetchWhile(
    enabled,
    JSON.stringify(query),
    () => api<ProductList>('/product/products/', { query, fallback: 'Error loading data' }),
    // The plain first page may have come with the page (lib/early-fetch.ts giveAnswer), as the server drew it.
    () => takeGiven<ProductList>(`${API_PREFIX}/product/products/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, currentLanguage()),
  );
}

export function useRemoteCategories(enabled: boolean): Fetched<Category[]> {
  return useFetchWhile(enabled, 'categories', () => api<{ data: Category[] }>('/product/categories/', { fallback: 'Fetch failed' }).then((r) => r.data));
}

export function useRemoteProduct(id: string, enabled: boolean): Fetched<Product> {
  const path = `/product/products/${encodeURIComponent(id)}/`;
  return useFetchWhile(
    enabled,
    id,
    () => api<{ data: Product }>(path, { fallback: 'Product not found' }).then((r) => r.data),
    // The product may have come with the page, as the server drew it (contract/prerender.ts firstPageRead).
    () => takeGiven<{ data: Product }>(`${API_PREFIX}${path}`, currentLanguage())?.data,
  );
}

export function useRemoteFeedback(id: string, enabled: boolean): Fetched<ProductFeedback> {
  return useFetchWhile(enabled, id, () => api<ProductFeedback>(`/product/products/${encodeURIComponent(id)}/feedback/`, { fallback: 'Fetch failed' }));
}

export function useTopProducts(enabled: boolean): Fetched<TopProducts['data']> {
  return useFetchWhile(
    enabled,
    'top',
    () => api<TopProducts>('/product/top_products/', { fallback: 'Fetch top products failed' }).then((r) => r.data),
    () => takeGiven<TopProducts>(`${API_PREFIX}/product/top_products/`, currentLanguage())?.data,
  );
}
