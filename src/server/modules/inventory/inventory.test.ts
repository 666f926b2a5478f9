// Inventory over HTTP: the owner's view, movements that never take stock below zero (also under concurrency), the
// movement id and Idempotency-Key making a resent movement apply once, the low-stock threshold, owner checks.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { branches, categories, productGrades, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface SellerAccount {
  access: string;
  farm: Farm;
}

/** A registered user made Seller, with a farm, an approved branch and a category. */
async function newSeller(firstName = 'Marie', lastName = 'Tremblay'): Promise<SellerAccount> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: lastName });
  const db = t.database.db;
  await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
  const [seller] = await db.insert(sellers).values({ userId: user.id, farmName: `Ferme ${firstName}`, province: 'QC' }).returning({ id: sellers.id });
  const [branch] = await db
    .insert(branches)
    .values({ sellerId: seller!.id, name: 'Champ nord', province: 'QC', city: 'Lévis', address: '2 rang', status: 'approved' })
    .returning({ id: branches.id });
  const slug = `veg-${randomUUID().slice(0, 8)}`;
  const [category] = await db.insert(categories).values({ slug, nameEn: 'Vegetables', nameFr: 'Légumes' }).returning({ id: categories.id });
  return { access: tokens.access, farm: { sellerId: seller!.id, branchId: branch!.id, categoryId: category!.id, categorySlug: slug } };
}

const base = (id: string) => `/api/product/seller/products/${id}/inventory/`;
const moves = (id: string) => `${base(id)}movements/`;
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...headers }, ...(payload !== undefined && { payload: payload as object }) });
const move = (grade: string, kind: string, delta: number, note: string | null = null) => ({ id: randomUUID(), grade, kind, delta, note });

async function gradeStock(productId: string, grade: string): Promise<number> {
  const rows = await t.database.db.select().from(productGrades).where(eq(productGrades.productId, productId));
  return rows.find((r) => r.grade === grade)!.stock;
}

describe('inventory read', () => {
  it('answers the owner copy, its branch and the movements newest first', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { lowStockThreshold: 15, stock: 20 });
    const first = await call('POST', moves(id), s.access, move('top', 'harvested', 40, 'Morning pick'));
    expect(first.statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await call('POST', moves(id), s.access, move('top', 'sold', -5))).statusCode).toBe(201);
    const res = await call('GET', base(id), s.access);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.product).toMatchObject({ id, low_stock_threshold: 15, total_stock: 95, visible: true });
    expect(data.product.grades[0]).toMatchObject({ grade: 'top', stock: 55 });
    expect(data.branch).toMatchObject({ id: s.farm.branchId, name: 'Champ nord', province: 'QC', status: 'approved' });
    expect(data.movements.map((m: { kind: string; delta: number; stock_after: number; by_name: string }) => [m.kind, m.delta, m.stock_after, m.by_name])).toEqual([
      ['sold', -5, 55, 'Marie T.'],
      ['harvested', 40, 60, 'Marie T.'],
    ]);
    expect(data.movements[1].note).toBe('Morning pick');
    // the `before` cursor pages backwards
    const older = await call('GET', `${base(id)}?before=${encodeURIComponent(data.movements[0].created_at)}`, s.access);
    expect(older.json().data.movements.map((m: { kind: string }) => m.kind)).toEqual(['harvested']);
    expect((await call('GET', `${base(id)}?before=yesterday`, s.access)).statusCode).toBe(400);
  });

  it('hides another farm\'s product (404), refuses buyers (403) and the signed out (401)', async () => {
    const owner = await newSeller();
    const other = await newSeller('Paul', 'Gagnon');
    const id = await createProduct(t.database.db, owner.farm);
    expect((await call('GET', base(id), other.access)).statusCode).toBe(404);
    expect((await call('POST', moves(id), other.access, move('top', 'sold', -1))).statusCode).toBe(404);
    expect((await call('PATCH', base(id), other.access, { low_stock_threshold: 3 })).statusCode).toBe(404);
    expect(await gradeStock(id, 'top')).toBe(100);
    const buyer = await registerAccount(t.app);
    expect((await call('GET', base(id), buyer.tokens.access)).statusCode).toBe(403);
    expect((await call('POST', moves(id), buyer.tokens.access, move('top', 'sold', -1))).statusCode).toBe(403);
    expect((await call('PATCH', base(id), buyer.tokens.access, { low_stock_threshold: 3 })).statusCode).toBe(403);
    expect((await call('GET', base(id), null)).statusCode).toBe(401);
    expect((await call('POST', moves(id), null, move('top', 'sold', -1))).statusCode).toBe(401);
    expect((await call('PATCH', base(id), null, { low_stock_threshold: 3 })).statusCode).toBe(401);
    expect((await call('GET', base(randomUUID()), owner.access)).statusCode).toBe(404);
    expect((await call('GET', base('not-a-uuid'), owner.access)).statusCode).toBe(404);
  });

  it('a Seller without a farm is told to register it', async () => {
    const { tokens, user } = await registerAccount(t.app);
    await t.database.db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
    const res = await call('GET', base(randomUUID()), tokens.access);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Register your farm first');
  });
});

