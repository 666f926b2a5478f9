// Bulk buying (spec §2 BulkBuyer-only and seller request routes, §3 bulk buyer registration, quote request,
// seller quote, §5 bulk buyer validation, §8 bulk buyer messages): a Buyer registers a business and becomes a
// BulkBuyer, asks farms for produce, farms answer with quotes, both sides negotiate in versions, and the accepted
// terms become an order and a fingerprinted agreement. Money in minor units.
import { z } from 'zod';
import {
  BUSINESS_TYPES,
  CLOSED_REASONS,
  CURRENCIES,
  FULFILMENT_METHODS,
  GRADES,
  PAYMENT_METHODS,
  PROVINCE_CODES,
  QUOTE_ACTIONS,
  QUOTE_STATUSES,
  QUOTE_UNITS,
  REQUEST_AUDIENCES,
  REQUEST_STATUSES,
  UNITS,
} from './enums.ts';
import { BUSINESS_NUMBER_MIN_DIGITS, MAX_ORDER_TOTAL_MINOR, MAX_PRICE_MINOR } from './constants.ts';
import { orderAddressSchema, REASON_MAX } from './orders.ts';
import { quoteTotalMinor, type QuoteTerms } from './quote-rules.ts';
import { storableString, storableText } from './text.ts';

export const REQUEST_NOTE_MAX = 1000;
export const QUOTE_NOTE_MAX = 1000;
export const REQUEST_MAX_QUANTITY = 10_000_000;
/** How many farms a buyer may name in one request. */
export const REQUEST_MAX_SELLERS = 20;
export const REQUESTS_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const required = (code: string, max = 200) => storableString({ error: code }).trim().min(1, { error: code, abort: true }).max(max, { error: 'validation.too_long' });
const trimmedOrNull = (max: number) =>
  storableString()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

// ---------------------------------------------------------------------------------------------------------------
// Bulk buyer registration (spec §5: every field required, values trimmed)

/** Canadian GST/HST account: the 9-digit business number, 'RT' and a 4-digit reference, e.g. 123456789 RT0001. */
export const HST_NUMBER_PATTERN = /^(\d{9})\s*RT\s*(\d{4})$/i;

/** The same rules in the form and on the server: the form shows the messages per field after blur or on submit.
 * One message per field: a failing check stops the checks after it (`abort`), so an empty field only says it is required. */
export const bulkBuyerRegistrationSchema = z.strictObject({
  business_name: required('bulk.business_name_required'),
  business_number: required('bulk.business_number_required', 30)
    .refine((v) => /^[\d\s-]+$/.test(v), { error: 'bulk.business_number_digits', abort: true })
    .refine((v) => v.replace(/\D/g, '').length >= BUSINESS_NUMBER_MIN_DIGITS, { error: 'bulk.business_number_min' })
    .transform((v) => v.replace(/\D/g, '')),
  business_type: z.enum(BUSINESS_TYPES, { error: 'bulk.business_type_invalid' }).default('Food_Processor'),
  expected_monthly_volume: z
    .union([z.string(), z.number()], { error: 'bulk.volume_required' })
    .check(storableText<string | number>())
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => v !== '', { error: 'bulk.volume_required', abort: true })
    .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number.isFinite(Number(v)), { error: 'bulk.volume_number', abort: true })
    .refine((v) => Number(v) > 0 && Number(v) <= REQUEST_MAX_QUANTITY, { error: 'bulk.volume_range' })
    .transform((v) => Number(v)),
  hst_number: required('bulk.hst_required', 30)
    .refine((v) => HST_NUMBER_PATTERN.test(v), { error: 'bulk.hst_invalid' })
    .transform((v) => v.replace(HST_NUMBER_PATTERN, '$1RT$2')),
  sfcr_license: required('bulk.sfcr_required', 50),
  unit: z.enum(UNITS, { error: 'bulk.unit_required' }),
});
export type BulkBuyerRegistration = z.input<typeof bulkBuyerRegistrationSchema>;
export type BulkBuyerRegistrationFields = keyof BulkBuyerRegistration;

