// Price history (migration 0026, issue 14): one row per product, grade and day on which the price a buyer is charged
// changed, written only by the database's triggers (every path that changes a price), never by the application.
import { bigint, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';

export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    /** Price of one unit before the discount, in minor units of `currency`. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    currency: text('currency').notNull(),
    unit: text('unit').notNull(),
    /** The product's declared weight of one unit (kg), as it was. */
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    /** The UTC day from which this price held (until the next row). */
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('price_history_day_key').on(t.productId, t.grade, t.recordedOn), index('price_history_sync_idx').on(t.txid, t.version)],
);
export type PriceHistoryRow = typeof priceHistory.$inferSelect;
