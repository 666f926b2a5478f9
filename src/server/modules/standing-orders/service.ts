// Standing orders, the buyer's side and the farm's reading: set up, change, skip a delivery, pause, resume, cancel.
// The scheduler (scheduler.ts) places the deliveries. Every refusal is thrown before the first write: a refused
// call inside app.idempotent commits what it wrote.
import type { z } from 'zod';
import { addDays, isAvailableDate, paymentMethodsFor, todayInCanada } from '../../../contract/order-rules.ts';
import { discountedMinor } from '../../../contract/money.ts';
import type { OrderChange } from '../../../contract/orders.ts';
import { isOccurrence, nextDelivery, scheduleWeekdays, STANDING_ORDERS_MAX, STANDING_START_MAX_DAYS_AHEAD, type StandingCadence } from '../../../contract/standing-order-rules.ts';
import type {
  createStandingOrderSchema,
  pauseStandingOrderSchema,
  skipOccurrenceSchema,
  StandingOrder,
  updateStandingOrderSchema,
} from '../../../contract/standing-orders.ts';
import type { Db } from '../../db/client.ts';
import type { StoredStandingLine } from '../../db/schema/standing-orders.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { findAddress } from '../accounts/queries.ts';
import { notify } from '../notifications/notify.ts';
import { ownFarmId } from '../sellers/current.ts';
import { findSeller } from '../sellers/queries.ts';
import { toStandingOrders } from './mappers.ts';
import * as q from './queries.ts';

type Create = z.output<typeof createStandingOrderSchema>;
type Update = z.output<typeof updateStandingOrderSchema>;
type Skip = z.output<typeof skipOccurrenceSchema>;
type Pause = z.output<typeof pauseStandingOrderSchema>;

export interface Caller {
  id: string;
  role: string;
}

const standingNotFound = () => notFound('standing.not_found');
export const standingHref = (id: string) => `/standing-orders/${id}`;

async function toOne(db: Db, row: q.StandingOrderRow): Promise<StandingOrder> {
  const [data] = await toStandingOrders(db, [row]);
  return data!;
}

/** The schedule, place, payment and lines of a standing order, checked as a whole (a new one, or after a change). */
interface Whole {
  sellerId: string;
  cadence: StandingCadence;
  weekdays: number[];
  startDate: string;
  endDate: string | null;
  fulfilment: 'delivery' | 'pickup';
  addressId: string | null;
  branchId: string | null;
  paymentMethod: string;
  lines: StoredStandingLine[];
}

/** Checks a standing order as a whole; answers its currency. `startChanged`: a start date kept from before may be past. */
async function checkWhole(db: Db, caller: Caller, w: Whole, today: string, opts: { startChanged: boolean; linesChanged: boolean }): Promise<string> {
  const farm = await findSeller(db, w.sellerId);
  if (!farm) throw fieldError('seller_id', 'order.seller_invalid');
  if (farm.userId === caller.id) throw new HttpError(403, 'forbidden', 'order.own_farm');

  if (opts.startChanged) {
    if (w.startDate < today) throw fieldError('start_date', 'standing.start_past');
    if (w.startDate > addDays(today, STANDING_START_MAX_DAYS_AHEAD)) throw fieldError('start_date', 'standing.start_too_far');
  }
  if (w.endDate !== null && w.endDate < w.startDate) throw fieldError('end_date', 'standing.end_before_start');
  if (w.cadence === 'weekdays' && w.weekdays.length === 0) throw fieldError('weekdays', 'standing.weekdays_required');
  const days = scheduleWeekdays({ cadence: w.cadence, weekdays: w.weekdays, start_date: w.startDate, end_date: w.endDate });
  if (days.some((d) => !farm.deliveryDays.includes(d))) throw fieldError(w.cadence === 'weekdays' ? 'weekdays' : 'start_date', 'standing.day_not_delivered');

  if (w.fulfilment === 'delivery') {
    if (!w.addressId || !(await findAddress(db, caller.id, w.addressId))) throw fieldError('address_id', 'order.address_required');
  } else {
    const [branch] = w.branchId ? await q.branchesByIds(db, [w.branchId]) : [];
    if (!branch || branch.sellerId !== farm.id || branch.status !== 'approved') throw fieldError('branch_id', 'order.branch_invalid');
  }
  if (!paymentMethodsFor(caller.role, w.fulfilment).includes(w.paymentMethod as never)) throw fieldError('payment_method', 'order.payment_invalid');

  // Lines: this farm's products, on sale, at the price the buyer saw (a changed price answers what changed).
  const grades = await q.currentGrades(db, [...new Set(w.lines.map((l) => l.product_id))]);
  if (grades.some((g) => g.sellerId !== farm.id)) throw fieldError('lines', 'order.line_other_seller');
  const gradeOf = new Map(grades.map((g) => [`${g.productId}:${g.grade}`, g]));
  if (opts.linesChanged) {
    const changes: OrderChange[] = [];
    for (const line of w.lines) {
      const g = gradeOf.get(`${line.product_id}:${line.grade}`);
      const base = { product_id: line.product_id, grade: line.grade, product_name: g?.name ?? '', product_name_fr: g?.nameFr ?? null, expected_price_minor: line.unit_price_minor, requested: line.quantity };
      if (!g || !g.visible) {
        changes.push({ ...base, reason: 'unavailable', current_price_minor: null, available: 0 });
        continue;
      }
      const price = discountedMinor(g.priceMinor, g.discountPercent);
      if (price !== line.unit_price_minor) changes.push({ ...base, reason: 'price', current_price_minor: price, available: g.stock });
    }
    if (changes.length > 0) throw new HttpError(409, 'order_changed', 'order.changed', { changes });
  }
  const currencies = new Set(w.lines.map((l) => gradeOf.get(`${l.product_id}:${l.grade}`)?.currency).filter(Boolean));
  if (currencies.size > 1) throw fieldError('lines', 'order.mixed_currencies');
  return [...currencies][0] ?? 'CAD';
}

