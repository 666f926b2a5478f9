// The one lock order for changing a product's stock or prices: product rows first (by id), then their grade rows.
// A product edit updates the product row and then its grades; an order or an inventory movement that locked a grade
// first would then need the product row (the grade triggers update it) while the edit holds it and waits for the
// grade: a deadlock, which PostgreSQL breaks by failing one of them. Taking the product rows first makes them queue.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';

/** Locks the products (FOR NO KEY UPDATE: rows that merely reference them, like cart lines, are not held up). */
export async function lockProducts(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return;
  await db.select({ id: products.id }).from(products).where(inArray(products.id, unique)).orderBy(asc(products.id)).for('no key update');
}
