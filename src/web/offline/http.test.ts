// The one token refresh (the page's API client, the pull and the service worker's drainer): only the server refusing
// the refresh token ends the session; no answer or an unavailable server keeps it for a later try.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { refreshSessionTokens, reportingFetch, storedTokenRefresh } from './http.ts';
import { fakeApi, json, signInAs } from './testing/fake-api.ts';

describe('refreshSessionTokens', () => {
  beforeEach(async () => {
    await signInAs(db, 'u1', 'a1', 'r1');
  });
  afterEach(async () => {
    await db.local_session.clear();
  });

  it('trades the stored refresh token and saves the new tokens in Dexie', async () => {
    const api = fakeApi(() => json(200, { access: 'a2', refresh: 'r2' }));
    const result = await refreshSessionTokens({ db, fetch: api.fetch, language: 'fr' });
    expect(result).toEqual({ outcome: 'ok', tokens: { access: 'a2', refresh: 'r2' }, userId: 'u1' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/account/token/refresh/', body: { refreshToken: 'r1' } });
    expect(api.calls[0]?.headers['Accept-Language']).toBe('fr');
    expect(await db.local_session.get('current')).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it.each([
    ['a 503', () => json(503, { message: 'unavailable' }), 503],
    ['a 500', () => json(500, { message: 'boom' }), 500],
    ['a 429', () => json(429, { message: 'slow down' }), 429],
    ['an answer that is not tokens (a captive portal)', () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }), 200],
  ])('%s is "try later": the session stays', async (_, answer, status) => {
    const api = fakeApi(answer);
    expect(await refreshSessionTokens({ db, fetch: api.fetch })).toEqual({ outcome: 'network', status });
    expect(await db.local_session.get('current')).toMatchObject({ access: 'a1', refresh: 'r1' });
  });

  it('no answer at all is "try later" too', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refreshSessionTokens({ db, fetch: failing })).toEqual({ outcome: 'network', status: 0 });
  });

  it('a refused refresh token (401) is "refused"', async () => {
    const api = fakeApi(() => json(401, { code: 'auth.invalid_refresh', message: 'Invalid refresh token' }));
    expect(await refreshSessionTokens({ db, fetch: api.fetch })).toEqual({ outcome: 'refused', status: 401 });
  });

  it('another sign-in during the refresh keeps its own tokens', async () => {
    const api = fakeApi(async () => {
      await signInAs(db, 'u2', 'b1', 'q1');
      return json(200, { access: 'a2', refresh: 'r2' });
    });
    await refreshSessionTokens({ db, fetch: api.fetch });
    expect(await db.local_session.get('current')).toMatchObject({ access: 'b1', refresh: 'q1' });
  });

  it('without a stored session, the page may lend the token it holds in memory', async () => {
    await db.local_session.clear();
    const api = fakeApi(() => json(200, { access: 'a2', refresh: 'r2' }));
    expect(await refreshSessionTokens({ db, fetch: api.fetch })).toEqual({ outcome: 'refused', status: 0 });
    expect(api.calls).toHaveLength(0);
    const lent = await refreshSessionTokens({ db, fetch: api.fetch, fallbackRefreshToken: () => 'r-memory' });
    expect(lent).toMatchObject({ outcome: 'ok', userId: null });
    expect(api.calls[0]?.body).toEqual({ refreshToken: 'r-memory' });
  });

  it("storedTokenRefresh (the service worker's drainer and pull) answers with the same outcomes", async () => {
    expect(await storedTokenRefresh(db, fakeApi(() => json(503, {})).fetch)()).toBe('network');
    expect(await storedTokenRefresh(db, fakeApi(() => json(401, {})).fetch)()).toBe('refused');
    expect(await storedTokenRefresh(db, fakeApi(() => json(200, { access: 'a2', refresh: 'r2' })).fetch)()).toBe('ok');
  });
});

describe('reportingFetch', () => {
  it('reports each request as it leaves and passes its answer through unchanged', async () => {
    const answer = new Response('{}');
    const reported: Array<[Promise<Response>, RequestInfo | URL]> = [];
    const fetchFn = reportingFetch(
      (request, input) => reported.push([request, input]),
      async () => answer,
    );
    expect(await fetchFn('/api/cart/')).toBe(answer);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[1]).toBe('/api/cart/');
    expect(await reported[0]?.[0]).toBe(answer);
  });
});
