// The demo data covers what the marketplace's filters offer (every category, public status, unit, currency and
// grade combination), hides what buyers must not see, and gives the product pages and home page real content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, PRODUCT_STATUSES, UNITS } from '../../../contract/enums.ts';
import { canonicalJson, GENESIS_HASH, quoteTotalMinor, type QuoteTerms } from '../../../contract/quote-rules.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceOf, invoiceStates, monthBounds } from '../../../contract/ledger-rules.ts';
import { addDays, todayInCanada } from '../../../contract/order-rules.ts';
import { ledgerOrders, ledgerRows } from '../../modules/money/ledger.ts';
import { CATEGORIES, DEMO_ACCOUNTS, DEMO_PASSWORD } from './data.ts';
import { DEMO_PRODUCT_COUNT, seedDemoData } from './seed.ts';
import { PRICEWISE_DEMO_OFFERS } from './pricewise.ts';

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

  it('covers every category, public status and unit the filters offer', async () => {
    for (const c of CATEGORIES) expect(await count(`category=${c.slug}`), c.slug).toBeGreaterThan(0);
    for (const s of PRODUCT_STATUSES.filter((s) => s !== 'Draft')) expect(await count(`status=${encodeURIComponent(s)}`), s).toBeGreaterThan(0);
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
    // The draw's products and Pricewise's carrots in several units (pricewise.ts), less the hidden ones.
    expect(listed).toBe(DEMO_PRODUCT_COUNT + PRICEWISE_DEMO_OFFERS - hidden.length);
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
    expect(kinds.map((k) => k.kind).sort()).toEqual(['corrected', 'harvested', 'released', 'reserved', 'sold', 'spoiled']);
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
    // Units sold: market sales ('sold' movements) and the lines of orders not rejected or cancelled.
    const [sold] = await rows<{ id: string }>(`select s.product_id as id from (
        select product_id, -delta as units from stock_movements where kind = 'sold'
        union all select l.product_id, l.quantity from order_lines l join orders o on o.id = l.order_id where o.status not in ('rejected', 'cancelled')
      ) s join products p on p.id = s.product_id join branches b on b.id = p.branch_id
      where p.status <> 'Draft' and b.status = 'approved' group by 1 order by sum(s.units) desc, max(p.created_at) desc limit 1`);
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

  it('has demo orders for both buyers: every status, per-farm invoice numbers, stock taken and given back, notifications', async () => {
    const list = await rows<{ id: string; email: string; farm: string; status: string; fulfilment: string; payment_method: string; invoice_number: number; created_at: Date; delivered_at: Date | null; address: { address_id: string } | null; lines: number; quote_id: string | null }>(
      `select o.id, u.email, s.farm_name as farm, o.status, o.fulfilment, o.payment_method, o.invoice_number, o.created_at, o.delivered_at, o.address, o.quote_id,
        (select count(*)::int from order_lines l where l.order_id = o.id) as lines
       from orders o join users u on u.id = o.buyer_id join sellers s on s.id = o.seller_id order by o.created_at`,
    );
    const sam = 'Maple Ridge Farm';
    const of = (email: string) => list.filter((o) => o.email === email);
    const days = (d: Date) => (Date.now() - new Date(d).getTime()) / 86_400_000;

    // The bulk buyer's weekly order from a week ago ('order again') and older ones (months of invoices: the money
    // history), all delivered, on net-30 or net-15 invoices.
    const bulk = of('bulkbuyer@demo.freshmarket.ca').filter((o) => o.farm === sam && !o.quote_id);
    expect(bulk.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bulk.map((o) => o.status))).toEqual(new Set(['delivered']));
    expect(new Set(bulk.map((o) => o.payment_method))).toEqual(new Set(['invoice_net15', 'invoice_net30']));
    const weekly = bulk.find((o) => Math.abs(days(o.created_at) - 7) < 0.01)!;
    expect(weekly).toMatchObject({ fulfilment: 'delivery', payment_method: 'invoice_net30' });
    expect(weekly.lines).toBeGreaterThanOrEqual(3);
    expect(weekly.lines).toBeLessThanOrEqual(4);
    const [address] = await rows<{ id: string }>(`select a.id from addresses a join users u on u.id = a.user_id where u.email = 'bulkbuyer@demo.freshmarket.ca'`);
    expect(weekly.address!.address_id).toBe(address!.id);
    // Every line can be ordered again today: a visible product with enough of its grade.
    const again = await rows<{ product_id: string; quantity: number; stock: number }>(`select l.product_id, l.quantity, g.stock from order_lines l
      join product_grades g on g.product_id = l.product_id and g.grade = l.grade where l.order_id = '${weekly.id}'`);
    for (const line of again) {
      expect(line.stock).toBeGreaterThanOrEqual(line.quantity);
      expect((await get(`/api/product/products/${line.product_id}/`)).data.status).toMatch(/Published|In Stock/);
    }

    // The demo buyer's orders to Sam Seller's farm cover the whole life of an order.
    const mine = of('buyer@demo.freshmarket.ca');
    expect(new Set(mine.filter((o) => o.farm === sam).map((o) => o.status))).toEqual(new Set(['placed', 'accepted', 'out_for_delivery', 'delivered', 'cancelled', 'ready_for_pickup']));
    expect(mine.find((o) => o.status === 'ready_for_pickup')!.fulfilment).toBe('pickup');
    const delivered = mine.find((o) => o.farm === sam && o.status === 'delivered')!;
    // Ten days ago, moved into the farm's working hours (12:00-22:00 UTC): up to 14 hours either way.
    expect(Math.abs(days(delivered.delivered_at!) - 10)).toBeLessThanOrEqual(0.6);
    const ratings = await rows<{ rating: number; order_id: string }>(`select r.rating, r.order_id from product_reviews r join users u on u.id = r.user_id where u.email = 'buyer@demo.freshmarket.ca' and r.order_id is not null`);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((r) => r.order_id === delivered.id)).toBe(true);
    const [cancel] = await rows<{ reason: string; actor: string }>(`select e.reason, e.actor from order_events e where e.order_id = '${mine.find((o) => o.status === 'cancelled')!.id}' and e.status = 'cancelled'`);
    expect(cancel).toMatchObject({ actor: 'buyer', reason: expect.stringMatching(/mistake/) });
    // Other farms have orders too, and one delivered within 48 hours (a problem can still be reported).
    expect(new Set(list.map((o) => o.farm)).size).toBeGreaterThanOrEqual(3);
    expect(mine.some((o) => o.status === 'delivered' && days(o.delivered_at!) < 2)).toBe(true);

    // Invoice numbers run from 1 per farm, and the farm's counter is at the last one.
    const invoices = await rows<{ numbers: number[]; last: number }>(`select array_agg(o.invoice_number order by o.invoice_number) as numbers, s.last_invoice_number as last
      from orders o join sellers s on s.id = o.seller_id group by s.id, s.last_invoice_number`);
    for (const i of invoices) {
      expect(i.numbers).toEqual(i.numbers.map((_, k) => k + 1));
      expect(i.last).toBe(i.numbers.length);
    }

    // Each line took its stock when placed; rejected and cancelled orders gave it back.
    // (A pre-order made from an accepted quote of a coming harvest took nothing.)
    const [stock] = await rows<{ bad: number }>(`select count(*)::int as bad from order_lines l join orders o on o.id = l.order_id
      where not o.preorder and ((select coalesce(sum(-m.delta), 0) from stock_movements m where m.order_id = o.id and m.product_id = l.product_id and m.grade = l.grade and m.kind = 'reserved') <> l.quantity
         or (select coalesce(sum(m.delta), 0) from stock_movements m where m.order_id = o.id and m.product_id = l.product_id and m.grade = l.grade and m.kind = 'released')
            <> case when o.status in ('rejected', 'cancelled') then l.quantity else 0 end)`);
    expect(stock!.bad).toBe(0);

    // Timelines start with 'placed' and end at the order's status; both parties were told.
    const [timeline] = await rows<{ bad: number }>(`select count(*)::int as bad from orders o where
      (select status from order_events e where e.order_id = o.id order by created_at asc limit 1) <> 'placed'
      or (select status from order_events e where e.order_id = o.id order by created_at desc limit 1) <> o.status`);
    expect(timeline!.bad).toBe(0);
    const notices = await rows<{ email: string; kind: string; unread: number }>(`select u.email, n.kind, count(*) filter (where n.read_at is null)::int as unread
      from notifications n join users u on u.id = n.user_id group by 1, 2`);
    const kinds = (email: string) => notices.filter((n) => n.email === email).map((n) => n.kind).sort();
    expect(kinds('seller@demo.freshmarket.ca')).toEqual(['etransfer_claimed', 'order_placed', 'order_status', 'preorder_received', 'problem_reported', 'quote_accepted', 'quote_closed', 'quote_countered', 'request_received', 'standing_created']);
    expect(kinds('buyer@demo.freshmarket.ca')).toEqual(['order_status', 'payment_recorded', 'preorder_partial']);
    expect(kinds('bulkbuyer@demo.freshmarket.ca')).toEqual(['etransfer_answered', 'harvest_cancelled', 'invoice_overdue', 'order_status', 'payment_recorded', 'preorder_filled', 'problem_answered', 'quote_accepted', 'quote_received', 'quote_revised']);
    expect(notices.filter((n) => n.email === 'seller@demo.freshmarket.ca').reduce((s, n) => s + n.unread, 0)).toBeGreaterThan(0);
    const [problem] = await rows<{ resolution: string; amount_minor: number }>('select resolution, amount_minor from order_problems');
    expect(problem).toMatchObject({ resolution: 'credit', amount_minor: 1800 });

    // Checkout terms differ from farm to farm.
    const terms = await rows<{ farm_name: string; min_order_minor: number; delivery_fee_minor: number; delivery_days: number[]; lead_days: number }>(
      'select farm_name, min_order_minor, delivery_fee_minor, delivery_days, lead_days from sellers',
    );
    expect(terms.find((t) => t.farm_name === sam)).toEqual({ farm_name: sam, min_order_minor: 2500, delivery_fee_minor: 750, delivery_days: [2, 4, 6], lead_days: 1 });
    expect(new Set(terms.map((t) => t.min_order_minor)).size).toBeGreaterThan(3);
  });
  it('has two farms selling carrots in Ontario (a matching request for carrots in ON reaches both)', async () => {
    const farms = await rows<{ farm_name: string }>(`select distinct s.farm_name from products p join branches b on b.id = p.branch_id join sellers s on s.id = p.seller_id
      join categories c on c.id = p.category_id
      where c.slug = 'root-vegetables' and p.name like 'Carrots%' and p.status <> 'Draft' and b.status = 'approved' and b.province = 'ON' order by 1`);
    expect(farms.map((f) => f.farm_name)).toEqual(['Ferme des Érables', 'Maple Ridge Farm']);
  });

  it("has Bistro Bruno's business and requests at every stage, with consistent quotes, orders and agreements", async () => {
    const [business] = await rows<{ business_name: string; business_number: string; hst_number: string; business_type: string; expected_monthly_volume: number; unit: string }>(
      `select b.* from bulk_buyers b join users u on u.id = b.user_id where u.email = 'bulkbuyer@demo.freshmarket.ca'`,
    );
    expect(business).toMatchObject({ business_name: 'Bistro Bruno', business_type: 'Restaurant/Food_Service', expected_monthly_volume: 2000, unit: 'kg' });
    // The same rules as the registration form.
    expect(business!.business_number).toMatch(/^\d{9}$/);
    expect(business!.hst_number).toBe(`${business!.business_number}RT0001`);
    expect((await rows<{ n: number }>(`select count(*)::int as n from bulk_buyers`))[0]!.n).toBe(1);

    const requests = await rows<{ id: string; title: string; status: string; audience: string; order_id: string | null; accepted_quote_id: string | null; delivery_date: string; buyer_business: string }>(
      'select id, title, status, audience, order_id, accepted_quote_id, delivery_date::text, buyer_business from quote_requests order by created_at',
    );
    expect(requests.map((r) => [r.title, r.status])).toEqual([
      ['Carrots', 'completed'],
      ['Sweet Potatoes', 'approved'],
      ['Field Tomatoes', 'pending'],
      ['Honeycrisp Apples', 'pending'],
    ]);
    expect(requests.every((r) => r.buyer_business === 'Bistro Bruno')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const r of requests.filter((r) => r.status === 'pending')) expect(r.delivery_date > today).toBe(true);
    // Every request went to at least one farm; unquoted ones are unread for the chosen farms.
    const recipients = await rows<{ request_id: string; chosen: boolean; seen: boolean }>('select request_id, chosen, seen_at is not null as seen from quote_request_sellers');
    for (const r of requests) expect(recipients.filter((x) => x.request_id === r.id).length).toBeGreaterThanOrEqual(2);
    const apples = requests.find((r) => r.title === 'Honeycrisp Apples')!;
    expect(recipients.filter((x) => x.request_id === apples.id).every((x) => x.chosen && !x.seen)).toBe(true);

    // Quotes only from farms the request went to; versions numbered 1..n, alternating sides after the farm's quote;
    // each total is quoteTotalMinor of its terms; the quote's current version is its last.
    const quoteRows = await rows<{ id: string; request_id: string; seller_id: string; status: string; current_version: number; buyer_unread: boolean; order_id: string | null; agreement_id: string | null; closed_reason: string | null }>(
      'select id, request_id, seller_id, status, current_version, buyer_unread, order_id, agreement_id, closed_reason from quotes',
    );
    const versions = await rows<{ quote_id: string; number: number; author: string; kind: string; terms: QuoteTerms; total_minor: number }>('select quote_id, number, author, kind, terms, total_minor from quote_versions order by number');
    const [notRecipient] = await rows<{ n: number }>(`select count(*)::int as n from quotes q where not exists (select 1 from quote_request_sellers s where s.request_id = q.request_id and s.seller_id = q.seller_id)`);
    expect(notRecipient!.n).toBe(0);
    for (const q of quoteRows) {
      const mine = versions.filter((v) => v.quote_id === q.id);
      expect(mine.map((v) => v.number)).toEqual(mine.map((_, i) => i + 1));
      expect(q.current_version).toBe(mine.length);
      expect(mine[0]).toMatchObject({ author: 'seller', kind: 'quote' });
      for (const v of mine.slice(1)) expect(v.kind).toBe(v.author === 'buyer' ? 'counter' : 'revision');
      for (const v of mine) expect(v.total_minor).toBe(quoteTotalMinor(v.terms));
    }
    // The tomatoes: one quote countered by the buyer and revised by the farm (unread for the buyer), one sent.
    const tomatoes = quoteRows.filter((q) => q.request_id === requests[2]!.id);
    expect(tomatoes.map((q) => q.status).sort()).toEqual(['revised', 'sent']);
    const revised = tomatoes.find((q) => q.status === 'revised')!;
    expect(versions.filter((v) => v.quote_id === revised.id).map((v) => v.kind)).toEqual(['quote', 'counter', 'revision']);
    expect(revised.buyer_unread).toBe(true);

    // Accepted quotes made an order at exactly their total, and an agreement; the other quotes were closed politely.
    for (const r of requests.filter((r) => r.status === 'completed' || r.status === 'approved')) {
      const accepted = quoteRows.find((q) => q.id === r.accepted_quote_id)!;
      expect(accepted.status).toBe('accepted');
      expect(accepted.order_id).toBe(r.order_id);
      const last = versions.filter((v) => v.quote_id === accepted.id).at(-1)!;
      const [order] = await rows<{ status: string; total_minor: number; quote_id: string; preorder: boolean; date: string; buyer_business: string; lines: number }>(
        `select status, total_minor, quote_id, preorder, date::text, buyer_business, (select count(*)::int from order_lines l where l.order_id = o.id) as lines from orders o where id = '${r.order_id}'`,
      );
      expect(order).toMatchObject({ status: r.status === 'completed' ? 'delivered' : 'accepted', total_minor: last.total_minor, quote_id: accepted.id, preorder: true, date: last.terms.delivery_date, buyer_business: 'Bistro Bruno', lines: 1 });
      for (const other of quoteRows.filter((q) => q.request_id === r.id && q.id !== accepted.id)) expect(other).toMatchObject({ status: 'declined', closed_reason: 'other_quote_accepted' });
    }
    const [future] = await rows<{ n: number }>(`select count(*)::int as n from orders where preorder and quote_id is not null and status = 'accepted' and date > current_date`);
    expect(future!.n).toBe(1);

    // The agreements: chained from the genesis in seq order, each fingerprint = SHA-256(prev_hash + canonical JSON of the record).
    const chain = await rows<{ id: string; seq: number; quote_id: string; order_id: string; record: Record<string, unknown>; prev_hash: string; hash: string }>('select id, seq::int, quote_id, order_id, record, prev_hash, hash from agreements order by seq');
    expect(chain.map((a) => a.seq)).toEqual([1, 2]);
    let prev = GENESIS_HASH;
    for (const a of chain) {
      expect(a.prev_hash).toBe(prev);
      expect(a.hash).toBe(createHash('sha256').update(a.prev_hash + canonicalJson(a.record)).digest('hex'));
      expect(a.record).toMatchObject({ id: a.id, seq: a.seq, quote_id: a.quote_id, order_id: a.order_id });
      expect(quoteRows.find((q) => q.id === a.quote_id)!.agreement_id).toBe(a.id);
      prev = a.hash;
    }
    // And the API's check agrees, for the buyer and for the farm.
    for (const email of ['bulkbuyer@demo.freshmarket.ca', 'seller@demo.freshmarket.ca']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: email, password: DEMO_PASSWORD } });
      const token = login.json().tokens.access as string;
      const [mine] = await rows<{ id: string }>(`select a.id from agreements a join sellers s on s.id = a.seller_id join users u on u.id in (a.buyer_id, s.user_id) where u.email = '${email}' order by a.seq desc limit 1`);
      const res = await t.app.inject({ method: 'GET', url: `/api/quotes/agreements/${mine!.id}/`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().verification).toMatchObject({ valid: true, content_ok: true, chain_ok: true });
    }
  });
  it('has two standing orders set up through the service: Bistro Bruno weekly with a skipped delivery, Bianca every 2 weeks at pickup; the farm was told', async () => {
    const standing = await rows<{ email: string; cadence: string; fulfilment: string; payment_method: string; skip_dates: string[]; lines: unknown[]; start_date: string }>(
      `select u.email, s.cadence, s.fulfilment, s.payment_method, s.skip_dates, s.lines, s.start_date::text from standing_orders s join users u on u.id = s.buyer_id order by u.email`,
    );
    expect(standing).toMatchObject([
      { email: 'bulkbuyer@demo.freshmarket.ca', cadence: 'weekly', fulfilment: 'delivery', payment_method: 'invoice_net30' },
      { email: 'buyer@demo.freshmarket.ca', cadence: 'every_2_weeks', fulfilment: 'pickup', payment_method: 'pay_on_pickup' },
    ]);
    expect(standing[0]!.skip_dates).toHaveLength(1);
    expect(standing[0]!.skip_dates[0]! > standing[0]!.start_date).toBe(true);
    for (const s of standing) expect(s.lines.length).toBeGreaterThan(0);
    const [told] = await rows<{ n: number }>(`select count(*)::int as n from notifications where kind = 'standing_created'`);
    expect(told!.n).toBe(2);
  });

  it('has expected harvests from six farms and pre-orders of both buyers in every state, one harvest recorded and one cancelled', async () => {
    const harvests = await rows<{ province: string; status: string; deposit_percent: number; category_id: string; harvested_quantity: number | null }>(
      `select s.province, h.status, h.deposit_percent, p.category_id, h.harvested_quantity from harvests h join sellers s on s.id = h.seller_id join products p on p.id = h.product_id order by s.province`,
    );
    expect(harvests.length).toBeGreaterThanOrEqual(6);
    expect(new Set(harvests.map((h) => h.province)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(harvests.map((h) => h.category_id)).size).toBeGreaterThanOrEqual(3);
    expect(harvests.filter((h) => h.deposit_percent > 0).length).toBeGreaterThanOrEqual(3);
    expect(harvests.map((h) => h.status).sort()).toEqual(['cancelled', 'harvested', 'open', 'open', 'open', 'open']);
    const states = await rows<{ email: string; status: string; cancel_reason: string | null }>(
      `select u.email, p.status, p.cancel_reason from preorders p join users u on u.id = p.buyer_id order by u.email, p.status`,
    );
    const of = (email: string) => states.filter((s) => s.email === email).map((s) => s.status);
    expect(new Set([...of('bulkbuyer@demo.freshmarket.ca'), ...of('buyer@demo.freshmarket.ca')])).toEqual(new Set(['pending', 'partial_offered', 'ordered', 'cancelled']));
    expect(of('bulkbuyer@demo.freshmarket.ca')).toEqual(expect.arrayContaining(['pending', 'ordered', 'cancelled']));
    expect(of('buyer@demo.freshmarket.ca')).toEqual(expect.arrayContaining(['pending', 'partial_offered', 'cancelled']));
    expect(states.map((s) => s.cancel_reason).filter(Boolean).sort()).toEqual(['buyer', 'harvest_cancelled']);
    // The filled pre-order is an accepted order at its own price, its units reserved from the recorded harvest.
    const [order] = await rows<{ status: string; preorder: boolean; unit_price_minor: number; price: number; reserved: number; quantity: number }>(
      `select o.status, o.preorder, l.unit_price_minor, p.unit_price_minor as price, l.quantity,
         (select -sum(m.delta) from stock_movements m where m.order_id = o.id and m.kind = 'reserved')::int as reserved
       from preorders p join orders o on o.preorder_id = p.id join order_lines l on l.order_id = o.id where p.status = 'ordered'`,
    );
    expect(order).toMatchObject({ status: 'accepted', preorder: true });
    expect(order!.unit_price_minor).toBe(order!.price);
    expect(order!.reserved).toBe(order!.quantity);
    // The public list shows the open ones, and a buyer's pull brings their pre-orders.
    expect((await get('/api/harvests/')).data).toHaveLength(4);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: 'buyer@demo.freshmarket.ca', password: DEMO_PASSWORD } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/preorders/', headers: { authorization: `Bearer ${login.json().tokens.access}` } });
    expect(mine.json().data.length).toBeGreaterThanOrEqual(4);
  });

  it("has months of money history: Bistro Bruno's invoices paid by cheque, cash and e-Transfer, one part paid with a problem's credit, one overdue and reminded with an e-Transfer notice waiting; the ledger is sound", async () => {
    expect(await rows('select * from ledger_violations()')).toEqual([]);
    const [ids] = await rows<{ sam: string; bruno: string; bianca: string }>(`select
      (select s.id from sellers s join users u on u.id = s.user_id where u.email = 'seller@demo.freshmarket.ca') as sam,
      (select id from users where email = 'bulkbuyer@demo.freshmarket.ca') as bruno,
      (select id from users where email = 'buyer@demo.freshmarket.ca') as bianca`);
    const key = { sellerId: ids!.sam, buyerId: ids!.bruno, currency: 'CAD' as const };
    const today = todayInCanada(new Date());
    const entries = await ledgerRows(t.database.db, key);
    const states = invoiceStates(await ledgerOrders(t.database.db, key), entries, today);
    // Three months and more of it.
    expect(entries[0]!.occurred_on <= addDays(today, -90)).toBe(true);
    expect(new Set(entries.filter((e) => e.kind === 'payment').map((e) => e.method))).toEqual(new Set(['cheque', 'cash', 'etransfer']));
    const credit = entries.find((e) => e.kind === 'credit')!;
    expect(credit).toMatchObject({ amount_minor: 1800, problem_id: expect.any(String) });
    const statuses = states.map((s) => s.status);
    expect(statuses.filter((s) => s === 'paid').length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 'overdue')).toHaveLength(1);
    expect(statuses).toContain('due');
    const partPaid = states.find((s) => s.order_id === credit.order_id)!;
    expect(partPaid).toMatchObject({ status: 'part_paid', credited_minor: 1800 });
    expect(partPaid.paid_minor).toBeGreaterThan(0);
    const overdue = states.find((s) => s.status === 'overdue')!;
    expect(overdue.days_overdue).toBeGreaterThan(7);
    // The bistro said it sent an e-Transfer for the overdue invoice; the farm has not answered. An earlier one was confirmed.
    const claims = await rows<{ status: string; order_ids: string[]; amount_minor: number; payment_id: string | null }>(`select status, order_ids, amount_minor, payment_id from payment_claims order by created_at`);
    expect(claims.map((c) => c.status)).toEqual(['confirmed', 'claimed']);
    expect(claims[1]).toMatchObject({ order_ids: [overdue.order_id], amount_minor: overdue.due_minor, payment_id: null });
    const reminders = await rows<{ kind: string; unread: boolean }>(`select n.kind, n.read_at is null as unread from notifications n where n.user_id = '${ids!.bruno}' and n.kind like 'invoice_%' order by n.created_at`);
    expect(reminders).toEqual([{ kind: 'invoice_overdue', unread: false }, { kind: 'invoice_overdue', unread: true }]);
    // Bianca paid at the door: cash, and a card on the farm's own terminal.
    const [bianca] = await rows<{ methods: string[] }>(`select array_agg(method order by method) as methods from ledger_entries where buyer_id = '${ids!.bianca}' and kind = 'payment'`);
    expect(bianca!.methods).toEqual(['card_on_delivery', 'cash']);

    // The farm's statement of this month and the bookkeeping export read it back; the admin's check agrees.
    const login = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: email, password: DEMO_PASSWORD } })).json().tokens.access as string;
    const seller = await login('seller@demo.freshmarket.ca');
    const statement = await t.app.inject({ method: 'GET', url: `/api/money/statement/?buyer_id=${ids!.bruno}&month=${today.slice(0, 7)}`, headers: { authorization: `Bearer ${seller}` } });
    expect(statement.statusCode, statement.body).toBe(200);
    // Charges of orders to be delivered after this month (an accepted pre-order) come in their own month.
    expect(statement.json().data.closing_minor).toBe(balanceOf(entries.filter((e) => e.occurred_on <= monthBounds(today.slice(0, 7)).until)));
    expect(statement.json().data.overdue_minor).toBe(overdue.due_minor);
    const csv = await t.app.inject({ method: 'GET', url: `/api/money/seller/export/?from=${addDays(today, -120)}&to=${today}`, headers: { authorization: `Bearer ${seller}`, 'accept-language': 'fr' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').length).toBeGreaterThan(30);
    const check = await t.app.inject({ method: 'GET', url: '/api/money/check/', headers: { authorization: `Bearer ${await login('admin@demo.freshmarket.ca')}` } });
    expect(check.json()).toEqual({ ok: true, violations: [] });
  });

  it('is a catalogue for Canada: farms price in CAD, only the farm that sells across the border in USD, none in rupees', async () => {
    const byCurrency = await rows<{ currency: string; farm: string; n: number }>(
      `select p.currency, s.farm_name as farm, count(*)::int as n from products p join sellers s on s.id = p.seller_id group by 1, 2 order by 1, 2`,
    );
    expect(byCurrency.filter((r) => r.currency === 'INR')).toEqual([]);
    const usd = byCurrency.filter((r) => r.currency === 'USD');
    expect(usd.map((r) => r.farm)).toEqual(['Fraser Valley Growers']);
    const total = (list: typeof byCurrency) => list.reduce((n, r) => n + r.n, 0);
    expect(total(usd)).toBeGreaterThan(0);
    expect(total(usd) / total(byCurrency)).toBeLessThan(0.1);
    // Its USD products are the ones it sells over the border (bulk cases, restaurant packs); the rest is CAD.
    const usdNames = await rows<{ name: string }>(`select name from products where currency = 'USD'`);
    for (const { name } of usdNames) expect(name).toMatch(/ – (Bulk case|Restaurant pack)$/);
    for (const c of CURRENCIES.filter((c) => c !== 'INR')) expect(await count(`currency=${c}`), c).toBeGreaterThan(0);
    // The operator's rates for the USD prices (and INR, which the catalogue allows), the latest from yesterday.
    const rates = (await get('/api/exchange-rates/')).data as Array<{ currency: string; cad_micro: number; effective_on: string }>;
    const yesterday = addDays(todayInCanada(new Date()), -1);
    expect(rates.map((r) => [r.currency, r.cad_micro, r.effective_on])).toEqual([
      ['INR', 16_500, yesterday],
      ['USD', 1_385_000, yesterday],
    ]);
  });
});

