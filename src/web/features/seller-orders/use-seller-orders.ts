// The orders addressed to the signed-in seller's farm, the farm's branches and terms, and one order with its
// waiting or refused changes, all read from the device (offline too).
import { useLiveQuery } from 'dexie-react-hooks';
import type { Branch, SellerPublic } from '@contract/catalogue.ts';
import { db, type LocalOrder, type OutboxEntry } from '@/offline/db.ts';
import { waitingChanges } from '@/offline/waiting.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

export interface SellerOrdersData {
  farmId: string | null;
  orders: LocalOrder[];
  branches: Branch[];
  farm: SellerPublic | undefined;
}

/** undefined while reading. */
export function useSellerOrders(): SellerOrdersData | undefined {
  const farmId = useMyFarmId();
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    if (!farmId) return { farmId: null, orders: [], branches: [], farm: undefined };
    const [orders, branches, farm] = await Promise.all([
      db.orders.where('seller_id').equals(farmId).toArray(),
      db.branches.where('seller_id').equals(farmId).toArray(),
      db.sellers.get(farmId),
    ]);
    branches.sort((a, b) => a.name.localeCompare(b.name));
    // 'No orders yet' only once the first pull has said so.
    if (!(await untilFirstPull(orders))) return undefined;
    return { farmId, orders, branches, farm };
  }, [farmId]);
}

export interface SellerOrderView {
  order: LocalOrder | undefined;
  farm: SellerPublic | undefined;
  /** Changes to this order the server has not confirmed yet (state 'pending') or refused. */
  waiting: OutboxEntry[];
  refused: OutboxEntry[];
}

/** undefined while reading; order undefined when the device does not hold it. */
export function useSellerOrder(id: string): SellerOrderView | undefined {
  return useLiveQuery(async () => {
    const order = await db.orders.get(id);
    const entries = await waitingChanges(db, 'orders', id);
    const farm = order ? await db.sellers.get(order.seller_id) : undefined;
    return {
      order,
      farm,
      waiting: entries.filter((e) => e.state === 'pending'),
      refused: entries.filter((e) => e.state !== 'pending'),
    };
  }, [id]);
}
