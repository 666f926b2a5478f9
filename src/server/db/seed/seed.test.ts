// The demo data covers what the marketplace's filters offer (every category, public status, unit, currency and
// grade combination), hides what buyers must not see, and gives the product pages and home page real content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, PRODUCT_STATUSES, UNITS } from '../../../contract/enums.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CATEGORIES, DEMO_ACCOUNTS, DEMO_PASSWORD } from './data.ts';
import { DEMO_PRODUCT_COUNT, seedDemoData } from './seed.ts';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = mkdtempSync(join(tmpdir(), 'fm-seed-'));
  const result = await seedDemoData(t.database.db, { uploadsDir: uploads, pictures: false });
  expect(result).toMatchObject({ seeded: true, products: DEMO_PRODUCT_COUNT });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

const rows = async <T>(query: string): Promise<T[]> => {
  const result: unknown = await t.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
};
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const count = async (query: string): Promise<number> => (await get(`/api/product/products/?${query}`)).meta.count;

describe('demo data', () => {
  it('keeps the nine demo accounts and their password', async () => {
    const users = await rows<{ email: string; role: string }>('select email, role from users');
    const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
    expect(users.sort(byEmail)).toEqual(DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })).sort(byEmail));
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: 'seller@demo.freshmarket.ca', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    // Seeding again does nothing.
    expect((await seedDemoData(t.database.db, { uploadsDir: uploads, pictures: false })).seeded).toBe(false);
  });

  it('covers every category, public status, unit and currency the filters offer', async () => {
    for (const c of CATEGORIES) expect(await count(`category=${c.slug}`), c.slug).toBeGreaterThan(0);
    for (const s of PRODUCT_STATUSES.filter((s) => s !== 'Draft')) expect(await count(`status=${encodeURIComponent(s)}`), s).toBeGreaterThan(0);
    for (const c of CURRENCIES) expect(await count(`currency=${c}`), c).toBeGreaterThan(0);
    for (const o of ['only', 'non']) expect(await count(`organic=${o}`), o).toBeGreaterThan(0);
    for (const s of ['in_stock', 'out_of_stock']) expect(await count(`stock=${s}`), s).toBeGreaterThan(0);
    const units = await rows<{ unit: string }>(`select distinct p.unit from products p join branches b on b.id = p.branch_id where b.status = 'approved' and p.status <> 'Draft'`);
    expect(units.map((u) => u.unit).sort()).toEqual([...UNITS].sort());
    expect(await count('price_min=10')).toBeGreaterThan(0);
  });

  it('has products with one, two and three grades in every combination, some grades and products out of stock', async () => {
    const sets = await rows<{ g: string }>(`select distinct string_agg(grade, ',' order by grade) as g from product_grades group by product_id`);
    expect(sets.map((s) => s.g).sort()).toEqual(['lower', 'lower,mid', 'lower,mid,top', 'lower,top', 'mid', 'mid,top', 'top']);
    const [stock] = await rows<{ empty_grade: number; sold_out: number; marked: number }>(`select
      (select count(*)::int from products p where p.total_stock > 0 and exists (select 1 from product_grades g where g.product_id = p.id and g.stock = 0)) as empty_grade,
      (select count(*)::int from products where total_stock = 0 and status <> 'Out of Stock') as sold_out,
      (select count(*)::int from products where status = 'Out of Stock') as marked`);
    expect(stock!.empty_grade).toBeGreaterThan(0);
    expect(stock!.sold_out).toBeGreaterThan(0);
    expect(stock!.marked).toBeGreaterThan(0);
    // The sync simulation needs products sold by one unit with plenty of every grade.
    const [plenty] = await rows<{ n: number }>(`select count(*)::int as n from products p join branches b on b.id = p.branch_id
      where b.status = 'approved' and p.status <> 'Draft' and p.min_order_qty = 1
        and (select count(*) from product_grades g where g.product_id = p.id and g.stock >= 50) = 3`);
    expect(plenty!.n).toBeGreaterThanOrEqual(12);
  });

  it('has discounts, dates (future ones for seasonal pre-orders), French names, tags, thresholds', async () => {
    const [p] = await rows<Record<string, number>>(`select
      count(*) filter (where discount_percent > 0)::int as discounted,
      count(*) filter (where status = 'Seasonal' and available_from > current_date and harvest_date is null)::int as preorder,
      count(*) filter (where harvest_date is not null)::int as harvested,
      count(*) filter (where name_fr is not null)::int as french,
      count(*) filter (where cardinality(tags) > 0)::int as tagged,
      count(*) filter (where low_stock_threshold is not null)::int as thresholds,
      count(*) filter (where description is null)::int as no_description,
      count(*)::int as total
      from products`);
    expect(p!.discounted).toBeGreaterThan(20);
    expect(p!.preorder).toBeGreaterThan(0);
    expect(p!.harvested).toBeGreaterThan(100);
    expect(p!.french! / p!.total!).toBeGreaterThan(0.85);
    expect(p!.tagged).toBeGreaterThan(200);
    expect(p!.thresholds).toBeGreaterThan(50);
    expect(p!.no_description).toBeGreaterThan(0);
  });

  it('hides drafts and the pending branch from buyers; the rejected branch carries its reason', async () => {
    const hidden = await rows<{ id: string; why: string }>(`select p.id, case when p.status = 'Draft' then 'draft' else b.status end as why
      from products p join branches b on b.id = p.branch_id where p.status = 'Draft' or b.status <> 'approved'`);
    expect(new Set(hidden.map((h) => h.why))).toEqual(new Set(['draft', 'pending']));
    for (const h of hidden.slice(0, 5)) expect((await t.app.inject({ method: 'GET', url: `/api/product/products/${h.id}/` })).statusCode).toBe(404);
    const listed = (await get('/api/product/products/?page_size=100&page=1')).meta.count;
    expect(listed).toBe(DEMO_PRODUCT_COUNT - hidden.length);
    const branches = await rows<{ status: string; reject_reason: string | null; reviewed_by: string | null }>('select status, reject_reason, reviewed_by from branches');
    expect(branches.filter((b) => b.status === 'pending')).toHaveLength(1);
    const rejected = branches.filter((b) => b.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reject_reason).toMatch(/permit/);
    expect(branches.filter((b) => b.status !== 'pending').every((b) => b.reviewed_by)).toBe(true);
  });

  it('finds produce by English and French words', async () => {
    const names = async (q: string) => (await get(`/api/product/products/?q=${encodeURIComponent(q)}&page_size=100`)).data.map((p: { name: string; name_fr: string | null }) => `${p.name} / ${p.name_fr}`);
    expect((await names('carot')).every((n: string) => /carott|carrot/i.test(n))).toBe(true);
    expect(await names('carot')).not.toHaveLength(0);
    expect((await names('pomme')).some((n: string) => /Pommes/.test(n))).toBe(true);
    expect((await names('apple')).some((n: string) => /Apple/.test(n))).toBe(true);
    expect((await names('épinard')).every((n: string) => /Spinach/.test(n))).toBe(true);
    expect(await names('epinard')).toEqual(await names('épinard'));
  });

  it('has inventory histories that end at the stock, and real best sellers and reviews', async () => {
    const kinds = await rows<{ kind: string }>('select distinct kind from stock_movements');
    expect(kinds.map((k) => k.kind).sort()).toEqual(['corrected', 'harvested', 'sold', 'spoiled']);
    const [mismatch] = await rows<{ n: number }>(`select count(*)::int as n from product_grades g
      join (select product_id, grade, sum(delta) as total, min(stock_after) as low from stock_movements group by 1, 2) m on m.product_id = g.product_id and m.grade = g.grade
      where m.total <> g.stock or m.low < 0`);
    expect(mismatch!.n).toBe(0);
    const [last] = await rows<{ n: number }>(`select count(*)::int as n from product_grades g join lateral (
        select stock_after from stock_movements s where s.product_id = g.product_id and s.grade = g.grade order by created_at desc limit 1) l on true
      where l.stock_after <> g.stock`);
    expect(last!.n).toBe(0);

    const top = (await get('/api/product/top_products/')).data;
    expect(top.best_sellers).toHaveLength(8);
    const [sold] = await rows<{ id: string }>(`select m.product_id as id from stock_movements m join products p on p.id = m.product_id join branches b on b.id = p.branch_id
      where m.kind = 'sold' and p.status <> 'Draft' and b.status = 'approved' group by 1 order by sum(-m.delta) desc, max(p.created_at) desc limit 1`);
    expect(top.best_sellers[0].id).toBe(sold!.id);
    expect(top.best_rated.every((p: { rating_count: number }) => p.rating_count > 0)).toBe(true);

    const reviews = await rows<{ comment: string | null; rating: number }>('select comment, rating from product_reviews');
    expect(reviews.length).toBeGreaterThan(150);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => /Merci|produit|Très/.test(r.comment ?? ''))).toBe(true);
    expect(reviews.some((r) => /fresh|quality/.test(r.comment ?? ''))).toBe(true);
    expect(reviews.some((r) => r.comment === null)).toBe(true);
    const [unrated] = await rows<{ id: string }>(`select p.id from products p join branches b on b.id = p.branch_id where b.status = 'approved' and p.status <> 'Draft' and p.rating_count = 0 limit 1`);
    expect(await get(`/api/product/products/${unrated!.id}/feedback/`)).toEqual({ data: [], meta: { count: 0, average: null } });
  });
});
