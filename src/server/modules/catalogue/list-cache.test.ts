// The product list's answer against the contract (its bytes are those the zod serializer wrote), its count cache
// and its kept pages: kept across writes to other tables, dropped by product, branch and category writes (a price,
// a branch's name), including a product committed by a transaction that was still open when the count was made
// (PostgreSQL); requests at once share one change check, and none answers from before a write that preceded it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { productListResponse } from '../../../contract/catalogue.ts';
import { users } from '../../db/schema/accounts.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { branches, categories, productGrades, products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createFarm, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { countsMade } from './count-cache.ts';
import { checksMade } from './page-cache.ts';
import { addProduct } from './test-products.ts';

let t: TestApp;
let farm: Farm;
let buyerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  farm = await createFarm(db);
  for (let i = 0; i < 5; i++) {
    await addProduct(db, farm, { name: `Apple ${i}`, nameFr: `Pomme ${i} — récolte d’été`, tags: ['fruit', 'été'], organic: i % 2 === 0, grades: [['top', 500 + i, 10], ['lower', 300, 0]], ageDays: 10 - i });
  }
  const [user] = await db.insert(users).values({ email: 'buyer-list@example.ca', phoneNumber: null, passwordHash: 'x', role: 'Buyer', firstName: 'B', lastName: 'L' }).returning({ id: users.id });
  buyerId = user!.id;
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/products/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const countOf = async (query: string) => (await list(query)).json<{ meta: { count: number } }>().meta.count;

describe('product list answer', () => {
  it('is exactly what the contract schema writes: its keys, its types, the same bytes', async () => {
    for (const query of ['', 'page_size=2', 'q=pomme&sort=price_desc', 'organic=only&stock=in_stock', 'page=9']) {
      const res = await list(query);
      const body: unknown = res.json();
      const parsed = productListResponse.parse(body);
      // zod drops keys the schema does not name: an answer equal to its parse has none of those.
      expect(parsed, query).toEqual(body);
      expect(res.body, query).toBe(JSON.stringify(z.encode(productListResponse, parsed)));
      expect(Number(res.headers['content-length']), query).toBe(Buffer.byteLength(res.body));
    }
    const first = (await list('page_size=1')).json<z.infer<typeof productListResponse>>().data[0]!;
    expect(first.grades).toEqual([{ grade: 'top', price_minor: 504, stock: 10 }, { grade: 'lower', price_minor: 300, stock: 0 }]);
    expect(first.name_fr).toBe('Pomme 4 — récolte d’été');
  });
});

