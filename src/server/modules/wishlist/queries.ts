// SQL of wishlist rows: every function takes the database or a transaction first.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/cart.ts';
import { branches, products } from '../../db/schema/catalogue.ts';
import { chosenId, newRowStamps } from '../../db/schema/columns.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import type { WishlistRow } from './mappers.ts';

export function wishlistOf(db: Db, userId: string): Promise<WishlistRow[]> {
  return db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

export async function findByProduct(db: Db, userId: string, productId: string): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row;
}

/**
 * Whether a product can be wished for now, with the user's row for it if any, in one statement; undefined when
 * there is no such product.
 */
export async function productForWish(db: Db, userId: string, productId: string): Promise<{ visible: boolean; existing: WishlistRow | null } | undefined> {
  const [row] = await db
    .select({ visible: sql<boolean>`coalesce(${productIsVisible}, false)`, existing: wishlistItems })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .leftJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** True when a wishlist row (anyone's) already has this id. */
export async function idTaken(db: Db, id: string): Promise<boolean> {
  const taken = await db.select({ id: wishlistItems.id }).from(wishlistItems).where(eq(wishlistItems.id, id)).limit(1);
  return taken.length > 0;
}

/**
 * A new row in one statement, when the product can be wished for now (on sale or not yet in stock, its farm
 * approved). Undefined when anything stands in the way (no such product, hidden, a row already there for it, the id
 * taken): nothing was written, and the caller takes the path that reads first and says why.
 */
export async function insertIfWishable(db: Db, values: { id?: string | undefined; userId: string; productId: string; now: Date }): Promise<WishlistRow | undefined> {
  const [row] = await db
    .insert(wishlistItems)
    .select(
      db
        .select({
          id: chosenId(values.id),
          userId: sql`${values.userId}::uuid`.as('user_id'),
          productId: products.id,
          ...newRowStamps(values.now),
        })
        .from(products)
        .innerJoin(branches, eq(branches.id, products.branchId))
        .where(and(eq(products.id, values.productId), productIsVisible)),
    )
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The new row, or undefined when it could not be added: the user already has one for this product (a concurrent
 * add won), or the id the device chose is taken (idTaken tells which).
 */
export async function insertWishlistItem(db: Db, values: typeof wishlistItems.$inferInsert): Promise<WishlistRow | undefined> {
  const [row] = await db.insert(wishlistItems).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes the user's row; false when there was none. */
export async function deleteWishlistItem(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}