/** A bulk buyer's business as stored (GET /product/bulk-buyer/). */
export const bulkBuyerSchema = z.object({
  user_id: z.string(),
  business_name: z.string(),
  business_number: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  expected_monthly_volume: z.number(),
  hst_number: z.string(),
  sfcr_license: z.string(),
  unit: z.enum(UNITS),
  created_at: z.string(),
});
export type BulkBuyer = z.infer<typeof bulkBuyerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** A produce request as its buyer sees it (the sync row of 'quote_requests'); a farm's copy leaves out the street address. */
export const quoteRequestSchema = z.object({
  id: z.string(),
  buyer_id: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  /** What is wanted: the catalogue product's name or the buyer's own words. */
  title: z.string(),
  title_fr: z.string().nullable(),
  product_id: z.string().nullable(),
  category_id: z.string(),
  /** A photo of the catalogue product or of the category, under /uploads/ or /static/. */
  image: z.string().nullable(),
  variety: z.string().nullable(),
  /** Null: any grade. */
  grade: z.enum(GRADES).nullable(),
  quantity: z.number().int(),
  unit: z.enum(UNITS),
  packaging: z.string().nullable(),
  organic_required: z.boolean(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  /** The delivery address (buyer only; null for pickup and in a farm's copy). */
  address: orderAddressSchema.nullable(),
  city: z.string().nullable(),
  province: z.string(),
  delivery_date: z.string(),
  /** 'HH:MM' of the delivery window, Toronto time. */
  window_start: z.string(),
  window_end: z.string(),
  /** What the buyer hopes to pay per unit of `unit`, in `currency`; null = no target. */
  target_price_minor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  payment_method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  audience: z.enum(REQUEST_AUDIENCES),
  status: z.enum(REQUEST_STATUSES),
  closed_reason: z.enum(CLOSED_REASONS).nullable(),
  /** How many farms it went to. */
  recipients: z.number().int(),
  /** Quotes received (buyer's copy); null in a farm's copy. */
  responses: z.number().int().nullable(),
  /** The farm whose quote was accepted. */
  supplier: z.string().nullable(),
  accepted_quote_id: z.string().nullable(),
  order_id: z.string().nullable(),
  /** For the reader: a farm has not opened the request yet, or the buyer has a quote move not yet read. */
  unread: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** POST /quotes/requests/ */
export const createRequestSchema = z
  .strictObject({
    /** Made by the client: a request made offline keeps its id. */
    id: z.uuid(),
    product_id: z.uuid().nullish(),
    category_id: z.uuid({ error: 'request.category_required' }),
    title: required('request.title_required', 120),
    variety: trimmedOrNull(120),
    grade: z.enum(GRADES).nullish(),
    quantity: z
      .number({ error: 'request.quantity_invalid' })
      .int({ error: 'request.quantity_invalid' })
      .min(1, { error: 'request.quantity_invalid' })
      .max(REQUEST_MAX_QUANTITY, { error: 'request.quantity_invalid' }),
    unit: z.enum(UNITS, { error: 'bulk.unit_required' }).default('kg'),
    packaging: trimmedOrNull(120),
    organic_required: z.boolean().default(false),
    fulfilment: z.enum(FULFILMENT_METHODS),
    /** Delivery: one of the buyer's saved addresses (its province is the request's). */
    address_id: z.uuid({ error: 'order.address_required' }).nullish(),
    /** Pickup: the province the buyer collects in. */
    province: z.enum(PROVINCE_CODES, { error: 'request.province_required' }).nullish(),
    delivery_date: storableString().regex(DATE, { error: 'request.date_invalid' }),
    window_start: storableString().regex(TIME, { error: 'request.window_invalid' }),
    window_end: storableString().regex(TIME, { error: 'request.window_invalid' }),
    target_price_minor: z.number().int().min(1, { error: 'request.target_invalid' }).max(MAX_PRICE_MINOR, { error: 'request.target_invalid' }).nullish(),
    currency: z.enum(CURRENCIES).default('CAD'),
    payment_method: z.enum(PAYMENT_METHODS).default('invoice_net30'),
    note: trimmedOrNull(REQUEST_NOTE_MAX),
    audience: z.enum(REQUEST_AUDIENCES),
    seller_ids: z.array(z.uuid()).max(REQUEST_MAX_SELLERS).default([]),
  })
  .refine((r) => r.fulfilment !== 'delivery' || !!r.address_id, { message: 'order.address_required', path: ['address_id'] })
  .refine((r) => r.fulfilment !== 'pickup' || !!r.province, { message: 'request.province_required', path: ['province'] })
  .refine((r) => r.window_end > r.window_start, { message: 'request.window_invalid', path: ['window_end'] })
  .refine((r) => r.audience !== 'chosen' || r.seller_ids.length > 0, { message: 'request.sellers_required', path: ['seller_ids'] });
export type CreateRequest = z.input<typeof createRequestSchema>;

/** POST /quotes/requests/{id}/close/ */
export const closeRequestSchema = z.strictObject({ reason: trimmedOrNull(REASON_MAX) });

/** GET /quotes/requests/ and /quotes/seller/requests/ */
export const requestsQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  /** Title, variety, buyer's business (farm list). */
  q: storableString().trim().max(100).optional(),
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

// ---------------------------------------------------------------------------------------------------------------
// Quotes

export const quoteTermsSchema = z.object({
  variety: z.string().nullable(),
  grade: z.enum(GRADES),
  pack_type: z.string(),
  pack_style: z.string().nullable(),
  quantity: z.number().int(),
  unit: z.enum(QUOTE_UNITS),
  availability_start: z.string(),
  availability_end: z.string(),
  delivery_date: z.string(),
  location: z.string(),
  price_minor: z.number().int(),
  per_unit: z.enum(QUOTE_UNITS),
  currency: z.enum(CURRENCIES),
}) satisfies z.ZodType<QuoteTerms>;

/** One version of a quote's terms: the farm's quote (1), then counter-offers and revisions in turn. */
export const quoteVersionSchema = z.object({
  number: z.number().int(),
  author: z.enum(['buyer', 'seller']),
  kind: z.enum(['quote', 'counter', 'revision']),
  terms: quoteTermsSchema,
  total_minor: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/** One farm's quote for one request, with every version (sync row of 'quotes'): only that farm and the request's buyer see it. */
export const quoteSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  seller_id: z.string(),
  farm_name: z.string(),
  buyer_id: z.string(),
  /** The farm's catalogue product the quote is for, if any (stock is reserved from it when accepted). */
  product_id: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  closed_reason: z.enum(CLOSED_REASONS).nullable(),
  /** Why the farm withdrew or declined, or the buyer declined. */
  reason: z.string().nullable(),
  /** The latest version's terms and their total. */
  terms: quoteTermsSchema,
  total_minor: z.number().int(),
  /** Number of the latest version: a move must name it (`expected_version`), so nobody answers terms they have not seen. */
  current_version: z.number().int(),
  versions: z.array(quoteVersionSchema),
  /** The latest move was the other party's and this reader has not opened it. */
  unread: z.boolean(),
  order_id: z.string().nullable(),
  agreement_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

const dateField = (code: string) => storableString({ error: code }).regex(DATE, { error: code });

/** Terms as the quote form and the counter-offer form send them. */
export const quoteTermsWriteSchema = z
  .strictObject({
    variety: trimmedOrNull(120),
    grade: z.enum(GRADES, { error: 'quote.grade_required' }),
    pack_type: required('quote.pack_type_required', 60),
    pack_style: trimmedOrNull(60),
    quantity: z
      .number({ error: 'request.quantity_invalid' })
      .int({ error: 'request.quantity_invalid' })
      .min(1, { error: 'request.quantity_invalid' })
      .max(REQUEST_MAX_QUANTITY, { error: 'request.quantity_invalid' }),
    unit: z.enum(QUOTE_UNITS).default('lb'),
    availability_start: dateField('quote.availability_start_required'),
    availability_end: dateField('quote.availability_end_required'),
    delivery_date: dateField('request.date_invalid'),
    location: required('quote.location_required', 200),
    price_minor: z.number({ error: 'quote.price_invalid' }).int({ error: 'quote.price_invalid' }).min(1, { error: 'quote.price_invalid' }).max(MAX_PRICE_MINOR, { error: 'quote.price_invalid' }),
    per_unit: z.enum(QUOTE_UNITS).default('lb'),
    currency: z.enum(CURRENCIES).default('USD'),
  })
  .refine((t) => t.availability_end >= t.availability_start, { message: 'quote.availability_invalid', path: ['availability_end'] })
  .refine((t) => t.delivery_date >= t.availability_start && t.delivery_date <= t.availability_end, { message: 'quote.delivery_outside', path: ['delivery_date'] })
  // The order an accepted quote becomes is held to the same limit as any order.
  .refine((t) => quoteTotalMinor(t) <= MAX_ORDER_TOTAL_MINOR, { message: 'quote.total_too_large', path: ['quantity'] });
export type QuoteTermsWrite = z.input<typeof quoteTermsWriteSchema>;

/** POST /quotes/requests/{id}/quotes/ */
export const submitQuoteSchema = z.strictObject({
  /** Made by the client (a quote written offline keeps its id). */
  id: z.uuid(),
  product_id: z.uuid().nullish(),
  terms: quoteTermsWriteSchema,
  note: trimmedOrNull(QUOTE_NOTE_MAX),
});
export type SubmitQuote = z.input<typeof submitQuoteSchema>;

/** POST /quotes/quotes/{id}/transition/: counter and revise carry terms; withdraw (and a farm's decline) a reason. */
export const quoteTransitionSchema = z
  .strictObject({
    action: z.enum(QUOTE_ACTIONS),
    /** The version the user answered (quote.current_version): a newer one refuses the move with 409 quote_changed. */
    expected_version: z.number().int().min(1),
    terms: quoteTermsWriteSchema.optional(),
    note: trimmedOrNull(QUOTE_NOTE_MAX),
    reason: trimmedOrNull(REASON_MAX),
  })
  .refine((b) => (b.action === 'counter' || b.action === 'revise') === !!b.terms, { message: 'quote.terms_required', path: ['terms'] });
export type QuoteTransitionWrite = z.input<typeof quoteTransitionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Agreements

/** The accepted terms frozen: parties, terms, total, and a SHA-256 fingerprint chained to the previous agreement. */
export const agreementSchema = z.object({
  id: z.string(),
  /** Position in the chain (1 = first agreement ever). */
  seq: z.number().int(),
  quote_id: z.string(),
  request_id: z.string(),
  order_id: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), business: z.string().nullable() }),
  seller: z.object({ id: z.string(), farm_name: z.string() }),
  title: z.string(),
  terms: quoteTermsSchema,
  total_minor: z.number().int(),
  /** Who accepted the other side's latest terms, and when. */
  accepted_by: z.enum(['buyer', 'seller']),
  accepted_at: z.string(),
  /** The version of the quote that was accepted. */
  quote_version: z.number().int(),
  prev_hash: z.string(),
  hash: z.string(),
  version: z.number().int(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** What GET /quotes/agreements/{id}/ found when it recomputed the fingerprints. */
export const agreementVerificationSchema = z.object({
  /** Both checks passed. */
  valid: z.boolean(),
  /** The stored record still gives its stored fingerprint. */
  content_ok: z.boolean(),
  /** Its `prev_hash` is the fingerprint of the agreement before it, which itself still matches its content. */
  chain_ok: z.boolean(),
  checked_at: z.string(),
});
export type AgreementVerification = z.infer<typeof agreementVerificationSchema>;

export const bulkBuyerResponse = z.object({ data: bulkBuyerSchema });
export const requestResponse = z.object({ data: quoteRequestSchema });
export const requestDetailResponse = z.object({ data: quoteRequestSchema, quotes: z.array(quoteSchema) });
export const requestsResponse = z.object({
  data: z.array(quoteRequestSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export const quoteResponse = z.object({ data: quoteSchema });
/** An accepting move also answers the order it made and the agreement. */
export const quoteTransitionResponse = z.object({ data: quoteSchema, order_id: z.string().nullable(), agreement_id: z.string().nullable() });
export const agreementResponse = z.object({ data: agreementSchema, verification: agreementVerificationSchema });

/**
 * Notifications of bulk buying (kinds in NOTIFICATION_KINDS), their params and where they link. The text is made on
 * the device in the reader's language; every param may be missing.
 * - request_received (to each farm a request went to): { title, buyer, quantity, unit } -> /seller/requests/{request}
 * - quote_received (to the buyer): { title, farm, total, currency } -> /buyer/request/{request}
 * - quote_countered (to the farm): { title, buyer, total, currency } -> /seller/requests/{request}
 * - quote_revised (to the buyer): { title, farm, total, currency } -> /buyer/request/{request}
 * - quote_accepted (to the other party): { title, farm, buyer, total, currency, invoice } -> that party's request page
 * - quote_declined (to the other party): { title, farm, buyer, reason } -> that party's request page
 * - quote_withdrawn (to the buyer): { title, farm, reason } -> /buyer/request/{request}
 * - quote_closed (to a farm whose open quote the system closed): { title, buyer, reason: a ClosedReason } -> /seller/requests/{request}
 * - request_expired (to the buyer): { title } -> /buyer/request/{request}
 */
export const REQUEST_HREF = {
  buyer: (requestId: string) => `/buyer/request/${requestId}`,
  seller: (requestId: string) => `/seller/requests/${requestId}`,
} as const;
