// No private answer may be kept by a browser or a shared cache: every /api answer to a signed-in request, of a private
// route, an error or an idempotent replay says `Cache-Control: no-store`. Public catalogue reads asked without a token
// stay cacheable and say they vary with Authorization. The route table comes from the app's OpenAPI document.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { bearer, registerAccount, type TestApp, createTestApp } from '../test/harness.ts';
import { sellerAccount } from '../test/orders-fixture.ts';
import { bulkBuyerAccount } from '../test/quotes-fixture.ts';

/** The reads anyone may make, whose answers do not depend on who asks. */
const PUBLIC_READS = [
  '/api/product/products/',
  '/api/product/products/{id}/',
  '/api/product/products/{id}/feedback/',
  '/api/product/top_products/',
  '/api/product/categories/',
  '/api/account/provinces/',
  '/api/exchange-rates/',
  '/api/figures/',
  '/api/gallery/',
];

let t: TestApp;
let tokens: Array<Record<string, string>>;
let writer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerAccount(t.app, { first_name: 'Ann', last_name: 'Admin' });
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, admin.user.id));
  const seller = await sellerAccount(t);
  const bulk = await bulkBuyerAccount(t);
  const buyer = await registerAccount(t.app);
  tokens = [bearer(admin.tokens.access), bearer(seller.access), bearer(bulk.access), bearer(buyer.tokens.access)];
  // Writes with made-up bodies may sign their caller out (logout): they get an account of their own.
  writer = bearer((await registerAccount(t.app)).tokens.access);
});
afterAll(async () => {
  await t.close();
});

async function routes() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      // The live stream (text/event-stream) stays open while its token lives; it sets no-store itself.
      .filter(() => path !== '/api/sync/events')
      .map((m) => ({ method: m.toUpperCase() as 'GET', path, url: path.replace(/\{\w+\}/g, () => randomUUID()) })),
  );
}

describe('Cache-Control on the API', () => {
  it('every route: no-store when signed in, and when private or failing without a token', { timeout: 120_000 }, async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const r of all) {
      // Reads as every role; writes as the buyer with an empty body (refused, and an error is private too).
      const callers = r.method === 'GET' ? tokens : [writer];
      for (const headers of callers) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers, ...(r.method !== 'GET' && { payload: {} }) });
        if (res.headers['cache-control'] !== 'no-store') failures.push(`${r.method} ${r.path} signed in: ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
      const anonymous = await t.app.inject({ method: r.method, url: r.url, ...(r.method !== 'GET' && { payload: {} }) });
      const cacheable = r.method === 'GET' && PUBLIC_READS.includes(r.path) && anonymous.statusCode < 400;
      if (!cacheable && anonymous.headers['cache-control'] !== 'no-store') failures.push(`${r.method} ${r.path} anonymous: ${anonymous.statusCode} ${String(anonymous.headers['cache-control'])}`);
      if (r.method === 'GET' && PUBLIC_READS.includes(r.path) && !String(anonymous.headers.vary).toLowerCase().includes('authorization')) {
        failures.push(`${r.method} ${r.path} anonymous: no Vary: Authorization`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('public catalogue reads without a token stay cacheable; the same read with a token does not', async () => {
    const buyer = await registerAccount(t.app);
    const open = await t.app.inject({ method: 'GET', url: '/api/product/categories/' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-cache');
    expect(open.headers.etag).toBeTruthy();
    expect(open.headers.vary).toMatch(/authorization/i);
    const provinces = await t.app.inject({ method: 'GET', url: '/api/account/provinces/' });
    expect(provinces.headers['cache-control']).toBe('public, max-age=86400');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/product/categories/', headers: bearer(buyer.tokens.access) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('a private answer, its idempotent replay and an unknown route say no-store', async () => {
    const buyer = await registerAccount(t.app);
    const headers = { ...bearer(buyer.tokens.access), 'idempotency-key': randomUUID() };
    const first = await t.app.inject({ method: 'PATCH', url: '/api/account/user-profile/', headers, payload: { first_name: 'Lou' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const replay = await t.app.inject({ method: 'PATCH', url: '/api/account/user-profile/', headers, payload: { first_name: 'Lou' } });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(buyer.tokens.access) });
    expect(profile.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
