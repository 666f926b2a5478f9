// Bulk-buying rules shared by the server and the web app, zod-free so screens and the service worker can use them:
// the request and quote state machines, the price of a quote's terms, and the canonical form agreements are
// fingerprinted in.
import type { ClosedReason, QuoteAction, QuoteStatus, QuoteUnit, RequestStatus } from './enums.ts';

export { QUOTE_PATHS } from './quote-paths.ts';

/** Who moves a quote: the bulk buyer who made the request or the farm that sent the quote. */
export type QuoteActor = 'buyer' | 'seller';

export interface QuoteTransition {
  from: QuoteStatus;
  action: QuoteAction;
  by: QuoteActor;
  to: QuoteStatus;
  /** The move carries new terms (a counter-offer or a revised quote): a new version. */
  terms?: true;
  /** A reason must be given. */
  reason?: true;
}

/**
 * The one state machine of quotes. The party whose turn it is may accept the other side's latest terms; the buyer
 * counters the farm's terms, the farm answers with revised terms (or revises its own offer before the buyer
 * answers). Either side may end it: the buyer declines, the farm declines a counter-offer or withdraws its quote.
 * Accepting ends the negotiation for every other quote of the request (the system closes them, see
 * `closed_reason`), and the request's delivery date passing expires open quotes.
 */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  { from: 'sent', action: 'accept', by: 'buyer', to: 'accepted' },
  { from: 'sent', action: 'counter', by: 'buyer', to: 'countered', terms: true },
  { from: 'sent', action: 'decline', by: 'buyer', to: 'declined' },
  { from: 'sent', action: 'revise', by: 'seller', to: 'revised', terms: true },
  { from: 'sent', action: 'withdraw', by: 'seller', to: 'withdrawn', reason: true },
  { from: 'countered', action: 'accept', by: 'seller', to: 'accepted' },
  { from: 'countered', action: 'revise', by: 'seller', to: 'revised', terms: true },
  { from: 'countered', action: 'decline', by: 'seller', to: 'declined', reason: true },
  { from: 'countered', action: 'withdraw', by: 'seller', to: 'withdrawn', reason: true },
  { from: 'countered', action: 'decline', by: 'buyer', to: 'declined' },
  { from: 'revised', action: 'accept', by: 'buyer', to: 'accepted' },
  { from: 'revised', action: 'counter', by: 'buyer', to: 'countered', terms: true },
  { from: 'revised', action: 'decline', by: 'buyer', to: 'declined' },
  { from: 'revised', action: 'revise', by: 'seller', to: 'revised', terms: true },
  { from: 'revised', action: 'withdraw', by: 'seller', to: 'withdrawn', reason: true },
];

export function allowedQuoteActions(status: QuoteStatus, by: QuoteActor): QuoteTransition[] {
  return QUOTE_TRANSITIONS.filter((t) => t.from === status && t.by === by);
}

export function findQuoteTransition(status: QuoteStatus, action: QuoteAction, by: QuoteActor): QuoteTransition | undefined {
  return QUOTE_TRANSITIONS.find((t) => t.from === status && t.action === action && t.by === by);
}

/** Every action anyone may take on a quote in `status` (the 409 of an illegal move lists these). */
export function nextQuoteActions(status: QuoteStatus): QuoteAction[] {
  return [...new Set(QUOTE_TRANSITIONS.filter((t) => t.from === status).map((t) => t.action))];
}

/** Quotes that can still be accepted, countered or revised. */
export function isOpenQuote(status: QuoteStatus): boolean {
  return status === 'sent' || status === 'countered' || status === 'revised';
}

/** Whose turn it is on an open quote: the buyer answers the farm's terms, the farm answers a counter-offer. */
export function quoteTurn(status: QuoteStatus): QuoteActor | null {
  if (status === 'sent' || status === 'revised') return 'buyer';
  if (status === 'countered') return 'seller';
  return null;
}

/** Closing a quote without either party (another was accepted, the request was closed or expired). */
export const SYSTEM_QUOTE_CLOSE: Record<ClosedReason, QuoteStatus> = {
  other_quote_accepted: 'declined',
  request_closed: 'declined',
  request_expired: 'expired',
  order_cancelled: 'declined',
};

export interface RequestTransition {
  from: RequestStatus;
  to: RequestStatus;
  /** 'buyer' closes a pending request; the rest follow quotes and the order ('system'). */
  by: 'buyer' | 'system';
}

/**
 * The one state machine of requests: approved when a quote is accepted, completed when the order made from it is
 * delivered (back to rejected if that order is rejected or cancelled), rejected when the buyer closes it or every
 * farm it went to has quoted and every quote ended declined or withdrawn, expired once its delivery date has passed
 * with nothing accepted.
 */
export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  { from: 'pending', to: 'approved', by: 'system' },
  { from: 'pending', to: 'rejected', by: 'buyer' },
  { from: 'pending', to: 'rejected', by: 'system' },
  { from: 'pending', to: 'expired', by: 'system' },
  { from: 'approved', to: 'completed', by: 'system' },
  { from: 'approved', to: 'rejected', by: 'system' },
];

