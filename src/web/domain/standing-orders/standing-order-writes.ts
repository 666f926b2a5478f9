// Standing orders changed offline-first: each change shows at once in Dexie and waits in the outbox, sent once
// (Idempotency-Key) by the drainer; the server's answer replaces the row (standing-order-appliers.ts). A change the
// server refuses stays on the row as 'Not saved' with the server's reason until the user retries or discards it.
import type { Product } from '@contract/catalogue.ts';
import type { Currency } from '@contract/enums.ts';
import type { CreateStandingOrder, StandingLine, UpdateStandingOrder } from '@contract/standing-orders.ts';
import { db, type LocalStandingOrder } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { STANDING_PATHS } from './standing-order-paths.ts';
import {
  STANDING_CANCEL_KIND,
  STANDING_CREATE_KIND,
  STANDING_PAUSE_KIND,
  STANDING_SKIP_KIND,
  STANDING_UPDATE_KIND,
} from './standing-order-appliers.ts';

const TABLE = 'standing_orders';
const detailHref = (id: string) => `/standing-orders/${id}`;

type LineWrite = CreateStandingOrder['lines'][number];
/** What the device knows of a product to show a line before the server answers. */
export type LineProduct = Pick<Product, 'name' | 'name_fr' | 'unit'>;

/** A written line with the names the screens show: from the product on the device, else from the line it replaces. */
function localLine(line: LineWrite, product: LineProduct | undefined, before: StandingLine | undefined): StandingLine {
  return {
    product_id: line.product_id,
    grade: line.grade,
    quantity: line.quantity,
    unit_price_minor: line.unit_price_minor,
    product_name: product?.name ?? before?.product_name ?? '',
    product_name_fr: product?.name_fr ?? before?.product_name_fr ?? null,
    unit: product?.unit ?? before?.unit ?? 'piece',
  };
}

export interface SetUpArgs {
  /** The form's values: the body of POST /standing-orders/ (the id is made by the device). */
  body: CreateStandingOrder;
  buyer: { id: string; first_name: string; last_name: string };
  farmName: string;
  /** Where it goes, as the farm reads it: the address's city and province, or the pickup place's name. */
  place: string;
  currency: Currency;
  products: ReadonlyMap<string, LineProduct>;
  /** What the user did, in their language ('Standing order from Maple Ridge Farm'). */
  label: string;
}

/** The standing order as this device shows it until the server's row replaces it. */
export function localStandingOrder(args: SetUpArgs, now: string): LocalStandingOrder {
  const { body } = args;
  return {
    id: body.id,
    buyer_id: args.buyer.id,
    buyer_name: `${args.buyer.first_name} ${args.buyer.last_name}`.trim(),
    buyer_business: null,
    seller_id: body.seller_id,
    farm_name: args.farmName,
    status: 'active',
    cadence: body.cadence,
    weekdays: body.cadence === 'weekdays' ? [...new Set(body.weekdays ?? [])].sort() : [],
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    paused_until: null,
    skip_dates: [],
    fulfilment: body.fulfilment,
    address_id: body.fulfilment === 'delivery' ? (body.address_id ?? null) : null,
    branch_id: body.fulfilment === 'pickup' ? (body.branch_id ?? null) : null,
    place: args.place,
    payment_method: body.payment_method,
    note: body.note?.trim() || null,
    currency: args.currency,
    lines: body.lines.map((l) => localLine(l, args.products.get(l.product_id), undefined)),
    occurrences: [],
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
  };
}

/** Set up a standing order: shown at once as waiting to be sent, sent once. Returns its id. */
export async function setUpStandingOrder(args: SetUpArgs): Promise<string> {
  const row = localStandingOrder(args, new Date().toISOString());
  await mutate({
    kind: STANDING_CREATE_KIND,
    label: args.label,
    entity: { table: TABLE, id: row.id },
    request: { method: 'POST', path: STANDING_PATHS.list, body: args.body },
    editHref: detailHref(row.id),
    apply: async () => {
      await db.standing_orders.put(row);
    },
  });
  return row.id;
}

