// Catalogue reads from Dexie (never the network): products, categories and farms, filtered in memory.
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Category, Product, SellerPublic } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { matchesQuery, queryWords } from './product-view.ts';

export interface CatalogueFilter {
  q?: string;
  category?: string;
}

export interface Catalogue {
  /** undefined while Dexie answers the first time. */
  all: Product[] | undefined;
  shown: Product[];
  categories: Category[];
  farms: Map<string, SellerPublic>;
}

/** Drafts are the seller's own business: the catalogue never shows them. */
const visible = (p: Product) => p.status !== 'Draft';
// One collator for 10,000 comparisons: far cheaper than String#localeCompare building one per call.
const collator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });
const byName = (a: Product, b: Product) => collator.compare(a.name, b.name);

export function useCatalogue(filter: CatalogueFilter): Catalogue {
  const all = useLiveQuery(async () => (await db.products.toArray()).filter(visible).sort(byName), []);
  const categories = useLiveQuery(async () => (await db.categories.toArray()).sort((a, b) => a.position - b.position), []) ?? [];
  const farms = useFarms();
  const shown = useMemo(() => {
    const words = queryWords(filter.q);
    return (all ?? []).filter((p) => (!filter.category || p.category_id === filter.category) && matchesQuery(p, words));
  }, [all, filter.q, filter.category]);
  return { all, shown, categories, farms };
}

export function useFarms(): Map<string, SellerPublic> {
  const sellers = useLiveQuery(() => db.sellers.toArray(), []);
  return useMemo(() => new Map((sellers ?? []).map((s) => [s.id, s])), [sellers]);
}

/** undefined while loading, null when Dexie does not hold it. */
export function useLocalProduct(id: string): Product | null | undefined {
  return useLiveQuery(async () => (await db.products.get(id)) ?? null, [id]);
}
