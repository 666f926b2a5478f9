// Inventory: the owner's view of one product's stock and history, stock movements that never take a grade below
// zero, and the low-stock alert level. Every function checks that the product belongs to the caller's farm.
import { eq } from 'drizzle-orm';
import type { Product, StockMovement, StockMovementWrite } from '../../../contract/catalogue.ts';
import { MAX_PRODUCT_STOCK } from '../../../contract/constants.ts';
import { HARVEST_QUANTITY_MAX } from '../../../contract/harvest-rules.ts';
import type { Grade } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { toProduct } from '../catalogue/mappers.ts';
import * as catalogue from '../catalogue/queries.ts';
import { sellerOf } from '../sellers/current.ts';
import { toBranch } from '../sellers/mappers.ts';
import { recordHarvest } from '../harvests/harvest-record.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { shortName, toMovement } from './mappers.ts';
import * as q from './queries.ts';

export const MOVEMENT_PAGE = 200;

/** The caller's seller id when `productId` is one of their products; 404 otherwise (another farm's product is not revealed). */
async function ownedProduct(db: Db, userId: string, productId: string): Promise<{ sellerId: string; branchId: string | null }> {
  const seller = await sellerOf(db, userId);
  if (!isUuid(productId)) throw notFound('product.not_found');
  const owner = await q.findProductOwner(db, productId);
  if (!owner || owner.sellerId !== seller.id) throw notFound('product.not_found');
  return owner;
}

/** The owner's copy of a product: grades, images, low-stock threshold, visibility. */
export async function ownerProduct(db: Db, productId: string): Promise<Product> {
  const [row] = await catalogue.selectProducts(db, eq(products.id, productId));
  if (!row) throw notFound('product.not_found');
  const grades = await catalogue.gradesOf(db, [productId]);
  const images = await catalogue.imagesOf(db, [productId]);
  return toProduct(row, grades, images, true);
}

export async function getInventory(db: Db, userId: string, productId: string, opts: { before?: Date; limit?: number } = {}) {
  const owner = await ownedProduct(db, userId, productId);
  const product = await ownerProduct(db, productId);
  const branch = owner.branchId ? await q.findBranch(db, owner.branchId) : null;
  const movements = await q.listMovements(db, productId, { before: opts.before, limit: opts.limit ?? MOVEMENT_PAGE });
  return { product, branch: branch ? toBranch(branch) : null, movements: movements.map(toMovement) };
}

export interface MovementResult {
  created: boolean;
  movement: StockMovement;
  product: Product;
}

/**
 * Records one movement. The grade row is locked first, so concurrent movements of a grade apply one at a time and
 * the check against zero sees the latest stock. The movement id is the client's: sending the same movement again
 * (another Idempotency-Key, or none) answers the movement already recorded instead of applying it twice.
 * Nothing is written before a refusal (a refused call inside app.idempotent still commits what it wrote).
 */
export async function recordMovement(
  db: Db,
  userId: string,
  productId: string,
  input: StockMovementWrite & { note: string | null },
  now: Date,
  gradeLabel: (grade: Grade) => string,
): Promise<MovementResult> {
  const owner = await ownedProduct(db, userId, productId);
  const existing = async () => {
    const found = await q.findMovement(db, input.id);
    if (!found) return null;
    if (found.productId !== productId) throw new HttpError(409, 'conflict', 'stock.movement_exists');
    return { created: false, movement: toMovement(found), product: await ownerProduct(db, productId) };
  };
  const before = await existing();
  if (before) return before;
  if (input.harvest_id !== undefined) {
    // An expected harvest recorded with this movement: its pre-orders are filled first (harvests/harvest-record.ts).
    if (input.delta > HARVEST_QUANTITY_MAX) throw fieldError('delta', 'harvest.quantity_invalid');
    const { movementId } = await recordHarvest(db, userId, input.harvest_id, { quantity: input.delta, confirm_partial: input.confirm_partial ?? false }, now, {
      productId,
      grade: input.grade,
      id: input.id,
      note: input.note,
    });
    const row = (await q.findMovement(db, movementId!))!;
    return { created: true, movement: toMovement(row), product: await ownerProduct(db, productId) };
  }

  const grade = await q.lockGrade(db, productId, input.grade);
  if (!grade) throw fieldError('grade', 'stock.grade_missing');
  // A copy of this movement may have been recorded while this call waited for the lock.
  const raced = await existing();
  if (raced) return raced;
  const stockAfter = grade.stock + input.delta;
  // The product row is locked (lockGrade), so its total is the one this movement adds to.
  if (input.delta > 0 && (await q.productStock(db, productId)) + input.delta > MAX_PRODUCT_STOCK) {
    throw new HttpError(422, 'limit_exceeded', 'stock.too_large', { fields: { delta: ['stock.too_large'] } });
  }
  if (stockAfter < 0) {
    throw new HttpError(409, 'insufficient_stock', 'stock.negative', {
      params: { grade: gradeLabel(input.grade), stock: grade.stock },
      fields: { delta: ['stock.negative'] },
    });
  }
  const names = await q.userNames(db, userId);
  const row = await q.insertMovement(db, {
    id: input.id,
    productId,
    sellerId: owner.sellerId,
    branchId: owner.branchId,
    grade: input.grade,
    kind: input.kind,
    delta: input.delta,
    stockAfter,
    note: input.note,
    userId,
    byName: names ? shortName(names.firstName, names.lastName) : '?',
    createdAt: now,
  });
  if (!row) {
    // The same id for another grade, inserted meanwhile: answer what was recorded (nothing written here).
    const other = await existing();
    if (other) return other;
    throw new HttpError(409, 'conflict', 'stock.movement_exists');
  }
  await q.setGradeStock(db, grade.id, stockAfter);
  return { created: true, movement: toMovement(row), product: await ownerProduct(db, productId) };
}

export async function updateSettings(db: Db, userId: string, productId: string, threshold: number | null): Promise<Product> {
  await ownedProduct(db, userId, productId);
  await q.setLowStockThreshold(db, productId, threshold);
  return ownerProduct(db, productId);
}
