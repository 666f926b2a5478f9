// SQL for the public catalogue: products with their grades and images, categories, sellers' public data.
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories, productGrades, productImages, productReviews, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product as the API reads it: every column but the search document (only the database needs it). */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
const { search: _search, ...productColumns } = getTableColumns(products);
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

export async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The database's current snapshot as text ('xmin:xmax:xip,...'). Two equal snapshots mean no transaction that
 * could have written anything began or ended in between (every write takes a transaction id), so a count made
 * under one still holds under the other.
 */
export async function currentSnapshot(db: Db): Promise<string> {
  const [row] = await db.select({ s: sql<string>`pg_current_snapshot()::text` }).from(sql`(select 1) as one`);
  return row!.s;
}

function countQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int`, snapshot: sql<string>`pg_current_snapshot()::text` })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .where(where);
}

/** Matching products counted, with the snapshot the count was made under. */
export async function countProductsAt(db: Db, where: SQL | undefined): Promise<{ n: number; snapshot: string }> {
  const [row] = await countQuery(db, where);
  return { n: row!.n, snapshot: row!.snapshot };
}

/** What names a filter's count: its SQL and parameters. */
export function countKey(db: Db, where: SQL | undefined): string {
  const { sql: text, params } = countQuery(db, where).toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
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

/**
 * A full-text query over products.search (see products_derive, migration 0006): each word, accent-folded, is a
 * prefix in the English, French or simple configuration ('carot' finds carottes, 'pomme' pommes, 'apple' apples),
 * and the words are AND-ed. Null when the text has no word to search for.
 */
export function searchTsQuery(q: string): SQL | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const one = (w: string) => {
    const term = sql`catalogue_fold(${w}) || ':*'`;
    return sql`(to_tsquery('english', ${term}) || to_tsquery('french', ${term}) || to_tsquery('simple', ${term}))`;
  };
  // A scalar subquery: the planner cannot estimate a prefix query's matches from the statistics (it guesses ~10% and
  // scans the whole table); behind an InitPlan it assumes few rows and takes the GIN index, 10-20x faster at 10,000.
  return sql`(select ${sql.join(words.map(one), sql` && `)})`;
}

export interface ProductListFilter {
  tsQuery: SQL | null;
  categoryId: string | null;
  /** A category was asked for but none has that slug or id. */
  categoryMissing: boolean;
  priceMinMinor?: number | undefined;
  priceMaxMinor?: number | undefined;
  status?: string | undefined;
  organic: 'all' | 'only' | 'non';
  stock: 'all' | 'in_stock' | 'out_of_stock';
  currency?: string | undefined;
  seller?: string | undefined;
}

/** In stock: some grade has stock and the seller has not marked the product out of stock. */
export const productInStock: SQL = sql`(${products.totalStock} > 0 and ${products.status} <> 'Out of Stock')`;

/** The WHERE of the public product list: visible products matching every filter given. */
export function productListWhere(f: ProductListFilter): SQL {
  const parts: SQL[] = [productIsVisible];
  if (f.tsQuery) parts.push(sql`${products.search} @@ ${f.tsQuery}`);
  if (f.categoryMissing) parts.push(sql`false`);
  else if (f.categoryId) parts.push(eq(products.categoryId, f.categoryId));
  if (f.priceMinMinor !== undefined) parts.push(gte(products.priceFromMinor, f.priceMinMinor));
  if (f.priceMaxMinor !== undefined) parts.push(lte(products.priceFromMinor, f.priceMaxMinor));
  if (f.status) parts.push(eq(products.status, f.status));
  if (f.organic === 'only') parts.push(eq(products.organic, true));
  if (f.organic === 'non') parts.push(eq(products.organic, false));
  if (f.stock === 'in_stock') parts.push(productInStock);
  if (f.stock === 'out_of_stock') parts.push(sql`not ${productInStock}`);
  if (f.currency) parts.push(eq(products.currency, f.currency));
  if (f.seller) parts.push(UUID_RE.test(f.seller) ? eq(products.sellerId, f.seller) : sql`false`);
  return and(...parts)!;
}

/** ORDER BY of a sort; 'relevance' ranks by the search when there is one, else it is 'newest'. */
export function productListOrder(sort: string, tsQuery: SQL | null): SQL[] {
  const newest = [desc(products.createdAt), asc(products.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(products.priceFromMinor), ...newest];
    case 'price_desc':
      return [desc(products.priceFromMinor), ...newest];
    case 'name':
      return [sql`catalogue_fold(${products.name}) asc`, asc(products.id)];
    case 'relevance':
      return tsQuery ? [sql`ts_rank(${products.search}, ${tsQuery}) desc`, ...newest] : newest;
    default:
      return newest;
  }
}

export async function findCategoryId(db: Db, slugOrId: string): Promise<string | null> {
  const where = UUID_RE.test(slugOrId) ? or(eq(categories.id, slugOrId), eq(categories.slug, slugOrId)) : eq(categories.slug, slugOrId);
  const [row] = await db.select({ id: categories.id }).from(categories).where(where).limit(1);
  return row?.id ?? null;
}

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
