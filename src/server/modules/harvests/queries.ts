// SQL of expected harvests and pre-orders: rows by id (locked for a change: the harvest first, then its pre-orders),
// the running totals a harvest keeps, the public list with its filters, and the farm and product names the mappers
// need (buyers' names are bulk-buyers/queries.ts, the farm row and its branches sellers/queries.ts).
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../../db/schema/catalogue.ts';
import { harvests, preorders } from '../../db/schema/harvests.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import { ownFarmId } from '../sellers/current.ts';

export type HarvestRow = typeof harvests.$inferSelect;
export type PreorderRow = typeof preorders.$inferSelect;

/** Serialises requests making the same harvest or pre-order id (two keys, or none): the second sees the first's row. */
export async function lockNewId(db: Db, kind: 'harvest' | 'preorder', id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${id}`}, 0))`);
}

export async function findHarvest(db: Db, id: string): Promise<HarvestRow | null> {
  const [row] = await db.select().from(harvests).where(eq(harvests.id, id)).limit(1);
  return row ?? null;
}

/** The harvest row, locked until the transaction ends: every pre-order change of a harvest queues here. */
export async function lockHarvest(db: Db, id: string): Promise<HarvestRow | null> {
  const [row] = await db.select().from(harvests).where(eq(harvests.id, id)).for('update');
  return row ?? null;
}

export async function insertHarvest(db: Db, values: typeof harvests.$inferInsert): Promise<HarvestRow> {
  const [row] = await db.insert(harvests).values(values).returning();
  return row!;
}

export async function updateHarvest(db: Db, id: string, values: Partial<typeof harvests.$inferInsert>): Promise<HarvestRow> {
  const [row] = await db
    .update(harvests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(harvests.id, id))
    .returning();
  return row!;
}

/** Moves a harvest's running totals by a pre-order's change (the harvest row is locked by the caller). */
export async function addToTotals(db: Db, id: string, units: number, pending: number): Promise<HarvestRow> {
  return updateHarvest(db, id, {
    preorderedQuantity: sql`${harvests.preorderedQuantity} + ${units}` as unknown as number,
    preorderCount: sql`${harvests.preorderCount} + ${pending}` as unknown as number,
  });
}

export async function countOpenHarvests(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(harvests)
    .where(and(eq(harvests.sellerId, sellerId), eq(harvests.status, 'open')));
  return row?.n ?? 0;
}

/** The product a harvest is declared for, with its grades (no lock: a harvest reserves no stock). */
export async function productWithGrades(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, sellerId: products.sellerId, status: products.status, unit: products.unit, currency: products.currency })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;
  const grades = await db.select({ grade: productGrades.grade }).from(productGrades).where(eq(productGrades.productId, productId));
  return { ...product, grades: grades.map((g) => g.grade) };
}

export interface HarvestFilter {
  today: string;
  category?: string;
  province?: string;
  /** Monday and Sunday of the week asked for. */
  week?: { from: string; until: string };
  /** Search words (catalogue searchWords()). */
  words: string[];
}

export const HARVEST_LIST_MAX = 500;

