// Live updates over a real socket: GET /api/sync/events tells a user's open streams, within 2 s, that something of
// theirs changed (and tells nobody else), whichever app instance made the change; plus headers, auth, caps, close.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCanada } from '../../../contract/order-rules.ts';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/accounts.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { productGrades, products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount } from '../../test/orders-fixture.ts';
import { bulkBuyerAccount, insertRequest } from '../../test/quotes-fixture.ts';
import { LIVE_DEFAULTS } from './live-hub.ts';
import { openSse, tablesOf, type SseEvent, type SseStream } from '../../test/sse-reader.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WITHIN_MS = 2000;

let t: TestApp;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const open = async (access: string | null, at = base) => {
  const s = await openSse(`${at}/api/sync/events`, access);
  streams.push(s);
  return s;
};
const changed = (table?: string) => (e: SseEvent) => e.event === 'changed' && (!table || tablesOf(e).includes(table));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const addressBody = (label: string) => ({ label, full_name: 'Marie Tremblay', line1: '12 rue des Érables', city: 'Québec', province: 'QC', postal_code: 'g1r 4p5' });
const addAddress = (app: FastifyInstance, access: string, label = 'home') =>
  app.inject({ method: 'POST', url: '/api/account/address/', headers: { ...bearer(access), 'idempotency-key': randomUUID() }, payload: addressBody(label) });

/** The stream has said hello: the server registered it before writing this. */
const connected = async (s: SseStream) => {
  for (let i = 0; i < 100 && !s.text().includes(': connected'); i++) await sleep(10);
  expect(s.text()).toContain(': connected');
};

