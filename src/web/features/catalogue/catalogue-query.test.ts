// The marketplace's query over the in-memory twins (product_facets) answers exactly what the previous query answered
// when it read and filtered every row (its 'rows' plan, exact for every sort): a fixture of 600 varied products, every
// filter alone and combined, every sort, several pages. And the twins follow every kind of write of a product row.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogueSearch, type CatalogueFilter, type Category, type Product } from '@contract/catalogue.ts';
import type { ProductSort } from '@contract/enums.ts';
import { MarketDb, type LocalProduct } from '@/offline/db.ts';
import { fold, queryTerms, wordsOf } from '@/offline/search-words.ts';
import { testProduct } from '@/test/catalogue-fixtures.ts';
import { effectiveSort, queryCatalogue } from './catalogue-query.ts';
import { readFacetMap } from '@/offline/product-facets.ts';

const CATEGORIES: Category[] = [
  { id: 'c-veg', slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 },
  { id: 'c-fruit', slug: 'fruit', name_en: 'Fruit', name_fr: 'Fruits', position: 2, version: 1 },
  { id: 'c-herb', slug: 'herbs', name_en: 'Herbs', name_fr: 'Fines herbes', position: 3, version: 1 },
];
const NAMES = ['Carrots', 'Épinards', 'apples', 'Honeycrisp Apples', 'Kale', 'Sweet Potatoes', 'Œufs', 'Basil', 'Tomatoes', 'tomates cerises'];
const FR = [null, 'Carottes', 'Pommes', 'Chou frisé', 'Patates douces', 'Tomates'];
const STATUSES = ['Published', 'Published', 'Seasonal', 'Out of Stock', 'Draft'] as const;
const CURRENCIES = ['CAD', 'CAD', 'USD', 'INR'] as const;

/** Deterministic variety: shared dates, prices and names give ties for every sort. */
function fixture(n: number): Product[] {
  return Array.from({ length: n }, (_, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    const stock = i % 7 === 0 ? 0 : 10 + (i % 13);
    return testProduct(`p-${String((i * 7919) % 100_000).padStart(5, '0')}`, `${NAMES[i % NAMES.length]} ${i % 3 === 0 ? '' : i % 11}`.trim(), {
      name_fr: FR[i % FR.length] ?? null,
      tags: i % 4 === 0 ? ['root', 'local'] : i % 5 === 0 ? ['orchard'] : [],
      category_id: CATEGORIES[i % 3]!.id,
      seller_id: i % 2 ? 'farm-a' : 'farm-b',
      status,
      organic: i % 3 === 1,
      currency: CURRENCIES[i % CURRENCIES.length]!,
      price_from_minor: 100 + ((i * 37) % 900),
      total_stock: stock,
      grades: [{ grade: 'top', price_minor: 100 + ((i * 37) % 900), stock }],
      visible: i % 17 !== 0,
      created_at: new Date(Date.UTC(2026, 0, 1) + (i % 40) * 3_600_000).toISOString(),
    });
  });
}

