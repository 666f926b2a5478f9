// Public catalogue rows as the API and the sync pull deliver them (spec §3 Product). Money in minor units.
import { z } from 'zod';
import { CURRENCIES, GRADES, PRODUCT_STATUSES, UNITS } from './enums.ts';

export const gradeOfferSchema = z.object({
  grade: z.enum(GRADES),
  price_minor: z.number().int(),
  stock: z.number().int(),
});
export type GradeOffer = z.infer<typeof gradeOfferSchema>;

export const productImageSchema = z.object({ thumb: z.string(), card: z.string(), full: z.string() });

export const productSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  branch_id: z.string().nullable(),
  category_id: z.string(),
  name: z.string(),
  name_fr: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  unit: z.enum(UNITS),
  weight: z.number().nullable(),
  organic: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  currency: z.enum(CURRENCIES),
  discount_percent: z.number().int(),
  min_order_qty: z.number().int(),
  harvest_date: z.string().nullable(),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  /** Always the three grades that exist for the product, top first. */
  grades: z.array(gradeOfferSchema),
  /** URLs under /uploads/, first is the cover. */
  images: z.array(productImageSchema),
  province: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** A seller's public face: never their user id, email or phone. */
export const sellerPublicSchema = z.object({
  id: z.string(),
  farm_name: z.string(),
  description: z.string().nullable(),
  province: z.string(),
  certifications: z.array(z.string()),
  version: z.number().int(),
});
export type SellerPublic = z.infer<typeof sellerPublicSchema>;

/** Price after the product's discount, in minor units (rounded half up). */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}

export const productListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});
export const productListResponse = z.object({
  data: z.array(productSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export const productResponse = z.object({ data: productSchema });