describe('GET /api/sync/events', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await fetch(`${base}/api/sync/events`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('unauthorized');
    const bad = await fetch(`${base}/api/sync/events`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
  });

  it('is an uncached event stream that starts with a retry hint', async () => {
    const { tokens } = await registerAccount(t.app);
    const s = await open(tokens.access);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-request-id')).toBeTruthy();
    await connected(s);
    expect(s.text()).toMatch(/^retry: \d+\n/);
    s.close();
  });

  it("tells the user's streams within 2 s that their data changed, and tells another user nothing", async () => {
    const ana = await registerAccount(t.app);
    const ben = await registerAccount(t.app);
    const anaPhone = await open(ana.tokens.access);
    const anaLaptop = await open(ana.tokens.access);
    const benPhone = await open(ben.tokens.access);
    await Promise.all([connected(anaPhone), connected(anaLaptop), connected(benPhone)]);

    const began = performance.now();
    expect((await addAddress(t.app, ana.tokens.access)).statusCode).toBe(201);
    const [onPhone, onLaptop] = await Promise.all([anaPhone.next(changed('addresses'), WITHIN_MS), anaLaptop.next(changed('addresses'), WITHIN_MS)]);
    expect(onPhone.at - began).toBeLessThan(WITHIN_MS);
    expect(onLaptop.at - began).toBeLessThan(WITHIN_MS);
    // The event names tables, never rows or anything else of the user's.
    expect(JSON.parse(onPhone.data)).toEqual({ tables: ['addresses'] });

    await sleep(300);
    expect(benPhone.events).toEqual([]);
  });

  it("tells a farm within 2 s that a buyer's order and its notification arrived; other users only hear of the catalogue", async () => {
    const farm = await sellerAccount(t, { terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 0 } });
    const product = await createProduct(t.database.db, farm.farm, { stock: 50 });
    const buyer = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    const [address] = await t.database.db
      .insert(addresses)
      .values({ userId: buyer.user.id, fullName: 'Jean Roy', line1: '10 King St', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' })
      .returning({ id: addresses.id });
    const farmStream = await open(farm.access);
    const otherStream = await open(bystander.tokens.access);
    await Promise.all([connected(farmStream), connected(otherStream)]);

    const began = performance.now();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create_order/',
      headers: { ...bearer(buyer.tokens.access), 'idempotency-key': randomUUID() },
      payload: {
        id: randomUUID(),
        seller_id: farm.farm.sellerId,
        lines: [{ product_id: product, grade: 'top', quantity: 1, unit_price_minor: 500 }],
        fulfilment: 'delivery',
        address_id: address!.id,
        date: todayInCanada(new Date()),
        payment_method: 'pay_on_delivery',
        note: null,
      },
    });
    expect(placed.statusCode).toBe(201);
    const got = await farmStream.next(changed('orders'), WITHIN_MS);
    expect(got.at - began).toBeLessThan(WITHIN_MS);
    // One transaction, one event: the order, its notification and the stock that moved.
    expect(tablesOf(got)).toEqual(expect.arrayContaining(['orders', 'notifications', 'products']));

    await sleep(300);
    const heard = otherStream.events.flatMap(tablesOf);
    expect(heard).not.toContain('orders');
    expect(heard).not.toContain('notifications');
  });

  it("a public product's price reaches everybody, and names the carts holding it; a draft wakes only its farm", async () => {
    const farm = await sellerAccount(t);
    const db = t.database.db;
    const published = await createProduct(db, farm.farm);
    const draft = await createProduct(db, farm.farm, { status: 'Draft' });
    const buyer = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    await db.insert(cartItems).values({ userId: buyer.user.id, productId: published, grade: 'top', quantity: 2, unitPriceMinor: 500 });
    const [farmStream, buyerStream, otherStream] = await Promise.all([open(farm.access), open(buyer.tokens.access), open(bystander.tokens.access)]);
    await Promise.all([connected(farmStream), connected(buyerStream), connected(otherStream)]);

    await db.update(products).set({ description: 'Still secret' }).where(eq(products.id, draft));
    await farmStream.next(changed('products'), WITHIN_MS);
    await sleep(300);
    expect([buyerStream.events, otherStream.events]).toEqual([[], []]);

    await db.update(productGrades).set({ priceMinor: 650 }).where(and(eq(productGrades.productId, published), eq(productGrades.grade, 'top')));
    // Their cart's line moved: at once, and the product with it.
    const forBuyer = await buyerStream.next(changed('cart_items'), WITHIN_MS);
    // The new price is also a day of the product's price history (migration 0026), public like the product.
    expect(tablesOf(forBuyer)).toEqual(['cart_items', 'price_history', 'products']);
    // Everybody else hears of the catalogue too, spread over a few seconds so that devices do not all pull at once.
    expect(tablesOf(await otherStream.next(changed('products'), WITHIN_MS + LIVE_DEFAULTS.publicSpreadMs))).toEqual(['price_history', 'products']);

    // A delete reaches its owner through the tombstone it leaves.
    const from = [buyerStream.events.length, otherStream.events.length] as const;
    await db.delete(cartItems).where(eq(cartItems.userId, buyer.user.id));
    expect(tablesOf(await buyerStream.next(changed('cart_items'), WITHIN_MS, from[0]))).toEqual(['cart_items']);
    await sleep(300);
    expect(otherStream.events.slice(from[1])).toEqual([]);
  });

  it('tells the farms a produce request was sent to, and not the others', async () => {
    const chosen = await sellerAccount(t, { firstName: 'Chosen' });
    const other = await sellerAccount(t, { firstName: 'Other' });
    const bulk = await bulkBuyerAccount(t);
    const [chosenStream, otherStream] = await Promise.all([open(chosen.access), open(other.access)]);
    await Promise.all([connected(chosenStream), connected(otherStream)]);
    await insertRequest(t, { buyer: bulk, categoryId: chosen.farm.categoryId, sellerIds: [chosen.farm.sellerId] });
    await chosenStream.next(changed('quote_requests'), WITHIN_MS);
    await sleep(300);
    expect(otherStream.events.flatMap(tablesOf)).not.toContain('quote_requests');
  });

  it('caps the streams of one user (429) and frees a place when one closes', async () => {
    const { tokens } = await registerAccount(t.app);
    const opened = await Promise.all(Array.from({ length: LIVE_DEFAULTS.maxStreamsPerUser }, () => open(tokens.access)));
    await Promise.all(opened.map(connected));
    const ninth = await fetch(`${base}/api/sync/events`, { headers: bearer(tokens.access) });
    expect(ninth.status).toBe(429);
    await ninth.text();
    opened[0]!.close();
    let again = await open(tokens.access);
    // The server forgets the closed stream when its socket closes: a moment later.
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await sleep(20);
      again = await open(tokens.access);
    }
    expect(again.status).toBe(200);
    for (const s of [...opened, again]) s.close();
  });

  it('measures change-to-event latency over 20 changes', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const s = await open(tokens.access);
    await connected(s);
    const took: number[] = [];
    for (let i = 0; i < 20; i++) {
      const from = s.events.length;
      const began = performance.now();
      // A notification written by whichever path: the stream hears of it once it commits.
      await t.database.db.insert(notifications).values({ userId: user.id, kind: 'order_placed', params: { n: i }, href: '/orders' });
      const e = await s.next(changed('notifications'), WITHIN_MS, from);
      took.push(e.at - began);
    }
    took.sort((a, b) => a - b);
    const median = (took[9]! + took[10]!) / 2;
    console.log(`live event latency (${onPostgres ? 'PostgreSQL' : 'PGlite'}, 20 changes): median ${median.toFixed(1)} ms, max ${took[19]!.toFixed(1)} ms`);
    expect(took[19]).toBeLessThan(WITHIN_MS);
  });

  it('ends open streams when the app closes', async () => {
    const other = await anotherApp(t.database);
    const { tokens } = await registerAccount(other.app);
    const s = await open(tokens.access, other.base);
    await connected(s);
    const closing = other.app.close();
    await expect(Promise.race([s.ended.then(() => 'ended'), sleep(3000).then(() => 'still open')])).resolves.toBe('ended');
    await closing;
  });
});

