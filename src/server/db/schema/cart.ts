// A buyer's cart and wishlist (spec §3, §7): one cart line per product and grade, one wishlist row per product.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GRADES } from '../../../contract/enums.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const cartItems = pgTable(
  'cart_items',
  {
    /** Made by the client (UUID) when the line was added offline, else by the database. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price after discount the user last saw and accepted, in minor units of the product's currency. */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_grade_key').on(t.userId, t.productId, t.grade),
    index('cart_items_sync_idx').on(t.userId, t.txid, t.version),
    index('cart_items_product_idx').on(t.productId, t.grade),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    check('cart_items_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId), index('wishlist_items_sync_idx').on(t.userId, t.txid, t.version)],
);
