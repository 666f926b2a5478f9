// The numbers on the marketplace header's cart, wishlist and notification icons, live from Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db.ts';

export interface HeaderCounts {
  cart: number;
  wishlist: number;
  notifications: number;
}

const NONE: HeaderCounts = { cart: 0, wishlist: 0, notifications: 0 };

/** Cart counts lines (not quantities); notifications count the unread ones (the feed arrives by the sync pull). */
export function useHeaderCounts(): HeaderCounts {
  return useLiveQuery(
    async () => ({
      cart: await db.cart_items.count(),
      wishlist: await db.wishlist_items.count(),
      notifications: await db.notifications.filter((n) => !n.read_at).count(),
    }),
    [],
    NONE,
  );
}
