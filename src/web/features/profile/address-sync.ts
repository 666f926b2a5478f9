// Addresses and provinces between the server and Dexie. Screens read Dexie (useLiveQuery); these
// functions call the API and write the answer into Dexie (spec §4: add appends, update replaces by id,
// delete removes). Writes are online-only until the outbox arrives.
import type { Address, AddressCreate, AddressPatch, Province } from '@contract/accounts.ts';
import { api, ApiError } from '@/lib/api.ts';
import { isOnline } from '@/lib/online.ts';
import { db } from '@/offline/db.ts';
import type { SyncOutcome } from './profile-sync.ts';

function outcome(err: unknown): SyncOutcome {
  return err instanceof ApiError && err.isNetwork ? 'offline' : 'error';
}

/** Replace the saved addresses with the server's list (they are all the signed-in user's: logout clears them). */
export async function syncAddresses(): Promise<SyncOutcome> {
  if (!isOnline()) return 'offline';
  try {
    const res = await api<{ data: Address[] }>('/account/address/', { fallback: 'Fetch failed' });
    await db.transaction('rw', db.addresses, async () => {
      await db.addresses.clear();
      await db.addresses.bulkPut(res.data);
    });
    return 'ok';
  } catch (err) {
    return outcome(err);
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
    return outcome(err);
  }
}

/** The server keeps one default address; mirror that locally so the badge moves at once. */
async function saveLocally(address: Address): Promise<void> {
  await db.transaction('rw', db.addresses, async () => {
    if (address.is_default) await db.addresses.where('id').notEqual(address.id).modify({ is_default: false });
    await db.addresses.put(address);
  });
}

export async function createAddress(body: AddressCreate): Promise<{ message: string; data: Address }> {
  const res = await api<{ message: string; data: Address }>('/account/address/', { method: 'POST', body, fallback: 'Add failed' });
  await saveLocally(res.data);
  return res;
}

export async function updateAddress(id: string, patch: AddressPatch): Promise<{ message: string; data: Address }> {
  const res = await api<{ message: string; data: Address }>(`/account/address/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    body: patch,
    fallback: 'Update failed',
  });
  await saveLocally(res.data);
  return res;
}

export async function deleteAddress(id: string): Promise<{ message?: string }> {
  const res = await api<{ message?: string } | undefined>(`/account/address/${encodeURIComponent(id)}/`, { method: 'DELETE', fallback: 'Delete failed' });
  await db.addresses.delete(id);
  return res ?? {};
}
