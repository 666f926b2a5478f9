// Money and stock at their documented limits, on PGlite and PostgreSQL: the four values that overflowed a
// 32-bit column and answered 500 (a grade price of 21,474,837, an order of 101 x 21,474,836, a quote of 100,000 kg at
// $300, a harvest taking stock past 2^31), each limit of contract/constants.ts accepted exactly and read back as a JSON
// number through the API, the sync pull and raw SQL, and one unit past it refused with 4xx and nothing written.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '../../contract/cart.ts';
import { MAX_ORDER_TOTAL_MINOR, MAX_PRICE_MINOR, MAX_PRODUCT_STOCK, MAX_STOCK } from '../../contract/constants.ts';
import { addDays, todayInCanada } from '../../contract/order-rules.ts';
import type { Order } from '../../contract/orders.ts';
import type { Quote } from '../../contract/quotes.ts';
import type { SyncChange, SyncResponse } from '../../contract/sync.ts';
import { sqlRows } from '../db/client.ts';
import { addresses } from '../db/schema/accounts.ts';
import { cartItems } from '../db/schema/cart.ts';
import { productGrades, products, sellers, stockMovements } from '../db/schema/catalogue.ts';
import { orders } from '../db/schema/orders.ts';
import { quotes } from '../db/schema/quotes.ts';
import { createProduct } from '../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp, settleSnapshots } from '../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../test/orders-fixture.ts';
import { bulkBuyerAccount, insertRequest, quoteTerms, type BulkBuyerAccount } from '../test/quotes-fixture.ts';

let t: TestApp;
let seller: SellerAccount;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerAccount(t, { terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 0 } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(access && bearer(access)), ...(method === 'POST' && { 'idempotency-key': randomUUID() }), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });

/** Every change the caller's pull delivers, and the last row delivered for one table and id. */
async function pull(access: string | null): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  await settleSnapshots(t.database);
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const params = new URLSearchParams({ ...(cursor && { cursor }), limit: '2000' });
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: access ? bearer(access) : {} });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SyncResponse>();
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return changes;
  }
  throw new Error('pull never ended');
}
/**
 * The row a fresh pull delivers for one table and id. On PostgreSQL a pull delivers only what committed before the
 * oldest transaction still open on the server (sync/service.ts), which other test files share: pull again, as a
 * device does, until the row arrives.
 */
async function pulledRow(access: string | null, table: string, id: string): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = (await pull(access)).filter((c) => c.table === table && c.id === id && c.op === 'upsert').at(-1)?.row;
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function buyerWithAddress(): Promise<{ access: string; userId: string; addressId: string }> {
  const { tokens, user } = await registerAccount(t.app, { first_name: 'Jean', last_name: 'Roy' });
  const [address] = await db()
    .insert(addresses)
    .values({ userId: user.id, fullName: 'Jean Roy', line1: '10 King St', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id };
}

describe('limits', () => {
  it('are whole numbers that compose below Number.MAX_SAFE_INTEGER', () => {
    // A cart line (the largest quantity at the largest price) never passes the order limit on its own.
    expect(CART_MAX_QUANTITY * MAX_PRICE_MINOR).toBeLessThanOrEqual(MAX_ORDER_TOTAL_MINOR);
    expect(MAX_ORDER_TOTAL_MINOR).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_PRODUCT_STOCK + MAX_STOCK).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_PRODUCT_STOCK).toBeGreaterThan(2 ** 31);
  });
});

describe('a grade price', () => {
  const productBody = (price: number) => ({
    id: randomUUID(),
    name: 'Saffron',
    name_fr: 'Safran',
    category_id: seller.farm.categoryId,
    branch_id: seller.farm.branchId,
    unit: 'kg',
    status: 'Published',
    currency: 'CAD',
    discount_percent: 0,
    grades: [{ grade: 'top', price_minor: price, stock: 5 }],
  });

  it.each([21_474_837, MAX_PRICE_MINOR])('of %i is stored and read back exactly (owner, buyers, pull, SQL)', async (price) => {
    const body = productBody(price);
    const res = await call('POST', '/api/product/seller/products/', seller.access, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ price_from_minor: price, total_stock: 5, grades: [{ grade: 'top', price_minor: price, stock: 5 }] });

    const shown = await call('GET', `/api/product/products/${body.id}/`, null);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ price_from_minor: price, grades: [{ price_minor: price }] });
    const row = await pulledRow(null, 'products', body.id);
    expect(row).toMatchObject({ price_from_minor: price, grades: [{ price_minor: price }] });
    // Raw SQL (db.execute) answers numbers on both drivers, never strings.
    const [raw] = await sqlRows<{ price_minor: unknown; price_from_minor: unknown }>(
      db(),
      sql`select g.price_minor, p.price_from_minor from product_grades g join products p on p.id = g.product_id where p.id = ${body.id}`,
    );
    expect(raw).toEqual({ price_minor: price, price_from_minor: price });
  });

  it('one cent past MAX_PRICE_MINOR is refused (400) and nothing is created', async () => {
    const body = productBody(MAX_PRICE_MINOR + 1);
    const res = await call('POST', '/api/product/seller/products/', seller.access, body);
    expect(res.statusCode).toBe(400);
    expect(await db().select().from(products).where(eq(products.id, body.id))).toEqual([]);
  });
});

