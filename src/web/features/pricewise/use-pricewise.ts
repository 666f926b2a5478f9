// Pricewise's reads: the comparison worked out on the device from its catalogue in Dexie (offline), or, on a device
// that holds no catalogue yet, the server's answer to the same choice (GET /api/product/pricewise/, same rules).
import { useMemo } from 'react';
import type { Category } from '@contract/catalogue.ts';
import type { RateSet } from '@contract/currency-rules.ts';
import type { Currency } from '@contract/enums.ts';
import {
  comparePrices,
  convertWithRates,
  isComparable,
  produceName,
  produceTerms,
  PRICEWISE_PATH,
  type PricewiseComparison,
  type PricewiseFarm,
  type PricewiseSearch,
} from '@contract/pricewise-rules.ts';
import { useExchangeRates } from '@/domain/currency/use-exchange-rates.ts';
import { useServerAnswer, type ServerQuery } from '@/lib/use-server-answer.ts';
import { facetMatches } from './facet-matches.ts';
import { readAllFacets } from '@/offline/product-facets.ts';
import type { MarketDb } from '@/offline/db.ts';
import { useDeviceQuery } from '@/offline/use-device-query.ts';

/** Ids of the products whose names or tags hold every term: the marketplace's folded words (its twins). */
async function matchingIds(db: MarketDb, terms: string[], categoryId: string | null): Promise<string[]> {
  return facetMatches(await readAllFacets(db), terms, categoryId);
}

/** The comparison over what Dexie holds (the same rules as the server's). */
export async function compareOnDevice(db: MarketDb, search: PricewiseSearch, viewer: Currency, rates: RateSet): Promise<PricewiseComparison> {
  const terms = produceTerms(search.q);
  const category = search.category ? ((await db.categories.where('slug').equals(search.category).first()) ?? (await db.categories.get(search.category))) : undefined;
  if (terms.length === 0 || (search.category && !category)) return { currency: viewer, rate_date: null, groups: [], unconverted: [] };
  const ids = await matchingIds(db, terms, category?.id ?? null);
  const products = (await db.products.bulkGet(ids)).filter((p) => p !== undefined);
  const sellerIds = [...new Set(products.map((p) => p.seller_id))];
  const farms = new Map<string, PricewiseFarm>();
  for (const s of await db.sellers.bulkGet(sellerIds)) if (s) farms.set(s.id, { farm_name: s.farm_name, province: s.province, delivery_days: s.delivery_days });
  // Picked by the facets' folded words, the same words matchesProduce reads: not matched a second time.
  return comparePrices(products, farms, { ...search, category: category?.id }, viewer, convertWithRates(rates), true);
}

export interface PricewiseAnswer {
  comparison: PricewiseComparison | undefined;
  /** Where it comes from: the device (offline-capable) or the server (a device that holds no catalogue). */
  source: 'device' | 'server';
  failed: boolean;
}

const NO_ROWS: never[] = [];

/**
 * The comparison for a choice, live from Dexie with the operator's rates in force (useExchangeRates: synced, or
 * asked once); from the server while the device holds no products.
 */
export function usePricewise(search: PricewiseSearch, viewer: Currency, online: boolean): PricewiseAnswer {
  const key = JSON.stringify([search, viewer]);
  const rates = useExchangeRates();
  const stored = useDeviceQuery((db) => db.products.count(), [], { empty: 0 });
  const device = useDeviceQuery((db) => (stored && rates ? compareOnDevice(db, search, viewer, rates) : undefined), [key, stored, rates], { empty: undefined });
  const useServer = stored === 0 && online && search.q.trim() !== '';
  const query: ServerQuery = { q: search.q, organic: search.organic, fulfilment: search.fulfilment, currency: viewer };
  if (search.category) query.category = search.category;
  if (search.province) query.province = search.province;
  if (search.grade) query.grade = search.grade;
  const remote = useServerAnswer<PricewiseComparison>(PRICEWISE_PATH, useServer ? query : null);
  if (useServer) return { comparison: remote === 'failed' ? undefined : remote, source: 'server', failed: remote === 'failed' };
  return { comparison: device, source: 'device', failed: false };
}

export interface ProduceSuggestion {
  /** What the search box gets: the produce's name in the reader's language. */
  q: string;
  count: number;
}

/** The produce sold in a category (or matching a few letters), by name, for the picker: 'Carrots (12)'. */
export function useProduceSuggestions(categorySlug: string | undefined, typed: string, lang: string): ProduceSuggestion[] | undefined {
  const terms = useMemo(() => produceTerms(typed), [typed]);
  return useDeviceQuery(
    async (db) => {
      if (!categorySlug && terms.length === 0) return NO_ROWS;
      const category = categorySlug ? await db.categories.where('slug').equals(categorySlug).first() : undefined;
      if (categorySlug && !category) return NO_ROWS;
      const ids = await matchingIdsOrAll(db, terms, category?.id ?? null);
      const products = (await db.products.bulkGet(ids)).filter((p) => p !== undefined && isComparable(p));
      const counts = new Map<string, number>();
      for (const p of products) {
        const name = produceName(lang === 'fr' && p!.name_fr ? p!.name_fr : p!.name);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return [...counts].map(([q, count]) => ({ q, count })).sort((a, b) => b.count - a.count || a.q.localeCompare(b.q)).slice(0, 24);
    },
    [categorySlug, terms.join(' '), lang],
    { empty: NO_ROWS },
  );
}

async function matchingIdsOrAll(db: MarketDb, terms: string[], categoryId: string | null): Promise<string[]> {
  if (terms.length > 0) return matchingIds(db, terms, categoryId);
  return categoryId === null ? [] : (await readAllFacets(db)).filter((f) => f.v === 1 && f.c === categoryId).map((f) => f.id);
}

export function usePricewiseCategories(): Category[] | undefined {
  return useDeviceQuery(async (db) => (await db.categories.toArray()).sort((a, b) => a.position - b.position), [], { empty: NO_ROWS });
}
