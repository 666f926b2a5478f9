// Expected harvests and the pre-orders against them (contract/harvests.ts). A harvest keeps running totals of its
// pre-orders (preordered_quantity, preorder_count), written under its row lock with every pre-order change: the
// oversell check reads them, and a change reaches every device as a new version of the harvest.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, PAYMENT_METHODS, UNITS } from '../../../contract/enums.ts';
import { HARVEST_STATUSES, PREORDER_CANCEL_REASONS, PREORDER_STATUSES } from '../../../contract/harvest-rules.ts';
import { addresses, users } from './accounts.ts';
import { branches, products, sellers } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const harvests = pgTable(
  'harvests',
  {
    /** Made by the device: a harvest declared offline keeps its id. */
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    /** The product's unit and currency when declared. */
    unit: text('unit').notNull(),
    status: text('status').notNull().default('open'),
    expectedQuantity: bigint('expected_quantity', { mode: 'number' }).notNull(),
    /** Units held by pending, offered and ordered pre-orders, and the pending ones' count. */
    preorderedQuantity: bigint('preordered_quantity', { mode: 'number' }).notNull().default(0),
    preorderCount: integer('preorder_count').notNull().default(0),
    windowFrom: date('window_from').notNull(),
    windowUntil: date('window_until').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    depositPercent: integer('deposit_percent').notNull().default(0),
    note: text('note'),
    /** The note in French, when the farm wrote one (the reader's language is shown, else the other). */
    noteFr: text('note_fr'),
    harvestedQuantity: bigint('harvested_quantity', { mode: 'number' }),
    harvestedAt: timestamp('harvested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('harvests_sync_idx').on(t.txid, t.version),
    index('harvests_seller_idx').on(t.sellerId, t.status),
    index('harvests_open_idx').on(t.windowUntil).where(sql`${t.status} = 'open'`),
    check('harvests_status_check', sql`${t.status} in (${inList(HARVEST_STATUSES)})`),
    check('harvests_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
    check('harvests_unit_check', sql`${t.unit} in (${inList(UNITS)})`),
    check('harvests_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('harvests_quantity_check', sql`${t.expectedQuantity} > 0 and ${t.preorderedQuantity} >= 0 and ${t.preorderCount} >= 0`),
    check('harvests_preordered_check', sql`${t.status} <> 'open' or ${t.preorderedQuantity} <= ${t.expectedQuantity}`),
    check('harvests_window_check', sql`${t.windowUntil} >= ${t.windowFrom}`),
    check('harvests_price_check', sql`${t.priceMinor} > 0`),
    check('harvests_deposit_check', sql`${t.depositPercent} between 0 and 50`),
    check('harvests_harvested_check', sql`(${t.status} = 'harvested') = (${t.harvestedQuantity} is not null)`),
  ],
);

export const preorders = pgTable(
  'preorders',
  {
    /** Made by the device: a pre-order placed offline keeps its id. */
    id: uuid('id').primaryKey(),
    harvestId: uuid('harvest_id')
      .notNull()
      .references(() => harvests.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** The harvest's price when pre-ordered: a later price change applies to new pre-orders only. */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    depositPercent: integer('deposit_percent').notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('pending'),
    offeredQuantity: bigint('offered_quantity', { mode: 'number' }),
    cancelReason: text('cancel_reason'),
    orderId: uuid('order_id'),
    fulfilment: text('fulfilment').notNull(),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('preorders_harvest_idx').on(t.harvestId, t.status, t.createdAt),
    index('preorders_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('preorders_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    index('preorders_buyer_status_idx').on(t.buyerId, t.status),
    check('preorders_status_check', sql`${t.status} in (${inList(PREORDER_STATUSES)})`),
    check(
      'preorders_cancel_reason_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null) and (${t.cancelReason} is null or ${t.cancelReason} in (${inList(PREORDER_CANCEL_REASONS)}))`,
    ),
    check('preorders_offered_check', sql`${t.status} <> 'partial_offered' or (${t.offeredQuantity} > 0 and ${t.offeredQuantity} < ${t.quantity})`),
    check('preorders_order_check', sql`(${t.status} = 'ordered') = (${t.orderId} is not null)`),
    check('preorders_quantity_check', sql`${t.quantity} > 0 and ${t.unitPriceMinor} >= 0 and ${t.depositMinor} >= 0`),
    check('preorders_fulfilment_check', sql`${t.fulfilment} in (${inList(FULFILMENT_METHODS)})`),
    check('preorders_payment_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('preorders_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
  ],
);
