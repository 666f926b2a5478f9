// Places the deliveries of standing orders, each exactly once.
//
// Every server process runs `runDue` now and then (and once at start, which catches up after downtime). A delivery
// date is decided inside one transaction that holds the standing order's row lock: the buyer's changes and the other
// processes wait for it, and whoever comes next sees the decision. The decision row (standing_order_runs, primary
// key (standing order, date)) and the order (its id derived from the same pair, and a unique index on
// (standing_order_id, date)) commit together or not at all, so a crash between them cannot place twice or lose one.
//
// A delivery is placed `placeDays` before its date at the current price, like checkout (stock reserved, minimum
// checked). One that cannot be placed is 'failed' with its reason, told to the buyer once per reason, and tried
// again on every run until its cut-off (the farm's notice): restocked produce or the buyer's fix still places it.
// After the cut-off a delivery nobody decided is 'missed' and told.
import { createHash } from 'node:crypto';
import { formatMoney } from '../../../contract/money.ts';
import { discountedMinor } from '../../../contract/money.ts';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import type { OrderChange } from '../../../contract/orders.ts';
import {
  CATCH_UP_DAYS,
  cutOffDate,
  isOccurrence,
  nearestDeliveryDay,
  occurrenceState,
  occurrencesBetween,
  placeDate,
  placeDays,
  PRICE_NOTICE_DAYS,
  type OccurrenceFailure,
} from '../../../contract/standing-order-rules.ts';
import type { Currency, PaymentMethod } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import { notify } from '../notifications/notify.ts';
import { createOrder } from '../orders/service.ts';
import { findSeller } from '../sellers/queries.ts';
import * as q from './queries.ts';
import { standingHref, stateOf } from './service.ts';

export interface SchedulerOptions {
  /** Hours before the delivery day that its order is placed (STANDING_ORDER_LEAD_HOURS). */
  leadHours: number;
}

export interface RunReport {
  placed: number;
  failed: number;
  skipped: number;
  paused: number;
  missed: number;
  noticed: number;
}

