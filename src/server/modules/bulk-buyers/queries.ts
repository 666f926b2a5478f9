// SQL of bulk-buyer registration: every function takes the database or a transaction first.
import { eq } from 'drizzle-orm';
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
