// Wishlist rows -> wishlistItemSchema.
import type { WishlistItem } from '../../../contract/cart.ts';
import type { wishlistItems } from '../../db/schema/cart.ts';

export type WishlistRow = typeof wishlistItems.$inferSelect;

export const toWishlistItem = (row: WishlistRow): WishlistItem => ({
  id: row.id,
  product_id: row.productId,
  created_at: row.createdAt.toISOString(),
  version: row.version,
});
