// SQL for sellers and their branches. Every branch query of a seller is scoped by seller id (the owner check).
// Orders, pre-orders and standing orders read the farm and its pickup branch here too.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, products, sellers } from '../../db/schema/catalogue.ts';
import { isUuid } from '../../lib/route-kit.ts';
import type { SellerRow } from './current.ts';

export type BranchRow = typeof branches.$inferSelect;
export type BranchInsert = typeof branches.$inferInsert;
export type SellerInsert = typeof sellers.$inferInsert;

export async function findSeller(db: Db, id: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

/** Ids come from the URL: anything that is not a uuid can match nothing (and must not reach a uuid column). */

export async function insertSeller(db: Db, values: SellerInsert) {
  const [row] = await db.insert(sellers).values(values).returning();
  return row!;
}

export async function updateSeller(db: Db, id: string, values: Partial<SellerInsert>) {
  const [row] = await db.update(sellers).set(values).where(eq(sellers.id, id)).returning();
  return row!;
}

export async function setUserRole(db: Db, userId: string, role: string) {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function branchesOfSeller(db: Db, sellerId: string): Promise<BranchRow[]> {
  return db.select().from(branches).where(eq(branches.sellerId, sellerId)).orderBy(desc(branches.createdAt), asc(branches.id));
}

export async function findBranch(db: Db, id: string): Promise<BranchRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row ?? null;
}

/** The branch when it belongs to this seller, else null (another seller's branch looks like a missing one). */
export async function findOwnBranch(db: Db, sellerId: string, id: string): Promise<BranchRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.sellerId, sellerId)))
    .limit(1);
  return row ?? null;
}

/** The seller's branch when it is approved: the only places a buyer may pick an order up. */
export async function findApprovedBranch(db: Db, sellerId: string, id: string): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.sellerId, sellerId), eq(branches.status, 'approved')))
    .limit(1);
  return row ?? null;
}

export async function insertBranch(db: Db, values: BranchInsert): Promise<BranchRow> {
  const [row] = await db.insert(branches).values(values).returning();
  return row!;
}

export async function updateBranch(db: Db, id: string, values: Partial<BranchInsert>): Promise<BranchRow> {
  const [row] = await db.update(branches).set(values).where(eq(branches.id, id)).returning();
  return row!;
}

export async function deleteBranch(db: Db, id: string): Promise<void> {
  await db.delete(branches).where(eq(branches.id, id));
}

export async function productsInBranch(db: Db, branchId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.branchId, branchId));
  return Number(row?.n ?? 0);
}
