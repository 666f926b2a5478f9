// Pre-orders over HTTP and recording a harvest: pre-ordering (the price the buyer saw, the units left, the place,
// the payment for the role, not one's own farm, the waiting limit, the same id again), 50 pre-orders at once for the
// last units never oversell, the same pre-order 50 times at once is one row and one notice; cancelling; recording a
// harvest short of its pre-orders (refused without confirmation, nothing changed), first come first served with
// orders at the pre-order price, stock and its history right, the partial offer accepted or declined, nothing left.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_PREORDERS_MAX } from '../../../contract/harvest-rules.ts';
import type { Harvest, Preorder } from '../../../contract/harvests.ts';
import { addDays, availableDates, todayInCanada } from '../../../contract/order-rules.ts';
import { branches, productGrades, stockMovements } from '../../db/schema/catalogue.ts';
import { harvests, preorders } from '../../db/schema/harvests.ts';
import { notifications, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { caller, declare, newBuyer, preorder, preorderBody, type Buyer } from '../../test/harvest-fixtures.ts';
import { createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
let farm: SellerAccount;
let carrots: string;
let chef: Buyer;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  farm = await sellerAccount(t, { terms: { deliveryDays: [2, 4], leadDays: 2, deliveryFeeMinor: 700 } });
  carrots = await createProduct(t.database.db, farm.farm, { name: 'Carrots', nameFr: 'Carottes', prices: [500, 400, 300], stock: 100 });
  chef = await newBuyer(t, 'BulkBuyer', 'Chef');
});
afterAll(async () => {
  await t.close();
});

const today = () => todayInCanada(t.clock.now());
const db = () => t.database.db;
const noticesOf = (userId: string, kind: string) =>
  db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));
const harvestRow = async (id: string) => (await db().select().from(harvests).where(eq(harvests.id, id)))[0]!;
const preorderRows = (harvestId: string) => db().select().from(preorders).where(eq(preorders.harvestId, harvestId)).orderBy(asc(preorders.createdAt));
const gradeStock = async (productId: string, grade = 'top') =>
  (await db().select().from(productGrades).where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade))))[0]!.stock;
const movementsOf = (productId: string) => db().select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.version));
/** A pre-order made a second later than the previous one: first come, first served is then plain. */
const later = async (buyer: Buyer, h: Harvest, over: Record<string, unknown> = {}) => {
  t.clock.advance(1000);
  return preorder(t, buyer, h, over);
};