export function canMoveRequest(from: RequestStatus, to: RequestStatus, by: RequestTransition['by']): boolean {
  return REQUEST_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/** A pending request whose delivery date ('YYYY-MM-DD') is before `today` (Toronto date) has expired. */
export function isRequestExpired(deliveryDate: string, today: string): boolean {
  return deliveryDate < today;
}

// ---------------------------------------------------------------------------------------------------------------
// Money of a quote

export const KG_PER_LB = 0.45359237;

/** The terms a quote (or a counter-offer) proposes, as stored in each version. */
export interface QuoteTerms {
  variety: string | null;
  grade: 'top' | 'mid' | 'lower';
  pack_type: string;
  pack_style: string | null;
  quantity: number;
  unit: QuoteUnit;
  /** 'YYYY-MM-DD': the harvest is available from ... to ... */
  availability_start: string;
  availability_end: string;
  /** 'YYYY-MM-DD' the produce is delivered or picked up; inside the availability window. */
  delivery_date: string;
  /** Where the produce ships from or is picked up. */
  location: string;
  /** Price of one `per_unit`, in minor units of `currency`. */
  price_minor: number;
  per_unit: QuoteUnit;
  currency: 'CAD' | 'USD' | 'INR';
}

/** The price of one `unit` of quantity, in minor units (a price per kg for a quantity in lb is converted and rounded to the cent). */
export function pricePerQuantityUnit(terms: Pick<QuoteTerms, 'unit' | 'per_unit' | 'price_minor'>): number {
  if (terms.unit === terms.per_unit) return terms.price_minor;
  return Math.round(terms.unit === 'lb' ? terms.price_minor * KG_PER_LB : terms.price_minor / KG_PER_LB);
}

/** What the terms cost in all: quantity x the price of one unit of quantity. The order made from them charges the same. */
export function quoteTotalMinor(terms: Pick<QuoteTerms, 'quantity' | 'unit' | 'per_unit' | 'price_minor'>): number {
  return terms.quantity * pricePerQuantityUnit(terms);
}

/** A quantity in another weight unit, for the 'about 441 lb' hints next to a request in kg. */
export function convertWeight(quantity: number, from: string, to: string): number | null {
  const kg: Record<string, number> = { kg: 1, g: 0.001, lb: KG_PER_LB, oz: KG_PER_LB / 16 };
  const a = kg[from];
  const b = kg[to];
  if (a === undefined || b === undefined) return null;
  return (quantity * a) / b;
}

/** Where a farm's terms differ from what the buyer asked for: shown before the buyer accepts, so a different grade,
 * a smaller quantity, another day or another currency is never accepted unseen. Quantities compare in the request's
 * unit (a weight converted; within half a percent counts as the same, for lb/kg rounding). */
export type TermDifference =
  | { field: 'grade'; asked: string; offered: string }
  | { field: 'quantity'; asked: number; askedUnit: string; offered: number; offeredUnit: string; less: boolean }
  | { field: 'delivery_date'; asked: string; offered: string }
  | { field: 'currency'; asked: string; offered: string };

export function termDifferences(
  request: { grade: string | null; quantity: number; unit: string; delivery_date: string; currency: string; target_price_minor: number | null },
  terms: Pick<QuoteTerms, 'grade' | 'quantity' | 'unit' | 'delivery_date' | 'currency'>,
): TermDifference[] {
  const out: TermDifference[] = [];
  if (request.grade && request.grade !== terms.grade) out.push({ field: 'grade', asked: request.grade, offered: terms.grade });
  const inAskedUnit = terms.unit === request.unit ? terms.quantity : convertWeight(terms.quantity, terms.unit, request.unit);
  if (inAskedUnit === null || Math.abs(inAskedUnit - request.quantity) > request.quantity * 0.005) {
    out.push({ field: 'quantity', asked: request.quantity, askedUnit: request.unit, offered: terms.quantity, offeredUnit: terms.unit, less: inAskedUnit !== null && inAskedUnit < request.quantity });
  }
  if (request.delivery_date !== terms.delivery_date) out.push({ field: 'delivery_date', asked: request.delivery_date, offered: terms.delivery_date });
  // A currency only matters when the buyer named a price in theirs.
  if (request.target_price_minor !== null && request.currency !== terms.currency) out.push({ field: 'currency', asked: request.currency, offered: terms.currency });
  return out;
}

/** A future harvest: the order made from an accepted quote is a pre-order when the produce is not available yet. */
export function isPreorderTerms(terms: Pick<QuoteTerms, 'availability_start'>, today: string): boolean {
  return terms.availability_start > today;
}

// ---------------------------------------------------------------------------------------------------------------
// Agreements

/**
 * JSON with object keys sorted at every depth and no spaces: the exact text an agreement's SHA-256 fingerprint is
 * taken over, so the same record always gives the same fingerprint whatever order its keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: non-finite number');
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The fingerprint of the first agreement's predecessor. */
export const GENESIS_HASH = '0'.repeat(64);

/** Short form of a fingerprint for screens: 'a1b2c3d4…e5f6'. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}
