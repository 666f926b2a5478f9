// GET /api/figures/ (public): how many farms sell here, how many products they list and the provinces they sell
// from, counted from what a visitor can see (catalogue/queries.ts productIsVisible). One small query; conditional GETs.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVINCE_CODES } from '../../../contract/enums.ts';
import { marketFiguresSchema, type MarketFigures } from '../../../contract/figures.ts';
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
  const known = new Set<string>(PROVINCE_CODES);
  return {
    farms: row?.farms ?? 0,
    products: row?.products ?? 0,
    provinces: (row?.provinces ?? []).filter((p) => known.has(p)).sort(),
  };
}

/** Under /api. */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/figures/', {
    config: { etag: true },
    schema: { tags: ['catalogue'], response: { 200: z.object({ data: marketFiguresSchema }) } },
  }, async () => ({ data: await marketFigures(app.db) }));
};
