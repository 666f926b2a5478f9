import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@contract/cart.ts';
import { MarketDb } from './db.ts';
import { createDrainer, type DrainerOptions } from './drain.ts';
import { enqueue, NotSignedIn, type Mutation } from './outbox.ts';
import { fakeApi, json, signInAs, type Handler } from './testing/fake-api.ts';

let db: MarketDb;
let clock: number;

beforeEach(async () => {
  db = new MarketDb(`drain-${crypto.randomUUID()}`);
  clock = 1_000_000;
  await signInAs(db, 'u1');
});
afterEach(() => db.close());

const enq = (m: Mutation, at = clock) => enqueue(db, m, at);

const drainerFor = (handler: Handler, extra: Partial<DrainerOptions> = {}) => {
  const api = fakeApi(handler);
  const drainer = createDrainer({ db, fetch: api.fetch, now: () => clock, random: () => 0.5, autoSchedule: false, locks: null, ...extra });
  return { ...api, drainer };
};

const cartRow = (id: string, quantity = 1) =>
  ({ id, product_id: 'p1', grade: 'top', quantity, unit_price_minor: 100, current_price_minor: 100, price_changed: false, currency: 'CAD', available: 50, created_at: '', updated_at: '', version: 1 }) as CartItem;

function addToCart(id: string, quantity = 1): Mutation {
  return {
    kind: 'cart.add',
    label: `Add ${id}`,
    entity: { table: 'cart_items', id },
    request: { method: 'POST', path: '/product/add-to-cart/', body: { id, product_id: 'p1', quantity } },
    apply: async () => {
      await db.cart_items.put(cartRow(id, quantity));
    },
  };
}

const echo: Handler = (call) => json(201, { message: 'ok', data: { ...cartRow((call.body as { id: string }).id), version: 2 } });

describe('outbox', () => {
  it('writes the local change and the entry together, and refuses when signed out', async () => {
    const entry = await enq(addToCart('c1'), clock);
    expect(entry).toMatchObject({ state: 'pending', attempts: 0, userId: 'u1', entityKey: 'cart_items:c1', nextAttemptAt: clock });
    expect(await db.cart_items.get('c1')).toBeDefined();
    await db.local_session.clear();
    await expect(enq(addToCart('c2'))).rejects.toBeInstanceOf(NotSignedIn);
    expect(await db.cart_items.get('c2')).toBeUndefined();
    expect(await db.local_outbox.count()).toBe(1);
  });
});

