// Test helper of the catalogue tests: one product with exactly the grades, dates and flags a test needs.
import type { Db } from '../../db/client.ts';
import { productGrades, productImages, productReviews, products, stockMovements } from '../../db/schema/catalogue.ts';
import type { Farm } from '../../test/catalogue-fixtures.ts';
import { randomUUID } from 'node:crypto';

type Grade = 'top' | 'mid' | 'lower';

export interface TestProduct {
  name: string;
  nameFr?: string | null;
  tags?: string[];
  status?: string;
  currency?: string;
  organic?: boolean;
  discountPercent?: number;
  categoryId?: string;
  /** [grade, price in minor units, stock]; default one top grade at 500 with 10 in stock. */
  grades?: Array<[Grade, number, number]>;
  /** Days before now. */
  ageDays?: number;
}

const DAY = 86_400_000;

export async function addProduct(db: Db, farm: Farm, p: TestProduct): Promise<string> {
  const id = randomUUID();
  await db.insert(products).values({
    id,
    sellerId: farm.sellerId,
    branchId: farm.branchId,
    categoryId: p.categoryId ?? farm.categoryId,
    name: p.name,
    nameFr: p.nameFr ?? null,
    tags: p.tags ?? [],
    status: p.status ?? 'Published',
    currency: p.currency ?? 'CAD',
    organic: p.organic ?? false,
    discountPercent: p.discountPercent ?? 0,
    createdAt: new Date(Date.now() - (p.ageDays ?? 0) * DAY),
  });
  const grades = p.grades ?? [['top', 500, 10]];
  await db.insert(productGrades).values(grades.map(([grade, priceMinor, stock]) => ({ productId: id, grade, priceMinor, stock })));
  await db.insert(productImages).values({ productId: id, thumbPath: 'demo/x-thumb.webp', cardPath: 'demo/x-card.webp', fullPath: 'demo/x-full.webp' });
  return id;
}

/** A 'sold' (negative) or other stock movement of the top grade, `ageDays` ago. */
export async function addMovement(db: Db, farm: Farm, productId: string, kind: string, delta: number, ageDays = 1): Promise<void> {
  await db.insert(stockMovements).values({
    id: randomUUID(),
    productId,
    sellerId: farm.sellerId,
    branchId: farm.branchId,
    grade: 'top',
    kind,
    delta,
    stockAfter: 0,
    byName: 'Test F.',
    createdAt: new Date(Date.now() - ageDays * DAY),
  });
}

export async function addReview(db: Db, productId: string, rating: number, comment: string | null, ageDays = 1, author = 'Test B.'): Promise<void> {
  await db.insert(productReviews).values({ productId, rating, comment, author, createdAt: new Date(Date.now() - ageDays * DAY) });
}
