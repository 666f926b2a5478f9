// Placing an order on the device: one waiting order and one outbox entry, the cart lines leave the cart; the
// server's refusal (409 order_changed) is kept with what changed, and reviewing it gives the cart back, flagged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@contract/accounts.ts';
import type { CartItem } from '@contract/cart.ts';
import type { Order, OrderChange } from '@contract/orders.ts';
import { testProduct, testSeller, TEST_FARM } from '@/test/catalogue-fixtures.ts';
import { db } from '@/offline/db.ts';
import { createDrainer } from '@/offline/drain.ts';
import { placeOrder, reviewRefusedOrder, type PlaceOrderArgs } from './order-create.ts';
import { applyPlacedOrder } from './order-writes.ts';
import { discardChange } from '@/offline/rejected.ts';
import { fakeApi, json, signInAs } from '@/offline/testing/fake-api.ts';

vi.mock('@/offline/sync-runtime.ts', () => ({ startSync: vi.fn(), syncNow: vi.fn(async () => {}) }));

const ORDER_ID = '0a0a0a0a-0000-4000-8000-000000000001';
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { discount_percent: 10, branch_id: 'bbbbbbbb-0000-4000-8000-000000000001' });
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');
const farm = testSeller(TEST_FARM, 'Maple Ridge Farm', { delivery_fee_minor: 800 });

const cart = (id: string, productId: string, over: Partial<CartItem> = {}): CartItem => ({
  id,
  product_id: productId,
  grade: 'top',
  quantity: 12,
  unit_price_minor: 450,
  current_price_minor: 450,
  price_changed: false,
  currency: 'CAD',
  available: 40,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});
const carrotLine = cart('cccccccc-0000-4000-8000-000000000001', carrots.id);
const kaleLine = cart('cccccccc-0000-4000-8000-000000000002', kale.id, { quantity: 2, unit_price_minor: 500, current_price_minor: 500 });
const otherLine = cart('cccccccc-0000-4000-8000-000000000003', kale.id, { grade: 'mid', quantity: 1, unit_price_minor: 400, current_price_minor: 400 });

const address: Address = {
  id: 'dddddddd-0000-4000-8000-000000000001',
  label: 'Restaurant',
  full_name: 'Ada Farmer',
  phone_number: null,
  line1: '12 Rue Saint-Paul',
  line2: null,
  city: 'Montréal',
  province: 'QC',
  postal_code: 'H2Y 1Z5',
  country: 'CA',
  delivery_instructions: null,
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const args = (over: Partial<PlaceOrderArgs> = {}): PlaceOrderArgs => ({
  id: ORDER_ID,
  seller: farm,
  lines: [
    { cart: carrotLine, product: carrots, list_price_minor: 500 },
    { cart: kaleLine, product: kale, list_price_minor: 500 },
  ],
  fulfilment: 'delivery',
  address,
  date: '2026-06-02',
  payment_method: 'invoice_net30',
  note: '  Back door, please  ',
  buyer: { id: 'u1', first_name: 'Ada', last_name: 'Farmer' },
  label: 'Order from Maple Ridge Farm',
  ...over,
});

const changes: OrderChange[] = [
  { product_id: carrots.id, grade: 'top', product_name: 'Carrots', product_name_fr: 'Carottes', reason: 'price', expected_price_minor: 450, current_price_minor: 475, requested: 12, available: 40 },
  { product_id: kale.id, grade: 'top', product_name: 'Kale', product_name_fr: null, reason: 'stock', expected_price_minor: 500, current_price_minor: 500, requested: 2, available: 1 },
];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await signInAs(db, 'u1');
  await db.cart_items.bulkPut([carrotLine, kaleLine, otherLine]);
});
afterEach(() => vi.clearAllMocks());

async function refuse(status: number, body: unknown) {
  const api = fakeApi(() => json(status, body));
  const drainer = createDrainer({ db, fetch: api.fetch, now: () => Date.now(), random: () => 0.5, autoSchedule: false, locks: null });
  await drainer.drain();
  return api.calls;
}

