import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncChange, SyncResponse } from '@contract/sync.ts';
import { MarketDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { applyPage, clearPrivateData, createPuller } from './pull.ts';
import { readHistoryMeta, readSyncMeta } from './meta.ts';
import { fakeApi, json, signInAs, type Handler } from './testing/fake-api.ts';
import { readFacetMap } from './product-facets.ts';

let db: MarketDb;
beforeEach(async () => {
  db = new MarketDb(`pull-${crypto.randomUUID()}`);
  await signInAs(db, 'u1');
});
afterEach(() => db.close());

const product = (id: string, name = id): SyncChange => ({ table: 'products', op: 'upsert', id, version: 1, row: { id, name, category_id: 'veg', status: 'active' } });
const wish = (id: string): SyncChange => ({ table: 'wishlist_items', op: 'upsert', id, version: 1, row: { id, product_id: 'p1', created_at: '', version: 1 } });
const page = (changes: SyncChange[], cursor: string, has_more = false, reset = false): SyncResponse => ({ changes, cursor, has_more, reset });

const streamOf = (path: string) => new URL(path, 'http://x').searchParams.get('stream');

/**
 * The main stream's pages from `handler`; the history stream answers that it has nothing, and the head start is
 * refused as a server without it would (400): main follows as before. The head start has tests of its own below.
 */
const mainOnly =
  (handler: Handler): Handler =>
  (call, index) =>
    streamOf(call.path) === 'history' ? json(200, page([], 'h1')) : noHeadStart(handler)(call, index);

/** `handler`, behind a server that refuses the head start (400), as one from before it did. */
const noHeadStart =
  (handler: Handler): Handler =>
  (call, index) =>
    streamOf(call.path) === 'scoped' ? json(400, { detail: 'stream' }) : handler(call, index);

/** The calls of streams other than the head start. */
const withoutHeadStart = (calls: Array<{ path: string }>) => calls.filter((c) => streamOf(c.path) !== 'scoped');

function pullerFor(pages: Record<string, SyncResponse>) {
  const handler: Handler = (call) => {
    const cursor = new URL(call.path, 'http://x').searchParams.get('cursor') ?? '';
    return json(200, pages[cursor]);
  };
  const api = fakeApi(mainOnly(handler));
  return { ...api, puller: createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 }) };
}


/** A change waiting in the outbox for one product row. */
function waitingChange(kind: string, id: string, method: 'PATCH' | 'DELETE', path: string) {
  return { kind, label: kind, entity: { table: 'products' as const, id }, request: { method, path }, apply: async () => {} };
}

