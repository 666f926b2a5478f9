// The marketplace's URL search params, read without zod: the route's validateSearch runs in the app's first
// JavaScript (route trees load eagerly), and zod alone would cost ~25 KB gzip there. It follows
// catalogueFilterSchema (catalogue.ts) exactly: a value that does not fit is dropped and its default used.
// catalogue-search.test.ts checks both agree on a corpus of odd links.
import { MAX_PRICE_MINOR } from './constants.ts';
import {
  CURRENCIES,
  ORGANIC_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
  type Currency,
  type OrganicFilter,
  type ProductSort,
  type ProductStatus,
  type StockFilter,
} from './enums.ts';

export interface CatalogueFilter {
  q?: string | undefined;
  category?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  status?: Exclude<ProductStatus, 'Draft'> | undefined;
  organic: OrganicFilter;
  stock: StockFilter;
  currency?: Currency | undefined;
  sort: ProductSort;
  seller?: string | undefined;
  page: number;
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

/** As z.coerce.number(): Number(value), refused when NaN. */
const number = (value: unknown): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
};

const price = (value: unknown): number | undefined => {
  if (value === '' || value === null) return undefined;
  const n = number(value);
  return n !== undefined && n >= 0 && n <= MAX_PRICE_MINOR / 100 ? n : undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function parseCatalogueSearch(raw: Record<string, unknown>): CatalogueFilter {
  const page = number(raw.page);
  const status = oneOf(PRODUCT_STATUSES, raw.status);
  return {
    q: text(raw.q, 200),
    category: text(raw.category, 100),
    price_min: price(raw.price_min),
    price_max: price(raw.price_max),
    status: status === 'Draft' ? undefined : status,
    organic: oneOf(ORGANIC_FILTERS, raw.organic) ?? 'all',
    stock: oneOf(STOCK_FILTERS, raw.stock) ?? 'all',
    currency: oneOf(CURRENCIES, raw.currency),
    sort: oneOf(PRODUCT_SORTS, raw.sort) ?? 'relevance',
    seller: text(raw.seller, 100),
    page: page !== undefined && Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
