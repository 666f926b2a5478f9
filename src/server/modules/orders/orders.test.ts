// Orders over HTTP: placing an order (prices and stock re-checked, stock reserved in the same transaction, the race
// for the last stock, minimum order, date and payment rules, idempotent replay), the buyer's and the seller's lists,
// owner checks, every move of the state machine (legal and illegal) with the stock a rejected or cancelled order
// gives back, and the notifications the other party receives.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/enums.ts';
import { addDays, availableDates, isoWeekday, ORDER_TRANSITIONS, orderPath, todayInCanada } from '../../../contract/order-rules.ts';
import type { Order } from '../../../contract/orders.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { branches, productGrades, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { notifications, orders } from '../../db/schema/orders.ts';
import { createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const today = () => todayInCanada(new Date());

interface BuyerAccount {
  access: string;
  userId: string;
  addressId: string;
}

const newSeller = (terms: Partial<typeof sellers.$inferInsert> = {}, firstName = 'Marie') =>
  sellerAccount(t, { firstName, terms: { deliveryDays: ALL_DAYS, leadDays: 0, ...terms } });

async function newBuyer(role: 'Buyer' | 'BulkBuyer' = 'Buyer', firstName = 'Jean', province = 'ON'): Promise<BuyerAccount> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Roy' });
  const db = t.database.db;
  if (role !== 'Buyer') await db.update(users).set({ role }).where(eq(users.id, user.id));
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Roy`, line1: '10 King St', city: 'Toronto', province, postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id };
}

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...headers }, ...(payload !== undefined && { payload: payload as object }) });

function orderBody(buyer: BuyerAccount, farm: Farm, lines: Array<{ product_id: string; grade?: string; quantity: number; unit_price_minor: number }>, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    seller_id: farm.sellerId,
    lines: lines.map((l) => ({ grade: 'top', ...l })),
    fulfilment: 'delivery',
    address_id: buyer.addressId,
    date: today(),
    payment_method: 'pay_on_delivery',
    note: null,
    ...over,
  };
}
const place = (buyer: BuyerAccount, body: unknown, key: string = randomUUID(), lang = 'en') =>
  call('POST', '/api/orders/create_order/', buyer.access, body, { 'idempotency-key': key, 'accept-language': lang });
const transition = (access: string, id: string, to: OrderStatus, reason?: string) =>
  call('POST', `/api/orders/${id}/transition/`, access, { to, ...(reason !== undefined && { reason }) }, { 'idempotency-key': randomUUID() });

async function gradeStock(productId: string, grade = 'top'): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productGrades.stock })
    .from(productGrades)
    .where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade)));
  return row!.stock;
}
const countOrders = async (buyerId: string) => (await t.database.db.select().from(orders).where(eq(orders.buyerId, buyerId))).length;

describe('placing an order', () => {
  it('orders racing a product edit and stock movements on the same product queue instead of deadlocking', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const db = t.database.db;
    const product = await createProduct(db, s.farm, { stock: 1000 });
    // A product edit takes the product row, then the grades (as seller-products does), slowly.
    const edits = Array.from({ length: 4 }, () =>
      db.transaction(async (tx) => {
        await tx.update(products).set({ description: 'Edited while orders arrive' }).where(eq(products.id, product));
        await tx.execute(sql`select pg_sleep(0.05)`);
        await tx.update(productGrades).set({ priceMinor: 500 }).where(and(eq(productGrades.productId, product), eq(productGrades.grade, 'top')));
      }),
    );
    const placed = Array.from({ length: 8 }, () => place(buyer, orderBody(buyer, s.farm, [{ product_id: product, quantity: 1, unit_price_minor: 500 }])));
    const moves = Array.from({ length: 4 }, () =>
      call('POST', `/api/product/seller/products/${product}/inventory/movements/`, s.access, { id: randomUUID(), grade: 'top', kind: 'harvested', delta: 5, note: null }, { 'idempotency-key': randomUUID() }),
    );
    const answers = await Promise.all([...placed, ...moves]);
    await Promise.all(edits);
    expect(answers.map((r) => r.statusCode).filter((code) => code >= 500)).toEqual([]);
    expect(answers.slice(0, 8).every((r) => r.statusCode === 201)).toBe(true);
    expect(await gradeStock(product)).toBe(1000 - 8 + 20);
  });

  it('reserves stock, writes the order with copies, totals, taxes and a timeline, empties the cart lines and notifies the seller', async () => {
    const s = await newSeller({ deliveryFeeMinor: 700 });
    const buyer = await newBuyer();
    const carrots = await createProduct(t.database.db, s.farm, { stock: 50, discountPercent: 10 }); // top 500 -> 450
    const beets = await createProduct(t.database.db, s.farm, { name: 'Beets', nameFr: 'Betteraves', stock: 20 });
    const [cartLine] = await t.database.db
      .insert(cartItems)
      .values({ userId: buyer.userId, productId: carrots, grade: 'top', quantity: 3, unitPriceMinor: 450 })
      .returning({ id: cartItems.id });
    const body = orderBody(buyer, s.farm, [
      { product_id: carrots, quantity: 3, unit_price_minor: 450 },
      { product_id: beets, grade: 'mid', quantity: 2, unit_price_minor: 400 },
    ], { note: '  Back door please  ', cart_item_ids: [cartLine!.id] });
    const res = await place(buyer, body);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json<{ message: string; data: Order }>();
    expect(message).toBe('Order placed');
    expect(data).toMatchObject({
      id: body.id,
      buyer_id: buyer.userId,
      buyer_name: 'Jean Roy',
      seller_id: s.farm.sellerId,
      farm_name: 'Ferme Marie',
      status: 'placed',
      fulfilment: 'delivery',
      branch: null,
      branch_id: s.farm.branchId,
      date: body.date,
      payment_method: 'pay_on_delivery',
      payment_due: null,
      note: 'Back door please',
      currency: 'CAD',
      subtotal_minor: 3 * 500 + 2 * 400,
      discount_minor: 150,
      delivery_fee_minor: 700,
      tax_minor: 0,
      total_minor: 1350 + 800 + 700,
      invoice_number: 1,
      delivered_at: null,
    });
    expect(data.address).toMatchObject({ address_id: buyer.addressId, full_name: 'Jean Roy', line: '10 King St', province: 'ON' });
    expect(data.taxes).toEqual([{ name: 'HST', rate_percent: 13, amount_minor: 0, zero_rated: true }]);
    expect(data.lines.map((l) => [l.product_name, l.grade, l.quantity, l.list_price_minor, l.unit_price_minor, l.line_total_minor])).toEqual([
      ['Carrots', 'top', 3, 500, 450, 1350],
      ['Beets', 'mid', 2, 400, 400, 800],
    ]);
    expect(data.events).toHaveLength(1);
    expect(data.events[0]).toMatchObject({ status: 'placed', by: 'buyer', by_name: 'Jean Roy', reason: null });
    expect(await gradeStock(carrots)).toBe(47);
    expect(await gradeStock(beets, 'mid')).toBe(18);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, body.id));
    expect(moves.map((m) => [m.kind, m.delta, m.note, m.byName]).sort()).toEqual([
      ['reserved', -2, 'INV-000001', 'Jean Roy'],
      ['reserved', -3, 'INV-000001', 'Jean Roy'],
    ]);
    expect(moves.find((m) => m.productId === carrots)!.stockAfter).toBe(47);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))).toEqual([]);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.userId));
    expect(notice).toMatchObject({ kind: 'order_placed', orderId: body.id, href: `/seller/orders/${body.id}`, params: { invoice: 'INV-000001', buyer: 'Jean Roy', total: 2850, currency: 'CAD' } });

    // The buyer's list and the detail (both parties) answer the same order.
    const list = await call('GET', '/api/orders/create_order/', buyer.access);
    expect(list.json()).toMatchObject({ data: [{ id: body.id }], meta: { count: 1, page: 1, page_size: 50 } });
    expect((await call('GET', `/api/orders/${body.id}/`, buyer.access)).json().data.total_minor).toBe(2850);
    expect((await call('GET', `/api/orders/${body.id}/`, s.access)).json().data.id).toBe(body.id);
  });

  it('numbers each farm\'s invoices in sequence, and copies the pickup branch (taxes of its province, no fee)', async () => {
    const a = await newSeller({ deliveryFeeMinor: 500 }, 'Anne');
    const b = await newSeller({}, 'Bruno');
    const buyer = await newBuyer();
    const pa = await createProduct(t.database.db, a.farm);
    const pb = await createProduct(t.database.db, b.farm);
    const numbers: number[] = [];
    for (const [farm, product] of [[a.farm, pa], [a.farm, pa], [b.farm, pb], [a.farm, pa]] as const) {
      const res = await place(buyer, orderBody(buyer, farm, [{ product_id: product, quantity: 1, unit_price_minor: 500 }], { fulfilment: 'pickup', address_id: null, branch_id: farm.branchId, payment_method: 'pay_on_pickup' }));
      expect(res.statusCode).toBe(201);
      const { data } = res.json<{ data: Order }>();
      expect(data.delivery_fee_minor).toBe(0);
      expect(data.branch).toMatchObject({ branch_id: farm.branchId, name: 'Champ nord', province: 'QC' });
      expect(data.taxes.map((x) => x.name)).toEqual(['GST', 'QST']);
      numbers.push(data.invoice_number);
    }
    expect(numbers).toEqual([1, 2, 1, 3]);
    // a branch of another farm, or one not approved, cannot be the pickup place
    const pending = await t.database.db.insert(branches).values({ sellerId: a.farm.sellerId, name: 'New', province: 'QC', city: 'X', address: 'Y' }).returning({ id: branches.id });
    for (const branchId of [b.farm.branchId, pending[0]!.id]) {
      const res = await place(buyer, orderBody(buyer, a.farm, [{ product_id: pa, quantity: 1, unit_price_minor: 500 }], { fulfilment: 'pickup', address_id: null, branch_id: branchId, payment_method: 'pay_on_pickup' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.branch_id).toEqual(['This pickup place is not available']);
    }
  });

  it('refuses with what changed when a price moved since the cart, and writes nothing', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm, { stock: 10 });
    const other = await createProduct(t.database.db, s.farm, { name: 'Kale', nameFr: 'Chou frisé', stock: 2 });
    const [cartLine] = await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: p, grade: 'top', quantity: 2, unitPriceMinor: 500 }).returning({ id: cartItems.id });
    await t.database.db.update(productGrades).set({ priceMinor: 550 }).where(and(eq(productGrades.productId, p), eq(productGrades.grade, 'top')));
    const body = orderBody(buyer, s.farm, [
      { product_id: p, quantity: 2, unit_price_minor: 500 },
      { product_id: other, quantity: 5, unit_price_minor: 500 },
    ], { cart_item_ids: [cartLine!.id] });
    const res = await place(buyer, body, randomUUID(), 'fr');
    expect(res.statusCode).toBe(409);
    const err = res.json();
    expect(err.code).toBe('order_changed');
    expect(err.message).toMatch(/Des prix ou des stocks ont changé/);
    expect(err.changes).toEqual([
      { product_id: p, grade: 'top', product_name: 'Carrots', product_name_fr: 'Carottes', reason: 'price', expected_price_minor: 500, current_price_minor: 550, requested: 2, available: 10 },
      { product_id: other, grade: 'top', product_name: 'Kale', product_name_fr: 'Chou frisé', reason: 'stock', expected_price_minor: 500, current_price_minor: 500, requested: 5, available: 2 },
    ]);
    expect(await countOrders(buyer.userId)).toBe(0);
    expect(await gradeStock(p)).toBe(10);
    expect(await gradeStock(other)).toBe(2);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, p))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, s.userId))).toEqual([]);
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.id, s.farm.sellerId));
    expect(seller!.lastInvoiceNumber).toBe(0);
  });

  it('lists hidden, sold-out and withdrawn products as unavailable', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const draft = await createProduct(t.database.db, s.farm, { status: 'Draft' });
    const soldOut = await createProduct(t.database.db, s.farm, { status: 'Out of Stock' });
    const withdrawn = await createProduct(t.database.db, s.farm);
    await t.database.db.delete(productGrades).where(and(eq(productGrades.productId, withdrawn), eq(productGrades.grade, 'top')));
    const gone = randomUUID();
    const res = await place(buyer, orderBody(buyer, s.farm, [draft, soldOut, withdrawn, gone].map((id) => ({ product_id: id, quantity: 1, unit_price_minor: 500 }))));
    expect(res.statusCode).toBe(409);
    expect(res.json().changes.map((c: { product_id: string; reason: string; available: number }) => [c.product_id, c.reason, c.available])).toEqual([
      [draft, 'unavailable', 0],
      [soldOut, 'unavailable', 0],
      [withdrawn, 'unavailable', 0],
      [gone, 'unavailable', 0],
    ]);
  });

  it('enforces the farm\'s minimum order with a clear message in the caller\'s language', async () => {
    const s = await newSeller({ minOrderMinor: 5000 }, 'Luc');
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm);
    const res = await place(buyer, orderBody(buyer, s.farm, [{ product_id: p, quantity: 3, unit_price_minor: 500 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'below_minimum', message: 'Ferme Luc has a minimum order of $50.00. Add $35.00 more to order from this farm.' });
    const fr = await place(buyer, orderBody(buyer, s.farm, [{ product_id: p, quantity: 3, unit_price_minor: 500 }]), randomUUID(), 'fr');
    expect(fr.json().message).toBe('Ferme Luc exige une commande minimale de 50,00\u00a0$. Ajoutez encore 35,00\u00a0$ pour commander auprès de cette ferme.');
    expect(await gradeStock(p)).toBe(100);
    expect((await place(buyer, orderBody(buyer, s.farm, [{ product_id: p, quantity: 10, unit_price_minor: 500 }]))).statusCode).toBe(201);
  });

  it('accepts only the farm\'s days after its notice, and invoices only for bulk buyers', async () => {
    // Delivers on one weekday only, with 2 days of notice.
    const weekday = isoWeekday(addDays(today(), 3));
    const s = await newSeller({ deliveryDays: [weekday], leadDays: 2 });
    const buyer = await newBuyer();
    const bulk = await newBuyer('BulkBuyer', 'Resto');
    const p = await createProduct(t.database.db, s.farm);
    const line = [{ product_id: p, quantity: 1, unit_price_minor: 500 }];
    const [first] = availableDates({ delivery_days: [weekday], lead_days: 2 }, today());
    expect(first).toBe(addDays(today(), 3));
    for (const date of [today(), addDays(today(), 1), addDays(today(), 4), addDays(today(), 66), '2026-02-30']) {
      const res = await place(buyer, orderBody(buyer, s.farm, line, { date }));
      expect(res.statusCode, date).toBe(400);
      expect(res.json().messages.date).toEqual(['Choose one of the farm’s delivery or pickup days']);
    }
    const invoice = await place(buyer, orderBody(buyer, s.farm, line, { date: first, payment_method: 'invoice_net30' }));
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().messages.payment_method).toEqual(['This payment method is not available for this order']);
    expect((await place(buyer, orderBody(buyer, s.farm, line, { date: first, payment_method: 'pay_on_pickup' }))).statusCode).toBe(400);
    const ok = await place(bulk, orderBody(bulk, s.farm, line, { date: first, payment_method: 'invoice_net30' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ payment_method: 'invoice_net30', payment_due: addDays(first!, 30) });
    expect((await place(bulk, orderBody(bulk, s.farm, line, { date: first, payment_method: 'invoice_net15' }))).json().data.payment_due).toBe(addDays(first!, 15));
  });

  it('replays the same Idempotency-Key with the same answer and one order; another body under that key is 422', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm, { stock: 10 });
    const body = orderBody(buyer, s.farm, [{ product_id: p, quantity: 4, unit_price_minor: 500 }]);
    const key = randomUUID();
    const first = await place(buyer, body, key);
    const again = await place(buyer, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOrders(buyer.userId)).toBe(1);
    expect(await gradeStock(p)).toBe(6);
    const other = await place(buyer, { ...body, note: 'changed' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_mismatch');
    // The same order id under a fresh key (an outbox entry whose key was lost) answers the order placed, once.
    const sameId = await place(buyer, body);
    expect(sameId.statusCode).toBe(200);
    expect(sameId.json().data.id).toBe(body.id);
    expect(await gradeStock(p)).toBe(6);
    // ... but another buyer cannot take that id
    const intruder = await newBuyer();
    expect((await place(intruder, { ...body, address_id: intruder.addressId })).statusCode).toBe(409);
  });

  it('refuses other roles, one\'s own farm, an unknown farm, another farm\'s product, another\'s address, and malformed bodies (never 5xx)', async () => {
    const s = await newSeller();
    const other = await newSeller({}, 'Odile');
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm);
    const q = await createProduct(t.database.db, other.farm);
    const line = { product_id: p, quantity: 1, unit_price_minor: 500 };
    // A seller is not a buyer (and cannot buy from their own farm either way).
    const asSeller = await call('POST', '/api/orders/create_order/', s.access, orderBody(buyer, s.farm, [line]));
    expect(asSeller.statusCode).toBe(403);
    expect((await call('POST', '/api/orders/create_order/', null, orderBody(buyer, s.farm, [line]))).statusCode).toBe(401);
    // A farm owner whose role is a buyer role ordering from their own farm.
    await t.database.db.update(users).set({ role: 'BulkBuyer' }).where(eq(users.id, s.userId));
    const own = await call('POST', '/api/orders/create_order/', s.access, orderBody({ ...buyer, access: s.access }, s.farm, [line]));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot order from your own farm');
    await t.database.db.update(users).set({ role: 'Seller' }).where(eq(users.id, s.userId));

    const unknown = await place(buyer, orderBody(buyer, s.farm, [line], { seller_id: randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages.seller_id).toEqual(['This farm does not exist']);
    const mixed = await place(buyer, orderBody(buyer, s.farm, [line, { product_id: q, quantity: 1, unit_price_minor: 500 }]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().messages.lines).toBeDefined();
    const stranger = await newBuyer();
    const notMine = await place(buyer, orderBody(buyer, s.farm, [line], { address_id: stranger.addressId }));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().messages.address_id).toEqual(['Choose a delivery address']);

    const malformed: unknown[] = [
      {},
      [],
      { ...orderBody(buyer, s.farm, [line]), id: 'nope' },
      { ...orderBody(buyer, s.farm, [line]), lines: [] },
      { ...orderBody(buyer, s.farm, [line]), lines: [line, line] },
      { ...orderBody(buyer, s.farm, [{ ...line, quantity: -1 }]) },
      { ...orderBody(buyer, s.farm, [{ ...line, quantity: 1.5 }]) },
      { ...orderBody(buyer, s.farm, [line]), lines: [{ ...line, unit_price_minor: 'cheap' }] },
      { ...orderBody(buyer, s.farm, [{ ...line, grade: 'premium' }]) },
      { ...orderBody(buyer, s.farm, [{ ...line, product_id: 'abc' }]) },
      { ...orderBody(buyer, s.farm, [line]), address_id: null },
      { ...orderBody(buyer, s.farm, [line]), fulfilment: 'pickup', branch_id: null },
      { ...orderBody(buyer, s.farm, [line]), fulfilment: 'drone' },
      { ...orderBody(buyer, s.farm, [line]), payment_method: 'bitcoin' },
      { ...orderBody(buyer, s.farm, [line]), date: 'tomorrow' },
      { ...orderBody(buyer, s.farm, [line]), note: 'x'.repeat(2000) },
      { ...orderBody(buyer, s.farm, [line]), extra: true },
      { ...orderBody(buyer, s.farm, [line]), cart_item_ids: ['x'] },
    ];
    for (const body of malformed) {
      const res = await place(buyer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const raw = await t.app.inject({ method: 'POST', url: '/api/orders/create_order/', headers: { ...bearer(buyer.access), 'content-type': 'application/json' }, payload: '{"id": ' });
    expect(raw.statusCode).toBe(400);
    expect(await countOrders(buyer.userId)).toBe(0);
  });
});

describe('the race for the last stock', () => {
  it('never takes stock below zero: 20 concurrent buyers for 10 units, reserved = initial - final, the rest refused with 409', async () => {
    const s = await newSeller();
    const p = await createProduct(t.database.db, s.farm, { stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => newBuyer('Buyer', `B${i}`)));
    const results = await Promise.all(
      buyers.map((b, i) => place(b, orderBody(b, s.farm, [{ product_id: p, quantity: 1 + (i % 3), unit_price_minor: 500 }]))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 409), codes.join(',')).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'order_changed', changes: [{ reason: 'stock' }] });
    const finalStock = await gradeStock(p);
    expect(finalStock).toBeGreaterThanOrEqual(0);
    const reserved = (await t.database.db.select().from(stockMovements).where(and(eq(stockMovements.productId, p), eq(stockMovements.kind, 'reserved')))).reduce((n, m) => n - m.delta, 0);
    expect(reserved).toBe(10 - finalStock);
    const placed = results.filter((r) => r.statusCode === 201).map((r) => r.json<{ data: Order }>().data);
    expect(placed.reduce((n, o) => n + o.lines[0]!.quantity, 0)).toBe(reserved);
    expect(codes.filter((c) => c === 409).length).toBeGreaterThan(0);
    // Everything that could be sold was: what is left is less than the smallest refused request.
    expect(finalStock).toBeLessThan(3);
    // invoice numbers are 1..n without gaps
    expect(placed.map((o) => o.invoice_number).sort((a, b) => a - b)).toEqual(placed.map((_, i) => i + 1));
  });
});

describe('moving an order', () => {
  async function placedOrder(fulfilment: 'delivery' | 'pickup' = 'delivery') {
    const s = await newSeller();
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm, { stock: 30 });
    const body = orderBody(buyer, s.farm, [{ product_id: p, quantity: 5, unit_price_minor: 500 }], fulfilment === 'pickup' ? { fulfilment, address_id: null, branch_id: s.farm.branchId, payment_method: 'pay_on_pickup' } : {});
    const res = await place(buyer, body);
    expect(res.statusCode).toBe(201);
    return { s, buyer, p, id: body.id };
  }
  /** Sets the status directly (the path there is tested elsewhere). */
  const force = (id: string, status: OrderStatus) => t.database.db.update(orders).set({ status }).where(eq(orders.id, id));

  it('walks the happy path of each fulfilment, with the timeline, delivered_at and a notice to the buyer at each step', async () => {
    for (const fulfilment of ['delivery', 'pickup'] as const) {
      const { s, buyer, id } = await placedOrder(fulfilment);
      for (const to of orderPath(fulfilment).slice(1)) {
        const res = await transition(s.access, id, to);
        expect(res.statusCode, to).toBe(200);
        expect(res.json().data.status).toBe(to);
      }
      const { data } = (await call('GET', `/api/orders/${id}/`, buyer.access)).json<{ data: Order }>();
      expect(data.events.map((e) => [e.status, e.by])).toEqual(orderPath(fulfilment).map((st, i) => [st, i === 0 ? 'buyer' : 'seller']));
      expect(data.events[1]!.by_name).toBe('Ferme Marie');
      expect(data.delivered_at).not.toBeNull();
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, buyer.userId));
      expect(notes.map((n) => n.params.status).sort()).toEqual(orderPath(fulfilment).slice(1).sort());
      expect(notes.every((n) => n.kind === 'order_status' && n.href === `/orders/${id}` && n.params.invoice === 'INV-000001')).toBe(true);
    }
  });

  it('answers every move the state machine has, and refuses every other one with 409 and the allowed next states', async () => {
    const { s, buyer, id } = await placedOrder('delivery');
    const { s: ps, buyer: pbuyer, id: pid } = await placedOrder('pickup');
    const cases = [
      { s, buyer, id, fulfilment: 'delivery' as const },
      { s: ps, buyer: pbuyer, id: pid, fulfilment: 'pickup' as const },
    ];
    for (const c of cases) {
      for (const from of ORDER_STATUSES) {
        for (const actor of ['buyer', 'seller'] as const) {
          for (const to of ORDER_STATUSES) {
            await force(c.id, from);
            const legal = ORDER_TRANSITIONS.find((x) => x.from === from && x.to === to && x.by === actor && (!x.fulfilment || x.fulfilment === c.fulfilment));
            const res = await transition(actor === 'buyer' ? c.buyer.access : c.s.access, c.id, to, 'a reason');
            const label = `${c.fulfilment} ${actor} ${from} -> ${to}`;
            if (legal) {
              expect(res.statusCode, label).toBe(200);
              expect(res.json().data.status, label).toBe(to);
            } else {
              expect(res.statusCode, label).toBe(409);
              const allowed = ORDER_TRANSITIONS.filter((x) => x.from === from && x.by === actor && (!x.fulfilment || x.fulfilment === c.fulfilment)).map((x) => x.to);
              expect(res.json(), label).toMatchObject({ code: 'invalid_transition', message: 'This order cannot move to that step now', allowed });
            }
          }
        }
      }
    }
  });

  it('needs a reason to reject or cancel; rejected and cancelled orders give their stock back once', async () => {
    const { s, buyer, p, id } = await placedOrder();
    expect(await gradeStock(p)).toBe(25);
    const noReason = await transition(s.access, id, 'rejected');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages.reason).toEqual(['Please give a reason']);
    expect((await transition(s.access, id, 'rejected', '   ')).statusCode).toBe(400);
    const rejected = await transition(s.access, id, 'rejected', 'Hail took the crop');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.events.at(-1)).toMatchObject({ status: 'rejected', by: 'seller', reason: 'Hail took the crop' });
    expect(await gradeStock(p)).toBe(30);
    const released = await t.database.db.select().from(stockMovements).where(and(eq(stockMovements.orderId, id), eq(stockMovements.kind, 'released')));
    expect(released.map((m) => [m.delta, m.stockAfter, m.note])).toEqual([[5, 30, 'INV-000001']]);
    // no second release: a rejected order moves nowhere
    expect((await transition(buyer.access, id, 'cancelled', 'x')).statusCode).toBe(409);
    expect(await gradeStock(p)).toBe(30);

    // The buyer cancels before acceptance; the seller is told.
    const second = await placedOrder();
    const cancelled = await transition(second.buyer.access, second.id, 'cancelled', 'Ordered twice');
    expect(cancelled.statusCode).toBe(200);
    expect(await gradeStock(second.p)).toBe(30);
    const [notice] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, second.s.userId), eq(notifications.kind, 'order_status')));
    expect(notice).toMatchObject({ href: `/seller/orders/${second.id}`, params: { status: 'cancelled', reason: 'Ordered twice', buyer: 'Jean Roy' } });
    // After acceptance the buyer can no longer cancel; the seller still can (packed too), giving the stock back.
    const third = await placedOrder();
    expect((await transition(third.s.access, third.id, 'accepted')).statusCode).toBe(200);
    const late = await transition(third.buyer.access, third.id, 'cancelled', 'Too late?');
    expect(late.statusCode).toBe(409);
    expect(late.json().allowed).toEqual([]);
    expect((await transition(third.s.access, third.id, 'packed')).statusCode).toBe(200);
    expect((await transition(third.s.access, third.id, 'cancelled', 'Truck broke down')).statusCode).toBe(200);
    expect(await gradeStock(third.p)).toBe(30);
  });

  it('gives nothing back for a product deleted since, and still moves the order', async () => {
    const { s, p, id } = await placedOrder();
    await t.database.db.delete(products).where(eq(products.id, p));
    const res = await transition(s.access, id, 'rejected', 'Gone');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ product_id: null, product_name: 'Carrots' });
  });
});

describe('owner checks and lists', () => {
  it('shows an order to its buyer and its seller only (404 for anyone else, malformed ids included)', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm);
    const body = orderBody(buyer, s.farm, [{ product_id: p, quantity: 1, unit_price_minor: 500 }]);
    expect((await place(buyer, body)).statusCode).toBe(201);
    const otherBuyer = await newBuyer();
    const otherSeller = await newSeller({}, 'Paul');
    for (const access of [otherBuyer.access, otherSeller.access]) {
      const detail = await call('GET', `/api/orders/${body.id}/`, access);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe('Order not found');
      expect((await transition(access, body.id, 'cancelled', 'x')).statusCode).toBe(404);
      expect((await transition(access, body.id, 'accepted')).statusCode).toBe(404);
    }
    for (const bad of ['nope', '123', `${body.id}x`, '%00', encodeURIComponent("' or 1=1 --")]) {
      const res = await call('GET', `/api/orders/${bad}/`, buyer.access);
      expect([400, 404], bad).toContain(res.statusCode);
      expect([400, 404], bad).toContain((await transition(buyer.access, bad, 'cancelled', 'x')).statusCode);
    }
    expect((await call('GET', `/api/orders/${randomUUID()}/`, buyer.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${body.id}/`, null)).statusCode).toBe(401);
    const badBody = await call('POST', `/api/orders/${body.id}/transition/`, buyer.access, { to: 'teleported' }, { 'idempotency-key': randomUUID() });
    expect(badBody.statusCode).toBe(400);
    expect((await call('POST', `/api/orders/${body.id}/transition/`, buyer.access, { to: 'cancelled', reason: 'x', x: 1 }, { 'idempotency-key': randomUUID() })).statusCode).toBe(400);
    // lists: each buyer sees their own, each seller the orders addressed to them
    expect((await call('GET', '/api/orders/create_order/', otherBuyer.access)).json().data).toEqual([]);
    expect((await call('GET', '/api/orders/seller/orders/', otherSeller.access)).json().data).toEqual([]);
    expect((await call('GET', '/api/orders/seller/orders/', s.access)).json().data.map((o: Order) => o.id)).toEqual([body.id]);
    expect((await call('GET', '/api/orders/seller/orders/', buyer.access)).statusCode).toBe(403);
    expect((await call('GET', '/api/orders/create_order/?page=0', buyer.access)).statusCode).toBe(400);
  });

  it('filters the seller\'s list by status, date, branch and a search over invoice, buyer and product names', async () => {
    const s = await newSeller();
    const ann = await newBuyer('Buyer', 'Annabelle');
    const bob = await newBuyer('BulkBuyer', 'Bob');
    const carrots = await createProduct(t.database.db, s.farm);
    const kale = await createProduct(t.database.db, s.farm, { name: 'Kale', nameFr: 'Chou frisé' });
    const d1 = today();
    const d2 = addDays(today(), 2);
    const o1 = orderBody(ann, s.farm, [{ product_id: carrots, quantity: 1, unit_price_minor: 500 }], { date: d1 });
    const o2 = orderBody(bob, s.farm, [{ product_id: kale, quantity: 1, unit_price_minor: 500 }], { date: d2 });
    expect((await place(ann, o1)).statusCode).toBe(201);
    expect((await place(bob, o2)).statusCode).toBe(201);
    expect((await transition(s.access, o2.id, 'accepted')).statusCode).toBe(200);
    const ids = async (query: string) => {
      const res = await call('GET', `/api/orders/seller/orders/?${query}`, s.access);
      expect(res.statusCode, query).toBe(200);
      return res.json().data.map((o: Order) => o.id);
    };
    expect(await ids('')).toEqual([o2.id, o1.id]);
    expect(await ids('status=accepted')).toEqual([o2.id]);
    expect(await ids(`from=${d2}`)).toEqual([o2.id]);
    expect(await ids(`to=${d1}`)).toEqual([o1.id]);
    expect(await ids(`branch_id=${s.farm.branchId}`)).toEqual([o2.id, o1.id]);
    expect(await ids(`branch_id=${randomUUID()}`)).toEqual([]);
    expect(await ids('q=annab')).toEqual([o1.id]);
    expect(await ids('q=chou')).toEqual([o2.id]);
    expect(await ids('q=INV-000002')).toEqual([o2.id]);
    expect(await ids('q=1')).toEqual([o1.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect((await call('GET', '/api/orders/seller/orders/?status=lost', s.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders/seller/orders/?from=yesterday', s.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders/seller/orders/?branch_id=x', s.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders/seller/orders/?page=2', s.access)).json()).toMatchObject({ data: [], meta: { count: 2, page: 2, page_size: 50 } });
  });
});

describe('seller terms', () => {
  it('PATCH /account/user-seller/ saves the checkout terms and answers them; checkout follows them', async () => {
    const s = await newSeller();
    const res = await call('PATCH', '/api/account/user-seller/', s.access, { min_order_minor: 2500, delivery_fee_minor: 900, delivery_days: [6, 2, 2], lead_days: 3 }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ min_order_minor: 2500, delivery_fee_minor: 900, delivery_days: [2, 6], lead_days: 3 });
    for (const bad of [{ delivery_days: [] }, { delivery_days: [8] }, { lead_days: 15 }, { min_order_minor: -1 }, { delivery_fee_minor: 'free' }, { minimum: 1 }]) {
      const r = await call('PATCH', '/api/account/user-seller/', s.access, bad, { 'idempotency-key': randomUUID() });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const buyer = await newBuyer();
    const p = await createProduct(t.database.db, s.farm);
    const date = availableDates({ delivery_days: [2, 6], lead_days: 3 }, today())[0]!;
    const order = await place(buyer, orderBody(buyer, s.farm, [{ product_id: p, quantity: 5, unit_price_minor: 500 }], { date }));
    expect(order.statusCode).toBe(201);
    expect(order.json().data).toMatchObject({ delivery_fee_minor: 900, total_minor: 3400 });
  });
});

describe('cart lines', () => {
  it('removes only the buyer\'s own cart lines', async () => {
    const s = await newSeller();
    const buyer = await newBuyer();
    const other = await newBuyer();
    const p = await createProduct(t.database.db, s.farm);
    const [theirs] = await t.database.db.insert(cartItems).values({ userId: other.userId, productId: p, grade: 'top', quantity: 1, unitPriceMinor: 500 }).returning({ id: cartItems.id });
    const res = await place(buyer, orderBody(buyer, s.farm, [{ product_id: p, quantity: 1, unit_price_minor: 500 }], { cart_item_ids: [theirs!.id] }));
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(cartItems).where(inArray(cartItems.id, [theirs!.id]))).toHaveLength(1);
  });
});
