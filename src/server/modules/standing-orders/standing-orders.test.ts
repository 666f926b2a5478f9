// Standing orders over HTTP and their scheduler with a test clock: set up (validation in both languages, the price
// the buyer saw, the same id 50 times at once), who may read and change one, skip, pause, resume and cancel; each
// delivery placed once as an ordinary order, skipped and paused ones recorded, a shortage told once and placed after
// restocking before the cut-off, a price notice before placing, a delivery missed while the service was down, and
// the sync pull to the buyer and the farm only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import type { StandingOrder } from '../../../contract/standing-orders.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { productGrades, sellers } from '../../db/schema/catalogue.ts';
import { notifications, orders } from '../../db/schema/orders.ts';
import { standingOrderRuns } from '../../db/schema/standing-orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';
import { occurrenceOrderId } from './scheduler.ts';

let t: TestApp;
let farm: SellerAccount;
let carrots: string;
let beets: string;
beforeAll(async () => {
  t = await createTestApp();
  farm = await sellerAccount(t, { terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 1 } });
  carrots = await createProduct(t.database.db, farm.farm, { name: 'Carrots', prices: [500, 400, 300], stock: 1000 });
  beets = await createProduct(t.database.db, farm.farm, { name: 'Beets', nameFr: 'Betteraves', prices: [700, 600, 500], stock: 1000 });
});
afterAll(async () => {
  await t.close();
});

const today = () => todayInCanada(t.clock.now());

