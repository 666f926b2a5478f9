// Catalogue reads from Dexie (never the network): one page of the marketplace through the indexes
// (catalogue-query.ts), categories, farms, one product, a product's feedback.
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CatalogueFilter, Category, Product, ProductReview, SellerPublic } from '@contract/catalogue.ts';
import { hasAnyRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { META, readMetaOfEveryUser } from '@/offline/meta.ts';
import { queryCatalogue, type CatalogueQueryResult } from './catalogue-query.ts';

export const PAGE_SIZE = 24;

export interface CataloguePage {
  /** undefined while Dexie answers the first time. */
  result: CatalogueQueryResult | undefined;
  /** How many products Dexie holds (0: never synced, or an empty catalogue). */
  stored: number | undefined;
}

/** A stable key of the filters, for hooks' dependencies. */
export function filterKey(filter: CatalogueFilter): string {
  return JSON.stringify(filter, Object.keys(filter).sort());
}

export function useCataloguePage(filter: CatalogueFilter): CataloguePage {
  const { user } = useAuth();
  const mayHoldHidden = hasAnyRole(user?.roles, ['Seller', 'Admin']);
  const key = filterKey(filter);
  const stored = useLiveQuery(() => db.products.count(), []);
  const result = useLiveQuery(
    () => queryCatalogue(db, filter, { pageSize: PAGE_SIZE, mayHoldHidden }),
     
    [key, mayHoldHidden],
  );
  return { result, stored };
}

/** Whether a pull has ever finished on this device (for any user); undefined while Dexie answers. */
export function useSyncedOnce(): boolean | undefined {
  return useLiveQuery(async () => {
    return (await readMetaOfEveryUser(db, META.sync)).some((meta) => !!meta?.lastSyncAt);
  }, []);
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.slug.localeCompare(b.slug);

export function useCategories(): Category[] | undefined {
  return useLiveQuery(async () => (await db.categories.toArray()).sort(byPosition), []);
}

export function useFarms(): Map<string, SellerPublic> {
  const sellers = useLiveQuery(() => db.sellers.toArray(), []);
  return useMemo(() => new Map((sellers ?? []).map((s) => [s.id, s])), [sellers]);
}

/** undefined while loading, null when Dexie does not hold it or holds a row buyers may not see. */
export function useLocalProduct(id: string): Product | null | undefined {
  return useLiveQuery(async () => {
    const p = await db.products.get(id);
    return p && p.visible !== false && p.status !== 'Draft' ? p : null;
  }, [id]);
}

/** A product's customer feedback in Dexie, newest first. */
export function useLocalReviews(productId: string): ProductReview[] | undefined {
  return useLiveQuery(
    () => db.product_reviews.where('[product_id+created_at]').between([productId, ''], [productId, '\uffff']).reverse().toArray(),
    [productId],
  );
}

/** The newest public products in Dexie (the home page's offline fallback). */
export function useNewestProducts(limit: number): Product[] | undefined {
  return useLiveQuery(async () => {
    const out: Product[] = [];
    await db.products
      .orderBy('created_at')
      .reverse()
      .until(() => out.length >= limit)
      .each((p) => {
        if (p.visible !== false && p.status !== 'Draft') out.push(p);
      });
    return out;
  }, [limit]);
}
