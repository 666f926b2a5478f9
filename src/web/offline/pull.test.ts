import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncChange, SyncResponse } from '@contract/sync.ts';
import { MarketDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { applyPage, clearPrivateData, createPuller } from './pull.ts';
import { META, readHistoryMeta, readSyncMeta } from './meta.ts';
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

/** The main stream's pages from `handler`; the history stream answers that it has nothing. */
const mainOnly =
  (handler: Handler): Handler =>
  (call, index) =>
    streamOf(call.path) === 'history' ? json(200, page([], 'h1')) : handler(call, index);

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
    expect(calls.map((c) => c.path)).toEqual(['/sync/changes?limit=2&stream=main', '/sync/changes?limit=2&stream=main&cursor=c1', '/sync/changes?limit=2&stream=history']);
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
    const api = fakeApi((call) => {
      const cursor = new URL(call.path, 'http://x').searchParams.get('cursor') ?? '';
      if (cursor === '') return json(200, page([product('p1')], 'c1', true));
      return new Promise<Response>((resolve) => (second = resolve));
    });
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 });
    const running = puller.pull();
    // The second page is asked for at once; the first is written meanwhile.
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
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
    expect(progress.at(-1)).toEqual({ products: 3, total: 3, first: true, done: true });
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
    await expect(applyPage(db, failing, 'private', META.sync('u1'), 42, null)).rejects.toThrow();
    expect(await db.products.count()).toBe(0);
    expect((await readFacetMap(db)).size).toBe(0);
    expect(await readSyncMeta(db, 'u1')).toEqual({ cursor: null, lastSyncAt: null });
    expect(await applyPage(db, page([product('p1'), product('p2')], 'c1'), 'private', META.sync('u1'), 42, null)).toEqual({
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
    const api = fakeApi(async (call) => {
      const { stream, cursor = '' } = query(call.path);
      if (stream === 'main') return json(200, cursor ? page([product('p2')], 'm2') : page([product('p1')], 'm1', true));
      if (!cursor) mainDoneWhenHistoryAsked = await readSyncMeta(db, 'u1');
      return json(200, cursor ? page([day('h2')], 'h9') : page([day('h1')], 'h5', true));
    });
    const puller = createPuller({ db, fetch: api.fetch, now: () => 42, limit: 2 });
    expect(await puller.pull()).toMatchObject({ ok: true, pages: 4, changes: 4 });
    expect(mainDoneWhenHistoryAsked).toEqual({ cursor: 'm2', lastSyncAt: 42 });
    expect(api.calls.map((c) => [query(c.path).stream, query(c.path).cursor ?? null])).toEqual([
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
    const api = fakeApi((call) => {
      const { stream, cursor } = query(call.path);
      if (stream === 'main') return json(200, page(cursor ? [] : [product('p1')], 'm1'));
      if (!historyUp) throw new TypeError('Failed to fetch');
      return json(200, page([day('h1')], 'h1'));
    });
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
