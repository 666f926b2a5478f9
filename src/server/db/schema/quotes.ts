// Bulk buying: bulk buyers' businesses, produce requests and the farms they went to, quotes with every
// version of their terms, and agreements (accepted terms, SHA-256 fingerprints chained in `seq` order). Requests,
// quotes and agreements are synced rows; a new version bumps its quote, a quote move or a farm opening a request
// bumps the request (triggers in migration 0012).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BUSINESS_TYPES,
  CLOSED_REASONS,
  CURRENCIES,
  FULFILMENT_METHODS,
  GRADES,
  PAYMENT_METHODS,
  PROVINCE_CODES,
  QUOTE_STATUSES,
  REQUEST_AUDIENCES,
  REQUEST_STATUSES,
  UNITS,
} from '../../../contract/enums.ts';
import type { OrderAddress } from '../../../contract/order-rules.ts';
import type { QuoteTerms } from '../../../contract/quote-rules.ts';
import { users } from './accounts.ts';
import { categories, products, sellers } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';
import { orders } from './orders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** A Buyer's business, registered at /register/bulk-buyer; the user's role becomes BulkBuyer. */
export const bulkBuyers = pgTable(
  'bulk_buyers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    /** Digits only. */
    businessNumber: text('business_number').notNull(),
    businessType: text('business_type').notNull().default('Food_Processor'),
    expectedMonthlyVolume: doublePrecision('expected_monthly_volume').notNull(),
    /** '123456789RT0001'. */
    hstNumber: text('hst_number').notNull(),
    sfcrLicense: text('sfcr_license').notNull(),
    unit: text('unit').notNull().default('kg'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bulk_buyers_type_check', sql`${t.businessType} in (${inList(BUSINESS_TYPES)})`),
    check('bulk_buyers_unit_check', sql`${t.unit} in (${inList(UNITS)})`),
    check('bulk_buyers_volume_check', sql`${t.expectedMonthlyVolume} > 0`),
  ],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    /** Made by the client: a request made offline keeps its id. */
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Copies taken when the request was made. */
    buyerName: text('buyer_name').notNull(),
    buyerBusiness: text('buyer_business'),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: text('image'),
    variety: text('variety'),
    grade: text('grade'),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    packaging: text('packaging'),
    organicRequired: boolean('organic_required').notNull().default(false),
    fulfilment: text('fulfilment').notNull(),
    address: jsonb('address').$type<OrderAddress>(),
    city: text('city'),
    province: text('province').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    targetPriceMinor: bigint('target_price_minor', { mode: 'number' }),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    note: text('note'),
    audience: text('audience').notNull(),
    status: text('status').notNull().default('pending'),
    closedReason: text('closed_reason'),
    /** Set when a quote is accepted (no foreign key: quotes reference requests). */
    acceptedQuoteId: uuid('accepted_quote_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('quote_requests_buyer_idx').on(t.buyerId, t.createdAt),
    index('quote_requests_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('quote_requests_status_date_idx').on(t.status, t.deliveryDate),
    index('quote_requests_order_idx').on(t.orderId),
    check('quote_requests_status_check', sql`${t.status} in (${inList(REQUEST_STATUSES)})`),
    check('quote_requests_grade_check', sql`${t.grade} is null or ${t.grade} in (${inList(GRADES)})`),
    check('quote_requests_unit_check', sql`${t.unit} in (${inList(UNITS)})`),
    check('quote_requests_fulfilment_check', sql`${t.fulfilment} in (${inList(FULFILMENT_METHODS)})`),
    check('quote_requests_province_check', sql`${t.province} in (${inList(PROVINCE_CODES)})`),
    check('quote_requests_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('quote_requests_payment_check', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('quote_requests_audience_check', sql`${t.audience} in (${inList(REQUEST_AUDIENCES)})`),
    check('quote_requests_closed_check', sql`${t.closedReason} is null or ${t.closedReason} in (${inList(CLOSED_REASONS)})`),
    check('quote_requests_quantity_check', sql`${t.quantity} > 0`),
    check('quote_requests_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
    check('quote_requests_place_check', sql`${t.fulfilment} = 'pickup' or ${t.address} is not null`),
  ],
);

/** The farms a request went to (matching its category and province, or chosen by the buyer), fixed when it was made. */
export const quoteRequestSellers = pgTable(
  'quote_request_sellers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The buyer named this farm (else it matched). */
    chosen: boolean('chosen').notNull().default(false),
    /** When the farm first opened the request (unread until then). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.sellerId] }), index('quote_request_sellers_seller_idx').on(t.sellerId, t.requestId)],
);

/** One farm's quote on one request; its terms live in quote_versions (the latest is current). */
export const quotes = pgTable(
  'quotes',
  {
    /** Made by the client (a quote written offline keeps its id). */
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** The request's buyer, copied so the pull can scope by it. */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    farmName: text('farm_name').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('sent'),
    closedReason: text('closed_reason'),
    reason: text('reason'),
    currentVersion: integer('current_version').notNull().default(1),
    buyerUnread: boolean('buyer_unread').notNull().default(true),
    sellerUnread: boolean('seller_unread').notNull().default(false),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    agreementId: uuid('agreement_id'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('quotes_request_seller_key').on(t.requestId, t.sellerId),
    index('quotes_seller_idx').on(t.sellerId, t.createdAt),
    index('quotes_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    index('quotes_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    check('quotes_status_check', sql`${t.status} in (${inList(QUOTE_STATUSES)})`),
    check('quotes_closed_check', sql`${t.closedReason} is null or ${t.closedReason} in (${inList(CLOSED_REASONS)})`),
  ],
);

/** Every version of a quote's terms: 1 is the farm's quote, then counter-offers and revisions in turn. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** 'buyer' or 'seller'. */
    author: text('author').notNull(),
    /** 'quote', 'counter' or 'revision'. */
    kind: text('kind').notNull(),
    terms: jsonb('terms').$type<QuoteTerms>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_versions_number_key').on(t.quoteId, t.number),
    check('quote_versions_author_check', sql`${t.author} in ('buyer', 'seller')`),
    check('quote_versions_kind_check', sql`${t.kind} in ('quote', 'counter', 'revision')`),
    check('quote_versions_total_check', sql`${t.totalMinor} > 0`),
  ],
);

/**
 * Accepted terms, frozen. `record` is exactly what was fingerprinted: hash = SHA-256(prev_hash + canonical JSON of
 * record), and prev_hash is the hash of the agreement with seq - 1 (GENESIS_HASH for the first). Rewriting any
 * stored agreement breaks its own hash and the link from the next one.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('agreements_seq_key').on(t.seq),
    uniqueIndex('agreements_quote_key').on(t.quoteId),
    index('agreements_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('agreements_seller_sync_idx').on(t.sellerId, t.txid, t.version),
  ],
);