interface Buyer {
  access: string;
  userId: string;
  addressId: string;
  email: string;
}
async function newBuyer(role: 'Buyer' | 'BulkBuyer' = 'BulkBuyer', firstName = 'Chef'): Promise<Buyer> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Roy' });
  const db = t.database.db;
  if (role !== 'Buyer') await db.update(users).set({ role }).where(eq(users.id, user.id));
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Roy`, line1: '10 King St', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id, email: user.email };
}

/** A new access token once the clock has moved past the last one's life. */
async function signIn(who: { access: string; email: string }): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: who.email, password: 'Harvest2026!' } });
  expect(res.statusCode, res.body).toBe(200);
  who.access = res.json().tokens.access;
}

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(access && bearer(access)), 'idempotency-key': randomUUID(), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });

function body(buyer: Buyer, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    seller_id: farm.farm.sellerId,
    cadence: 'weekly',
    start_date: addDays(today(), 7),
    fulfilment: 'delivery',
    address_id: buyer.addressId,
    payment_method: 'invoice_net15',
    note: 'Back door, before 7',
    lines: [
      { product_id: carrots, grade: 'top', quantity: 10, unit_price_minor: 500 },
      { product_id: beets, grade: 'mid', quantity: 4, unit_price_minor: 600 },
    ],
    ...over,
  };
}
const create = async (buyer: Buyer, over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/standing-orders/', buyer.access, body(buyer, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StandingOrder;
};
const ordersOf = (standingId: string) => t.database.db.select().from(orders).where(eq(orders.standingOrderId, standingId));
const runOf = async (standingId: string, date: string) =>
  (await t.database.db.select().from(standingOrderRuns).where(and(eq(standingOrderRuns.standingOrderId, standingId), eq(standingOrderRuns.date, date))))[0];
const noticesOf = (userId: string, kind: string) =>
  t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));
/** Moves the clock to noon (Toronto) of `date`. */
const setDay = (date: string) => {
  const target = new Date(`${date}T17:00:00Z`).getTime();
  t.clock.advance(target - t.clock.now().getTime());
};
const setStock = (productId: string, stock: number) =>
  t.database.db.update(productGrades).set({ stock }).where(eq(productGrades.productId, productId));

describe('setting up', () => {
  it('sets up a weekly standing order, tells the farm, and answers the same one for the same id', async () => {
    const buyer = await newBuyer();
    const b = body(buyer);
    const first = await call('POST', '/api/standing-orders/', buyer.access, b);
    expect(first.statusCode, first.body).toBe(201);
    const data = first.json().data as StandingOrder;
    expect(data).toMatchObject({ status: 'active', cadence: 'weekly', currency: 'CAD', farm_name: farm.farm && 'Ferme Marie', place: 'Toronto, ON' });
    expect(data.lines.map((l) => [l.product_name, l.quantity, l.unit_price_minor])).toEqual([['Carrots', 10, 500], ['Beets', 4, 600]]);
    const again = await call('POST', '/api/standing-orders/', buyer.access, b);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(b.id);
    const told = await noticesOf(farm.userId, 'standing_created');
    expect(told.some((n) => n.href === `/standing-orders/${b.id}` && (n.params as Record<string, unknown>).first_date === b.start_date)).toBe(true);
  });

  it('the same set-up sent 50 times at once makes one standing order', async () => {
    const buyer = await newBuyer();
    const b = body(buyer);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/api/standing-orders/', buyer.access, b)));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const list = await call('GET', '/api/standing-orders/', buyer.access);
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses what the farm cannot serve, with the message in the buyer language, and writes nothing', async () => {
    const buyer = await newBuyer();
    const closed = await sellerAccount(t, { firstName: 'Luc', terms: { deliveryDays: [2, 4, 6], leadDays: 1 } });
    const leeks = await createProduct(t.database.db, closed.farm, { name: 'Leeks', prices: [300, 200, 100] });
    let monday = addDays(today(), 7);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    const cases: Array<[Record<string, unknown>, string, string, string?]> = [
      [{ start_date: addDays(today(), -1) }, 'start_date', 'The start date cannot be in the past'],
      [{ start_date: '2026-02-30' }, 'start_date', 'Choose a valid start date'],
      [{ cadence: 'daily' }, 'cadence', 'Choose how often'],
      [{ cadence: 'weekdays', weekdays: [] }, 'weekdays', 'Choose at least one delivery day'],
      [{ end_date: addDays(today(), 1) }, 'end_date', 'The end date must be after the start date'],
      [{ note: 'a\u0000b' }, 'note', ''],
      [{ fulfilment: 'pickup', branch_id: null }, 'branch_id', 'Choose where to pick up'],
      [
        { seller_id: closed.farm.sellerId, start_date: monday, lines: [{ product_id: leeks, grade: 'top', quantity: 1, unit_price_minor: 300 }] },
        'start_date',
        'The farm does not deliver on this day. Choose one of its delivery days.',
        'La ferme ne livre pas ce jour-là. Choisissez un de ses jours de livraison.',
      ],
      [{ lines: [{ product_id: leeks, grade: 'top', quantity: 1, unit_price_minor: 300 }] }, 'lines', ''],
    ];
    for (const [over, field, en, fr] of cases) {
      const res = await call('POST', '/api/standing-orders/', buyer.access, body(buyer, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().messages ?? {}), JSON.stringify(over)).toContain(field);
      if (en) expect(JSON.stringify(res.json())).toContain(en);
      if (fr) {
        const french = await call('POST', '/api/standing-orders/', buyer.access, body(buyer, over), { 'accept-language': 'fr' });
        expect(JSON.stringify(french.json())).toContain(fr);
      }
    }
    const stale = await call('POST', '/api/standing-orders/', buyer.access, body(buyer, { lines: [{ product_id: carrots, grade: 'top', quantity: 1, unit_price_minor: 450 }] }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changes[0]).toMatchObject({ reason: 'price', current_price_minor: 500 });
    const list = await call('GET', '/api/standing-orders/', buyer.access);
    expect(list.json().data).toHaveLength(0);
  });

  it('only buyers set one up, never with their own farm', async () => {
    const res = await call('POST', '/api/standing-orders/', farm.access, { ...body({ access: farm.access, userId: farm.userId, addressId: randomUUID(), email: '' }) });
    expect(res.statusCode).toBe(403);
  });
});

describe('reading and changing', () => {
  it('the buyer and the farm read it; another buyer does not; only the buyer changes it', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer('Buyer', 'Other');
    const so = await create(buyer);
    expect((await call('GET', `/api/standing-orders/${so.id}/`, farm.access)).statusCode).toBe(200);
    expect((await call('GET', '/api/standing-orders/', farm.access)).json().data.map((s: StandingOrder) => s.id)).toContain(so.id);
    expect((await call('GET', `/api/standing-orders/${so.id}/`, other.access)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/standing-orders/${so.id}/`, other.access, { note: 'mine now' })).statusCode).toBe(404);
    expect((await call('POST', `/api/standing-orders/${so.id}/cancel/`, other.access)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/standing-orders/${so.id}/`, farm.access, { note: 'farm edit' })).statusCode).toBe(403);
    expect((await call('GET', '/api/standing-orders/not-a-uuid/', buyer.access)).statusCode).toBe(404);

    const changed = await call('PATCH', `/api/standing-orders/${so.id}/`, buyer.access, { cadence: 'every_2_weeks', lines: [{ product_id: carrots, grade: 'top', quantity: 25, unit_price_minor: 500 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ cadence: 'every_2_weeks', lines: [{ quantity: 25 }] });
  });

  it('skips a delivery and takes the skip back, pauses and resumes, cancels once for good', async () => {
    const buyer = await newBuyer();
    const so = await create(buyer);
    const second = addDays(so.start_date, 7);
    const skipped = await call('POST', `/api/standing-orders/${so.id}/skip/`, buyer.access, { date: second });
    expect(skipped.json().data.skip_dates).toEqual([second]);
    expect((await call('POST', `/api/standing-orders/${so.id}/skip/`, buyer.access, { date: addDays(second, 1) })).statusCode).toBe(400);
    const unskipped = await call('POST', `/api/standing-orders/${so.id}/skip/`, buyer.access, { date: second, skip: false });
    expect(unskipped.json().data.skip_dates).toEqual([]);

    const paused = await call('POST', `/api/standing-orders/${so.id}/pause/`, buyer.access, { until: addDays(so.start_date, 14) });
    expect(paused.json().data.paused_until).toBe(addDays(so.start_date, 14));
    expect((await call('POST', `/api/standing-orders/${so.id}/pause/`, buyer.access, { until: today() })).statusCode).toBe(400);
    const resumed = await call('POST', `/api/standing-orders/${so.id}/pause/`, buyer.access, { until: null });
    expect(resumed.json().data.paused_until).toBeNull();

    const cancelled = await call('POST', `/api/standing-orders/${so.id}/cancel/`, buyer.access);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await call('POST', `/api/standing-orders/${so.id}/cancel/`, buyer.access)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/standing-orders/${so.id}/`, buyer.access, { note: 'again' })).statusCode).toBe(409);
    expect((await noticesOf(farm.userId, 'standing_cancelled')).some((n) => n.href === `/standing-orders/${so.id}`)).toBe(true);
  });
});

