// Price history (migration 0026): every path that changes a price writes one row per changed grade and day, none when
// nothing changed; the rows reach devices through the pull where their product is listed; the demo year is sane.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productGrades, products } from '../../db/schema/catalogue.ts';
import { priceHistory } from '../../db/schema/price-history.ts';
import { planProductHistory } from '../../db/seed/price-history.ts';
import { sqlRows } from '../../db/client.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { sellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db.insert(categories).values({ slug: `veg-${randomUUID().slice(0, 6)}`, nameEn: 'Vegetables', nameFr: 'Légumes' }).returning();
  categoryId = c!.id;
});
afterAll(async () => {
  await t.close();
});

interface SellerCtx {
  access: string;
  sellerId: string;
  branchId: string;
}

/** A farm with an approved branch (the shared fixture), as these tests name it. */
async function newSeller(): Promise<SellerCtx> {
  const { access, farm } = await sellerAccount(t);
  return { access, sellerId: farm.sellerId, branchId: farm.branchId };
}

const body = (s: SellerCtx, over: Record<string, unknown> = {}) => ({
  name: 'Heirloom carrots',
  name_fr: 'Carottes ancestrales',
  category_id: categoryId,
  branch_id: s.branchId,
  description: 'Sweet and crunchy',
  tags: ['root'],
  unit: 'kg',
  weight: 1,
  organic: true,
  status: 'Published',
  currency: 'CAD',
  discount_percent: 0,
  min_order_qty: 1,
  low_stock_threshold: 5,
  grades: [
    { grade: 'top', price_minor: 500, stock: 40 },
    { grade: 'mid', price_minor: 400, stock: 10 },
    { grade: 'lower', price_minor: 300, stock: 10 },
  ],
  ...over,
});

const URL_ = '/api/product/seller/products/';
const call = (method: 'POST' | 'PUT', url: string, s: SellerCtx, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(s.access), 'idempotency-key': randomUUID(), ...headers }, payload });

const rowsOf = (productId: string) =>
  t.database.db.select().from(priceHistory).where(eq(priceHistory.productId, productId)).orderBy(priceHistory.grade, priceHistory.recordedOn);
/** Moves every row of the product one day back, as if it was written yesterday (the database's clock is real). */
const ageRows = (productId: string) => t.database.db.execute(sql`update price_history set recorded_on = recorded_on - 1 where product_id = ${productId}::uuid`);
/** The rows written since `mark` (a row_version_seq value): inserted or rewritten. */
const writtenSince = async (productId: string, mark: number) => (await rowsOf(productId)).filter((r) => r.version > mark);
const mark = async () => Number((await sqlRows<{ v: string }>(t.database.db, sql`select last_value::text as v from row_version_seq`))[0]!.v);

