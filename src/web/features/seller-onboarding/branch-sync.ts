// Branches: screens read Dexie `branches` (the sync pull fills it for the owner with every status); create, edit and
// delete go through the outbox, so they work offline and reach the server exactly once. Seller registration is the
// one online call here: it changes the account's role.
import type { Branch, BranchWrite, SellerProfile, SellerRegistration, branchPatchSchema } from '@contract/catalogue.ts';
import type { User } from '@contract/accounts.ts';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api.ts';
import { authStore, setUser } from '@/lib/auth.ts';
import { myFarmKey } from '@/lib/my-farm.ts';
import { isOnline } from '@/lib/online.ts';
import { db, entityKey } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const BRANCH_PATH = '/account/user-seller-branch/';
export const branchPath = (id: string) => `${BRANCH_PATH}${encodeURIComponent(id)}/`;
type BranchPatch = z.input<typeof branchPatchSchema>;

/** POST /account/user-seller/ (online only): the farm, then the session's user becomes a Seller. */
export async function registerSeller(values: SellerRegistration): Promise<{ message: string; seller: SellerProfile }> {
  const res = await api<{ message: string; data: SellerProfile; user: User }>('/account/user-seller/', {
    method: 'POST',
    body: values,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    fallback: 'Registration failed',
  });
  await setUser(res.user);
  await db.local_meta.put({ key: myFarmKey(res.user.id), value: res.data.id });
  return { message: res.message, seller: res.data };
}

/** The farm id kept on the device (registration or an earlier visit), or asked from the server when online. */
export async function myFarmId(): Promise<string | null> {
  const userId = authStore.get().user?.id;
  if (!userId) return null;
  const kept = (await db.local_meta.get(myFarmKey(userId)))?.value;
  if (typeof kept === 'string') return kept;
  if (!isOnline()) return null;
  try {
    const { data } = await api<{ data: SellerProfile }>('/account/user-seller/');
    await db.local_meta.put({ key: myFarmKey(userId), value: data.id });
    return data.id;
  } catch {
    return null;
  }
}

/**
 * Online: the server's list of the seller's branches replaces the local copy of them (rows with a change still
 * waiting are left alone). Until the sync pull delivers a seller's pending and rejected branches, this is what
 * brings them; afterwards it is a cheap refresh. Offline or failing: the local copy stands.
 */
export async function refreshBranches(): Promise<'ok' | 'offline' | 'error'> {
  if (!isOnline()) return 'offline';
  try {
    const res = await api<{ data: Branch[] }>(BRANCH_PATH, { fallback: 'Fetch failed' });
    const sellerId = res.data[0]?.seller_id ?? (await myFarmId());
    await db.transaction('rw', db.branches, db.local_outbox, async () => {
      const entries = await db.local_outbox.where('entityKey').startsWith('branches:').toArray();
      const waiting = new Set(entries.filter((e) => e.state === 'pending').map((e) => e.entityKey));
      const fresh = new Set(res.data.map((b) => b.id));
      if (sellerId) {
        const gone = (await db.branches.where('seller_id').equals(sellerId).primaryKeys()).filter((id) => !fresh.has(id) && !waiting.has(entityKey('branches', id)));
        await db.branches.bulkDelete(gone);
      }
      await db.branches.bulkPut(res.data.filter((b) => !waiting.has(entityKey('branches', b.id))));
    });
    return 'ok';
  } catch (err) {
    return err instanceof ApiError && err.isNetwork ? 'offline' : 'error';
  }
}

/** `values` are the form's parsed values. Answers the new branch's id (made here, so the page can link to it). */
export async function createBranch(values: BranchWrite, label: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const sellerId = (await myFarmId()) ?? '';
  const row: Branch = {
    id,
    seller_id: sellerId,
    name: values.name,
    province: values.province,
    city: values.city,
    address: values.address,
    postal_code: values.postal_code ?? null,
    phone: values.phone ?? null,
    status: 'pending',
    reject_reason: null,
    reviewed_at: null,
    created_at: now,
    version: 0,
    updated_at: now,
  };
  await mutate({
    kind: 'branch.create',
    label,
    entity: { table: 'branches', id },
    request: { method: 'POST', path: BRANCH_PATH, body: { ...values, id } },
    apply: async () => {
      await db.branches.put(row);
    },
    editHref: `/update-branch/${id}`,
  });
  return id;
}

/** A rejected branch goes back to 'pending' on the server when edited; the local copy shows that at once. */
export async function updateBranch(branch: Branch, patch: BranchPatch, label: string): Promise<void> {
  const back = branch.status === 'rejected';
  const next: Branch = {
    ...branch,
    ...(patch as Partial<Branch>),
    ...(back && { status: 'pending' as const, reject_reason: null, reviewed_at: null }),
    updated_at: new Date().toISOString(),
  };
  await mutate({
    kind: 'branch.update',
    label,
    entity: { table: 'branches', id: branch.id },
    request: { method: 'PATCH', path: branchPath(branch.id), body: patch },
    apply: async () => {
      await db.branches.put(next);
    },
    editHref: `/update-branch/${branch.id}`,
  });
}

export async function deleteBranch(branch: Branch, label: string): Promise<void> {
  await mutate({
    kind: 'branch.delete',
    label,
    entity: { table: 'branches', id: branch.id },
    request: { method: 'DELETE', path: branchPath(branch.id) },
    apply: async () => {
      await db.branches.delete(branch.id);
    },
  });
}
