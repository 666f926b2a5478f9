// The one network read of the catalogue screens: on a first visit, before the pull has filled Dexie,
// show the server's first page (or one product) straight from the API. Nothing here writes to Dexie.
import { useEffect, useState } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { api } from '@/lib/api.ts';

interface ProductList {
  data: Product[];
  meta: { count: number; page: number; page_size: number };
}

export const FIRST_PAGE_SIZE = 48;

export type Fetched<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; value: T };

/** Runs `load` once while `enabled`; a later `enabled=false` (Dexie filled) stops caring about the answer. */
function useFetchWhile<T>(enabled: boolean, key: string, load: () => Promise<T>): Fetched<T> {
  const [result, setResult] = useState<{ key: string; fetched: Fetched<T> }>({ key: '', fetched: { state: 'idle' } });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (value) => live && setResult({ key, fetched: { state: 'done', value } }),
      () => live && setResult({ key, fetched: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` fetches
  }, [enabled, key]);
  if (!enabled) return { state: 'idle' };
  return result.key === key ? result.fetched : { state: 'loading' };
}

export function useFirstCataloguePage(enabled: boolean): Fetched<ProductList> {
  return useFetchWhile(enabled, 'first-page', () =>
    api<ProductList>('/product/products/', { query: { page: 1, page_size: FIRST_PAGE_SIZE }, fallback: 'Error loading data' }),
  );
}

export function useRemoteProduct(id: string, enabled: boolean): Fetched<Product> {
  return useFetchWhile(enabled, id, () =>
    api<{ data: Product }>(`/product/products/${encodeURIComponent(id)}/`, { fallback: 'Product not found' }).then((r) => r.data),
  );
}
