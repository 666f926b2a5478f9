// Orders: one order per buyer, seller and currency, its lines, its timeline, problem reports, and the
// in-app notifications. An order is delivered to both parties whole (lines, events, problems inside): a change to
// any of them bumps the order's version (triggers in migration 0008).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, NOTIFICATION_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PROBLEM_RESOLUTIONS, UNITS } from '../../../contract/enums.ts';
import type { OrderBranch } from '../../../contract/orders.ts';
import type { OrderAddress, OrderTotals, TaxLine } from '../../../contract/order-rules.ts';
import { users } from './accounts.ts';
import { branches, products, sellers } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    /** Made by the client: an order placed offline keeps its id. */
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** Copies taken when the order was placed. */
    buyerName: text('buyer_name').notNull(),
    buyerBusiness: text('buyer_business'),
    farmName: text('farm_name').notNull(),
    status: text('status').notNull().default('placed'),
    fulfilment: text('fulfilment').notNull(),
    address: jsonb('address').$type<OrderAddress>(),
    pickup: jsonb('pickup').$type<OrderBranch>(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDue: date('payment_due'),
    note: text('note'),
    currency: text('currency').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    deliveryFeeMinor: bigint('delivery_fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** The seller's own sequence (sellers.last_invoice_number). */
    invoiceNumber: integer('invoice_number').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Made from an accepted quote (no foreign key: quotes reference orders, and one of the two must come first). */
    quoteId: uuid('quote_id'),
    /** A future harvest: nothing was reserved, the farm delivers when the crop comes in. */
    preorder: boolean('preorder').notNull().default(false),
    /** Placed by the scheduler for one delivery of this standing order (no foreign key, like quote_id). */
    standingOrderId: uuid('standing_order_id'),
    /** Made from this pre-order of an expected harvest (no foreign key, like quote_id; unique). */
    preorderId: uuid('preorder_id'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('orders_seller_invoice_key').on(t.sellerId, t.invoiceNumber),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_seller_status_idx').on(t.sellerId, t.status),
    index('orders_seller_date_idx').on(t.sellerId, t.date),
    index('orders_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('orders_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    uniqueIndex('orders_quote_key').on(t.quoteId),
    uniqueIndex('orders_preorder_key').on(t.preorderId).where(sql`${t.preorderId} is not null`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_fulfilment_check', sql`${t.fulfilment} in (${inList(FULFILMENT_METHODS)})`),
    check('orders_payment_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('orders_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('orders_place_check', sql`(${t.fulfilment} = 'delivery' and ${t.address} is not null) or (${t.fulfilment} = 'pickup' and ${t.pickup} is not null)`),
    check('orders_totals_check', sql`${t.totalMinor} >= 0 and ${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted: the line keeps its copies. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productNameFr: text('product_name_fr'),
    grade: text('grade').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    listPriceMinor: bigint('list_price_minor', { mode: 'number' }).notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_grade_check', sql`${t.grade} in (${inList(GRADES)})`),
    check('order_lines_unit_check', sql`${t.unit} in (${inList(UNITS)})`),
    check('order_lines_price_check', sql`${t.unitPriceMinor} >= 0 and ${t.listPriceMinor} >= ${t.unitPriceMinor}`),
  ],
);

/** The timeline: one row per state the order reached. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** 'buyer', 'seller' or 'system'. */
    actor: text('actor').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('order_events_actor_check', sql`${t.actor} in ('buyer', 'seller', 'system')`),
  ],
);

/**
 * Satisfaction guarantee: what was wrong (lines, kinds, quantities, photos) and the seller's answer. Across all of an
 * order's reports, no line is claimed beyond its quantity and refunds plus credits stay within the order's total:
 * constraint trigger order_problems_within_order (migration 0016, hand-written: Drizzle does not model triggers).
 */
export const orderProblems = pgTable(
  'order_problems',
  {
    /** Made by the client (the report may be written offline). */
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<Array<{ line_id: string; kind: string; quantity: number }>>().notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<Array<{ thumb: string; full: string }>>().notNull().default(sql`'[]'::jsonb`),
    resolution: text('resolution'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    answerNote: text('answer_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_problems_order_idx').on(t.orderId, t.createdAt),
    check('order_problems_resolution_check', sql`${t.resolution} is null or ${t.resolution} in (${inList(PROBLEM_RESOLUTIONS)})`),
    check('order_problems_amount_check', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
  ],
);

/** In-app notifications: the text is made on the device from kind and params, in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default(sql`'{}'::jsonb`),
    href: text('href').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_sync_idx').on(t.userId, t.txid, t.version),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
  ],
);

/** The money columns of an order row from its totals and tax lines (checkout, demo data and tests write the same). */
export function orderMoneyColumns(totals: OrderTotals, taxes: TaxLine[]) {
  return {
    subtotalMinor: totals.subtotal_minor,
    discountMinor: totals.discount_minor,
    deliveryFeeMinor: totals.delivery_fee_minor,
    taxMinor: totals.tax_minor,
    taxes,
    totalMinor: totals.total_minor,
  };
}
