// The pull as its dedicated worker runs it (pull-worker.ts, loaded with a stand-in worker scope): asked to pull, it
// writes every page into Dexie in bulk (rows and their twins), says how far it has come, answers with the report, and
// on a 401 asks the page for fresh tokens instead of refreshing on its own.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncChange, SyncResponse } from '@contract/sync.ts';
import { db } from './db.ts';
import type { FromPullWorker, ToPullWorker } from './pull-messages.ts';
import { readSyncMeta } from './meta.ts';
import { json } from './testing/fake-api.ts';
import { readFacetMap } from './product-facets.ts';

const product = (i: number): SyncChange => ({
  table: 'products',
  op: 'upsert',
  id: `p${i}`,
  version: i,
  row: { id: `p${i}`, name: `Kale ${i}`, name_fr: `Chou ${i}`, tags: [], category_id: 'veg', seller_id: 'f1', status: 'Published', organic: i % 2 === 0, currency: 'CAD', price_from_minor: 100 + i, total_stock: 5, visible: true, created_at: '2026-01-01T00:00:00.000Z' },
});
const history: SyncChange = { table: 'price_history', op: 'upsert', id: 'h1', version: 1, row: { id: 'h1', product_id: 'p1', grade: 'top', recorded_on: '2026-01-01', price_minor: 100 } };
const page = (changes: SyncChange[], cursor: string, has_more: boolean): SyncResponse => ({ changes, cursor, has_more, reset: false });

const posted: FromPullWorker[] = [];
let listener: ((e: MessageEvent<ToPullWorker>) => void) | null = null;
const send = (data: ToPullWorker) => listener!({ data } as MessageEvent<ToPullWorker>);
const calls: string[] = [];
let expired = true;

beforeAll(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.local_session.put({ key: 'current', user: { id: 'u1' } as never, access: 'old', refresh: 'r', savedAt: 0 });
  vi.stubGlobal('self', {
    postMessage: (m: FromPullWorker) => posted.push(m),
    addEventListener: (type: string, fn: (e: MessageEvent<ToPullWorker>) => void) => {
      if (type === 'message') listener = fn;
    },
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://x');
    calls.push(`${url.pathname}${url.search} ${(init.headers as Record<string, string> | undefined)?.Authorization ?? ''}`.trim());
    if (url.pathname === '/api/product/products/') return json(200, { data: [], meta: { count: 4500, page: 1, page_size: 1 } });
    if ((init.headers as Record<string, string>).Authorization === 'Bearer old' && expired) return json(401, { code: 'unauthorized' });
    const cursor = url.searchParams.get('cursor') ?? '';
    // The history stream, after main: one day of one product.
    if (url.searchParams.get('stream') === 'history') return json(200, page([history], 'h1', false));
    // The head start: the 300 products the user uses, which main brings again.
    if (url.searchParams.get('stream') === 'scoped') return json(200, page(Array.from({ length: 300 }, (_, i) => product(i)), 's1', false));
    const pages: Record<string, SyncResponse> = {
      '': page(Array.from({ length: 2000 }, (_, i) => product(i)), 'c1', true),
      c1: page(Array.from({ length: 2000 }, (_, i) => product(2000 + i)), 'c2', true),
      c2: page(Array.from({ length: 500 }, (_, i) => product(4000 + i)), 'c3', false),
    };
    return json(200, pages[cursor]);
  });
  await import('./pull-worker.ts');
});
afterAll(() => vi.unstubAllGlobals());

describe('pull worker', () => {
  it('asks the page to refresh on a 401, then writes every page in bulk with progress and reports', async () => {
    send({ type: 'pull', id: 1 });
    await vi.waitFor(() => expect(posted.find((m) => m.type === 'refresh')).toBeDefined());
    const ask = posted.find((m) => m.type === 'refresh') as { id: number };
    // The page refreshed: new tokens in Dexie.
    await db.local_session.update('current', { access: 'new' });
    expired = false;
    send({ type: 'refreshed', id: ask.id, outcome: 'ok' });
    await vi.waitFor(() => expect(posted.find((m) => m.type === 'report')).toBeDefined(), { timeout: 20_000 });
    expect(posted.find((m) => m.type === 'report')).toEqual({ type: 'report', id: 1, report: { ok: true, pages: 5, changes: 4801, reset: false, networkFailed: false } });
    expect(calls.filter((c) => c.startsWith('/api/sync/changes'))).toEqual([
      // The head start first: its first page is asked smaller (the server answers it sooner); the rest at the
      // protocol's most, main's first too (asked while the head start is written), each with the head start's cursor.
      '/api/sync/changes?limit=500&stream=scoped Bearer old',
      '/api/sync/changes?limit=500&stream=scoped Bearer new',
      '/api/sync/changes?limit=2000&stream=main&held=s1 Bearer new',
      '/api/sync/changes?limit=2000&stream=main&cursor=c1&held=s1 Bearer new',
      '/api/sync/changes?limit=2000&stream=main&cursor=c2&held=s1 Bearer new',
      '/api/sync/changes?limit=500&stream=history Bearer new',
    ]);
    expect(await db.price_history.get('h1')).toBeDefined();
    expect(await db.products.count()).toBe(4500);
    expect((await readFacetMap(db)).size).toBe(4500);
    expect(await db.products.get('p7')).not.toHaveProperty('search_words');
    expect(await readSyncMeta(db, 'u1')).toMatchObject({ cursor: 'c3' });
    expect((await readSyncMeta(db, 'u1')).lastSyncAt).not.toBeNull();
    const progress = posted.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
    expect(progress.map((p) => p.products)).toEqual(expect.arrayContaining([300, 2000, 4000, 4500]));
    expect(progress).toContainEqual({ products: 300, scoped: 300, phase: 'main', total: 4500, first: true, done: false });
    expect(progress.at(-1)).toEqual({ products: 4500, scoped: 300, phase: 'main', total: 4500, first: true, done: true });
    expect(await db.local_meta.get('head_start:u1')).toBeUndefined();
  }, 30_000);
});
