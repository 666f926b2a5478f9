// The pull: pages, cursors, tombstones, visibility, per-user rows, resets, and commits that land out of version order.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncResponse } from '../../../contract/sync.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, productReviews, products, sellers } from '../../db/schema/catalogue.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp, settleSnapshots } from '../../test/harness.ts';
import { pruneTombstones } from './queries.ts';

let t: TestApp;
let farm: Farm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function pull(access: string | null, cursor?: string, limit?: number): Promise<SyncResponse> {
  await settleSnapshots(t.database);
  const params = new URLSearchParams({ ...(cursor !== undefined && { cursor }), ...(limit && { limit: String(limit) }) });
  const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: access ? bearer(access) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SyncResponse>();
}

/** Pulls until has_more is false; returns every change and the final cursor. */
async function pullAll(access: string | null, cursor?: string, limit = 500) {
  const changes: SyncChange[] = [];
  let next = cursor;
  for (let i = 0; i < 1000; i++) {
    const page = await pull(access, next, limit);
    changes.push(...page.changes);
    next = page.cursor;
    if (!page.has_more) return { changes, cursor: next, pages: i + 1 };
  }
  throw new Error('pull never ended');
}

const addToCart = (access: string, productId: string, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/product/add-to-cart/', headers: bearer(access), payload: { product_id: productId, quantity } });

describe('GET /api/sync/changes', () => {
  it('pages through everything, then only what changed after the cursor', async () => {
    const { tokens } = await registerAccount(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createProduct(t.database.db, farm, { name: `Bulk ${i}` }));
    const all = await pullAll(tokens.access, undefined, 3);
    expect(all.pages).toBeGreaterThan(2);
    const productIds = all.changes.filter((c) => c.table === 'products' && c.op === 'upsert').map((c) => c.id);
    for (const id of ids) expect(productIds).toContain(id);
    expect(all.changes.some((c) => c.table === 'categories')).toBe(true);
    const seller = all.changes.find((c) => c.table === 'sellers')!;
    expect(Object.keys(seller.row!).sort()).toEqual(['certifications', 'delivery_days', 'delivery_fee_minor', 'description', 'farm_name', 'id', 'lead_days', 'min_order_minor', 'province', 'version']);
    const product = all.changes.find((c) => c.id === ids[0])!.row!;
    expect(product).toMatchObject({ name: 'Bulk 0', grades: [{ grade: 'top' }, { grade: 'mid' }, { grade: 'lower' }] });
    expect((product.images as { thumb: string }[])[0]!.thumb).toMatch(/^\/uploads\//);

    const quiet = await pull(tokens.access, all.cursor);
    expect(quiet.changes).toEqual([]);
    expect(quiet.has_more).toBe(false);
    expect(quiet.reset).toBe(false);

    const line = (await addToCart(tokens.access, ids[0]!, 2)).json().data.id as string;
    const after = await pull(tokens.access, all.cursor);
    expect(after.changes.map((c) => [c.table, c.op, c.id])).toEqual([['cart_items', 'upsert', line]]);
    expect(after.changes[0]!.row).toMatchObject({ id: line, quantity: 2, price_changed: false });
  });

  it('re-delivers a product when a grade changes and its cart lines with the new price', async () => {
    const { tokens } = await registerAccount(t.app);
    const id = await createProduct(t.database.db, farm);
    await addToCart(tokens.access, id);
    const { cursor } = await pullAll(tokens.access);
    await t.database.db.execute(sql`update product_grades set price_minor = 999 where product_id = ${id} and grade = 'top'`);
    const next = await pull(tokens.access, cursor);
    const tables = next.changes.map((c) => c.table).sort();
    // The new price is also a day of the product's price history (migration 0026).
    expect(tables).toEqual(['cart_items', 'price_history', 'products']);
    expect(next.changes.find((c) => c.table === 'cart_items')!.row).toMatchObject({ current_price_minor: 999, price_changed: true });
  });

  it('sends tombstones for deleted cart lines and deletes for products whose branch is rejected', async () => {
    const { tokens } = await registerAccount(t.app);
    const other = await createFarm(t.database.db);
    const id = await createProduct(t.database.db, other);
    const line = (await addToCart(tokens.access, id)).json().data.id as string;
    const { cursor } = await pullAll(tokens.access);
    await t.app.inject({ method: 'DELETE', url: `/api/product/add-to-cart/${line}/`, headers: bearer(tokens.access) });
    await t.database.db.update(branches).set({ status: 'rejected' }).where(eq(branches.id, other.branchId));
    const next = await pullAll(tokens.access, cursor);
    expect(next.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'cart_items', op: 'delete', id: line }),
        expect.objectContaining({ table: 'products', op: 'delete', id }),
      ]),
    );
    // A product deleted outright leaves a public tombstone: anonymous clients get the delete.
    await t.database.db.delete(products).where(eq(products.id, id));
    const anonymous = await pullAll(null);
    expect(anonymous.changes.filter((c) => c.id === id).at(-1)).toMatchObject({ op: 'delete' });
  });

  it("never shows another user's cart; anonymous callers see only the catalogue", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const id = await createProduct(t.database.db, farm);
    const line = (await addToCart(a.tokens.access, id)).json().data.id as string;
    await t.app.inject({ method: 'POST', url: '/api/product/wishlist/', headers: bearer(a.tokens.access), payload: { product_id: id } });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/address/',
      headers: bearer(a.tokens.access),
      payload: { full_name: 'A', line1: '1 rue', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5' },
    });
    const mine = await pullAll(a.tokens.access);
    expect(mine.changes.filter((c) => ['cart_items', 'wishlist_items', 'addresses'].includes(c.table)).map((c) => c.table).sort()).toEqual([
      'addresses',
      'cart_items',
      'wishlist_items',
    ]);
    const theirs = await pullAll(b.tokens.access);
    expect(theirs.changes.some((c) => c.id === line)).toBe(false);
    const publicTables = ['categories', 'sellers', 'products', 'branches', 'product_reviews', 'price_history'];
    expect(theirs.changes.every((c) => publicTables.includes(c.table))).toBe(true);
    const anonymous = await pullAll(null);
    expect(anonymous.changes.every((c) => publicTables.includes(c.table))).toBe(true);
    // A's cart line deleted: B and anonymous callers do not get its tombstone.
    await t.app.inject({ method: 'DELETE', url: `/api/product/add-to-cart/${line}/`, headers: bearer(a.tokens.access) });
    expect((await pull(b.tokens.access, theirs.cursor)).changes).toEqual([]);
    expect((await pull(null, anonymous.cursor)).changes).toEqual([]);
  });

  it('resets on a garbage, foreign or too-old cursor; refuses a bad token and bad limits without 5xx', async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    for (const garbage of ['garbage', 'djEuYW5vbi4xLjE', Buffer.from('v1.anon.99999999999.1').toString('base64url'), '%%%']) {
      const res = await pull(a.tokens.access, garbage);
      expect(res.reset, garbage).toBe(true);
      expect(res.changes.length).toBeGreaterThan(0);
    }
    const { cursor } = await pullAll(a.tokens.access);
    expect((await pull(b.tokens.access, cursor)).reset).toBe(true);
    expect((await pull(null, cursor)).reset).toBe(true);
    expect((await pull(a.tokens.access, cursor)).reset).toBe(false);

    const id = await createProduct(t.database.db, farm);
    await t.database.db.delete(products).where(eq(products.id, id));
    t.clock.advance(0);
    expect(await pruneTombstones(t.database.db, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    expect((await pull(a.tokens.access, cursor)).reset).toBe(true);

    for (const url of ['/api/sync/changes?limit=0', '/api/sync/changes?limit=abc', '/api/sync/changes?limit=999999', `/api/sync/changes?cursor=${'x'.repeat(300)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: bearer('expired') })).statusCode).toBe(401);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('delivers a row whose lower version commits after a higher one was pulled (PostgreSQL)', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const p1 = await createProduct(t.database.db, farm);
    const p2 = await createProduct(t.database.db, farm);
    const p3 = await createProduct(t.database.db, farm);
    const { cursor } = await pullAll(tokens.access);
    const url = (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    const slow = new pg.Client({ connectionString: url });
    const fast = new pg.Client({ connectionString: url });
    await slow.connect();
    await fast.connect();
    try {
      const insert = (c: pg.Client, productId: string) =>
        c.query(`insert into cart_items (id, user_id, product_id, grade, quantity, unit_price_minor) values ($1, $2, $3, 'top', 1, 500) returning version`, [
          randomUUID(),
          user.id,
          productId,
        ]);
      // The slow transaction takes the lower version first; the fast one takes a higher version and commits.
      await slow.query('begin');
      const low = Number((await insert(slow, p1)).rows[0].version);
      await fast.query('begin');
      const high = Number((await insert(fast, p2)).rows[0].version);
      await fast.query('commit');
      expect(low).toBeLessThan(high);
      // And a transaction that started before the slow one commits a higher version: the trap of paging by version.
      const between = await pull(tokens.access, cursor);
      const seen = new Set(between.changes.map((c) => (c.row as { product_id?: string } | undefined)?.product_id));
      expect(seen.has(p1)).toBe(false);
      await slow.query('commit');
      const after = await pullAll(tokens.access, between.cursor);
      const later = new Set(after.changes.map((c) => (c.row as { product_id?: string } | undefined)?.product_id));
      expect(later.has(p1)).toBe(true);
      expect(seen.has(p2) || later.has(p2)).toBe(true);
      expect(p3).toBeTruthy();
    } finally {
      await slow.end();
      await fast.end();
    }
  });
});

describe('the seller workspace in the pull', () => {
  /** A signed-in Seller with a farm and one branch of the given status. */
  async function sellerWith(branchStatus: 'approved' | 'pending' | 'rejected') {
    const { tokens, user } = await registerAccount(t.app);
    const db = t.database.db;
    await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
    const [s] = await db.insert(sellers).values({ userId: user.id, farmName: 'Sync Farm', province: 'ON' }).returning();
    const [b] = await db
      .insert(branches)
      .values({ sellerId: s!.id, name: 'Barn', province: 'ON', city: 'Guelph', address: '1 Rd', status: branchStatus, rejectReason: branchStatus === 'rejected' ? 'Address missing' : null })
      .returning();
    const f: Farm = { sellerId: s!.id, branchId: b!.id, categoryId: farm.categoryId, categorySlug: farm.categorySlug };
    return { access: tokens.access, userId: user.id, farm: f };
  }
  const rowOf = (changes: SyncChange[], table: string, id: string) => changes.filter((c) => c.table === table && c.id === id).at(-1);

  it('gives the owner their draft with visible false and the threshold; other sellers and anonymous never see it', async () => {
    const a = await sellerWith('approved');
    const b = await sellerWith('approved');
    const draft = await createProduct(t.database.db, a.farm, { status: 'Draft', name: 'Secret kale', lowStockThreshold: 7 });
    const live = await createProduct(t.database.db, a.farm, { name: 'Public kale', lowStockThreshold: 7 });
    const mine = (await pullAll(a.access)).changes;
    expect(rowOf(mine, 'products', draft)).toMatchObject({ op: 'upsert', row: { name: 'Secret kale', visible: false, low_stock_threshold: 7 } });
    expect(rowOf(mine, 'products', live)).toMatchObject({ op: 'upsert', row: { visible: true, low_stock_threshold: 7 } });
    for (const other of [(await pullAll(b.access)).changes, (await pullAll(null)).changes]) {
      expect(rowOf(other, 'products', draft)).toBeUndefined();
      expect(rowOf(other, 'products', live)).toMatchObject({ op: 'upsert', row: { visible: true, low_stock_threshold: null } });
    }
  });

  it('delivers the owner their products of a pending branch; buyers get them once the branch is approved', async () => {
    const a = await sellerWith('pending');
    const buyer = await registerAccount(t.app);
    const id = await createProduct(t.database.db, a.farm, { name: 'Waiting beans' });
    expect(rowOf((await pullAll(a.access)).changes, 'products', id)).toMatchObject({ op: 'upsert', row: { visible: false } });
    const { changes, cursor } = await pullAll(buyer.tokens.access);
    expect(rowOf(changes, 'products', id)).toBeUndefined();
    await t.database.db.update(branches).set({ status: 'approved' }).where(eq(branches.id, a.farm.branchId));
    const next = await pullAll(buyer.tokens.access, cursor);
    expect(rowOf(next.changes, 'products', id)).toMatchObject({ op: 'upsert', row: { visible: true } });
    expect(rowOf(next.changes, 'branches', a.farm.branchId)).toMatchObject({ op: 'upsert', row: { status: 'approved' } });
  });

  it('branches: approved ones are public without a reject reason; pending and rejected reach only their owner', async () => {
    const rejected = await sellerWith('rejected');
    const pending = await sellerWith('pending');
    const approved = await sellerWith('approved');
    const anon = (await pullAll(null)).changes;
    expect(rowOf(anon, 'branches', approved.farm.branchId)).toMatchObject({ op: 'upsert', row: { status: 'approved', reject_reason: null } });
    expect(rowOf(anon, 'branches', pending.farm.branchId)).toBeUndefined();
    expect(rowOf(anon, 'branches', rejected.farm.branchId)).toBeUndefined();
    const own = (await pullAll(rejected.access)).changes;
    expect(rowOf(own, 'branches', rejected.farm.branchId)).toMatchObject({ op: 'upsert', row: { status: 'rejected', reject_reason: 'Address missing' } });
    expect(rowOf(own, 'branches', pending.farm.branchId)).toBeUndefined();
    expect(rowOf((await pullAll(pending.access)).changes, 'branches', pending.farm.branchId)).toMatchObject({ op: 'upsert', row: { status: 'pending' } });
  });

  it('stock movements reach only their seller; reviews are public', async () => {
    const a = await sellerWith('approved');
    const b = await sellerWith('approved');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/seller/products/',
      headers: bearer(a.access),
      payload: {
        name: 'Squash',
        category_id: farm.categoryId,
        branch_id: a.farm.branchId,
        unit: 'kg',
        status: 'Published',
        currency: 'CAD',
        grades: [{ grade: 'top', price_minor: 300, stock: 12 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const productId = created.json().data.id as string;
    const author = await registerAccount(t.app);
    const [review] = await t.database.db
      .insert(productReviews)
      .values({ productId, userId: author.user.id, rating: 4, comment: 'Sweet', author: 'Ada F.' })
      .returning();

    const mine = (await pullAll(a.access)).changes;
    const moves = mine.filter((c) => c.table === 'stock_movements');
    expect(moves).toHaveLength(1);
    expect(moves[0]!.row).toMatchObject({ product_id: productId, grade: 'top', kind: 'corrected', delta: 12, stock_after: 12, note: 'Opening stock' });
    for (const other of [(await pullAll(b.access)).changes, (await pullAll(author.tokens.access)).changes, (await pullAll(null)).changes]) {
      expect(other.some((c) => c.table === 'stock_movements')).toBe(false);
      expect(rowOf(other, 'product_reviews', review!.id)).toMatchObject({ op: 'upsert', row: { rating: 4, comment: 'Sweet', author: 'Ada F.', product_id: productId } });
      expect(Object.keys(rowOf(other, 'product_reviews', review!.id)!.row!)).not.toContain('user_id');
    }
    // A review deleted leaves a public tombstone.
    const { cursor } = await pullAll(null);
    await t.database.db.delete(productReviews).where(eq(productReviews.id, review!.id));
    expect(rowOf((await pullAll(null, cursor)).changes, 'product_reviews', review!.id)).toMatchObject({ op: 'delete' });
  });
  it('a farm taking its next invoice number is no change for devices; a change of its terms is', async () => {
    const db = t.database.db;
    const versionOf = async () => (await db.select({ v: sellers.version }).from(sellers).where(eq(sellers.id, farm.sellerId)))[0]!.v;
    const before = await versionOf();
    await db.update(sellers).set({ lastInvoiceNumber: sql`${sellers.lastInvoiceNumber} + 1` }).where(eq(sellers.id, farm.sellerId));
    expect(await versionOf()).toBe(before);
    await db.update(sellers).set({ minOrderMinor: 2500 }).where(eq(sellers.id, farm.sellerId));
    expect(await versionOf()).toBeGreaterThan(before);
  });
});
