// Wishlist reads from Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import type { WishlistItem } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

export interface WishlistEntry {
  item: WishlistItem;
  product: Product | undefined;
}

/** Newest first; `product` is undefined until the pull brings it. undefined while loading. */
export function useWishlistEntries(): WishlistEntry[] | undefined {
  return useLiveQuery(async () => {
    const items = await untilFirstPull(await db.wishlist_items.toArray());
    if (!items) return undefined;
    items.sort((a, b) => b.created_at.localeCompare(a.created_at));
    const products = await db.products.bulkGet(items.map((i) => i.product_id));
    return items.map((item, i) => ({ item, product: products[i] }));
  }, []);
}