describe('pull', () => {
  it('follows pages until has_more is false, applies tombstones and stores the cursor per user', async () => {
    const { calls, puller } = pullerFor({
      '': page([product('p1'), product('p2')], 'c1', true),
      c1: page([product('p3'), { table: 'products', op: 'delete', id: 'p1', version: 4 }], 'c2'),
    });
    const report = await puller.pull();
    // Main's two pages, then the history stream's one (empty here).
    expect(report).toMatchObject({ ok: true, pages: 3, changes: 4 });
    expect(withoutHeadStart(calls).map((c) => c.path)).toEqual(['/sync/changes?limit=2&stream=main', '/sync/changes?limit=2&stream=main&cursor=c1', '/sync/changes?limit=2&stream=history']);
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-u1');
    expect((await db.products.toCollection().primaryKeys()).sort()).toEqual(['p2', 'p3']);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'c2', lastSyncAt: 42 });
    expect(await readSyncMeta(db, null)).toEqual({ cursor: null, lastSyncAt: null });
  });

  it('on reset drops the synced tables (not the outbox) and applies from scratch', async () => {
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'old', lastSyncAt: 1 } });
    await db.products.put({ id: 'stale' } as never);
    await enqueue(db, { kind: 'x', label: 'x', request: { method: 'POST', path: '/x/' }, apply: async () => {} }, 0);
    const { puller } = pullerFor({ old: page([product('p1')], 'c9', false, true) });
    expect((await puller.pull()).reset).toBe(true);
    expect(await db.products.toCollection().primaryKeys()).toEqual(['p1']);
    expect(await db.local_outbox.count()).toBe(1);
  });

  it('never overwrites or deletes a row with an unconfirmed change', async () => {
    await enqueue(
      db,
      {
        kind: 'wishlist.add',
        label: 'Add',
        entity: { table: 'wishlist_items', id: 'w1' },
        request: { method: 'POST', path: '/product/wishlist/', body: { id: 'w1', product_id: 'p9' } },
        apply: async () => {
          await db.wishlist_items.put({ id: 'w1', product_id: 'p9', created_at: 'local', version: 0 });
        },
      },
      0,
    );
    const { puller } = pullerFor({
      '': page([wish('w1'), wish('w2')], 'c1', false, true),
    });
    await puller.pull();
    expect(await db.wishlist_items.get('w1')).toMatchObject({ product_id: 'p9', created_at: 'local' });
    expect(await db.wishlist_items.get('w2')).toBeDefined();
  });

  it('signed out asks without a token; sign-out clears the private rows and cursor only', async () => {
    await db.wishlist_items.put({ id: 'w1', product_id: 'p1', created_at: '', version: 1 });
    await db.products.put({ id: 'p1' } as never);
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'c', lastSyncAt: 1 } });
    await db.local_session.clear();
    await clearPrivateData(db, 'u1');
    expect(await db.wishlist_items.count()).toBe(0);
    expect(await db.products.count()).toBe(1);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    const { calls, puller } = pullerFor({ '': page([product('p2')], 'a1') });
    await puller.pull();
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(await readSyncMeta(db, null)).toEqual({ cursor: 'a1', lastSyncAt: 42 });
  });

  it('asks for the next page while writing the current one; a cursor moved by another tab meanwhile stops it', async () => {
    let second: (r: Response) => void = () => {};
    const api = fakeApi(
      noHeadStart((call) => {
        const cursor = new URL(call.path, 'http://x').searchParams.get('cursor') ?? '';
        if (cursor === '') return json(200, page([product('p1')], 'c1', true));
        return new Promise<Response>((resolve) => (second = resolve));
      }),
    );
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 });
    const running = puller.pull();
    // The second page is asked for at once; the first is written meanwhile.
    await vi.waitFor(() => expect(withoutHeadStart(api.calls)).toHaveLength(2));
    await vi.waitFor(async () => expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'c1', lastSyncAt: null }));
    // Another tab pulled further meanwhile: this page is not applied over it.
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'c5', lastSyncAt: 7 } });
    second(json(200, page([product('p2')], 'c2')));
    expect(await running).toMatchObject({ ok: false, pages: 1 });
    expect(await db.products.get('p2')).toBeUndefined();
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'c5', lastSyncAt: 7 });
  });

  it('reports the progress of a first sync: products written of the catalogue size', async () => {
    const progress: unknown[] = [];
    const api = fakeApi(
      mainOnly((call) => {
        if (call.path.startsWith('/product/products/')) return json(200, { data: [], meta: { count: 3, page: 1, page_size: 1 } });
        const cursor = new URL(call.path, 'http://x').searchParams.get('cursor') ?? '';
        return json(200, cursor ? page([product('p3'), wish('w1')], 'c2') : page([product('p1'), product('p2')], 'c1', true));
      }),
    );
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2, onProgress: (p) => progress.push(p) });
    expect(await puller.pull()).toMatchObject({ ok: true, pages: 3 });
    expect(progress.at(-1)).toEqual({ products: 3, scoped: 0, phase: 'main', total: 3, first: true, done: true });
    expect(progress).toContainEqual(expect.objectContaining({ products: 2, done: false }));
  });
  it('keeps rows with waiting changes on a page that is not a reset (the outbox is read with the cursor)', async () => {
    await db.products.put({ id: 'p1', name: 'mine' } as never);
    await enqueue(db, waitingChange('product.edit', 'p1', 'PATCH', '/x/'), 0);
    await enqueue(db, waitingChange('product.delete', 'p2', 'DELETE', '/y/'), 0);
    await db.products.put({ id: 'p2', name: 'kept' } as never);
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'c0', lastSyncAt: 1 } });
    const { puller } = pullerFor({
      c0: page([product('p1', 'server'), { table: 'products', op: 'delete', id: 'p2', version: 3 }, product('p3')], 'c1'),
    });
    expect(await puller.pull()).toMatchObject({ ok: true, pages: 2 });
    expect(await db.products.get('p1')).toMatchObject({ name: 'mine' });
    expect((await readFacetMap(db)).get('p1')).toMatchObject({ k: 'mine' });
    expect(await db.products.get('p2')).toMatchObject({ name: 'kept' });
    expect((await readFacetMap(db)).get('p3')).toMatchObject({ k: 'p3' });
  });

  it('writes a page, its twins and its cursor together or not at all', async () => {
    // A row IndexedDB cannot store (a function cannot be cloned): its table's write fails.
    const bad = { table: 'wishlist_items', op: 'upsert', id: 'w1', version: 1, row: { id: 'w1', oops: () => 1 } } as unknown as SyncChange;
    const failing = page([product('p1'), product('p2'), bad], 'c1');
    await expect(applyPage(db, failing, { userId: 'u1', reset: 'private', now: 42, expectCursor: null })).rejects.toThrow();
    expect(await db.products.count()).toBe(0);
    expect((await readFacetMap(db)).size).toBe(0);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    expect(await applyPage(db, page([product('p1'), product('p2')], 'c1'), { userId: 'u1', reset: 'private', now: 42, expectCursor: null })).toEqual({
      applied: true,
      products: 2,
    });
    expect((await readFacetMap(db)).size).toBe(2);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'c1', lastSyncAt: 42 });
  });

  it('asks for the next page at once, but applies nothing when another user signed in meanwhile', async () => {
    const api = fakeApi(async (call) => {
      const cursor = new URL(call.path, 'http://x').searchParams.get('cursor') ?? '';
      if (cursor === '') await signInAs(db, 'u2');
      return json(200, cursor ? page([product('p2')], 'c2') : page([product('p1')], 'c1', true));
    });
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 });
    expect(await puller.pull()).toMatchObject({ ok: false, pages: 0 });
    expect(await db.products.count()).toBe(0);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    expect(await readSyncMeta(db, 'u2')).toEqual({ cursor: null, lastSyncAt: null });
  });
});

