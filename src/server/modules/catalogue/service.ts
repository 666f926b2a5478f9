// Catalogue reads: the product list and page for a first visit before the sync pull has filled the device.
import { and, eq } from 'drizzle-orm';
import type { Category, Product } from '../../../contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { notFound } from '../../plugins/errors.ts';
import { toCategory, toProduct } from './mappers.ts';
import * as q from './queries.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export async function listProducts(db: Db, query: { q?: string | undefined; category?: string | undefined; page: number; page_size: number }) {
  const categoryId = query.category ? await q.findCategoryId(db, query.category) : null;
  const where = q.productListFilter(query.q || undefined, query.category || undefined, categoryId);
  const [count, rows] = await Promise.all([
    q.countProducts(db, where),
    q.selectProducts(db, where, { limit: query.page_size, offset: (query.page - 1) * query.page_size }),
  ]);
  return { data: await withChildren(db, rows), meta: { count, page: query.page, page_size: query.page_size } };
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
