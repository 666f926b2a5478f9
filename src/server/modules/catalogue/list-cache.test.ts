// The product list's answer against the contract (its bytes are those the zod serializer wrote), and its count
// cache: kept across writes to other tables, dropped by product, branch and category writes, including a product
// committed by a transaction that was still open when the count was made (PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { productListResponse } from '../../../contract/catalogue.ts';
import { users } from '../../db/schema/accounts.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { branches, categories, products } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createFarm, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { countsMade } from './count-cache.ts';
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
