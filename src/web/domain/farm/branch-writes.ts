// Branches: screens read Dexie `branches` (the sync pull fills it for the owner with every status); create, edit and
// delete go through the outbox, so they work offline and reach the server exactly once.
import type { Branch, BranchWrite, branchPatchSchema } from '@contract/catalogue.ts';
import type { z } from 'zod';
import { authStore } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { BRANCH_CREATE_KIND, BRANCH_DELETE_KIND, BRANCH_UPDATE_KIND } from './branch-appliers.ts';
import { fetchMyFarmId } from './my-farm.ts';

export const BRANCH_PATH = '/account/user-seller-branch/';
export const branchPath = (id: string) => `${BRANCH_PATH}${encodeURIComponent(id)}/`;
type BranchPatch = z.input<typeof branchPatchSchema>;

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
    kind: BRANCH_CREATE_KIND,
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
    kind: BRANCH_UPDATE_KIND,
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
    kind: BRANCH_DELETE_KIND,
    label,
    entity: { table: 'branches', id: branch.id },
    request: { method: 'DELETE', path: branchPath(branch.id) },
    apply: async () => {
      await db.branches.delete(branch.id);
    },
  });
}
