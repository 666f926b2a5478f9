// Profile sync: refresh the saved user from the server when online. Screens read the session, never this call.
import type { User } from '@contract/accounts.ts';
import { api, ApiError } from '@/lib/api.ts';
import { setUser } from '@/lib/auth.ts';
import { isOnline } from '@/lib/online.ts';

export type SyncOutcome = 'ok' | 'offline' | 'error';

/** GET /account/user-profile/ into the session; silent when offline (the saved profile stays on screen). */
export async function refreshProfile(): Promise<SyncOutcome> {
  if (!isOnline()) return 'offline';
  try {
    const res = await api<{ user: User }>('/account/user-profile/');
    await setUser(res.user);
    return 'ok';
  } catch (err) {
    return err instanceof ApiError && err.isNetwork ? 'offline' : 'error';
  }
}
