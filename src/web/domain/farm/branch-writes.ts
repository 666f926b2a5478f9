// Branches: screens read Dexie `branches` (the sync pull fills it for the owner with every status); create, edit and
// delete go through the outbox, so they work offline and reach the server exactly once. Seller registration is the
// one online call here: it changes the account's role.
import type { Branch, BranchWrite, SellerProfile, SellerRegistration, branchPatchSchema } from '@contract/catalogue.ts';
import type { User } from '@contract/accounts.ts';
import type { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/sync-protocol.ts';
import { api } from '@/lib/api.ts';
import { authStore, setUser } from '@/lib/auth.ts';
import { fetchMyFarmId, keepMyFarmId } from '@/domain/farm/my-farm.ts';
import { SELLER_PROFILE_PATH } from '@/domain/farm/seller-terms.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const BRANCH_PATH = '/account/user-seller-branch/';
export const branchPath = (id: string) => `${BRANCH_PATH}${encodeURIComponent(id)}/`;
type BranchPatch = z.input<typeof branchPatchSchema>;

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

/** The signed-in seller's farm id (kept on the device, else asked once), or null. */
async function myFarmIdOnDevice(): Promise<string | null> {
  const userId = authStore.get().user?.id;
  return userId ? fetchMyFarmId(userId) : null;
}

/** `values` are the form's parsed values. Answers the new branch's id (made here, so the page can link to it). */
export async function createBranch(values: BranchWrite, label: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const sellerId = (await myFarmIdOnDevice()) ?? '';
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
