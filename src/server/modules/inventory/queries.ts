// SQL of the inventory: the owner's product, the grade row locked for a movement, the movement history.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockProducts } from '../catalogue/locks.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, productGrades, products, stockMovements } from '../../db/schema/catalogue.ts';
import type { BranchRow } from '../sellers/queries.ts';
import type { MovementRow } from './mappers.ts';

export async function findProductOwner(db: Db, productId: string): Promise<{ sellerId: string; branchId: string | null } | null> {
  const [row] = await db.select({ sellerId: products.sellerId, branchId: products.branchId }).from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

/** The grade row, locked until the transaction ends: concurrent movements of one grade run one after the other.
 * Its product is locked first, in the lock order of catalogue/locks.ts. */
export async function lockGrade(db: Db, productId: string, grade: string): Promise<{ id: string; stock: number } | null> {
  await lockProducts(db, [productId]);
  const [row] = await db
    .select({ id: productGrades.id, stock: productGrades.stock })
    .from(productGrades)
    .where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade)))
    .for('update');
  return row ?? null;
}

/** The product's stock over its grades (products.total_stock, kept by the products_derive trigger). */
export async function productStock(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ total: products.totalStock }).from(products).where(eq(products.id, productId)).limit(1);
  return row?.total ?? 0;
}

export async function setGradeStock(db: Db, gradeId: string, stock: number): Promise<void> {
  await db.update(productGrades).set({ stock }).where(eq(productGrades.id, gradeId));
}

export async function findMovement(db: Db, id: string): Promise<MovementRow | null> {
  const [row] = await db.select().from(stockMovements).where(eq(stockMovements.id, id)).limit(1);
  return row ?? null;
}

/** Inserts the movement unless its id exists already (then null: nothing was written). */
export async function insertMovement(db: Db, values: typeof stockMovements.$inferInsert): Promise<MovementRow | null> {
  const [row] = await db.insert(stockMovements).values(values).onConflictDoNothing({ target: stockMovements.id }).returning();
  return row ?? null;
}

export async function listMovements(db: Db, productId: string, opts: { before?: Date; limit: number }): Promise<MovementRow[]> {
  return db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), opts.before ? lt(stockMovements.createdAt, opts.before) : undefined))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.version))
    .limit(opts.limit);
}

export async function findBranch(db: Db, id: string): Promise<BranchRow | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row ?? null;
}

export async function userNames(db: Db, userId: string): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function setLowStockThreshold(db: Db, productId: string, threshold: number | null): Promise<void> {
  // Not an edit of the product: `revision` (If-Match of product edits) stays as it is.
  await db.update(products).set({ lowStockThreshold: threshold }).where(eq(products.id, productId));
}
