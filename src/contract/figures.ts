// GET /api/figures/: the marketplace in numbers, as the public pages (/about, /seller, /buyer) say them. Counted
// from what a visitor can see: farms with at least one public product, those products, the provinces they are in.
import { z } from 'zod';
import { PROVINCE_CODES } from './enums.ts';

export const marketFiguresSchema = z.object({
  farms: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  /** Province codes, sorted, of the branches (or farms) selling public products. */
  provinces: z.array(z.enum(PROVINCE_CODES)),
  /** The farms selling here (at most FIGURES_PARTNERS_MAX, by name): the marketplace's partners on /about. */
  partners: z.array(z.object({ name: z.string(), city: z.string(), province: z.enum(PROVINCE_CODES) })),
});
export const FIGURES_PARTNERS_MAX = 60;
export type MarketFigures = z.infer<typeof marketFiguresSchema>;
