// The signed-in buyer's orders from Dexie (the sync pull brings them; orders placed here wait with local: 'waiting'),
// and which of them still have a change waiting in the outbox.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Order } from '@contract/orders.ts';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { useFetchWhenAbsent } from '@/lib/use-fetch-when-absent.ts';
import { db, type LocalOrder } from '@/offline/db.ts';
import { hasWaitingChange, idsWithWaitingChanges } from '@/offline/waiting.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { ORDER_PATHS } from '@contract/order-rules.ts';

/** Newest first; undefined while loading. */
export function useMyOrders(): LocalOrder[] | undefined {
  const userId = useAuth().user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await db.orders.where('buyer_id').equals(userId).toArray();
    return untilFirstPull(rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)));
  }, [userId]);
}

/** Ids of orders with a change (placing, cancelling, a rating, a report) still waiting to be sent. */
export function useWaitingOrderIds(): Set<string> {
  return (
    useLiveQuery(async () => {
      return idsWithWaitingChanges(db, 'orders', { scope: 'pending' });
    }, []) ?? new Set<string>()
  );
}

export type OrderLookup = { state: 'loading' } | { state: 'found'; order: LocalOrder; waiting: boolean } | { state: 'missing' } | { state: 'failed' };

/**
 * One order of the signed-in buyer. Dexie first; an order not on this device yet (a link from an e-mail, a pull still
 * on its way) is asked of the server once and kept in Dexie; offline it is simply not found.
 */
export function useMyOrder(id: string): OrderLookup {
  const userId = useAuth().user?.id;
  const local = useLiveQuery(async () => {
    const order = await db.orders.get(id);
    const waiting = await hasWaitingChange(db, 'orders', id, { scope: 'pending' });
    return { order: order && order.buyer_id === userId ? order : undefined, waiting };
  }, [id, userId]);
  const absent = local !== undefined && !local.order;
  const remote = useFetchWhenAbsent(absent, `${userId}:${id}`, async () => {
    const { data } = await api<{ data: Order }>(ORDER_PATHS.detail(id), { fallback: 'Error fetching order' });
    if (data.buyer_id !== userId) throw new ApiError(404, 'not_found', '');
    await db.orders.put(data);
  });

  if (local === undefined) return { state: 'loading' };
  if (local.order) return { state: 'found', order: local.order, waiting: local.waiting || local.order.local === 'waiting' };
  if (remote === 'idle') return { state: 'loading' };
  return { state: remote };
}