describe('sync', () => {
  it('pulls a standing order to its buyer and its farm, not to another user', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer('Buyer', 'Nosy');
    const so = await create(buyer);
    const pulled = async (access: string) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 50; i++) {
        const res = await call('GET', `/api/sync/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}&limit=2000` : '?limit=2000'}`, access);
        expect(res.statusCode).toBe(200);
        const page = res.json<{ changes: Array<{ table: string; id: string }>; cursor: string; has_more: boolean }>();
        ids.push(...page.changes.filter((c) => c.table === 'standing_orders').map((c) => c.id));
        cursor = page.cursor;
        if (!page.has_more) break;
      }
      return ids;
    };
    expect(await pulled(buyer.access)).toContain(so.id);
    expect(await pulled(farm.access)).toContain(so.id);
    expect(await pulled(other.access)).not.toContain(so.id);
  });
});

describe('the scheduler', () => {
  it('places each delivery once, 48 hours ahead, at the current price; skips and pauses are kept', async () => {
    const buyer = await newBuyer();
    const so = await create(buyer);
    const first = so.start_date;
    const second = addDays(first, 7);
    const third = addDays(first, 14);
    await call('POST', `/api/standing-orders/${so.id}/skip/`, buyer.access, { date: second });

    setDay(addDays(first, -3));
    await t.app.runStandingOrders();
    expect(await ordersOf(so.id)).toHaveLength(0);

    setDay(addDays(first, -2));
    // Other tests' standing orders are due too: a second run places nothing more.
    expect((await t.app.runStandingOrders()).placed).toBeGreaterThanOrEqual(1);
    expect(await t.app.runStandingOrders()).toMatchObject({ placed: 0 });
    const placed = await ordersOf(so.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ id: occurrenceOrderId(so.id, first), date: first, status: 'placed', paymentMethod: 'invoice_net15', note: 'Back door, before 7' });
    expect((await runOf(so.id, first))?.outcome).toBe('placed');
    expect((await noticesOf(buyer.userId, 'standing_placed')).map((n) => n.orderId)).toEqual([placed[0]!.id]);
    expect((await noticesOf(farm.userId, 'order_placed')).some((n) => n.orderId === placed[0]!.id)).toBe(true);

    // A pause from now until the day after the third delivery.
    await signIn(buyer);
    const paused = await call('POST', `/api/standing-orders/${so.id}/pause/`, buyer.access, { until: addDays(third, 1) });
    expect(paused.statusCode, paused.body).toBe(200);
    setDay(addDays(third, -1));
    await t.app.runStandingOrders();
    expect((await runOf(so.id, second))?.outcome).toBe('skipped');
    expect((await runOf(so.id, third))?.outcome).toBe('paused');
    expect(await ordersOf(so.id)).toHaveLength(1);
    await signIn(buyer);
    const seen = (await call('GET', `/api/standing-orders/${so.id}/`, buyer.access)).json().data as StandingOrder;
    expect(seen.occurrences.map((o) => [o.date, o.outcome])).toEqual([[third, 'paused'], [second, 'skipped'], [first, 'placed']]);
  });

  it('tells a shortage once with the fix, and places it when restocked before the cut-off', async () => {
    const buyer = await newBuyer();
    const onions = await createProduct(t.database.db, farm.farm, { name: 'Onions', prices: [200, 150, 100], stock: 3 });
    const start = addDays(today(), 5);
    const so = await create(buyer, { start_date: start, lines: [{ product_id: onions, grade: 'top', quantity: 8, unit_price_minor: 200 }] });
    setDay(addDays(start, -2));
    await t.app.runStandingOrders();
    await t.app.runStandingOrders();
    const run = await runOf(so.id, start);
    expect(run).toMatchObject({ outcome: 'failed', reason: 'stock' });
    expect(run?.detail).toMatchObject({ product: 'Onions', available: 3, requested: 8 });
    expect(await noticesOf(buyer.userId, 'standing_failed')).toHaveLength(1);

    await setStock(onions, 50);
    await t.app.runStandingOrders();
    expect((await runOf(so.id, start))?.outcome).toBe('placed');
    expect(await ordersOf(so.id)).toHaveLength(1);
  });

  it('announces a price change the day before placing, once, and places at the new price', async () => {
    const buyer = await newBuyer();
    const kale = await createProduct(t.database.db, farm.farm, { name: 'Kale', prices: [400, 300, 200], stock: 500 });
    const start = addDays(today(), 6);
    const so = await create(buyer, { start_date: start, lines: [{ product_id: kale, grade: 'top', quantity: 2, unit_price_minor: 400 }] });
    await t.database.db.update(productGrades).set({ priceMinor: 450 }).where(and(eq(productGrades.productId, kale), eq(productGrades.grade, 'top')));
    setDay(addDays(start, -3));
    await t.app.runStandingOrders();
    await t.app.runStandingOrders();
    const notices = await noticesOf(buyer.userId, 'standing_price_changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ products: 'Kale', count: 1, date: start });
    setDay(addDays(start, -2));
    await t.app.runStandingOrders();
    const [order] = await ordersOf(so.id);
    expect(order?.subtotalMinor).toBe(900);
    const placed = await noticesOf(buyer.userId, 'standing_placed');
    expect(placed.at(-1)?.params).toMatchObject({ price_changed: 1 });
    await signIn(buyer);
    const after = (await call('GET', `/api/standing-orders/${so.id}/`, buyer.access)).json().data as StandingOrder;
    expect(after.lines[0]?.unit_price_minor).toBe(450);
  });

  it('reports a delivery missed while nothing ran, and never places it late', async () => {
    const buyer = await newBuyer();
    const start = addDays(today(), 4);
    const so = await create(buyer, { start_date: start, end_date: start });
    setDay(addDays(start, 1));
    await t.app.runStandingOrders();
    expect((await runOf(so.id, start))?.outcome).toBe('missed');
    expect(await ordersOf(so.id)).toHaveLength(0);
    expect((await noticesOf(buyer.userId, 'standing_missed')).map((n) => (n.params as Record<string, unknown>).date)).toEqual([start]);
  });

  it('tells a closed farm day with the nearest delivery day', async () => {
    const buyer = await newBuyer();
    const start = addDays(today(), 5);
    const so = await create(buyer, { start_date: start, end_date: start });
    const open = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(start));
    await t.database.db.update(sellers).set({ deliveryDays: open }).where(eq(sellers.id, farm.farm.sellerId));
    try {
      setDay(addDays(start, -2));
      await t.app.runStandingOrders();
      const run = await runOf(so.id, start);
      expect(run).toMatchObject({ outcome: 'failed', reason: 'farm_closed' });
      expect(run?.detail).toMatchObject({ next_day: addDays(start, 1) });
    } finally {
      await t.database.db.update(sellers).set({ deliveryDays: [1, 2, 3, 4, 5, 6, 7] }).where(eq(sellers.id, farm.farm.sellerId));
    }
  });
});
