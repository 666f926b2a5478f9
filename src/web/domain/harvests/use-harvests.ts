// The expected harvests and pre-orders the screens show, read from Dexie only (offline too), with what waits to be
// sent or was refused for each row.
import { useLiveQuery } from 'dexie-react-hooks';
import { byArrival } from '@contract/harvest-rules.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { useAuth } from '@/lib/auth.ts';
import { db, type LocalHarvest, type LocalPreorder, type OutboxEntry } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { waitingChangesIn } from '@/offline/waiting.ts';

/** A row with its changes not yet confirmed: `waiting` to be sent, `refused` by the server (with its reason). */
export interface WithChanges<T> {
  row: T;
  waiting: boolean;
  refused: OutboxEntry[];
}

async function withChanges<T extends { id: string; local?: 'waiting' }>(table: 'harvests' | 'preorders', rows: T[]): Promise<Array<WithChanges<T>>> {
  const entries = await waitingChangesIn(db, table);
  return rows.map((row) => {
    const mine = entries.filter((e) => e.entityKey === `${table}:${row.id}`);
    return { row, waiting: mine.some((e) => e.state === 'pending'), refused: mine.filter((e) => e.state === 'rejected') };
  });
}

/** Open harvests whose window has not ended, soonest first (what a buyer may pre-order). */
export function useOpenHarvests(): LocalHarvest[] | undefined {
  const today = todayInCanada();
  return useLiveQuery(async () => {
    const rows = await db.harvests.where('status').equals('open').toArray();
    return rows
      .filter((h) => h.window_until >= today)
      .sort((a, b) => a.window_from.localeCompare(b.window_from) || a.product_name.localeCompare(b.product_name));
  }, [today]);
}

export type FoundHarvest = { state: 'loading' } | { state: 'missing' } | { state: 'found'; harvest: LocalHarvest };

export function useHarvest(id: string): FoundHarvest {
  const found = useLiveQuery(async (): Promise<FoundHarvest> => {
    const harvest = await db.harvests.get(id);
    if (harvest) return { state: 'found', harvest };
    return { state: 'missing' };
  }, [id]);
  return found ?? { state: 'loading' };
}

/** The signed-in buyer's pre-orders (of one harvest when `harvestId` is given), newest first. */
export function useMyPreorders(harvestId?: string): Array<WithChanges<LocalPreorder>> | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await db.preorders.where('buyer_id').equals(userId).toArray();
    const mine = rows.filter((p) => !harvestId || p.harvest_id === harvestId).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const found = await untilFirstPull(mine);
    return found && withChanges('preorders', found);
  }, [userId, harvestId]);
}

export interface FarmHarvest extends WithChanges<LocalHarvest> {
  /** Its pre-orders, first come first served. */
  preorders: LocalPreorder[];
}

/** A farm's harvests (open first, by window), each with its pre-orders. */
export function useFarmHarvests(farmId: string | null | undefined): FarmHarvest[] | undefined {
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    if (farmId === null) return [];
    const [harvests, preorders] = await Promise.all([
      db.harvests.where('seller_id').equals(farmId).toArray(),
      db.preorders.where('seller_id').equals(farmId).toArray(),
    ]);
    const rank = { open: 0, harvested: 1, cancelled: 2 } as const;
    harvests.sort((a, b) => rank[a.status] - rank[b.status] || a.window_from.localeCompare(b.window_from));
    const found = await untilFirstPull(harvests);
    if (!found) return undefined;
    const rows = await withChanges('harvests', found);
    return rows.map((r) => ({ ...r, preorders: preorders.filter((p) => p.harvest_id === r.row.id).sort(byArrival) }));
  }, [farmId]);
}

/** One product's open harvests (the farm's own, for its inventory), each with its pre-orders. */
export function useProductHarvests(productId: string): Array<{ harvest: LocalHarvest; preorders: LocalPreorder[] }> {
  return (
    useLiveQuery(async () => {
      const harvests = await db.harvests.where('status').equals('open').filter((h) => h.product_id === productId).toArray();
      harvests.sort((a, b) => a.window_from.localeCompare(b.window_from));
      const ids = new Set(harvests.map((h) => h.id));
      const preorders = ids.size ? await db.preorders.filter((p) => ids.has(p.harvest_id)).toArray() : [];
      return harvests.map((harvest) => ({ harvest, preorders: preorders.filter((p) => p.harvest_id === harvest.id).sort(byArrival) }));
    }, [productId]) ?? []
  );
}