describe('placeOrder', () => {
  it('writes one waiting order with device totals and one outbox entry, and takes its lines out of the cart', async () => {
    const id = await placeOrder(args());
    expect(id).toBe(ORDER_ID);

    const order = await db.orders.get(id);
    expect(order).toMatchObject({
      local: 'waiting',
      status: 'placed',
      seller_id: TEST_FARM,
      farm_name: 'Maple Ridge Farm',
      buyer_name: 'Ada Farmer',
      fulfilment: 'delivery',
      address: { address_id: address.id, line: '12 Rue Saint-Paul', city: 'Montréal', province: 'QC' },
      branch: null,
      branch_id: carrots.branch_id,
      payment_method: 'invoice_net30',
      payment_due: '2026-07-02',
      note: 'Back door, please',
      currency: 'CAD',
      subtotal_minor: 12 * 500 + 2 * 500,
      discount_minor: 12 * 50,
      delivery_fee_minor: 800,
      tax_minor: 0,
      total_minor: 12 * 450 + 2 * 500 + 800,
      invoice_number: 0,
    });
    expect(order!.taxes.map((t) => t.name)).toEqual(['GST', 'QST']);
    expect(order!.events).toEqual([expect.objectContaining({ status: 'placed', by: 'buyer', by_name: 'Ada Farmer' })]);
    expect(order!.lines.map((l) => [l.product_name, l.quantity, l.unit_price_minor, l.line_total_minor])).toEqual([
      ['Carrots', 12, 450, 5400],
      ['Kale', 2, 500, 1000],
    ]);
    expect(order!.local_cart).toEqual([carrotLine, kaleLine]);

    expect((await db.cart_items.toArray()).map((l) => l.id)).toEqual([otherLine.id]);
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'order.create', method: 'POST', path: '/orders/create_order/', entityKey: `orders:${ORDER_ID}`, editHref: '/cart' });
    expect(entries[0]!.body).toEqual({
      id: ORDER_ID,
      seller_id: TEST_FARM,
      lines: [
        { product_id: carrots.id, grade: 'top', quantity: 12, unit_price_minor: 450 },
        { product_id: kale.id, grade: 'top', quantity: 2, unit_price_minor: 500 },
      ],
      fulfilment: 'delivery',
      address_id: address.id,
      branch_id: null,
      date: '2026-06-02',
      payment_method: 'invoice_net30',
      note: 'Back door, please',
      cart_item_ids: [carrotLine.id, kaleLine.id],
    });
  });

  it('a pickup order is free of delivery fee and taxed in the branch province', async () => {
    const branch = { id: 'bbbbbbbb-0000-4000-8000-000000000002', seller_id: TEST_FARM, name: 'Farm stand', province: 'ON', city: 'Guelph', address: '1 Farm Rd', postal_code: null, phone: null, status: 'approved' as const, reject_reason: null, reviewed_at: null, created_at: '', version: 1, updated_at: '' };
    await placeOrder(args({ fulfilment: 'pickup', address: null, branch, payment_method: 'pay_on_pickup' }));
    const order = await db.orders.get(ORDER_ID);
    expect(order).toMatchObject({ delivery_fee_minor: 0, address: null, branch: { branch_id: branch.id, name: 'Farm stand' }, branch_id: branch.id, payment_due: null });
    expect(order!.taxes).toEqual([{ name: 'HST', rate_percent: 13, amount_minor: 0, zero_rated: true }]);
    expect((await db.local_outbox.toArray())[0]!.body).toMatchObject({ fulfilment: 'pickup', address_id: null, branch_id: branch.id });
  });

  it('the server answer replaces the waiting order and clears lines a cart change wrote back', async () => {
    await placeOrder(args());
    const [entry] = await db.local_outbox.toArray();
    await db.cart_items.put(carrotLine); // as if a cart.add confirmed just before had written it back
    await db.local_outbox.clear();
    const server = { ...(await db.orders.get(ORDER_ID))!, invoice_number: 7, version: 3 } as Order & { local?: string; local_cart?: unknown };
    delete server.local;
    delete server.local_cart;
    await applyPlacedOrder({ db, entry: entry!, response: { data: server } });
    expect(await db.orders.get(ORDER_ID)).toEqual(server);
    expect((await db.cart_items.toArray()).map((l) => l.id)).toEqual([otherLine.id]);
  });
});

describe('a refused order', () => {
  it('keeps the refusal with its changes; "Review in cart" gives the lines back flagged, without sending again', async () => {
    await placeOrder(args());
    const calls = await refuse(409, { code: 'order_changed', message: 'Prices or stock changed since you filled your cart.', changes });
    expect(calls).toHaveLength(1);
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ state: 'rejected', lastStatus: 409, lastBody: { changes } });

    await reviewRefusedOrder(entry!);
    expect(await db.local_outbox.count()).toBe(0);
    expect(await db.orders.get(ORDER_ID)).toBeUndefined();
    expect(await db.cart_items.get(carrotLine.id)).toMatchObject({ unit_price_minor: 450, current_price_minor: 475, price_changed: true, available: 40 });
    expect(await db.cart_items.get(kaleLine.id)).toMatchObject({ quantity: 2, available: 1, price_changed: false });
    expect(await db.cart_items.count()).toBe(3);
  });

  it('a product no longer available comes back with no stock; a line the user added again keeps the newer row', async () => {
    await placeOrder(args());
    await refuse(409, { code: 'order_changed', message: 'x', changes: [{ ...changes[1]!, reason: 'unavailable', available: 0, current_price_minor: null }] });
    const newer = { ...kaleLine, quantity: 5, updated_at: '2026-02-01T00:00:00.000Z' };
    await db.cart_items.put(newer);
    await reviewRefusedOrder((await db.local_outbox.toArray())[0]!);
    expect(await db.cart_items.get(kaleLine.id)).toEqual(newer);
    expect(await db.cart_items.get(carrotLine.id)).toEqual(carrotLine);
  });

  it('discarding a refused order (422 below the minimum) also gives the cart lines back', async () => {
    await placeOrder(args());
    await refuse(422, { code: 'below_minimum', message: 'Maple Ridge Farm has a minimum order of $25.00.' });
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ state: 'rejected', lastStatus: 422 });
    await discardChange(entry!);
    expect(await db.local_outbox.count()).toBe(0);
    expect(await db.orders.get(ORDER_ID)).toBeUndefined();
    expect((await db.cart_items.toArray()).map((l) => l.id).sort()).toEqual([carrotLine.id, kaleLine.id, otherLine.id]);
  });
});
