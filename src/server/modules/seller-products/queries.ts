// SQL of the seller's product writes: the product, its grades and photos, the opening stock movements.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Grade } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, categories, productGrades, productImages, products, stockMovements } from '../../db/schema/catalogue.ts';
import type { PhotoPaths } from '../../lib/photos.ts';

export type ProductInsert = typeof products.$inferInsert;
export type ImageRow = typeof productImages.$inferSelect;

export const ownedBy = (sellerId: string): SQL => eq(products.sellerId, sellerId);

export async function productIdOwned(db: Db, sellerId: string, id: string): Promise<{ id: string; revision: number } | null> {
  const [row] = await db
    .select({ id: products.id, revision: products.revision })
    .from(products)
    .where(and(eq(products.id, id), ownedBy(sellerId)))
    .limit(1);
  return row ?? null;
}

export async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return counted?.n ?? 0;
}

export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return !!row;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

/** Any status: a product may be prepared while its branch waits for approval (it stays hidden until then). */
export async function branchOwned(db: Db, sellerId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(and(eq(branches.id, id), eq(branches.sellerId, sellerId))).limit(1);
  return !!row;
}

/** 'Ada F.': how inventory history names who recorded a movement. */
export async function shortNameOf(db: Db, userId: string): Promise<string> {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return '';
  return `${u.first} ${u.last.slice(0, 1)}.`.trim();
}

export async function insertProduct(db: Db, values: ProductInsert): Promise<void> {
  await db.insert(products).values(values);
}

/** Changes the product only if it is still at `revision`; false when someone else changed it first. */
export async function updateProductAt(db: Db, id: string, revision: number, values: Partial<ProductInsert>): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, revision: sql`${products.revision} + 1` })
    .where(and(eq(products.id, id), eq(products.revision, revision)))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export interface GradeWrite {
  grade: Grade;
  price_minor: number;
  stock?: number | undefined;
}

export async function insertGrades(db: Db, productId: string, grades: GradeWrite[]): Promise<void> {
  if (grades.length === 0) return;
  await db.insert(productGrades).values(grades.map((g) => ({ productId, grade: g.grade, priceMinor: g.price_minor, stock: g.stock ?? 0 })));
}

/** An edit: grades dropped from the list go (with their stock), kept ones take the new price, new ones start at 0. */
export async function replaceGrades(db: Db, productId: string, grades: GradeWrite[]): Promise<void> {
  const names = grades.map((g) => g.grade);
  await db.delete(productGrades).where(and(eq(productGrades.productId, productId), notInArray(productGrades.grade, names)));
  for (const g of grades) {
    await db
      .insert(productGrades)
      .values({ productId, grade: g.grade, priceMinor: g.price_minor, stock: 0 })
      .onConflictDoUpdate({
        target: [productGrades.productId, productGrades.grade],
        set: { priceMinor: g.price_minor },
        setWhere: sql`${productGrades.priceMinor} is distinct from ${g.price_minor}`,
      });
  }
}

export async function openingMovements(
  db: Db,
  rows: Array<{ productId: string; sellerId: string; branchId: string; grade: Grade; stock: number; userId: string; byName: string }>,
): Promise<void> {
  const moved = rows.filter((r) => r.stock > 0);
  if (moved.length === 0) return;
  await db.insert(stockMovements).values(
    moved.map((r) => ({
      id: randomUUID(),
      productId: r.productId,
      sellerId: r.sellerId,
      branchId: r.branchId,
      grade: r.grade,
      kind: 'corrected',
      delta: r.stock,
      stockAfter: r.stock,
      note: 'Opening stock',
      userId: r.userId,
      byName: r.byName,
    })),
  );
}

export function imagesOfProduct(db: Db, productId: string): Promise<ImageRow[]> {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export async function insertImages(db: Db, productId: string, photos: Array<{ imageId: string; paths: PhotoPaths }>, firstPosition: number): Promise<void> {
  if (photos.length === 0) return;
  await db.insert(productImages).values(
    photos.map((p, i) => ({ id: p.imageId, productId, position: firstPosition + i, thumbPath: p.paths.thumb, cardPath: p.paths.card, fullPath: p.paths.full })),
  );
}

export async function deleteImages(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(productImages).where(inArray(productImages.id, ids));
}

export async function setImagePosition(db: Db, id: string, position: number): Promise<void> {
  await db
    .update(productImages)
    .set({ position })
    .where(and(eq(productImages.id, id), sql`${productImages.position} is distinct from ${position}`));
}
