// Enumerations shared by the server and the web app (spec §3, §9).
export const ROLES = ['Buyer', 'BulkBuyer', 'Seller', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Role comparison ignores case (spec §6: 'Seller' in the header, 'seller' in route guards). */
export function sameRole(a: string | null | undefined, b: string): boolean {
  return !!a && a.toLowerCase() === b.toLowerCase();
}
export function hasAnyRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return allowed.some((r) => sameRole(role, r));
}

export const CURRENCIES = ['CAD', 'USD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const UNITS = ['kg', 'g', 'lb', 'oz', 'l', 'ml', 'piece', 'box', 'pack', 'dozen'] as const;
export type Unit = (typeof UNITS)[number];

export const PRODUCT_STATUSES = ['Published', 'Draft', 'Seasonal', 'Out of Stock', 'In Stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const GRADES = ['top', 'mid', 'lower'] as const;
export type Grade = (typeof GRADES)[number];

export const BRANCH_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BranchStatus = (typeof BRANCH_STATUSES)[number];

/** Inventory movements: harvested adds, sold and spoiled remove, corrected goes either way; an order reserves its
 * stock when placed and a rejected or cancelled order releases it. */
export const STOCK_MOVEMENT_KINDS = ['harvested', 'sold', 'spoiled', 'corrected', 'reserved', 'released'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
/** What a seller records by hand; 'reserved' and 'released' are written only by orders. */
export const MANUAL_MOVEMENT_KINDS = ['harvested', 'sold', 'spoiled', 'corrected'] as const satisfies readonly StockMovementKind[];
export type ManualMovementKind = (typeof MANUAL_MOVEMENT_KINDS)[number];

/** Catalogue sort orders; 'relevance', the default, puts what can be bought now first, then a search's best match
 * (with one), then the newest. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ORGANIC_FILTERS = ['all', 'only', 'non'] as const;
export type OrganicFilter = (typeof ORGANIC_FILTERS)[number];
export const STOCK_FILTERS = ['all', 'in_stock', 'out_of_stock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const BUSINESS_TYPES = [
  'Restaurant/Food_Service',
  'Retail_Store',
  'Food_Processor',
  'Distributor/Wholesaler',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a tag, cookie or parameter names ('fr', 'fr-CA', ' EN '), or null when it names neither. */
export function asLanguage(value: unknown): Language | null {
  if (typeof value !== 'string' || !value) return null;
  const base = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}
export const DEFAULT_LANGUAGE: Language = 'en';

/** The 13 Canadian provinces and territories, names in both languages. */
export const PROVINCES = [
  { code: 'AB', name_en: 'Alberta', name_fr: 'Alberta' },
  { code: 'BC', name_en: 'British Columbia', name_fr: 'Colombie-Britannique' },
  { code: 'MB', name_en: 'Manitoba', name_fr: 'Manitoba' },
  { code: 'NB', name_en: 'New Brunswick', name_fr: 'Nouveau-Brunswick' },
  { code: 'NL', name_en: 'Newfoundland and Labrador', name_fr: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', name_en: 'Nova Scotia', name_fr: 'Nouvelle-Écosse' },
  { code: 'NT', name_en: 'Northwest Territories', name_fr: 'Territoires du Nord-Ouest' },
  { code: 'NU', name_en: 'Nunavut', name_fr: 'Nunavut' },
  { code: 'ON', name_en: 'Ontario', name_fr: 'Ontario' },
  { code: 'PE', name_en: 'Prince Edward Island', name_fr: 'Île-du-Prince-Édouard' },
  { code: 'QC', name_en: 'Quebec', name_fr: 'Québec' },
  { code: 'SK', name_en: 'Saskatchewan', name_fr: 'Saskatchewan' },
  { code: 'YT', name_en: 'Yukon', name_fr: 'Yukon' },
] as const;
export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [string, ...string[]];

// Orders
/** Order states; the transitions between them live in order-rules.ts (ORDER_TRANSITIONS). */
export const ORDER_STATUSES = ['placed', 'accepted', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Open orders: the seller still has something to do. */
export const OPEN_ORDER_STATUSES = ['placed', 'accepted', 'packed', 'out_for_delivery', 'ready_for_pickup'] as const satisfies readonly OrderStatus[];
export const FULFILMENT_METHODS = ['delivery', 'pickup'] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];
/** Pay the farmer on delivery or at pickup; invoices with net 15/30 terms are for BulkBuyers only. */
export const PAYMENT_METHODS = ['pay_on_delivery', 'pay_on_pickup', 'invoice_net15', 'invoice_net30'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How a farm was paid (or paid a refund out): what it records in the ledger. Card payments here are taken on the
 * farm's own terminal at the door; FreshMarket charges no card itself (src/server/payments: the provider seam). */
export const PAYMENT_RECORD_METHODS = ['cash', 'cheque', 'etransfer', 'card_on_delivery'] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];
/** What went wrong with a delivered line (satisfaction guarantee). */
export const PROBLEM_KINDS = ['missing', 'damaged', 'poor_quality'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
/** The seller's answer to a problem report: money back, a credit for the next order, or a reason not to. */
export const PROBLEM_RESOLUTIONS = ['refund', 'credit', 'declined'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];
/** In-app notifications; the text is made on the device from the kind and params, in the reader's language. */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_status',
  'problem_reported',
  'problem_answered',
  // Bulk buying. To a farm: a request names or matches it, a counter-offer, its quote accepted or declined,
  // the buyer chose another farm. To the buyer: a quote, a revision, an acceptance, a decline or withdrawal.
  'request_received',
  'quote_received',
  'quote_countered',
  'quote_revised',
  'quote_accepted',
  'quote_declined',
  'quote_withdrawn',
  'quote_closed',
  'request_expired',
  // Standing orders. To the buyer: a delivery placed, one that could not be placed (why, and the fix), one
  // missed while the service was down, prices changed before the next one. To the farm: one set up, one cancelled.
  'standing_placed',
  'standing_failed',
  'standing_missed',
  'standing_price_changed',
  'standing_created',
  'standing_cancelled',
  // Pre-orders of expected harvests. To the farm: a pre-order received, one withdrawn (cancelled by its buyer or a
  // partial fill declined). To the buyer: filled (it is now an order), a partial fill offered, nothing left for it,
  // the harvest cancelled.
  'preorder_received',
  'preorder_withdrawn',
  'preorder_filled',
  'preorder_partial',
  'preorder_unfilled',
  'harvest_cancelled',
  // Money (ledger-rules.ts). To the buyer: a payment the farm recorded, an invoice due in a few days, one overdue,
  // their e-Transfer notice confirmed or not found. To the farm: a buyer says they sent an e-Transfer.
  'payment_recorded',
  'invoice_due_soon',
  'invoice_overdue',
  'etransfer_claimed',
  'etransfer_answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// Bulk buying
/** A produce request: pending while farms quote, approved once a quote is accepted, completed when its order is
 * delivered; rejected when the buyer closes it (or every farm declined); expired after its delivery date. The
 * transitions live in quote-rules.ts (REQUEST_TRANSITIONS). */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'completed', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Requests still open to quotes and counter-offers. */
export const OPEN_REQUEST_STATUSES = ['pending'] as const satisfies readonly RequestStatus[];
/** One farm's quote: sent, then countered by the buyer and revised by the farm any number of times, until it is
 * accepted, declined, withdrawn or expired (QUOTE_TRANSITIONS in quote-rules.ts). */
export const QUOTE_STATUSES = ['sent', 'countered', 'revised', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const OPEN_QUOTE_STATUSES = ['sent', 'countered', 'revised'] as const satisfies readonly QuoteStatus[];
/** What a party does to a quote. */
export const QUOTE_ACTIONS = ['counter', 'revise', 'accept', 'decline', 'withdraw'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
/** A quote's quantity unit and the unit its price is per (spec §3, §9: lb by default, or kg). */
export const QUOTE_UNITS = ['lb', 'kg'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
/** Who a request goes to: every farm that grows the category in the province, or the farms the buyer chose. */
export const REQUEST_AUDIENCES = ['matching', 'chosen'] as const;
export type RequestAudience = (typeof REQUEST_AUDIENCES)[number];
/** Why a quote or a request closed without the user closing it. */
export const CLOSED_REASONS = ['other_quote_accepted', 'request_closed', 'request_expired', 'order_cancelled'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
