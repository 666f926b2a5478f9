// SQL for cart lines: every function takes the database or a transaction first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { branches, productGrades, products } from '../../db/schema/catalogue.ts';
import type { Currency } from '../../../contract/enums.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import type { CurrencyGroup } from './mappers.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart line with what its price and availability are computed from, as of now. */
export interface CartLine {
  item: CartItemRow;
  currency: string;
  discountPercent: number;
  /** The product's minimum order and unit, which a new quantity is checked against. */
  minOrderQty: number;
  unit: string;
  priceMinor: number | null;
  stock: number | null;
  buyable: boolean;
}

const lineColumns = {
  item: cartItems,
  currency: products.currency,
  discountPercent: products.discountPercent,
  minOrderQty: products.minOrderQty,
  unit: products.unit,
  priceMinor: productGrades.priceMinor,
  stock: productGrades.stock,
  buyable: sql<boolean>`coalesce(${productIsVisible} and ${products.status} <> 'Out of Stock', false)`,
};

/**
 * The user's cart per currency, summed by the database (no line is read back): lines, total at list price and at the
 * current price. The current unit price is mappers' discountedMinor in SQL: round(price * (100 - discount) / 100),
 * which for these non-negative integers rounds halves up as Math.round does. Prices gone (no such grade any more)
 * count at the line's own price, as toCartItem does.
 */
export async function userTotals(db: Db, userId: string): Promise<CurrencyGroup[]> {
  const list = sql`coalesce(${productGrades.priceMinor}, ${cartItems.unitPriceMinor})`;
  const current = sql`coalesce(round(${productGrades.priceMinor} * (100 - ${products.discountPercent}) / 100.0), ${cartItems.unitPriceMinor})`;
  const rows = await db
    .select({
      currency: products.currency,
      lines: sql<number>`count(*)::int`,
      subtotal: sql<string>`sum(${list} * ${cartItems.quantity})::text`,
      total: sql<string>`sum(${current} * ${cartItems.quantity})::text`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productGrades, and(eq(productGrades.productId, cartItems.productId), eq(productGrades.grade, cartItems.grade)))
    .where(eq(cartItems.userId, userId))
    .groupBy(products.currency);
  return rows.map((r) => ({ currency: r.currency as Currency, lines: Number(r.lines), subtotal: Number(r.subtotal), total: Number(r.total) }));
}

export function selectLines(db: Db, where: ReturnType<typeof and>): Promise<CartLine[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(branches, eq(branches.id, products.branchId))
    .leftJoin(productGrades, and(eq(productGrades.productId, cartItems.productId), eq(productGrades.grade, cartItems.grade)))
    .where(where)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export const userLines = (db: Db, userId: string) => selectLines(db, eq(cartItems.userId, userId));

export async function findLine(db: Db, userId: string, id: string): Promise<CartLine | undefined> {
  const [line] = await selectLines(db, and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
  return line;
}

/** The user's line for a product and grade, locked until the transaction ends. */
export async function lockLineFor(db: Db, userId: string, productId: string, grade: string): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.grade, grade)))
    .for('update')
    .limit(1);
  return row;
}

export async function idTaken(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * The new line, or undefined when it could not be added: a concurrent add created the line for this product and
 * grade first, or the id the device chose is taken (idTaken tells which).
 */
export async function insertLine(db: Db, values: typeof cartItems.$inferInsert): Promise<CartItemRow | undefined> {
  const [row] = await db.insert(cartItems).values(values).onConflictDoNothing().returning();
  return row;
}

/** The line as written (its version and updated_at as the triggers set them), undefined when the user has no such line. */
export async function updateLine(db: Db, userId: string, id: string, patch: Partial<typeof cartItems.$inferInsert>): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set(patch)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row;
}

export async function deleteLine(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

export async function lineIdsFor(db: Db, userId: string, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .orderBy(asc(cartItems.createdAt));
  return rows.map((r) => r.id);
}

/** The user's cart lines of these ids go (an order placed from them). */
export async function removeLines(db: Db, userId: string, ids: string[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

/** What a cart change reads of a product and one of its grades (the grade's price and stock null without it). */
export interface Offer {
  currency: string;
  discountPercent: number;
  minOrderQty: number;
  unit: string;
  buyable: boolean;
  priceMinor: number | null;
  stock: number | null;
}

/** A product and its offer in one grade, in one statement; undefined when there is no such product. */
export async function findOffer(db: Db, productId: string, grade: string): Promise<Offer | undefined> {
  const [offer] = await db
    .select({
      currency: products.currency,
      discountPercent: products.discountPercent,
      minOrderQty: products.minOrderQty,
      unit: products.unit,
      buyable: lineColumns.buyable,
      priceMinor: productGrades.priceMinor,
      stock: productGrades.stock,
    })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .leftJoin(productGrades, and(eq(productGrades.productId, products.id), eq(productGrades.grade, grade)))
    .where(eq(products.id, productId))
    .limit(1);
  return offer;
}