/** The row as it is now on the device (a change made a moment ago included), else the one the screen had. */
async function current(order: LocalStandingOrder): Promise<LocalStandingOrder> {
  return (await db.standing_orders.get(order.id)) ?? order;
}

/**
 * Change lines, cadence, dates, fulfilment, payment or note (PATCH with only the fields that changed). `place` is the
 * new place's words when the fulfilment changed; `products` name lines the order did not have.
 */
export async function changeStandingOrder(
  order: LocalStandingOrder,
  patch: UpdateStandingOrder,
  label: string,
  extra: { place?: string; products?: ReadonlyMap<string, LineProduct> } = {},
): Promise<void> {
  await mutate({
    kind: STANDING_UPDATE_KIND,
    label,
    entity: { table: TABLE, id: order.id },
    request: { method: 'PATCH', path: STANDING_PATHS.detail(order.id), body: patch },
    editHref: detailHref(order.id),
    apply: async () => {
      const base = await current(order);
      const next: LocalStandingOrder = { ...base, updated_at: new Date().toISOString() };
      if (patch.cadence !== undefined) next.cadence = patch.cadence;
      if (patch.weekdays !== undefined) next.weekdays = [...new Set(patch.weekdays)].sort();
      if (next.cadence !== 'weekdays') next.weekdays = [];
      if (patch.start_date !== undefined) next.start_date = patch.start_date;
      if (patch.end_date !== undefined) next.end_date = patch.end_date;
      if (patch.fulfilment !== undefined) next.fulfilment = patch.fulfilment;
      if (patch.address_id !== undefined) next.address_id = patch.address_id;
      if (patch.branch_id !== undefined) next.branch_id = patch.branch_id;
      if (patch.payment_method !== undefined) next.payment_method = patch.payment_method;
      if (patch.note !== undefined) next.note = patch.note?.trim() || null;
      if (patch.lines !== undefined) {
        const before = new Map(base.lines.map((l) => [`${l.product_id}:${l.grade}`, l]));
        next.lines = patch.lines.map((l) => localLine(l, extra.products?.get(l.product_id), before.get(`${l.product_id}:${l.grade}`)));
      }
      if (extra.place !== undefined) next.place = extra.place;
      await db.standing_orders.put(next);
    },
  });
}

/** Skip one delivery (`skip` true) or take the skip back. */
export async function skipDelivery(order: LocalStandingOrder, date: string, skip: boolean, label: string): Promise<void> {
  await mutate({
    kind: STANDING_SKIP_KIND,
    label,
    entity: { table: TABLE, id: order.id },
    request: { method: 'POST', path: STANDING_PATHS.skip(order.id), body: { date, skip } },
    editHref: detailHref(order.id),
    apply: async () => {
      const base = await current(order);
      const others = base.skip_dates.filter((d) => d !== date);
      await db.standing_orders.put({ ...base, skip_dates: skip ? [...others, date].sort() : others, updated_at: new Date().toISOString() });
    },
  });
}

/** No delivery before `until` ('YYYY-MM-DD'); null resumes at once. */
export async function pauseStandingOrder(order: LocalStandingOrder, until: string | null, label: string): Promise<void> {
  await mutate({
    kind: STANDING_PAUSE_KIND,
    label,
    entity: { table: TABLE, id: order.id },
    request: { method: 'POST', path: STANDING_PATHS.pause(order.id), body: { until } },
    editHref: detailHref(order.id),
    apply: async () => {
      const base = await current(order);
      await db.standing_orders.put({ ...base, paused_until: until, updated_at: new Date().toISOString() });
    },
  });
}

/** Cancel for good: no delivery is placed after this (orders already placed stay). */
export async function cancelStandingOrder(order: LocalStandingOrder, label: string): Promise<void> {
  await mutate({
    kind: STANDING_CANCEL_KIND,
    label,
    entity: { table: TABLE, id: order.id },
    request: { method: 'POST', path: STANDING_PATHS.cancel(order.id) },
    editHref: detailHref(order.id),
    apply: async () => {
      const base = await current(order);
      await db.standing_orders.put({ ...base, status: 'cancelled', updated_at: new Date().toISOString() });
    },
  });
}
