// Catalogue rows for tests: a farm with an approved branch, a category, and products with three grades.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../db/schema/catalogue.ts';

export interface Farm {
  sellerId: string;
  branchId: string;
  categoryId: string;
  categorySlug: string;
}

export async function createFarm(db: Db, opts: { branchStatus?: string } = {}): Promise<Farm> {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ email: `farm-${tag}@example.ca`, phoneNumber: null, passwordHash: 'x', role: 'Seller', firstName: 'Farm', lastName: tag })
    .returning({ id: users.id });
  const [seller] = await db
    .insert(sellers)
    .values({ userId: user!.id, farmName: `Ferme ${tag}`, province: 'QC', phone: '+14165550000', certifications: ['organic'] })
    .returning({ id: sellers.id });
  const [branch] = await db
    .insert(branches)
    .values({ sellerId: seller!.id, name: 'Main', province: 'QC', city: 'Québec', address: '1 rue', status: opts.branchStatus ?? 'approved' })
    .returning({ id: branches.id });
  const [category] = await db
    .insert(categories)
    .values({ slug: `veg-${tag}`, nameEn: 'Vegetables', nameFr: 'Légumes' })
    .returning({ id: categories.id, slug: categories.slug });
  return { sellerId: seller!.id, branchId: branch!.id, categoryId: category!.id, categorySlug: category!.slug };
}

export async function createProduct(
  db: Db,
  farm: Farm,
  over: Partial<typeof products.$inferInsert> & { prices?: [number, number, number]; stock?: number } = {},
): Promise<string> {
  const { prices = [500, 400, 300], stock = 100, ...values } = over;
  const [row] = await db
    .insert(products)
    .values({
      sellerId: farm.sellerId,
      branchId: farm.branchId,
      categoryId: farm.categoryId,
      name: 'Carrots',
      nameFr: 'Carottes',
      tags: ['root', 'orange'],
      status: 'Published',
      ...values,
    })
    .returning({ id: products.id });
  const id = row!.id;
  await db.insert(productGrades).values(
    (['top', 'mid', 'lower'] as const).map((grade, i) => ({ productId: id, grade, priceMinor: prices[i]!, stock })),
  );
  await db.insert(productImages).values({ productId: id, thumbPath: 'demo/carrot-thumb.webp', cardPath: 'demo/carrot-card.webp', fullPath: 'demo/carrot-full.webp' });
  return id;
}

export async function setGradePrice(db: Db, productId: string, priceMinor: number): Promise<void> {
  await db.update(productGrades).set({ priceMinor }).where(eq(productGrades.productId, productId));
}