/** Open harvests whose window has not ended, soonest first. */
export async function listOpenHarvests(db: Db, f: HarvestFilter): Promise<HarvestRow[]> {
  const parts: SQL[] = [eq(harvests.status, 'open'), gte(harvests.windowUntil, f.today)];
  if (f.week) parts.push(lte(harvests.windowFrom, f.week.until), gte(harvests.windowUntil, f.week.from));
  if (f.province) parts.push(eq(sellers.province, f.province));
  if (f.category) {
    parts.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${f.category} or ${categories.id}::text = lower(${f.category}) limit 1)`);
  }
  for (const w of f.words) {
    const term = sql`catalogue_fold(${w}::text) || ':*'`;
    parts.push(sql`${products.search} @@ (select to_tsquery('english', ${term}) || to_tsquery('french', ${term}) || to_tsquery('simple', ${term}))`);
  }
  const rows = await db
    .select({ h: harvests })
    .from(harvests)
    .innerJoin(products, eq(products.id, harvests.productId))
    .innerJoin(branches, eq(branches.id, products.branchId))
    .innerJoin(sellers, eq(sellers.id, harvests.sellerId))
    .where(and(productIsVisible, ...parts))
    .orderBy(asc(harvests.windowFrom), asc(harvests.createdAt), asc(harvests.id))
    .limit(HARVEST_LIST_MAX);
  return rows.map((r) => r.h);
}

/** Of these products, those buyers may see (not a draft, in an approved branch): only their open harvests are public. */
export async function visibleProducts(db: Db, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branches, eq(branches.id, products.branchId))
    .where(and(inArray(products.id, [...new Set(productIds)]), productIsVisible));
  return new Set(rows.map((r) => r.id));
}

/** Whether the harvest is public: open, and its product visible to buyers. */
export async function isPublic(db: Db, h: HarvestRow): Promise<boolean> {
  return h.status === 'open' && (await visibleProducts(db, [h.productId])).has(h.productId);
}

/** A harvest that is not public (closed, or its product hidden) is read by its farm and by the buyers who pre-ordered it. */
export async function mayReadPrivate(db: Db, userId: string, h: HarvestRow): Promise<boolean> {
  if ((await ownFarmId(db, userId)) === h.sellerId) return true;
  const [row] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(eq(preorders.harvestId, h.id), eq(preorders.buyerId, userId)))
    .limit(1);
  return !!row;
}

/** Whether a product has an open harvest, or a partial offer still waiting for its buyer. */
export async function harvestsInUse(db: Db, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: harvests.id })
    .from(harvests)
    .where(
      and(
        eq(harvests.productId, productId),
        or(eq(harvests.status, 'open'), sql`exists (select 1 from ${preorders} p where p.harvest_id = ${harvests.id} and p.status = 'partial_offered')`),
      ),
    )
    .limit(1);
  return !!row;
}

export async function harvestsByIds(db: Db, ids: string[]): Promise<HarvestRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(harvests).where(inArray(harvests.id, ids));
}

// ---------------------------------------------------------------------------------------------------------------
// Pre-orders

export async function findPreorder(db: Db, id: string): Promise<PreorderRow | null> {
  const [row] = await db.select().from(preorders).where(eq(preorders.id, id)).limit(1);
  return row ?? null;
}

export async function lockPreorder(db: Db, id: string): Promise<PreorderRow | null> {
  const [row] = await db.select().from(preorders).where(eq(preorders.id, id)).for('update');
  return row ?? null;
}

/** The harvest's pre-orders in one state, locked, first come first served. */
export async function lockPreordersOf(db: Db, harvestId: string, statuses: string[]): Promise<PreorderRow[]> {
  return db
    .select()
    .from(preorders)
    .where(and(eq(preorders.harvestId, harvestId), inArray(preorders.status, statuses)))
    .orderBy(asc(preorders.createdAt), asc(preorders.id))
    .for('update');
}

export async function insertPreorder(db: Db, values: typeof preorders.$inferInsert): Promise<PreorderRow> {
  const [row] = await db.insert(preorders).values(values).returning();
  return row!;
}

export async function updatePreorder(db: Db, id: string, values: Partial<typeof preorders.$inferInsert>): Promise<PreorderRow> {
  const [row] = await db
    .update(preorders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(preorders.id, id))
    .returning();
  return row!;
}

/** Touches the waiting pre-orders of a harvest whose window moved: they carry the window, devices pull them again. */
export async function touchPreordersOf(db: Db, harvestId: string): Promise<void> {
  await db
    .update(preorders)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(preorders.harvestId, harvestId), inArray(preorders.status, ['pending', 'partial_offered'])));
}

export async function countPending(db: Db, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(preorders)
    .where(and(eq(preorders.buyerId, buyerId), eq(preorders.status, 'pending')));
  return row?.n ?? 0;
}

export async function preordersFor(db: Db, userId: string, sellerId: string | null): Promise<PreorderRow[]> {
  return db
    .select()
    .from(preorders)
    .where(sellerId ? or(eq(preorders.buyerId, userId), eq(preorders.sellerId, sellerId)) : eq(preorders.buyerId, userId))
    .orderBy(desc(preorders.createdAt), asc(preorders.id));
}

export async function preordersByIds(db: Db, ids: string[]): Promise<PreorderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(preorders).where(inArray(preorders.id, ids));
}

// ---------------------------------------------------------------------------------------------------------------
// Names the mappers and notifications need

export async function farmsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sellers.id, userId: sellers.userId, farmName: sellers.farmName, province: sellers.province })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

export async function productsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, nameFr: products.nameFr, categoryId: products.categoryId, branchId: products.branchId })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The first picture of each product (card size). */
export async function cardImages(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, cardPath: productImages.cardPath })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, asc(productImages.position), asc(productImages.createdAt));
}