describe('product list count cache', () => {
  it('keeps a count across writes to carts and notifications, and counts again after a product write', async () => {
    const db = t.database.db;
    const query = 'page_size=2';
    expect(await countOf(query)).toBe(5);
    const made = countsMade(db);
    expect(await countOf(query)).toBe(5);
    expect(countsMade(db)).toBe(made);

    // Other tables: the count stays, not counted again.
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    await db.insert(cartItems).values({ userId: buyerId, productId: product!.id, grade: 'top', quantity: 2, unitPriceMinor: 500 });
    await db.insert(notifications).values({ userId: buyerId, kind: 'order_placed', href: '/orders' });
    await db.delete(cartItems).where(eq(cartItems.userId, buyerId));
    expect(await countOf(query)).toBe(5);
    expect(countsMade(db)).toBe(made);

    // A new product counts at once.
    const added = await addProduct(db, farm, { name: 'Pear', ageDays: 30 });
    expect(await countOf(query)).toBe(6);
    expect(countsMade(db)).toBe(made + 1);
    expect(await countOf(query)).toBe(6);
    expect(countsMade(db)).toBe(made + 1);

    // A branch no longer approved hides its products; approved again, they are back.
    await db.update(branches).set({ status: 'pending' }).where(eq(branches.id, farm.branchId));
    expect(await countOf(query)).toBe(0);
    await db.update(branches).set({ status: 'approved' }).where(eq(branches.id, farm.branchId));
    expect(await countOf(query)).toBe(6);

    // A category's slug is part of the filter: renaming it changes what the slug counts.
    const slugQuery = `category=${farm.categorySlug}&page_size=2`;
    expect(await countOf(slugQuery)).toBe(6);
    await db.update(categories).set({ slug: `${farm.categorySlug}-old` }).where(eq(categories.id, farm.categoryId));
    expect(await countOf(slugQuery)).toBe(0);
    await db.update(categories).set({ slug: farm.categorySlug }).where(eq(categories.id, farm.categoryId));
    expect(await countOf(slugQuery)).toBe(6);

    // A deleted product leaves the count at once.
    await db.delete(products).where(eq(products.id, added));
    expect(await countOf(query)).toBe(5);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('sees a product whose transaction was open while the count was made', async () => {
    const query = 'page_size=2';
    expect(await countOf(query)).toBe(5);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into products (seller_id, branch_id, category_id, name, status) values ($1, $2, $3, 'Quince', 'Published')`,
        [farm.sellerId, farm.branchId, farm.categoryId],
      );
      // A filter counted for the first time while the insert is uncommitted: the open transaction is in the
      // count's snapshot (xip), older than its xmax, so only the check of running transactions can tell.
      const fresh = 'page_size=2&currency=CAD';
      expect(await countOf(fresh)).toBe(5);
      await client.query('commit');
      expect(await countOf(fresh)).toBe(6);
      expect(await countOf(query)).toBe(6);
    } finally {
      await client.end();
    }
  });
});

describe('kept product list pages', () => {
  type Page = z.infer<typeof productListResponse>;
  const page = async (query: string) => (await list(query)).json<Page>();

  it('answers a kept page again, with its ETag, until a price or a branch name changes', async () => {
    const db = t.database.db;
    const query = 'page_size=3&sort=price_asc';
    const first = await list(query);
    await list(query);
    const kept = await list(query); // from the kept answer: the same bytes and tag
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/product/products/?${query}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);

    // A grade's price (its product is touched): the next answer has it.
    const offered = first.json<Page>().data.find((p) => p.grades.length > 0)!;
    await db.update(productGrades).set({ priceMinor: 1 }).where(eq(productGrades.productId, offered.id));
    const repriced = await list(query);
    expect(repriced.headers.etag).not.toBe(first.headers.etag);
    const again = repriced.json<Page>().data.find((p) => p.id === offered.id)!;
    expect(again.grades.map((g) => g.price_minor)).toEqual(offered.grades.map(() => 1));
    await list(query);

    // The branch's name, which no product row holds.
    await db.update(branches).set({ name: 'Renamed branch' }).where(eq(branches.id, farm.branchId));
    const renamed = (await page(query)).data;
    expect(renamed.length).toBe(3);
    expect(renamed.map((p) => p.branch_name)).toEqual(renamed.map(() => 'Renamed branch'));
  });

  it('shares one change check among requests at once, and none answers from before a write', async () => {
    const db = t.database.db;
    const query = 'page_size=4';
    const count = (await page(query)).meta.count;
    await page(query); // kept from here
    const checks = checksMade(db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => list(query)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const made = checksMade(db) - checks;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(10);

    await addProduct(db, farm, { name: 'Plum', ageDays: 0 });
    const after = await Promise.all(Array.from({ length: 30 }, () => page(query)));
    expect(after.map((a) => a.meta.count)).toEqual(after.map(() => count + 1));
    expect(after.map((a) => a.data[0]!.name)).toEqual(after.map(() => 'Plum'));
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('sees a product whose transaction was open while the kept page was read', async () => {
    const query = 'page_size=2&status=Published';
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into products (seller_id, branch_id, category_id, name, status) values ($1, $2, $3, 'Medlar', 'Published')`,
        [farm.sellerId, farm.branchId, farm.categoryId],
      );
      // Counted, then read and kept, all while the insert is uncommitted (in the snapshot's running transactions).
      const count = (await page(query)).meta.count;
      await page(query);
      expect((await page(query)).meta.count).toBe(count);
      await client.query('commit');
      expect((await page(query)).meta.count).toBe(count + 1);
    } finally {
      await client.end();
    }
  });
});
