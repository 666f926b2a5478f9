// The seller behind a signed-in user: every seller endpoint starts here, and every owner check compares to it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/catalogue.ts';
import { HttpError } from '../../lib/http-error.ts';

export type SellerRow = typeof sellers.$inferSelect;

export async function findSellerOf(db: Db, userId: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row ?? null;
}

/** The id of the caller's farm, or null when they have none: the owner checks that need nothing else of the farm. */
export async function ownFarmId(db: Db, userId: string): Promise<string | null> {
  return (await findSellerOf(db, userId))?.id ?? null;
}

/** The caller's farm, or 403 'Register your farm first'. */
export async function sellerOf(db: Db, userId: string): Promise<SellerRow> {
  const row = await findSellerOf(db, userId);
  if (!row) throw new HttpError(403, 'forbidden', 'seller.required');
  return row;
}
