// Exactly-once account calls: replay, mismatch, in-progress duplicates, per-user scope, malformed keys, 4xx replays.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../db/client.ts';
import { bearer, createTestApp, newAccount, registerAccount, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, key?: string, access?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(key && { 'idempotency-key': key }), ...(access && bearer(access)) } });

async function count(query: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(t.database.db, query);
  return Number(row!.n);
}

describe('Idempotency-Key on account calls', () => {
  it('replays a register with the same body: same answer, one user', async () => {
    const body = newAccount();
    const key = randomUUID();
    const first = await post('/api/account/register/', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/account/register/', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(sql`select count(*) as n from users where email = ${body.email}`)).toBe(1);
  });

  it('answers 422 when the same key comes with another body', async () => {
    const body = newAccount();
    const key = randomUUID();
    expect((await post('/api/account/register/', body, key)).statusCode).toBe(201);
    const other = await post('/api/account/register/', { ...body, first_name: 'Grace' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch' });
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const body = newAccount();
    const res = await post('/api/account/register/', body, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_invalid' });
    expect(await count(sql`select count(*) as n from users where email = ${body.email}`)).toBe(0);
  });

  it('replays a refused call (4xx) with the same refusal', async () => {
    const { body } = await registerAccount(t.app);
    const key = randomUUID();
    const wrong = { identifier: body.email, password: 'Wrong-password-1' };
    const first = await post('/api/account/login/', wrong, key);
    expect(first.statusCode).toBe(401);
    const again = await post('/api/account/login/', wrong, key);
    expect(again.statusCode).toBe(401);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The failed attempt was counted once, not twice.
    expect(await count(sql`select coalesce(sum(count), 0) as n from throttle_counters where kind = 'login_account' and key like 'user:%'`)).toBe(1);
  });

  it('a replayed login answers only the same credentials: another password with the key is a mismatch', async () => {
    const { body } = await registerAccount(t.app);
    const key = randomUUID();
    const ok = await post('/api/account/login/', { identifier: body.email, password: body.password }, key);
    expect(ok.statusCode).toBe(200);
    const replay = await post('/api/account/login/', { identifier: body.email, password: body.password }, key);
    expect(replay.json()).toEqual(ok.json());
    const thief = await post('/api/account/login/', { identifier: body.email, password: 'Guess-1234' }, key);
    expect(thief.statusCode).toBe(422);
    expect(JSON.stringify(thief.json())).not.toContain(ok.json().tokens.access);
  });

  it("a key used by user A is user B's own key", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const key = randomUUID();
    const address = { full_name: 'Marie Tremblay', line1: '12 rue des Érables', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5' };
    const ra = await post('/api/account/address/', address, key, a.tokens.access);
    const rb = await post('/api/account/address/', address, key, b.tokens.access);
    expect(ra.statusCode).toBe(201);
    expect(rb.statusCode).toBe(201);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().data.id).not.toBe(ra.json().data.id);
  });

  it('answers 409 to a duplicate sent while the first is still running', async () => {
    const body = newAccount();
    const key = randomUUID();
    const [x, y] = await Promise.all([post('/api/account/register/', body, key), post('/api/account/register/', body, key)]);
    const statuses = [x.statusCode, y.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = x.statusCode === 409 ? x : y;
    expect(refused.json()).toMatchObject({ code: 'idempotency_in_progress' });
    expect(await count(sql`select count(*) as n from users where email = ${body.email}`)).toBe(1);
    // Once the first has finished, the duplicate gets the stored answer.
    const later = await post('/api/account/register/', body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 409 while another connection holds the key (PostgreSQL advisory lock)', async () => {
    const a = await registerAccount(t.app);
    const key = randomUUID();
    const other = new pg.Client({ connectionString: (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`user:${a.user.id}|${key}`]);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/account/user-profile/',
        payload: { first_name: 'Locked' },
        headers: { 'idempotency-key': key, ...bearer(a.tokens.access) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'idempotency_in_progress' });
      await other.query('rollback');
      const retry = await t.app.inject({
        method: 'PATCH',
        url: '/api/account/user-profile/',
        payload: { first_name: 'Locked' },
        headers: { 'idempotency-key': key, ...bearer(a.tokens.access) },
      });
      expect(retry.statusCode).toBe(200);
    } finally {
      await other.end();
    }
  });
});
