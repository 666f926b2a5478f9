// SQL for Pricewise: the visible products that may be a produce's offers, with their place, farm and grades.
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories, productGrades, products, sellers } from '../../db/schema/catalogue.ts';
import { priceHistory } from '../../db/schema/price-history.ts';
import { productIsVisible } from '../catalogue/queries.ts';

/** Lower case with the accents the device's fold removes taken off (a coarse prefilter: the contract decides). */
const FOLD_FROM = 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūçñýÿ';
const FOLD_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuucnyy';
const folded = (column: SQL) => sql`translate(replace(replace(lower(${column}), 'œ', 'oe'), 'æ', 'ae'), ${FOLD_FROM}, ${FOLD_TO})`;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function categoryIdOf(db: Db, slugOrId: string): Promise<string | null> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(/^[0-9a-f-]{36}$/i.test(slugOrId) ? or(eq(categories.slug, slugOrId), eq(categories.id, slugOrId)) : eq(categories.slug, slugOrId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Visible products whose names or tags hold every term somewhere (each then checked word by word in the contract). */
export function candidates(db: Db, terms: string[], categoryId: string | null) {
  const text = folded(sql`${products.name} || ' ' || coalesce(${products.nameFr}, '') || ' ' || array_to_string(${products.tags}, ' ')`);
  const where = and(
    productIsVisible,
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    ...terms.map((t) => sql`${text} like ${`%${likeEscape(t)}%`}`),
  );
  return db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      branchId: products.branchId,
      categoryId: products.categoryId,
      name: products.name,
      nameFr: products.nameFr,
      tags: products.tags,
      unit: products.unit,
      weight: products.weight,
      organic: products.organic,
      status: products.status,
      currency: products.currency,
      discountPercent: products.discountPercent,
      totalStock: products.totalStock,
      province: sql<string | null>`coalesce(${branches.province}, ${sellers.province})`,
      farmName: sellers.farmName,
      farmProvince: sellers.province,
      deliveryDays: sellers.deliveryDays,
    })
    .from(products)
    .leftJoin(branches, eq(branches.id, products.branchId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(where);
}

export async function gradesOf(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productGrades.productId, grade: productGrades.grade, priceMinor: productGrades.priceMinor, stock: productGrades.stock })
    .from(productGrades)
    .where(inArray(productGrades.productId, productIds));
}

/** The price history of those of `ids` that are public products, oldest day first. */
export function publicHistory(db: Db, ids: string[]) {
  return db
    .select({ row: getTableColumns(priceHistory) })
    .from(priceHistory)
    .innerJoin(products, eq(products.id, priceHistory.productId))
    .innerJoin(branches, eq(branches.id, products.branchId))
    .where(and(inArray(priceHistory.productId, ids), productIsVisible))
    .orderBy(priceHistory.productId, priceHistory.grade, priceHistory.recordedOn);
}
