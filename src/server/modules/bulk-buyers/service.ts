// Bulk-buyer registration (spec §3, §5, §7 POST /product/bulk-buyer/): a Buyer registers their business and becomes a
// BulkBuyer in the same transaction; a BulkBuyer posting again updates the business. The role lives in the users row
// (the auth plugin reads it on every call), so the caller's current tokens carry on working with the new role.
import type { z } from 'zod';
import type { User } from '../../../contract/accounts.ts';
import type { BulkBuyer, bulkBuyerRegistrationSchema } from '../../../contract/quotes.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { toUser } from '../accounts/mappers.ts';
import { toBulkBuyer } from './mappers.ts';
import { findBulkBuyer, insertBulkBuyer, lockUser, makeBulkBuyer, updateBulkBuyer } from './queries.ts';

type Registration = z.output<typeof bulkBuyerRegistrationSchema>;

/** Registers (201) or updates (200) the caller's business; the user becomes a BulkBuyer. */
export async function registerBulkBuyer(db: Db, userId: string, body: Registration, now: Date): Promise<{ created: boolean; data: BulkBuyer; user: User }> {
  const user = await lockUser(db, userId);
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
  const row = existing ? await updateBulkBuyer(db, userId, values, now) : await insertBulkBuyer(db, userId, values);
  const updated = role === 'bulkbuyer' ? user : await makeBulkBuyer(db, userId);
  return { created: !existing, data: toBulkBuyer(row), user: toUser(updated) };
}

export async function getBulkBuyer(db: Db, userId: string): Promise<BulkBuyer> {
  const row = await findBulkBuyer(db, userId);
  if (!row) throw notFound();
  return toBulkBuyer(row);
}
