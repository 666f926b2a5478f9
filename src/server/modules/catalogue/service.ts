// Catalogue reads: the product list and page for a first visit before the sync pull has filled the device.
import { and, eq, gt, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Category, Product, ProductListQuery } from '../../../contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { notFound } from '../../plugins/errors.ts';
import { toCategory, toProduct, toProductReview } from './mappers.ts';
import * as q from './queries.ts';

const { UUID_RE } = q;

/** Rows with their grades and images, in the contract's shape (two queries for any number of products). */
export async function withChildren(db: Db, rows: q.ProductWithPlace[]): Promise<Product[]> {
  const ids = rows.map((r) => r.product.id);
  // One after the other: `db` may be a transaction (the sync pull's snapshot), and one connection runs one query at a time.
  const grades = await q.gradesOf(db, ids);
  const images = await q.imagesOf(db, ids);
  const group = <T extends { productId: string }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const row of rows) by.set(row.productId, [...(by.get(row.productId) ?? []), row]);
    return by;
  };
  const gradesBy = group(grades);
  const imagesBy = group(images);
  return rows.map((r) => toProduct(r, gradesBy.get(r.product.id) ?? [], imagesBy.get(r.product.id) ?? []));
}

/** GET /product/products/: visible products matching the filters, one page, with the count of all matches. */
export async function listProducts(db: Db, query: ProductListQuery) {
  const categoryId = query.category ? await q.findCategoryId(db, query.category) : null;
  const tsQuery = query.q ? q.searchTsQuery(query.q) : null;
  const where = q.productListWhere({
    tsQuery,
    categoryId,
    categoryMissing: !!query.category && !categoryId,
    // Major units -> minor units of the product's own currency (every currency here has cents or paise).
    priceMinMinor: query.price_min === undefined ? undefined : Math.ceil(Math.round(query.price_min * 1000) / 10),
    priceMaxMinor: query.price_max === undefined ? undefined : Math.floor(Math.round(query.price_max * 1000) / 10),
    status: query.status,
    organic: query.organic,
    stock: query.stock,
    currency: query.currency,
    seller: query.seller,
  });
  const offset = (query.page - 1) * query.page_size;
  const select = q.selectProducts(db, where, { limit: query.page_size, offset, orderBy: q.productListOrder(query.sort, tsQuery) });
  const key = q.countKey(db, where);
  const known = countsOf(db).get(key);
  // Without a count made before: count alongside the page. With one: check that nothing was written since.
  const [rows, fresh, snapshot] = await Promise.all([select, known ? null : countOnce(db, key, where), known ? q.currentSnapshot(db) : null]);
  let count: number;
  if ((rows.length > 0 && rows.length < query.page_size) || (rows.length === 0 && query.page === 1)) {
    count = offset + rows.length; // the last page tells the count itself
  } else if (known && known.snapshot === snapshot) {
    count = known.n;
  } else {
    count = (fresh ?? (await countOnce(db, key, where))).n;
  }
  return { data: await withChildren(db, rows), meta: { count, page: query.page, page_size: query.page_size } };
}

/**
 * Counts of full-page filters by database, each with the snapshot it was made under: counting 10,000 matches costs
 * more than the page itself (most of a request on PGlite), and the catalogue is read far more often than written.
 * A count is reused only while the database's snapshot is the same, i.e. no write happened anywhere since.
 */
type Counted = { n: number; snapshot: string };
const countCache = new WeakMap<Db, Map<string, Counted>>();
const COUNT_CACHE_SIZE = 500;

function countsOf(db: Db): Map<string, Counted> {
  let counts = countCache.get(db);
  if (!counts) countCache.set(db, (counts = new Map<string, Counted>()));
  return counts;
}

/**
 * One count at a time per filter: requests that need the same count while it runs share it (after a write, or on a
 * cold start, 50 concurrent requests would otherwise each count the catalogue).
 */
const countsRunning = new WeakMap<Db, Map<string, Promise<Counted>>>();

function countOnce(db: Db, key: string, where: SQL): Promise<Counted> {
  let running = countsRunning.get(db);
  if (!running) countsRunning.set(db, (running = new Map<string, Promise<Counted>>()));
  const map = running;
  let counting = map.get(key);
  if (!counting) {
    counting = q.countProductsAt(db, where).then(
      (counted) => {
        map.delete(key);
        remember(countsOf(db), key, counted);
        return counted;
      },
      (err: unknown) => {
        map.delete(key);
        throw err;
      },
    );
    map.set(key, counting);
  }
  return counting;
}

function remember(counts: Map<string, Counted>, key: string, value: Counted) {
  counts.delete(key);
  counts.set(key, value);
  if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
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
  const rating = UUID_RE.test(id) ? await q.visibleRating(db, id) : null;
  if (!rating) throw notFound('product.not_found');
  const rows = rating.count ? await q.reviewsOf(db, id, { limit: page.page_size, offset: (page.page - 1) * page.page_size }) : [];
  return {
    data: rows.map(toProductReview),
    meta: { count: rating.count, average: rating.count ? Math.round((rating.sum / rating.count) * 10) / 10 : null },
  };
}

/** A visible product, or 404 for a missing, draft or unapproved one. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  if (!UUID_RE.test(id)) throw notFound('product.not_found');
  const rows = await q.selectProducts(db, and(eq(products.id, id), q.productIsVisible));
  if (rows.length === 0) throw notFound('product.not_found');
  return (await withChildren(db, rows))[0]!;
}

export async function listCategories(db: Db): Promise<Category[]> {
  return (await q.listCategories(db)).map(toCategory);
}