describe('movements', () => {
  it('refuses to go below zero with the grade and stock in the message, in the caller\'s language', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { stock: 3 });
    const res = await call('POST', moves(id), s.access, move('mid', 'sold', -4));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_stock', message: 'Not enough stock: Mid grade has 3 left' });
    const fr = await call('POST', moves(id), s.access, move('mid', 'spoiled', -4), { 'accept-language': 'fr-CA' });
    expect(fr.json().message).toBe('Stock insuffisant : il reste 3 en catégorie moyenne');
    expect(await gradeStock(id, 'mid')).toBe(3);
    const exact = await call('POST', moves(id), s.access, move('mid', 'sold', -3));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.movement).toMatchObject({ stock_after: 0, branch_id: s.farm.branchId });
    expect(exact.json().data.product.grades.find((g: { grade: string }) => g.grade === 'mid').stock).toBe(0);
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(rows).toHaveLength(1);
  });

  it('checks the sign of each kind; corrected goes either way', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { stock: 10 });
    for (const [kind, delta] of [['harvested', -1], ['sold', 2], ['spoiled', 1]] as const) {
      const res = await call('POST', moves(id), s.access, move('top', kind, delta));
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.delta).toEqual(['A harvest adds stock; a sale or spoilage removes it']);
    }
    expect((await call('POST', moves(id), s.access, move('top', 'corrected', -2))).json().data.movement.stock_after).toBe(8);
    expect((await call('POST', moves(id), s.access, move('top', 'corrected', 5))).json().data.movement.stock_after).toBe(13);
  });

  it('400 for a grade the product does not have', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm);
    await t.database.db.delete(productGrades).where(eq(productGrades.productId, id)).execute();
    await t.database.db.insert(productGrades).values({ productId: id, grade: 'top', priceMinor: 100, stock: 5 });
    const res = await call('POST', moves(id), s.access, move('lower', 'harvested', 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.grade).toEqual(['This product has no such grade']);
  });

  it('bad bodies are 400, never 5xx', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm);
    const bodies: unknown[] = [
      {},
      { ...move('top', 'harvested', 5), id: 'nope' },
      { ...move('top', 'harvested', 5), grade: 'premium' },
      { ...move('top', 'grown', 5) },
      { ...move('top', 'harvested', 0) },
      { ...move('top', 'harvested', 1.5) },
      { ...move('top', 'harvested', 2_000_000) },
      { ...move('top', 'harvested', 5), delta: '5' },
      { ...move('top', 'harvested', 5), note: 'x'.repeat(501) },
      { ...move('top', 'harvested', 5), extra: true },
      [],
      'text',
      null,
    ];
    for (const body of bodies) {
      const res = await t.app.inject({ method: 'POST', url: moves(id), headers: { ...bearer(s.access), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const broken = await t.app.inject({ method: 'POST', url: moves(id), headers: { ...bearer(s.access), 'content-type': 'application/json' }, payload: '{"id":' });
    expect(broken.statusCode).toBe(400);
    for (const body of [{}, { low_stock_threshold: -1 }, { low_stock_threshold: 'x' }, { low_stock_threshold: 1.5 }, { low_stock_threshold: 3, revision: 2 }]) {
      expect((await call('PATCH', base(id), s.access, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await gradeStock(id, 'top')).toBe(100);
  });

  it('a replayed Idempotency-Key applies once; the same movement id under another key is not applied twice', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { stock: 10 });
    const body = move('top', 'harvested', 40);
    const key = randomUUID();
    const a = await call('POST', moves(id), s.access, body, { 'idempotency-key': key });
    const b = await call('POST', moves(id), s.access, body, { 'idempotency-key': key });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    const c = await call('POST', moves(id), s.access, body, { 'idempotency-key': randomUUID() });
    expect(c.statusCode).toBe(200);
    expect(c.json().data.movement).toEqual(a.json().data.movement);
    const d = await call('POST', moves(id), s.access, body);
    expect(d.statusCode).toBe(200);
    expect(await gradeStock(id, 'top')).toBe(50);
    // the same id for another product of the farm is a conflict, and changes nothing
    const other = await createProduct(t.database.db, s.farm, { stock: 10 });
    const e = await call('POST', moves(other), s.access, body);
    expect(e.statusCode).toBe(409);
    expect(await gradeStock(other, 'top')).toBe(10);
    // a refusal is replayed as a refusal, even after stock arrived
    const sale = move('top', 'sold', -60);
    const refusedKey = randomUUID();
    expect((await call('POST', moves(id), s.access, sale, { 'idempotency-key': refusedKey })).statusCode).toBe(409);
    await call('POST', moves(id), s.access, move('top', 'harvested', 100));
    expect((await call('POST', moves(id), s.access, sale, { 'idempotency-key': refusedKey })).statusCode).toBe(409);
    expect(await gradeStock(id, 'top')).toBe(150);
  });

  it('stock never goes below zero under 30 concurrent sales of 5 from 100', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', moves(id), s.access, move('top', 'sold', -5), { 'idempotency-key': randomUUID() })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((c) => c === 201)).toHaveLength(20);
    expect(statuses.filter((c) => c === 409)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'insufficient_stock')).toBe(true);
    expect(await gradeStock(id, 'top')).toBe(0);
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(rows).toHaveLength(20);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(-100);
    expect(rows.map((r) => r.stockAfter).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i * 5));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(product!.totalStock).toBe(200); // mid and lower untouched
  });
});

describe('one movement sent many times at once', () => {
  it('applies once whatever the keys', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm, { stock: 10 });
    const body = move('top', 'harvested', 7);
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', moves(id), s.access, body, { 'idempotency-key': randomUUID() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await gradeStock(id, 'top')).toBe(17);
  });
});

describe('low-stock threshold', () => {
  it('is set and cleared without bumping the edit revision', async () => {
    const s = await newSeller();
    const id = await createProduct(t.database.db, s.farm);
    const [before] = await t.database.db.select().from(products).where(eq(products.id, id));
    const res = await call('PATCH', base(id), s.access, { low_stock_threshold: 25 }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, low_stock_threshold: 25, revision: before!.revision });
    expect(res.json().data.version).toBeGreaterThan(before!.version);
    const cleared = await call('PATCH', base(id), s.access, { low_stock_threshold: null });
    expect(cleared.json().data.low_stock_threshold).toBeNull();
  });
});
