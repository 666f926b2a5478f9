// Bulk-buyer registration (spec §3, §5, §7 POST /product/bulk-buyer/): a Buyer registers their business and becomes a
// BulkBuyer in the same transaction; a BulkBuyer posting again updates the business. The role lives in the users row
// (the auth plugin reads it on every call), so the caller's current tokens carry on working with the new role.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../../contract/accounts.ts';
import type { BusinessType, Unit } from '../../../contract/enums.ts';
import type { BulkBuyer, bulkBuyerRegistrationSchema } from '../../../contract/quotes.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulkBuyers } from '../../db/schema/quotes.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { toUser } from '../accounts/mappers.ts';

type Registration = z.output<typeof bulkBuyerRegistrationSchema>;
type BulkBuyerRow = typeof bulkBuyers.$inferSelect;

export function toBulkBuyer(row: BulkBuyerRow): BulkBuyer {
  return {
    user_id: row.userId,
    business_name: row.businessName,
    business_number: row.businessNumber,
    business_type: row.businessType as BusinessType,
    expected_monthly_volume: row.expectedMonthlyVolume,
    hst_number: row.hstNumber,
    sfcr_license: row.sfcrLicense,
    unit: row.unit as Unit,
    created_at: row.createdAt.toISOString(),
  };
}

/** The business of a bulk buyer, or null. */
export async function findBulkBuyer(db: Db, userId: string): Promise<BulkBuyerRow | null> {
  const [row] = await db.select().from(bulkBuyers).where(eq(bulkBuyers.userId, userId)).limit(1);
  return row ?? null;
}

/** Registers (201) or updates (200) the caller's business; the user becomes a BulkBuyer. */
export async function registerBulkBuyer(db: Db, userId: string, body: Registration, now: Date): Promise<{ created: boolean; data: BulkBuyer; user: User }> {
  // The user row locked: two registrations of one user queue, and the role read is the one written.
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!user) throw unauthorized();
  const role = user.role.toLowerCase();
  if (role !== 'buyer' && role !== 'bulkbuyer') throw new HttpError(403, 'forbidden', 'bulk.not_a_buyer');

  const values = {
    businessName: body.business_name,
    businessNumber: body.business_number,
    businessType: body.business_type,
    expectedMonthlyVolume: body.expected_monthly_volume,
    hstNumber: body.hst_number,
    sfcrLicense: body.sfcr_license,
    unit: body.unit,
  };
  const existing = await findBulkBuyer(db, userId);
  const [row] = existing
    ? await db.update(bulkBuyers).set({ ...values, updatedAt: now }).where(eq(bulkBuyers.userId, userId)).returning()
    : await db.insert(bulkBuyers).values({ userId, ...values }).returning();
  const [updated] = role === 'bulkbuyer' ? [user] : await db.update(users).set({ role: 'BulkBuyer' }).where(eq(users.id, userId)).returning();
  return { created: !existing, data: toBulkBuyer(row!), user: toUser(updated!) };
}

export async function getBulkBuyer(db: Db, userId: string): Promise<BulkBuyer> {
  const row = await findBulkBuyer(db, userId);
  if (!row) throw notFound();
  return toBulkBuyer(row);
}
