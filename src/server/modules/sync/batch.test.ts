// Batched pushes: many outbox entries in one request, each applied once with its own key, in order; a refused
// one does not stop the rest, a retryable one stops the batch there; a replayed batch changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
