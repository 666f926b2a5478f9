// The twin of every product row (product-facets.ts): written with the row, in the same transaction, or not at all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketDb } from './db.ts';

let db: MarketDb;
beforeEach(() => {
  db = new MarketDb(`facets-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

const row = (id: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    name: `Épinards ${id}`,
    category_id: 'veg',
    status: 'Published',
    currency: 'CAD',
    price_from_minor: 250,
    total_stock: 3,
    organic: true,
    ...extra,
  }) as never;

describe('product facets', () => {
  it('writes the twins of a bulk write beside the rows, without the old search words', async () => {
    await db.products.bulkPut([row('p1', { search_words: ['x'] }), row('p2', { total_stock: 0 })]);
    expect(await db.products.get('p1')).not.toHaveProperty('search_words');
    expect(await db.product_facets.get('p1')).toMatchObject({ k: 'epinards p1', o: 1, i: 1, u: 'CAD', p: 250, n: ['epinards', 'p1'] });
    expect(await db.product_facets.get('p2')).toMatchObject({ i: 0 });
    await db.products.bulkDelete(['p1']);
    expect(await db.product_facets.toCollection().primaryKeys()).toEqual(['p2']);
  });

  it('leaves neither rows nor twins when the products write fails', async () => {
    // A row IndexedDB cannot store: the transaction fails, and no twin is left without its row.
    const write = db.transaction('rw', db.products, () => db.products.bulkPut([row('p1'), row('p2', { oops: () => 1 })]));
    await expect(write).rejects.toThrow();
    expect(await db.products.count()).toBe(0);
    expect(await db.product_facets.count()).toBe(0);
  });
});