describe('pull streams: main, then the price history', () => {
  const day = (id: string, productId = 'p1'): SyncChange => ({
    table: 'price_history',
    op: 'upsert',
    id,
    version: 1,
    row: { id, product_id: productId, grade: 'top', recorded_on: '2026-11-01', price_minor: 450, discount_percent: 0, currency: 'CAD' },
  });
  const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

  it('the first sync is done once main is (the marketplace reads the device); history follows with its own cursor', async () => {
    let mainDoneWhenHistoryAsked: unknown = 'not asked';
    const api = fakeApi(
      noHeadStart(async (call) => {
        const { stream, cursor = '' } = query(call.path);
        if (stream === 'main') return json(200, cursor ? page([product('p2')], 'm2') : page([product('p1')], 'm1', true));
        if (!cursor) mainDoneWhenHistoryAsked = await readSyncMeta(db, 'u1');
        return json(200, cursor ? page([day('h2')], 'h9') : page([day('h1')], 'h5', true));
      }),
    );
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 });
    expect(await puller.pull()).toMatchObject({ ok: true, pages: 4, changes: 4 });
    expect(mainDoneWhenHistoryAsked).toEqual({ cursor: 'm2', lastSyncAt: 42 });
    expect(withoutHeadStart(api.calls).map((c) => [query(c.path).stream, query(c.path).cursor ?? null])).toEqual([
      ['main', null],
      ['main', 'm1'],
      ['history', null],
      ['history', 'h5'],
    ]);
    expect((await db.price_history.toCollection().primaryKeys()).sort()).toEqual(['h1', 'h2']);
    expect(await readHistoryMeta(db, 'u1')).toEqual({ cursor: 'h9', lastSyncAt: 42 });

    // The next pull: each stream from its own cursor.
    api.calls.length = 0;
    await puller.pull();
    expect(api.calls.map((c) => [query(c.path).stream, query(c.path).cursor])).toEqual([
      ['main', 'm2'],
      ['history', 'h9'],
    ]);
  });

  it("a reset of one stream drops that stream's tables only", async () => {
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'm-old', lastSyncAt: 1 } });
    await db.local_meta.put({ key: 'sync_history:u1', value: { cursor: 'h-old', lastSyncAt: 1 } });
    await db.products.put({ id: 'stale-product' } as never);
    await db.price_history.put({ id: 'stale-day', product_id: 'x' } as never);
    const api = fakeApi((call) => {
      const { stream } = query(call.path);
      return json(200, stream === 'main' ? page([product('p1')], 'm1', false, true) : page([], 'h-old2'));
    });
    await createPuller({ db, fetch: api.fetch, now: () => 42 }).pull();
    expect(await db.products.toCollection().primaryKeys()).toEqual(['p1']);
    expect(await db.price_history.toCollection().primaryKeys()).toEqual(['stale-day']);

    const history = fakeApi((call) => json(200, query(call.path).stream === 'main' ? page([], 'm2') : page([day('h1')], 'h1', false, true)));
    await createPuller({ db, fetch: history.fetch, now: () => 43 }).pull();
    expect(await db.price_history.toCollection().primaryKeys()).toEqual(['h1']);
    expect(await db.products.toCollection().primaryKeys()).toEqual(['p1']);
  });

  it('a device that pulled before streams goes on with its cursor in both streams, not the whole history again', async () => {
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'all-7', lastSyncAt: 1 } });
    const api = fakeApi((call) => json(200, page([], query(call.path).stream === 'main' ? 'm8' : 'h8')));
    await createPuller({ db, fetch: api.fetch, now: () => 42 }).pull();
    expect(api.calls.map((c) => [query(c.path).stream, query(c.path).cursor])).toEqual([
      ['main', 'all-7'],
      ['history', 'all-7'],
    ]);
  });

  it('no signal for the history: the first sync is still done, and the next pull goes on with the history', async () => {
    let historyUp = false;
    const api = fakeApi(
      noHeadStart((call) => {
        const { stream, cursor } = query(call.path);
        if (stream === 'main') return json(200, page(cursor ? [] : [product('p1')], 'm1'));
        if (!historyUp) throw new TypeError('Failed to fetch');
        return json(200, page([day('h1')], 'h1'));
      }),
    );
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42 });
    expect(await puller.pull()).toMatchObject({ ok: false, networkFailed: true, pages: 1 });
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'm1', lastSyncAt: 42 });
    expect(await readHistoryMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    historyUp = true;
    expect(await puller.pull()).toMatchObject({ ok: true });
    expect(await db.price_history.get('h1')).toBeDefined();
  });

  it("sign-out forgets the user's history cursor too", async () => {
    await db.local_meta.put({ key: 'sync_history:u1', value: { cursor: 'h', lastSyncAt: 1 } });
    await clearPrivateData(db, 'u1');
    expect(await readHistoryMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
  });
});

