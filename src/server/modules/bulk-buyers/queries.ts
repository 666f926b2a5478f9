// SQL of bulk-buyer registration, and of buyers' names with the business a bulk buyer trades as. Every function
// takes the database or a transaction first.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulkBuyers } from '../../db/schema/quotes.ts';
import type { BulkBuyerRow } from './mappers.ts';

type UserRow = typeof users.$inferSelect;
type BusinessValues = Omit<typeof bulkBuyers.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

/** The business of a bulk buyer, or null. */
export async function findBulkBuyer(db: Db, userId: string): Promise<BulkBuyerRow | null> {
  const [row] = await db.select().from(bulkBuyers).where(eq(bulkBuyers.userId, userId)).limit(1);
  return row ?? null;
}

/** Buyers by id with their names, role and, for a bulk buyer, business (null for others). */
export async function buyersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, business: bulkBuyers.businessName })
    .from(users)
    .leftJoin(bulkBuyers, eq(bulkBuyers.userId, users.id))
    .where(inArray(users.id, ids));
}

/** The user row locked: two registrations of one user queue, and the role read is the one written. */
export async function lockUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return user;
}

export async function insertBulkBuyer(db: Db, userId: string, values: BusinessValues): Promise<BulkBuyerRow> {
  const [row] = await db.insert(bulkBuyers).values({ userId, ...values }).returning();
  return row!;
}

export async function updateBulkBuyer(db: Db, userId: string, values: BusinessValues, now: Date): Promise<BulkBuyerRow> {
  const [row] = await db.update(bulkBuyers).set({ ...values, updatedAt: now }).where(eq(bulkBuyers.userId, userId)).returning();
  return row!;
}

export async function makeBulkBuyer(db: Db, userId: string): Promise<UserRow> {
  const [updated] = await db.update(users).set({ role: 'BulkBuyer' }).where(eq(users.id, userId)).returning();
  return updated!;
}