describe('pre-ordering', () => {
  it('takes a pre-order at the harvest price with its deposit, tells the farm, and answers the same one for the same id', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 50, price_minor: 333, deposit_percent: 15 });
    const body = preorderBody(chef, h, { quantity: 7, payment_method: 'invoice_net30' });
    const first = await call('POST', '/api/preorders/', chef.access, body);
    expect(first.statusCode, first.body).toBe(201);
    const p = first.json().data as Preorder;
    expect(p).toMatchObject({
      status: 'pending',
      quantity: 7,
      unit_price_minor: 333,
      currency: 'CAD',
      deposit_percent: 15,
      deposit_minor: 350, // 7 x 3.33 = 23.31, 15% = 3.4965 -> 3.50
      unit: 'kg',
      grade: 'top',
      product_name: 'Carrots',
      farm_name: 'Ferme Marie',
      buyer_name: 'Chef Roy',
      fulfilment: 'delivery',
      address_id: chef.addressId,
      branch_id: null,
      offered_quantity: null,
      cancel_reason: null,
      order_id: null,
      window_from: h.window_from,
    });
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 7, preorderCount: 1 });
    const again = await call('POST', '/api/preorders/', chef.access, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(body.id);
    const someoneElse = await newBuyer(t, 'Buyer', 'Eve');
    expect((await call('POST', '/api/preorders/', someoneElse.access, { ...body, address_id: someoneElse.addressId, payment_method: 'pay_on_delivery' })).statusCode).toBe(409);
    const told = (await noticesOf(farm.userId, 'preorder_received')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.href).toBe('/seller/harvests');
    expect(told[0]!.params).toMatchObject({ product: 'Carrots', product_fr: 'Carottes', quantity: 7, unit: 'kg', buyer: 'Chef Roy', farm: 'Ferme Marie' });
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 7, preorderCount: 1 });
  });

  it('refuses a changed price with the current one, and more than is left with what is left', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 20, price_minor: 400 });
    await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { price_minor: 420 });
    const priced = await call('POST', '/api/preorders/', chef.access, preorderBody(chef, h, { unit_price_minor: 400 }));
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ code: 'order_changed', message: 'The pre-order price has changed', changes: [{ reason: 'price', current_price_minor: 420, expected_price_minor: 400 }] });
    expect(priced.json().current).toMatchObject({ id: h.id, price_minor: 420 });
    await preorder(t, chef, { id: h.id, price_minor: 420 }, { quantity: 15 });
    const more = await call('POST', '/api/preorders/', chef.access, preorderBody(chef, { id: h.id, price_minor: 420 }, { quantity: 6 }));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'insufficient_stock', message: 'Not enough left to pre-order', available: 5 });
    const fr = await call('POST', '/api/preorders/', chef.access, preorderBody(chef, { id: h.id, price_minor: 420 }, { quantity: 6 }), { 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Il n’en reste pas assez à précommander');
    await preorder(t, chef, { id: h.id, price_minor: 420 }, { quantity: 5 });
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 20, preorderCount: 2 });
  });

  it('refuses a closed window, another place, a payment the role may not use, one own farm, and the waiting limit', async () => {
    const h = await declare(t, farm.access, carrots, { window_from: today(), window_until: addDays(today(), 1) });
    const walkIn = await newBuyer(t, 'Buyer', 'Walk');
    const stranger = await newBuyer(t, 'Buyer', 'Nope');
    const [pending] = await db().insert(branches).values({ sellerId: farm.farm.sellerId, name: 'New', province: 'QC', city: 'Lévis', address: '3 rang', status: 'pending' }).returning({ id: branches.id });
    const cases: Array<[Buyer, Record<string, unknown>, number, string]> = [
      [walkIn, { address_id: stranger.addressId }, 400, 'address_id'],
      [walkIn, { address_id: null }, 400, 'address_id'],
      [walkIn, { fulfilment: 'pickup', address_id: null, branch_id: pending!.id, payment_method: 'pay_on_pickup' }, 400, 'branch_id'],
      [walkIn, { fulfilment: 'pickup', address_id: null, branch_id: randomUUID(), payment_method: 'pay_on_pickup' }, 400, 'branch_id'],
      [walkIn, { payment_method: 'invoice_net15' }, 400, 'payment_method'],
      [walkIn, { fulfilment: 'delivery', payment_method: 'pay_on_pickup' }, 400, 'payment_method'],
      [walkIn, { quantity: 0 }, 400, 'quantity'],
      [walkIn, { quantity: 1e12 }, 400, 'quantity'],
      [walkIn, { quantity: 1.5 }, 400, 'quantity'],
      [walkIn, { unit_price_minor: 1e20 }, 400, 'unit_price_minor'],
      [walkIn, { note: 'x\u0000' }, 400, 'note'],
      [walkIn, { harvest_id: 'nope' }, 400, 'harvest_id'],
      [walkIn, { status: 'ordered' }, 400, 'status'],
    ];
    for (const [who, over, status, field] of cases) {
      const res = await call('POST', '/api/preorders/', who.access, preorderBody(who, h, over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(status);
      expect(Object.keys(res.json().messages ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect((await call('POST', '/api/preorders/', walkIn.access, preorderBody(walkIn, { ...h, id: randomUUID() }))).statusCode).toBe(404);
    // Pickup at the farm's approved branch.
    const pickup = await preorder(t, walkIn, h, { fulfilment: 'pickup', address_id: null, branch_id: farm.farm.branchId, payment_method: 'pay_on_pickup', quantity: 1 });
    expect(pickup).toMatchObject({ fulfilment: 'pickup', branch_id: farm.farm.branchId, address_id: null });
    // The farm cannot pre-order its own harvest (a farmer's account may buy elsewhere, not from itself).
    expect((await call('POST', '/api/preorders/', farm.access, preorderBody(chef, h))).statusCode).toBe(403);
    // The window ended: closed.
    t.clock.advance(3 * 86_400_000);
    try {
      const { tokens } = await registerAccount(t.app, { first_name: 'Late' });
      const lateBuyer = { ...walkIn, access: tokens.access };
      const res = await call('POST', '/api/preorders/', lateBuyer.access, preorderBody(walkIn, h));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('This harvest no longer takes pre-orders');
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 1, preorderCount: 1 });
  });

  it('stops at the waiting limit of a buyer', async () => {
    const big = await declare(t, farm.access, carrots, { expected_quantity: 1_000_000 });
    const busy = await newBuyer(t, 'Buyer', 'Busy');
    await db().insert(preorders).values(
      Array.from({ length: PENDING_PREORDERS_MAX }, () => ({
        id: randomUUID(),
        harvestId: big.id,
        buyerId: busy.userId,
        sellerId: farm.farm.sellerId,
        quantity: 1,
        unitPriceMinor: big.price_minor,
        currency: 'CAD',
        fulfilment: 'delivery',
        addressId: busy.addressId,
        paymentMethod: 'pay_on_delivery',
      })),
    );
    const res = await call('POST', '/api/preorders/', busy.access, preorderBody(busy, big, { quantity: 1 }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('You have reached the limit of waiting pre-orders');
  });

  it('only buyers pre-order; a visitor must sign in', async () => {
    const h = await declare(t, farm.access, carrots);
    const otherFarm = await sellerAccount(t, { firstName: 'Paul' });
    expect((await call('POST', '/api/preorders/', otherFarm.access, preorderBody(chef, h))).statusCode).toBe(403);
    expect((await call('POST', '/api/preorders/', null, preorderBody(chef, h))).statusCode).toBe(401);
  });

  it('50 pre-orders at once for the last units never oversell', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 100 });
    await preorder(t, chef, h, { quantity: 70 });
    const crowd = await Promise.all(Array.from({ length: 5 }, (_, i) => newBuyer(t, 'Buyer', `Crowd${i}`)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('POST', '/api/preorders/', crowd[i % 5]!.access, preorderBody(crowd[i % 5]!, h, { quantity: 1 + (i % 3) }))),
    );
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409), answers.map((r) => r.statusCode).join()).toBe(true);
    const rows = await preorderRows(h.id);
    const sum = rows.reduce((n, r) => n + r.quantity, 0);
    expect(sum).toBeLessThanOrEqual(100);
    expect(sum).toBeGreaterThanOrEqual(98);
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: sum, preorderCount: rows.length });
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(rows.length - 1);
  });

  it('the same pre-order sent 50 times at once is one row and one notice', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 100 });
    const body = preorderBody(chef, h, { quantity: 3 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/api/preorders/', chef.access, body)));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201), answers.map((r) => r.statusCode).join()).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await preorderRows(h.id)).toHaveLength(1);
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 3, preorderCount: 1 });
    expect((await noticesOf(farm.userId, 'preorder_received')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id)).toHaveLength(1);
    // The same key sent again answers the stored answer.
    const key = randomUUID();
    const a = await call('POST', '/api/preorders/', chef.access, preorderBody(chef, h, { id: body.id, quantity: 3 }), { 'idempotency-key': key });
    const b = await call('POST', '/api/preorders/', chef.access, preorderBody(chef, h, { id: body.id, quantity: 3 }), { 'idempotency-key': key });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
  });

  it('cancels a waiting pre-order (its units free again) once; the farm may not, others do not see it', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 10 });
    const p = await preorder(t, chef, h, { quantity: 10 });
    const stranger = await newBuyer(t, 'Buyer', 'Stan');
    expect((await call('POST', `/api/preorders/${p.id}/cancel/`, farm.access)).statusCode).toBe(403);
    expect((await call('POST', `/api/preorders/${p.id}/cancel/`, stranger.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/preorders/${p.id}/`, stranger.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/preorders/${p.id}/`, farm.access)).statusCode).toBe(200);
    expect((await call('GET', '/api/preorders/not-an-id/', chef.access)).statusCode).toBe(404);
    expect((await call('POST', `/api/preorders/${p.id}/accept/`, chef.access)).statusCode).toBe(409);
    const res = await call('POST', `/api/preorders/${p.id}/cancel/`, chef.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'buyer' });
    expect((await call('POST', `/api/preorders/${p.id}/cancel/`, chef.access)).json().data.status).toBe('cancelled');
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 0, preorderCount: 0 });
    expect((await noticesOf(farm.userId, 'preorder_withdrawn')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id)).toHaveLength(1);
    await preorder(t, stranger, h, { quantity: 10 });
    const mine = (await call('GET', '/api/preorders/', chef.access)).json().data as Preorder[];
    expect(mine.some((x) => x.id === p.id)).toBe(true);
    expect(mine.every((x) => x.buyer_id === chef.userId)).toBe(true);
    const farms = (await call('GET', '/api/preorders/', farm.access)).json().data as Preorder[];
    expect(farms.filter((x) => x.harvest_id === h.id)).toHaveLength(2);
  });
});

