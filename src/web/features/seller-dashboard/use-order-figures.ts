// The seller dashboard's order figures, counted from the orders on the device (offline too): open orders (and how
// many are new), today's deliveries and pickups, and revenue of the last 30 days per currency (by delivery time;
// currencies are never added together).
import { useLiveQuery } from 'dexie-react-hooks';
import { CURRENCIES, OPEN_ORDER_STATUSES, type Currency, type OrderStatus } from '@contract/enums.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import type { Order } from '@contract/orders.ts';
import { db } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

export const REVENUE_DAYS = 30;

export interface OrderFigures {
  open: number;
  /** Placed, waiting for the seller to accept or reject. */
  fresh: number;
  /** Deliveries and pickups dated today (not rejected or cancelled), earliest invoice first. */
  today: Order[];
  /** Totals of orders delivered in the last 30 days, one entry per currency (CAD, USD, INR order). */
  revenue: Array<{ currency: Currency; total_minor: number; orders: number }>;
}

const CLOSED: readonly OrderStatus[] = ['rejected', 'cancelled'];

export function orderFigures(orders: readonly Order[], now: Date = new Date()): OrderFigures {
  const today = todayInCanada(now);
  const since = now.getTime() - REVENUE_DAYS * 24 * 3600_000;
  const open = orders.filter((o) => (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(o.status));
  const byCurrency = new Map<Currency, { total_minor: number; orders: number }>();
  for (const o of orders) {
    if (o.status !== 'delivered' || !o.delivered_at) continue;
    const at = Date.parse(o.delivered_at);
    if (!(at >= since && at <= now.getTime())) continue;
    const sum = byCurrency.get(o.currency) ?? { total_minor: 0, orders: 0 };
    sum.total_minor += o.total_minor;
    sum.orders += 1;
    byCurrency.set(o.currency, sum);
  }
  return {
    open: open.length,
    fresh: open.filter((o) => o.status === 'placed').length,
    today: orders.filter((o) => o.date === today && !CLOSED.includes(o.status)).sort((a, b) => a.invoice_number - b.invoice_number),
    revenue: [...byCurrency].map(([currency, s]) => ({ currency, ...s })).sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency)),
  };
}

export function useOrderFigures(farmId: string | null | undefined): OrderFigures | undefined {
  return useLiveQuery(async () => {
    if (farmId === undefined) return undefined;
    const orders = await untilFirstPull(farmId ? await db.orders.where('seller_id').equals(farmId).toArray() : []);
    // No order yet, before the first pull: loading, never 'Open orders 0'.
    if (!orders) return undefined;
    return orderFigures(orders);
  }, [farmId]);
}