describe('an order', () => {
  const orderBody = (buyer: { addressId: string }, lines: Array<{ product_id: string; grade?: string; quantity: number; unit_price_minor: number }>) => ({
    id: randomUUID(),
    seller_id: seller.farm.sellerId,
    lines: lines.map((l) => ({ grade: 'top', ...l })),
    fulfilment: 'delivery',
    address_id: buyer.addressId,
    date: todayInCanada(),
    payment_method: 'pay_on_delivery',
    note: null,
  });
  const stockOf = async (productId: string, grade = 'top') =>
    (await db().select().from(productGrades).where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade))))[0]!.stock;

  it.each([
    [101, 21_474_836],
    [CART_MAX_QUANTITY, MAX_PRICE_MINOR],
  ])('of %i x %i is placed, and its total read back exactly (buyer, farm, pull)', async (quantity, price) => {
    const buyer = await buyerWithAddress();
    const product = await createProduct(db(), seller.farm, { prices: [price, 1, 1], stock: quantity + 5 });
    const body = orderBody(buyer, [{ product_id: product, quantity, unit_price_minor: price }]);
    const res = await call('POST', '/api/orders/create_order/', buyer.access, body);
    expect(res.statusCode, res.body).toBe(201);
    const total = quantity * price;
    const expected = { subtotal_minor: total, discount_minor: 0, total_minor: total, lines: [{ quantity, unit_price_minor: price, line_total_minor: total }] };
    expect(res.json<{ data: Order }>().data).toMatchObject(expected);
    for (const access of [buyer.access, seller.access]) {
      const got = await call('GET', `/api/orders/${body.id}/`, access);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.json<{ data: Order }>().data).toMatchObject(expected);
    }
    expect(await pulledRow(buyer.access, 'orders', body.id)).toMatchObject(expected);
    expect(await stockOf(product)).toBe(5);
  });

  it('whose total would pass MAX_ORDER_TOTAL_MINOR is refused (422, in English and French) and nothing changes', async () => {
    const buyer = await buyerWithAddress();
    const product = await createProduct(db(), seller.farm, { prices: [MAX_PRICE_MINOR, 1, 1], stock: CART_MAX_QUANTITY });
    const invoiceBefore = (await db().select().from(sellers).where(eq(sellers.id, seller.farm.sellerId)))[0]!.lastInvoiceNumber;
    const body = orderBody(buyer, [
      { product_id: product, quantity: CART_MAX_QUANTITY, unit_price_minor: MAX_PRICE_MINOR },
      { product_id: product, grade: 'mid', quantity: 1, unit_price_minor: 1 },
    ]);
    const res = await call('POST', '/api/orders/create_order/', buyer.access, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'limit_exceeded', message: 'An order can total at most 10,000,000,000.00. Split it into smaller orders.' });
    const fr = await call('POST', '/api/orders/create_order/', buyer.access, body, { 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().message).toBe('Une commande peut totaliser au plus 10 000 000 000,00. Divisez-la en commandes plus petites.');
    expect(await db().select().from(orders).where(eq(orders.buyerId, buyer.userId))).toEqual([]);
    expect(await stockOf(product)).toBe(CART_MAX_QUANTITY);
    expect(await stockOf(product, 'mid')).toBe(CART_MAX_QUANTITY);
    expect((await db().select().from(sellers).where(eq(sellers.id, seller.farm.sellerId)))[0]!.lastInvoiceNumber).toBe(invoiceBefore);
  });
});

