// GET /api/product/products/: every filter alone and combined, every sort, pages, full-text search in English and
// French with prefixes and accents, input that looks like tsquery or SQL, hidden products, and bad values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalogue.ts';
import { createFarm, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addProduct } from './test-products.ts';

let t: TestApp;
let farm: Farm;
let other: Farm;
let fruitId: string;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  farm = await createFarm(db);
  other = await createFarm(db);
  const [fruit] = await db.insert(categories).values({ slug: 'fruits-test', nameEn: 'Fruits', nameFr: 'Fruits' }).returning({ id: categories.id });
  fruitId = fruit!.id;
  // Visible: seven products, oldest first.
  id.syrup = await addProduct(db, farm, { name: 'Maple Syrup', nameFr: "Sirop d'érable", tags: ['amber'], categoryId: fruitId, grades: [['top', 2499, 30], ['mid', 2000, 30], ['lower', 1500, 0]], ageDays: 9 });
  id.garlic = await addProduct(db, farm, { name: 'Garlic', nameFr: 'Ail', status: 'Out of Stock', currency: 'INR', grades: [['top', 150_000, 20]], ageDays: 8 });
  id.spinach = await addProduct(db, farm, { name: 'Baby Spinach', nameFr: 'Jeunes épinards', status: 'Seasonal', currency: 'USD', organic: true, grades: [['top', 399, 0], ['mid', 300, 0]], ageDays: 7 });
  id.apples = await addProduct(db, farm, { name: 'Honeycrisp Apples', nameFr: 'Pommes Honeycrisp', status: 'In Stock', categoryId: fruitId, discountPercent: 10, grades: [['top', 549, 40]], ageDays: 6 });
  id.carrots = await addProduct(db, farm, { name: 'Carrots', nameFr: 'Carottes', tags: ['storage'], organic: true, grades: [['top', 250, 50], ['mid', 200, 0], ['lower', 150, 5]], ageDays: 5 });
  id.medley = await addProduct(db, farm, { name: 'Root medley', nameFr: null, tags: ['carrots', 'beets'], grades: [['top', 800, 3]], ageDays: 4 });
  id.beets = await addProduct(db, other, { name: 'Red Beets', nameFr: 'Betteraves rouges', grades: [['top', 300, 12]], ageDays: 3 });
  // Hidden: a draft, a product of a pending branch, one of a rejected branch.
  await addProduct(db, farm, { name: 'Secret carrots', status: 'Draft', ageDays: 1 });
  await addProduct(db, await createFarm(db, { branchStatus: 'pending' }), { name: 'Pending carrots', ageDays: 1 });
  await addProduct(db, await createFarm(db, { branchStatus: 'rejected' }), { name: 'Rejected carrots', ageDays: 1 });
});
afterAll(async () => {
  await t.close();
});

interface Page {
  data: Array<{ id: string; name: string; price_from_minor: number; total_stock: number; visible: boolean }>;
  meta: { count: number; page: number; page_size: number };
}
const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/products/?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<Page>();
};
const names = async (query: string) => (await list(query)).data.map((p) => p.name);
const ids = async (query: string) => (await list(query)).data.map((p) => p.id);
const setOf = async (query: string) => new Set(await ids(query));
const NEWEST = ['Red Beets', 'Root medley', 'Carrots', 'Honeycrisp Apples', 'Baby Spinach', 'Garlic', 'Maple Syrup'];
/** The default order: what can be bought now (in stock, not marked Out of Stock), then the newest. Spinach has no
 * stock and garlic is marked Out of Stock: they come last, newest first among them. */
const AVAILABLE_FIRST = ['Red Beets', 'Root medley', 'Carrots', 'Honeycrisp Apples', 'Maple Syrup', 'Baby Spinach', 'Garlic'];

