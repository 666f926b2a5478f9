// The cart over HTTP: add, add again, change, remove, stock and availability, other users' lines, money, price changes.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { branches, productGrades, products } from '../../db/schema/catalogue.ts';
import { createFarm, createProduct, setGradePrice, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let farm: Farm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const CART = '/api/product/add-to-cart/';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object, key?: string) =>
  t.app.inject({ method, url, headers: { ...bearer(access), ...(key && { 'idempotency-key': key }) }, ...(payload && { payload }) });

describe('cart', () => {
  it('adds a line with the client id, adds again to increase it, answers the cart', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm, { discountPercent: 10 });
    const id = randomUUID();
    const first = await call('POST', CART, tokens.access, { id, product_id: productId, quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Product added to cart successfully!',
      data: { id, product_id: productId, grade: 'top', quantity: 2, unit_price_minor: 450, current_price_minor: 450, price_changed: false, currency: 'CAD', available: 100 },
      cart_summary: { items: 1, subtotal: 1000, discount: 100, total: 900, currency: 'CAD', totals: [{ currency: 'CAD', subtotal: 1000, discount: 100, total: 900 }] },
    });
    const again = await call('POST', CART, tokens.access, { id: randomUUID(), product_id: productId, quantity: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id, quantity: 5 });
    const cart = await call('GET', CART, tokens.access);
    expect(cart.statusCode).toBe(200);
    expect(cart.json().data).toHaveLength(1);
    expect(cart.json().cart_summary).toMatchObject({ items: 1, total: 2250 });
  });

  it("refuses an id the device chose that is another user's line (409 on the id), and changes nothing", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = randomUUID();
    expect((await call('POST', CART, a.tokens.access, { id, product_id: productId, quantity: 2 })).statusCode).toBe(201);
    const taken = await call('POST', CART, b.tokens.access, { id, product_id: productId, quantity: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', messages: { id: [expect.any(String)] } });
    expect((await call('GET', CART, b.tokens.access)).json().data).toEqual([]);
    expect((await call('GET', CART, a.tokens.access)).json().data).toMatchObject([{ id, quantity: 2 }]);
    // Without the taken id the same add goes through.
    expect((await call('POST', CART, b.tokens.access, { product_id: productId, quantity: 3 })).statusCode).toBe(201);
  });

  it('keeps one line per grade and sums totals per currency', async () => {
    const { tokens } = await registerAccount(t.app);
    const cad = await createProduct(t.database.db, farm);
    const usd = await createProduct(t.database.db, farm, { currency: 'USD', name: 'Apples' });
    await call('POST', CART, tokens.access, { product_id: cad, quantity: 1, grade: 'top' });
    await call('POST', CART, tokens.access, { product_id: cad, quantity: 2, grade: 'lower' });
    await call('POST', CART, tokens.access, { product_id: usd, quantity: 1 });
    const summary = (await call('GET', CART, tokens.access)).json().cart_summary;
    expect(summary).toEqual({
      items: 3,
      subtotal: 1100,
      discount: 0,
      total: 1100,
      currency: 'CAD',
      totals: [
        { currency: 'CAD', subtotal: 1100, discount: 0, total: 1100 },
        { currency: 'USD', subtotal: 500, discount: 0, total: 500 },
      ],
    });
  });

  it('patches the quantity and deletes the line; a second delete is 404', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = (await call('POST', CART, tokens.access, { product_id: productId, quantity: 1 })).json().data.id as string;
    const patched = await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 7 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ message: 'Cart updated', data: { id, quantity: 7 }, cart_summary: { total: 3500 } });
    const removed = await call('DELETE', `${CART}${id}/`, tokens.access);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Removed from cart' });
    expect((await call('DELETE', `${CART}${id}/`, tokens.access)).json()).toMatchObject({ code: 'not_found', message: 'This cart item no longer exists' });
  });

  it('refuses more than the stock, less than the minimum, and products not on sale', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm, { stock: 5, minOrderQty: 2 });
    const over = await call('POST', CART, tokens.access, { product_id: productId, quantity: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 5 kg left in stock');
    const few = await call('POST', CART, tokens.access, { product_id: productId, quantity: 1 });
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe('The minimum order is 2 kg');
    const draft = await createProduct(t.database.db, farm, { status: 'Draft' });
    expect((await call('POST', CART, tokens.access, { product_id: draft, quantity: 1 })).statusCode).toBe(409);
    const soldOut = await createProduct(t.database.db, farm, { status: 'Out of Stock' });
    expect((await call('POST', CART, tokens.access, { product_id: soldOut, quantity: 1 })).json().message).toBe('This product is not available right now');
    const missing = await call('POST', CART, tokens.access, { product_id: randomUUID(), quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This product does not exist');
    const pending = await createFarm(t.database.db, { branchStatus: 'pending' });
    const hidden = await createProduct(t.database.db, pending);
    expect((await call('POST', CART, tokens.access, { product_id: hidden, quantity: 1 })).statusCode).toBe(409);
    const line = (await call('POST', CART, tokens.access, { product_id: productId, quantity: 5 })).json().data.id as string;
    expect((await call('PATCH', `${CART}${line}/`, tokens.access, { quantity: 6 })).statusCode).toBe(409);
    expect((await call('PATCH', `${CART}${line}/`, tokens.access, { quantity: 3 })).statusCode).toBe(200);
  });

  it('a quantity change is checked against the product as it stands now, and a refused one changes nothing', async () => {
    const { tokens } = await registerAccount(t.app);
    const other = await createFarm(t.database.db);
    const productId = await createProduct(t.database.db, other, { stock: 10, minOrderQty: 2 });
    const id = (await call('POST', CART, tokens.access, { product_id: productId, quantity: 6 })).json().data.id as string;
    const before = (await call('GET', CART, tokens.access)).json().data[0];
    const unchanged = async () => expect((await call('GET', CART, tokens.access)).json().data[0]).toEqual(before);
    expect((await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 11 })).json()).toMatchObject({ code: 'conflict', message: 'Only 10 kg left in stock' });
    await unchanged();
    expect((await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 1 })).json()).toMatchObject({ code: 'validation_failed', message: 'The minimum order is 2 kg' });
    await unchanged();
    // The minimum raised after the line was added: a change must meet it.
    await t.database.db.update(products).set({ minOrderQty: 5 }).where(eq(products.id, productId));
    expect((await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 4 })).statusCode).toBe(400);
    await unchanged();
    // The farm's branch no longer approved: the line may shrink towards nothing available, never grow.
    await t.database.db.update(branches).set({ status: 'rejected' }).where(eq(branches.id, other.branchId));
    expect((await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 7 })).json()).toMatchObject({ code: 'conflict', message: 'Only 0 kg left in stock' });
    const shrunk = await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 5 });
    expect(shrunk.json()).toMatchObject({ data: { quantity: 5, available: 0 }, cart_summary: { items: 1, total: 2500 } });
    expect(shrunk.json().data.version).toBeGreaterThan(before.version);
    // Its grade no longer sold: still a change the user can make downwards, at the line's own price.
    await t.database.db.delete(productGrades).where(eq(productGrades.productId, productId));
    expect((await call('PATCH', `${CART}${id}/`, tokens.access, { quantity: 5 })).json().data).toMatchObject({ quantity: 5, current_price_minor: 500 });
  });

  it('says the stock left and the minimum of a counted unit in the plural it takes, in English and French', async () => {
    const { tokens } = await registerAccount(t.app);
    const boxes = await createProduct(t.database.db, farm, { unit: 'box', stock: 3, minOrderQty: 2 });
    const one = await createProduct(t.database.db, farm, { unit: 'box', stock: 1 });
    const inFrench = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...bearer(tokens.access), 'accept-language': 'fr' }, payload });
    expect((await call('POST', CART, tokens.access, { product_id: boxes, quantity: 4 })).json().message).toBe('Only 3 boxes left in stock');
    expect((await call('POST', CART, tokens.access, { product_id: one, quantity: 2 })).json().message).toBe('Only 1 box left in stock');
    expect((await inFrench(CART, { product_id: boxes, quantity: 4 })).json().message).toBe('Il ne reste que 3 boîtes en stock');
    expect((await inFrench(CART, { product_id: one, quantity: 2 })).json().message).toBe('Il ne reste que 1 boîte en stock');
    const few = await inFrench(CART, { product_id: boxes, quantity: 1 });
    expect(few.json()).toMatchObject({ message: 'La commande minimale est de 2 boîtes', messages: { quantity: ['La commande minimale est de 2 boîtes'] } });
  });

  it("answers 404 for another user's line and leaves it alone", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = (await call('POST', CART, a.tokens.access, { product_id: productId, quantity: 1 })).json().data.id as string;
    expect((await call('PATCH', `${CART}${id}/`, b.tokens.access, { quantity: 9 })).statusCode).toBe(404);
    expect((await call('DELETE', `${CART}${id}/`, b.tokens.access)).statusCode).toBe(404);
    expect((await call('DELETE', `${CART}not-a-uuid/`, b.tokens.access)).statusCode).toBe(404);
    expect((await call('GET', CART, b.tokens.access)).json().data).toEqual([]);
    expect((await call('GET', CART, a.tokens.access)).json().data[0]).toMatchObject({ id, quantity: 1 });
  });

  it('shows a price change until the user accepts it', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = (await call('POST', CART, tokens.access, { product_id: productId, quantity: 2 })).json().data.id as string;
    await setGradePrice(t.database.db, productId, 650);
    const line = (await call('GET', CART, tokens.access)).json().data[0];
    expect(line).toMatchObject({ unit_price_minor: 500, current_price_minor: 650, price_changed: true });
    const accepted = await call('PATCH', `${CART}${id}/`, tokens.access, { accept_price: true });
    expect(accepted.json().data).toMatchObject({ unit_price_minor: 650, current_price_minor: 650, price_changed: false });
  });

  it('is exactly-once with an Idempotency-Key: a replayed add does not double the quantity', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const key = randomUUID();
    const body = { id: randomUUID(), product_id: productId, quantity: 4 };
    const first = await call('POST', CART, tokens.access, body, key);
    const replay = await call('POST', CART, tokens.access, body, key);
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await call('GET', CART, tokens.access)).json().data[0].quantity).toBe(4);
    const other = await call('POST', CART, tokens.access, { ...body, quantity: 5 }, key);
    expect(other.statusCode).toBe(422);
    const twinKey = randomUUID();
    const [dupe, twin] = await Promise.all([
      call('POST', CART, tokens.access, { product_id: productId, quantity: 1 }, twinKey),
      call('POST', CART, tokens.access, { product_id: productId, quantity: 1 }, twinKey),
    ]);
    // Either the twin arrived while the first ran (409) or just after it committed (a replay): never applied twice.
    const outcomes = [dupe, twin].map((r) => (r.statusCode === 409 ? 'in_progress' : r.headers['idempotent-replayed'] ? 'replayed' : r.statusCode));
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'in_progress' || o === 'replayed')).toHaveLength(1);
    expect((await call('GET', CART, tokens.access)).json().data[0].quantity).toBe(5);
    // A refused add (over stock) replays as the same refusal, even once stock arrives.
    const refusalKey = randomUUID();
    const refused = await call('POST', CART, tokens.access, { product_id: productId, quantity: 500 }, refusalKey);
    expect(refused.statusCode).toBe(409);
    await t.database.db.update(productGrades).set({ stock: 1000 }).where(and(eq(productGrades.productId, productId), eq(productGrades.grade, 'top')));
    const replayed = await call('POST', CART, tokens.access, { product_id: productId, quantity: 500 }, refusalKey);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('two different adds of the same product at once end in one line holding both quantities', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const results = await Promise.all(
      [1, 2, 3].map((quantity) => call('POST', CART, tokens.access, { id: randomUUID(), product_id: productId, quantity }, randomUUID())),
    );
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(300);
    const lines = (await call('GET', CART, tokens.access)).json().data;
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(6);
  });

  it('answers malformed input with 4xx, never 5xx', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const bodies: unknown[] = [
      {},
      { product_id: 'x', quantity: 1 },
      { product_id: productId, quantity: 0 },
      { product_id: productId, quantity: 1.5 },
      { product_id: productId, quantity: 10_001 },
      { product_id: productId, quantity: 1, grade: 'best' },
      { product_id: productId, quantity: 1, price: 1 },
      { id: 'nope', product_id: productId, quantity: 1 },
      [],
      'text',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: CART, headers: { ...bearer(tokens.access), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    expect((await call('PATCH', `${CART}${randomUUID()}/`, tokens.access, { quantity: -1 })).statusCode).toBe(400);
    expect((await call('GET', CART, 'garbage')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: CART, payload: { product_id: productId, quantity: 1 } })).statusCode).toBe(401);
  });

  it("each change answers its line and the cart's summary exactly as reading the whole cart does", async () => {
    const { tokens } = await registerAccount(t.app);
    const other = await createFarm(t.database.db);
    // Discounts that leave half cents (455 at 10% off is 409.5, rounded up as the rules round), two currencies, a price
    // changed after adding, and a line whose branch is no longer approved.
    const halves = await createProduct(t.database.db, farm, { discountPercent: 10, prices: [455, 305, 215] });
    const dollars = await createProduct(t.database.db, farm, { currency: 'USD', discountPercent: 15, prices: [333, 222, 111] });
    const moved = await createProduct(t.database.db, farm, { discountPercent: 5 });
    const hiddenLater = await createProduct(t.database.db, other);
    const sameAsGet = async (res: { statusCode: number; json: () => { data: { id: string }; cart_summary: unknown } }) => {
      expect(res.statusCode).toBeLessThan(300);
      const cart = (await call('GET', CART, tokens.access)).json();
      expect(res.json().cart_summary).toEqual(cart.cart_summary);
      expect(res.json().data).toEqual(cart.data.find((l: { id: string }) => l.id === res.json().data.id));
      return res.json().data.id;
    };
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: hiddenLater, quantity: 2 }));
    await t.database.db.update(branches).set({ status: 'rejected' }).where(eq(branches.id, other.branchId));
    const a = await sameAsGet(await call('POST', CART, tokens.access, { product_id: halves, quantity: 3 }));
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: halves, quantity: 1, grade: 'lower' }));
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: dollars, quantity: 7, grade: 'mid' }));
    const m = await sameAsGet(await call('POST', CART, tokens.access, { product_id: moved, quantity: 4 }));
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: halves, quantity: 2 }));
    await setGradePrice(t.database.db, moved, 777);
    await sameAsGet(await call('PATCH', `${CART}${a}/`, tokens.access, { quantity: 9 }));
    await sameAsGet(await call('PATCH', `${CART}${m}/`, tokens.access, { quantity: 5 }));
    await sameAsGet(await call('PATCH', `${CART}${m}/`, tokens.access, { accept_price: true }));
    // A grade the farm no longer sells: its line counts at its own price, in the other lines' answers and its own.
    const d = await sameAsGet(await call('POST', CART, tokens.access, { product_id: dollars, quantity: 2, grade: 'lower' }));
    await t.database.db.delete(productGrades).where(and(eq(productGrades.productId, dollars), eq(productGrades.grade, 'lower')));
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: dollars, quantity: 1, grade: 'mid' }));
    await sameAsGet(await call('PATCH', `${CART}${a}/`, tokens.access, { quantity: 4 }));
    await sameAsGet(await call('PATCH', `${CART}${d}/`, tokens.access, { quantity: 1 }));
    await sameAsGet(await call('POST', CART, tokens.access, { product_id: dollars, quantity: 3 }));
  });

  it('50 identical adds at once end in one line, each answering a summary that counts that line once', async () => {
    const { tokens } = await registerAccount(t.app);
    const apples = await createProduct(t.database.db, farm, { currency: 'USD', name: 'Apples' });
    const pears = await createProduct(t.database.db, farm, { discountPercent: 10, prices: [455, 305, 215] });
    await call('POST', CART, tokens.access, { product_id: apples, quantity: 2 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', CART, tokens.access, { product_id: pears, quantity: 1 }, randomUUID())));
    for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(300);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // Each add answers the cart as its own transaction left it: the apples, and the pears at that add's quantity.
    const quantities = answers.map((r) => r.json().data.quantity as number).sort((x, y) => x - y);
    expect(quantities).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const r of answers) {
      const { data, cart_summary: summary } = r.json();
      expect(summary).toEqual({
        items: 2,
        subtotal: 455 * data.quantity,
        discount: 455 * data.quantity - 410 * data.quantity,
        total: 410 * data.quantity,
        currency: 'CAD',
        totals: [
          { currency: 'CAD', subtotal: 455 * data.quantity, discount: 45 * data.quantity, total: 410 * data.quantity },
          { currency: 'USD', subtotal: 1000, discount: 0, total: 1000 },
        ],
      });
    }
    const cart = (await call('GET', CART, tokens.access)).json();
    expect(cart.data).toHaveLength(2);
    expect(cart.data.find((l: { product_id: string }) => l.product_id === pears).quantity).toBe(50);
    expect(answers.find((r) => r.json().data.quantity === 50)!.json().cart_summary).toEqual(cart.cart_summary);
  });

  it('drops the lines of a deleted product and shows an unapproved branch as nothing available', async () => {
    const { tokens } = await registerAccount(t.app);
    const other = await createFarm(t.database.db);
    const productId = await createProduct(t.database.db, other);
    await call('POST', CART, tokens.access, { product_id: productId, quantity: 1 });
    await t.database.db.update(branches).set({ status: 'rejected' }).where(eq(branches.id, other.branchId));
    expect((await call('GET', CART, tokens.access)).json().data[0]).toMatchObject({ available: 0 });
    await t.database.db.delete(products).where(eq(products.id, productId));
    expect((await call('GET', CART, tokens.access)).json().data).toEqual([]);
    const [row] = await sqlRows<{ n: string }>(t.database.db, sql`select count(*) as n from tombstones where table_name = 'cart_items'`);
    expect(Number(row!.n)).toBeGreaterThan(0);
  });
});
