// Catalogue reads: the product list and page for a first visit before the sync pull has filled the device.
import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { productListResponse, type Category, type Product, type ProductListQuery } from '../../../contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { groupBy } from '../../lib/group-by.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { contractSerializer } from '../../lib/contract-serializer.ts';
import { countKey, countNow, knownCount } from './count-cache.ts';
import { listPage, rowChanged, type ListFilter } from './list-queries.ts';
import { toCategory, toListProduct, toProduct, toProductReview } from './mappers.ts';
import { cachedPage, changedSince, rememberPage } from './page-cache.ts';
import * as q from './queries.ts';


/** Rows with their grades and images, in the contract's shape (two queries for any number of products). */
export async function withChildren(db: Db, rows: q.ProductWithPlace[]): Promise<Product[]> {
  const ids = rows.map((r) => r.product.id);
  // One after the other: `db` may be a transaction (the sync pull's snapshot), and one connection runs one query at a time.
  const grades = await q.gradesOf(db, ids);
  const images = await q.imagesOf(db, ids);
  const gradesBy = groupBy(grades, (g) => g.productId);
  const imagesBy = groupBy(images, (i) => i.productId);
  return rows.map((r) => toProduct(r, gradesBy.get(r.product.id) ?? [], imagesBy.get(r.product.id) ?? []));
}

/** The product list's answers as the contract's JSON, in bytes (lib/contract-serializer.ts). */
const writeProductList = contractSerializer(productListResponse);

/**
 * GET /product/products/: visible products matching the filters, one page, with the count of all matches, as the
 * JSON bytes of the contract's answer. A page answered before under the filter's current count is answered again
 * while the catalogue is unchanged since that count (page-cache.ts).
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<Buffer> {
  const filter: ListFilter = {
    words: query.q ? q.searchWords(query.q) : [],
    category: query.category,
    // Major units -> minor units of the product's own currency (every currency here has cents or paise).
    priceMinMinor: query.price_min === undefined ? undefined : Math.ceil(Math.round(query.price_min * 1000) / 10),
    priceMaxMinor: query.price_max === undefined ? undefined : Math.floor(Math.round(query.price_max * 1000) / 10),
    status: query.status,
    organic: query.organic,
    stock: query.stock,
    currency: query.currency,
    seller: query.seller,
  };
  const offset = (query.page - 1) * query.page_size;
  const key = countKey(filter);
  const pageKey = `${key}\u0000${query.sort}\u0000${query.page}\u0000${query.page_size}`;
  const known = knownCount(db, key);
  if (known) {
    const kept = cachedPage(db, pageKey, known);
    if (kept && !(await changedSince(db, known))) return kept;
  }
  // Without a count made before: count alongside the page. With one: the page says whether the catalogue changed since.
  const [rows, fresh] = await Promise.all([
    listPage(db, filter, query.sort, { limit: query.page_size, offset, since: known?.snapshot ?? null }),
    known ? null : countNow(db, key, filter),
  ]);
  const unchanged = known !== undefined && rows.length > 0 && !rowChanged(rows[0]!);
  let count: number;
  if ((rows.length > 0 && rows.length < query.page_size) || (rows.length === 0 && query.page === 1)) {
    count = offset + rows.length; // the last page tells the count itself
  } else if (unchanged) {
    count = known.n;
  } else {
    count = (fresh ?? (await countNow(db, key, filter))).n;
  }
  const bytes = writeProductList({ data: rows.map(toListProduct), meta: { count, page: query.page, page_size: query.page_size } });
  // Read while the catalogue was as when `known` was counted: the answer holds as long as that count does.
  if (unchanged) rememberPage(db, pageKey, known, bytes);
  return bytes;
}

const BEST_SELLER_DAYS = 90;

/** Puts `first` ahead, then the newest visible products not among them, up to `limit`. */
async function toppedUp(db: Db, first: q.ProductWithPlace[], limit: number): Promise<q.ProductWithPlace[]> {
  if (first.length >= limit) return first.slice(0, limit);
  const taken = first.map((r) => r.product.id);
  const more = await q.selectProducts(db, and(q.productIsVisible, taken.length ? notInArray(products.id, taken) : undefined), { limit: limit - first.length });
  return [...first, ...more];
}

/**
 * GET /product/top_products/: best sellers (units sold in the last 90 days) and best rated (average of at least
 * one rating, ties by how many), each topped up with the newest visible products to `limit`.
 */
export async function topProducts(db: Db, limit: number, now: Date) {
  const sellerIds = await q.bestSellerIds(db, new Date(now.getTime() - BEST_SELLER_DAYS * 86_400_000), limit);
  const sellerRows = sellerIds.length ? await q.selectProducts(db, and(q.productIsVisible, inArray(products.id, sellerIds))) : [];
  const rank = new Map(sellerIds.map((id, i) => [id, i]));
  sellerRows.sort((a, b) => rank.get(a.product.id)! - rank.get(b.product.id)!);
  const bestSellers = await toppedUp(db, sellerRows, limit);
  const rated = await q.selectProducts(db, and(q.productIsVisible, gt(products.ratingCount, 0)), { limit, orderBy: q.bestRatedOrder });
  const bestRated = await toppedUp(db, rated, limit);

  // Grades and images once for both lists.
  const unique = new Map([...bestSellers, ...bestRated].map((r) => [r.product.id, r]));
  const full = new Map((await withChildren(db, [...unique.values()])).map((p) => [p.id, p]));
  return { best_sellers: bestSellers.map((r) => full.get(r.product.id)!), best_rated: bestRated.map((r) => full.get(r.product.id)!) };
}

/** GET /product/products/{id}/feedback/: a visible product's ratings and comments, newest first. */
export async function productFeedback(db: Db, id: string, page: { page: number; page_size: number }) {
  const rating = isUuid(id) ? await q.visibleRating(db, id) : null;
  if (!rating) throw notFound('product.not_found');
  const rows = rating.count ? await q.reviewsOf(db, id, { limit: page.page_size, offset: (page.page - 1) * page.page_size }) : [];
  return {
    data: rows.map(toProductReview),
    meta: { count: rating.count, average: rating.count ? Math.round((rating.sum / rating.count) * 10) / 10 : null },
  };
}

/** A visible product, or 404 for a missing, draft or unapproved one. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  if (!isUuid(id)) throw notFound('product.not_found');
  const rows = await q.selectProducts(db, and(eq(products.id, id), q.productIsVisible));
  if (rows.length === 0) throw notFound('product.not_found');
  return (await withChildren(db, rows))[0]!;
}

export async function listCategories(db: Db): Promise<Category[]> {
  return (await q.listCategories(db)).map(toCategory);
}
