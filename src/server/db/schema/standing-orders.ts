// Standing (recurring) orders and the decided deliveries of each. A delivery date is decided once: the primary key
// (standing_order_id, date) of standing_order_runs is what makes "placed exactly once" hold across restarts and
// across several server processes (modules/standing-orders/scheduler.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, FULFILMENT_METHODS, GRADES, PAYMENT_METHODS } from '../../../contract/enums.ts';
import { OCCURRENCE_FAILURES, OCCURRENCE_OUTCOMES, STANDING_CADENCES, STANDING_ORDER_STATUSES } from '../../../contract/standing-order-rules.ts';
import { addresses, users } from './accounts.ts';
import { branches, sellers } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** A line as stored: what to order, and the unit price the buyer last saw (set-up or the latest price notice). */
export interface StoredStandingLine {
  product_id: string;
  grade: (typeof GRADES)[number];
  quantity: number;
  unit_price_minor: number;
}

export const standingOrders = pgTable(
  'standing_orders',
  {
    /** Made by the device: a standing order set up offline keeps its id. */
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    cadence: text('cadence').notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    pausedUntil: date('paused_until'),
    skipDates: jsonb('skip_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    fulfilment: text('fulfilment').notNull(),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    note: text('note'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<StoredStandingLine[]>().notNull(),
    /** The farm day it was set up: deliveries whose cut-off came before it were never expected. */
    createdOn: date('created_on').notNull(),
    /** The delivery date of the latest price notice (one notice per delivery). */
    priceNoticeFor: date('price_notice_for'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('standing_orders_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('standing_orders_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    index('standing_orders_active_idx').on(t.status),
    check('standing_orders_status_check', sql`${t.status} in (${inList(STANDING_ORDER_STATUSES)})`),
    check('standing_orders_cadence_check', sql`${t.cadence} in (${inList(STANDING_CADENCES)})`),
    check('standing_orders_fulfilment_check', sql`${t.fulfilment} in (${inList(FULFILMENT_METHODS)})`),
    check('standing_orders_payment_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('standing_orders_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
  ],
);

export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    standingOrderId: uuid('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    outcome: text('outcome').notNull(),
    orderId: uuid('order_id'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, string | number | null>>(),
    /** The reason the buyer was last told of (a failure retried with the same reason is not told again). */
    notifiedReason: text('notified_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.standingOrderId, t.date] }),
    check('standing_order_runs_outcome_check', sql`${t.outcome} in (${inList(OCCURRENCE_OUTCOMES)})`),
    check('standing_order_runs_reason_check', sql`${t.reason} is null or ${t.reason} in (${inList(OCCURRENCE_FAILURES)})`),
    check('standing_order_runs_order_check', sql`(${t.outcome} = 'placed') = (${t.orderId} is not null)`),
  ],
);
