// The standing orders the screens show, read from Dexie only (offline too): the buyer's own, those addressed to the
// signed-in farm, and one of either side's; each with the catalogue and the farm terms its view needs.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { useAuth } from '@/lib/auth.ts';
import { db, type LocalStandingOrder } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';
import { waitingChangesIn } from '@/offline/waiting.ts';
import { byNextDelivery, standingOrderView, type StandingOrderView } from './standing-order-view.ts';

async function viewsOf(rows: LocalStandingOrder[], today: string): Promise<StandingOrderView[]> {
  const entries = await waitingChangesIn(db, 'standing_orders');
  const sellers = new Map<string, SellerPublic>();
  for (const s of await db.sellers.bulkGet([...new Set(rows.map((r) => r.seller_id))])) if (s) sellers.set(s.id, s);
  const products = new Map<string, Product>();
  for (const p of await db.products.bulkGet([...new Set(rows.flatMap((r) => r.lines.map((l) => l.product_id)))])) if (p) products.set(p.id, p);
  return rows.map((order) => standingOrderView(order, { today, seller: sellers.get(order.seller_id), products, entries })).sort(byNextDelivery);
}

/** The signed-in buyer's standing orders; undefined while reading (or before the first pull when there are none). */
export function useMyStandingOrders(): StandingOrderView[] | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  const today = todayInCanada();
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.standing_orders.where('buyer_id').equals(userId).toArray();
    return untilFirstPull(await viewsOf(rows, today));
  }, [userId, today]);
}

/** The standing orders addressed to the signed-in seller's farm (every row not the user's own when the farm is not known yet). */
export function useFarmStandingOrders(): StandingOrderView[] | undefined {
  const { user } = useAuth();
  const farmId = useMyFarmId();
  const userId = user?.id;
  const today = todayInCanada();
  return useLiveQuery(async () => {
    if (!userId || farmId === undefined) return undefined;
    const rows = farmId
      ? await db.standing_orders.where('seller_id').equals(farmId).toArray()
      : await db.standing_orders.filter((r) => r.buyer_id !== userId).toArray();
    return untilFirstPull(await viewsOf(rows, today));
  }, [userId, farmId, today]);
}

export type FoundStandingOrder = { state: 'loading' } | { state: 'missing' } | { state: 'found'; view: StandingOrderView; mine: boolean };

/** One standing order of the buyer's or addressed to the farm; `mine` when the signed-in user is its buyer. */
export function useStandingOrder(id: string): FoundStandingOrder {
  const { user } = useAuth();
  const userId = user?.id;
  const today = todayInCanada();
  const found = useLiveQuery(async (): Promise<FoundStandingOrder> => {
    const row = await db.standing_orders.get(id);
    if (!row) return (await untilFirstPull([])) ? { state: 'missing' } : { state: 'loading' };
    const [view] = await viewsOf([row], today);
    return { state: 'found', view: view!, mine: row.buyer_id === userId };
  }, [id, userId, today]);
  return found ?? { state: 'loading' };
}
