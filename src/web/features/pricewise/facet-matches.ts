// Which products a produce search picks, read from the marketplace's twins (offline/product-facets.ts: folded words of the
// names and tags, as contract/pricewise-rules.ts matchesProduce folds them): one pass over small objects, no React,
// so the benchmark runs it as the page does.
import type { ProductFacet } from '@/offline/product-facets.ts';

/** Ids of the visible products (of the category, when given) whose English or French name or tags hold every term. */
export function facetMatches(facets: readonly ProductFacet[], terms: readonly string[], categoryId: string | null): string[] {
  const ids: string[] = [];
  if (terms.length === 0) return ids;
  const has = (words: readonly string[], t: string) => words.some((w) => w.startsWith(t));
  for (const f of facets) {
    if (f.v !== 1 || (categoryId !== null && f.c !== categoryId)) continue;
    if (terms.every((t) => has(f.n, t) || has(f.f, t) || has(f.g, t))) ids.push(f.id);
  }
  return ids;
}
