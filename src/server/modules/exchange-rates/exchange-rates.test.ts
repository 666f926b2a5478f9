// Exchange rates over HTTP: the Admin reads and sets them (others 401/403), bad input is a 400 naming the field, a
// PUT replayed with its Idempotency-Key adds nothing, history is kept and the latest rate of a day wins, a rate dated
// ahead waits for its day; visitors read the ones in force; every device pulls every row (public, like categories).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateDay } from '../../../contract/currency-rules.ts';
import { sqlRows } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { access: string; id: string };
let buyer: { access: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await withRole('Admin');
  buyer = await withRole('Buyer');
});
afterAll(async () => {
  await t.close();
});

async function withRole(role: string) {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return { access: account.tokens.access, id: account.user.id };
}

const ADMIN = '/api/admin/exchange-rates/';
const PUBLIC = '/api/exchange-rates/';
const put = (access: string | null, payload: unknown, key: string = randomUUID(), lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: ADMIN,
    headers: { ...(access && bearer(access)), 'Idempotency-Key': key, 'Accept-Language': lang, 'Content-Type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const get = (url: string, access: string | null) => t.app.inject({ method: 'GET', url, headers: { ...(access && bearer(access)) } });
const rowCount = async () => (await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from exchange_rates`))[0]!.n;
const today = () => rateDay(t.clock.now());
const daysFromToday = (n: number) => rateDay(new Date(t.clock.now().getTime() + n * 86_400_000));

describe('exchange rates', () => {
  it('are the Admin’s alone: visitors 401, buyers 403, with nothing written', async () => {
    expect((await get(ADMIN, null)).statusCode).toBe(401);
    expect((await get(ADMIN, buyer.access)).statusCode).toBe(403);
    expect((await put(null, { rates: [{ currency: 'USD', rate: '1.3850' }] })).statusCode).toBe(401);
    const refused = await put(buyer.access, { rates: [{ currency: 'USD', rate: '1.3850' }] });
    expect(refused.statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
    const empty = await get(ADMIN, admin.access);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ today: today(), current: [], history: [] });
    expect((await get(PUBLIC, null)).json()).toEqual({ data: [] });
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language, never a 5xx', async () => {
    const bad: Array<[unknown, string]> = [
      [{ rates: [{ currency: 'USD', rate: '-1' }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'USD', rate: '0' }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'USD', rate: '1.23456789' }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'USD', rate: '1e3' }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'USD', rate: '99999' }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'USD', rate: 1.385 }] }, 'rates.0.rate'],
      [{ rates: [{ currency: 'CAD', rate: '1' }] }, 'rates.0.currency'],
      [{ rates: [{ currency: 'EUR', rate: '1.5' }] }, 'rates.0.currency'],
      [{ rates: [] }, 'rates'],
      [{ rates: [{ currency: 'USD', rate: '1.38' }, { currency: 'USD', rate: '1.39' }] }, 'rates'],
      [{ rates: [{ currency: 'USD', rate: '1.38' }], effective_on: '2026-02-30' }, 'effective_on'],
      [{ rates: [{ currency: 'USD', rate: '1.38' }], set_by: 'someone' }, ''],
      [{ rates: [{ currency: 'USD', rate: '1.38', extra: 1 }] }, ''],
    ];
    for (const [payload, field] of bad) {
      const res = await put(admin.access, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json().messages ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const french = await put(admin.access, { rates: [{ currency: 'USD', rate: 'abc' }] }, randomUUID(), 'fr');
    expect(french.json().messages['rates.0.rate'][0]).toMatch(/^Entrez un taux/);
    expect((await t.app.inject({ method: 'PUT', url: ADMIN, headers: { ...bearer(admin.access), 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' }, payload: '{"rates":' })).statusCode).toBe(400);
    expect(await rowCount()).toBe(0);
  });

  it('sets rates from today, once per Idempotency-Key, keeps history and lets the latest of a day win', async () => {
    const key = randomUUID();
    const first = await put(admin.access, { rates: [{ currency: 'USD', rate: '1.3850' }, { currency: 'INR', rate: '0,01650' }] }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Exchange rates saved');
    const view = first.json().data;
    expect(view.current).toEqual([
      expect.objectContaining({ currency: 'INR', cad_micro: 16_500, effective_on: today() }),
      expect.objectContaining({ currency: 'USD', cad_micro: 1_385_000, effective_on: today() }),
    ]);
    expect(view.history[0]).toMatchObject({ source: 'admin', set_by_name: expect.any(String) });
    // The same request again (a retry after a lost answer): the same answer, nothing added.
    const replay = await put(admin.access, { rates: [{ currency: 'USD', rate: '1.3850' }, { currency: 'INR', rate: '0,01650' }] }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await rowCount()).toBe(2);
    // The same key with another body is refused.
    expect((await put(admin.access, { rates: [{ currency: 'USD', rate: '1.4000' }] }, key)).statusCode).toBe(422);

    // A correction later the same day wins; the history keeps both.
    t.clock.advance(60_000);
    const corrected = await put(admin.access, { rates: [{ currency: 'USD', rate: '1.3860' }] });
    expect(corrected.json().data.current.find((r: { currency: string }) => r.currency === 'USD').cad_micro).toBe(1_386_000);
    expect(corrected.json().data.history.filter((r: { currency: string }) => r.currency === 'USD').map((r: { cad_micro: number }) => r.cad_micro)).toEqual([1_386_000, 1_385_000]);

    // Dated tomorrow: kept, not in force yet.
    const ahead = await put(admin.access, { rates: [{ currency: 'USD', rate: '1.4000' }], effective_on: daysFromToday(1) });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().data.current.find((r: { currency: string }) => r.currency === 'USD').cad_micro).toBe(1_386_000);
    expect(ahead.json().data.history[0]).toMatchObject({ cad_micro: 1_400_000, effective_on: daysFromToday(1) });

    // Visitors read the ones in force, as rows of the contract (no one's name).
    const open = await get(PUBLIC, null);
    expect(open.statusCode).toBe(200);
    expect(open.headers.etag).toBeTruthy();
    expect(open.json().data).toEqual([
      { id: expect.any(String), currency: 'INR', cad_micro: 16_500, effective_on: today(), set_at: expect.any(String) },
      { id: expect.any(String), currency: 'USD', cad_micro: 1_386_000, effective_on: today(), set_at: expect.any(String) },
    ]);
    t.clock.advance(86_400_000);
    expect((await get(PUBLIC, null)).json().data.find((r: { currency: string }) => r.currency === 'USD').cad_micro).toBe(1_400_000);
  });

  it('reach every device through the pull, a visitor’s too, without who set them', async () => {
    const pullAll = async (access: string | null) => {
      const rows: Array<Record<string, unknown>> = [];
      let cursor: string | undefined;
      for (;;) {
        const res = await get(`/api/sync/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, access);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        for (const c of body.changes) if (c.table === 'exchange_rates') rows.push(c.row);
        cursor = body.cursor;
        if (!body.has_more) return rows;
      }
    };
    // Fresh sign-ins: the clock moved a day on above.
    admin = await withRole('Admin');
    buyer = await withRole('Buyer');
    const total = await rowCount();
    for (const who of [null, buyer.access, admin.access]) {
      const rows = await pullAll(who);
      expect(rows).toHaveLength(total);
      for (const r of rows) expect(Object.keys(r).sort()).toEqual(['cad_micro', 'currency', 'effective_on', 'id', 'set_at']);
    }
    // A new rate reaches a device that pulled before, as one more change.
    const res = await get('/api/sync/changes', buyer.access);
    let cursor = res.json().cursor as string;
    for (let body = res.json(); body.has_more; body = (await get(`/api/sync/changes?cursor=${encodeURIComponent(cursor)}`, buyer.access)).json()) cursor = body.cursor;
    await put(admin.access, { rates: [{ currency: 'INR', rate: '0.0166' }] });
    const next = (await get(`/api/sync/changes?cursor=${encodeURIComponent(cursor)}`, buyer.access)).json();
    expect(next.changes.filter((c: { table: string }) => c.table === 'exchange_rates').map((c: { row: { cad_micro: number } }) => c.row.cad_micro)).toEqual([16_600]);
  });
});