describe('the head start of a first sync (the scoped stream)', () => {
  const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
  /** A product as the server sends it: its version in the change and in the row. */
  const at = (id: string, version: number, name = `${id} v${version}`): SyncChange => ({
    table: 'products',
    op: 'upsert',
    id,
    version,
    row: { id, name, category_id: 'veg', status: 'active', version },
  });
  const names = async () => Object.fromEntries((await db.products.toArray()).map((p) => [p.id, (p as { name: string }).name]));

  it('comes before main and stays when the signal goes during main; the next pull goes on with main alone', async () => {
    let online = true;
    const api = fakeApi((call) => {
      const { stream, cursor } = query(call.path);
      if (!online && stream !== 'scoped') throw new TypeError('Failed to fetch');
      if (stream === 'scoped') return json(200, cursor ? page([at('p2', 5)], 's2') : page([at('p1', 4)], 's1', true));
      if (stream === 'main') {
        online = false;
        throw new TypeError('Failed to fetch');
      }
      return json(200, { data: [], meta: { count: 3, page: 1, page_size: 1 } });
    });
    const progress: Array<{ phase: string; scoped: number; products: number }> = [];
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2, onProgress: (p) => progress.push(p) });
    expect(await puller.pull()).toMatchObject({ ok: false, networkFailed: true, pages: 2 });
    const pulls = api.calls.filter((c) => c.path.startsWith('/sync/changes'));
    expect(pulls.map((c) => [query(c.path).stream, query(c.path).cursor ?? null])).toEqual([
      ['scoped', null],
      ['scoped', 's1'],
      ['main', null],
    ]);
    // Offline now, what the user uses is on the device; the first sync is not done (main has not run).
    expect(await names()).toEqual({ p1: 'p1 v4', p2: 'p2 v5' });
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    expect(await db.local_meta.get('sync_scoped:u1')).toMatchObject({ value: { cursor: 's2', lastSyncAt: 42 } });
    expect(progress).toContainEqual(expect.objectContaining({ phase: 'scoped', scoped: 1, products: 1 }));
    // The head start is over: the rest of the catalogue is what is coming.
    expect(progress.at(-1)).toMatchObject({ phase: 'main', scoped: 2, products: 2, done: false });

    // Back online: the head start ran to its end, so main alone, from the start.
    api.calls.length = 0;
    online = true;
    const main = fakeApi((call) => {
      const { stream } = query(call.path);
      if (stream === 'main') return json(200, page([at('p1', 4), at('p2', 5), at('p3', 6)], 'm1'));
      if (stream === 'scoped') throw new Error('the head start is not asked again');
      return json(200, page([], 'h1'));
    });
    const again = createPuller({ db, fetch: main.fetch, now: () => 43, limit: 2 });
    expect(await again.pull()).toMatchObject({ ok: true });
    expect(main.calls.map((c) => query(c.path).stream)).toEqual(['main', 'history']);
    expect(await names()).toEqual({ p1: 'p1 v4', p2: 'p2 v5', p3: 'p3 v6' });
    expect(await db.local_meta.get('head_start:u1')).toBeUndefined();
  });

  it("main keeps the head start's newer copy, and at its end removes the rows of the head start it never brought", async () => {
    const api = fakeApi((call) => {
      const { stream, cursor } = query(call.path);
      // The head start, from a newer snapshot than main's first page (two tabs): p1 at version 9.
      if (stream === 'scoped') return json(200, page([at('p1', 9), at('gone', 3), at('p2', 2)], 's1'));
      if (stream === 'main')
        return json(200, cursor ? page([at('p3', 4)], 'm2') : page([at('p1', 7, 'older'), at('p2', 8, 'newer'), at('p4', 1)], 'm1', true));
      return json(200, page([], 'h1'));
    });
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 3 });
    expect(await puller.pull()).toMatchObject({ ok: true });
    // p1: main's older copy is not written over the newer; p2: main's newer one is; 'gone' (deleted on the server,
    // its delete pruned) is removed with the twins; the list of the head start's rows is gone with main's first pass.
    expect(await names()).toEqual({ p1: 'p1 v9', p2: 'newer', p3: 'p3 v4', p4: 'p4 v1' });
    expect([...(await readFacetMap(db)).keys()].sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(await db.local_meta.get('head_start:u1')).toBeUndefined();
  });

  it('a row with a change waiting in the outbox is neither written nor removed by it', async () => {
    await db.products.put({ id: 'p1', name: 'mine', version: 1 } as never);
    await enqueue(db, waitingChange('product.edit', 'p1', 'PATCH', '/x/'), 0);
    const api = fakeApi((call) => {
      const { stream } = query(call.path);
      if (stream === 'scoped') return json(200, page([at('p1', 5)], 's1'));
      if (stream === 'main') return json(200, page([at('p2', 1)], 'm1'));
      return json(200, page([], 'h1'));
    });
    expect(await createPuller({ db, fetch: api.fetch, now: () => 42 }).pull()).toMatchObject({ ok: true });
    expect(await names()).toEqual({ p1: 'mine', p2: 'p2 v1' });
  });

  it('is not written once main has begun (another tab), nor over a newer copy the device holds', async () => {
    await db.products.put({ id: 'p1', name: 'held', version: 8 } as never);
    const scoped = await applyPage(db, page([at('p1', 6), at('p2', 6)], 's1', true), { userId: 'u1', stream: 'scoped', now: 1, expectCursor: null });
    expect(scoped).toEqual({ applied: true, products: 2 });
    expect(await names()).toEqual({ p1: 'held', p2: 'p2 v6' });
    expect(await db.local_meta.get('head_start:u1')).toEqual({ key: 'head_start:u1', value: { versions: { 'products:p2': 6 } } });
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'm1', lastSyncAt: null } });
    expect(await applyPage(db, page([at('p3', 6)], 's2'), { userId: 'u1', stream: 'scoped', now: 1, expectCursor: 's1' })).toEqual({ applied: false, products: 0 });
    expect(await db.products.get('p3')).toBeUndefined();
  });

  it('only on a signed-in first sync: not for a visitor, not once main has a cursor; sign-out forgets it', async () => {
    const api = fakeApi((call) => json(200, page([], query(call.path).stream === 'main' ? 'm1' : 'h1')));
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'm0', lastSyncAt: 1 } });
    await createPuller({ db, fetch: api.fetch }).pull();
    await db.local_session.delete('current');
    await db.local_meta.put({ key: 'catalogue_keep', value: true });
    await createPuller({ db, fetch: api.fetch }).pull();
    expect(api.calls.map((c) => query(c.path).stream)).toEqual(['main', 'history', 'main', 'history']);

    await db.local_meta.bulkPut([
      { key: 'sync_scoped:u1', value: { cursor: 's', lastSyncAt: 1 } },
      { key: 'head_start:u1', value: { versions: { 'products:p1': 1 } } },
    ]);
    await clearPrivateData(db, 'u1');
    expect(await db.local_meta.get('sync_scoped:u1')).toBeUndefined();
    expect(await db.local_meta.get('head_start:u1')).toBeUndefined();
  });

  it("main asked with the head start's cursor: a held product is not sent again; one the device lacks sends main again whole", async () => {
    const held = (id: string, version: number): SyncChange => ({ table: 'products', op: 'held', id, version });
    const api = fakeApi((call) => {
      const { stream, cursor, held: heldCursor } = query(call.path);
      if (stream === 'scoped') return json(200, page([at('p1', 4), at('p2', 5)], 's1'));
      if (stream === 'main' && heldCursor === 's1') {
        // p1 as the head start brought it; p9 (a product the head start did not bring) said to be held too.
        return json(200, cursor ? page([held('p9', 3)], 'm2') : page([held('p1', 4), at('p3', 6)], 'm1', true));
      }
      if (stream === 'main') return json(200, page([at('p1', 4), at('p2', 5), at('p3', 6), at('p9', 3)], 'm9'));
      return json(200, page([], 'h1'));
    });
    const progress: Array<{ products: number; done: boolean }> = [];
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2, onProgress: (p) => progress.push(p) });
    expect(await puller.pull()).toMatchObject({ ok: true });
    expect(api.calls.filter((c) => c.path.startsWith('/sync/changes')).map((c) => [query(c.path).stream, query(c.path).cursor ?? null, query(c.path).held ?? null])).toEqual([
      ['scoped', null, null],
      ['main', null, 's1'],
      ['main', 'm1', 's1'],
      // p9 was not on the device: main again from the start, without the head start's cursor.
      ['main', null, null],
      ['history', null, null],
    ]);
    expect(await names()).toEqual({ p1: 'p1 v4', p2: 'p2 v5', p3: 'p3 v6', p9: 'p9 v3' });
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: 'm9', lastSyncAt: 42 });
    expect(await db.local_meta.get('head_start:u1')).toBeUndefined();
    expect(progress.at(-1)).toMatchObject({ products: 4, done: true });

    // A later first sync's main without a missing row: held rows are counted, not written, and it ends at once.
    const other = new MarketDb(`pull-${crypto.randomUUID()}`);
    await signInAs(other, 'u2');
    const clean = fakeApi((call) => {
      const { stream, held: heldCursor } = query(call.path);
      if (stream === 'scoped') return json(200, page([at('p1', 4)], 's1'));
      if (stream === 'main') return json(200, page(heldCursor === 's1' ? [held('p1', 4), at('p3', 6)] : [], 'm1'));
      return json(200, page([], 'h1'));
    });
    const writes: string[] = [];
    other.products.hook('updating', (_mods, key) => void writes.push(String(key)));
    other.products.hook('creating', (key) => void writes.push(String(key)));
    expect(await createPuller({ db: other, fetch: clean.fetch, now: () => 42 }).pull()).toMatchObject({ ok: true });
    expect(writes.sort()).toEqual(['p1', 'p3']);
    expect((await other.products.toCollection().primaryKeys()).sort()).toEqual(['p1', 'p3']);
    other.close();
  });
});
