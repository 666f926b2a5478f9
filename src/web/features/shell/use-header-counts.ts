// The numbers on the marketplace header's cart, wishlist and notification icons, live from Dexie.
import { useDeviceQuery } from '@/offline/use-device-query.ts';

export interface HeaderCounts {
  cart: number;
  wishlist: number;
  notifications: number;
}

const NONE: HeaderCounts = { cart: 0, wishlist: 0, notifications: 0 };

/** Cart counts lines (not quantities); notifications count the unread ones (the feed arrives by the sync pull). */
export function useHeaderCounts(): HeaderCounts {
  return useDeviceQuery(
    async (db) => ({
      cart: await db.cart_items.count(),
      wishlist: await db.wishlist_items.count(),
      notifications: await db.notifications.filter((n) => !n.read_at).count(),
    }),
    [],
    { initial: NONE, empty: NONE },
  );
}
