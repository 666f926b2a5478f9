// The seller's order list from the device: filters, search (invoice number, buyer, business, product name in either
// language), newest first, and counts per status. Pure functions, so the list and the CSV export agree.
import { ORDER_STATUSES, type OrderStatus } from '@contract/enums.ts';
import type { Order } from '@contract/orders.ts';
import type { SellerOrdersSearch } from './search.ts';

/** Lower case without accents, so 'pomme' finds 'Pommes' and 'epinards' finds 'Épinards'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** 'INV-000042', 'inv-42', '000042' and '42' all name invoice 42. */
function invoiceNumberOf(query: string): number | null {
  const m = /^(?:inv-?\s*)?0*(\d{1,9})$/i.exec(query.trim());
  return m ? Number(m[1]) : null;
}

export function matchesQuery(order: Order, query: string): boolean {
  const q = query.trim();
  if (!q) return true;
  const n = invoiceNumberOf(q);
  if (n !== null && order.invoice_number === n) return true;
  const needle = fold(q);
  const haystack = [order.buyer_name, order.buyer_business ?? '', ...order.lines.flatMap((l) => [l.product_name, l.product_name_fr ?? ''])];
  return haystack.some((h) => fold(h).includes(needle));
}

/** Everything but the status filter (the status counts are counted over these). */
export function matchesFilters(order: Order, f: SellerOrdersSearch): boolean {
  if (f.from && order.date < f.from) return false;
  if (f.to && order.date > f.to) return false;
  if (f.branch && order.branch_id !== f.branch) return false;
  return matchesQuery(order, f.q ?? '');
}

export const newestFirst = (a: Order, b: Order): number => b.created_at.localeCompare(a.created_at) || b.invoice_number - a.invoice_number;

export interface FilteredOrders<T extends Order> {
  orders: T[];
  /** How many orders of each status pass the other filters. */
  counts: Record<OrderStatus, number>;
  /** All of them (before the status filter). */
  total: number;
}

export function filterOrders<T extends Order>(all: readonly T[], f: SellerOrdersSearch): FilteredOrders<T> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const matching = all.filter((o) => matchesFilters(o, f));
  for (const o of matching) counts[o.status] += 1;
  const orders = (f.status ? matching.filter((o) => o.status === f.status) : matching).sort(newestFirst);
  return { orders, counts, total: matching.length };
}
