// Pricewise (spec: transparent pricing, price tiers by grade): every offer's price made comparable, in one place for
// the server's comparison API and the device's offline comparison. Zod-free: the /pricewise page runs it over the
// catalogue in Dexie.
//
// The rules, in order, for one product and grade:
//  1. the price of one unit after the product's discount, rounded as it is charged (discountedMinor);
//  2. per basis: a weight unit (kg, g, lb, oz) per kg, a volume (l, ml) per litre; a unit that is not a weight (piece,
//     dozen, box, pack) per kg when the product declares what one unit weighs (`weight`, kg); else a piece or a dozen
//     per piece (a dozen is 12 pieces), and a box or a pack cannot be normalised: it is compared only with boxes (or
//     packs) and says so;
//  3. into the viewer's currency through the rates the operator keeps (currency-rules.ts, given as a `convert`
//     function: `convertWithRates(rates)`), keeping the rate's date; the amount converted is the unit price in
//     thousandths of a minor unit, so the conversion's own rounding does not add to the next step's;
//  4. rounded once, to a whole minor unit, at the end.
import { convertMinor, type RateSet } from './currency-rules.ts';
import { discountedMinor } from './money.ts';
import type { Currency, Grade, Unit } from './enums.ts';
import { GRADES } from './enums.ts';

/** What a normalised price is per. 'box' and 'pack' only for products that declare no unit weight. */
/** GET (public): the comparison API (contract/pricewise.ts holds its zod shapes). */
export const PRICEWISE_PATH = '/product/pricewise/';
/** Price history of public products by id, for a device without the catalogue (contract/pricewise.ts). */
export const PRICE_HISTORY_PATH = '/product/pricewise/history/';
export const PRICE_HISTORY_MAX_IDS = 200;