describe('a cart line', () => {
  it('of the largest quantity at the largest price is kept and summed exactly; one more unit is refused', async () => {
    const buyer = await buyerWithAddress();
    const product = await createProduct(db(), seller.farm, { prices: [MAX_PRICE_MINOR, 1, 1], stock: CART_MAX_QUANTITY });
    const id = randomUUID();
    const res = await call('POST', '/api/product/add-to-cart/', buyer.access, { id, product_id: product, quantity: CART_MAX_QUANTITY });
    expect(res.statusCode, res.body).toBe(201);
    const line = { id, quantity: CART_MAX_QUANTITY, unit_price_minor: MAX_PRICE_MINOR, current_price_minor: MAX_PRICE_MINOR, available: CART_MAX_QUANTITY };
    const cart = await call('GET', '/api/product/add-to-cart/', buyer.access);
    expect(cart.json()).toMatchObject({ data: [line], cart_summary: { total: MAX_ORDER_TOTAL_MINOR } });
    expect(await pulledRow(buyer.access, 'cart_items', id)).toMatchObject(line);

    const more = await call('POST', '/api/product/add-to-cart/', buyer.access, { product_id: product, quantity: 1 });
    expect(more.statusCode).toBe(400);
    expect((await db().select().from(cartItems).where(eq(cartItems.id, id)))[0]!.quantity).toBe(CART_MAX_QUANTITY);
  });
});

describe('a quote', () => {
  let buyer: BulkBuyerAccount;
  beforeAll(async () => {
    buyer = await bulkBuyerAccount(t);
  });
  const today = () => todayInCanada();
  const request = (quantity: number) =>
    insertRequest(t, { buyer, categoryId: seller.farm.categoryId, sellerIds: [seller.farm.sellerId], quantity, fulfilment: 'pickup', deliveryDate: addDays(today(), 7) });
  const terms = (quantity: number, price: number) => quoteTerms({ quantity, unit: 'kg', per_unit: 'kg', price_minor: price, currency: 'CAD' });

  it.each([
    [100_000, 30_000],
    [10_000, MAX_PRICE_MINOR],
  ])('of %i kg at %i per kg is sent, read back, accepted and ordered at its exact total', async (quantity, price) => {
    const total = quantity * price;
    const requestId = await request(quantity);
    const id = randomUUID();
    const sent = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, seller.access, { id, terms: terms(quantity, price), note: null });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ data: Quote }>().data).toMatchObject({ total_minor: total, versions: [{ total_minor: total }] });
    const seen = await call('GET', `/api/quotes/quotes/${id}/`, buyer.access);
    expect(seen.json<{ data: Quote }>().data).toMatchObject({ total_minor: total, terms: { quantity, price_minor: price } });
    expect(await pulledRow(buyer.access, 'quotes', id)).toMatchObject({ total_minor: total });

    const accepted = await call('POST', `/api/quotes/quotes/${id}/transition/`, buyer.access, { action: 'accept', expected_version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { order_id: orderId, agreement_id: agreementId } = accepted.json<{ order_id: string; agreement_id: string }>();
    const order = await call('GET', `/api/orders/${orderId}/`, buyer.access);
    expect(order.json<{ data: Order }>().data).toMatchObject({ subtotal_minor: total, total_minor: total, lines: [{ quantity, unit_price_minor: price, line_total_minor: total }] });
    const agreement = await call('GET', `/api/quotes/agreements/${agreementId}/`, buyer.access);
    expect(agreement.statusCode, agreement.body).toBe(200);
    expect(JSON.stringify(agreement.json())).toContain(`"total_minor":${total}`);
    expect(await pulledRow(buyer.access, 'orders', orderId)).toMatchObject({ total_minor: total });
  });

  it('whose total would pass MAX_ORDER_TOTAL_MINOR is refused (400) when sent or countered, and nothing changes', async () => {
    const requestId = await request(10_001);
    const id = randomUUID();
    const res = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, seller.access, { id, terms: terms(10_001, MAX_PRICE_MINOR), note: null });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages['terms.quantity']).toEqual(['A quote can total at most 10,000,000,000.00. Lower the quantity or the price.']);
    const fr = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, seller.access, { id, terms: terms(10_001, MAX_PRICE_MINOR), note: null }, { 'accept-language': 'fr' });
    expect(fr.json().messages['terms.quantity']).toEqual(['Une soumission peut totaliser au plus 10 000 000 000,00. Réduisez la quantité ou le prix.']);
    expect(await db().select().from(quotes).where(eq(quotes.id, id))).toEqual([]);

    // A counter-offer past the limit leaves the quote at its version 1.
    const sent = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, seller.access, { id, terms: terms(10_000, MAX_PRICE_MINOR), note: null });
    expect(sent.statusCode, sent.body).toBe(201);
    const counter = await call('POST', `/api/quotes/quotes/${id}/transition/`, buyer.access, { action: 'counter', expected_version: 1, terms: terms(10_001, MAX_PRICE_MINOR) });
    expect(counter.statusCode).toBe(400);
    expect((await db().select().from(quotes).where(eq(quotes.id, id)))[0]!.currentVersion).toBe(1);
  });
});