/** Another app instance on the given database, listening on its own port, as another server process would be. */
async function anotherApp(database: Database): Promise<{ app: FastifyInstance; base: string }> {
  // The same settings (JWT secret included): a token from one instance is good on the other.
  const app = await buildApp(t.app.config, { database, logger: false });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe.runIf(onPostgres)('across server processes (PostgreSQL)', () => {
  let second: { app: FastifyInstance; database: Database; base: string };

  beforeAll(async () => {
    // Its own pool and its own LISTEN connection: nothing shared with instance A but the database.
    const database = await openDatabase({ databaseUrl: t.databaseUrl });
    second = { ...(await anotherApp(database)), database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });

  it('a change made through instance A reaches a stream open on instance B within 2 s', async () => {
    const ana = await registerAccount(t.app);
    const ben = await registerAccount(t.app);
    const onB = await open(ana.tokens.access, second.base);
    const benOnB = await open(ben.tokens.access, second.base);
    await Promise.all([connected(onB), connected(benOnB)]);
    const took: number[] = [];
    for (let i = 0; i < 20; i++) {
      const from = onB.events.length;
      const began = performance.now();
      expect((await addAddress(t.app, ana.tokens.access, `a${i}`)).statusCode).toBe(201);
      took.push((await onB.next(changed('addresses'), WITHIN_MS, from)).at - began);
    }
    took.sort((a, b) => a - b);
    console.log(`live event latency across instances (API call through A, stream on B, 20 changes): median ${((took[9]! + took[10]!) / 2).toFixed(1)} ms, max ${took[19]!.toFixed(1)} ms`);
    expect(took[19]).toBeLessThan(WITHIN_MS);
    await sleep(300);
    expect(benOnB.events).toEqual([]);
  });

  it('listens again when its connection is cut, and tells every stream to pull what it may have missed', async () => {
    const ana = await registerAccount(t.app);
    const s = await open(ana.tokens.access, second.base);
    const onA = await open(ana.tokens.access);
    await Promise.all([connected(s), connected(onA)]);
    // Cut every LISTEN connection (A's and B's): each process must reconnect on its own.
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %' and pid <> pg_backend_pid()`);
    const [resumedB, resumedA] = await Promise.all([s.next(changed('*'), 5000), onA.next(changed('*'), 5000)]);
    expect([tablesOf(resumedB), tablesOf(resumedA)]).toEqual([['*'], ['*']]);
    const from = s.events.length;
    expect((await addAddress(t.app, ana.tokens.access)).statusCode).toBe(201);
    await s.next(changed('addresses'), WITHIN_MS, from);
  });
});

describe('the notification payload', () => {
  it('splits a large audience over notifications under 8000 bytes, and each user is told', async () => {
    const big = await registerAccount(t.app);
    const s = await open(big.tokens.access);
    await connected(s);
    const payloads: string[] = [];
    const stop = await t.database.listen('fm_changes', (p) => payloads.push(p), () => undefined);
    // The user is the last of 401: in the third notification.
    const audience = [...Array.from({ length: 400 }, () => randomUUID()), big.user.id];
    await t.database.db.execute(sql`select notify_sync_audience('addresses', ${`{${audience.join(',')}}`}::uuid[], false)`);
    await s.next(changed('addresses'), WITHIN_MS);
    for (let i = 0; i < 100 && payloads.length < 3; i++) await sleep(10);
    await stop();
    expect(payloads).toHaveLength(3);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(new Set(payloads.flatMap((p) => (JSON.parse(p) as { a: string[] }).a))).toEqual(new Set(audience));
  });
});
