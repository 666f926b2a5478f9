// Seller registration: the one online call of onboarding, since it changes the account's role (branches go through
// the outbox, in domain/farm/branch-writes.ts).
import type { SellerProfile, SellerRegistration } from '@contract/catalogue.ts';
import type { User } from '@contract/accounts.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/sync-protocol.ts';
import { api } from '@/lib/api.ts';
import { setUser } from '@/lib/auth.ts';
import { keepMyFarmId } from '@/domain/farm/my-farm.ts';
import { SELLER_PROFILE_PATH } from '@/domain/farm/seller-terms.ts';

/** POST /account/user-seller/ (online only): the farm, then the session's user becomes a Seller. */
export async function registerSeller(values: SellerRegistration): Promise<{ message: string; seller: SellerProfile }> {
  const res = await api<{ message: string; data: SellerProfile; user: User }>(SELLER_PROFILE_PATH, {
    method: 'POST',
    body: values,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    fallback: 'Registration failed',
  });
  await setUser(res.user);
  await keepMyFarmId(res.user.id, res.data.id);
  return { message: res.message, seller: res.data };
}
