// The bulk buyer's dashboard, counted from what the device holds (offline too): open requests with their quotes,
// quotes waiting for the buyer's answer (unread first), the latest orders and this month's spend per currency
// (Toronto calendar month; currencies are never added together; rejected and cancelled orders do not count).
import { useLiveQuery } from 'dexie-react-hooks';
import { CURRENCIES, type Currency, type OrderStatus } from '@contract/enums.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { quoteTurn } from '@contract/quote-rules.ts';
import { db, type LocalOrder, type LocalQuote, type LocalQuoteRequest } from '@/offline/db.ts';
import { untilFirstPull } from '@/offline/first-pull.ts';

export const RECENT_ORDERS = 5;
export const OPEN_REQUESTS_SHOWN = 5;

export interface OpenRequest {
  request: LocalQuoteRequest;
  quotes: number;
  /** A farm's move the buyer has not opened yet. */
  unread: boolean;
}

export interface WaitingQuote {
  quote: LocalQuote;
  request: LocalQuoteRequest | undefined;
}

export interface MonthSpend {
  currency: Currency;
  total_minor: number;
  orders: number;
}

export interface BuyerDashboard {
  /** Pending requests, unread first, then newest (all of them; the page shows the first few). */
  open: OpenRequest[];
  waiting: WaitingQuote[];
  recent: LocalOrder[];
  /** 'YYYY-MM' of the month counted. */
  month: string;
  spend: MonthSpend[];
  /** The business name the orders or requests carry (the profile's stands first when known). */
  business: string | null;
}

const NOT_SPENT: readonly OrderStatus[] = ['rejected', 'cancelled'];
const newestFirst = (a: { created_at: string }, b: { created_at: string }) => b.created_at.localeCompare(a.created_at);

export function buyerDashboard(
  requests: readonly LocalQuoteRequest[],
  quotes: readonly LocalQuote[],
  orders: readonly LocalOrder[],
  now: Date = new Date(),
): BuyerDashboard {
  const quotesOf = new Map<string, LocalQuote[]>();
  for (const q of quotes) quotesOf.set(q.request_id, [...(quotesOf.get(q.request_id) ?? []), q]);
  const requestById = new Map(requests.map((r) => [r.id, r]));

  const open = requests
    .filter((r) => r.status === 'pending')
    .map((request) => {
      const own = quotesOf.get(request.id) ?? [];
      return { request, quotes: Math.max(own.length, request.responses ?? 0), unread: own.some((q) => q.unread) || (own.length === 0 && request.unread) };
    })
    .sort((a, b) => Number(b.unread) - Number(a.unread) || newestFirst(a.request, b.request));

  const waiting = quotes
    .filter((q) => quoteTurn(q.status) === 'buyer')
    .sort((a, b) => Number(b.unread) - Number(a.unread) || b.updated_at.localeCompare(a.updated_at))
    .map((quote) => ({ quote, request: requestById.get(quote.request_id) }));

  const month = todayInCanada(now).slice(0, 7);
  const byCurrency = new Map<Currency, MonthSpend>();
  for (const o of orders) {
    if (NOT_SPENT.includes(o.status) || todayInCanada(new Date(o.created_at)).slice(0, 7) !== month) continue;
    const sum = byCurrency.get(o.currency) ?? { currency: o.currency, total_minor: 0, orders: 0 };
    sum.total_minor += o.total_minor;
    sum.orders += 1;
    byCurrency.set(o.currency, sum);
  }

  const sorted = [...orders].sort(newestFirst);
  return {
    open,
    waiting,
    recent: sorted.slice(0, RECENT_ORDERS),
    month,
    spend: [...byCurrency.values()].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency)),
    business: sorted.find((o) => o.buyer_business)?.buyer_business ?? [...requests].sort(newestFirst).find((r) => r.buyer_business)?.buyer_business ?? null,
  };
}

/** Only the signed-in buyer's rows (the device keeps one user's private tables, but a farm's copy must never count). */
export function useBuyerDashboard(userId: string | null | undefined): BuyerDashboard | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const [requests, quotes, orders] = await Promise.all([
      db.quote_requests.where('buyer_id').equals(userId).toArray(),
      db.quotes.filter((q) => q.buyer_id === userId).toArray(),
      db.orders.where('buyer_id').equals(userId).toArray(),
    ]);
    // Nothing yet, before the first pull: loading, never zeros.
    if (!(await untilFirstPull([...requests, ...quotes, ...orders]))) return undefined;
    return buyerDashboard(requests, quotes, orders);
  }, [userId]);
}
