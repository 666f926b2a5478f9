// The catalogue and the seller workspace (spec §2 catalogue filters, §3 Product and Branch, §7 product, seller,
// branch and category calls). Money in minor units (cents, paise) of the product's currency; quantities in the
// product's unit, whole numbers. Every write schema here is used by both the server (validation) and the forms.
import { z } from 'zod';
import {
  BRANCH_STATUSES,
  CURRENCIES,
  GRADES,
  ORGANIC_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PROVINCE_CODES,
  STOCK_FILTERS,
  MANUAL_MOVEMENT_KINDS,
  STOCK_MOVEMENT_KINDS,
  UNITS,
} from './enums.ts';
import { MAX_PRICE_MINOR, MAX_STOCK, PRODUCT_PAGE_SIZE } from './constants.ts';
import { storableString } from './text.ts';

// ---------------------------------------------------------------------------------------------------------------
// Read shapes (API answers and sync rows)

export const gradeOfferSchema = z.object({
  grade: z.enum(GRADES),
  price_minor: z.number().int(),
  stock: z.number().int(),
});
export type GradeOffer = z.infer<typeof gradeOfferSchema>;

/** One stored photo: its id (to keep, reorder or drop it in an edit) and three WebP sizes under /uploads/. */
export const productImageSchema = z.object({
  id: z.string(),
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  branch_id: z.string().nullable(),
  /** The branch's name and province, for the product page's additional information. */
  branch_name: z.string().nullable(),
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
  /** The grades the seller offers (one to three), top first. */
  grades: z.array(gradeOfferSchema),
  /** First is the cover. */
  images: z.array(productImageSchema),
  province: z.string().nullable(),
  /** Lowest price over the grades after the discount (what 'from' shows, what price filters and sorts use). */
  price_from_minor: z.number().int(),
  /** Sum of the grades' stock. */
  total_stock: z.number().int(),
  /** Average customer rating (1-5, one decimal) and how many ratings; null when nobody rated it. */
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  /** False only in the owner's own copy of a draft or a product of an unapproved branch: buyers never get those. */
  visible: z.boolean(),
  /** The owner's alert level; null for everybody else. */
  low_stock_threshold: z.number().int().nullable(),
  /** Edit revision: sent back as If-Match with an edit; stock movements do not change it. */
  revision: z.number().int(),
  created_at: z.string(),
  /** Sync version: changes with any change, stock included. */
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
  // Checkout terms: minimum order, delivery fee, delivery and pickup days, notice.
  min_order_minor: z.number().int(),
  delivery_fee_minor: z.number().int(),
  /** ISO weekdays (1 = Monday ... 7 = Sunday). */
  delivery_days: z.array(z.number().int()),
  lead_days: z.number().int(),
  version: z.number().int(),
});
export type SellerPublic = z.infer<typeof sellerPublicSchema>;

