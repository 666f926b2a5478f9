// Version 11 (price history): a device that synced under version 10 pulls again from the beginning, so the history
// the server already held reaches it; nothing else of the device changes.
// Version 12: the product twins move from one record each into a log of chunks, made again from the rows.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketDb } from './db.ts';
import { facetOf, readFacetMap } from './product-facets.ts';

const NAME = 'upgrade-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('the upgrade to version 11', () => {
  it("forgets every reader's cursor, keeps their last sync time, the outbox and the rows", async () => {
    // The device as version 10 left it (only the tables this test reads; Dexie adds the rest on upgrade).
    const old = new Dexie(NAME);
    old.version(10).stores({ local_meta: 'key', local_outbox: '++seq', products: 'id, seller_id, created_at' });
    await old.open();
    await old.table('local_meta').bulkPut([
      { key: 'sync:u1', value: { cursor: 'c-user', lastSyncAt: 100 } },
      { key: 'sync:anon', value: { cursor: 'c-anon', lastSyncAt: 50 } },
      { key: 'my_farm:u1', value: 'farm-1' },
    ]);
    await old.table('local_outbox').add({ kind: 'cart.add', state: 'pending' });
    await old.table('products').put({ id: 'p1', seller_id: 's1', created_at: '2026-01-01' });
    old.close();

    const db = new MarketDb(NAME);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(11);
    expect((await db.local_meta.get('sync:u1'))?.value).toEqual({ cursor: null, lastSyncAt: 100 });
    expect((await db.local_meta.get('sync:anon'))?.value).toEqual({ cursor: null, lastSyncAt: 50 });
    expect((await db.local_meta.get('my_farm:u1'))?.value).toBe('farm-1');
    expect(await db.table('local_outbox').count()).toBe(1);
    expect((await db.table('products').get('p1'))?.id).toBe('p1');
    db.close();
  });
});

describe('the upgrade to version 12', () => {
  it('makes every twin again, as one chunk, and drops the table of single twins; the rows and the cursors stay', async () => {
    const old = new Dexie(NAME);
    old.version(11).stores({ local_meta: 'key', products: 'id, seller_id, created_at', product_facets: 'id' });
    await old.open();
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, name: `Carrots ${i}`, seller_id: 's1', created_at: '2026-01-01', status: 'Published' as const, organic: i % 2 === 0 }));
    await old.table('products').bulkPut(rows);
    await old.table('product_facets').bulkPut(rows.map((r) => ({ id: r.id, k: 'stale' })));
    await old.table('local_meta').put({ key: 'sync:u1', value: { cursor: 'c-user', lastSyncAt: 100 } });
    old.close();

    const db = new MarketDb(NAME);
    await db.open();
    expect(db.verno).toBe(12);
    expect(db.tables.map((t) => t.name)).not.toContain('product_facets');
    expect(await db.facet_chunks.count()).toBe(1);
    const twins = await readFacetMap(db);
    expect(twins).toEqual(new Map(rows.map((r) => [r.id, facetOf(r)])));
    expect(twins.get('p7')).toMatchObject({ k: 'carrots 7', o: 0, s: 's1' });
    expect(await db.products.count()).toBe(200);
    expect((await db.local_meta.get('sync:u1'))?.value).toEqual({ cursor: 'c-user', lastSyncAt: 100 });
    db.close();
  });
});
