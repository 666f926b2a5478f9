// POST /product/bulk-buyer/ (online only: it changes the account's role, so it is never queued). On success the
// session's user becomes a BulkBuyer and the business is kept on the device for the dashboard.
import type { User } from '@contract/accounts.ts';
import type { BulkBuyer } from '@contract/quotes.ts';
import { api } from '@/lib/api.ts';
import { authStore, setUser } from '@/lib/auth.ts';
import { BULK_BUYER_PATH, keepBulkBuyerProfile } from '@/domain/profile/bulk-buyer-profile.ts';

/** The parsed form (trimmed, business number as digits, HST as 123456789RT0001). */
export interface BulkBuyerBody {
  business_name: string;
  business_number: string;
  business_type: BulkBuyer['business_type'];
  expected_monthly_volume: number;
  hst_number: string;
  sfcr_license: string;
  unit: BulkBuyer['unit'];
}

interface Registered {
  message?: string;
  data?: BulkBuyer;
  /** The account with its new role (the role is read from the database, so the tokens stay valid). */
  user?: User;
}

export async function registerBulkBuyer(body: BulkBuyerBody): Promise<Registered> {
  const res = await api<Registered>(BULK_BUYER_PATH, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const current = authStore.get().user;
  const user = res.user ?? (current ? { ...current, roles: 'BulkBuyer' as const } : null);
  if (user) {
    await setUser(user);
    if (res.data) await keepBulkBuyerProfile(user.id, res.data);
  }
  return res;
}
