// The head start of a first sync against the real server (PGlite, demo data) and the real puller on fake-indexeddb:
// a buyer's new device pulls the products the buyer uses first (the scoped stream), then main from the start with the
// head start's cursor, while the farm changes and deletes products of that head start between the two. Each device
// ends holding exactly what a plain pull of main gives (same rows, same versions, no row the server no longer has),
// the head start's products come back from main as `held` (no row sent twice), and a device whose buyer added an
// address in between (so main says it holds rows it never got) pulls main again whole and ends the same.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncResponse } from '@contract/sync.ts';
import { MarketDb } from '@/offline/db.ts';
import { createPuller } from '@/offline/pull.ts';
import { json, startWorld, type SyncWorld } from '../support/sync-sim.ts';

const PASSWORD = 'Harvest2026!';
let world: SyncWorld;

beforeAll(async () => {
  world = await startWorld(20261130, undefined, 'sync-head-start-server');
});
afterAll(async () => {
  await world?.close();
});

interface Login {
  access: string;
  refresh: string;
  user: { id: string; email: string; roles: string[] };
}

async function login(email: string): Promise<Login> {
  const res = await fetch(`${world.server.url}/api/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: PASSWORD }),
  });
  const body = await json<{ tokens: { access: string; refresh: string }; user: Login['user'] }>(res);
  return { ...body.tokens, user: body.user };
}

async function call(who: Login, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${world.server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.access}`, 'Idempotency-Key': crypto.randomUUID(), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** What a plain pull of main (no head start) gives this user now: every row by `table:id`. */
async function plainMain(who: Login): Promise<Map<string, SyncChange>> {
  const rows = new Map<string, SyncChange>();
  let cursor: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ stream: 'main', limit: '2000', ...(cursor && { cursor }) });
    const page = await json<SyncResponse>(await fetch(`${world.server.url}/api/sync/changes?${query}`, { headers: { authorization: `Bearer ${who.access}` } }));
    for (const c of page.changes) {
      if (c.op === 'upsert') rows.set(`${c.table}:${c.id}`, c);
      else rows.delete(`${c.table}:${c.id}`);
    }
    if (!page.has_more) return rows;
    cursor = page.cursor;
  }
}

const CATALOGUE = ['products', 'branches', 'categories', 'sellers'] as const;

/** The device's catalogue rows by `table:id`. */
async function deviceRows(db: MarketDb): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (const table of CATALOGUE) for (const row of await db.syncedTable(table).toArray()) out.set(`${table}:${row.id}`, row);
  return out;
}

/**
 * A new device of `who` whose first pull runs `between` once, when main's first page is asked (the head start
 * written by then); counts the `held` changes main answered.
 */
async function firstSync(who: Login, between: (headStart: Array<Record<string, unknown>>) => Promise<void>) {
  const db = new MarketDb(`head-start-${crypto.randomUUID()}`);
  await db.local_session.put({ key: 'current', user: who.user as never, access: who.access, refresh: who.refresh, savedAt: Date.now() });
  let ran = false;
  let failed: Error | null = null;
  let headStart: Array<Record<string, unknown>> = [];
  let held = 0;
  const mainAsks: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname.endsWith('/sync/changes') && url.searchParams.get('stream') === 'main') {
      mainAsks.push(url.search);
      if (!ran) {
        ran = true;
        // The head start's last page has come; it is being written: wait for it, then change the server.
        for (let i = 0; i < 100 && !(await db.local_meta.get(`sync_scoped:${who.user.id}`))?.value; i++) await new Promise((r) => setTimeout(r, 20));
        headStart = await db.products.toArray();
        await between(headStart).catch((err: unknown) => {
          failed = err instanceof Error ? err : new Error(String(err));
        });
      }
      const res = await fetch(input, init);
      const page = (await res.clone().json()) as SyncResponse;
      held += page.changes.filter((c) => c.op === 'held').length;
      return res;
    }
    return fetch(input, init);
  };
  const report = await createPuller({ db, fetch: fetchFn, baseUrl: world.server.url }).pull();
  if (failed) throw failed as Error;
  return { db, report, headStart, held, mainAsks };
}

