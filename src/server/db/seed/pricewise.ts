// Demo offers that make Pricewise's comparison worth reading (issue 14): carrots sold by the pound, in 2 kg bags,
// 10 lb boxes, 9 kg restaurant cases, bunches that declare their weight, and a box that declares none (compared only
// with boxes), across farms in five provinces, beside the random draw's carrots per kg. All in CAD: a catalogue for
// Canada (issue 19); the draw's USD bulk cases show the conversion.
import { and, eq, sql } from 'drizzle-orm';
import type { Currency, Grade, Unit } from '../../../contract/enums.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { branches, categories, productGrades, productImages, products, sellers } from '../schema/catalogue.ts';
import { demoImagePaths } from './images.ts';

interface Offer {
  email: string;
  variant: { en: string; fr: string };
  unit: Unit;
  weight: number | null;
  currency: Currency;
  discount: number;
  organic: boolean;
  /** Price of one unit per grade, in minor units of the currency. */
  grades: Array<[Grade, number, number]>;
  status?: string;
}

const OFFERS: Offer[] = [
  { email: 'seller3@demo.freshmarket.ca', variant: { en: 'By the pound', fr: 'À la livre' }, unit: 'lb', weight: null, currency: 'CAD', discount: 0, organic: false, grades: [['top', 119, 120], ['mid', 95, 200]] },
  { email: 'seller@demo.freshmarket.ca', variant: { en: '2 kg bag', fr: 'Sac de 2 kg' }, unit: 'pack', weight: 2, currency: 'CAD', discount: 10, organic: false, grades: [['top', 449, 60], ['mid', 379, 80], ['lower', 299, 40]] },
  { email: 'seller2@demo.freshmarket.ca', variant: { en: 'Bunch with tops', fr: 'Botte avec fanes' }, unit: 'piece', weight: 0.6, currency: 'CAD', discount: 0, organic: true, grades: [['top', 349, 45]] },
  { email: 'seller4@demo.freshmarket.ca', variant: { en: '10 lb box', fr: 'Boîte de 10 lb' }, unit: 'box', weight: 4.536, currency: 'CAD', discount: 15, organic: false, grades: [['top', 1499, 30], ['lower', 999, 25]] },
  { email: 'seller6@demo.freshmarket.ca', variant: { en: 'Restaurant case', fr: 'Caisse restaurant' }, unit: 'box', weight: 9, currency: 'CAD', discount: 0, organic: false, grades: [['mid', 1650, 12]] },
  { email: 'seller5@demo.freshmarket.ca', variant: { en: 'Mixed box', fr: 'Boîte mélangée' }, unit: 'box', weight: null, currency: 'CAD', discount: 0, organic: true, grades: [['top', 1899, 10]] },
  { email: 'seller3@demo.freshmarket.ca', variant: { en: 'Rainbow, organic', fr: 'Arc-en-ciel, biologiques' }, unit: 'kg', weight: null, currency: 'CAD', discount: 0, organic: true, grades: [['top', 429, 70], ['mid', 359, 50]], status: 'In Stock' },
];

/** How many products the offers add to the demo catalogue. */
export const PRICEWISE_DEMO_OFFERS = OFFERS.length;

export async function seedPricewiseOffers(db: Db, now: Date): Promise<number> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'root-vegetables'));
  if (!category) return 0;
  const paths = demoImagePaths('carrots');
  let added = 0;
  for (const o of OFFERS) {
    const [farm] = await db
      .select({ sellerId: sellers.id, branchId: sql<string | null>`(select ${branches.id} from ${branches} where ${branches.sellerId} = ${sellers.id} and ${branches.status} = 'approved' order by ${branches.createdAt}, ${branches.id} limit 1)` })
      .from(sellers)
      .innerJoin(users, and(eq(users.id, sellers.userId), eq(users.email, o.email)));
    if (!farm?.branchId) continue;
    const [row] = await db
      .insert(products)
      .values({
        sellerId: farm.sellerId,
        branchId: farm.branchId,
        categoryId: category.id,
        name: `Carrots – ${o.variant.en}`,
        nameFr: `Carottes – ${o.variant.fr}`,
        description: `Carrots (${o.variant.en.toLowerCase()}), graded by hand and packed to order.`,
        tags: ['storage'],
        unit: o.unit,
        weight: o.weight,
        organic: o.organic,
        status: o.status ?? 'Published',
        currency: o.currency,
        discountPercent: o.discount,
        harvestDate: new Date(now.getTime() - 5 * 86_400_000).toISOString().slice(0, 10),
        availableFrom: new Date(now.getTime() - 5 * 86_400_000).toISOString().slice(0, 10),
        availableUntil: new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10),
        createdAt: new Date(now.getTime() - 20 * 86_400_000),
      })
      .returning({ id: products.id });
    await db.insert(productGrades).values(o.grades.map(([grade, priceMinor, stock]) => ({ productId: row!.id, grade, priceMinor, stock })));
    await db.insert(productImages).values({ productId: row!.id, position: 0, thumbPath: paths.thumb, cardPath: paths.card, fullPath: paths.full });
    added++;
  }
  return added;
}
