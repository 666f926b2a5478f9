// Concurrent refreshes of one token (two tabs waking together), reuse after the grace window, the sealed successor,
// strict access-token claims, and the hourly purge of ended sessions.
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, REFRESH_REUSE_GRACE_S, REFRESH_TOKEN_TTL_S } from '../../../contract/constants.ts';
import { refreshTokens, sessions } from '../../db/schema/accounts.ts';
import { sha256 } from '../../plugins/auth.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { purgeExpiredSessions } from './queries.ts';
import { openSuccessor } from './refresh.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', payload: { refreshToken } });
const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(access) });
const tokenRow = async (token: string) => (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))))[0];

describe('simultaneous refreshes of one refresh token', () => {
  for (const n of [2, 10]) {
    it(`${n} at once all get 200 and the same new pair, and the session goes on`, async () => {
      const { tokens } = await registerAccount(t.app);
      const answers = await Promise.all(Array.from({ length: n }, () => refresh(tokens.refresh)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
      const pairs = answers.map((a) => a.json<{ access: string; refresh: string }>());
      expect(new Set(pairs.map((p) => p.refresh)).size).toBe(1);
      expect(pairs[0]!.refresh).not.toBe(tokens.refresh);
      for (const p of pairs) expect((await profile(p.access)).statusCode).toBe(200);
      // The family lives on: the new token rotates normally, and its access token works.
      const next = await refresh(pairs[0]!.refresh);
      expect(next.statusCode).toBe(200);
      expect((await profile(next.json().access)).statusCode).toBe(200);
    });
  }

  it('within the grace window the old token answers the same pair; after it, reuse ends the session', async () => {
    const { tokens } = await registerAccount(t.app);
    const first = (await refresh(tokens.refresh)).json();
    t.clock.advance((REFRESH_REUSE_GRACE_S - 1) * 1000);
    const late = await refresh(tokens.refresh);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first);
    t.clock.advance(2000);
    const reuse = await refresh(tokens.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('unauthorized');
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await profile(first.access)).statusCode).toBe(401);
  });

  it('keeps the successor sealed: the row holds neither token, and only the old token opens it', async () => {
    const { tokens } = await registerAccount(t.app);
    const pair = (await refresh(tokens.refresh)).json<{ access: string; refresh: string }>();
    const row = (await tokenRow(tokens.refresh))!;
    expect(row.usedAt).not.toBeNull();
    expect(row.successor).toEqual(expect.any(String));
    for (const secret of [pair.refresh, pair.access, pair.access.split('.')[1]!, Buffer.from(pair.refresh).toString('base64url')]) {
      expect(row.successor!.includes(secret)).toBe(false);
    }
    expect(openSuccessor(SECRET, tokens.refresh, row.id, row.successor!)).toEqual(pair);
    expect(openSuccessor(SECRET, pair.refresh, row.id, row.successor!)).toBeNull();
    expect(openSuccessor('another-secret-that-is-long-enough-0123456789', tokens.refresh, row.id, row.successor!)).toBeNull();
    expect((await tokenRow(pair.refresh))!.successor).toBeNull();
  });
});

describe('access tokens signed with the real key', () => {
  async function forge(claims: Record<string, unknown>, set: { iat?: number | null; exp?: number | null }) {
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
    if (set.iat !== null) jwt = jwt.setIssuedAt(set.iat);
    if (set.exp !== null && set.exp !== undefined) jwt = jwt.setExpirationTime(set.exp);
    return jwt.sign(new TextEncoder().encode(SECRET));
  }

  it('are refused without exp, iat, sub or sid, with iat in the future, or living longer than an access token', async () => {
    const { tokens } = await registerAccount(t.app);
    const { sub, sid, role } = decodeJwt(tokens.access) as { sub: string; sid: string; role: string };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const ttl = ACCESS_TOKEN_TTL_S;
    const call = async (claims: Record<string, unknown>, set: { iat?: number | null; exp?: number | null }) => (await profile(await forge(claims, set))).statusCode;

    // The same recipe as the server's, within the allowed skew: accepted (so the refusals below are about the claims).
    expect(await call({ sub, sid, role }, { iat: now, exp: now + ttl })).toBe(200);
    expect(await call({ sub, sid, role }, { iat: now + 30, exp: now + 30 + ttl })).toBe(200);

    expect(await call({ sub, sid, role }, { iat: now, exp: null })).toBe(401);
    expect(await call({ sub, sid, role }, { iat: null, exp: now + ttl })).toBe(401);
    expect(await call({ sid, role }, { iat: now, exp: now + ttl })).toBe(401);
    expect(await call({ sub, role }, { iat: now, exp: now + ttl })).toBe(401);
    expect(await call({ sub, sid, role }, { iat: now + 3600, exp: now + 3600 + ttl })).toBe(401);
    expect(await call({ sub, sid, role }, { iat: now, exp: now + ttl + 1 })).toBe(401);
    expect(await call({ sub, sid, role }, { iat: now - 60, exp: now + 365 * 24 * 3600 })).toBe(401);
  });
});

describe('purgeExpiredSessions', () => {
  it('drops sealed successors after the grace window, then expired tokens and the sessions they leave empty', async () => {
    const db = t.database.db;
    const old = await registerAccount(t.app);
    const rotated = (await refresh(old.tokens.refresh)).json<{ refresh: string }>();
    const sessionOf = async (token: string) => (await tokenRow(token))!.sessionId;
    const oldSession = await sessionOf(old.tokens.refresh);

    // Within the grace window nothing goes; past it, only the sealed pair (the used token stays for reuse detection).
    await purgeExpiredSessions(db, t.clock.now());
    expect((await tokenRow(old.tokens.refresh))!.successor).not.toBeNull();
    t.clock.advance((REFRESH_REUSE_GRACE_S + 1) * 1000);
    expect(await purgeExpiredSessions(db, t.clock.now())).toMatchObject({ refreshTokens: 0 });
    expect(await tokenRow(old.tokens.refresh)).toMatchObject({ successor: null, usedAt: expect.any(Date) });
    expect(await tokenRow(rotated.refresh)).toBeDefined();

    // Past every token's expiry the session ends; a session signed in since stays whole.
    t.clock.advance((REFRESH_TOKEN_TTL_S + 60) * 1000);
    const fresh = await registerAccount(t.app);
    const freshSession = await sessionOf(fresh.tokens.refresh);
    const result = await purgeExpiredSessions(db, t.clock.now());
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.refreshTokens).toBeGreaterThanOrEqual(2);
    expect(await tokenRow(old.tokens.refresh)).toBeUndefined();
    expect(await tokenRow(rotated.refresh)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.id, oldSession))).toEqual([]);
    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, freshSession))).toEqual([{ id: freshSession }]);
    expect(await tokenRow(fresh.tokens.refresh)).toBeDefined();
    expect((await refresh(fresh.tokens.refresh)).statusCode).toBe(200);
  });
});