describe('recording the harvest', () => {
  it('short of the pre-orders: refused with the plan unless confirmed, and nothing changes', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 30 });
    const a = await later(chef, h, { quantity: 10 });
    const b = await later(chef, h, { quantity: 10 });
    const stock = await gradeStock(carrots);
    const moves = (await movementsOf(carrots)).length;
    const res = await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 15 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'harvest_short',
      message: 'The harvest is short of the pre-orders: confirm the partial fills',
      plan: [
        { id: a.id, quantity: 10, filled: 10 },
        { id: b.id, quantity: 10, filled: 5 },
      ],
    });
    expect((await harvestRow(h.id)).status).toBe('open');
    expect((await preorderRows(h.id)).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await gradeStock(carrots)).toBe(stock);
    expect((await movementsOf(carrots)).length).toBe(moves);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, chef.access, { quantity: 15 })).statusCode).toBe(403);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: -1 })).statusCode).toBe(400);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 1_000_001 })).statusCode).toBe(400);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: '15' })).statusCode).toBe(400);
  });

  it('confirmed: first come first served, orders at the pre-order price, the partial offer held out of stock, the rest cancelled', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 40, price_minor: 450, deposit_percent: 10 });
    const walkIn = await newBuyer(t, 'Buyer', 'Walk', 'NS');
    const late = await newBuyer(t, 'Buyer', 'Late');
    const first = await later(chef, h, { quantity: 10, payment_method: 'invoice_net15' });
    const second = await later(walkIn, h, { quantity: 10 });
    // The price goes up: the pre-orders above keep theirs.
    await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { price_minor: 600 });
    const third = await later(chef, h, { quantity: 10, unit_price_minor: 600, fulfilment: 'pickup', address_id: null, branch_id: farm.farm.branchId, payment_method: 'pay_on_pickup' });
    const fourth = await later(late, h, { quantity: 5, unit_price_minor: 600 });
    const stock = await gradeStock(carrots);
    const moves = (await movementsOf(carrots)).length;

    const res = await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 26, confirm_partial: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ status: 'harvested', harvested_quantity: 26, preordered_quantity: 26, preorder_count: 0 });
    expect(body.data.harvested_at).not.toBeNull();
    expect(body.fills.map((f: { preorder_id: string; filled: number; order_id: string | null }) => [f.preorder_id, f.filled, f.order_id !== null])).toEqual([
      [first.id, 10, true],
      [second.id, 10, true],
      [third.id, 6, false],
      [fourth.id, 0, false],
    ]);
    const rows = await preorderRows(h.id);
    expect(rows.map((r) => [r.status, r.offeredQuantity, r.cancelReason])).toEqual([
      ['ordered', null, null],
      ['ordered', null, null],
      ['partial_offered', 6, null],
      ['cancelled', null, 'not_filled'],
    ]);
    // The orders: accepted, the pre-order's own price, the delivery fee, taxes by the address's province, terms.
    const made = await db().select().from(orders).where(inArray(orders.preorderId, [first.id, second.id]));
    expect(made).toHaveLength(2);
    const date = availableDates({ delivery_days: [2, 4], lead_days: 2 }, today(), 1)[0]!;
    const chefOrder = made.find((o) => o.preorderId === first.id)!;
    expect(chefOrder).toMatchObject({ status: 'accepted', preorder: true, fulfilment: 'delivery', date, paymentMethod: 'invoice_net15', paymentDue: addDays(date, 15), subtotalMinor: 4500, deliveryFeeMinor: 700, totalMinor: 5200, currency: 'CAD', buyerId: chef.userId });
    expect(chefOrder.address).toMatchObject({ province: 'ON' });
    const walkOrder = made.find((o) => o.preorderId === second.id)!;
    expect(walkOrder).toMatchObject({ paymentMethod: 'pay_on_delivery', paymentDue: null, subtotalMinor: 4500 });
    expect((walkOrder.taxes as Array<{ name: string }>).map((x) => x.name)).toEqual(['HST']);
    expect(walkOrder.invoiceNumber).toBe(chefOrder.invoiceNumber + 1);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, chefOrder.id));
    expect(lines).toMatchObject([{ productId: carrots, grade: 'top', unit: 'kg', quantity: 10, unitPriceMinor: 450, listPriceMinor: 450 }]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, chefOrder.id)).orderBy(asc(orderEvents.createdAt));
    expect(events.map((e) => e.status)).toEqual(['placed', 'accepted']);
    const api = await call('GET', `/api/orders/${chefOrder.id}/`, chef.access);
    expect(api.statusCode, api.body).toBe(200);
    expect(api.json().data).toMatchObject({ preorder: true, preorder_id: first.id, status: 'accepted' });
    // Stock: 26 harvested, 6 held for the offer, 20 reserved by the orders: the grade is where it was.
    expect(await gradeStock(carrots)).toBe(stock);
    const newMoves = (await movementsOf(carrots)).slice(moves);
    expect(newMoves.map((m) => [m.kind, m.delta])).toEqual([
      ['harvested', 20],
      ['reserved', -10],
      ['reserved', -10],
    ]);
    expect(newMoves.at(-1)!.stockAfter).toBe(stock);
    // Who was told what.
    const filled = (await noticesOf(chef.userId, 'preorder_filled')).filter((n) => n.orderId === chefOrder.id);
    expect(filled).toHaveLength(1);
    expect(filled[0]!.href).toBe(`/preorderproduce/${h.id}`);
    expect(filled[0]!.params).toMatchObject({ product: 'Carrots', quantity: 10, unit: 'kg', farm: 'Ferme Marie' });
    const partial = (await noticesOf(chef.userId, 'preorder_partial')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id);
    expect(partial.map((n) => n.params)).toMatchObject([{ quantity: 10, offered: 6 }]);
    expect((await noticesOf(late.userId, 'preorder_unfilled')).map((n) => n.params)).toMatchObject([{ harvest_id: h.id, quantity: 5 }]);
    // Recorded once.
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 26, confirm_partial: true })).statusCode).toBe(409);

    // The partial offer accepted: an order of the 6 units at that pre-order's price, the units in and out of stock.
    const accepted = await call('POST', `/api/preorders/${third.id}/accept/`, chef.access);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ordered', offered_quantity: 6 });
    const [pickupOrder] = await db().select().from(orders).where(eq(orders.preorderId, third.id));
    expect(pickupOrder).toMatchObject({ fulfilment: 'pickup', subtotalMinor: 3600, deliveryFeeMinor: 0, paymentMethod: 'pay_on_pickup', preorder: true, status: 'accepted' });
    expect(pickupOrder!.pickup).toMatchObject({ branch_id: farm.farm.branchId });
    expect((await movementsOf(carrots)).slice(moves + 3).map((m) => [m.kind, m.delta])).toEqual([
      ['harvested', 6],
      ['reserved', -6],
    ]);
    expect(await gradeStock(carrots)).toBe(stock);
    expect((await noticesOf(farm.userId, 'order_placed')).filter((n) => n.orderId === pickupOrder!.id)).toHaveLength(1);
    // Accepting again answers the order; cancelling it now is refused.
    expect((await call('POST', `/api/preorders/${third.id}/accept/`, chef.access)).json().data.order_id).toBe(pickupOrder!.id);
    expect((await call('POST', `/api/preorders/${third.id}/cancel/`, chef.access)).statusCode).toBe(409);
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 26 });
  });

  it('a partial offer declined: its held units go to stock, the farm is told', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 20 });
    const a = await later(chef, h, { quantity: 8 });
    const b = await later(chef, h, { quantity: 8 });
    const res = await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 11, confirm_partial: true });
    expect(res.statusCode, res.body).toBe(200);
    const stock = await gradeStock(carrots);
    const moves = (await movementsOf(carrots)).length;
    expect((await call('POST', `/api/preorders/${b.id}/cancel/`, farm.access)).statusCode).toBe(403);
    const declined = await call('POST', `/api/preorders/${b.id}/cancel/`, chef.access);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'partial_declined', offered_quantity: 3 });
    expect(await gradeStock(carrots)).toBe(stock + 3);
    expect((await movementsOf(carrots)).slice(moves).map((m) => [m.kind, m.delta])).toEqual([['harvested', 3]]);
    expect(await harvestRow(h.id)).toMatchObject({ preorderedQuantity: 8 });
    const told = (await noticesOf(farm.userId, 'preorder_withdrawn')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id);
    expect(told.map((n) => n.params)).toMatchObject([{ reason: 'partial_declined' }]);
    expect((await call('POST', `/api/preorders/${b.id}/accept/`, chef.access)).statusCode).toBe(409);
    void a;
  });

  it('a bigger harvest than pre-ordered fills every pre-order and puts the rest in stock; nothing harvested cancels them all', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 20 });
    await later(chef, h, { quantity: 4 });
    const stock = await gradeStock(carrots);
    const res = await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gradeStock(carrots)).toBe(stock + 26);

    const failed = await declare(t, farm.access, carrots, { expected_quantity: 20 });
    const x = await later(chef, failed, { quantity: 4 });
    const none = await call('POST', `/api/harvests/${failed.id}/harvest/`, farm.access, { quantity: 0, confirm_partial: true });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ status: 'harvested', harvested_quantity: 0, preordered_quantity: 0 });
    expect((await preorderRows(failed.id)).map((r) => [r.id, r.status, r.cancelReason])).toEqual([[x.id, 'cancelled', 'not_filled']]);
    expect(await gradeStock(carrots)).toBe(stock + 26);

    const empty = await declare(t, farm.access, carrots);
    expect((await call('POST', `/api/harvests/${empty.id}/harvest/`, farm.access, { quantity: 0 })).statusCode).toBe(200);
  });

  it('through a harvested stock movement with the harvest id: the same recording, the movement answered is what went to stock', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 30 });
    const p1 = await later(chef, h, { quantity: 10 });
    const p2 = await later(chef, h, { quantity: 10 });
    const url = `/api/product/seller/products/${carrots}/inventory/movements/`;
    const move = (over: Record<string, unknown>) => ({ id: randomUUID(), grade: 'top', kind: 'harvested', delta: 15, note: 'North field', harvest_id: h.id, ...over });
    const stock = await gradeStock(carrots);
    const short = await call('POST', url, farm.access, move({}));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'harvest_short', plan: [{ id: p1.id, filled: 10 }, { id: p2.id, filled: 5 }] });
    expect((await call('POST', url, farm.access, move({ grade: 'mid', confirm_partial: true }))).statusCode).toBe(400);
    expect((await call('POST', url, farm.access, move({ kind: 'sold', delta: -15 }))).statusCode).toBe(400);
    expect((await call('POST', url, farm.access, move({ harvest_id: randomUUID() }))).statusCode).toBe(404);
    expect((await call('POST', url, farm.access, move({ delta: 2_000_000 }))).statusCode).toBe(400);
    expect(await gradeStock(carrots)).toBe(stock);
    const body = move({ confirm_partial: true });
    const res = await call('POST', url, farm.access, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.movement).toMatchObject({ id: body.id, kind: 'harvested', delta: 10, note: 'North field' });
    expect((await preorderRows(h.id)).map((r) => [r.status, r.offeredQuantity])).toEqual([
      ['ordered', null],
      ['partial_offered', 5],
    ]);
    expect(await gradeStock(carrots)).toBe(stock);
    expect(await harvestRow(h.id)).toMatchObject({ status: 'harvested', harvestedQuantity: 15 });
    // The same movement again answers the one recorded.
    const again = await call('POST', url, farm.access, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.movement.id).toBe(body.id);
  });
});
