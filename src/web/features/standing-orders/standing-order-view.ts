// One standing order as the screens show it, worked out on the device from Dexie: the next deliveries with what the
// buyer asked for each (deliver, skip, paused) and whether it is too late to change, the estimate at today's prices
// from the device's catalogue, the lines whose price moved since the buyer last saw it, and the change that waits to
// be sent or that the server refused.
import type { Product, SellerPublic } from '@contract/catalogue.ts';
import { DEFAULT_LEAD_DAYS } from '@contract/order-rules.ts';
import { DEFAULT_STANDING_LEAD_HOURS, nextDelivery, placeDate, upcomingOccurrences, type OccurrenceState } from '@contract/standing-order-rules.ts';
import type { Occurrence, StandingLine } from '@contract/standing-orders.ts';
import { priceOf } from '@/domain/cart/cart-writes.ts';
import { entityKey, type LocalStandingOrder, type OutboxEntry } from '@/offline/db.ts';

/** How many coming deliveries a standing order shows. */
export const UPCOMING_SHOWN = 4;

export interface UpcomingDelivery {
  date: string;
  state: OccurrenceState;
  /** What the server decided for it, once it has. */
  outcome: Occurrence | null;
  /** The day the server places it. */
  placeOn: string;
  /** Placed, decided or being placed: skipping it or taking the skip back is no longer possible. */
  locked: boolean;
}

export interface PriceChange {
  line: StandingLine;
  /** Today's unit price on this device's catalogue. */
  now: number;
}

export interface StandingOrderView {
  order: LocalStandingOrder;
  seller: SellerPublic | undefined;
  /** A change to it waits to be sent. */
  waiting: boolean;
  /** Changes the server refused (each with its reason). */
  refused: OutboxEntry[];
  next: string | null;
  upcoming: UpcomingDelivery[];
  /** One delivery at today's prices (lines whose product is gone count at the price last seen). */
  estimate: { goods: number; fee: number; total: number };
  priceChanges: PriceChange[];
  /** Lines whose product or grade this device's catalogue no longer sells. */
  gone: StandingLine[];
  /** Paused now: no delivery before `paused_until`. */
  paused: boolean;
  /** Its end date has passed. */
  ended: boolean;
}

export interface ViewContext {
  today: string;
  seller: SellerPublic | undefined;
  products: ReadonlyMap<string, Product>;
  /** Outbox entries of the standing_orders table (any rows). */
  entries: readonly OutboxEntry[];
}

export const lineKey = (l: Pick<StandingLine, 'product_id' | 'grade'>): string => `${l.product_id}:${l.grade}`;

export function standingOrderView(order: LocalStandingOrder, { today, seller, products, entries }: ViewContext): StandingOrderView {
  const mine = entries.filter((e) => e.entityKey === entityKey('standing_orders', order.id));
  const leadDays = seller?.lead_days ?? DEFAULT_LEAD_DAYS;
  const decided = new Map(order.occurrences.map((o) => [o.date, o]));
  const upcoming = upcomingOccurrences(order, today, UPCOMING_SHOWN).map(({ date, state }) => {
    const placeOn = placeDate(date, DEFAULT_STANDING_LEAD_HOURS, leadDays);
    const outcome = decided.get(date) ?? null;
    return { date, state, outcome, placeOn, locked: outcome !== null || today >= placeOn };
  });

  const priceChanges: PriceChange[] = [];
  const gone: StandingLine[] = [];
  let goods = 0;
  for (const line of order.lines) {
    const product = products.get(line.product_id);
    // A product this device has not loaded yet is not 'gone': it counts at the price last seen.
    const price = !product ? line.unit_price_minor : product.visible !== false && product.status !== 'Draft' ? priceOf(product, line.grade) : null;
    if (price === null) gone.push(line);
    else if (price !== line.unit_price_minor) priceChanges.push({ line, now: price });
    goods += line.quantity * (price ?? line.unit_price_minor);
  }
  const fee = order.fulfilment === 'delivery' ? (seller?.delivery_fee_minor ?? 0) : 0;

  return {
    order,
    seller,
    waiting: mine.some((e) => e.state === 'pending'),
    refused: mine.filter((e) => e.state === 'rejected'),
    next: nextDelivery(order, today),
    upcoming: order.status === 'cancelled' ? [] : upcoming,
    estimate: { goods, fee, total: goods + fee },
    priceChanges,
    gone,
    paused: order.paused_until !== null && order.paused_until > today,
    ended: order.end_date !== null && order.end_date < today,
  };
}

/** Active first, soonest next delivery first; cancelled and ended last. */
export function byNextDelivery(a: StandingOrderView, b: StandingOrderView): number {
  const rank = (v: StandingOrderView) => (v.order.status === 'cancelled' ? 2 : v.next === null ? 1 : 0);
  return rank(a) - rank(b) || (a.next ?? '').localeCompare(b.next ?? '') || a.order.farm_name.localeCompare(b.order.farm_name);
}