/** The device holds exactly the rows a plain pull of main gives now (same versions, same fields). */
async function expectSameAsPlain(db: MarketDb, who: Login) {
  const truth = await plainMain(who);
  const device = await deviceRows(db);
  const truthKeys = [...truth.keys()].filter((k) => CATALOGUE.some((t) => k.startsWith(`${t}:`))).sort();
  expect([...device.keys()].sort()).toEqual(truthKeys);
  for (const key of truthKeys) expect(device.get(key), key).toEqual(truth.get(key)!.row);
  expect(await db.local_meta.get(`head_start:${who.user.id}`)).toBeUndefined();
}

describe('the head start of a first sync, against the real server', () => {
  it('a change and a delete between the head start and main: the device ends as a plain pull, nothing sent twice', async () => {
    const buyer = await login('buyer@demo.freshmarket.ca');
    const farm = await login('seller@demo.freshmarket.ca');
    let changedId = '';
    let deletedId = '';
    const farmProducts = await json<{ data: Array<{ id: string }> }>(await call(farm, 'GET', '/product/seller/products/?page_size=100'));
    const farmIds = new Set(farmProducts.data.map((p) => p.id));
    const sync = await firstSync(buyer, async (headStart) => {
      const ours = headStart.filter((p) => farmIds.has(String(p.id)));
      expect(ours.length).toBeGreaterThan(1);
      // One of the farm's products in the head start gets a stock movement (a new version); one is deleted.
      const moved = ours[0]!;
      changedId = String(moved.id);
      const grade = (moved.grades as Array<{ grade: string }>)[0]!.grade;
      const movement = await call(farm, 'POST', `/product/seller/products/${changedId}/inventory/movements/`, { id: crypto.randomUUID(), grade, kind: 'corrected', delta: 1, note: null });
      expect(movement.status, await movement.clone().text()).toBeLessThan(300);
      const refusals: string[] = [];
      for (const p of ours.slice(1)) {
        const gone = await call(farm, 'DELETE', `/product/seller/products/${String(p.id)}/`);
        if (gone.status === 200) {
          deletedId = String(p.id);
          break;
        }
        refusals.push(`${gone.status} ${await gone.text()}`);
      }
      expect(deletedId, refusals.join('\n')).not.toBe('');
    });
    expect(sync.report).toMatchObject({ ok: true });
    expect(sync.headStart.length).toBeGreaterThan(0);
    // Near the buyer: their address is in Ontario.
    expect(new Set(sync.headStart.map((p) => p.province))).toEqual(new Set(['ON']));
    // Every main request carried the head start's cursor; the head start's products came back as held, but the
    // changed one (whole, newer) and the deleted one (a delete).
    expect(sync.mainAsks.every((q) => q.includes('held='))).toBe(true);
    expect(sync.held).toBe(sync.headStart.length - 2);
    const changed = await sync.db.products.get(changedId);
    expect((changed as { version: number }).version).toBeGreaterThan(Number(sync.headStart.find((p) => p.id === changedId)!.version));
    expect(await sync.db.products.get(deletedId)).toBeUndefined();
    await expectSameAsPlain(sync.db, buyer);
    sync.db.close();
  });

  it('an address added between the head start and main: main says held for rows never delivered; the device pulls main again whole', async () => {
    const buyer = await login('bulkbuyer@demo.freshmarket.ca');
    const sync = await firstSync(buyer, async () => {
      const res = await call(buyer, 'POST', '/account/address/', { full_name: 'Bruno Bulk', line1: '1 rue Principale', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5' });
      expect(res.status, await res.clone().text()).toBe(201);
    });
    expect(sync.report).toMatchObject({ ok: true });
    expect(new Set(sync.headStart.map((p) => p.province))).toEqual(new Set(['ON']));
    // Asked with held until a held row was missing, then from the start without it.
    expect(sync.mainAsks[0]).toContain('held=');
    const whole = sync.mainAsks.findIndex((q) => !q.includes('held='));
    expect(whole).toBeGreaterThan(0);
    expect(sync.mainAsks[whole]).not.toContain('cursor=');
    expect(sync.mainAsks.slice(whole).every((q) => !q.includes('held='))).toBe(true);
    await expectSameAsPlain(sync.db, buyer);
    sync.db.close();
  });
});
