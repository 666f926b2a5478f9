// Order rules shared by the server and the web app, zod-free so screens can use them without loading zod:
// the state machine, who may make which move, the checkout's delivery days and the Canadian sales-tax lines.
import type { Address } from './accounts.ts';
import { MAX_ORDER_TOTAL_MINOR } from './constants.ts';
import type { FulfilmentMethod, OrderStatus, PaymentMethod } from './enums.ts';

/** Who moves an order: the buyer who placed it or the seller it is addressed to. */
export type OrderActor = 'buyer' | 'seller';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /** Only for orders with this fulfilment method (delivery goes out for delivery, pickup is made ready). */
  fulfilment?: FulfilmentMethod;
  /** A reason must be given (rejecting, cancelling). */
  reason?: true;
}

/**
 * The one state machine of orders. The buyer can cancel until the seller accepts; the seller accepts or rejects a
 * placed order, may still cancel an accepted or packed one (with a reason: a hailstorm took the crop), and moves it
 * on to delivered. Rejected and cancelled orders give their reserved stock back.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'placed', to: 'accepted', by: 'seller' },
  { from: 'placed', to: 'rejected', by: 'seller', reason: true },
  { from: 'placed', to: 'cancelled', by: 'buyer', reason: true },
  { from: 'accepted', to: 'packed', by: 'seller' },
  { from: 'accepted', to: 'cancelled', by: 'seller', reason: true },
  { from: 'packed', to: 'out_for_delivery', by: 'seller', fulfilment: 'delivery' },
  { from: 'packed', to: 'ready_for_pickup', by: 'seller', fulfilment: 'pickup' },
  { from: 'packed', to: 'cancelled', by: 'seller', reason: true },
  { from: 'out_for_delivery', to: 'delivered', by: 'seller' },
  { from: 'ready_for_pickup', to: 'delivered', by: 'seller' },
];

/** The moves `by` may make now on an order in `status` with `fulfilment`. */
export function allowedTransitions(status: OrderStatus, fulfilment: FulfilmentMethod, by: OrderActor): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === status && t.by === by && (!t.fulfilment || t.fulfilment === fulfilment));
}

/** Every next state of an order, whoever makes it (the 409 of an illegal move lists these). */
export function nextStatuses(status: OrderStatus, fulfilment: FulfilmentMethod): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === status && (!t.fulfilment || t.fulfilment === fulfilment)).map((t) => t.to);
}

export function findTransition(status: OrderStatus, to: OrderStatus, fulfilment: FulfilmentMethod, by: OrderActor): OrderTransition | undefined {
  return allowedTransitions(status, fulfilment, by).find((t) => t.to === to);
}

/** Statuses that give reserved stock back. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];

/** The happy path shown in the timeline for an order's fulfilment method. */
export function orderPath(fulfilment: FulfilmentMethod): OrderStatus[] {
  return ['placed', 'accepted', 'packed', fulfilment === 'delivery' ? 'out_for_delivery' : 'ready_for_pickup', 'delivered'];
}

export { ORDER_PATHS } from './order-paths.ts';

/** The copy of a saved address an order or a produce request keeps (later edits of the address do not move it). */
/** Where an order goes: a copy of the buyer's address when it was placed (later edits of the address do not move
 * it). Declared here, zod-free, so the rules need not import the schemas; orders.ts' schema is checked against it. */
export interface OrderAddress {
  address_id: string | null;
  full_name: string;
  phone: string | null;
  line: string;
  city: string;
  province: string;
  postal_code: string | null;
}

