// A year of standing orders with a test clock: seven standing orders of five buyers (weekly, every 2 and 4 weeks,
// chosen weekdays, delivery and pickup, one with an end date, one cancelled in June), skips, a five-week pause, a
// price change and a stock shortage. Two servers run the scheduler at the same moments every 6 hours; the second
// one is restarted at random points (on PostgreSQL its connections are killed in the middle of a run, as a crash
// would), and both are down three times for one to four days.
//
// Every delivery date is then checked against what a replay of the same year says it must be: placed once, never
// twice; skipped, paused, failed (the shortage) or missed (downtime past its cut-off) exactly when it should be; at
// the price of the day it was placed; and the buyer told once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import { cutOffDate, occurrencesBetween, placeDate, type StandingCadence } from '../../../contract/standing-order-rules.ts';
import type { StandingOrder } from '../../../contract/standing-orders.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { productGrades } from '../../db/schema/catalogue.ts';
import { notifications, orderLines, orders } from '../../db/schema/orders.ts';
import { standingOrderRuns } from '../../db/schema/standing-orders.ts';
import { sqlRows } from '../../db/client.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';

const HOUR = 3_600_000;
const LEAD_HOURS = 48;
const FARM_LEAD_DAYS = 1;
const SEED = Number(process.env.STANDING_YEAR_SEED ?? 20_261_124);
/** Shorter runs for a quick look (STANDING_YEAR_DAYS=60); the suite runs the whole year. */
const DAYS = Number(process.env.STANDING_YEAR_DAYS ?? 365);

// mulberry32: the same year every run unless STANDING_YEAR_SEED says otherwise.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = rng(SEED);

let t: TestApp;
let farm: SellerAccount;
beforeAll(async () => {
  t = await createTestApp();
  farm = await sellerAccount(t, { terms: { deliveryDays: [2, 4, 6], leadDays: FARM_LEAD_DAYS, minOrderMinor: 0 } });
});
afterAll(async () => {
  await t.close();
});

