// The pull keeps a farm's hidden rows to itself: a draft, a pending or rejected branch and what hangs on
// them never reach another device, not even as an id; a row that was public once reaches them as a delete.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncResponse } from '../../../contract/sync.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, products, sellers } from '../../db/schema/catalogue.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp, settleSnapshots } from '../../test/harness.ts';

let t: TestApp;
let shared: Farm;
beforeAll(async () => {
  t = await createTestApp();
  shared = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function pullAll(access: string | null, cursor?: string): Promise<{ changes: SyncChange[]; cursor: string }> {
  const changes: SyncChange[] = [];
  await settleSnapshots(t.database);
  let next = cursor;
  for (let i = 0; i < 100; i++) {
    const params = new URLSearchParams({ ...(next !== undefined && { cursor: next }), limit: '50' });
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: access ? bearer(access) : {} });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SyncResponse>();
    changes.push(...page.changes);
    next = page.cursor;
    if (!page.has_more) return { changes, cursor: next };
  }
  throw new Error('pull never ended');
}

const rowOf = (changes: SyncChange[], table: string, id: string) => changes.filter((c) => c.table === table && c.id === id).at(-1);

/** A signed-in Seller whose farm has one approved branch. */
async function seller() {
  const { tokens, user } = await registerAccount(t.app);
  const db = t.database.db;
  await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
  const [s] = await db.insert(sellers).values({ userId: user.id, farmName: 'Hidden Farm', province: 'ON' }).returning();
  const farm: Farm = { sellerId: s!.id, branchId: await addBranch(s!.id, 'approved'), categoryId: shared.categoryId, categorySlug: shared.categorySlug };
  return { access: tokens.access, farm };
}

async function addBranch(sellerId: string, status: 'approved' | 'pending', name = 'Barn'): Promise<string> {
  const [b] = await t.database.db.insert(branches).values({ sellerId, name, province: 'ON', city: 'Guelph', address: '1 Rd', status }).returning();
  return b!.id;
}

describe('hidden catalogue rows in the pull', () => {
  it("never sends another farm's draft, pending or rejected branch, or their products, stock and deletes; the owner gets them all", async () => {
    const a = await seller();
    const b = await seller();
    const buyer = await registerAccount(t.app);
    const db = t.database.db;
    const others: Array<string | null> = [b.access, buyer.tokens.access, null];
    const before = await Promise.all(others.map((access) => pullAll(access)));

    // A draft made through the API: it records opening stock too.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/seller/products/',
      headers: bearer(a.access),
      payload: { name: 'Secret kale', category_id: shared.categoryId, branch_id: a.farm.branchId, unit: 'kg', status: 'Draft', currency: 'CAD', grades: [{ grade: 'top', price_minor: 300, stock: 12 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data.id as string;
    await db.update(products).set({ name: 'Secret kale 2' }).where(eq(products.id, draft));
    // A pending branch with a published product (and its photo) on it, edited while pending.
    const pending = await addBranch(a.farm.sellerId, 'pending', 'New barn');
    const waiting = await createProduct(db, { ...a.farm, branchId: pending }, { name: 'Waiting beans' });
    await db.update(branches).set({ city: 'Kitchener' }).where(eq(branches.id, pending));
    // A branch rejected without ever being approved.
    const rejected = await addBranch(a.farm.sellerId, 'pending', 'Shed');
    await db.update(branches).set({ status: 'rejected', rejectReason: 'Address missing' }).where(eq(branches.id, rejected));
    // A draft deleted: its tombstone is the owner's alone.
    const gone = await createProduct(db, a.farm, { status: 'Draft', name: 'Gone beets' });
    await db.delete(products).where(eq(products.id, gone));
    const secrets = [draft, pending, waiting, rejected, gone];

    for (const [i, access] of others.entries()) {
      const incremental = await pullAll(access, before[i]!.cursor);
      const fromZero = await pullAll(access);
      for (const pulled of [incremental, fromZero]) {
        const text = JSON.stringify(pulled.changes);
        for (const id of secrets) expect(text.includes(id), `${access ? 'signed in' : 'anonymous'} saw ${id}`).toBe(false);
      }
    }

    const own = (await pullAll(a.access)).changes;
    expect(rowOf(own, 'products', draft)).toMatchObject({ op: 'upsert', row: { name: 'Secret kale 2', visible: false } });
    expect(own.some((c) => c.table === 'stock_movements' && (c.row as { product_id: string }).product_id === draft)).toBe(true);
    expect(rowOf(own, 'products', waiting)).toMatchObject({ op: 'upsert', row: { name: 'Waiting beans', visible: false } });
    expect(rowOf(own, 'branches', pending)).toMatchObject({ op: 'upsert', row: { status: 'pending', city: 'Kitchener' } });
    expect(rowOf(own, 'branches', rejected)).toMatchObject({ op: 'upsert', row: { status: 'rejected', reject_reason: 'Address missing' } });
    expect(rowOf(own, 'products', gone)).toMatchObject({ op: 'delete' });
  });

  it('a product or branch public once reaches other devices as a delete when hidden or deleted', async () => {
    const a = await seller();
    const buyer = await registerAccount(t.app);
    const db = t.database.db;
    const id = await createProduct(db, a.farm, { status: 'Draft', name: 'Soon apples' });
    let buyerAt = (await pullAll(buyer.tokens.access)).cursor;
    let anonAt = (await pullAll(null)).cursor;
    const step = async () => {
      const mine = await pullAll(buyer.tokens.access, buyerAt);
      const anon = await pullAll(null, anonAt);
      buyerAt = mine.cursor;
      anonAt = anon.cursor;
      return [mine.changes, anon.changes];
    };

    await db.update(products).set({ status: 'Published' }).where(eq(products.id, id));
    for (const changes of await step()) expect(rowOf(changes, 'products', id)).toMatchObject({ op: 'upsert', row: { visible: true } });
    await db.update(products).set({ status: 'Draft' }).where(eq(products.id, id));
    for (const changes of await step()) expect(rowOf(changes, 'products', id)).toEqual({ table: 'products', op: 'delete', id, version: expect.any(Number) });
    // Edited while hidden again: still only a delete, never the row.
    await db.update(products).set({ name: 'Secret apples' }).where(eq(products.id, id));
    for (const changes of await step()) expect(JSON.stringify(changes)).not.toContain('Secret apples');
    await db.delete(products).where(eq(products.id, id));
    for (const changes of await step()) expect(rowOf(changes, 'products', id)).toMatchObject({ op: 'delete' });

    const branch = await addBranch(a.farm.sellerId, 'pending', 'Orchard');
    for (const changes of await step()) expect(rowOf(changes, 'branches', branch)).toBeUndefined();
    await db.update(branches).set({ status: 'approved' }).where(eq(branches.id, branch));
    for (const changes of await step()) expect(rowOf(changes, 'branches', branch)).toMatchObject({ op: 'upsert', row: { status: 'approved' } });
    await db.update(branches).set({ status: 'pending' }).where(eq(branches.id, branch));
    for (const changes of await step()) expect(rowOf(changes, 'branches', branch)).toMatchObject({ op: 'delete' });
    await db.delete(branches).where(eq(branches.id, branch));
    for (const changes of await step()) expect(rowOf(changes, 'branches', branch)).toMatchObject({ op: 'delete' });
  });
});
