// Public catalogue reads: list with search, category and pages; product page; categories; hidden products stay hidden.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let farm: Farm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('catalogue', () => {
  it('lists visible products with search, category and pages', async () => {
    const kale = await createProduct(t.database.db, farm, { name: 'Kale', nameFr: 'Chou frisé', tags: ['leafy'] });
    await createProduct(t.database.db, farm, { name: 'Beets', nameFr: 'Betteraves', tags: ['root'] });
    await createProduct(t.database.db, farm, { name: 'Secret kale', status: 'Draft' });
    const pending = await createFarm(t.database.db, { branchStatus: 'pending' });
    await createProduct(t.database.db, pending, { name: 'Pending kale' });

    const byName = (await get('/api/product/products/?q=kale')).json();
    expect(byName.data.map((p: { id: string }) => p.id)).toEqual([kale]);
    expect(byName.meta).toEqual({ count: 1, page: 1, page_size: 24 });
    expect((await get('/api/product/products/?q=frisé')).json().data).toHaveLength(1);
    expect((await get('/api/product/products/?q=leafy')).json().data).toHaveLength(1);
    // No word to search for: no search (as offline).
    expect((await get('/api/product/products/?q=%25')).json().data).toHaveLength(2);
    expect((await get(`/api/product/products/?category=${farm.categorySlug}`)).json().meta.count).toBe(2);
    expect((await get(`/api/product/products/?category=${farm.categoryId}`)).json().meta.count).toBe(2);
    expect((await get('/api/product/products/?category=nothing')).json().meta.count).toBe(0);
    const page2 = (await get(`/api/product/products/?category=${farm.categorySlug}&page=2&page_size=1`)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.meta).toEqual({ count: 2, page: 2, page_size: 1 });
    for (const bad of ['page=0', 'page_size=1000', 'page=x']) expect((await get(`/api/product/products/?${bad}`)).statusCode).toBe(400);
  });

  it('answers a visible product and 404 for missing or hidden ones', async () => {
    const id = await createProduct(t.database.db, farm, { discountPercent: 15 });
    const res = await get(`/api/product/products/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, discount_percent: 15, province: 'QC', currency: 'CAD', grades: [{ grade: 'top', price_minor: 500, stock: 100 }, {}, {}] });
    const draft = await createProduct(t.database.db, farm, { status: 'Draft' });
    for (const missing of [draft, randomUUID(), 'not-an-id']) {
      const r = await get(`/api/product/products/${missing}/`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Product not found');
    }
  });

  it('lists categories', async () => {
    const res = await get('/api/product/categories/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: farm.categoryId, slug: farm.categorySlug, name_fr: 'Légumes' })]));
  });

  it('documents every new route in OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/product/products/',
      '/api/product/products/{id}/',
      '/api/product/categories/',
      '/api/product/top_products/',
      '/api/product/products/{id}/feedback/',
      '/api/product/add-to-cart/',
      '/api/product/add-to-cart/{id}/',
      '/api/product/wishlist/',
      '/api/product/wishlist/{id}/',
      '/api/product/product_check_cart_wishlist/',
      '/api/sync/changes',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
