// The wishlist and the product check over HTTP: add, add twice, remove, check, other users, messages in both languages.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/catalogue.ts';
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

const WISHLIST = '/api/product/wishlist/';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, access: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...bearer(access), 'accept-language': lang }, ...(payload && { payload }) });

describe('wishlist', () => {
  it('adds, answers the existing row when added twice, lists, removes; a second remove is 404', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = randomUUID();
    const added = await call('POST', WISHLIST, tokens.access, { id, product_id: productId });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Product added to wishlist successfully!', data: { id, product_id: productId } });
    const twice = await call('POST', WISHLIST, tokens.access, { id: randomUUID(), product_id: productId }, 'fr');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ message: 'Produit ajouté à la liste de souhaits avec succès !', data: { id } });
    expect((await call('GET', WISHLIST, tokens.access)).json().data).toHaveLength(1);
    const removed = await call('DELETE', `${WISHLIST}${id}/`, tokens.access);
    expect(removed.json()).toEqual({ message: 'Product removed from wishlist successfully!' });
    const again = await call('DELETE', `${WISHLIST}${id}/`, tokens.access);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This wishlist item no longer exists');
    expect((await call('GET', WISHLIST, tokens.access)).json().data).toEqual([]);
  });

  it('refuses unknown and hidden products, and other users never reach a row', async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    expect((await call('POST', WISHLIST, a.tokens.access, { product_id: randomUUID() })).statusCode).toBe(404);
    expect((await call('POST', WISHLIST, a.tokens.access, { product_id: 'nope' })).statusCode).toBe(400);
    const draft = await createProduct(t.database.db, farm, { status: 'Draft' });
    expect((await call('POST', WISHLIST, a.tokens.access, { product_id: draft })).statusCode).toBe(409);
    const productId = await createProduct(t.database.db, farm);
    const id = (await call('POST', WISHLIST, a.tokens.access, { product_id: productId })).json().data.id as string;
    expect((await call('DELETE', `${WISHLIST}${id}/`, b.tokens.access)).statusCode).toBe(404);
    expect((await call('GET', WISHLIST, b.tokens.access)).json().data).toEqual([]);
    expect((await call('GET', WISHLIST, a.tokens.access)).json().data).toHaveLength(1);
  });

  it('refuses a product of an unapproved branch; a row already there is answered even once its product is hidden', async () => {
    const { tokens } = await registerAccount(t.app);
    const pending = await createFarm(t.database.db, { branchStatus: 'pending' });
    expect((await call('POST', WISHLIST, tokens.access, { product_id: await createProduct(t.database.db, pending) })).statusCode).toBe(409);
    const other = await createFarm(t.database.db);
    const productId = await createProduct(t.database.db, other);
    const id = (await call('POST', WISHLIST, tokens.access, { product_id: productId })).json().data.id as string;
    await t.database.db.update(branches).set({ status: 'rejected' }).where(eq(branches.id, other.branchId));
    const again = await call('POST', WISHLIST, tokens.access, { id: randomUUID(), product_id: productId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id, product_id: productId });
    expect((await call('GET', WISHLIST, tokens.access)).json().data).toHaveLength(1);
  });

  it('20 adds of the same product at once end in one row, which each of them answers', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', WISHLIST, tokens.access, { id: randomUUID(), product_id: productId })));
    for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(300);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = (await call('GET', WISHLIST, tokens.access)).json().data;
    expect(rows).toHaveLength(1);
    for (const r of answers) expect(r.json().data.id).toBe(rows[0].id);
  });

  it("refuses an id the device chose that is another user's row (409 on the id), and changes nothing", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const id = randomUUID();
    expect((await call('POST', WISHLIST, a.tokens.access, { id, product_id: productId })).statusCode).toBe(201);
    const taken = await call('POST', WISHLIST, b.tokens.access, { id, product_id: productId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', messages: { id: [expect.any(String)] } });
    expect((await call('GET', WISHLIST, b.tokens.access)).json().data).toEqual([]);
    expect((await call('GET', WISHLIST, a.tokens.access)).json().data).toMatchObject([{ id, product_id: productId }]);
  });

  it('checks whether a product is in the cart and the wishlist', async () => {
    const { tokens } = await registerAccount(t.app);
    const productId = await createProduct(t.database.db, farm);
    const check = () => call('GET', `/api/product/product_check_cart_wishlist/?product_id=${productId}`, tokens.access);
    expect((await check()).json()).toEqual({
      data: { product_id: productId, in_cart: false, cart_item_ids: [], in_wishlist: false, wishlist_item_id: null },
    });
    const line = (await call('POST', '/api/product/add-to-cart/', tokens.access, { product_id: productId, quantity: 1 })).json().data.id as string;
    const wish = (await call('POST', WISHLIST, tokens.access, { product_id: productId })).json().data.id as string;
    expect((await check()).json()).toEqual({
      data: { product_id: productId, in_cart: true, cart_item_ids: [line], in_wishlist: true, wishlist_item_id: wish },
    });
    expect((await call('GET', '/api/product/product_check_cart_wishlist/?product_id=bad', tokens.access)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/product_check_cart_wishlist/?product_id=${productId}` })).statusCode).toBe(401);
  });
});
