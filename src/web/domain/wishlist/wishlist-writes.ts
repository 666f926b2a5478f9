// The wishlist through the outbox: the heart and the list change at once from Dexie, the server hears later, and
// its answer (the item, under the server's id when the product was already there) is written back.
import type { WishlistItem } from '@contract/cart.ts';
import { WISHLIST_PATH } from '@contract/sync-protocol.ts';
import { adoptServerId, confirmDelete, confirmRow, type Applier } from '@/offline/confirm.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const WISHLIST_ADD_KIND = 'wishlist.add';
export const WISHLIST_REMOVE_KIND = 'wishlist.remove';

export function findWishlistItem(productId: string): Promise<WishlistItem | undefined> {
  return db.wishlist_items.where('product_id').equals(productId).first();
}

export function wishlistItemsOf(productId: string): Promise<WishlistItem[]> {
  return db.wishlist_items.where('product_id').equals(productId).toArray();
}

/** Throws NotSignedIn when signed out. */
export async function addWishlistItem(productId: string, label: string): Promise<void> {
  const id = crypto.randomUUID();
  await mutate({
    kind: WISHLIST_ADD_KIND,
    label,
    entity: { table: 'wishlist_items', id },
    request: { method: 'POST', path: WISHLIST_PATH, body: { id, product_id: productId } },
    editHref: '/wishlist',
    apply: async () => {
      await db.wishlist_items.put({ id, product_id: productId, created_at: new Date().toISOString(), version: 0 });
    },
  });
}

export async function removeWishlistItem(itemId: string, label: string): Promise<void> {
  await mutate({
    kind: WISHLIST_REMOVE_KIND,
    label,
    entity: { table: 'wishlist_items', id: itemId },
    request: { method: 'DELETE', path: `${WISHLIST_PATH}${itemId}/` },
    editHref: '/wishlist',
    apply: async () => {
      await db.wishlist_items.delete(itemId);
    },
  });
}

export const WISHLIST_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [WISHLIST_ADD_KIND, confirmRow<WishlistItem>('wishlist_items', { before: adoptServerId('wishlist_items'), alone: true })],
  [WISHLIST_REMOVE_KIND, confirmDelete('wishlist_items', { alone: true })],
];
