// The pull's streams: `main` (every table but the price history), `history` (the price history alone) and `all`
// (both, the default): each its own cursor, the same snapshot and order rules; a cursor of `all` good for both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncResponse, SyncStream } from '../../../contract/sync.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
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

async function pull(access: string, stream: SyncStream | null, cursor?: string, limit = 7): Promise<SyncResponse> {
  await settleSnapshots(t.database);
  const params = new URLSearchParams({ limit: String(limit), ...(stream && { stream }), ...(cursor !== undefined && { cursor }) });
  const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SyncResponse>();
}

async function pullAll(access: string, stream: SyncStream | null, cursor?: string) {
  const changes: SyncChange[] = [];
  let next = cursor;
  let reset = false;
  for (let i = 0; i < 1000; i++) {
    const page = await pull(access, stream, next);
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
