// GET /api/product/top_products/ (best sellers of 90 days, best rated, both topped up with the newest) and
// GET /api/product/products/{id}/feedback/ (customer ratings and comments of a visible product).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createFarm, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertOrder, type OrderFixture } from '../../test/orders-fixture.ts';
import { addMovement, addProduct, addReview } from './test-products.ts';

let t: TestApp;
let farm: Farm;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  farm = await createFarm(db);
  // Oldest first: a, b, c, d, e are visible; the draft and the pending one are newest and never shown.
  for (const [key, ageDays] of [['a', 10], ['b', 9], ['c', 8], ['d', 7], ['e', 6]] as const) id[key] = await addProduct(db, farm, { name: `Product ${key}`, ageDays });
  id.draft = await addProduct(db, farm, { name: 'Draft', status: 'Draft', ageDays: 1 });
  id.pending = await addProduct(db, await createFarm(db, { branchStatus: 'pending' }), { name: 'Pending', ageDays: 1 });
});
afterAll(async () => {
  await t.close();
});

interface Top {
  data: { best_sellers: Array<{ id: string; name: string; rating_avg: number | null }>; best_rated: Array<{ id: string; name: string; rating_avg: number | null; rating_count: number }> };
}
const top = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/top_products/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Top>().data;
};
const names = (list: Array<{ name: string }>) => list.map((p) => p.name.replace('Product ', ''));
const feedback = (productId: string, query = '') => t.app.inject({ method: 'GET', url: `/api/product/products/${productId}/feedback/${query}`, headers: { 'accept-language': 'fr' } });

describe('top products', () => {
  it('falls back to the newest visible products when nothing was sold or rated', async () => {
    const data = await top();
    expect(names(data.best_sellers)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(names(data.best_rated)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(names((await top('?limit=2')).best_sellers)).toEqual(['e', 'd']);
  });

  it('ranks by units sold in the last 90 days, then tops up with the newest without duplicates', async () => {
    const db = t.database.db;
    await addMovement(db, farm, id.b!, 'sold', -10, 2);
    await addMovement(db, farm, id.b!, 'sold', -20, 30);
    await addMovement(db, farm, id.a!, 'sold', -5, 1);
    await addMovement(db, farm, id.c!, 'sold', -200, 100); // too old
    await addMovement(db, farm, id.d!, 'harvested', 500, 1); // not a sale
    await addMovement(db, farm, id.d!, 'spoiled', -300, 1); // not a sale
    await addMovement(db, farm, id.draft!, 'sold', -900, 1); // hidden
    expect(names((await top()).best_sellers)).toEqual(['b', 'a', 'e', 'd', 'c']);
    expect(names((await top('?limit=3')).best_sellers)).toEqual(['b', 'a', 'e']);
    expect(names((await top('?limit=1')).best_sellers)).toEqual(['b']);
  });

  it('counts the units of orders too (not rejected or cancelled ones, not older than 90 days, not their reserved stock)', async () => {
    const db = t.database.db;
    const [buyer] = await db.insert(users).values({ email: `buyer-${randomUUID()}@example.ca`, passwordHash: 'x', role: 'BulkBuyer', firstName: 'Rita', lastName: 'Resto' }).returning({ id: users.id });
    const order = (productId: string, quantity: number, over: Partial<OrderFixture> = {}) =>
      insertOrder(db, { buyerId: buyer!.id, sellerId: farm.sellerId, lines: [{ productId, quantity }], ...over });
    await order(id.e!, 40, { status: 'delivered' }); // e: 40 units, more than b's 30 market sales
    await order(id.a!, 20); // a: 5 + 20
    await order(id.d!, 100, { status: 'cancelled' });
    await order(id.d!, 100, { status: 'rejected' });
    await addMovement(db, farm, id.d!, 'reserved', -100, 1);
    await order(id.c!, 500, { createdAt: new Date(Date.now() - 100 * 86_400_000) });
    expect(names((await top()).best_sellers)).toEqual(['e', 'b', 'a', 'd', 'c']);
  });

  it('ranks by average rating, ties by how many rated, then tops up with the newest', async () => {
    const db = t.database.db;
    await addReview(db, id.a!, 5, 'Superbe, très frais', 3);
    await addReview(db, id.a!, 5, 'Great flavour', 2);
    await addReview(db, id.c!, 5, null, 2);
    await addReview(db, id.b!, 3, 'Okay', 2);
    await addReview(db, id.draft!, 5, 'Hidden', 2);
    const rated = (await top()).best_rated;
    expect(names(rated)).toEqual(['a', 'c', 'b', 'e', 'd']);
    expect(rated.slice(0, 3).map((p) => [p.rating_avg, p.rating_count])).toEqual([[5, 2], [5, 1], [3, 1]]);
    expect(rated[3]!.rating_avg).toBeNull();
  });

  it('refuses a bad limit', async () => {
    for (const q of ['?limit=0', '?limit=abc', '?limit=1000', '?limit=2.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/top_products/${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('product feedback', () => {
  it('lists ratings and comments newest first with the count and average', async () => {
    const res = await feedback(id.a!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ count: 2, average: 5 });
    expect(body.data.map((r: { comment: string }) => r.comment)).toEqual(['Great flavour', 'Superbe, très frais']);
    expect(body.data[0]).toMatchObject({ product_id: id.a, rating: 5, author: 'Test B.' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['author', 'comment', 'created_at', 'id', 'product_id', 'rating', 'version']);
    const second = (await feedback(id.a!, '?page=2&page_size=1')).json();
    expect(second.data.map((r: { comment: string }) => r.comment)).toEqual(['Superbe, très frais']);
    expect(second.meta.count).toBe(2);
    expect((await feedback(id.b!)).json().meta).toEqual({ count: 1, average: 3 });
  });

  it('answers an empty list for a product nobody rated', async () => {
    const res = await feedback(id.e!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { count: 0, average: null } });
  });

  it('answers 404 for hidden, missing and malformed products, and 400 for bad pages', async () => {
    for (const missing of [id.draft!, id.pending!, randomUUID(), 'not-an-id']) {
      const res = await feedback(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json().message).toBe('Produit introuvable');
    }
    for (const q of ['?page=0', '?page_size=500', '?page=x']) expect((await feedback(id.a!, q)).statusCode, q).toBe(400);
  });
});
