// What the seller's product screens read: their products, branches and categories from Dexie, and the waiting or
// refused changes of a product (to say 'waiting to sync', preview photos not yet uploaded, or show a conflict).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { Branch, Category, Product } from '@contract/catalogue.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { db, entityKey, type OutboxEntry } from '@/offline/db.ts';
import { waitingChangesIn } from '@/offline/waiting.ts';
import { PRODUCT_KINDS, entryPhotos, productEntries } from '@/domain/products/product-writes.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

export type SyncState = 'synced' | 'waiting' | 'refused';

export function syncStateOf(entries: OutboxEntry[] | undefined): SyncState {
  if (!entries || entries.length === 0) return 'synced';
  return entries.some((e) => e.state === 'rejected') ? 'refused' : 'waiting';
}

/** The seller's products, newest first, each with its sync state; undefined while reading. */
export function useOwnProducts(): Array<{ product: Product; sync: SyncState }> | undefined {
  const farm = useMyFarmId();
  const read = useLiveQuery(async () => {
    if (!farm) return { farm, list: [] };
    const rows = await db.products.where('seller_id').equals(farm).toArray();
    const waiting = (await waitingChangesIn(db, 'products')).filter((e) => (PRODUCT_KINDS as readonly string[]).includes(e.kind));
    const byProduct = new Map<string, OutboxEntry[]>();
    for (const e of waiting) if (e.entityKey) byProduct.set(e.entityKey, [...(byProduct.get(e.entityKey) ?? []), e]);
    const list = rows
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
      .map((product) => ({ product, sync: syncStateOf(byProduct.get(entityKey('products', product.id))) }));
    return { farm, list: await untilFirstPull(list) };
  }, [farm]);
  return farm === undefined || read?.farm !== farm ? undefined : read.list;
}

/** One product of the device (null when absent) and its waiting or refused changes. */
export function useOwnProduct(id: string): { product: Product | null; entries: OutboxEntry[] } | undefined {
  return useLiveQuery(async () => ({ product: (await db.products.get(id)) ?? null, entries: await productEntries(db, id) }), [id]);
}

/** The seller's branches (any status): theirs when the farm is known, else every branch the device holds that is not public. */
export function useOwnBranches(): Branch[] | undefined {
  const farm = useMyFarmId();
  const read = useLiveQuery(async () => {
    const all = await db.branches.toArray();
    const mine = farm ? all.filter((b) => b.seller_id === farm) : all.filter((b) => b.status !== 'approved');
    return { farm, list: mine.sort((a, b) => a.name.localeCompare(b.name)) };
  }, [farm]);
  // Until the farm is known, and while a read for an earlier answer is still shown, there is nothing to show.
  return farm === undefined || read?.farm !== farm ? undefined : read.list;
}

export function useCategories(): Category[] | undefined {
  return useLiveQuery(() => db.categories.orderBy('position').toArray(), []);
}

export function useFarmId(): string | null | undefined {
  return useMyFarmId();
}

/** Object URLs of photos still waiting in the outbox for this product, revoked when they change or unmount. */
export function usePendingPhotoUrls(entries: OutboxEntry[] | undefined): string[] {
  const blobs = useMemo(() => (entries ?? []).flatMap((e) => entryPhotos(e).map((f) => f.blob)), [entries]);
  const urls = useMemo(() => blobs.map((b) => URL.createObjectURL(b)), [blobs]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}
