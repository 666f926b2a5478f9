// Batched pushes: many outbox entries in one request, each applied once with its own key, in order; a refused
// one does not stop the rest, a retryable one stops the batch there; a replayed batch changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYNC_BATCH_MAX } from '../../../contract/sync-protocol.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let farm: Farm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const BATCH = '/api/sync/batch/';
const batch = (access: string, mutations: unknown[], lang?: string) =>
  t.app.inject({ method: 'POST', url: BATCH, headers: { ...bearer(access), ...(lang && { 'accept-language': lang }) }, payload: { mutations } });
const addToCart = (productId: string, quantity: number, id = randomUUID()) => ({
  id,
  method: 'POST',
  path: '/product/add-to-cart/',
  body: { id: randomUUID(), product_id: productId, quantity },
});
const cartOf = async (userId: string) => t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('POST /api/sync/batch/', () => {
  it('applies every mutation in order, once, and answers each with what it would have answered alone', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Leeks' });
    const b = await createProduct(t.database.db, farm, { name: 'Kale' });
    const mutations = [addToCart(a, 2), addToCart(b, 1), addToCart(a, 3)];
    const res = await batch(tokens.access, mutations);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { id: string }) => r.id)).toEqual(mutations.map((m) => m.id));
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 201, 200]);
    expect(results[2].body.data.quantity).toBe(5);
    const lines = await cartOf(user.id);
    expect(lines.map((l) => [l.productId, l.quantity]).sort()).toEqual([[a, 5], [b, 1]].sort());

    // The same batch again (a lost answer, a duplicated request): the stored answers, nothing applied twice.
    const replay = await batch(tokens.access, mutations);
    expect(replay.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 200]);
    expect((await cartOf(user.id)).find((l) => l.productId === a)?.quantity).toBe(5);
    // And one of them alone, as the single path would send it.
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/product/add-to-cart/',
      headers: { ...bearer(tokens.access), 'idempotency-key': mutations[2]!.id },
      payload: mutations[2]!.body,
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect((await cartOf(user.id)).find((l) => l.productId === a)?.quantity).toBe(5);
  });

  it('a refused mutation does not block the ones after it, and says why in the language of its entry', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Beets' });
    const bad = { ...addToCart(a, 1), body: { product_id: a, quantity: -4 }, lang: 'fr' };
    const res = await batch(tokens.access, [addToCart(a, 1), bad, addToCart(a, 2)]);
    const { results } = res.json();
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 400, 200]);
    expect(results[1].body.code).toBe('validation_failed');
    expect(results[1].body.message).not.toMatch(/^[A-Z][a-z]+ [a-z]+ failed/); // French, not English
    expect((await cartOf(user.id))[0]?.quantity).toBe(3);
  });

  it('stops at a mutation the device must retry and leaves the rest unattempted', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Chard' });
    const first = addToCart(a, 1);
    // Hold the first key as if another request were applying it right now (the idempotency advisory lock).
    const held = addToCart(a, 4);
    const res = await (async () => {
      const { sql } = await import('drizzle-orm');
      return t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user:${user.id}|${held.id}`}, 0))`);
        if (t.database.kind === 'pglite') return null; // one connection: the batch would wait on this transaction
        return batch(tokens.access, [first, held, addToCart(a, 2)]);
      });
    })();
    if (res) {
      const { results } = res.json();
      expect(results.map((r: { status: number }) => r.status)).toEqual([201, 409]);
      expect(results[1].body.code).toBe('idempotency_in_progress');
      expect((await cartOf(user.id))[0]?.quantity).toBe(1);
    }
    // An expired token stops the batch at once: nothing applied.
    const none = await batch('not-a-token', [addToCart(a, 9)]);
    expect(none.statusCode).toBe(401);
  });

  it('refuses malformed batches whole: too many, duplicate keys, the batch inside itself, unknown headers', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Radish' });
    const tooMany = Array.from({ length: SYNC_BATCH_MAX + 1 }, () => addToCart(a, 1));
    expect((await batch(tokens.access, tooMany)).statusCode).toBe(400);
    const twice = addToCart(a, 1);
    expect((await batch(tokens.access, [twice, twice])).statusCode).toBe(400);
    expect((await batch(tokens.access, [{ ...addToCart(a, 1), path: '/sync/batch/' }])).statusCode).toBe(400);
    expect((await batch(tokens.access, [{ ...addToCart(a, 1), path: 'http://evil.example/x' }])).statusCode).toBe(400);
    expect((await batch(tokens.access, [{ ...addToCart(a, 1), path: '/../admin/' }])).statusCode).toBe(400);
    expect((await batch(tokens.access, [{ ...addToCart(a, 1), headers: { Authorization: 'Bearer x' } }])).statusCode).toBe(400);
    expect((await batch(tokens.access, [])).statusCode).toBe(400);
    expect(await cartOf(user.id)).toHaveLength(0);
  });

  it("a mutation on another user's object is refused as it would be alone", async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Onions' });
    const add = addToCart(a, 1);
    await batch(owner.tokens.access, [add]);
    const [line] = await cartOf(owner.user.id);
    const res = await batch(other.tokens.access, [{ id: randomUUID(), method: 'DELETE', path: `/product/add-to-cart/${line!.id}/` }]);
    expect(res.json().results[0].status).toBe(404);
    expect(await cartOf(owner.user.id)).toHaveLength(1);
  });
});