/** Sets one up. Answers { created, data }: created false when this id was set up already by the caller. */
export async function createStandingOrder(db: Db, caller: Caller, body: Create, now: Date): Promise<{ created: boolean; data: StandingOrder }> {
  await q.lockStandingOrderId(db, body.id);
  const existing = await q.findStandingOrder(db, body.id);
  if (existing) {
    if (existing.buyerId !== caller.id) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    return { created: false, data: await toOne(db, existing) };
  }
  if ((await q.countActive(db, caller.id)) >= STANDING_ORDERS_MAX) throw new HttpError(422, 'limit_exceeded', 'standing.too_many');
  const today = todayInCanada(now);
  const whole: Whole = {
    sellerId: body.seller_id,
    cadence: body.cadence,
    weekdays: body.cadence === 'weekdays' ? [...new Set(body.weekdays)].sort() : [],
    startDate: body.start_date,
    endDate: body.end_date ?? null,
    fulfilment: body.fulfilment,
    addressId: body.fulfilment === 'delivery' ? (body.address_id ?? null) : null,
    branchId: body.fulfilment === 'pickup' ? (body.branch_id ?? null) : null,
    paymentMethod: body.payment_method,
    lines: body.lines,
  };
  const currency = await checkWhole(db, caller, whole, today, { startChanged: true, linesChanged: true });
  const row = await q.insertStandingOrder(db, {
    id: body.id,
    buyerId: caller.id,
    sellerId: whole.sellerId,
    status: 'active',
    cadence: whole.cadence,
    weekdays: whole.weekdays,
    startDate: whole.startDate,
    endDate: whole.endDate,
    fulfilment: whole.fulfilment,
    addressId: whole.addressId,
    branchId: whole.branchId,
    paymentMethod: whole.paymentMethod,
    note: body.note ?? null,
    currency,
    lines: whole.lines,
    createdOn: today,
  });
  const data = await toOne(db, row);
  const farm = (await findSeller(db, row.sellerId))!;
  await notify(db, {
    userId: farm.userId,
    kind: 'standing_created',
    params: { buyer: data.buyer_business ?? data.buyer_name, cadence: row.cadence, first_date: nextDelivery(stateOf(row), today) ?? row.startDate },
    href: standingHref(row.id),
  });
  return { created: true, data };
}

export const stateOf = (r: q.StandingOrderRow) => ({
  cadence: r.cadence as StandingCadence,
  weekdays: r.weekdays,
  start_date: r.startDate,
  end_date: r.endDate,
  status: r.status as 'active' | 'cancelled',
  paused_until: r.pausedUntil,
  skip_dates: r.skipDates,
});

/** The caller's own standing order, locked; the farm may read but not change it. */
async function ownLocked(db: Db, caller: Caller, id: string): Promise<q.StandingOrderRow> {
  if (!isUuid(id)) throw standingNotFound();
  const row = await q.lockStandingOrder(db, id);
  if (!row) throw standingNotFound();
  if (row.buyerId !== caller.id) {
    const farm = await ownFarmId(db, caller.id);
    if (farm === row.sellerId) throw new HttpError(403, 'forbidden', 'error.forbidden');
    throw standingNotFound();
  }
  if (row.status === 'cancelled') throw new HttpError(409, 'conflict', 'standing.cancelled');
  return row;
}