/** The order id of one delivery: the same on every process and every retry. */
export function occurrenceOrderId(standingOrderId: string, date: string): string {
  const h = createHash('sha256').update(`standing-order:${standingOrderId}:${date}`).digest('hex');
  // A version 5-shaped uuid (variant 10xx), so every uuid parser takes it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** Decides every delivery that is due and undecided (or failed and still before its cut-off). */
export async function runDue(db: Db, now: Date, opts: SchedulerOptions): Promise<RunReport> {
  const report: RunReport = { placed: 0, failed: 0, skipped: 0, paused: 0, missed: 0, noticed: 0 };
  const today = todayInCanada(now);
  const from = addDays(today, -CATCH_UP_DAYS);
  const active = await q.activeWithFarm(db, from);
  const decided = new Map((await q.runsSince(db, from)).map((r) => [`${r.standingOrderId}:${r.date}`, r.outcome]));
  for (const { so, leadDays } of active) {
    const ahead = placeDays(opts.leadHours, leadDays);
    const state = stateOf(so);
    for (const date of occurrencesBetween(state, so.startDate > from ? so.startDate : from, addDays(today, ahead + PRICE_NOTICE_DAYS))) {
      // A delivery whose cut-off came before the standing order existed was never expected.
      if (cutOffDate(date, leadDays) < so.createdOn) continue;
      const outcome = decided.get(`${so.id}:${date}`);
      if (outcome !== undefined && outcome !== 'failed') continue;
      // A failure past its cut-off stays as the buyer was told.
      if (outcome === 'failed' && today > cutOffDate(date, leadDays)) continue;
      if (placeDate(date, opts.leadHours, leadDays) > today) {
        if (outcome === undefined && addDays(placeDate(date, opts.leadHours, leadDays), -PRICE_NOTICE_DAYS) <= today) {
          if (await noticePrices(db, so.id, date, today)) report.noticed++;
        }
        continue;
      }
      const result = await decide(db, so.id, date, now);
      if (result) report[result]++;
    }
  }
  return report;
}

type Decision = 'placed' | 'failed' | 'skipped' | 'paused' | 'missed';

/** Decides one delivery under the standing order's lock. Answers what was decided now, or null (already decided). */
export async function decide(db: Db, id: string, date: string, now: Date): Promise<Decision | null> {
  return db.transaction(async (tx) => {
    const so = await q.lockStandingOrder(tx, id);
    if (!so || so.status !== 'active') return null;
    const run = await q.findRun(tx, id, date);
    if (run && run.outcome !== 'failed') return null;
    const state = stateOf(so);
    // Changed since it was read: not a delivery date any more.
    if (!isOccurrence(state, date)) return null;
    const farm = await findSeller(tx, so.sellerId);
    if (!farm) return null;
    const today = todayInCanada(now);
    if (cutOffDate(date, farm.leadDays) < so.createdOn) return null;
    const decidedAt = now;

    const wish = occurrenceState(state, date);
    if (wish === 'skipped' || wish === 'paused') {
      await q.saveRun(tx, { standingOrderId: id, date, outcome: wish, decidedAt });
      return wish;
    }
    if (today > cutOffDate(date, farm.leadDays)) {
      // Too late to place. A failure stays a failure (the buyer was told why); an undecided one was missed.
      if (run) return null;
      await q.saveRun(tx, { standingOrderId: id, date, outcome: 'missed', decidedAt });
      await notify(tx, { userId: so.buyerId, kind: 'standing_missed', params: { farm: farm.farmName, date }, href: standingHref(id) });
      return 'missed';
    }

    const buyer = (await buyersByIds(tx, [so.buyerId]))[0];
    if (!buyer) return null;
    const grades = await q.currentGrades(tx, so.lines.map((l) => l.product_id));
    const gradeOf = new Map(grades.map((g) => [`${g.productId}:${g.grade}`, g]));
    const priceNow = (l: (typeof so.lines)[number]) => {
      const g = gradeOf.get(`${l.product_id}:${l.grade}`);
      return g ? discountedMinor(g.priceMinor, g.discountPercent) : l.unit_price_minor;
    };
    const priceChanged = so.lines.some((l) => priceNow(l) !== l.unit_price_minor);
    const body: Parameters<typeof createOrder>[2] = {
      id: occurrenceOrderId(id, date),
      seller_id: so.sellerId,
      lines: so.lines.map((l) => ({ product_id: l.product_id, grade: l.grade, quantity: l.quantity, unit_price_minor: priceNow(l) })),
      fulfilment: so.fulfilment as 'delivery' | 'pickup',
      address_id: so.addressId,
      branch_id: so.branchId,
      date,
      payment_method: so.paymentMethod as PaymentMethod,
      note: so.note,
      cart_item_ids: [],
    };
    try {
      // A savepoint: a refused order undoes only its own writes, and the failure is recorded below.
      const { order } = await tx.transaction((sp) => createOrder(sp, { id: so.buyerId, role: buyer.role, lang: 'en' }, body, now, { standingOrderId: id }));
      await q.saveRun(tx, { standingOrderId: id, date, outcome: 'placed', orderId: order.id, decidedAt });
      // The prices charged are the ones the buyer has now seen.
      if (priceChanged) await q.updateStandingOrder(tx, id, { lines: so.lines.map((l) => ({ ...l, unit_price_minor: priceNow(l) })) });
      await notify(tx, {
        userId: so.buyerId,
        kind: 'standing_placed',
        orderId: order.id,
        params: { farm: farm.farmName, date, invoice: order.invoice_number, total: order.total_minor, currency: order.currency, price_changed: priceChanged ? 1 : 0 },
        href: `/orders/${order.id}`,
      });
      return 'placed';
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      const { reason, detail } = failureOf(err, { farm, date, currency: so.currency as Currency });
      await q.saveRun(tx, { standingOrderId: id, date, outcome: 'failed', reason, detail, notifiedReason: reason, decidedAt });
      if (run?.notifiedReason !== reason) {
        await notify(tx, {
          userId: so.buyerId,
          kind: 'standing_failed',
          params: { farm: farm.farmName, date, reason, ...Object.fromEntries(Object.entries(detail).filter(([, v]) => v !== null)) },
          href: standingHref(id),
        });
      }
      return 'failed';
    }
  });
}

/** Why an order was refused, as an occurrence failure with what its fix needs. */
function failureOf(err: HttpError, ctx: { farm: { deliveryDays: number[]; minOrderMinor: number }; date: string; currency: Currency }): { reason: OccurrenceFailure; detail: Record<string, string | number | null> } {
  if (err.code === 'order_changed') {
    const changes = (err.extra.changes ?? []) as OrderChange[];
    const first = changes.find((c) => c.reason === 'unavailable') ?? changes.find((c) => c.reason === 'stock') ?? changes[0];
    if (first) return { reason: first.reason, detail: { product: first.product_name, product_fr: first.product_name_fr, available: first.available, requested: first.requested } };
  }
  if (err.code === 'below_minimum') {
    return { reason: 'below_minimum', detail: { min: formatMoney({ amount: ctx.farm.minOrderMinor, currency: ctx.currency }, 'en'), missing: String(err.extra.params?.missing ?? '') } };
  }
  const field = Object.keys(err.extra.fields ?? {})[0];
  if (field === 'date') {
    const closed = !ctx.farm.deliveryDays.includes(isoWeekday(ctx.date));
    return { reason: closed ? 'farm_closed' : 'other', detail: { next_day: nearestDeliveryDay(ctx.farm.deliveryDays, ctx.date) } };
  }
  if (field === 'address_id') return { reason: 'address', detail: {} };
  if (field === 'branch_id') return { reason: 'branch', detail: {} };
  if (field === 'payment_method') return { reason: 'payment', detail: {} };
  return { reason: 'other', detail: { message: err.messageCode } };
}

/** Tells the buyer, once per delivery, that prices changed since they last saw them, the day before it is placed. */
async function noticePrices(db: Db, id: string, date: string, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const so = await q.lockStandingOrder(tx, id);
    if (!so || so.status !== 'active' || so.priceNoticeFor === date) return false;
    if (occurrenceState(stateOf(so), date) !== 'due' || date < today) return false;
    const grades = await q.currentGrades(tx, so.lines.map((l) => l.product_id));
    const gradeOf = new Map(grades.map((g) => [`${g.productId}:${g.grade}`, g]));
    const changed = so.lines.filter((l) => {
      const g = gradeOf.get(`${l.product_id}:${l.grade}`);
      return g && g.visible && discountedMinor(g.priceMinor, g.discountPercent) !== l.unit_price_minor;
    });
    if (changed.length === 0) return false;
    const farm = await findSeller(tx, so.sellerId);
    await q.updateStandingOrder(tx, id, { priceNoticeFor: date });
    const names = changed.map((l) => gradeOf.get(`${l.product_id}:${l.grade}`)!.name);
    await notify(tx, {
      userId: so.buyerId,
      kind: 'standing_price_changed',
      params: { farm: farm?.farmName ?? '', date, products: names.join(', '), count: changed.length },
      href: standingHref(id),
    });
    return true;
  });
}

/** Runs `runDue` every `everyMs` (and once now); one run at a time per process. Answers a stop function. */
export function startScheduler(run: () => Promise<unknown>, everyMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