interface Buyer {
  access: string;
  userId: string;
  addressId: string;
  email: string;
}
async function newBuyer(firstName: string, role: 'Buyer' | 'BulkBuyer'): Promise<Buyer> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Roy' });
  if (role !== 'Buyer') await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Roy`, line1: '10 King St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id, email: user.email };
}
async function as(buyer: Buyer, method: 'POST' | 'PATCH', url: string, payload?: object) {
  const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: buyer.email, password: 'Harvest2026!' } });
  buyer.access = login.json().tokens.access;
  const res = await t.app.inject({ method, url, headers: { ...bearer(buyer.access), 'idempotency-key': randomUUID() }, ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data as StandingOrder;
}

/** What the replay needs to know of each standing order. */
interface Plan {
  id: string;
  buyer: Buyer;
  cadence: StandingCadence;
  weekdays: number[];
  start: string;
  end: string | null;
  products: string[];
  createdAt: number;
  skips: string[];
  pause: { at: number; until: string } | null;
  cancelledAt: number | null;
}

it('a year of standing orders on two servers with restarts and downtime: every delivery once, none twice, none missing', { timeout: 600_000 }, async () => {
  const db = t.database.db;
  const onions = await createProduct(db, farm.farm, { name: 'Onions', prices: [300, 250, 200], stock: 1_000_000 });
  const lettuce = await createProduct(db, farm.farm, { name: 'Lettuce', prices: [250, 200, 150], stock: 1_000_000 });
  const garlic = await createProduct(db, farm.farm, { name: 'Garlic', prices: [900, 800, 700], stock: 100_000 });

  // The year starts on a Monday at 03:00 in Toronto. Buyers act on Mondays at 03:00 (between two runs, and on no
  // delivery's placing day: deliveries are Tue/Thu/Sat, placed two days before).
  const yearStart = Date.parse('2027-01-04T08:00:00Z');
  t.clock.advance(yearStart - t.clock.now().getTime());
  const day0 = todayInCanada(t.clock.now());
  expect(isoWeekday(day0)).toBe(1);
  const mondayAt = (week: number) => yearStart + week * 7 * 24 * HOUR;
  const nextWeekday = (from: string, weekday: number) => {
    let d = from;
    while (isoWeekday(d) !== weekday) d = addDays(d, 1);
    return d;
  };

  const buyers = [await newBuyer('Chef', 'BulkBuyer'), await newBuyer('Bistro', 'BulkBuyer'), await newBuyer('Cantine', 'BulkBuyer'), await newBuyer('Epicerie', 'BulkBuyer'), await newBuyer('Famille', 'Buyer')];
  const line = (product: string, quantity: number, price: number) => ({ product_id: product, grade: 'top', quantity, unit_price_minor: price });
  const specs: Array<{ buyer: Buyer; cadence: StandingCadence; weekdays?: number[]; start: string; end?: string; lines: ReturnType<typeof line>[]; pickup?: boolean; pay: string }> = [
    { buyer: buyers[0]!, cadence: 'weekly', start: nextWeekday(addDays(day0, 1), 2), lines: [line(onions, 10, 300)], pay: 'invoice_net30' },
    { buyer: buyers[1]!, cadence: 'every_2_weeks', start: nextWeekday(day0, 4), lines: [line(lettuce, 5, 250)], pay: 'invoice_net15' },
    { buyer: buyers[2]!, cadence: 'weekdays', weekdays: [2, 6], start: addDays(day0, 1), lines: [line(onions, 3, 300), line(garlic, 2, 900)], pay: 'pay_on_delivery' },
    { buyer: buyers[3]!, cadence: 'every_4_weeks', start: nextWeekday(day0, 6), lines: [line(lettuce, 20, 250)], pickup: true, pay: 'pay_on_pickup' },
    { buyer: buyers[0]!, cadence: 'weekly', start: nextWeekday(day0, 4), end: '2027-08-31', lines: [line(lettuce, 4, 250), line(onions, 1, 300)], pay: 'invoice_net30' },
    { buyer: buyers[1]!, cadence: 'weekly', start: nextWeekday(day0, 6), lines: [line(lettuce, 1, 250)], pay: 'invoice_net15' },
    { buyer: buyers[4]!, cadence: 'every_2_weeks', start: nextWeekday(addDays(day0, 1), 2), lines: [line(onions, 2, 300)], pay: 'pay_on_delivery' },
  ];
  const plans: Plan[] = [];
  for (const s of specs) {
    const so = await as(s.buyer, 'POST', '/api/standing-orders/', {
      id: randomUUID(),
      seller_id: farm.farm.sellerId,
      cadence: s.cadence,
      weekdays: s.weekdays ?? [],
      start_date: s.start,
      end_date: s.end ?? null,
      fulfilment: s.pickup ? 'pickup' : 'delivery',
      address_id: s.pickup ? null : s.buyer.addressId,
      branch_id: s.pickup ? farm.farm.branchId : null,
      payment_method: s.pay,
      note: null,
      lines: s.lines,
    });
    plans.push({ id: so.id, buyer: s.buyer, cadence: s.cadence, weekdays: s.weekdays ?? [], start: s.start, end: s.end ?? null, products: s.lines.map((l) => l.product_id), createdAt: t.clock.now().getTime(), skips: [], pause: null, cancelledAt: null });
  }

  // What buyers and the farm do during the year, each on a Monday at 03:00.
  type Action = { at: number; run: () => Promise<void> };
  const actions: Action[] = [];
  const weeks = new Set<number>();
  while (weeks.size < 8) weeks.add(2 + Math.floor(random() * 45));
  for (const week of weeks) {
    // Buyer 1 skips the Tuesday of the week after.
    const date = nextWeekday(todayInCanada(new Date(mondayAt(week + 1))), 2);
    plans[0]!.skips.push(date);
    actions.push({ at: mondayAt(week), run: async () => void (await as(plans[0]!.buyer, 'POST', `/api/standing-orders/${plans[0]!.id}/skip/`, { date })) });
  }
  const pauseWeek = 10;
  const pauseUntil = addDays(todayInCanada(new Date(mondayAt(pauseWeek))), 35);
  plans[1]!.pause = { at: mondayAt(pauseWeek), until: pauseUntil };
  actions.push({ at: mondayAt(pauseWeek), run: async () => void (await as(plans[1]!.buyer, 'POST', `/api/standing-orders/${plans[1]!.id}/pause/`, { until: pauseUntil })) });
  plans[5]!.cancelledAt = mondayAt(24);
  actions.push({ at: mondayAt(24), run: async () => void (await as(plans[5]!.buyer, 'POST', `/api/standing-orders/${plans[5]!.id}/cancel/`)) });
  // The onion price goes from $3.00 to $3.40 in week 13.
  const priceChange = mondayAt(13);
  actions.push({ at: priceChange, run: async () => void (await db.update(productGrades).set({ priceMinor: 340 }).where(and(eq(productGrades.productId, onions), eq(productGrades.grade, 'top')))) });
  // Garlic runs short (1 left, deliveries take 2) from week 30 until the Monday after next at 03:00.
  const shortFrom = mondayAt(30);
  const shortUntil = mondayAt(31) + 4 * 24 * HOUR; // a Friday: Saturday deliveries' cut-off day
  actions.push({ at: shortFrom, run: async () => void (await db.update(productGrades).set({ stock: 1 }).where(eq(productGrades.productId, garlic))) });
  actions.push({ at: shortUntil, run: async () => void (await db.update(productGrades).set({ stock: 100_000 }).where(eq(productGrades.productId, garlic))) });
  actions.sort((a, b) => a.at - b.at);

  // Three times the whole service is down (no scheduler run) for 30 to 96 hours.
  const downtime: Array<[number, number]> = [];
  for (const week of [7, 20, 38]) {
    const from = mondayAt(week) + Math.floor(random() * 5 * 24) * HOUR;
    downtime.push([from, from + (30 + Math.floor(random() * 66)) * HOUR]);
  }
  const isDown = (at: number) => downtime.some(([a, b]) => at >= a && at < b);

  // Runs every 6 hours (00:00, 06:00, 12:00, 18:00 UTC): both servers at once.
  let second = await t.another('scheduler-b-0');
  let restarts = 0;
  let killedRuns = 0;
  const aliveTicks: number[] = [];
  const first = Date.parse('2027-01-04T12:00:00Z');
  const last = first + DAYS * 24 * HOUR;
  let nextAction = 0;
  for (let at = first; at <= last; at += 6 * HOUR) {
    while (nextAction < actions.length && actions[nextAction]!.at <= at) {
      const action = actions[nextAction++]!;
      t.clock.advance(action.at - t.clock.now().getTime());
      await action.run();
    }
    t.clock.advance(at - t.clock.now().getTime());
    if (isDown(at)) continue;
    aliveTicks.push(at);
    if (random() < 0.04) {
      // The second server dies in the middle of a run and comes back.
      const name = `scheduler-b-${restarts + 1}`;
      // Settled at once: its failure (the connection killed under it) is expected, not an unhandled rejection.
      const dying = second.app.runStandingOrders().then(
        (report) => ({ status: 'fulfilled' as const, report }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      );
      if (t.databaseUrl) {
        await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 15)));
        const [killed] = await sqlRows<{ n: number }>(db, sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ${`scheduler-b-${restarts}`} and query not ilike 'listen%'`);
        killedRuns += killed?.n ? 1 : 0;
      }
      if (process.env.STANDING_YEAR_DEBUG) console.log('restart', restarts, new Date(at).toISOString());
      const [a] = await Promise.allSettled([t.app.runStandingOrders(), dying]);
      if (process.env.STANDING_YEAR_DEBUG) console.log('settled');
      expect(a.status).toBe('fulfilled');
      // A crashed process does not close gracefully: give it a moment, then leave it (on PostgreSQL a pool whose
      // connections were killed in use may never finish ending).
      await Promise.race([second.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (process.env.STANDING_YEAR_DEBUG) console.log('closed');
      second = await t.another(name);
      restarts++;
      continue;
    }
    const [a, b] = await Promise.all([t.app.runStandingOrders(), second.app.runStandingOrders()]);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
  }
  await second.close();

  // The replay: what each delivery date must have become.
  const dayOf = (at: number) => todayInCanada(new Date(at));
  const expected = new Map<string, 'placed' | 'skipped' | 'paused' | 'failed' | 'missed' | 'none'>();
  let expectedFailNotices = 0;
  const lastDay = dayOf(last);
  for (const p of plans) {
    const schedule = { cadence: p.cadence, weekdays: p.weekdays, start_date: p.start, end_date: p.end };
    const live = aliveTicks.filter((at) => at > p.createdAt && (p.cancelledAt === null || at < p.cancelledAt));
    for (const date of occurrencesBetween(schedule, p.start, addDays(lastDay, -3))) {
      const from = placeDate(date, LEAD_HOURS, FARM_LEAD_DAYS);
      const cutOff = cutOffDate(date, FARM_LEAD_DAYS);
      // The first run on or after the placing day decides skips and pauses (even after the cut-off).
      const decider = live.find((at) => dayOf(at) >= from);
      const inWindow = live.filter((at) => dayOf(at) >= from && dayOf(at) <= cutOff);
      const short = (at: number) => p.products.includes(garlic) && at >= shortFrom && at < shortUntil;
      let outcome: 'placed' | 'skipped' | 'paused' | 'failed' | 'missed' | 'none';
      if (decider === undefined) outcome = 'none';
      else if (p.skips.includes(date)) outcome = 'skipped';
      else if (p.pause && p.pause.at < decider && date < p.pause.until) outcome = 'paused';
      else if (inWindow.length === 0) outcome = 'missed';
      else if (inWindow.every(short)) outcome = 'failed';
      else outcome = 'placed';
      if ((outcome === 'failed' || outcome === 'placed') && short(inWindow[0]!)) expectedFailNotices++;
      expected.set(`${p.id}:${date}`, outcome);
    }
  }

  const runs = await db.select().from(standingOrderRuns).where(inArray(standingOrderRuns.standingOrderId, plans.map((p) => p.id)));
  const placedOrders = await db.select().from(orders).where(inArray(orders.standingOrderId, plans.map((p) => p.id)));
  const actual = new Map(runs.map((r) => [`${r.standingOrderId}:${r.date}`, r.outcome]));
  const counts: Record<string, number> = {};
  const wrong: string[] = [];
  for (const [key, outcome] of expected) {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    const got = actual.get(key) ?? 'none';
    if (got !== outcome) wrong.push(`${key}: expected ${outcome}, got ${got}`);
  }
  // Nothing decided outside the schedule either.
  for (const key of actual.keys()) if (!expected.has(key) && key.split(':')[1]! <= addDays(lastDay, -3)) wrong.push(`${key}: decided but not a delivery date`);
  expect(wrong).toEqual([]);

  // Each placed delivery is exactly one order, for its date, and the only ones are those.
  const ordersByKey = new Map<string, number>();
  for (const o of placedOrders) ordersByKey.set(`${o.standingOrderId}:${o.date}`, (ordersByKey.get(`${o.standingOrderId}:${o.date}`) ?? 0) + 1);
  expect([...ordersByKey.values()].every((n) => n === 1)).toBe(true);
  const placedRuns = runs.filter((r) => r.outcome === 'placed');
  expect(placedOrders).toHaveLength(placedRuns.length);
  for (const r of placedRuns) expect(placedOrders.find((o) => o.id === r.orderId)?.date).toBe(r.date);

  // At the price of the day: onions at $3.00 before week 13's change, $3.40 after.
  const lines = await db.select().from(orderLines).where(and(inArray(orderLines.orderId, placedOrders.map((o) => o.id)), eq(orderLines.productId, onions)));
  // Placed when its run was decided, on the test clock (created_at is the database's own clock).
  const createdOf = new Map(placedRuns.map((r) => [r.orderId!, r.decidedAt.getTime()]));
  for (const l of lines) {
    const created = createdOf.get(l.orderId)!;
    expect(l.unitPriceMinor, `order ${l.orderId} placed ${new Date(created).toISOString()}`).toBe(created < priceChange ? 300 : 340);
  }

  // The buyers were told once per placed, failed (per reason) and missed delivery, and of the price change.
  const told = await db.select().from(notifications).where(inArray(notifications.userId, buyers.map((b) => b.userId)));
  const kinds = (kind: string) => told.filter((n) => n.kind === kind);
  expect(kinds('standing_placed')).toHaveLength(placedRuns.length);
  expect(kinds('standing_missed')).toHaveLength(runs.filter((r) => r.outcome === 'missed').length);
  // A shortage is told once per delivery, including those placed after the restock.
  expect(kinds('standing_failed')).toHaveLength(expectedFailNotices);
  expect(expectedFailNotices).toBeGreaterThan(0);
  const notices = kinds('standing_price_changed');
  expect(notices.length).toBeGreaterThan(0);
  expect(new Set(notices.map((n) => `${n.href}:${(n.params as { date: string }).date}`)).size).toBe(notices.length);

  console.log(
    `standing orders, one year (seed ${SEED}, ${t.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${expected.size} delivery dates of ${plans.length} standing orders; ` +
      `placed ${counts.placed ?? 0}, skipped ${counts.skipped ?? 0}, paused ${counts.paused ?? 0}, failed ${counts.failed ?? 0}, missed ${counts.missed ?? 0}; ` +
      `${aliveTicks.length} scheduler moments on 2 servers, ${restarts} restarts of the second (${killedRuns} killed mid-run), ${downtime.length} outages; ` +
      `orders ${placedOrders.length}, duplicates 0, wrong 0; shortage notices ${expectedFailNotices}, price notices ${notices.length}`,
  );
});
