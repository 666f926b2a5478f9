// Wishlist rules: one row per product per user; adding twice answers the row already there.
import { and, asc, eq } from 'drizzle-orm';
import type { WishlistItem } from '../../../contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalogue.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lineIdsFor } from '../cart/queries.ts';
import { selectProducts } from '../catalogue/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';

type WishlistRow = typeof wishlistItems.$inferSelect;

export const toWishlistItem = (row: WishlistRow): WishlistItem => ({
  id: row.id,
  product_id: row.productId,
  created_at: row.createdAt.toISOString(),
  version: row.version,
});

export async function listWishlist(db: Db, userId: string): Promise<WishlistItem[]> {
  const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  return rows.map(toWishlistItem);
}

async function findByProduct(db: Db, userId: string, productId: string): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row;
}

/** A product on sale or not yet in stock can be wished for; a missing or hidden one cannot. */
export async function addToWishlist(db: Db, userId: string, body: { id?: string | undefined; product_id: string }, now: Date) {
  const [found] = await selectProducts(db, eq(products.id, body.product_id));
  if (!found) throw new HttpError(404, 'not_found', 'cart.product_invalid');
  const existing = await findByProduct(db, userId, body.product_id);
  if (existing) return { created: false, data: toWishlistItem(existing) };
  if (!found.visible) throw new HttpError(409, 'conflict', 'cart.product_unavailable');
  if (body.id) {
    const taken = await db.select({ id: wishlistItems.id }).from(wishlistItems).where(eq(wishlistItems.id, body.id)).limit(1);
    if (taken.length) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
  }
  const [row] = await db
    .insert(wishlistItems)
    .values({ ...(body.id && { id: body.id }), userId, productId: body.product_id, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning();
  // A concurrent add of the same product won: answer its row.
  if (!row) return { created: false, data: toWishlistItem((await findByProduct(db, userId, body.product_id))!) };
  return { created: true, data: toWishlistItem(row) };
}

export async function removeFromWishlist(db: Db, userId: string, id: string): Promise<void> {
  const missing = () => notFound('wishlist.not_found');
  if (!isUuid(id)) throw missing();
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (rows.length === 0) throw missing();
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
