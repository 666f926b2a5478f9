// SQL for the public catalogue: products with their grades and images, categories, sellers' public data.
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../../db/schema/catalogue.ts';

export type ProductRow = typeof products.$inferSelect;
export type GradeRow = typeof productGrades.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

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
      product: products,
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

export async function gradesOf(db: Db, productIds: string[]): Promise<GradeRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productGrades).where(inArray(productGrades.productId, productIds));
}

export async function imagesOf(db: Db, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** Filters of the product list: a word in the name, French name or tags; a category by slug or id. */
export function productListFilter(q: string | undefined, category: string | undefined, categoryId: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [productIsVisible];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(products.name, pattern), ilike(products.nameFr, pattern), sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`));
  }
  if (category) parts.push(categoryId ? eq(products.categoryId, categoryId) : sql`false`);
  return and(...parts);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCategoryId(db: Db, slugOrId: string): Promise<string | null> {
  const where = UUID_RE.test(slugOrId) ? or(eq(categories.id, slugOrId), eq(categories.slug, slugOrId)) : eq(categories.slug, slugOrId);
  const [row] = await db.select({ id: categories.id }).from(categories).where(where).limit(1);
  return row?.id ?? null;
}

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export const notDraft = ne(products.status, 'Draft');
