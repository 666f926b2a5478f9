// Catalogue reads from Dexie (never the network): one page of the marketplace through the indexes
// (catalogue-query.ts), categories, farms, one product, a product's feedback. The home, marketplace and product
// pages use them on a first visit, so they read through useDeviceQuery: Dexie loads apart from those pages' code.
import { useMemo } from 'react';
import type { CatalogueFilter, Category, Product, ProductReview, SellerPublic } from '@contract/catalogue.ts';
import { PRODUCT_PAGE_SIZE } from '@contract/constants.ts';
import { hasAnyRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { META, readMetaOfEveryUser } from '@/offline/meta.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';
import { queryCatalogue, type CatalogueQueryResult } from './catalogue-query.ts';

/** The server's default page (contract/constants.ts), which the first page's early read also asks for (lib/early-fetch.ts). */
export const PAGE_SIZE = PRODUCT_PAGE_SIZE;

// What each read answers on a device that holds nothing (a visitor's): the store is then not loaded for it.
const NO_ROWS: never[] = [];
const NO_PAGE: CatalogueQueryResult = { products: [], matching: 0, page: 1, pages: 1, plan: 'keys' };

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

/**
 * `readDevice` false: the page shows the server's answer, so the device's is not worked out (during a first pull it
 * would be again after every page written: the whole catalogue's index read each time, for nothing).
 */
export function useCataloguePage(filter: CatalogueFilter, readDevice = true): CataloguePage {
  const { user } = useAuth();
  const mayHoldHidden = hasAnyRole(user?.roles, ['Seller', 'Admin']);
  const key = filterKey(filter);
  const stored = useDeviceQuery((db) => db.products.count(), [], { empty: 0 });
  const result = useDeviceQuery((db) => (readDevice ? queryCatalogue(db, filter, { pageSize: PAGE_SIZE, mayHoldHidden }) : undefined), [key, mayHoldHidden, readDevice], {
    empty: NO_PAGE,
  });
  return { result, stored };
}

/** Whether a pull has ever finished on this device (for any user); undefined while Dexie answers. */
export function useSyncedOnce(): boolean | undefined {
  return useDeviceQuery(async (db) => (await readMetaOfEveryUser(db, META.sync)).some((meta) => !!meta?.lastSyncAt), [], { empty: false });
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.slug.localeCompare(b.slug);

export function useCategories(): Category[] | undefined {
  return useDeviceQuery(async (db) => (await db.categories.toArray()).sort(byPosition), [], { empty: NO_ROWS });
}

export function useFarms(): Map<string, SellerPublic> {
  const sellers = useDeviceQuery((db) => db.sellers.toArray(), [], { empty: NO_ROWS });
  return useMemo(() => new Map((sellers ?? []).map((s) => [s.id, s])), [sellers]);
}

/** undefined while loading, null when Dexie does not hold it or holds a row buyers may not see. */
export function useLocalProduct(id: string): Product | null | undefined {
  return useDeviceQuery(
    async (db) => {
      const p = await db.products.get(id);
      return p && p.visible !== false && p.status !== 'Draft' ? p : null;
    },
    [id],
    { empty: null },
  );
}

/** A product's customer feedback in Dexie, newest first. */
export function useLocalReviews(productId: string): ProductReview[] | undefined {
  return useDeviceQuery(
    (db) => db.product_reviews.where('[product_id+created_at]').between([productId, ''], [productId, '\uffff']).reverse().toArray(),
    [productId],
    { empty: NO_ROWS },
  );
}

/** The newest public products in Dexie (the home page's offline fallback). */
export function useNewestProducts(limit: number): Product[] | undefined {
  return useDeviceQuery(
    async (db) => {
      const out: Product[] = [];
      await db.products
        .orderBy('created_at')
        .reverse()
        .until(() => out.length >= limit)
        .each((p) => {
          if (p.visible !== false && p.status !== 'Draft') out.push(p);
        });
      return out;
    },
    [limit],
    { empty: NO_ROWS },
  );
}
