// Catalogue: sellers, their branches, categories, products with three grades each, and product images.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, GRADES, PRODUCT_STATUSES, PROVINCE_CODES, UNITS } from '../../../contract/enums.ts';
import { users } from './accounts.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

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
    phone: text('phone'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('sellers_user_id_key').on(t.userId),
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
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('branches_seller_id_idx').on(t.sellerId),
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
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('products_seller_id_idx').on(t.sellerId),
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
    priceMinor: integer('price_minor').notNull(),
    stock: integer('stock').notNull().default(0),
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
