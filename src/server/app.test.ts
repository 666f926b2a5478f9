// Cross-cutting behaviour of the app: health, config, 404s, refused bodies, headers, request ids, docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app', () => {
  it('GET /api/health and /api/config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ coming_soon: false });
  });

  it('answers JSON 404 for unknown API routes, in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'not_found', message: "Cette adresse n'existe pas." });
  });

  it('answers 413 to a body over 1 MiB and 415 to a content type it does not read', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const text = await t.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(text.statusCode).toBe(415);
  });

  it('never answers 5xx to malformed requests', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/%E0%A4%A' },
      { method: 'POST' as const, url: '/api/account/login/', headers: { 'content-type': 'application/json; charset=utf-99' }, payload: '{}' },
      { method: 'POST' as const, url: '/api/account/login/', headers: { 'content-type': 'application/json' }, payload: '{"identifier":"\\ud800","password":1e999}' },
      { method: 'PATCH' as const, url: '/api/account/address/%00/', headers: { authorization: 'Bearer x' }, payload: {} },
      { method: 'GET' as const, url: '/api/account/user-profile/', headers: { authorization: 'Basic abc' } },
      { method: 'POST' as const, url: '/api/account/token/refresh/', payload: { refreshToken: 'x'.repeat(5000) } },
    ];
    for (const r of requests) {
      const res = await t.app.inject(r);
      expect(res.statusCode, r.url).toBeLessThan(500);
      expect(res.json().code, r.url).toBeTypeOf('string');
    }
  });

  it('sets security headers and echoes or makes a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const csp = String(res.headers['content-security-policy']);
    for (const d of ["default-src 'self'", "img-src 'self' data: blob:", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "worker-src 'self'"]) {
      expect(csp).toContain(d);
    }
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document with the account routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/account/login/');
    expect(paths).toContain('/api/account/address/{id}/');
  });
});