describe('demo blog', () => {
  it('has live posts in English and French over two pages, one scheduled and one draft hidden, comments approved and one waiting', async () => {
    const list = await get('/api/blog/posts/');
    expect(list.meta.count).toBeGreaterThan(list.meta.page_size);
    for (const p of list.data) {
      expect(p.title_fr).not.toBe(p.title_en);
      expect(p.cover?.card).toMatch(/^\/uploads\/demo\//);
    }
    expect(list.tags.length).toBeGreaterThan(3);
    const states = await rows<{ state: string; n: number }>("select state, count(*)::int as n from blog_posts group by state order by state");
    expect(states.map((s) => s.state)).toEqual(['draft', 'published', 'scheduled']);
    const hidden = await t.app.inject({ method: 'GET', url: '/api/blog/posts/holiday-market-hours/' });
    expect(hidden.statusCode).toBe(404);
    const post = await get('/api/blog/posts/keep-root-vegetables-crisp/');
    expect(post.comments.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(post)).not.toContain('@example.ca');
    const pending = await rows<{ n: number }>("select count(*)::int as n from blog_comments where state = 'pending'");
    expect(pending[0]!.n).toBe(1);
    expect((await get('/api/blog/posts/?q=carottes')).data.map((p: { slug: string }) => p.slug)).toContain('keep-root-vegetables-crisp');
  });
});

describe('demo gallery', () => {
  it('shows the produce drawings in order with captions in both languages; one hidden photo stays in the console only', async () => {
    const list = await get('/api/gallery/');
    expect(list.data.length).toBeGreaterThanOrEqual(10);
    for (const p of list.data) {
      expect(p.caption_fr).not.toBe(p.caption_en);
      expect(p.alt_en.length).toBeGreaterThan(0);
      expect(p.image.card).toMatch(/^\/uploads\/demo\//);
      expect([p.width, p.height]).toEqual([1200, 1200]);
    }
    const hidden = await rows<{ n: number }>('select count(*)::int as n from gallery_photos where not published');
    expect(hidden[0]!.n).toBe(1);
  });
});
