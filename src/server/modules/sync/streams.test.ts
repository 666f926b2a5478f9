// The pull's streams: `main` (every table but the price history), `history` (the price history alone) and `all`
// (both, the default): each its own cursor, the same snapshot and order rules; a cursor of `all` good for both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncResponse, SyncStream } from '../../../contract/sync.ts';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/accounts.ts';
import { branches, sellers } from '../../db/schema/catalogue.ts';
import { wishlistItems } from '../../db/schema/cart.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { sellerAccount } from '../../test/orders-fixture.ts';
import { bearer, createTestApp, registerAccount, settleSnapshots, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let farm: Farm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function pull(access: string | null, stream: SyncStream | null, cursor?: string, limit = 7, held?: string): Promise<SyncResponse> {
  await settleSnapshots(t.database);
  const params = new URLSearchParams({ limit: String(limit), ...(stream && { stream }), ...(cursor !== undefined && { cursor }), ...(held !== undefined && { held }) });
  const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: access ? bearer(access) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SyncResponse>();
}

async function pullAll(access: string | null, stream: SyncStream | null, cursor?: string, held?: string) {
  const changes: SyncChange[] = [];
  let next = cursor;
  let reset = false;
  for (let i = 0; i < 1000; i++) {
    const page = await pull(access, stream, next, 7, held);
    changes.push(...page.changes);
    reset ||= page.reset;
    next = page.cursor;
    if (!page.has_more) return { changes, cursor: next, reset };
  }
  throw new Error('pull never ended');
}

const key = (c: SyncChange) => `${c.table}:${c.id}:${c.op}:${c.version}`;
const tablesOf = (changes: SyncChange[]) => [...new Set(changes.map((c) => c.table))].sort();

describe('GET /api/sync/changes?stream=', () => {
  it('main holds every table but the price history, history only that; together they are exactly what all holds', async () => {
    const { tokens } = await registerAccount(t.app);
    for (let i = 0; i < 4; i++) await createProduct(t.database.db, farm, { name: `Stream ${i}` });
    const all = await pullAll(tokens.access, null);
    const main = await pullAll(tokens.access, 'main');
    const history = await pullAll(tokens.access, 'history');
    expect(tablesOf(history.changes)).toEqual(['price_history']);
    expect(tablesOf(main.changes)).not.toContain('price_history');
    expect(tablesOf(main.changes)).toContain('products');
    expect([...main.changes, ...history.changes].map(key).sort()).toEqual(all.changes.map(key).sort());
    expect(all.changes.length).toBeGreaterThan(14);
    // Each in (txid, version) order, as all is: the history's rows come in all's order.
    const allHistory = all.changes.filter((c) => c.table === 'price_history').map(key);
    expect(history.changes.map(key)).toEqual(allHistory);
  });

  it('each stream goes on from its own cursor: a change to a price reaches both, each once', async () => {
    const { tokens } = await registerAccount(t.app);
    const id = await createProduct(t.database.db, farm);
    const main = await pullAll(tokens.access, 'main');
    const history = await pullAll(tokens.access, 'history');
    await t.database.db.execute(sql`update product_grades set price_minor = price_minor + 100 where product_id = ${id} and grade = 'top'`);
    const mainNext = await pullAll(tokens.access, 'main', main.cursor);
    const historyNext = await pullAll(tokens.access, 'history', history.cursor);
    expect(mainNext.reset || historyNext.reset).toBe(false);
    expect(mainNext.changes.map((c) => [c.table, c.id])).toEqual([['products', id]]);
    expect(historyNext.changes).toHaveLength(1);
    expect(historyNext.changes[0]).toMatchObject({ table: 'price_history', op: 'upsert', row: { product_id: id, grade: 'top' } });
    expect((await pull(tokens.access, 'main', mainNext.cursor)).changes).toEqual([]);
    expect((await pull(tokens.access, 'history', historyNext.cursor)).changes).toEqual([]);
  });

  it("a cursor of all goes on in either stream; one stream's cursor given to another starts that one again", async () => {
    const { tokens } = await registerAccount(t.app);
    const id = await createProduct(t.database.db, farm);
    const all = await pullAll(tokens.access, null);
    await t.database.db.execute(sql`update product_grades set price_minor = price_minor + 50 where product_id = ${id} and grade = 'mid'`);
    const main = await pullAll(tokens.access, 'main', all.cursor);
    const history = await pullAll(tokens.access, 'history', all.cursor);
    expect(main.reset || history.reset).toBe(false);
    expect(main.changes.map((c) => c.table)).toEqual(['products']);
    expect(history.changes.map((c) => c.table)).toEqual(['price_history']);

    const crossed = await pull(tokens.access, 'history', main.cursor, 2000);
    expect(crossed.reset).toBe(true);
    expect(crossed.changes.length).toBeGreaterThan(1);
    expect(tablesOf(crossed.changes)).toEqual(['price_history']);
    expect((await pull(tokens.access, 'main', history.cursor)).reset).toBe(true);
    expect((await pull(tokens.access, null, main.cursor)).reset).toBe(true);
  });

  it('a deleted product: its tombstone in main, its price history tombstones in history', async () => {
    const { tokens } = await registerAccount(t.app);
    const id = await createProduct(t.database.db, farm);
    const main = await pullAll(tokens.access, 'main');
    const history = await pullAll(tokens.access, 'history');
    const historyIds = history.changes.filter((c) => c.row?.product_id === id).map((c) => c.id);
    expect(historyIds.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from products where id = ${id}`);
    const mainNext = await pullAll(tokens.access, 'main', main.cursor);
    const historyNext = await pullAll(tokens.access, 'history', history.cursor);
    expect(mainNext.changes.filter((c) => c.op === 'delete').map((c) => [c.table, c.id])).toContainEqual(['products', id]);
    expect(tablesOf(mainNext.changes)).not.toContain('price_history');
    expect(historyNext.changes.map((c) => [c.table, c.op, c.id]).sort()).toEqual(historyIds.map((h) => ['price_history', 'delete', h]).sort());
  });

  it('refuses an unknown stream with 400 and moves nothing', async () => {
    const { tokens } = await registerAccount(t.app);
    for (const stream of ['prices', '', 'MAIN', 'main\u0000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?stream=${encodeURIComponent(stream)}`, headers: bearer(tokens.access) });
      expect(res.statusCode, stream).toBe(400);
    }
  });
});

