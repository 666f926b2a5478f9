// Wishlist rules: one row per product per user; adding twice answers the row already there.
import type { WishlistItem } from '../../../contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lineIdsFor } from '../cart/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { toWishlistItem } from './mappers.ts';
import { deleteWishlistItem, findByProduct, idTaken, insertIfWishable, insertWishlistItem, productForWish, wishlistOf } from './queries.ts';

export async function listWishlist(db: Db, userId: string): Promise<WishlistItem[]> {
  const rows = await wishlistOf(db, userId);
  return rows.map(toWishlistItem);
}

/** A product on sale or not yet in stock can be wished for; a missing or hidden one cannot. */
export async function addToWishlist(db: Db, userId: string, body: { id?: string | undefined; product_id: string }, now: Date) {
  const added = await insertIfWishable(db, { id: body.id, userId, productId: body.product_id, now });
  if (added) return { created: true, data: toWishlistItem(added) };
  const found = await productForWish(db, userId, body.product_id);
  if (!found) throw new HttpError(404, 'not_found', 'cart.product_invalid');
  if (found.existing) return { created: false, data: toWishlistItem(found.existing) };
  if (!found.visible) throw new HttpError(409, 'conflict', 'cart.product_unavailable');
  const row = await insertWishlistItem(db, { ...(body.id && { id: body.id }), userId, productId: body.product_id, createdAt: now, updatedAt: now });
  if (row) return { created: true, data: toWishlistItem(row) };
  // A concurrent add of the same product won: answer its row. Otherwise the id the device chose is another row's.
  const won = await findByProduct(db, userId, body.product_id);
  if (won) return { created: false, data: toWishlistItem(won) };
  if (body.id && (await idTaken(db, body.id))) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
  throw new HttpError(409, 'conflict', 'error.conflict');
}

export async function removeFromWishlist(db: Db, userId: string, id: string): Promise<void> {
  const missing = () => notFound('wishlist.not_found');
  if (!isUuid(id)) throw missing();
  if (!(await deleteWishlistItem(db, userId, id))) throw missing();
}

export async function checkProduct(db: Db, userId: string, productId: string) {
  const [cartIds, wished] = await Promise.all([lineIdsFor(db, userId, productId), findByProduct(db, userId, productId)]);
  return {
    product_id: productId,
    in_cart: cartIds.length > 0,
    cart_item_ids: cartIds,
    in_wishlist: !!wished,
    wishlist_item_id: wished?.id ?? null,
  };
}