describe('product list', () => {
  it('lists only visible products, available ones first then newest, with derived price and stock', async () => {
    const all = await list('');
    expect(all.meta).toEqual({ count: 7, page: 1, page_size: 24 });
    expect(all.data.map((p) => p.name)).toEqual(AVAILABLE_FIRST);
    expect(all.data.every((p) => p.visible)).toBe(true);
    const apples = all.data.find((p) => p.id === id.apples)!;
    expect(apples.price_from_minor).toBe(494); // 549 less 10 %
    expect(all.data.find((p) => p.id === id.carrots)).toMatchObject({ price_from_minor: 150, total_stock: 55 });
    expect(await names('sort=relevance')).toEqual(AVAILABLE_FIRST);
    expect(await names('sort=newest')).toEqual(NEWEST);
  });

  it('searches English and French words, prefixes and accents', async () => {
    expect(await names('q=carot')).toEqual(['Carrots']);
    expect(await names('q=Carottes')).toEqual(['Carrots']);
    expect(await names('q=pomme')).toEqual(['Honeycrisp Apples']);
    expect(await names('q=pommes')).toEqual(['Honeycrisp Apples']);
    expect(await names('q=apple')).toEqual(['Honeycrisp Apples']);
    expect(await names('q=Apples')).toEqual(['Honeycrisp Apples']);
    for (const q of ['épinard', 'epinard', 'ÉPINARDS', 'epinards', 'spinach', 'spin']) expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(['Baby Spinach']);
    expect(await names(`q=${encodeURIComponent('érable')}`)).toEqual(['Maple Syrup']);
    // Words are AND-ed; the tags and the category's names are searched too.
    expect(await names(`q=${encodeURIComponent("sirop d'érable")}`)).toEqual(['Maple Syrup']);
    expect(await names('q=sirop%20carrots')).toEqual([]);
    expect(await names('q=amber')).toEqual(['Maple Syrup']);
    expect(new Set(await names(`q=${encodeURIComponent('légumes')}`))).toEqual(new Set(['Red Beets', 'Root medley', 'Carrots', 'Baby Spinach', 'Garlic']));
    expect(new Set(await names('q=fruits'))).toEqual(new Set(['Honeycrisp Apples', 'Maple Syrup']));
    expect(await names('q=kohlrabi')).toEqual([]);
    // The count covers every match, not just the page.
    expect((await list('q=carrots&page_size=1')).meta.count).toBe(2);
  });

  it('ranks the name above the tags for relevance, and keeps other sorts when searching', async () => {
    // 'Root medley' is newer but only has carrots in its tags.
    expect(await names('q=carrots')).toEqual(['Carrots', 'Root medley']);
    expect(await names('q=carrots&sort=relevance')).toEqual(['Carrots', 'Root medley']);
    expect(await names('q=carrots&sort=newest')).toEqual(['Root medley', 'Carrots']);
    expect(await names('q=carrots&sort=price_desc')).toEqual(['Root medley', 'Carrots']);
  });

  it('never lets tsquery or SQL syntax through, and never answers 5xx', async () => {
    const odd = [
      "carot:* | apple",
      "'); drop table products; --",
      '!!!',
      '&|!():*<->',
      '\\',
      "'",
      '"carrots"',
      'carrots & !apples',
      '中文',
      'ß straße',
      '🥕',
      'x'.repeat(200),
      Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
      '%_',
    ];
    for (const q of odd) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/products/?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
    // Only punctuation (no word to search for): no search, every product, as offline.
    expect((await list(`q=${encodeURIComponent('!!! %_ &|')}`)).meta.count).toBe(7);
    // Syntax characters are separators: these are the words 'carot' and 'apple', AND-ed.
    expect(await names(`q=${encodeURIComponent('carot:* | apple')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('carot:*')}`)).toEqual(['Carrots']);
    expect(await names(`q=${encodeURIComponent("'); drop table products; --")}`)).toEqual([]);
    expect((await list('')).meta.count).toBe(7);
  });

  it('filters by category slug or id', async () => {
    expect(new Set(await names('category=fruits-test'))).toEqual(new Set(['Honeycrisp Apples', 'Maple Syrup']));
    expect(new Set(await ids(`category=${fruitId}`))).toEqual(new Set([id.apples, id.syrup]));
    expect((await list(`category=${farm.categorySlug}`)).meta.count).toBe(4);
    expect((await list('category=nothing')).meta.count).toBe(0);
    expect((await list('category=00000000-0000-4000-8000-000000000000')).meta.count).toBe(0);
  });

  it('filters by price in major units against the lowest discounted grade price', async () => {
    // From prices: syrup 1500, garlic 150000 (INR), spinach 300, apples 494, carrots 150, medley 800, beets 300.
    expect(await setOf('price_min=5')).toEqual(new Set([id.syrup, id.garlic, id.medley]));
    expect(await setOf('price_max=3')).toEqual(new Set([id.spinach, id.carrots, id.beets]));
    expect(await setOf('price_min=3&price_max=4.94')).toEqual(new Set([id.spinach, id.beets, id.apples]));
    expect(await setOf('price_min=4.95&price_max=8')).toEqual(new Set([id.medley]));
    expect(await setOf('price_min=1.5&price_max=1.5')).toEqual(new Set([id.carrots]));
    expect((await list('price_min=9&price_max=2')).meta.count).toBe(0);
    expect((await list('price_min=&price_max=')).meta.count).toBe(7);
  });

  it('filters by status, organic, stock, currency and seller', async () => {
    expect(await ids('status=Seasonal')).toEqual([id.spinach]);
    expect(await ids('status=Out%20of%20Stock')).toEqual([id.garlic]);
    expect(await ids('status=In%20Stock')).toEqual([id.apples]);
    expect((await list('status=Published')).meta.count).toBe(4);
    expect(await setOf('organic=only')).toEqual(new Set([id.spinach, id.carrots]));
    expect((await list('organic=non')).meta.count).toBe(5);
    expect((await list('organic=all')).meta.count).toBe(7);
    // Out of stock: no stock in any grade, or marked 'Out of Stock' by the seller.
    expect(await setOf('stock=out_of_stock')).toEqual(new Set([id.spinach, id.garlic]));
    expect(await setOf('stock=in_stock')).toEqual(new Set([id.syrup, id.apples, id.carrots, id.medley, id.beets]));
    expect(await ids('currency=USD')).toEqual([id.spinach]);
    expect(await ids('currency=INR')).toEqual([id.garlic]);
    expect((await list('currency=CAD')).meta.count).toBe(5);
    expect(await ids(`seller=${other.sellerId}`)).toEqual([id.beets]);
    expect((await list(`seller=${farm.sellerId}`)).meta.count).toBe(6);
    expect((await list('seller=not-a-seller')).meta.count).toBe(0);
  });

  it('combines filters', async () => {
    expect(await ids(`category=${farm.categorySlug}&organic=only&stock=in_stock`)).toEqual([id.carrots]);
    expect(await ids('q=carrots&organic=non')).toEqual([id.medley]);
    expect(await ids(`q=fruits&price_max=5&currency=CAD&status=In%20Stock`)).toEqual([id.apples]);
    expect(await ids(`seller=${farm.sellerId}&stock=out_of_stock&currency=USD&organic=only`)).toEqual([id.spinach]);
    expect((await list(`seller=${other.sellerId}&category=fruits-test`)).meta.count).toBe(0);
  });

  it('sorts by price and name', async () => {
    expect(await ids('sort=price_asc')).toEqual([id.carrots, id.beets, id.spinach, id.apples, id.medley, id.syrup, id.garlic]);
    expect(await ids('sort=price_desc')).toEqual([id.garlic, id.syrup, id.medley, id.apples, id.beets, id.spinach, id.carrots]);
    expect(await names('sort=name')).toEqual(['Baby Spinach', 'Carrots', 'Garlic', 'Honeycrisp Apples', 'Maple Syrup', 'Red Beets', 'Root medley']);
    expect(await names('sort=name&organic=only')).toEqual(['Baby Spinach', 'Carrots']);
  });

  it('pages with the total count in meta', async () => {
    const pages = [await list('page_size=3'), await list('page_size=3&page=2'), await list('page_size=3&page=3')];
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3].map((page) => ({ count: 7, page, page_size: 3 })));
    expect(pages.flatMap((p) => p.data.map((d) => d.name))).toEqual(AVAILABLE_FIRST);
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    const beyond = await list('page_size=3&page=9');
    expect(beyond).toEqual({ data: [], meta: { count: 7, page: 9, page_size: 3 } });
  });

  it('keeps full-page counts exact across writes', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i++) expect((await list('page_size=2')).meta.count).toBe(7);
    const extra = await addProduct(db, farm, { name: 'Parsnips', ageDays: 20 });
    expect((await list('page_size=2')).meta.count).toBe(8);
    expect((await list('page_size=2&page=3')).meta.count).toBe(8);
    await db.update(products).set({ status: 'Draft' }).where(eq(products.id, extra));
    expect((await list('page_size=2')).meta.count).toBe(7);
    await db.update(products).set({ status: 'Published' }).where(eq(products.id, extra));
    expect((await list('page_size=2')).meta.count).toBe(8);
    await db.delete(products).where(eq(products.id, extra));
    expect((await list('page_size=2')).meta.count).toBe(7);
    expect((await list('page_size=2&page=4')).meta).toEqual({ count: 7, page: 4, page_size: 2 });
  });

  it('answers 400 with messages for bad values', async () => {
    const bad = [
      'page=0',
      'page=x',
      'page=1.5',
      'page_size=0',
      'page_size=1000',
      'price_min=-1',
      'price_min=abc',
      'price_max=1e12',
      'status=Draft',
      'status=Sold',
      'organic=maybe',
      'stock=some',
      'currency=EUR',
      'sort=random',
      `q=${'a'.repeat(201)}`,
      `category=${'c'.repeat(101)}`,
    ];
    for (const query of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/products/?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; messages: Record<string, string[]> }>();
      expect(typeof body.message, query).toBe('string');
      expect(Object.keys(body.messages ?? {}).length, `${query}: ${res.body}`).toBeGreaterThan(0);
    }
  });
});
