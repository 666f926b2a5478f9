// GET /api/figures/ (public): how many farms sell here (and which: the partners /about names), how many products they
// list and the provinces they sell from, counted from what a visitor can see (catalogue/queries.ts productIsVisible).
// Two small queries; conditional GETs.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVINCE_CODES } from '../../../contract/enums.ts';
import { FIGURES_PARTNERS_MAX, marketFiguresSchema, type MarketFigures } from '../../../contract/figures.ts';
import type { Db } from '../../db/client.ts';
import { branches, products, sellers } from '../../db/schema/catalogue.ts';
import { productIsVisible } from '../catalogue/queries.ts';

export async function marketFigures(db: Db): Promise<MarketFigures> {
  const [row] = await db
    .select({
      farms: sql<number>`count(distinct ${products.sellerId})::int`,
      products: sql<number>`count(*)::int`,
      provinces: sql<string[]>`coalesce(array_agg(distinct coalesce(${branches.province}, ${sellers.province})), '{}')`,
    })
    .from(products)
    .innerJoin(branches, sql`${branches.id} = ${products.branchId}`)
    .innerJoin(sellers, sql`${sellers.id} = ${products.sellerId}`)
    .where(productIsVisible);
  // The farms a visitor can buy from, by name: the partners /about names.
  const partners = await db
    .selectDistinct({ name: sellers.farmName, city: sellers.city, province: sellers.province })
    .from(products)
    .innerJoin(branches, sql`${branches.id} = ${products.branchId}`)
    .innerJoin(sellers, sql`${sellers.id} = ${products.sellerId}`)
    .where(productIsVisible)
    .orderBy(sellers.farmName, sellers.city, sellers.province)
    .limit(FIGURES_PARTNERS_MAX);
  const known = new Set<string>(PROVINCE_CODES);
  return {
    farms: row?.farms ?? 0,
    products: row?.products ?? 0,
    provinces: (row?.provinces ?? []).filter((p) => known.has(p)).sort(),
    partners: partners.filter((p) => known.has(p.province)),
  };
}

/** Under /api. */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/figures/', {
    config: { etag: true },
    schema: { tags: ['catalogue'], response: { 200: z.object({ data: marketFiguresSchema }) } },
  }, async () => ({ data: await marketFigures(app.db) }));
};
