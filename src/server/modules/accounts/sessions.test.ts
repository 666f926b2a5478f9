// Refresh-token rotation, reuse detection, logout, password change, and what an access token may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', payload: { refreshToken } });
const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(access) });
const login = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier, password } });

describe('POST /api/account/token/refresh/', () => {
  it('rotates: answers a new pair, and each refresh token works once', async () => {
    const { tokens } = await registerAccount(t.app);
    const first = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(tokens.refresh);
    expect((await profile(next.access)).statusCode).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('a refresh token reused after the grace window revokes the whole family: the newer tokens stop working too', async () => {
    const { tokens } = await registerAccount(t.app);
    const rotated = (await refresh(tokens.refresh)).json();
    // Within REFRESH_REUSE_GRACE_S it would answer the same pair (refresh-grace.test.ts).
    t.clock.advance(11_000);
    const reuse = await refresh(tokens.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'unauthorized', message: 'Your session has ended. Please sign in again.' });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await profile(rotated.access)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and malformed tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const { tokens } = await registerAccount(t.app);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', payload: { refreshToken: 5 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('access tokens expire after 15 minutes', async () => {
    const { tokens } = await registerAccount(t.app);
    t.clock.advance(14 * 60 * 1000);
    expect((await profile(tokens.access)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 1000);
    const res = await profile(tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('refuses forged, unsigned and garbage access tokens', async () => {
    const { tokens } = await registerAccount(t.app);
    const [header, payload] = tokens.access.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${none}.${payload}.`, `${header}.${payload}.AAAA`, 'garbage', '']) {
      expect((await profile(token)).statusCode, token).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/account/user-profile/' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/logout/', () => {
  it('revokes the session of the access token: it and the refresh token stop working at once', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/logout/', headers: bearer(tokens.access), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out' });
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('revokes by refresh token without an access token, and answers 200 even with nothing to revoke', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/logout/', payload: { refreshToken: tokens.refresh }, headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vous avez été déconnecté');
    expect((await profile(tokens.access)).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/account/logout/' });
    expect(empty.statusCode).toBe(200);
  });

  it('leaves other sessions of the same user alone', async () => {
    const { body, tokens } = await registerAccount(t.app);
    const other = (await login(body.email, body.password)).json().tokens;
    await t.app.inject({ method: 'POST', url: '/api/account/logout/', headers: bearer(tokens.access), payload: {} });
    expect((await profile(other.access)).statusCode).toBe(200);
  });
});

describe('POST /api/account/change-password/', () => {
  const change = (access: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/account/change-password/', headers: { ...bearer(access), 'accept-language': lang }, payload });

  it('answers a new session and signs out every other one at once', async () => {
    const { body, tokens } = await registerAccount(t.app);
    const other = (await login(body.email, body.password)).json().tokens;
    const res = await change(tokens.access, { old_password: body.password, new_password: 'Orchard-2027', confirm_password: 'Orchard-2027' });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.message).toBe('Password changed. Other devices have been signed out.');
    expect((await profile(json.tokens.access)).statusCode).toBe(200);
    expect((await refresh(json.tokens.refresh)).statusCode).toBe(200);
    // The other device and the caller's old session are both ended.
    expect((await profile(other.access)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'Orchard-2027')).statusCode).toBe(200);
  });

  it('answers 400 on old_password when it is wrong, in French too', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await change(tokens.access, { old_password: 'Wrong-pass1', new_password: 'Orchard-2027', confirm_password: 'Orchard-2027' }, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ old_password: ['Le mot de passe actuel est incorrect'] });
    expect((await profile(tokens.access)).statusCode).toBe(200);
  });

  it('validates the new password and requires sign-in', async () => {
    const { body, tokens } = await registerAccount(t.app);
    const weak = await change(tokens.access, { old_password: body.password, new_password: 'abcdefgh', confirm_password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages.new_password).toEqual(['Use letters and at least one number or symbol']);
    const same = await change(tokens.access, { old_password: body.password, new_password: body.password, confirm_password: body.password });
    expect(same.json().messages.new_password).toEqual(['The new password must be different from the current one']);
    const anon = await t.app.inject({ method: 'POST', url: '/api/account/change-password/', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});