describe('GET /api/sync/changes?stream=scoped (the head start of a first sync)', () => {
  /** A farm whose branch is in `province`, with products in a category of its own. */
  async function farmIn(province: string, opts: { branchStatus?: string } = {}): Promise<Farm> {
    const made = await createFarm(t.database.db, opts);
    await t.database.db.update(branches).set({ province }).where(eq(branches.id, made.branchId));
    return made;
  }
  const ids = (changes: SyncChange[], table: string) => changes.filter((c) => c.table === table).map((c) => c.id).sort();

  it("a buyer's: near them (their addresses' provinces), the products of the categories they buy; every category and farm; no deletes", async () => {
    const yukon = await farmIn('YT');
    const nunavut = await farmIn('NU');
    const wished = await createProduct(t.database.db, yukon);
    const sameCategory = await createProduct(t.database.db, yukon);
    const draft = await createProduct(t.database.db, yukon, { status: 'Draft' });
    const otherCategory = await createProduct(t.database.db, { ...yukon, categoryId: nunavut.categoryId });
    const farAway = await createProduct(t.database.db, { ...nunavut, categoryId: yukon.categoryId });
    const elsewhere = await createProduct(t.database.db, farm);
    const buyer = async (wishes: string[]) => {
      const { tokens, user } = await registerAccount(t.app);
      await t.database.db.insert(addresses).values({ userId: user.id, fullName: 'A B', line1: '1 Main', city: 'Whitehorse', province: 'YT', postalCode: 'Y1A 1A1' });
      for (const productId of wishes) await t.database.db.insert(wishlistItems).values({ userId: user.id, productId });
      return tokens.access;
    };

    const access = await buyer([wished]);
    const scoped = await pullAll(access, 'scoped');
    const products = ids(scoped.changes, 'products');
    expect(products).toEqual([wished, sameCategory].sort());
    expect(ids(scoped.changes, 'branches')).toContain(yukon.branchId);
    expect(ids(scoped.changes, 'branches')).not.toContain(nunavut.branchId);
    expect(tablesOf(scoped.changes)).toEqual(['branches', 'categories', 'products', 'sellers']);
    expect(scoped.changes.every((c) => c.op === 'upsert')).toBe(true);
    expect(ids(scoped.changes, 'sellers')).toEqual(expect.arrayContaining([yukon.sellerId, nunavut.sellerId, farm.sellerId]));
    expect(ids(scoped.changes, 'categories')).toEqual(expect.arrayContaining([yukon.categoryId, nunavut.categoryId, farm.categoryId]));
    // Each row as main delivers it: same version, same fields.
    const main = new Map((await pullAll(access, 'main')).changes.map((c) => [`${c.table}:${c.id}`, c]));
    for (const c of scoped.changes) expect(main.get(`${c.table}:${c.id}`)).toEqual(c);

    // One who has bought nothing yet: every public product near them.
    const newcomer = ids((await pullAll(await buyer([]), 'scoped')).changes, 'products');
    expect(newcomer).toEqual([wished, sameCategory, otherCategory].sort());
    for (const id of [draft, farAway, elsewhere]) expect(newcomer).not.toContain(id);
  });

  it("a farm's: its own products, drafts too, and its province's; a visitor's: no product or branch", async () => {
    const seller = await sellerAccount(t);
    // The farm's seat and its branch in Prince Edward Island: the farm uses that province, not Quebec.
    await t.database.db.update(sellers).set({ province: 'PE' }).where(eq(sellers.id, seller.farm.sellerId));
    await t.database.db.update(branches).set({ province: 'PE' }).where(eq(branches.id, seller.farm.branchId));
    const own = await createProduct(t.database.db, seller.farm);
    const ownDraft = await createProduct(t.database.db, seller.farm, { status: 'Draft' });
    const neighbour = await farmIn('PE');
    const neighbours = await createProduct(t.database.db, neighbour);
    const hiddenBranch = await farmIn('PE', { branchStatus: 'pending' });
    const unapproved = await createProduct(t.database.db, hiddenBranch);
    const far = await createProduct(t.database.db, farm);

    const scoped = await pullAll(seller.access, 'scoped');
    const products = ids(scoped.changes, 'products');
    expect(products).toEqual(expect.arrayContaining([own, ownDraft, neighbours]));
    expect(products).not.toContain(unapproved);
    expect(products).not.toContain(far);
    expect(scoped.changes.find((c) => c.id === ownDraft)?.row).toMatchObject({ visible: false });
    expect(ids(scoped.changes, 'branches')).toEqual(expect.arrayContaining([seller.farm.branchId, neighbour.branchId]));
    expect(ids(scoped.changes, 'branches')).not.toContain(hiddenBranch.branchId);

    const visitor = await pullAll(null, 'scoped');
    expect(tablesOf(visitor.changes)).toEqual(['categories', 'sellers']);
  });

  it("pages in (txid, version) order from its own cursor; main's or history's cursor is not good for it, nor its for them", async () => {
    const north = await farmIn('NT');
    for (let i = 0; i < 9; i++) await createProduct(t.database.db, north, { name: `North ${i}` });
    const { tokens, user } = await registerAccount(t.app);
    await t.database.db.insert(addresses).values({ userId: user.id, fullName: 'A B', line1: '1 Main', city: 'Yellowknife', province: 'NT', postalCode: 'X1A 1A1' });
    const scoped = await pullAll(tokens.access, 'scoped');
    // pullAll asks 7 a page: several pages, no row twice.
    const keys = scoped.changes.map((c) => `${c.table}:${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ids(scoped.changes, 'products').length).toBeGreaterThanOrEqual(9);
    expect((await pull(tokens.access, 'scoped', scoped.cursor)).changes).toEqual([]);

    const main = await pullAll(tokens.access, 'main');
    expect((await pull(tokens.access, 'main', scoped.cursor)).reset).toBe(true);
    expect((await pull(tokens.access, 'scoped', main.cursor)).reset).toBe(true);
  });

  it('main asked with the head start\'s cursor sends the products it delivered, unchanged since, as held: no row', async () => {
    const far = await farmIn('NU');
    const farAway = await createProduct(t.database.db, far);
    const near = await farmIn('YT');
    const kept = await createProduct(t.database.db, near);
    const changed = await createProduct(t.database.db, near);
    const { tokens, user } = await registerAccount(t.app);
    await t.database.db.insert(addresses).values({ userId: user.id, fullName: 'A B', line1: '1 Main', city: 'Whitehorse', province: 'YT', postalCode: 'Y1A 1A1' });
    const head = await pullAll(tokens.access, 'scoped');
    const headVersions = new Map(head.changes.map((c) => [`${c.table}:${c.id}`, c.version]));
    expect(headVersions.has(`products:${kept}`) && headVersions.has(`products:${changed}`)).toBe(true);
    // After the head start: one of its products changes; the buyer adds an address in Nunavut.
    await t.database.db.execute(sql`update product_grades set price_minor = price_minor + 10 where product_id = ${changed}`);
    await t.database.db.insert(addresses).values({ userId: user.id, fullName: 'A B', line1: '2 Main', city: 'Iqaluit', province: 'NU', postalCode: 'X0A 0H0' });

    const main = await pullAll(tokens.access, 'main', undefined, head.cursor);
    const byId = new Map(main.changes.map((c) => [c.id, c]));
    expect(byId.get(kept)).toEqual({ table: 'products', op: 'held', id: kept, version: headVersions.get(`products:${kept}`) });
    expect(byId.get(changed)).toMatchObject({ op: 'upsert', row: { id: changed } });
    expect(byId.get(changed)!.version).toBeGreaterThan(headVersions.get(`products:${changed}`)!);
    // Used now but never delivered by the head start: held too, at a version the device does not hold (it pulls
    // main again without held).
    expect(byId.get(farAway)).toMatchObject({ op: 'held' });
    expect(headVersions.has(`products:${farAway}`)).toBe(false);
    // Nothing else is held: every other row comes whole, the farms and categories too.
    for (const c of main.changes) if (c.op === 'held') expect(c.table).toBe('products');
    expect(main.changes.filter((c) => c.table === 'categories').every((c) => c.op === 'upsert')).toBe(true);

    // Not the head start's cursor (main's, all's, another user's): held is ignored, every row whole.
    const other = await registerAccount(t.app);
    const othersHead = await pullAll(other.tokens.access, 'scoped');
    for (const wrong of [main.cursor, (await pullAll(tokens.access, null)).cursor, othersHead.cursor, 'nonsense']) {
      const plain = await pullAll(tokens.access, 'main', undefined, wrong);
      expect(plain.changes.some((c) => c.op === 'held')).toBe(false);
    }
  });
});
