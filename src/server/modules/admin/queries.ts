// SQL for moderation: branches with their farm and the seller's email.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, sellers } from '../../db/schema/catalogue.ts';
import type { BranchRow } from '../sellers/queries.ts';

export interface BranchWithFarm {
  branch: BranchRow;
  farmName: string;
  email: string;
}

const withFarm = (db: Db) =>
  db
    .select({ branch: branches, farmName: sellers.farmName, email: users.email })
    .from(branches)
    .innerJoin(sellers, eq(sellers.id, branches.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId));

/** Pending: oldest first (a queue). Reviewed: most recently reviewed first. */
export async function branchesByStatus(db: Db, status: string, limit: number): Promise<BranchWithFarm[]> {
  const order = status === 'pending' ? [asc(branches.createdAt), asc(branches.id)] : [desc(branches.reviewedAt), desc(branches.createdAt), asc(branches.id)];
  return withFarm(db).where(eq(branches.status, status)).orderBy(...order).limit(limit);
}

export async function branchWithFarm(db: Db, id: string): Promise<BranchWithFarm | null> {
  const [row] = await withFarm(db).where(eq(branches.id, id)).limit(1);
  return row ?? null;
}

/** Locks the branch row for the review (two admins deciding at once: the second sees it reviewed). */
export async function lockBranch(db: Db, id: string): Promise<BranchRow | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).for('update').limit(1);
  return row ?? null;
}
