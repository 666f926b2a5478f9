// The twin of every product row (product-facets.ts): written with the row, in the same transaction, or not at all;
// kept as a short log of chunks whose fold is always the rows' twins.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketDb } from './db.ts';
import { COMPACT_AFTER, facetOf, readFacetMap } from './product-facets.ts';

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
    expect((await readFacetMap(db)).get('p1')).toMatchObject({ k: 'epinards p1', o: 1, i: 1, u: 'CAD', p: 250, n: ['epinards', 'p1'] });
    expect((await readFacetMap(db)).get('p2')).toMatchObject({ i: 0 });
    await db.products.bulkDelete(['p1']);
    expect([...(await readFacetMap(db)).keys()]).toEqual(['p2']);
  });

  it('leaves neither rows nor twins when the products write fails', async () => {
    // A row IndexedDB cannot store: the transaction fails, and no twin is left without its row.
    const write = db.transaction('rw', db.products, () => db.products.bulkPut([row('p1'), row('p2', { oops: () => 1 })]));
    await expect(write).rejects.toThrow();
    expect(await db.products.count()).toBe(0);
    expect((await readFacetMap(db)).size).toBe(0);
  });

  it('writes one chunk per write of rows, however many rows (a page of the pull: one record)', async () => {
    await db.products.bulkPut(Array.from({ length: 2000 }, (_, i) => row(`p${i}`)));
    const chunks = await db.facet_chunks.toArray();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.f).toHaveLength(2000);
    await db.products.bulkDelete(['p1', 'p2']);
    expect(await db.facet_chunks.count()).toBe(2);
    expect((await readFacetMap(db)).size).toBe(1998);
  });

  it('folds the log into one chunk past COMPACT_AFTER chunks; a later twin replaces an earlier one', async () => {
    for (let i = 0; i < COMPACT_AFTER + 5; i++) await db.products.put(row('p1', { price_from_minor: i }));
    expect(await db.facet_chunks.count()).toBeLessThanOrEqual(COMPACT_AFTER);
    expect((await readFacetMap(db)).get('p1')).toMatchObject({ p: COMPACT_AFTER + 4 });
    expect((await readFacetMap(db)).size).toBe(1);
  });

  it('a range delete removes exactly its rows’ twins; a clear removes every chunk', async () => {
    await db.products.bulkPut(['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => row(id)));
    await db.products.where(':id').between('p2', 'p4', true, true).delete();
    expect([...(await readFacetMap(db)).keys()].sort()).toEqual(['p1', 'p5']);
    await db.products.where(':id').noneOf(['p5']).delete();
    expect([...(await readFacetMap(db)).keys()]).toEqual(['p5']);
    await db.products.clear();
    expect(await db.facet_chunks.count()).toBe(0);
  });

  it('after any run of writes, alone or at once in one transaction, across compactions, the twins are the rows’', async () => {
    // A small deterministic generator: the same run every time, many kinds of writes.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const id = () => `p${next(40)}`;
    const write = (): Promise<unknown> => {
      switch (next(6)) {
        case 0:
          return db.products.put(row(id(), { price_from_minor: next(1000), organic: next(2) === 0 }));
        case 1:
          return db.products.bulkPut(Array.from({ length: 1 + next(8) }, () => row(id(), { total_stock: next(3) })));
        case 2:
          return db.products.delete(id());
        case 3:
          return db.products.bulkDelete([id(), id()]);
        case 4:
          return db.products.where(':id').between(id(), id(), true, true).delete();
        default:
          return db.products.where(':id').equals(id()).modify({ status: next(2) ? 'Draft' : 'Published' });
      }
    };
    for (let round = 0; round < 400; round++) {
      // At once: each write after a few reads of its own, so the transaction's requests interleave differently.
      const later = async (reads: number) => {
        for (let i = 0; i < reads; i++) await db.products.count();
        await write();
      };
      if (next(3) === 0) await db.transaction('rw', db.products, () => Promise.all([later(next(4)), later(next(4)), later(next(4)), later(next(4))]));
      else await write();
      if (round === 300) await db.products.clear();
      const expected = new Map((await db.products.toArray()).map((p) => [p.id, facetOf(p)]));
      expect(await readFacetMap(db)).toEqual(expected);
      expect(await db.facet_chunks.count()).toBeLessThanOrEqual(COMPACT_AFTER + 3);
    }
  });
});