describe('price history rows', () => {
  it('a new product records each grade once; an edit records only the grades whose price changed', async () => {
    const s = await newSeller();
    const created = await call('POST', URL_, s, body(s));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const first = await rowsOf(id);
    expect(first.map((r) => [r.grade, r.priceMinor, r.discountPercent, r.currency, r.unit, r.weight])).toEqual([
      ['lower', 300, 0, 'CAD', 'kg', 1],
      ['mid', 400, 0, 'CAD', 'kg', 1],
      ['top', 500, 0, 'CAD', 'kg', 1],
    ]);
    await ageRows(id);

    // Only the name changes: no row.
    let m = await mark();
    const renamed = await call('PUT', `${URL_}${id}/`, s, body(s, { name: 'Carrots, heirloom' }), { 'if-match': '1' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await writtenSince(id, m)).toEqual([]);

    // Top's price changes: one row, for top, today.
    m = await mark();
    const repriced = await call('PUT', `${URL_}${id}/`, s, body(s, { grades: [{ grade: 'top', price_minor: 550, stock: 40 }, { grade: 'mid', price_minor: 400, stock: 10 }, { grade: 'lower', price_minor: 300, stock: 10 }] }), { 'if-match': '2' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const written = await writtenSince(id, m);
    expect(written.map((r) => [r.grade, r.priceMinor])).toEqual([['top', 550]]);
    expect(written[0]!.recordedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(await rowsOf(id)).toHaveLength(4);

    // A second change the same day rewrites that day's row: still one row per grade and day.
    m = await mark();
    await call('PUT', `${URL_}${id}/`, s, body(s, { grades: [{ grade: 'top', price_minor: 575, stock: 40 }, { grade: 'mid', price_minor: 400, stock: 10 }, { grade: 'lower', price_minor: 300, stock: 10 }] }), { 'if-match': '3' });
    expect((await writtenSince(id, m)).map((r) => [r.grade, r.priceMinor])).toEqual([['top', 575]]);
    expect(await rowsOf(id)).toHaveLength(4);
  });

  it('a discount, a currency or a unit weight change records every grade; stock movements record nothing', async () => {
    const s = await newSeller();
    const id = (await call('POST', URL_, s, body(s))).json().data.id as string;
    await ageRows(id);
    let m = await mark();
    const discounted = await call('PUT', `${URL_}${id}/`, s, body(s, { discount_percent: 15 }), { 'if-match': '1' });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect((await writtenSince(id, m)).map((r) => [r.grade, r.priceMinor, r.discountPercent])).toEqual([
      ['lower', 300, 15],
      ['mid', 400, 15],
      ['top', 500, 15],
    ]);
    await ageRows(id);
    m = await mark();
    await call('PUT', `${URL_}${id}/`, s, body(s, { discount_percent: 15, weight: 2 }), { 'if-match': '2' });
    expect((await writtenSince(id, m)).map((r) => [r.grade, r.weight])).toEqual([
      ['lower', 2],
      ['mid', 2],
      ['top', 2],
    ]);
    await ageRows(id);
    // A sale and a harvest change stock, not prices.
    m = await mark();
    for (const [kind, delta] of [['sold', -2], ['harvested', 5]] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/product/seller/products/${id}/inventory/movements/`,
        headers: { ...bearer(s.access), 'idempotency-key': randomUUID() },
        payload: { id: randomUUID(), grade: 'top', kind, delta, note: null },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect(await writtenSince(id, m)).toEqual([]);
  });

  it('any other path (an import, a script) is recorded too: the triggers, not the routes, write the rows', async () => {
    const s = await newSeller();
    const db = t.database.db;
    const [p] = await db.insert(products).values({ sellerId: s.sellerId, branchId: s.branchId, categoryId, name: 'Beets', status: 'Published', currency: 'USD', unit: 'lb' }).returning();
    await db.insert(productGrades).values([{ productId: p!.id, grade: 'top', priceMinor: 200, stock: 3 }]);
    expect((await rowsOf(p!.id)).map((r) => [r.grade, r.priceMinor, r.currency, r.unit])).toEqual([['top', 200, 'USD', 'lb']]);
    await ageRows(p!.id);
    // Same price written again: nothing; a new price: one row.
    await db.update(productGrades).set({ priceMinor: 200 }).where(eq(productGrades.productId, p!.id));
    expect(await rowsOf(p!.id)).toHaveLength(1);
    await db.update(productGrades).set({ priceMinor: 180 }).where(eq(productGrades.productId, p!.id));
    expect((await rowsOf(p!.id)).map((r) => r.priceMinor)).toEqual([200, 180]);
    // Back to the day before's price on the same day: that day's row says so (the day ends at 200 again).
    await db.update(productGrades).set({ priceMinor: 200 }).where(eq(productGrades.productId, p!.id));
    expect((await rowsOf(p!.id)).map((r) => r.priceMinor)).toEqual([200, 200]);
    // A deleted product takes its history with it, and devices are told.
    const ids = (await rowsOf(p!.id)).map((r) => r.id);
    await db.delete(products).where(eq(products.id, p!.id));
    expect(await rowsOf(p!.id)).toEqual([]);
    const stones = await sqlRows<{ id: string }>(db, sql`select row_id::text as id from tombstones where table_name = 'price_history' and row_id = any(${`{${ids.join(',')}}`}::uuid[])`);
    expect(stones.map((r) => r.id).sort()).toEqual([...ids].sort());
  });
});

describe('the pull', () => {
  const pullHistory = async (access: string | null) => {
    const rows: Array<Record<string, unknown>> = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, headers: access ? bearer(access) : {} });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      for (const c of page.changes) if (c.table === 'price_history' && c.op === 'upsert') rows.push(c.row);
      cursor = page.cursor;
      if (!page.has_more) return rows;
    }
  };

  it('sends a public product’s history to everybody, a draft’s only to its farm', async () => {
    const s = await newSeller();
    const published = (await call('POST', URL_, s, body(s, { name: 'Public leeks' }))).json().data.id as string;
    const draft = (await call('POST', URL_, s, body(s, { name: 'Secret leeks', status: 'Draft' }))).json().data.id as string;
    const visitor = await pullHistory(null);
    expect(visitor.filter((r) => r.product_id === published)).toHaveLength(3);
    expect(visitor.filter((r) => r.product_id === draft)).toHaveLength(0);
    const own = await pullHistory(s.access);
    expect(own.filter((r) => r.product_id === draft)).toHaveLength(3);
    const row = own.find((r) => r.product_id === published && r.grade === 'top')!;
    expect(row).toEqual({ id: expect.any(String), product_id: published, grade: 'top', price_minor: 500, discount_percent: 0, currency: 'CAD', unit: 'kg', weight: 1, recorded_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const other = await newSeller();
    expect((await pullHistory(other.access)).filter((r) => r.product_id === draft)).toHaveLength(0);
  });
});

describe('the demo year', () => {
  it('is deterministic, a year long, daily at most, and ends at the price listed now', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const grades = (['top', 'mid'] as const).map((grade, i) => ({
      product_id: 'p1',
      seller_id: 's1',
      name: 'Carrots',
      grade,
      price_minor: [429, 359][i]!,
      discount_percent: 10,
      currency: 'CAD',
      unit: 'kg',
      weight: null,
    }));
    const plan = planProductHistory(grades, now);
    expect(planProductHistory(grades, now)).toEqual(plan);
    for (const grade of ['top', 'mid']) {
      const rows = plan.filter((r) => r.grade === grade);
      expect(rows[0]!.recordedOn).toBe('2025-11-29');
      const last = rows[rows.length - 1]!;
      expect([last.priceMinor, last.discountPercent]).toEqual([grade === 'top' ? 429 : 359, 10]);
      expect(new Set(rows.map((r) => r.recordedOn)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.length).toBeLessThanOrEqual(24);
      // Plausible: within 25% of today's price all year.
      for (const r of rows) expect(Math.abs(r.priceMinor / last.priceMinor - 1)).toBeLessThan(0.25);
      // Each row differs from the one before it.
      rows.slice(1).forEach((r, i) => expect([r.priceMinor, r.discountPercent]).not.toEqual([rows[i]!.priceMinor, rows[i]!.discountPercent]));
    }
  });
});