describe('drainer', () => {
  it('sends in seq order with the entry id as Idempotency-Key and applies the answers', async () => {
    const entries = [await enq(addToCart('c1')), await enq(addToCart('c2')), await enq(addToCart('c3'))];
    const { calls, drainer } = drainerFor(echo);
    const report = await drainer.drain();
    expect(report.sent).toBe(3);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(entries.map((e) => e.id));
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-u1');
    expect(await db.local_outbox.count()).toBe(0);
    expect((await db.cart_items.get('c2'))?.version).toBe(2);
  });

  it('counts as settled the answers that carried all their change (no pull needed for them)', async () => {
    await enq(addToCart('c1'));
    // An order answer does not carry the stock it moved: the page pulls after it.
    await enq({ kind: 'order.create', label: 'Order', entity: { table: 'orders', id: 'o1' }, request: { method: 'POST', path: '/orders/create_order/', body: {} }, apply: async () => {} });
    const { drainer } = drainerFor((call) => (call.path === '/product/add-to-cart/' ? echo(call, 0) : json(201, { data: { id: 'o1' } })));
    const report = await drainer.drain();
    expect(report).toMatchObject({ sent: 2, settled: 1 });
    expect((await db.cart_items.get('c1'))?.version).toBe(2);
  });

  it('backs off on 5xx and keeps the order behind the failing entry, with the same key on retry', async () => {
    const first = await enq(addToCart('c1'));
    await enq(addToCart('c2'));
    let fail = true;
    const { calls, drainer } = drainerFor((call) => (fail ? json(503, { message: 'down' }) : echo(call, 0)));
    const report = await drainer.drain();
    expect(calls).toHaveLength(1);
    const waiting = await db.local_outbox.get(first.seq!);
    expect(waiting).toMatchObject({ attempts: 1, lastStatus: 503, lastError: 'down', nextAttemptAt: clock + 750 });
    expect(report.nextAttemptAt).toBe(clock + 750);
    await drainer.drain(); // too early: nothing goes, not even the second entry
    expect(calls).toHaveLength(1);
    clock += 750;
    await drainer.drain(); // second failure doubles the wait
    expect((await db.local_outbox.get(first.seq!))?.nextAttemptAt).toBe(clock + 1500);
    clock += 1500;
    fail = false;
    await drainer.drain();
    expect(calls.map((c) => (c.body as { id: string }).id)).toEqual(['c1', 'c1', 'c1', 'c2']);
    expect(new Set(calls.slice(0, 3).map((c) => c.headers['Idempotency-Key']))).toEqual(new Set([first.id]));
  });

  it('caps the backoff and honours Retry-After on 429', async () => {
    const entry = await enq(addToCart('c1'));
    await db.local_outbox.update(entry.seq!, { attempts: 30 });
    const { drainer } = drainerFor(() => json(500, {}));
    await drainer.drain();
    expect((await db.local_outbox.get(entry.seq!))?.nextAttemptAt).toBe(clock + 0.75 * 5 * 60_000);
    clock += 10 * 60_000;
    const limited = drainerFor(() => json(429, { message: 'slow down' }, { 'Retry-After': '7' }));
    await limited.drainer.drain();
    expect((await db.local_outbox.get(entry.seq!))?.nextAttemptAt).toBe(clock + 7000);
  });

  it('retries on a network error', async () => {
    await enq(addToCart('c1'));
    const { drainer } = drainerFor(() => Promise.reject(new TypeError('Failed to fetch')));
    const report = await drainer.drain();
    expect(report.networkFailed).toBe(true);
    expect(await db.local_outbox.count()).toBe(1);
  });

  it('keeps an entry whose stored photo cannot be read: retried later, nothing thrown out of the drain', async () => {
    const unreadable = { size: 3, type: 'image/jpeg' } as unknown as Blob; // not a Blob of this realm: FormData refuses it
    await enq({
      kind: 'product.photo',
      label: 'Photo',
      entity: { table: 'products', id: 'p1' },
      request: { method: 'POST', path: '/product/p1/photos/', body: { multipart: true, data: { id: 'p1' }, files: [{ field: 'photo', blob: unreadable, name: 'a.jpg' }] } },
      apply: async () => undefined,
    } as unknown as Mutation);
    const { drainer, calls } = drainerFor(echo);
    const report = await drainer.drain();
    expect(report.sent).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await db.local_outbox.count()).toBe(1);
  });

  it('keeps the wait short without a network, and wake() sends at once when the signal returns', async () => {
    const entry = await enq(addToCart('c1'));
    let offline = true;
    const { calls, drainer } = drainerFor((call) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : echo(call, 0)));
    for (let i = 0; i < 10; i++) {
      await drainer.drain();
      const waiting = (await db.local_outbox.get(entry.seq!))!;
      expect(waiting.nextAttemptAt - clock).toBeLessThanOrEqual(4000); // never the 5-minute cap, however long offline
      clock = waiting.nextAttemptAt;
    }
    expect((await db.local_outbox.get(entry.seq!))?.attempts).toBe(0); // time offline does not grow a later 5xx backoff
    await db.local_outbox.update(entry.seq!, { nextAttemptAt: clock + 60_000 }); // e.g. a 5xx backoff from before
    offline = false;
    const report = await drainer.wake();
    expect(report.sent).toBe(1);
    expect(calls.at(-1)!.headers['Idempotency-Key']).toBe(entry.id);
  });

  it("retries a 409 'in progress' (a copy still being applied) instead of refusing it", async () => {
    await enq(addToCart('c1'));
    let busy = true;
    const { drainer } = drainerFor((call) => (busy ? json(409, { code: 'idempotency_in_progress', message: 'busy' }) : echo(call, 0)));
    await drainer.drain();
    expect((await db.local_outbox.toArray())[0]).toMatchObject({ state: 'pending', lastStatus: 409 });
    busy = false;
    clock += 60_000;
    expect((await drainer.drain()).sent).toBe(1);
  });

  it('on 401 refreshes once with the stored refresh token and retries with the new access token', async () => {
    await enq(addToCart('c1'));
    const { calls, drainer } = drainerFor((call) => {
      if (call.path === '/account/token/refresh/') return json(200, { access: 'a2', refresh: 'r2' });
      return call.headers.Authorization === 'Bearer a2' ? echo(call, 0) : json(401, { message: 'expired' });
    });
    const report = await drainer.drain();
    expect(report.sent).toBe(1);
    expect(calls.map((c) => c.path)).toEqual(['/product/add-to-cart/', '/account/token/refresh/', '/product/add-to-cart/']);
    expect(calls[1]!.body).toEqual({ refreshToken: 'refresh-u1' });
    expect(await db.local_session.get('current')).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it('pauses without dropping when the refresh is refused, and resumes after the same user signs in', async () => {
    await enq(addToCart('c1'));
    await enq(addToCart('c2'));
    const { calls, drainer } = drainerFor((call) => {
      if (call.path === '/account/token/refresh/') return json(401, { message: 'refused' });
      return call.headers.Authorization === 'Bearer new' ? echo(call, 0) : json(401, {});
    });
    expect((await drainer.drain()).paused).toBe(true);
    expect(await db.local_outbox.count()).toBe(2);
    const before = calls.length;
    expect((await drainer.drain()).paused).toBe(true);
    expect(calls).toHaveLength(before);
    // Another user signing in never sends u1's entries.
    await signInAs(db, 'u2', 'new');
    expect((await drainer.drain()).sent).toBe(0);
    expect(calls).toHaveLength(before);
    await signInAs(db, 'u1', 'new');
    expect((await drainer.drain()).sent).toBe(2);
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('marks a 4xx as rejected with the server message and moves on', async () => {
    await enq(addToCart('c1', 99_999));
    await enq(addToCart('c2'));
    const { calls, drainer } = drainerFor((call) =>
      (call.body as { id: string }).id === 'c1' ? json(422, { code: 'validation_failed', message: 'Quantité invalide' }) : echo(call, 0),
    );
    const report = await drainer.drain();
    expect(report).toMatchObject({ sent: 1, rejected: 1 });
    expect(calls).toHaveLength(2);
    const [rejected] = await db.local_outbox.toArray();
    expect(rejected).toMatchObject({ state: 'rejected', lastStatus: 422, lastError: 'Quantité invalide' });
    // The refused row stays as the user made it; nothing is sent again.
    expect(await db.cart_items.get('c1')).toBeDefined();
    await drainer.drain();
    expect(calls).toHaveLength(2);
  });

  it('counts a 404 on DELETE as done', async () => {
    await db.cart_items.put(cartRow('c1'));
    await enq({
      kind: 'cart.remove',
      label: 'Remove',
      entity: { table: 'cart_items', id: 'c1' },
      request: { method: 'DELETE', path: '/product/add-to-cart/c1/' },
      apply: async () => {
        await db.cart_items.delete('c1');
      },
    });
    const { drainer } = drainerFor(() => json(404, { message: 'gone' }));
    expect((await drainer.drain()).sent).toBe(1);
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('adopts the server line id when the add merged into another line', async () => {
    await enq(addToCart('temp'));
    await enq({
      kind: 'cart.update',
      label: 'Change quantity',
      entity: { table: 'cart_items', id: 'temp' },
      request: { method: 'PATCH', path: '/product/add-to-cart/temp/', body: { quantity: 5 } },
      apply: async () => {
        await db.cart_items.update('temp', { quantity: 5 });
      },
    });
    const { calls, drainer } = drainerFor((call) => json(200, { message: 'ok', data: cartRow('real', call.method === 'PATCH' ? 5 : 3) }));
    await drainer.drain();
    expect(calls.map((c) => c.path)).toEqual(['/product/add-to-cart/', '/product/add-to-cart/real/']);
    expect(await db.cart_items.toArray()).toEqual([cartRow('real', 5)]);
  });

  it('sends an entry enqueued before a crash from a new drainer over the same database', async () => {
    const name = db.name;
    await enq(addToCart('c1'));
    db.close();
    db = new MarketDb(name);
    const { calls, drainer } = drainerFor(echo);
    expect((await drainer.drain()).sent).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('never lets two drainers send at once: each entry reaches the server once', async () => {
    for (let i = 0; i < 6; i++) await enq(addToCart(`c${i}`));
    const seen: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const slowServer: Handler = async (call) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      seen.push(call.headers['Idempotency-Key']!);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return echo(call, 0);
    };
    const otherTab = new MarketDb(db.name);
    const a = createDrainer({ db, fetch: fakeApi(slowServer).fetch, autoSchedule: false, locks: null });
    const b = createDrainer({ db: otherTab, fetch: fakeApi(slowServer).fetch, autoSchedule: false, locks: null });
    const reports = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    // Whoever found the lease busy leaves the rest to the holder, which drains to the end.
    while ((await db.local_outbox.count()) > 0) await Promise.all([a.drain(), b.drain()]);
    otherTab.close();
    expect(maxInFlight).toBe(1);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(reports.some((r) => r.busy)).toBe(true);
  });
});

describe('batched pushes', () => {
  interface BatchBody {
    mutations: Array<{ id: string; method: string; path: string; body?: unknown; lang?: string }>;
  }
  /** A batch endpoint that answers each mutation with `answer`, stopping as the server does after one to retry. */
  const batchApi = (answer: (m: BatchBody['mutations'][number], i: number) => { status: number; body?: unknown; retry_after?: number }): Handler =>
    (call) => {
      if (call.path !== '/sync/batch/') return echo(call, 0);
      const results = [];
      for (const [i, m] of (call.body as BatchBody).mutations.entries()) {
        const r = answer(m, i);
        results.push({ id: m.id, ...r });
        if (r.status === 401 || r.status === 429 || r.status >= 500) break;
      }
      return json(200, { results });
    };
  const ok = (m: BatchBody['mutations'][number]) => ({ status: 201, body: { message: 'ok', data: { ...cartRow((m.body as { id: string }).id), version: 2 } } });

  it('sends waiting entries in one request, each with its own key, in seq order, and applies each answer', async () => {
    const entries = [];
    for (let i = 0; i < 7; i++) entries.push(await enq(addToCart(`c${i}`)));
    const { calls, drainer } = drainerFor(batchApi(ok), { batchSize: 5 });
    const report = await drainer.drain();
    expect(report.sent).toBe(7);
    expect(calls.map((c) => c.path)).toEqual(['/sync/batch/', '/sync/batch/']);
    expect((calls[1]!.body as BatchBody).mutations.map((m) => m.id)).toEqual(entries.slice(5).map((e) => e.id));
    const first = calls[0]!.body as BatchBody;
    expect(first.mutations.map((m) => m.id)).toEqual(entries.slice(0, 5).map((e) => e.id));
    expect(first.mutations[0]).toMatchObject({ method: 'POST', path: '/product/add-to-cart/', lang: entries[0]!.lang });
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-u1');
    expect(await db.local_outbox.count()).toBe(0);
    expect((await db.cart_items.get('c3'))?.version).toBe(2);
  });

  it('a refused entry does not hold back the ones after it; one to retry stops the rest, order kept', async () => {
    const entries = [];
    for (let i = 0; i < 4; i++) entries.push(await enq(addToCart(`c${i}`)));
    const { drainer } = drainerFor(
      batchApi((m, i) => (i === 1 ? { status: 422, body: { message: 'Not enough stock' } } : i === 2 ? { status: 503, body: { message: 'busy' }, retry_after: 30 } : ok(m))),
      { batchSize: 10 },
    );
    const report = await drainer.drain();
    expect(report).toMatchObject({ sent: 1, rejected: 1 });
    expect(await db.local_outbox.get(entries[0]!.seq!)).toBeUndefined();
    expect(await db.local_outbox.where('id').equals(entries[1]!.id).first()).toMatchObject({ state: 'rejected', lastError: 'Not enough stock' });
    const waiting = await db.local_outbox.where('id').equals(entries[2]!.id).first();
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503 });
    expect(waiting!.nextAttemptAt).toBeGreaterThanOrEqual(clock + 30_000);
    // The entry after it was not attempted: still pending and untouched.
    expect(await db.local_outbox.where('id').equals(entries[3]!.id).first()).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('refreshes the token once on a 401 inside a batch and sends the rest with the new token', async () => {
    for (let i = 0; i < 3; i++) await enq(addToCart(`c${i}`));
    const { calls, drainer } = drainerFor(
      (call) => {
        if (call.path === '/account/token/refresh/') return json(200, { access: 'a2', refresh: 'r2' });
        if (call.headers.Authorization !== 'Bearer a2') return json(401, { message: 'expired' });
        return batchApi(ok)(call, 0);
      },
      { batchSize: 10 },
    );
    const report = await drainer.drain();
    expect(report.sent).toBe(3);
    expect(calls.map((c) => c.path)).toEqual(['/sync/batch/', '/account/token/refresh/', '/sync/batch/']);
  });

  it('falls back to sending alone when the server cannot take the batch', async () => {
    for (let i = 0; i < 3; i++) await enq(addToCart(`c${i}`));
    const { calls, drainer } = drainerFor((call) => (call.path === '/sync/batch/' ? json(404, { message: 'no route' }) : echo(call, 0)), { batchSize: 10 });
    const report = await drainer.drain();
    expect(report.sent).toBe(3);
    expect(calls.filter((c) => c.path === '/product/add-to-cart/')).toHaveLength(3);
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('keeps a network failure of a batch as a retry of its first entry, nothing marked sent', async () => {
    for (let i = 0; i < 3; i++) await enq(addToCart(`c${i}`));
    const { drainer } = drainerFor(() => Promise.reject(new TypeError('Failed to fetch')), { batchSize: 10 });
    const report = await drainer.drain();
    expect(report).toMatchObject({ sent: 0, networkFailed: true });
    expect(await db.local_outbox.where('state').equals('pending').count()).toBe(3);
  });
});
