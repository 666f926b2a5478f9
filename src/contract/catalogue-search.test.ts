// The marketplace's zod-free URL reader must agree with the API's schema: a shared link means the same on both sides.
import { describe, expect, it } from 'vitest';
import { catalogueFilterSchema } from './catalogue.ts';
import { parseCatalogueSearch } from './catalogue-search.ts';

/** The schema's reading of a link: drop each key that does not fit, then take the defaults. */
function bySchema(raw: Record<string, unknown>) {
  let input = { ...raw };
  for (;;) {
    const parsed = catalogueFilterSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
  }
}

const links: Record<string, unknown>[] = [
  {},
  { q: 'carot' },
  { q: '  pomme  ', category: 'vegetables' },
  { q: '' },
  { q: '   ' },
  { q: 'x'.repeat(201) },
  { category: 'c'.repeat(101) },
  { price_min: '2', price_max: '8.5' },
  { price_min: 2, price_max: 0 },
  { price_min: '', price_max: null },
  { price_min: '-1', price_max: 'abc' },
  { price_min: '1000001', price_max: '1000000' },
  { status: 'Published' },
  { status: 'Draft' },
  { status: 'published' },
  { organic: 'only', stock: 'in_stock', currency: 'CAD', sort: 'price_asc' },
  { organic: 'maybe', stock: 'lots', currency: 'EUR', sort: 'random' },
  { seller: '9a1f', page: '3' },
  { page: '0' },
  { page: '2.5' },
  { page: 10_001 },
  { page: 'x' },
  { page: 7 },
  { sort: 'name', page: '10000', organic: 'non', stock: 'out_of_stock', currency: 'INR' },
];

describe('parseCatalogueSearch', () => {
  it.each(links.map((l) => [JSON.stringify(l), l] as const))('reads %s as the schema does', (_, link) => {
    const expected = Object.fromEntries(Object.entries(bySchema(link)).filter(([, v]) => v !== undefined));
    const actual = Object.fromEntries(Object.entries(parseCatalogueSearch(link)).filter(([, v]) => v !== undefined));
    expect(actual).toEqual(expected);
  });
});
