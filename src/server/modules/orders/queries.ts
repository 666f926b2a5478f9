// SQL of orders: the grade rows an order takes stock from (locked in one fixed order), the invoice counter, the
// order row locked for a move, and the lists of the buyer and of the seller.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockProducts } from '../catalogue/locks.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, productGrades, productReviews, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { orderEvents, orderLines, orderProblems, orders } from '../../db/schema/orders.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import type { OrderRow } from './mappers.ts';

export interface LockedGrade {
  gradeId: string;
  productId: string;
  grade: string;
  priceMinor: number;
  stock: number;
  sellerId: string;
  branchId: string | null;
  name: string;
  nameFr: string | null;
  unit: string;
  currency: string;
  discountPercent: number;
  status: string;
  visible: boolean;
}

/**
 * The grade rows of `keys`, locked FOR UPDATE until the transaction ends, in the order (product_id, grade): two
 * orders sharing products lock them in the same order, so they queue instead of deadlocking. The products come
 * first (catalogue/locks.ts), as for product edits and inventory movements.
 */
export async function lockGrades(db: Db, keys: Array<{ productId: string; grade: string }>): Promise<LockedGrade[]> {
  if (keys.length === 0) return [];
  await lockProducts(db, keys.map((k) => k.productId));
  const pairs = sql.join(
    keys.map((k) => sql`(${k.productId}::uuid, ${k.grade}::text)`),
    sql`, `,
  );
  return db
    .select({
      gradeId: productGrades.id,
      productId: productGrades.productId,
      grade: productGrades.grade,
      priceMinor: productGrades.priceMinor,
      stock: productGrades.stock,
      sellerId: products.sellerId,
      branchId: products.branchId,
      name: products.name,
      nameFr: products.nameFr,
      unit: products.unit,
      currency: products.currency,
      discountPercent: products.discountPercent,
      status: products.status,
      visible: sql<boolean>`coalesce(${productIsVisible}, false)`,
    })
    .from(productGrades)
    .innerJoin(products, eq(products.id, productGrades.productId))
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(sql`(${productGrades.productId}, ${productGrades.grade}) in (${pairs})`)
    .orderBy(asc(productGrades.productId), asc(productGrades.grade))
    .for('update', { of: productGrades });
}

/** Products (without lock) by id: names of lines whose grade is gone, and the seller check. */
export async function productsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name, nameFr: products.nameFr })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The seller's next invoice number; the row lock it takes also makes one seller's orders commit one at a time. */
export async function nextInvoiceNumber(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .update(sellers)
    .set({ lastInvoiceNumber: sql`${sellers.lastInvoiceNumber} + 1` })
    .where(eq(sellers.id, sellerId))
    .returning({ n: sellers.lastInvoiceNumber });
  return row!.n;
}

/** Serialises requests placing the same order id (two keys, or none), so the second sees the first's order. */
export async function lockOrderId(db: Db, id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${id}`}, 0))`);
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function lockOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function setGradeStock(db: Db, gradeId: string, stock: number): Promise<void> {
  await db.update(productGrades).set({ stock }).where(eq(productGrades.id, gradeId));
}

export async function insertMovements(db: Db, rows: Array<typeof stockMovements.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertLines(db: Db, rows: Array<typeof orderLines.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(orderLines).values(rows);
}

export async function insertEvent(db: Db, values: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function linesOf(db: Db, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function updateOrder(db: Db, id: string, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

/** A page of orders matching `where`, newest first, and how many match. */
export async function pageOrders(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<{ rows: OrderRow[]; count: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  return { rows, count: n?.n ?? 0 };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SellerOrderFilter {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  branchId?: string | undefined;
  q?: string | undefined;
}

/** The WHERE of a buyer's order list. */
export const buyerOrdersWhere = (buyerId: string): SQL => eq(orders.buyerId, buyerId);

/** The WHERE of a seller's order list: status, delivery date range, branch, and a search over the invoice number,
 * the buyer's name or business and the names of the products ordered. */
export function sellerOrdersWhere(sellerId: string, f: SellerOrderFilter): SQL {
  const conds: SQL[] = [eq(orders.sellerId, sellerId)];
  if (f.status) conds.push(eq(orders.status, f.status));
  if (f.from) conds.push(gte(orders.date, f.from));
  if (f.to) conds.push(lte(orders.date, f.to));
  if (f.branchId) conds.push(eq(orders.branchId, f.branchId));
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    const text: SQL[] = [
      ilike(orders.buyerName, pattern),
      ilike(orders.buyerBusiness, pattern),
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (${orderLines.productName} ilike ${pattern} or ${orderLines.productNameFr} ilike ${pattern}))`,
    ];
    const invoice = /^(?:inv-?)?0*(\d{1,9})$/i.exec(q);
    if (invoice) text.push(eq(orders.invoiceNumber, Number(invoice[1])));
    conds.push(or(...text)!);
  }
  return and(...conds)!;
}

/** What an Order answer holds besides its row: the lines, events and problem reports of `rows`, and the viewer's own
 * ratings of their products when the viewer is the buyer of one of them. */
export async function orderRelations(tx: Db, rows: OrderRow[], viewerId: string | null) {
  const ids = rows.map((o) => o.id);
  const lines = await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position));
  const events = await tx.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt));
  const problems = await tx.select().from(orderProblems).where(inArray(orderProblems.orderId, ids)).orderBy(asc(orderProblems.createdAt));
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is string => !!id))];
  const mine = new Map<string, { rating: number; comment: string | null }>();
  if (viewerId && productIds.length > 0 && rows.some((o) => o.buyerId === viewerId)) {
    const reviews = await tx
      .select({ productId: productReviews.productId, rating: productReviews.rating, comment: productReviews.comment })
      .from(productReviews)
      .where(and(eq(productReviews.userId, viewerId), inArray(productReviews.productId, productIds)));
    for (const r of reviews) mine.set(r.productId, { rating: r.rating, comment: r.comment });
  }
  return { lines, events, problems, mine };
}