/** The signed-in seller's own farm record (GET/POST /account/user-seller/). */
export const sellerProfileSchema = sellerPublicSchema.extend({
  user_id: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/**
 * A farm site or store. Everybody receives approved branches (name and place, for pickup and the product page);
 * the owner also receives their pending and rejected ones, with the reviewer's reason.
 */
export const branchSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  name: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(BRANCH_STATUSES),
  /** Only in the owner's copy and the admin's list. */
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

/** The admin's review queue: a branch with its farm. */
export const branchReviewSchema = branchSchema.extend({ farm_name: z.string(), seller_email: z.string() });
export type BranchReview = z.infer<typeof branchReviewSchema>;

/** One inventory movement (synced to the owning seller only). `delta` is signed; `stock_after` is the grade's stock after it. */
export const stockMovementSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  branch_id: z.string().nullable(),
  grade: z.enum(GRADES),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  delta: z.number().int(),
  stock_after: z.number().int(),
  note: z.string().nullable(),
  /** Who recorded it, as 'First L.'. */
  by_name: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** Customer feedback on a product (public; written after delivery by the orders issue, seeded for the demo). */
export const productReviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** 'First L.' of the author. */
  author: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

// Pure rules live in zod-free modules so screens can use them without loading zod; re-exported for the server.
export { discountedMinor } from './money.ts';
export { isLowStock } from './stock.ts';

// ---------------------------------------------------------------------------------------------------------------
// Catalogue queries: the same schema validates the API's query string and the marketplace's URL search params.

const optionalText = (max: number) =>
  storableString()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A price in major units (12.5 = $12.50); empty means no bound. */
const priceBound = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().min(0).max(MAX_PRICE_MINOR / 100).optional(),
);

export const catalogueFilterSchema = z.object({
  /** Product name, French name, tags or category words; English and French, prefixes match ('carot' finds carrots). */
  q: optionalText(200),
  /** Category slug or id. */
  category: optionalText(100),
  price_min: priceBound,
  price_max: priceBound,
  /** Any public status; Draft is never public. */
  status: z.enum(PRODUCT_STATUSES).exclude(['Draft']).optional(),
  organic: z.enum(ORGANIC_FILTERS).default('all'),
  stock: z.enum(STOCK_FILTERS).default('all'),
  currency: z.enum(CURRENCIES).optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  /** One farm's products (seller id). */
  seller: optionalText(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type { CatalogueFilter } from './catalogue-search.ts';
/** The marketplace reads its URL with parseCatalogueSearch (catalogue-search.ts): the same rules without zod. */
export { parseCatalogueSearch } from './catalogue-search.ts';

/** The API's query: the same filters, strictly (a bad value is a 400), plus the page size. */
export const productListQuery = catalogueFilterSchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListResponse = z.object({
  data: z.array(productSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export const productResponse = z.object({ data: productSchema });

/** GET /product/top_products/: best sellers (units sold in the last 90 days) and best rated, each topped up with the newest. */
export const topProductsResponse = z.object({
  data: z.object({ best_sellers: z.array(productSchema), best_rated: z.array(productSchema) }),
});

export const productFeedbackResponse = z.object({
  data: z.array(productReviewSchema),
  meta: z.object({ count: z.number().int(), average: z.number().nullable() }),
});

// ---------------------------------------------------------------------------------------------------------------
// Writes: seller registration, branches, products, inventory. Messages are codes of contract/messages.ts.

const requiredText = (code: string, max = 200) => storableString({ error: code }).trim().min(1, code).max(max, code);
const nullableText = (max: number, code = 'validation.invalid') =>
  storableString()
    .trim()
    .max(max, code)
    .nullish()
    .transform((v) => (v ? v : null));
/** Canadian postal code, stored as 'A1A 1A1'; empty or absent is null. (No union with '': a union hides the message.) */
const postalCode = storableString()
  .trim()
  .toUpperCase()
  .regex(/^$|^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, 'seller.postal_code_invalid')
  .transform((v) => (v ? `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}` : null))
  .nullish()
  .transform((v) => v ?? null);
const phone = storableString()
  .trim()
  .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'validation.phone_invalid')
  .transform((v) => v || null)
  .nullish()
  .transform((v) => v ?? null);

export const sellerRegistrationSchema = z.strictObject({
  farm_name: requiredText('seller.farm_name_required', 120),
  description: nullableText(2000),
  province: z.enum(PROVINCE_CODES, { error: 'seller.province_required' }),
  city: requiredText('seller.city_required', 120),
  address: requiredText('seller.address_required', 200),
  postal_code: postalCode,
  phone,
  certifications: z.array(storableString().trim().min(1).max(80)).max(10).default([]),
});
export type SellerRegistration = z.input<typeof sellerRegistrationSchema>;
/** PATCH /account/user-seller/: any of the farm's details (certifications replaced as a whole when sent). */
export const sellerPatchSchema = sellerRegistrationSchema
  .partial()
  .extend({ certifications: z.array(storableString().trim().min(1).max(80)).max(10).optional() });
export type SellerPatch = z.input<typeof sellerPatchSchema>;

export const branchWriteSchema = z.strictObject({
  /** Made by the client so an offline creation can be referred to before the server has seen it. */
  id: z.uuid().optional(),
  name: requiredText('branch.name_required', 120),
  province: z.enum(PROVINCE_CODES, { error: 'seller.province_required' }),
  city: requiredText('seller.city_required', 120),
  address: requiredText('seller.address_required', 200),
  postal_code: postalCode,
  phone,
});
export type BranchWrite = z.input<typeof branchWriteSchema>;
export const branchPatchSchema = branchWriteSchema.omit({ id: true }).partial();

/** POST /account/user-seller-branch/ answers in the spec's shape: status 0 with data, or status 1 with an error. */
export const branchCreateResponse = z.union([
  z.object({ status: z.literal(0), message: z.string(), data: branchSchema }),
  z.object({
    status: z.literal(1),
    error: z.string(),
    /** The same text as `error`, under the name every other failed call uses (the outbox and api() read it). */
    message: z.string(),
    code: z.string(),
    messages: z.record(z.string(), z.array(z.string())).optional(),
  }),
]);
/** A failed branch call (any of them): the spec's status 1 shape. */
export const branchFailureBody = branchCreateResponse.options[1];

export const branchReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: storableString().trim().min(5, 'branch.reason_required').max(500) }),
]);

const gradeWrite = z.strictObject({
  grade: z.enum(GRADES),
  price_minor: z.number({ error: 'product.price_invalid' }).int('product.price_invalid').min(0, 'product.price_invalid').max(MAX_PRICE_MINOR, 'product.price_invalid'),
  /** Opening stock, only when the product is created; afterwards stock moves through inventory movements. */
  stock: z.number({ error: 'product.stock_invalid' }).int('product.stock_invalid').min(0, 'product.stock_invalid').max(MAX_STOCK, 'product.stock_invalid').optional(),
});

const isoDate = z.iso.date('validation.invalid');

const productFields = {
  name: requiredText('product.name_required', 120),
  name_fr: nullableText(120, 'product.name_too_long'),
  category_id: z.uuid({ error: 'product.category_required' }),
  branch_id: z.uuid({ error: 'product.branch_required' }),
  description: nullableText(5000, 'product.description_too_long'),
  tags: z.array(storableString().trim().min(1).max(40, 'product.too_many_tags')).max(20, 'product.too_many_tags').default([]),
  unit: z.enum(UNITS),
  weight: z.number({ error: 'product.weight_invalid' }).positive('product.weight_invalid').max(100_000, 'product.weight_invalid').nullish().transform((v) => v ?? null),
  organic: z.boolean().default(false),
  status: z.enum(PRODUCT_STATUSES),
  currency: z.enum(CURRENCIES),
  discount_percent: z.number({ error: 'product.discount_invalid' }).int('product.discount_invalid').min(0, 'product.discount_invalid').max(90, 'product.discount_invalid').default(0),
  min_order_qty: z.number({ error: 'product.min_order_invalid' }).int('product.min_order_invalid').min(1, 'product.min_order_invalid').max(MAX_STOCK).default(1),
  low_stock_threshold: z.number({ error: 'stock.threshold_invalid' }).int('stock.threshold_invalid').min(0, 'stock.threshold_invalid').max(MAX_STOCK).nullish().transform((v) => v ?? null),
  harvest_date: isoDate.nullish().transform((v) => v ?? null),
  available_from: isoDate.nullish().transform((v) => v ?? null),
  available_until: isoDate.nullish().transform((v) => v ?? null),
  grades: z
    .array(gradeWrite)
    .min(1, 'product.grades_required')
    .max(GRADES.length, 'product.grade_duplicate')
    .refine((g) => new Set(g.map((x) => x.grade)).size === g.length, 'product.grade_duplicate'),
};

const datesInOrder = (p: { available_from: string | null; available_until: string | null }) =>
  !p.available_from || !p.available_until || p.available_from <= p.available_until;

/**
 * The `data` part of POST /product/seller/products/ (multipart with `photos` files, or plain JSON without photos).
 * `id` is made by the client so an offline product can be edited and stocked before the server has seen it.
 */
export const productCreateSchema = z
  .strictObject({ id: z.uuid().optional(), ...productFields })
  .refine(datesInOrder, { message: 'product.dates_order', path: ['available_until'] });
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * The `data` part of PUT /product/seller/products/{id}/ (multipart; header If-Match: the revision the edit started
 * from). `images` lists the ids of the stored photos to keep, in order (absent: keep them all); new `photos` files
 * are added after them.
 * Grade stock is not editable here (inventory movements change it); a new grade starts at 0.
 */
export const productUpdateSchema = z
  // Absent `images`: every stored photo stays, in order (an edit made offline while an upload still waits).
  .strictObject({ ...productFields, images: z.array(z.uuid()).max(8, 'photo.too_many').optional() })
  .refine(datesInOrder, { message: 'product.dates_order', path: ['available_until'] });
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** POST /product/seller/products/{id}/inventory/movements/: one signed change of one grade's stock. */
export const stockMovementWriteSchema = z
  .strictObject({
    id: z.uuid(),
    grade: z.enum(GRADES),
    kind: z.enum(MANUAL_MOVEMENT_KINDS),
    delta: z.number({ error: 'stock.delta_invalid' }).int('stock.delta_invalid').min(-MAX_STOCK, 'stock.delta_invalid').max(MAX_STOCK, 'stock.delta_invalid').refine((d) => d !== 0, 'stock.delta_invalid'),
    note: nullableText(500),
    /**
     * With kind 'harvested': this expected harvest (same product and grade) is recorded with the movement's delta,
     * its pre-orders filled first (POST /harvests/{id}/harvest/); the movement answered is the part that went to stock.
     */
    harvest_id: z.uuid({ error: 'harvest.not_found' }).optional(),
    /** With harvest_id: the farm confirms partial fills when the harvest is short of its pre-orders. */
    confirm_partial: z.boolean().optional(),
  })
  .refine((m) => m.kind === 'corrected' || (m.kind === 'harvested' ? m.delta > 0 : m.delta < 0), { message: 'stock.kind_sign', path: ['delta'] })
  .refine((m) => m.harvest_id === undefined || m.kind === 'harvested', { message: 'stock.kind_sign', path: ['harvest_id'] });
export type StockMovementWrite = z.input<typeof stockMovementWriteSchema>;

/** PATCH /product/seller/products/{id}/inventory/: the low-stock alert level. */
export const inventorySettingsSchema = z.strictObject({
  low_stock_threshold: z.number({ error: 'stock.threshold_invalid' }).int('stock.threshold_invalid').min(0, 'stock.threshold_invalid').max(MAX_STOCK).nullable(),
});

/** GET /product/seller/products/{id}/inventory/: the product (owner copy), its branch and the newest movements first. */
export const inventoryResponse = z.object({
  data: z.object({ product: productSchema, branch: branchSchema.nullable(), movements: z.array(stockMovementSchema) }),
});
export const stockMovementResponse = z.object({ data: z.object({ movement: stockMovementSchema, product: productSchema }) });