export async function updateStandingOrder(db: Db, caller: Caller, id: string, body: Update, now: Date): Promise<StandingOrder> {
  const row = await ownLocked(db, caller, id);
  const today = todayInCanada(now);
  const fulfilment = body.fulfilment ?? (row.fulfilment as 'delivery' | 'pickup');
  const cadence = body.cadence ?? (row.cadence as StandingCadence);
  const whole: Whole = {
    sellerId: row.sellerId,
    cadence,
    weekdays: cadence === 'weekdays' ? [...new Set(body.weekdays ?? row.weekdays)].sort() : [],
    startDate: body.start_date ?? row.startDate,
    endDate: body.end_date !== undefined ? body.end_date : row.endDate,
    fulfilment,
    addressId: fulfilment === 'delivery' ? (body.address_id !== undefined ? body.address_id : row.addressId) : null,
    branchId: fulfilment === 'pickup' ? (body.branch_id !== undefined ? body.branch_id : row.branchId) : null,
    paymentMethod: body.payment_method ?? row.paymentMethod,
    lines: body.lines ?? row.lines,
  };
  const currency = await checkWhole(db, caller, whole, today, { startChanged: body.start_date !== undefined && body.start_date !== row.startDate, linesChanged: body.lines !== undefined });
  const updated = await q.updateStandingOrder(db, row.id, {
    cadence: whole.cadence,
    weekdays: whole.weekdays,
    startDate: whole.startDate,
    endDate: whole.endDate,
    fulfilment: whole.fulfilment,
    addressId: whole.addressId,
    branchId: whole.branchId,
    paymentMethod: whole.paymentMethod,
    note: body.note !== undefined ? body.note : row.note,
    lines: whole.lines,
    currency,
    // Skips of dates the new schedule no longer has are dropped.
    skipDates: row.skipDates.filter((d) => isOccurrence({ cadence: whole.cadence, weekdays: whole.weekdays, start_date: whole.startDate, end_date: whole.endDate }, d)),
  });
  return toOne(db, updated);
}

export async function skipOccurrence(db: Db, caller: Caller, id: string, body: Skip, now: Date): Promise<StandingOrder> {
  const row = await ownLocked(db, caller, id);
  const today = todayInCanada(now);
  if (body.date < today || !isOccurrence(stateOf(row), body.date)) throw fieldError('date', 'standing.date_invalid');
  const run = await q.findRun(db, row.id, body.date);
  if (run && run.outcome !== 'failed') throw new HttpError(409, 'conflict', 'standing.already_decided');
  const has = row.skipDates.includes(body.date);
  if (has === body.skip) return toOne(db, row);
  const skipDates = body.skip ? [...row.skipDates, body.date].sort() : row.skipDates.filter((d) => d !== body.date);
  // Old skips are kept only while they can matter.
  return toOne(db, await q.updateStandingOrder(db, row.id, { skipDates: skipDates.filter((d) => d >= addDays(today, -7)) }));
}

export async function pauseStandingOrder(db: Db, caller: Caller, id: string, body: Pause, now: Date): Promise<StandingOrder> {
  const row = await ownLocked(db, caller, id);
  const today = todayInCanada(now);
  if (body.until !== null && (body.until <= today || body.until > addDays(today, STANDING_START_MAX_DAYS_AHEAD))) throw fieldError('until', 'standing.pause_invalid');
  if (row.pausedUntil === body.until) return toOne(db, row);
  return toOne(db, await q.updateStandingOrder(db, row.id, { pausedUntil: body.until }));
}

export async function cancelStandingOrder(db: Db, caller: Caller, id: string, now: Date): Promise<StandingOrder> {
  if (!isUuid(id)) throw standingNotFound();
  const current = await q.lockStandingOrder(db, id);
  // Cancelling twice answers the cancelled standing order (an outbox entry sent again).
  if (current && current.buyerId === caller.id && current.status === 'cancelled') return toOne(db, current);
  const row = await ownLocked(db, caller, id);
  const updated = await q.updateStandingOrder(db, row.id, { status: 'cancelled', cancelledAt: now });
  const data = await toOne(db, updated);
  const farm = (await findSeller(db, row.sellerId))!;
  await notify(db, { userId: farm.userId, kind: 'standing_cancelled', params: { buyer: data.buyer_business ?? data.buyer_name }, href: standingHref(row.id) });
  return data;
}

/** One standing order, to its buyer or its farm. */
export async function getStandingOrder(db: Db, userId: string, id: string): Promise<StandingOrder> {
  if (!isUuid(id)) throw standingNotFound();
  const row = await q.findStandingOrder(db, id);
  if (!row) throw standingNotFound();
  if (row.buyerId !== userId && (await ownFarmId(db, userId)) !== row.sellerId) throw standingNotFound();
  return toOne(db, row);
}

export async function listStandingOrders(db: Db, userId: string): Promise<StandingOrder[]> {
  return toStandingOrders(db, await q.listFor(db, userId, await ownFarmId(db, userId)));
}

/** Whether a date is one the farm can deliver on at all (used by the scheduler's fix for a closed day). */
export const farmDelivers = (farm: { deliveryDays: number[]; leadDays: number }, today: string, date: string) =>
  isAvailableDate({ delivery_days: farm.deliveryDays, lead_days: farm.leadDays }, today, date);
