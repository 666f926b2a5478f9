// The signed-in seller's branches from Dexie, each with whether a change still waits for the server or was refused.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Branch } from '@contract/catalogue.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { useOnline } from '@/lib/online.ts';
import { db, entityKey, type OutboxEntry } from '@/offline/db.ts';
import { syncNow } from '@/offline/sync-runtime.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { waitingChanges, waitingChangesIn } from '@/offline/waiting.ts';

export interface BranchView {
  branch: Branch;
  /** A change to it waits in the outbox. */
  waiting: boolean;
  /** The server refused the last change: its message. */
  refused: string | null;
}

function viewOf(branch: Branch, entries: OutboxEntry[]): BranchView {
  const mine = entries.filter((e) => e.entityKey === entityKey('branches', branch.id));
  const refusal = mine.find((e) => e.state === 'rejected');
  return { branch, waiting: mine.some((e) => e.state === 'pending'), refused: refusal ? (refusal.lastError ?? '') : null };
}

/** Online, a branch page asks the sync pull for news at once (a review may have just happened). */
export function useRefreshBranches(): void {
  const online = useOnline();
  useEffect(() => {
    if (online) void syncNow();
  }, [online]);
}

/** Newest first; undefined while reading. Rows of other farms (approved branches everybody receives) are left out. */
export function useMyBranches(): BranchView[] | undefined {
  const farmId = useMyFarmId();
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const entries = await waitingChangesIn(db, 'branches');
    const local = new Set(entries.map((e) => e.entityKey));
    const rows = farmId
      ? await db.branches.where('seller_id').equals(farmId).toArray()
      : await db.branches.filter((b) => local.has(entityKey('branches', b.id))).toArray();
    // Made offline before the farm id was known on this device.
    const orphans = farmId ? await db.branches.where('seller_id').equals('').toArray() : [];
    return untilFirstPull(
      [...rows, ...orphans].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)).map((b) => viewOf(b, entries)),
    );
  }, [farmId]);
}

/** One branch of the seller's (null when it is not on this device); undefined while reading. */
export function useMyBranch(id: string): { view: BranchView | null; products: number } | undefined {
  const farmId = useMyFarmId();
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const branch = await db.branches.get(id);
    const entries = await waitingChanges(db, 'branches', id);
    const ours = branch && (!farmId || branch.seller_id === farmId || branch.seller_id === '' || entries.length > 0);
    if (!branch || !ours) return { view: null, products: 0 };
    const products = farmId
      ? await db.products.where('seller_id').equals(farmId).filter((p) => p.branch_id === id).count()
      : await db.products.filter((p) => p.branch_id === id).count();
    return { view: viewOf(branch, entries), products };
  }, [farmId, id]);
}
