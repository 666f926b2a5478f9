// SQL of customer feedback: reviews, problem reports and their answers. Every function takes the database or a
// transaction first.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { productReviews, sellers } from '../../db/schema/catalogue.ts';
import { orderLines, orderProblems, orders } from '../../db/schema/orders.ts';
import type { OrderRow } from '../orders/mappers.ts';

export type OrderProblemRow = typeof orderProblems.$inferSelect;

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function isOrderOfBuyer(db: Db, orderId: string, buyerId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  return !!row;
}

/** Marks the order changed, so the buyer's copy is pulled again. */
export async function touchOrder(db: Db, orderId: string): Promise<void> {
  await db.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export async function userName(db: Db, userId: string): Promise<{ first: string; last: string } | undefined> {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return u;
}

export async function findLineOfProduct(db: Db, orderId: string, productId: string): Promise<{ id: string } | undefined> {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)))
    .limit(1);
  return line;
}

export function lineQuantities(db: Db, orderId: string) {
  return db.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** Each line's price paid (what a problem report's quantities are worth). */
export function linePrices(db: Db, orderId: string) {
  return db.select({ id: orderLines.id, unitPriceMinor: orderLines.unitPriceMinor }).from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** One rating per buyer and product: a second one updates the first. */
export async function upsertReview(db: Db, values: typeof productReviews.$inferInsert & { orderId: string }): Promise<void> {
  const { rating, comment, author, orderId } = values;
  await db
    .insert(productReviews)
    .values(values)
    .onConflictDoUpdate({
      target: [productReviews.productId, productReviews.userId],
      set: { rating, comment, author, orderId },
    });
}

/** The order's reports as the caps count them (lines claimed, refunds and credits granted). */
export const reportsOf = (db: Db, orderId: string) =>
  db
    .select({ lines: orderProblems.lines, resolution: orderProblems.resolution, amount_minor: orderProblems.amountMinor })
    .from(orderProblems)
    .where(eq(orderProblems.orderId, orderId));

/** The order a report id is stored under, if it is stored. */
export async function findReport(db: Db, problemId: string): Promise<{ id: string; orderId: string } | undefined> {
  const [row] = await db.select({ id: orderProblems.id, orderId: orderProblems.orderId }).from(orderProblems).where(eq(orderProblems.id, problemId));
  return row;
}

export async function insertReport(db: Db, values: typeof orderProblems.$inferInsert): Promise<void> {
  await db.insert(orderProblems).values(values);
}

export async function lockReport(db: Db, orderId: string, problemId: string): Promise<OrderProblemRow | undefined> {
  const [problem] = await db
    .select()
    .from(orderProblems)
    .where(and(eq(orderProblems.id, problemId), eq(orderProblems.orderId, orderId)))
    .for('update');
  return problem;
}

export async function updateReport(db: Db, problemId: string, values: Partial<typeof orderProblems.$inferInsert>): Promise<void> {
  await db.update(orderProblems).set(values).where(eq(orderProblems.id, problemId));
}

export async function sellerUserId(db: Db, sellerId: string): Promise<string | undefined> {
  const [seller] = await db.select({ userId: sellers.userId }).from(sellers).where(eq(sellers.id, sellerId));
  return seller?.userId;
}

export async function sellerIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId));
  return seller?.id;
}
