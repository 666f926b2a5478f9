// The heart's state on every product card: read through useDeviceQuery, so the cards' code does not load Dexie.
import { useDeviceQuery } from '@/offline/use-device-query.ts';

/** Whether the product is on the signed-in user's wishlist (false while loading). */
export function useInWishlist(productId: string): boolean {
  return useDeviceQuery(async (db) => (await db.wishlist_items.where('product_id').equals(productId).count()) > 0, [productId], { initial: false, empty: false });
}