describe('POST /api/sync/batch/ shares one transaction among cart and wishlist changes', () => {
  const wish = (productId: string) => ({ id: randomUUID(), method: 'POST', path: '/product/wishlist/', body: { id: randomUUID(), product_id: productId } });

  it('checks the token once for the whole batch, yet each mutation is authorised per object as if alone', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Garlic' });
    const b = await createProduct(t.database.db, farm, { name: 'Shallots' });
    await batch(owner.tokens.access, [addToCart(a, 1)]);
    const [theirs] = await cartOf(owner.user.id);

    const verify = vi.spyOn(t.app.tokens, 'verify');
    try {
      const mine = [addToCart(b, 2), { id: randomUUID(), method: 'PATCH', path: `/product/add-to-cart/${theirs!.id}/`, body: { quantity: 9 } }, wish(b)];
      const res = await batch(other.tokens.access, mine);
      expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([201, 404, 201]);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
    expect((await cartOf(owner.user.id)).map((l) => l.quantity)).toEqual([1]);
    expect((await cartOf(other.user.id)).map((l) => [l.productId, l.quantity])).toEqual([[b, 2]]);
  });

  it('50 changes with an invalid one in the middle: that one is refused, the 49 others applied once', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const products: string[] = [];
    for (let i = 0; i < 5; i++) products.push(await createProduct(t.database.db, farm, { name: `Squash ${i}` }));
    const mutations = Array.from({ length: SYNC_BATCH_MAX }, (_, i) => addToCart(products[i % 5]!, 1));
    mutations[25] = { ...addToCart(products[0]!, 1), body: { id: randomUUID(), product_id: products[0]!, quantity: 0 } };
    const res = await batch(tokens.access, mutations);
    const statuses = res.json().results.map((r: { status: number }) => r.status);
    expect(statuses).toHaveLength(SYNC_BATCH_MAX);
    expect(statuses[25]).toBe(400);
    expect(statuses.filter((s: number) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s: number) => s === 200)).toHaveLength(44);
    const lines = await cartOf(user.id);
    expect(lines.map((l) => l.quantity).reduce((x, y) => x + y, 0)).toBe(49);
  });

  it('the same batch sent 50 times at once applies each change once', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Fennel' });
    const b = await createProduct(t.database.db, farm, { name: 'Celery' });
    const mutations = [addToCart(a, 1), addToCart(b, 2), addToCart(a, 3), wish(a), addToCart(b, 4)];
    const expected = [201, 201, 200, 201, 200];
    const answers = await Promise.all(Array.from({ length: 50 }, () => batch(tokens.access, mutations)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const results = res.json().results as { status: number; body: { code?: string } }[];
      // Each mutation answered as the first time, or in progress in another copy (which stops that copy there).
      results.forEach((r, i) => {
        if (r.status === 409) expect(r.body.code).toBe('idempotency_in_progress');
        else expect(r.status).toBe(expected[i]);
      });
    }
    const lines = await cartOf(user.id);
    expect(lines.map((l) => [l.productId, l.quantity]).sort()).toEqual([[a, 4], [b, 6]].sort());
    const replay = await batch(tokens.access, mutations);
    expect(replay.json().results.map((r: { status: number }) => r.status)).toEqual(expected);
  });

  it('a change that fails (5xx) undoes only itself; those before it are committed, those after it wait', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Parsnip' });
    const b = await createProduct(t.database.db, farm, { name: 'Turnip' });
    const { sql } = await import('drizzle-orm');
    // The database refuses a quantity of 13, as a broken statement would: the route answers 500.
    await t.database.db.execute(sql.raw(`create function fm_test_refuse_13() returns trigger as $$ begin
      if NEW.quantity = 13 then raise exception 'refused for the test'; end if; return NEW; end $$ language plpgsql`));
    await t.database.db.execute(sql.raw('create trigger fm_test_refuse_13 before insert or update on cart_items for each row execute function fm_test_refuse_13()'));
    const first = addToCart(a, 1);
    const broken = addToCart(a, 12);
    const after = addToCart(b, 1);
    try {
      const res = await batch(tokens.access, [first, addToCart(b, 2), broken, after]);
      expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 500]);
      expect((await cartOf(user.id)).map((l) => [l.productId, l.quantity]).sort()).toEqual([[a, 1], [b, 2]].sort());
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fm_test_refuse_13 on cart_items'));
      await t.database.db.execute(sql.raw('drop function fm_test_refuse_13()'));
    }
    // Sent again, the failed change applies (its key was not kept), the committed ones answer as before.
    const again = await batch(tokens.access, [first, broken, after]);
    expect(again.json().results.map((r: { status: number }) => r.status)).toEqual([201, 200, 200]);
    expect((await cartOf(user.id)).map((l) => [l.productId, l.quantity]).sort()).toEqual([[a, 13], [b, 3]].sort());
  });

  it('a change that signs out ends the batch as it would alone: the next change is 401 and waits', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const a = await createProduct(t.database.db, farm, { name: 'Rutabaga' });
    const res = await batch(tokens.access, [addToCart(a, 1), { id: randomUUID(), method: 'POST', path: '/account/logout/' }, addToCart(a, 2)]);
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([201, 200, 401]);
    expect((await cartOf(user.id)).map((l) => l.quantity)).toEqual([1]);
  });
});

describe('POST /api/sync/batch/ under the write rate limit', () => {
  it('counts each change as if sent alone, in the shared transaction, and stops at the first over the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '4' });
    try {
      const shop = await createFarm(limited.database.db);
      const a = await createProduct(limited.database.db, shop, { name: 'Endive' });
      const { tokens, user } = await registerAccount(limited.app);
      const res = await limited.app.inject({ method: 'POST', url: BATCH, headers: bearer(tokens.access), payload: { mutations: [1, 2, 3, 4, 5].map(() => addToCart(a, 1)) } });
      // The batch is one write of the user's 4, its changes the next three; the fourth waits.
      const { results } = res.json();
      expect(results.map((r: { status: number }) => r.status)).toEqual([201, 200, 200, 429]);
      expect(results[3].retry_after).toBeGreaterThan(0);
      const lines = await limited.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
      expect(lines.map((l) => l.quantity)).toEqual([3]);
    } finally {
      await limited.close();
    }
  });
});
