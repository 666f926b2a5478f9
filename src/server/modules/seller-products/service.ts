// Rules of the seller's products: only the owner reads or changes them, the branch must be theirs, the category
// must exist, an edit applies only to the revision it started from, and stock moves only through inventory
// (the opening stock of a new product is its first movement).
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Product, productCreateSchema, productUpdateSchema } from '../../../contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import type { RenderedPhoto } from '../../lib/photos.ts';
import { groupBy } from '../../lib/group-by.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { toProduct } from '../catalogue/mappers.ts';
import { gradesOf, imagesOf, selectProducts, type ProductWithPlace } from '../catalogue/queries.ts';
import { sellerOf } from '../sellers/current.ts';
import { harvestsInUse } from '../harvests/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';
import * as q from './queries.ts';

export type ProductCreateData = z.output<typeof productCreateSchema>;
export type ProductUpdateData = z.output<typeof productUpdateSchema>;


/**
 * Rows in the contract's shape; the owner's own rows (seller `ownerSellerId`) carry their low-stock threshold.
 * Queries run one after the other: `db` may be a transaction on one connection.
 */
export async function toProducts(db: Db, rows: ProductWithPlace[], ownerSellerId: string | null): Promise<Product[]> {
  const ids = rows.map((r) => r.product.id);
  const grades = await gradesOf(db, ids);
  const images = await imagesOf(db, ids);
  const gradesBy = groupBy(grades, (g) => g.productId);
  const imagesBy = groupBy(images, (i) => i.productId);
  return rows.map((r) => toProduct(r, gradesBy.get(r.product.id) ?? [], imagesBy.get(r.product.id) ?? [], r.product.sellerId === ownerSellerId));
}

async function ownedProduct(db: Db, sellerId: string, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const rows = await selectProducts(db, and(eq(products.id, id), q.ownedBy(sellerId)));
  if (rows.length === 0) return null;
  return (await toProducts(db, rows, sellerId))[0]!;
}

export async function listOwnProducts(db: Db, userId: string, query: { page: number; page_size: number; status?: string | undefined }) {
  const seller = await sellerOf(db, userId);
  const where: SQL | undefined = and(q.ownedBy(seller.id), query.status ? eq(products.status, query.status) : undefined);
  const count = await q.countProducts(db, where);
  const rows = await selectProducts(db, where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    orderBy: [desc(products.createdAt), asc(products.id)],
  });
  return { data: await toProducts(db, rows, seller.id), meta: { count, page: query.page, page_size: query.page_size } };
}

export async function getOwnProduct(db: Db, userId: string, id: string): Promise<Product> {
  const seller = await sellerOf(db, userId);
  const found = await ownedProduct(db, seller.id, id);
  if (!found) throw notFound('product.not_found');
  return found;
}

async function checkPlace(db: Db, sellerId: string, data: { category_id: string; branch_id: string }) {
  if (!(await q.categoryExists(db, data.category_id))) throw fieldError('category_id', 'product.category_unknown');
  if (!(await q.branchOwned(db, sellerId, data.branch_id))) throw fieldError('branch_id', 'product.branch_not_yours');
}

function descriptive(data: ProductCreateData | ProductUpdateData) {
  return {
    branchId: data.branch_id,
    categoryId: data.category_id,
    name: data.name,
    nameFr: data.name_fr,
    description: data.description,
    tags: data.tags,
    unit: data.unit,
    weight: data.weight,
    organic: data.organic,
    status: data.status,
    currency: data.currency,
    discountPercent: data.discount_percent,
    minOrderQty: data.min_order_qty,
    lowStockThreshold: data.low_stock_threshold,
    harvestDate: data.harvest_date,
    availableFrom: data.available_from,
    availableUntil: data.available_until,
  };
}

export interface PhotoWork {
  photos: RenderedPhoto[];
  /** Writes the rendered files (last step of the effect); the caller removes them if the change does not commit. */
  write: (photos: RenderedPhoto[]) => Promise<void>;
}

export async function createProduct(tx: Db, userId: string, productId: string, data: ProductCreateData, work: PhotoWork): Promise<Product> {
  const seller = await sellerOf(tx, userId);
  if (await q.productExists(tx, productId)) throw new HttpError(409, 'conflict', 'product.exists', { fields: { id: ['product.exists'] } });
  await checkPlace(tx, seller.id, data);
  await q.insertProduct(tx, { id: productId, sellerId: seller.id, ...descriptive(data) });
  await q.insertGrades(tx, productId, data.grades);
  const byName = await q.shortNameOf(tx, userId);
  await q.openingMovements(
    tx,
    data.grades.map((g) => ({ productId, sellerId: seller.id, branchId: data.branch_id, grade: g.grade, stock: g.stock ?? 0, userId, byName })),
  );
  await q.insertImages(tx, productId, work.photos, 0);
  await work.write(work.photos);
  return (await ownedProduct(tx, seller.id, productId))!;
}

/** The revision an If-Match names: a number, optionally quoted like an ETag ("3", W/"3"). */
export function parseIfMatch(header: string | string[] | undefined): number | null | 'missing' {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return 'missing';
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  return m ? Number(m[1]) : null;
}

export async function updateProduct(
  tx: Db,
  userId: string,
  id: string,
  ifMatch: number | null | 'missing',
  data: ProductUpdateData,
  work: PhotoWork,
): Promise<{ product: Product; removedPaths: string[] }> {
  const seller = await sellerOf(tx, userId);
  const before = await ownedProduct(tx, seller.id, id);
  if (!before) throw notFound('product.not_found');
  if (ifMatch === 'missing') throw new HttpError(428, 'precondition_required', 'product.if_match_required');
  const stale = () => new HttpError(412, 'precondition_failed', 'product.conflict', { current: before });
  if (ifMatch !== before.revision) throw stale();
  await checkPlace(tx, seller.id, data);
  const stored = await q.imagesOfProduct(tx, id);
  const storedIds = new Set(stored.map((i) => i.id));
  const listed = data.images ?? stored.map((i) => i.id);
  if (listed.some((imageId) => !storedIds.has(imageId))) throw fieldError('images', 'photo.unknown');
  const keep = [...new Set(listed)];
  if (keep.length + work.photos.length > 8) throw fieldError('photos', 'photo.too_many');

  if (!(await q.updateProductAt(tx, id, ifMatch, descriptive(data)))) throw stale();
  await q.replaceGrades(tx, id, data.grades);
  const removed = stored.filter((i) => !keep.includes(i.id));
  await q.deleteImages(tx, removed.map((i) => i.id));
  for (const [position, imageId] of keep.entries()) await q.setImagePosition(tx, imageId, position);
  await q.insertImages(tx, id, work.photos, keep.length);
  await work.write(work.photos);
  return {
    product: (await ownedProduct(tx, seller.id, id))!,
    removedPaths: removed.flatMap((i) => [i.thumbPath, i.cardPath, i.fullPath]),
  };
}

/** Its photos' files go with its upload folder once this commits (see routes). */
export async function deleteProduct(tx: Db, userId: string, id: string): Promise<void> {
  const seller = await sellerOf(tx, userId);
  const owned = isUuid(id) ? await q.productIdOwned(tx, seller.id, id) : null;
  if (!owned) throw notFound('product.not_found');
  // Its harvests would go with it: not while one takes pre-orders or a buyer still has an offer to answer.
  if (await harvestsInUse(tx, id)) throw new HttpError(409, 'conflict', 'harvest.product_in_use');
  await q.deleteProduct(tx, id);
}