export const PRICE_BASES = ['kg', 'l', 'piece', 'box', 'pack'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export const KG_PER_LB = 0.45359237;
export const KG_PER_OZ = KG_PER_LB / 16;

/** How much of its basis one unit is, for units that never need a declared weight. */
const FIXED: Partial<Record<Unit, { basis: PriceBasis; per: number }>> = {
  kg: { basis: 'kg', per: 1 },
  g: { basis: 'kg', per: 0.001 },
  lb: { basis: 'kg', per: KG_PER_LB },
  oz: { basis: 'kg', per: KG_PER_OZ },
  l: { basis: 'l', per: 1 },
  ml: { basis: 'l', per: 0.001 },
};

export interface UnitBasis {
  basis: PriceBasis;
  /** How many basis units one product unit is (0.5 for a 500 g pack when the basis is kg). */
  per: number;
  /** False for a box or a pack of unknown weight: it is compared only with its own kind. */
  normalised: boolean;
}

/** The basis one product unit is measured in. `weight`: the product's declared weight of one unit, in kg. */
export function unitBasis(unit: Unit, weight: number | null | undefined): UnitBasis {
  const fixed = FIXED[unit];
  if (fixed) return { basis: fixed.basis, per: fixed.per, normalised: true };
  if (weight != null && Number.isFinite(weight) && weight > 0) return { basis: 'kg', per: weight, normalised: true };
  if (unit === 'piece') return { basis: 'piece', per: 1, normalised: true };
  if (unit === 'dozen') return { basis: 'piece', per: 12, normalised: true };
  return { basis: unit === 'box' ? 'box' : 'pack', per: 1, normalised: false };
}

/** A conversion of a whole amount of minor units between currencies, or null when there is no rate for it. */
export interface PriceConversion {
  amount: number;
  /** 'YYYY-MM-DD' of the oldest rate used; null when no conversion was needed. */
  rate_date: string | null;
}
export type Convert = (amountMinor: number, from: Currency, to: Currency) => PriceConversion | null;

/** Converts nothing: only offers in the viewer's currency compare (a device that holds no rates yet). */
export const sameCurrencyOnly: Convert = (amount, from, to) => (from === to ? { amount, rate_date: null } : null);

/** The operator's rates in force (currentRates of currency-rules.ts) as a converter: the one conversion rule. */
export function convertWithRates(rates: RateSet): Convert {
  return (amount, from, to) => {
    const c = convertMinor(amount, from, to, rates);
    return c === null ? null : { amount: c.amount, rate_date: c.date };
  };
}

/** Prices are converted in thousandths of a minor unit (exact integers for every price the catalogue allows). */
const CONVERT_SCALE = 1000;

export interface NormalisedPrice {
  basis: PriceBasis;
  normalised: boolean;
  /** The price of one unit after the discount, in the product's currency (what the product page shows). */
  unit_price_minor: number;
  /** Per basis unit in the viewer's currency, rounded to a whole minor unit; null when no rate converts it. */
  price_minor: number | null;
  currency: Currency;
  rate_date: string | null;
}

/** One grade's price of a product, made comparable (the rules at the top of this file). */
export function normalisePrice(
  input: { price_minor: number; discount_percent: number; unit: Unit; weight: number | null | undefined; currency: Currency },
  viewer: Currency,
  convert: Convert = sameCurrencyOnly,
): NormalisedPrice {
  const { basis, per, normalised } = unitBasis(input.unit, input.weight);
  const unitPrice = discountedMinor(input.price_minor, input.discount_percent);
  const conversion = input.currency === viewer ? { amount: unitPrice * CONVERT_SCALE, rate_date: null } : convert(unitPrice * CONVERT_SCALE, input.currency, viewer);
  return {
    basis,
    normalised,
    unit_price_minor: unitPrice,
    price_minor: conversion === null ? null : Math.round(conversion.amount / CONVERT_SCALE / per),
    currency: viewer,
    rate_date: conversion?.rate_date ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics over normalised prices

/** The q-quantile of sorted numbers, linear between neighbours (as a spreadsheet's QUARTILE / PERCENTILE.INC). */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export interface PriceSpread {
  count: number;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
}

/** Count, extremes, quartiles and median of prices (any order); each rounded to a whole minor unit. */
export function priceSpread(prices: readonly number[]): PriceSpread {
  const sorted = [...prices].sort((a, b) => a - b);
  const r = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    count: sorted.length,
    min: sorted[0] ?? null,
    q1: r(quantile(sorted, 0.25)),
    median: r(quantile(sorted, 0.5)),
    q3: r(quantile(sorted, 0.75)),
    max: sorted.length ? sorted[sorted.length - 1]! : null,
  };
}

/** 'Lower than N% of offers': the share of the other prices strictly above this one, in whole percent (0 with none). */
export function lowerThanPercent(price: number, prices: readonly number[]): number {
  let others = 0;
  let above = 0;
  let selfSeen = false;
  for (const p of prices) {
    if (p === price && !selfSeen) {
      selfSeen = true;
      continue;
    }
    others++;
    if (p > price) above++;
  }
  return others === 0 ? 0 : Math.round((above * 100) / others);
}

// ---------------------------------------------------------------------------------------------------------------
// Choosing a produce: the offline search's words, so the server and the device pick the same products

/** Lower case, accents removed, œ/æ spelled out (as the marketplace's offline search folds). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

function stem(word: string): string {
  if (word.length >= 6 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length >= 5 && (word.endsWith('es') || word.endsWith('ux'))) return word.slice(0, -1).replace(/e$/, '');
  if (word.length >= 4 && (word.endsWith('s') || word.endsWith('x'))) return word.slice(0, -1);
  return word;
}

/** The stems of a produce search ('carottes' -> 'carott'), each matched as a word prefix. */
export function produceTerms(q: string | null | undefined): string[] {
  return [...new Set(words(q ?? '').map(stem))];
}

/** Whether a product's English or French name (or a tag) holds every term: 'carrot' and 'carott' both find
 * 'Carrots – Bulk case / Carottes – Caisse en vrac'. No terms: nothing matches (a comparison needs a produce). */
export function matchesProduce(p: { name: string; name_fr: string | null; tags: readonly string[] }, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const own = [...words(p.name), ...words(p.name_fr ?? ''), ...words(p.tags.join(' '))];
  return terms.every((t) => own.some((w) => w.startsWith(t)));
}

/** A product's produce: its name before a variant (' – Bulk case', ', 500 g jar'), the picker's suggestion. */
export function produceName(name: string): string {
  return name.split(/\s[–—-]\s|,\s/)[0]!.trim();
}

// ---------------------------------------------------------------------------------------------------------------
// The comparison

export const PRICEWISE_FULFILMENTS = ['any', 'delivery', 'pickup'] as const;
export type PricewiseFulfilment = (typeof PRICEWISE_FULFILMENTS)[number];

export interface PricewiseFilter {
  /** The produce, as searched (English or French). */
  q: string;
  category?: string | undefined;
  province?: string | undefined;
  organic: 'all' | 'only' | 'non';
  grade?: Grade | undefined;
  fulfilment: PricewiseFulfilment;
}

/** What the comparison needs of a product (the catalogue's row, the device's or the server's). */
export interface PricewiseProduct {
  id: string;
  seller_id: string;
  branch_id: string | null;
  category_id: string;
  name: string;
  name_fr: string | null;
  tags: readonly string[];
  unit: Unit;
  weight: number | null;
  organic: boolean;
  status: string;
  currency: Currency;
  discount_percent: number;
  province: string | null;
  total_stock: number;
  visible: boolean;
  grades: ReadonlyArray<{ grade: Grade; price_minor: number; stock: number }>;
}

export interface PricewiseFarm {
  farm_name: string;
  province: string;
  /** ISO weekdays the farm delivers on; none: pickup only. */
  delivery_days: readonly number[];
}

export interface PricewiseOffer {
  product_id: string;
  seller_id: string;
  farm_name: string;
  province: string | null;
  name: string;
  name_fr: string | null;
  grade: Grade;
  organic: boolean;
  unit: Unit;
  weight: number | null;
  /** The price of one unit as listed: before and after the discount, in the product's currency. */
  list_price_minor: number;
  unit_price_minor: number;
  discount_percent: number;
  product_currency: Currency;
  /** Per basis unit in the viewer's currency. */
  price_minor: number;
  basis: PriceBasis;
  normalised: boolean;
  rate_date: string | null;
  /** In stock now; else sold ahead (Seasonal: a pre-order) or out of stock. */
  availability: 'in_stock' | 'pre_order' | 'out_of_stock';
  /** The lowest price of its grade and basis (ties: every offer at that price). */
  best_value: boolean;
}

export interface PricewiseGradeStats extends PriceSpread {
  grade: Grade;
}

export interface PricewiseGroup {
  basis: PriceBasis;
  normalised: boolean;
  /** Sorted by normalised price, then grade (top first), then farm. */
  offers: PricewiseOffer[];
  grades: PricewiseGradeStats[];
}

export interface PricewiseComparison {
  currency: Currency;
  /** The oldest rate date used (the comparison is as fresh as its oldest rate); null when none was needed. */
  rate_date: string | null;
  /** One group per basis, the largest first: only prices on the same basis compare. */
  groups: PricewiseGroup[];
  /** Matching offers left out for want of an exchange rate, by currency. */
  unconverted: Currency[];
}

const gradeOrder = (g: Grade) => GRADES.indexOf(g);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function availabilityOf(p: PricewiseProduct, stock: number): PricewiseOffer['availability'] {
  if (p.status === 'Seasonal') return 'pre_order';
  return stock > 0 && p.status !== 'Out of Stock' ? 'in_stock' : 'out_of_stock';
}

/** Whether the product is for sale to buyers at all (never drafts or an owner's hidden copy). */
export function isComparable(p: Pick<PricewiseProduct, 'visible' | 'status'>): boolean {
  return p.visible !== false && p.status !== 'Draft';
}

/**
 * Every offer of a produce: one per product and grade, normalised, grouped by basis, sorted by normalised price, with
 * each grade's count, quartiles, median and spread, and the best value of each grade marked.
 */
export function comparePrices(
  products: Iterable<PricewiseProduct>,
  farms: ReadonlyMap<string, PricewiseFarm>,
  filter: PricewiseFilter,
  viewer: Currency,
  convert: Convert = sameCurrencyOnly,
  /** True when the caller picked the products by the same words already (the device's facets): not checked again. */
  preMatched = false,
): PricewiseComparison {
  const terms = produceTerms(filter.q);
  const byBasis = new Map<PriceBasis, PricewiseOffer[]>();
  const unconverted = new Set<Currency>();
  let rateDate: string | null = null;
  for (const p of products) {
    if (!isComparable(p)) continue;
    if (filter.category && p.category_id !== filter.category) continue;
    if (filter.organic === 'only' ? !p.organic : filter.organic === 'non' ? p.organic : false) continue;
    if (filter.province && p.province !== filter.province) continue;
    const farm = farms.get(p.seller_id);
    if (filter.fulfilment === 'pickup' && !p.branch_id) continue;
    if (filter.fulfilment === 'delivery' && !(farm && farm.delivery_days.length > 0)) continue;
    if (!preMatched && !matchesProduce(p, terms)) continue;
    for (const g of p.grades) {
      if (filter.grade && g.grade !== filter.grade) continue;
      const n = normalisePrice({ price_minor: g.price_minor, discount_percent: p.discount_percent, unit: p.unit, weight: p.weight, currency: p.currency }, viewer, convert);
      if (n.price_minor === null) {
        unconverted.add(p.currency);
        continue;
      }
      if (n.rate_date && (rateDate === null || n.rate_date < rateDate)) rateDate = n.rate_date;
      const offer: PricewiseOffer = {
        product_id: p.id,
        seller_id: p.seller_id,
        farm_name: farm?.farm_name ?? '',
        province: p.province,
        name: p.name,
        name_fr: p.name_fr,
        grade: g.grade,
        organic: p.organic,
        unit: p.unit,
        weight: p.weight,
        list_price_minor: g.price_minor,
        unit_price_minor: n.unit_price_minor,
        discount_percent: p.discount_percent,
        product_currency: p.currency,
        price_minor: n.price_minor,
        basis: n.basis,
        normalised: n.normalised,
        rate_date: n.rate_date,
        availability: availabilityOf(p, g.stock),
        best_value: false,
      };
      const list = byBasis.get(n.basis);
      if (list) list.push(offer);
      else byBasis.set(n.basis, [offer]);
    }
  }
  const groups: PricewiseGroup[] = [];
  for (const [basis, offers] of byBasis) {
    offers.sort(
      (a, b) =>
        a.price_minor - b.price_minor ||
        gradeOrder(a.grade) - gradeOrder(b.grade) ||
        // Plain code-unit order for ties: the same on every device and server (and localeCompare is slow).
        byText(a.farm_name, b.farm_name) ||
        byText(a.product_id, b.product_id),
    );
    const grades: PricewiseGradeStats[] = [];
    for (const grade of GRADES) {
      const prices = offers.filter((o) => o.grade === grade).map((o) => o.price_minor);
      if (prices.length === 0) continue;
      const spread = priceSpread(prices);
      grades.push({ grade, ...spread });
      for (const o of offers) if (o.grade === grade && o.price_minor === spread.min) o.best_value = true;
    }
    groups.push({ basis, normalised: offers[0]!.normalised, offers, grades });
  }
  groups.sort((a, b) => b.offers.length - a.offers.length || PRICE_BASES.indexOf(a.basis) - PRICE_BASES.indexOf(b.basis));
  return { currency: viewer, rate_date: rateDate, groups, unconverted: [...unconverted].sort() };
}

/**
 * Where one price sits among the market's for the same produce and grade (the farm's view, the product page's
 * 'lower than N% of offers'): the spread of the others' prices on the same basis, and the share above it.
 */
export interface PricePosition extends PriceSpread {
  price_minor: number;
  lower_than_percent: number;
}

export function pricePosition(price: number, prices: readonly number[]): PricePosition {
  return { price_minor: price, ...priceSpread(prices), lower_than_percent: lowerThanPercent(price, prices) };
}

// ---------------------------------------------------------------------------------------------------------------
// The /pricewise page's URL (read without zod, as the marketplace's: catalogue-search.ts) and the API's query

export interface PricewiseSearch extends PricewiseFilter {
  /** The viewer's currency for this comparison (else the device's preference, else CAD). */
  currency?: Currency | undefined;
  /** Days of price history shown. */
  days: PricewiseDays;
}

export const PRICEWISE_DAYS = [30, 90, 365] as const;
export type PricewiseDays = (typeof PRICEWISE_DAYS)[number];
const PRICEWISE_CURRENCIES: readonly Currency[] = ['CAD', 'USD', 'INR'];
const PRICEWISE_ORGANIC = ['all', 'only', 'non'] as const;

const textOf = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined => values.find((v) => String(v) === String(value));

/** A value that does not fit is dropped and its default used (a shared link never breaks the page). */
export function parsePricewiseSearch(raw: Record<string, unknown>): PricewiseSearch {
  return {
    q: textOf(raw.q, 200) ?? '',
    category: textOf(raw.category, 100),
    province: textOf(raw.province, 2),
    organic: oneOf(PRICEWISE_ORGANIC, raw.organic) ?? 'all',
    grade: oneOf(GRADES, raw.grade),
    fulfilment: oneOf(PRICEWISE_FULFILMENTS, raw.fulfilment) ?? 'any',
    currency: oneOf(PRICEWISE_CURRENCIES, raw.currency),
    days: oneOf(PRICEWISE_DAYS, raw.days) ?? 90,
  };
}
