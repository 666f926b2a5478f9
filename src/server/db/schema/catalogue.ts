// Catalogue: sellers, their branches, categories, products with three grades each, and product images.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, GRADES, PRODUCT_STATUSES, PROVINCE_CODES, STOCK_MOVEMENT_KINDS, UNITS } from '../../../contract/enums.ts';
import { users } from './accounts.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** Full-text search document; written only by the products_derive trigger (migration 0005). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmName: text('farm_name').notNull(),
    description: text('description'),
    province: text('province').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code'),
    phone: text('phone'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    /** Checkout terms: minimum goods amount and flat delivery fee of one order, in the order's currency. */
    minOrderMinor: bigint('min_order_minor', { mode: 'number' }).notNull().default(0),
    deliveryFeeMinor: bigint('delivery_fee_minor', { mode: 'number' }).notNull().default(0),
    /** ISO weekdays (1 = Monday) of delivery and pickup, and the whole days of notice needed. */
    deliveryDays: integer('delivery_days').array().notNull().default(sql`'{2,4,6}'::integer[]`),
    leadDays: integer('lead_days').notNull().default(1),
    /** The last invoice number given (per-seller sequence, taken under the row lock when an order is placed). */
    lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('sellers_user_id_key').on(t.userId),
    check('sellers_min_order_check', sql`${t.minOrderMinor} >= 0`),
    check('sellers_delivery_fee_check', sql`${t.deliveryFeeMinor} >= 0`),
    check('sellers_lead_days_check', sql`${t.leadDays} between 0 and 14`),
    index('sellers_sync_idx').on(t.txid, t.version),
    check('sellers_province_check', sql`${t.province} in (${inList(PROVINCE_CODES)})`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    phone: text('phone'),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by trigger once the branch is approved, never cleared: only such a branch may reach other devices, even
     * as a delete (migration 0015). */
    everPublic: boolean('ever_public').notNull().default(false),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('branches_seller_id_idx').on(t.sellerId),
    index('branches_sync_idx').on(t.txid, t.version),
    index('branches_status_idx').on(t.status),
    check('branches_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('branches_province_check', sql`${t.province} in (${inList(PROVINCE_CODES)})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_sync_idx').on(t.txid, t.version)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').notNull().default('kg'),
    /** Weight of one unit in kilograms, when it makes sense (a box, a pack). */
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    organic: boolean('organic').notNull().default(false),
    status: text('status').notNull().default('Draft'),
    currency: text('currency').notNull().default('CAD'),
    discountPercent: integer('discount_percent').notNull().default(0),
    minOrderQty: integer('min_order_qty').notNull().default(1),
    harvestDate: date('harvest_date'),
    availableFrom: date('available_from'),
    availableUntil: date('available_until'),
    /** The owner's low-stock alert level (null: DEFAULT_LOW_STOCK_THRESHOLD). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Edit revision for If-Match; only product edits bump it, stock movements do not. */
    revision: integer('revision').notNull().default(1),
    // Derived by the products_derive trigger (migration 0005), never written by the application:
    /** Lowest discounted grade price. */
    priceFromMinor: bigint('price_from_minor', { mode: 'number' }).notNull().default(0),
    /** Sum of the grades' stock. */
    totalStock: bigint('total_stock', { mode: 'number' }).notNull().default(0),
    /** Sum and count of customer ratings (kept by the product_reviews trigger). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search'),
    /** Set by trigger once the product is visible to buyers, never cleared: only such a product may reach other
     * devices, even as a delete (migration 0015). */
    everPublic: boolean('ever_public').notNull().default(false),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('products_seller_id_idx').on(t.sellerId),
    index('products_search_idx').using('gin', t.search),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_from_idx').on(t.priceFromMinor),
    index('products_category_id_idx').on(t.categoryId),
    index('products_version_idx').on(t.version),
    index('products_sync_idx').on(t.txid, t.version),
    index('products_branch_id_idx').on(t.branchId),
    check('products_unit_check', sql`${t.unit} in (${inList(UNITS)})`),
    check('products_status_check', sql`${t.status} in (${inList(PRODUCT_STATUSES)})`),
    check('products_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('products_discount_check', sql`${t.discountPercent} between 0 and 90`),
    check('products_min_order_qty_check', sql`${t.minOrderQty} >= 1`),
  ],
);

export const productGrades = pgTable(
  'product_grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    /** Price of one unit in minor units of the product's currency. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    stock: bigint('stock', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('product_grades_product_grade_key').on(t.productId, t.grade),
    check('product_grades_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
    check('product_grades_price_check', sql`${t.priceMinor} >= 0`),
    check('product_grades_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Paths under /uploads/, e.g. demo/apple-thumb.webp. */
    thumbPath: text('thumb_path').notNull(),
    cardPath: text('card_path').notNull(),
    fullPath: text('full_path').notNull(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.position)],
);

/** Every change of a grade's stock, with who and why: the inventory history (spec: harvested, sold, spoiled, corrected). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    /** Made by the client: an offline movement keeps its id. */
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    grade: text('grade').notNull(),
    kind: text('kind').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    stockAfter: bigint('stock_after', { mode: 'number' }).notNull(),
    note: text('note'),
    /** The order that reserved or released this stock (kinds 'reserved' and 'released'). */
    orderId: uuid('order_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_sync_idx').on(t.sellerId, t.txid, t.version),
    check('stock_movements_kind_check', sql`${t.kind} in (${inList(STOCK_MOVEMENT_KINDS)})`),
    check('stock_movements_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
  ],
);

/** Customer feedback: one rating (1-5) and comment per buyer and product (the orders issue writes them after delivery). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    author: text('author').notNull(),
    /** The delivered order the rating was given from (null for seeded feedback). */
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_sync_idx').on(t.txid, t.version),
    uniqueIndex('product_reviews_user_product_key').on(t.productId, t.userId),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