describe('stock', () => {
  const moves = (id: string) => `/api/product/seller/products/${id}/inventory/movements/`;
  const harvest = (productId: string, delta: number, grade = 'top', kind = 'harvested') =>
    call('POST', moves(productId), seller.access, { id: randomUUID(), grade, kind, delta, note: null });
  const setStock = (productId: string, grade: string, stock: number) =>
    db().update(productGrades).set({ stock }).where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade)));

  it('passes 2^31 with the next harvest of +1,000,000 (one grade, and a product total over its grades)', async () => {
    const product = await createProduct(db(), seller.farm, { stock: 0 });
    await setStock(product, 'top', 2 ** 31 - MAX_STOCK);
    const res = await harvest(product, MAX_STOCK);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ movement: { delta: MAX_STOCK, stock_after: 2 ** 31 }, product: { total_stock: 2 ** 31 } });
    await setStock(product, 'mid', 2 ** 31 - 1);
    expect((await harvest(product, MAX_STOCK, 'lower')).statusCode).toBe(201);
    const [row] = await db().select({ total: products.totalStock }).from(products).where(eq(products.id, product));
    expect(row!.total).toBe(2 ** 31 + 2 ** 31 - 1 + MAX_STOCK);
  });

  it('reaches MAX_PRODUCT_STOCK exactly, read back through the inventory, the pull and SQL; one more unit is refused (422)', async () => {
    const product = await createProduct(db(), seller.farm, { stock: 0 });
    await setStock(product, 'top', MAX_PRODUCT_STOCK - MAX_STOCK);
    const res = await harvest(product, MAX_STOCK);
    expect(res.statusCode, res.body).toBe(201);
    const movementId = res.json().data.movement.id as string;

    const inventory = await call('GET', `/api/product/seller/products/${product}/inventory/`, seller.access);
    expect(inventory.json().data).toMatchObject({
      product: { total_stock: MAX_PRODUCT_STOCK, grades: expect.arrayContaining([expect.objectContaining({ grade: 'top', stock: MAX_PRODUCT_STOCK })]) },
      movements: [{ id: movementId, delta: MAX_STOCK, stock_after: MAX_PRODUCT_STOCK }],
    });
    expect(await pulledRow(seller.access, 'stock_movements', movementId)).toMatchObject({ delta: MAX_STOCK, stock_after: MAX_PRODUCT_STOCK });
    expect(await pulledRow(seller.access, 'products', product)).toMatchObject({ total_stock: MAX_PRODUCT_STOCK });
    const [raw] = await sqlRows<{ stock: unknown; stock_after: unknown }>(
      db(),
      sql`select g.stock, m.stock_after from product_grades g join stock_movements m on m.product_id = g.product_id and m.grade = g.grade where m.id = ${movementId}`,
    );
    expect(raw).toEqual({ stock: MAX_PRODUCT_STOCK, stock_after: MAX_PRODUCT_STOCK });

    // Past it, on this grade or another one, by a harvest or a correction: refused, nothing written.
    for (const [grade, kind] of [['top', 'harvested'], ['mid', 'corrected']] as const) {
      const past = await harvest(product, 1, grade, kind);
      expect(past.statusCode, past.body).toBe(422);
      expect(past.json()).toMatchObject({ code: 'limit_exceeded', message: 'A product can hold at most 10,000,000,000 in stock' });
    }
    const fr = await call('POST', moves(product), seller.access, { id: randomUUID(), grade: 'top', kind: 'harvested', delta: 1, note: null }, { 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().message).toBe('Un produit peut avoir au plus 10 000 000 000 en stock');
    const rows = await db().select().from(stockMovements).where(eq(stockMovements.productId, product));
    expect(rows).toHaveLength(1);
    const [after] = await db().select({ total: products.totalStock }).from(products).where(eq(products.id, product));
    expect(after!.total).toBe(MAX_PRODUCT_STOCK);
    // Taking stock out is always possible.
    expect((await harvest(product, -1, 'top', 'sold')).statusCode).toBe(201);
  });
});
