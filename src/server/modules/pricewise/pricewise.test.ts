// GET /api/product/pricewise/: a produce's offers normalised and compared, against answers worked out by hand.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { branches, sellers } from '../../db/schema/catalogue.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let quebec: Farm;
let ontario: Farm;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  quebec = await createFarm(db);
  ontario = await createFarm(db);
  await db.update(branches).set({ province: 'ON' }).where(eq(branches.id, ontario.branchId));
  await db.update(sellers).set({ province: 'ON', deliveryDays: [] }).where(eq(sellers.id, ontario.sellerId));
  // Rates in force: 1 USD = 1.40 CAD (since 3 days ago), 1 INR = 0.0165 CAD (since 20 days ago); a later USD rate
  // dated in the future waits for its day.
  const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await db.insert(exchangeRates).values([
    { currency: 'USD', cadMicro: 1_400_000, effectiveOn: day(-3), source: 'script' },
    { currency: 'USD', cadMicro: 9_000_000, effectiveOn: day(30), source: 'script' },
    { currency: 'INR', cadMicro: 16_500, effectiveOn: day(-20), source: 'script' },
  ]);
  id.usdDate = day(-3);
  id.inrDate = day(-20);
  // Quebec, per kg CAD: top 2.50, mid 1.80, lower 1.20
  id.kg = await createProduct(db, quebec, { prices: [250, 180, 120] });
  // Quebec, per lb with 10% off: top 1.29 -> 1.16/lb = 2.5574/kg -> 2.56; mid 0.99 -> 0.89/lb -> 1.96; lower 0.50 -> 0.45/lb -> 0.99
  id.lb = await createProduct(db, quebec, { unit: 'lb', discountPercent: 10, organic: true, prices: [129, 99, 50] });
  // Ontario, a 5 kg box in USD: top 15.00 = 3.00/kg x 1.40 = 4.20; mid 10.00 -> 2.80; lower 5.00 -> 1.40
  id.box = await createProduct(db, ontario, { unit: 'box', weight: 5, currency: 'USD', name: 'Carrots – Bulk case', nameFr: 'Carottes – Caisse en vrac', prices: [1500, 1000, 500] });
  // Ontario, INR per kg: top 120.00 x 0.0165 = 1.98; mid 100.00 -> 1.65; lower 80.00 -> 1.32
  id.inr = await createProduct(db, ontario, { currency: 'INR', prices: [12000, 10000, 8000] });
  // Never compared: a box of unknown weight goes in its own group; a draft and tomatoes not at all.
  id.unknownBox = await createProduct(db, quebec, { unit: 'box', prices: [2000, 1500, 1000] });
  await createProduct(db, quebec, { status: 'Draft', prices: [1, 1, 1] });
  await createProduct(db, quebec, { name: 'Field Tomatoes', nameFr: 'Tomates des champs', tags: [], prices: [1, 1, 1] });
});
afterAll(async () => {
  await t.close();
});

interface Offer { product_id: string; grade: string; price_minor: number; best_value: boolean; unit_price_minor: number; rate_date: string | null; basis: string }
interface Comparison {
  currency: string;
  rate_date: string | null;
  unconverted: string[];
  groups: Array<{ basis: string; normalised: boolean; offers: Offer[]; grades: Array<{ grade: string; count: number; min: number; q1: number; median: number; q3: number; max: number }> }>;
}
const get = (query: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/product/pricewise/?${query}`, headers: { 'accept-language': lang } });
const compare = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Comparison }>().data;
};
const rows = (c: Comparison) => c.groups[0]!.offers.map((o) => [Object.keys(id).find((k) => id[k] === o.product_id), o.grade, o.price_minor, o.best_value]);

describe('GET /api/product/pricewise/', () => {
  it('compares carrots in four units and three currencies per kg in CAD, with the rates in force', async () => {
    const c = await compare('q=carottes');
    expect(c.currency).toBe('CAD');
    // The oldest rate used names the comparison's date.
    expect(c.rate_date).toBe(id.inrDate);
    expect(c.unconverted).toEqual([]);
    expect(c.groups.map((g) => [g.basis, g.normalised, g.offers.length])).toEqual([['kg', true, 12], ['box', false, 3]]);
    expect(rows(c)).toEqual([
      ['lb', 'lower', 99, true],
      ['kg', 'lower', 120, false],
      ['inr', 'lower', 132, false],
      ['box', 'lower', 140, false],
      ['inr', 'mid', 165, true],
      ['kg', 'mid', 180, false],
      ['lb', 'mid', 196, false],
      ['inr', 'top', 198, true],
      ['kg', 'top', 250, false],
      ['lb', 'top', 256, false],
      ['box', 'mid', 280, false],
      ['box', 'top', 420, false],
    ]);
    const top = c.groups[0]!.grades.find((g) => g.grade === 'top')!;
    // 198, 250, 256, 420: q1 = 198 + 0.75 x 52 = 237, median 253, q3 = 256 + 0.25 x 164 = 297
    expect(top).toEqual({ grade: 'top', count: 4, min: 198, q1: 237, median: 253, q3: 297, max: 420 });
    const box = c.groups[0]!.offers.find((o) => o.product_id === id.box && o.grade === 'top')!;
    expect(box).toMatchObject({ unit_price_minor: 1500, rate_date: id.usdDate });
  });

  it('answers in USD and filters by province, organic, grade and delivery', async () => {
    const usd = await compare('q=carrots&currency=USD&grade=top');
    // 2.50 CAD / 1.40 = 1.7857 -> 1.79 USD/kg; the box's 3.00 USD/kg stays 3.00
    expect(rows(usd)).toEqual([['inr', 'top', 141, true], ['kg', 'top', 179, false], ['lb', 'top', 183, false], ['box', 'top', 300, false]]);
    expect(rows(await compare('q=carrots&province=ON&grade=mid'))).toEqual([['inr', 'mid', 165, true], ['box', 'mid', 280, false]]);
    expect(rows(await compare('q=carrots&organic=only&grade=top'))).toEqual([['lb', 'top', 256, true]]);
    // The Ontario farm delivers on no day: pickup only.
    expect((await compare('q=carrots&fulfilment=delivery')).groups.flatMap((g) => g.offers).every((o) => [id.kg, id.lb, id.unknownBox].includes(o.product_id))).toBe(true);
    expect((await compare(`q=carrots&category=${quebec.categorySlug}`)).groups.flatMap((g) => g.offers).some((o) => o.product_id === id.kg)).toBe(true);
    expect((await compare('q=carrots&category=no-such-category')).groups).toEqual([]);
  });

  it('finds nothing for another produce, and refuses bad input with a 400 in the caller’s language', async () => {
    expect((await compare('q=zucchini')).groups).toEqual([]);
    const missing = await get('', 'fr');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Nommez le produit à comparer');
    expect((await get('q=carrots&province=XX')).statusCode).toBe(400);
    expect((await get('q=carrots&currency=EUR')).statusCode).toBe(400);
    expect((await get(`q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get("q=%25'%5C_")).statusCode).toBe(200);
  });
});
