// Profile sync: refresh the saved user and the provinces list from the server when online. Screens read the session
// and Dexie, never these calls.
import type { Province, User } from '@contract/accounts.ts';
import { api, ApiError } from '@/lib/api.ts';
import { setUser } from '@/lib/auth.ts';
import { isOnline } from '@/lib/online.ts';
import { db } from '@/offline/db.ts';

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

export async function syncProvinces(): Promise<SyncOutcome> {
  if (!isOnline()) return 'offline';
  try {
    const res = await api<{ data: Province[] }>('/account/provinces/', { fallback: 'Fetch failed' });
    await db.transaction('rw', db.provinces, async () => {
      await db.provinces.clear();
      await db.provinces.bulkPut(res.data);
    });
    return 'ok';
  } catch (err) {
    return err instanceof ApiError && err.isNetwork ? 'offline' : 'error';
  }
}
