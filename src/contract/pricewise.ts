// Pricewise over the API (contract/pricewise-rules.ts holds the rules and the zod-free types): GET
// /api/product/pricewise/ compares every offer of a produce as the device does offline.
import { z } from 'zod';
import { CURRENCIES, GRADES, PROVINCE_CODES, UNITS } from './enums.ts';
import { PRICE_BASES, PRICE_HISTORY_MAX_IDS, PRICEWISE_FULFILMENTS } from './pricewise-rules.ts';

export { PRICEWISE_PATH } from './pricewise-rules.ts';

export const pricewiseQuery = z.object({
  q: z.string({ error: 'pricewise.produce_required' }).trim().min(1, 'pricewise.produce_required').max(200, 'pricewise.produce_required'),
  category: z.string().max(100).optional(),
  province: z.enum(PROVINCE_CODES, { error: 'pricewise.province_invalid' }).optional(),
  organic: z.enum(['all', 'only', 'non']).default('all'),
  grade: z.enum(GRADES).optional(),
  fulfilment: z.enum(PRICEWISE_FULFILMENTS).default('any'),
  currency: z.enum(CURRENCIES).default('CAD'),
});
export type PricewiseQuery = z.infer<typeof pricewiseQuery>;

const spread = {
  count: z.number().int(),
  min: z.number().int().nullable(),
  q1: z.number().int().nullable(),
  median: z.number().int().nullable(),
  q3: z.number().int().nullable(),
  max: z.number().int().nullable(),
};

export const pricewiseOfferSchema = z.object({
  product_id: z.string(),
  seller_id: z.string(),
  farm_name: z.string(),
  province: z.string().nullable(),
  name: z.string(),
  name_fr: z.string().nullable(),
  grade: z.enum(GRADES),
  organic: z.boolean(),
  unit: z.enum(UNITS),
  weight: z.number().nullable(),
  list_price_minor: z.number().int(),
  unit_price_minor: z.number().int(),
  discount_percent: z.number().int(),
  product_currency: z.enum(CURRENCIES),
  price_minor: z.number().int(),
  basis: z.enum(PRICE_BASES),
  normalised: z.boolean(),
  rate_date: z.string().nullable(),
  availability: z.enum(['in_stock', 'pre_order', 'out_of_stock']),
  best_value: z.boolean(),
});

export const pricewiseComparisonSchema = z.object({
  currency: z.enum(CURRENCIES),
  rate_date: z.string().nullable(),
  groups: z.array(
    z.object({
      basis: z.enum(PRICE_BASES),
      normalised: z.boolean(),
      offers: z.array(pricewiseOfferSchema),
      grades: z.array(z.object({ grade: z.enum(GRADES), ...spread })),
    }),
  ),
  unconverted: z.array(z.enum(CURRENCIES)),
});
export const pricewiseResponse = z.object({ data: pricewiseComparisonSchema });

// GET /api/product/pricewise/history/?ids=<uuid>,<uuid>...: the price history of public products, for a device that
// holds no catalogue (a visitor's): the same rows the sync gives a device that keeps one.
export { PRICE_HISTORY_PATH, PRICE_HISTORY_MAX_IDS } from './pricewise-rules.ts';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const priceHistoryQuery = z.object({
  ids: z
    .string({ error: 'pricewise.history_ids_invalid' })
    .max(37 * PRICE_HISTORY_MAX_IDS, 'pricewise.history_ids_invalid')
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .refine((ids) => ids.length > 0 && ids.length <= PRICE_HISTORY_MAX_IDS && ids.every((id) => UUID.test(id)), 'pricewise.history_ids_invalid'),
});
export const priceHistoryEntrySchema = z.object({
  id: z.string(),
  product_id: z.string(),
  grade: z.enum(GRADES),
  price_minor: z.number().int(),
  discount_percent: z.number().int(),
  currency: z.enum(CURRENCIES),
  unit: z.enum(UNITS),
  weight: z.number().nullable(),
  recorded_on: z.string(),
});
export const priceHistoryResponse = z.object({ data: z.array(priceHistoryEntrySchema) });
