// SQL of standing orders: the rows, their decided deliveries, the names a reader sees, the current prices of their
// lines, and what the scheduler scans. The farm row is sellers/queries.ts, buyers' names bulk-buyers/queries.ts.
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/accounts.ts';
import { branches, productGrades, products, sellers } from '../../db/schema/catalogue.ts';
import { standingOrderRuns, standingOrders } from '../../db/schema/standing-orders.ts';
import { productIsVisible } from '../catalogue/queries.ts';

export type StandingOrderRow = typeof standingOrders.$inferSelect;
export type RunRow = typeof standingOrderRuns.$inferSelect;

/** The same standing order id sent twice at once: the second waits for the first. */
export async function lockStandingOrderId(db: Db, id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`standing:${id}`}, 0))`);
}

export async function findStandingOrder(db: Db, id: string): Promise<StandingOrderRow | null> {
  const [row] = await db.select().from(standingOrders).where(eq(standingOrders.id, id)).limit(1);
  return row ?? null;
}

/** The row locked until the transaction ends: the buyer's changes and the scheduler take turns on it. */
export async function lockStandingOrder(db: Db, id: string): Promise<StandingOrderRow | null> {
  const [row] = await db.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update');
  return row ?? null;
}

export async function countActive(db: Db, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standingOrders)
    .where(and(eq(standingOrders.buyerId, buyerId), eq(standingOrders.status, 'active')));
  return row?.n ?? 0;
}

export async function insertStandingOrder(db: Db, values: typeof standingOrders.$inferInsert): Promise<StandingOrderRow> {
  const [row] = await db.insert(standingOrders).values(values).returning();
  return row!;
}

export async function updateStandingOrder(db: Db, id: string, values: Partial<typeof standingOrders.$inferInsert>): Promise<StandingOrderRow> {
  const [row] = await db.update(standingOrders).set(values).where(eq(standingOrders.id, id)).returning();
  return row!;
}

/** The caller's standing orders as buyer, and those addressed to their farm. */
export async function listFor(db: Db, userId: string, sellerId: string | null): Promise<StandingOrderRow[]> {
  return db
    .select()
    .from(standingOrders)
    .where(sellerId ? or(eq(standingOrders.buyerId, userId), eq(standingOrders.sellerId, sellerId)) : eq(standingOrders.buyerId, userId))
    .orderBy(desc(standingOrders.createdAt));
}

export async function rowsByIds(db: Db, ids: string[]): Promise<StandingOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(standingOrders).where(inArray(standingOrders.id, ids));
}

/** The latest decided deliveries of each standing order, newest first. */
export async function recentRuns(db: Db, ids: string[], perOrder: number): Promise<RunRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(standingOrderRuns)
    .where(
      and(
        inArray(standingOrderRuns.standingOrderId, ids),
        sql`(select count(*) from ${standingOrderRuns} r2 where r2.standing_order_id = ${standingOrderRuns.standingOrderId} and r2.date > ${standingOrderRuns.date}) < ${perOrder}`,
      ),
    )
    .orderBy(desc(standingOrderRuns.date));
}

export async function findRun(db: Db, id: string, date: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(standingOrderRuns)
    .where(and(eq(standingOrderRuns.standingOrderId, id), eq(standingOrderRuns.date, date)))
    .limit(1);
  return row ?? null;
}

/** Records what happened to one delivery; a failed one may be decided again (placed, or failed for a new reason). */
export async function saveRun(db: Db, values: typeof standingOrderRuns.$inferInsert): Promise<void> {
  await db
    .insert(standingOrderRuns)
    .values(values)
    .onConflictDoUpdate({
      target: [standingOrderRuns.standingOrderId, standingOrderRuns.date],
      set: {
        outcome: values.outcome,
        orderId: values.orderId ?? null,
        reason: values.reason ?? null,
        detail: values.detail ?? null,
        notifiedReason: values.notifiedReason ?? null,
        decidedAt: values.decidedAt,
      },
      setWhere: sql`${standingOrderRuns.outcome} = 'failed'`,
    });
}

export async function runsSince(db: Db, from: string): Promise<Array<Pick<RunRow, 'standingOrderId' | 'date' | 'outcome'>>> {
  return db
    .select({ standingOrderId: standingOrderRuns.standingOrderId, date: standingOrderRuns.date, outcome: standingOrderRuns.outcome })
    .from(standingOrderRuns)
    .where(gte(standingOrderRuns.date, from));
}

/** Active standing orders that may still deliver on or after `from`, with their farm's schedule. */
export async function activeWithFarm(db: Db, from: string) {
  return db
    .select({ so: standingOrders, leadDays: sellers.leadDays })
    .from(standingOrders)
    .innerJoin(sellers, eq(sellers.id, standingOrders.sellerId))
    .where(and(eq(standingOrders.status, 'active'), or(isNull(standingOrders.endDate), gte(standingOrders.endDate, from))));
}

export async function farmsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: sellers.id, farmName: sellers.farmName, userId: sellers.userId }).from(sellers).where(inArray(sellers.id, ids));
}

export async function addressesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: addresses.id, userId: addresses.userId, city: addresses.city, province: addresses.province }).from(addresses).where(inArray(addresses.id, ids));
}

export async function branchesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: branches.id, sellerId: branches.sellerId, name: branches.name, status: branches.status }).from(branches).where(inArray(branches.id, ids));
}

export interface CurrentGrade {
  productId: string;
  grade: string;
  sellerId: string;
  name: string;
  nameFr: string | null;
  unit: string;
  currency: string;
  priceMinor: number;
  discountPercent: number;
  stock: number;
  status: string;
  visible: boolean;
}

/** The products' grades as they are now (no lock: placing an order re-checks under its own locks). */
export async function currentGrades(db: Db, productIds: string[]): Promise<CurrentGrade[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productGrades.productId,
      grade: productGrades.grade,
      sellerId: products.sellerId,
      name: products.name,
      nameFr: products.nameFr,
      unit: products.unit,
      currency: products.currency,
      priceMinor: productGrades.priceMinor,
      discountPercent: products.discountPercent,
      stock: productGrades.stock,
      status: products.status,
      visible: sql<boolean>`coalesce(${productIsVisible}, false)`,
    })
    .from(productGrades)
    .innerJoin(products, eq(products.id, productGrades.productId))
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(inArray(productGrades.productId, productIds));
}

/** Product names of lines whose product may be gone from the catalogue (names are kept by id). */
export async function productNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: products.id, name: products.name, nameFr: products.nameFr, unit: products.unit }).from(products).where(inArray(products.id, ids));
}