// ---- The previous query's exact plan ('rows'): read every row, filter, sort, page (catalogue-query.ts before). ----
const isPublic = (p: LocalProduct) => p.visible !== false && p.status !== 'Draft';
const isInStock = (p: LocalProduct) => p.total_stock > 0 && p.status !== 'Out of Stock';
const byNewest = (a: Product, b: Product) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
function comparator(sort: ProductSort): (a: Product, b: Product) => number {
  if (sort === 'price_asc') return (a, b) => a.price_from_minor - b.price_from_minor || byNewest(a, b);
  if (sort === 'price_desc') return (a, b) => b.price_from_minor - a.price_from_minor || byNewest(a, b);
  if (sort === 'name') return (a, b) => (fold(a.name) < fold(b.name) ? -1 : fold(a.name) > fold(b.name) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return byNewest;
}
function reference(rows: Product[], filter: CatalogueFilter, pageSize: number) {
  const sort = effectiveSort(filter);
  const terms = queryTerms(filter.q);
  const category = filter.category ? CATEGORIES.find((c) => c.id === filter.category || c.slug === filter.category) : undefined;
  if (filter.category && !category) return { ids: [] as string[], matching: 0, page: 1, pages: 1 };
  const catWords = new Map(CATEGORIES.map((c) => [c.id, wordsOf(`${c.name_en} ${c.name_fr}`)]));
  const words = (p: Product) => wordsOf(`${p.name} ${p.name_fr ?? ''} ${p.tags.join(' ')}`);
  const lo = filter.price_min === undefined ? undefined : Math.round(filter.price_min * 100);
  const hi = filter.price_max === undefined ? undefined : Math.round(filter.price_max * 100);
  const hits = rows.filter(
    (p) =>
      isPublic(p) &&
      terms.every((t) => words(p).some((w) => w.startsWith(t)) || (catWords.get(p.category_id) ?? []).some((w) => w.startsWith(t))) &&
      (!category || p.category_id === category.id) &&
      (lo === undefined || p.price_from_minor >= lo) &&
      (hi === undefined || p.price_from_minor <= hi) &&
      (!filter.status || p.status === filter.status) &&
      (filter.organic === 'all' || p.organic === (filter.organic === 'only')) &&
      (filter.stock === 'all' || isInStock(p) === (filter.stock === 'in_stock')) &&
      (!filter.currency || p.currency === filter.currency) &&
      (!filter.seller || p.seller_id === filter.seller),
  );
  if (sort === 'relevance') {
    const score = (p: Product) => {
      const hit = (ws: string[], t: string, whole: number, prefix: number) => (ws.some((w) => w === t) ? whole : ws.some((w) => w.startsWith(t)) ? prefix : 0);
      return terms.reduce(
        (s, t) => s + Math.max(hit(wordsOf(p.name), t, 8, 6), hit(wordsOf(p.name_fr ?? ''), t, 6, 4), hit(wordsOf(p.tags.join(' ')), t, 3, 2), hit(catWords.get(p.category_id) ?? [], t, 1, 1)),
        0,
      );
    };
    // Available first (the default order), then the score, then newest.
    hits.sort((a, b) => Number(isInStock(b)) - Number(isInStock(a)) || score(b) - score(a) || byNewest(a, b));
  } else hits.sort(comparator(sort));
  const pages = Math.max(1, Math.ceil(hits.length / pageSize));
  const page = Math.min(Math.max(1, filter.page), pages);
  return { ids: hits.slice((page - 1) * pageSize, page * pageSize).map((p) => p.id), matching: hits.length, page, pages };
}

const FILTERS: Array<Record<string, string>> = [
  {},
  { category: 'vegetables' },
  { category: 'c-fruit', status: 'Seasonal' },
  { category: 'nope' },
  { status: 'Out of Stock' },
  { organic: 'only' },
  { organic: 'non' },
  { stock: 'in_stock' },
  { stock: 'out_of_stock' },
  { currency: 'USD' },
  { currency: 'INR', organic: 'only' },
  { price_min: '3', price_max: '6.5' },
  { price_max: '2' },
  { seller: 'farm-a', stock: 'in_stock' },
  { q: 'carot' },
  { q: 'pommes' },
  { q: 'apple' },
  { q: 'épinards' },
  { q: 'tomato' },
  { q: 'sweet potatoes' },
  { q: 'legumes' },
  { q: 'root' },
  { q: 'zzz' },
  { q: 'oeufs', organic: 'only' },
  { category: 'herbs', organic: 'only', stock: 'in_stock', currency: 'CAD', price_min: '2' },
];
const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'];

describe('queryCatalogue over the twins', () => {
  const db = new MarketDb(`catalogue-query-${crypto.randomUUID()}`);
  const rows = fixture(600);
  beforeAll(async () => {
    await db.categories.bulkPut(CATEGORIES);
    await db.products.bulkPut(rows);
  });

  it('answers every filter, sort and page exactly as reading every row did', async () => {
    let compared = 0;
    for (const raw of FILTERS) {
      for (const sort of SORTS) {
        for (const page of ['1', '2', '9']) {
          const filter = parseCatalogueSearch({ ...raw, sort, page });
          const got = await queryCatalogue(db, filter, { pageSize: 24 });
          const want = reference(rows, filter, 24);
          expect({ ids: got.products.map((p) => p.id), matching: got.matching, page: got.page, pages: got.pages }, JSON.stringify(filter)).toEqual(want);
          compared++;
        }
      }
    }
    expect(compared).toBe(FILTERS.length * SORTS.length * 3);
  });

  it('follows every write of a product row: put, modify, delete, a range delete, clear', async () => {
    const organic = () => queryCatalogue(db, parseCatalogueSearch({ organic: 'only' }), { pageSize: 1000 });
    const before = (await organic()).matching;
    const plain = rows.find((p) => !p.organic && isPublic(p))!;
    await db.products.put({ ...plain, organic: true });
    expect((await organic()).matching).toBe(before + 1);
    await db.products.where('id').equals(plain.id).modify({ organic: false });
    expect((await organic()).matching).toBe(before);
    const anOrganic = rows.find((p) => p.organic && isPublic(p))!;
    await db.products.delete(anOrganic.id);
    expect((await organic()).matching).toBe(before - 1);
    expect((await readFacetMap(db)).get(anOrganic.id)).toBeUndefined();
    await db.products.where('seller_id').equals('farm-a').delete();
    expect((await readFacetMap(db)).size).toBe(await db.products.count());
    await db.products.clear();
    expect((await readFacetMap(db)).size).toBe(0);
    expect((await organic()).matching).toBe(0);
  });

  it('keeps no search words in the rows (they live in the twins)', async () => {
    const other = new MarketDb(`catalogue-words-${crypto.randomUUID()}`);
    await other.products.put({ ...rows[0]!, search_words: ['x'] } as Product);
    expect(await other.products.get(rows[0]!.id)).not.toHaveProperty('search_words');
    expect(((await readFacetMap(other)).get(rows[0]!.id))?.n).toEqual(wordsOf(rows[0]!.name));
    other.close();
  });
});
