// SQL for the public catalogue: products with their grades and images, categories, sellers' public data.
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories, productGrades, productImages, productReviews, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';


/** A product as the API reads it: every column but the search document (only the database needs it). */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
const { search: _search, ...columns } = getTableColumns(products);
export const productColumns = columns;
export type GradeRow = typeof productGrades.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type ReviewRow = typeof productReviews.$inferSelect;

/** A product is public when its branch is approved and it is not a draft. */
export const productIsVisible: SQL = sql`(${products.status} <> 'Draft' and ${branches.status} = 'approved')`;

export interface ProductWithPlace {
  product: ProductRow;
  province: string | null;
  branchName: string | null;
  visible: boolean;
}

/** Products (visible or not) matching `where`, with the province of their branch (or farm) and their visibility. */
export async function selectProducts(
  db: Db,
  where: SQL | undefined,
  opts: { limit?: number; offset?: number; orderBy?: SQL[] } = {},
): Promise<ProductWithPlace[]> {
  let query = db
    .select({
      product: productColumns,
      province: sql<string | null>`coalesce(${branches.province}, ${sellers.province})`,
      branchName: branches.name,
      visible: sql<boolean>`coalesce(${productIsVisible}, false)`,
    })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(where)
    .orderBy(...(opts.orderBy ?? [desc(products.createdAt), asc(products.id)]))
    .$dynamic();
  if (opts.limit !== undefined) query = query.limit(opts.limit);
  if (opts.offset !== undefined) query = query.offset(opts.offset);
  return query;
}

export async function gradesOf(db: Db, productIds: string[]): Promise<GradeRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productGrades).where(inArray(productGrades.productId, productIds));
}

export async function imagesOf(db: Db, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** At most this many words of a search are used (each adds three prefix lookups). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search box's text: letters and digits only (so nothing of tsquery's syntax gets through),
 * two characters or more, at most MAX_SEARCH_WORDS. Like the offline search (web/offline/search-words.ts).
 */
export function searchWords(q: string): string[] {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, 60));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** In stock: some grade has stock and the seller has not marked the product out of stock. */
export const productInStock: SQL = sql`(${products.totalStock} > 0 and ${products.status} <> 'Out of Stock')`;

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export const notDraft = ne(products.status, 'Draft');

/** Visible products by units sold since `since` (stock movements of kind 'sold'), most first; ties go to the newest. */
export async function bestSellerIds(db: Db, since: Date, limit: number): Promise<string[]> {
  // Units sold since `since`: the lines of orders placed then (not rejected or cancelled) and the seller's own
  // 'sold' movements (market sales). An order's stock goes out as 'reserved' movements, never counted here.
  const from = since.toISOString();
  const sales = sql`(
    select m.product_id, -m.delta as units from ${stockMovements} m where m.kind = 'sold' and m.created_at >= ${from}::timestamptz
    union all
    select l.product_id, l.quantity as units from ${orderLines} l join ${orders} o on o.id = l.order_id
    where o.created_at >= ${from}::timestamptz and o.status not in ('rejected', 'cancelled') and l.product_id is not null
  ) as sales`;
  const productId = sql<string>`sales.product_id`;
  const units = sql<number>`sum(sales.units)`;
  const rows = await db
    .select({ id: productId })
    .from(sales)
    .innerJoin(products, eq(products.id, productId))
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(productIsVisible)
    .groupBy(productId, products.createdAt)
    .orderBy(desc(units), desc(products.createdAt), asc(productId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** ORDER BY of 'best rated': the average, then how many rated it, then the newest. */
export const bestRatedOrder: SQL[] = [
  sql`(${products.ratingSum}::float8 / nullif(${products.ratingCount}, 0)) desc nulls last`,
  desc(products.ratingCount),
  desc(products.createdAt),
  asc(products.id),
];

/** A visible product's rating totals, or null when it is missing or hidden. */
export async function visibleRating(db: Db, productId: string): Promise<{ sum: number; count: number } | null> {
  const [row] = await db
    .select({ sum: products.ratingSum, count: products.ratingCount })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(and(eq(products.id, productId), productIsVisible));
  return row ?? null;
}

/** A product's customer feedback, newest first. */
export function reviewsOf(db: Db, productId: string, opts: { limit: number; offset: number }): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
    .limit(opts.limit)
    .offset(opts.offset);
}