export function orderAddressOf(a: Pick<Address, 'id' | 'full_name' | 'phone_number' | 'line1' | 'line2' | 'city' | 'province' | 'postal_code'>): OrderAddress {
  return {
    address_id: a.id,
    full_name: a.full_name,
    phone: a.phone_number,
    line: [a.line1, a.line2].filter(Boolean).join(', '),
    city: a.city,
    province: a.province,
    postal_code: a.postal_code,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Payment

/** Invoices (net 15 or net 30) are for BulkBuyers; everybody pays on delivery or at pickup. */
export function paymentMethodsFor(role: string | null | undefined, fulfilment: FulfilmentMethod): PaymentMethod[] {
  const onHand: PaymentMethod = fulfilment === 'delivery' ? 'pay_on_delivery' : 'pay_on_pickup';
  return role?.toLowerCase() === 'bulkbuyer' ? [onHand, 'invoice_net15', 'invoice_net30'] : [onHand];
}

/** Days until an invoice is due (from delivery); 0 when paid on the spot. */
export function paymentTermDays(method: PaymentMethod): number {
  return method === 'invoice_net15' ? 15 : method === 'invoice_net30' ? 30 : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery and pickup days

/** How far ahead a delivery or pickup can be booked. */
export const DELIVERY_MAX_DAYS_AHEAD = 60;
/** Days (ISO 1 = Monday ... 7 = Sunday) a seller delivers or opens for pickup when they did not say. */
export const DEFAULT_DELIVERY_DAYS = [2, 4, 6] as const;
/** Whole days between ordering and the earliest delivery, when the seller did not say. */
export const DEFAULT_LEAD_DAYS = 1;

/** ISO weekday (1 = Monday ... 7 = Sunday) of a 'YYYY-MM-DD' date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 'YYYY-MM-DD' of `days` after `from` (a 'YYYY-MM-DD' date). */
export function addDays(from: string, days: number): string {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in Canada's central time as 'YYYY-MM-DD' (farm days do not follow UTC midnight). */
export function todayInCanada(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface DeliverySchedule {
  /** ISO weekdays the seller delivers or opens for pickup. */
  delivery_days: readonly number[];
  /** Whole days of notice the seller needs. */
  lead_days: number;
}

/** The dates a buyer may choose, soonest first. */
export function availableDates(schedule: DeliverySchedule, today: string, limit = DELIVERY_MAX_DAYS_AHEAD): string[] {
  const out: string[] = [];
  for (let i = Math.max(0, schedule.lead_days); i <= DELIVERY_MAX_DAYS_AHEAD && out.length < limit; i++) {
    const date = addDays(today, i);
    if (schedule.delivery_days.includes(isoWeekday(date))) out.push(date);
  }
  return out;
}

export function isAvailableDate(schedule: DeliverySchedule, today: string, date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return false;
  if (date < addDays(today, Math.max(0, schedule.lead_days)) || date > addDays(today, DELIVERY_MAX_DAYS_AHEAD)) return false;
  return schedule.delivery_days.includes(isoWeekday(date));
}

// ---------------------------------------------------------------------------------------------------------------
// Taxes

export interface TaxLine {
  /** 'GST', 'HST', 'PST', 'QST' or 'RST'. */
  name: string;
  /** Rate in percent (13 for HST in Ontario, 9.975 for QST). */
  rate_percent: number;
  /** Amount charged on this order, in minor units. Zero for fresh produce: it is a zero-rated basic grocery. */
  amount_minor: number;
  /** True when the goods are zero-rated or exempt for this tax (the line is shown with the reason). */
  zero_rated: boolean;
}

/** Sales taxes by province (2026 rates). Fresh fruit and vegetables are zero-rated for GST/HST and exempt from the
 * provincial sales taxes, so the amount is 0 on every line; the lines are shown so the bill says which tax applies. */
export const PROVINCE_TAXES: Record<string, ReadonlyArray<{ name: string; rate_percent: number }>> = {
  AB: [{ name: 'GST', rate_percent: 5 }],
  BC: [{ name: 'GST', rate_percent: 5 }, { name: 'PST', rate_percent: 7 }],
  MB: [{ name: 'GST', rate_percent: 5 }, { name: 'RST', rate_percent: 7 }],
  NB: [{ name: 'HST', rate_percent: 15 }],
  NL: [{ name: 'HST', rate_percent: 15 }],
  NS: [{ name: 'HST', rate_percent: 14 }],
  NT: [{ name: 'GST', rate_percent: 5 }],
  NU: [{ name: 'GST', rate_percent: 5 }],
  ON: [{ name: 'HST', rate_percent: 13 }],
  PE: [{ name: 'HST', rate_percent: 15 }],
  QC: [{ name: 'GST', rate_percent: 5 }, { name: 'QST', rate_percent: 9.975 }],
  SK: [{ name: 'GST', rate_percent: 5 }, { name: 'PST', rate_percent: 6 }],
  YT: [{ name: 'GST', rate_percent: 5 }],
};

/** Tax lines of an order delivered to or picked up in `province`. Everything sold here is fresh produce (zero-rated);
 * the delivery fee charged by the seller of zero-rated goods follows the goods. */
export function taxLines(province: string): TaxLine[] {
  return (PROVINCE_TAXES[province] ?? [{ name: 'GST', rate_percent: 5 }]).map((t) => ({ ...t, amount_minor: 0, zero_rated: true }));
}

// ---------------------------------------------------------------------------------------------------------------
// Totals

export interface PricedLine {
  quantity: number;
  /** Price of one unit before the discount. */
  list_price_minor: number;
  /** Price of one unit after the discount (what is charged). */
  unit_price_minor: number;
}

export interface OrderTotals {
  /** Sum of quantity x list price. */
  subtotal_minor: number;
  /** What the discounts take off (subtotal - goods). */
  discount_minor: number;
  delivery_fee_minor: number;
  tax_minor: number;
  total_minor: number;
}

/** Totals of one order (one seller, one currency): the server stores these, checkout shows the same. */
export function orderTotals(lines: readonly PricedLine[], deliveryFeeMinor: number, taxes: readonly TaxLine[]): OrderTotals {
  const subtotal = lines.reduce((n, l) => n + l.quantity * l.list_price_minor, 0);
  const goods = lines.reduce((n, l) => n + l.quantity * l.unit_price_minor, 0);
  const tax = taxes.reduce((n, t) => n + t.amount_minor, 0);
  return { subtotal_minor: subtotal, discount_minor: subtotal - goods, delivery_fee_minor: deliveryFeeMinor, tax_minor: tax, total_minor: goods + deliveryFeeMinor + tax };
}

/** An order whose subtotal or total passes MAX_ORDER_TOTAL_MINOR is refused (422 order.total_too_large); zod-free, so checkout can ask too. */
export function exceedsOrderLimit(totals: Pick<OrderTotals, 'subtotal_minor' | 'total_minor'>): boolean {
  return totals.subtotal_minor > MAX_ORDER_TOTAL_MINOR || totals.total_minor > MAX_ORDER_TOTAL_MINOR;
}

/** Goods after discounts: what the seller's minimum order amount is compared with. */
export function goodsMinor(lines: readonly PricedLine[]): number {
  return lines.reduce((n, l) => n + l.quantity * l.unit_price_minor, 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Satisfaction guarantee and invoices

/** A problem with a delivered order can be reported within this many hours of delivery. */
export const PROBLEM_REPORT_WINDOW_HOURS = 48;

export function canReportProblem(deliveredAt: string | null, now: Date = new Date()): boolean {
  if (!deliveredAt) return false;
  return now.getTime() - Date.parse(deliveredAt) <= PROBLEM_REPORT_WINDOW_HOURS * 3600_000;
}

/** 'INV-000042': the seller's own sequence, shown with the farm's name on the invoice. */
export function formatInvoiceNumber(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}
