// Exchange rates and the one conversion rule (issue 19 'A catalogue for Canada', issue 14 Pricewise), zod-free so the
// server, the page and the service worker share it. The operator keeps one rate per currency and day: how many
// Canadian dollars one unit of the currency is worth, as an integer of millionths of a dollar ('micro-CAD', exact:
// 1.3850 is 1_385_000), never a float and never fetched from the internet (`npm run rates:set`, the admin screen).
// CAD is the marketplace's own currency: its rate is 1 by definition and never stored.
//
// Converting goes through CAD: amount × rate(from) ÷ rate(to), worked out exactly on integers (BigInt, as the
// product of a price near MAX_PRICE_MINOR and a rate passes 2^53) and rounded once, half away from zero (so
// 0.5 cents is a cent up, -0.5 a cent down, and the same inputs always give the same cents on every device).
import type { Currency } from './enums.ts';

/** The API's paths (under /api); here, without zod, for the first page's code. */
export const EXCHANGE_RATE_PATHS = {
  /** GET (public): the rates in force today, for a visitor's device that keeps no catalogue. */
  current: '/exchange-rates/',
  /** GET (Admin): the rates in force and the history; PUT (Admin): set rates from a day on. */
  admin: '/admin/exchange-rates/',
} as const;

/** The marketplace's currency: every rate is 'CAD per one unit'. */
export const BASE_CURRENCY = 'CAD' as const;
/** The currencies a rate is kept for (every other one the catalogue allows). */
export const RATED_CURRENCIES = ['USD', 'INR'] as const satisfies readonly Exclude<Currency, 'CAD'>[];
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];
/** Micro-CAD in one CAD: a rate holds 6 decimals. */
export const RATE_SCALE = 1_000_000;
/** Bounds of one rate: one millionth of a dollar to 10,000 dollars per unit. */
export const MIN_RATE_MICRO = 1;
export const MAX_RATE_MICRO = 10_000 * RATE_SCALE;

/** One rate as the operator set it (the sync pull's `exchange_rates` row, the API's answer). */
export interface ExchangeRate {
  id: string;
  currency: RatedCurrency;
  /** CAD per one unit of `currency`, in millionths (1.3850 -> 1_385_000). */
  cad_micro: number;
  /** The day it applies from (YYYY-MM-DD). */
  effective_on: string;
  /** When it was set (ISO timestamp): of two rates for one day, the later one wins. */
  set_at: string;
}

/** A rate a conversion used, with its date. */
export interface RateUsed {
  currency: RatedCurrency;
  cad_micro: number;
  effective_on: string;
}

export interface Conversion {
  /** In minor units of the target currency. */
  amount: number;
  /** The rates it went through (none when both currencies are the same; one when either is CAD). */
  rates: RateUsed[];
  /** The oldest of their dates: what 'rate of ...' names (null when nothing was converted). */
  date: string | null;
}

/** Rates by currency, the ones in force: `currentRates` of the rows. */
export type RateSet = Partial<Record<RatedCurrency, RateUsed>>;

const isRated = (c: string): c is RatedCurrency => (RATED_CURRENCIES as readonly string[]).includes(c);

/**
 * The rates in force on `today` (YYYY-MM-DD): per currency, the one with the latest effective day not after today,
 * and of two for one day the one set last. A rate dated after today waits for its day. History stays in the rows.
 */
export function currentRates(rows: readonly ExchangeRate[], today: string): RateSet {
  const out: RateSet = {};
  const setAt = new Map<RatedCurrency, string>();
  for (const r of rows) {
    if (!isRated(r.currency) || r.effective_on > today || !validRateMicro(r.cad_micro)) continue;
    const held = out[r.currency];
    const newer = !held || r.effective_on > held.effective_on || (r.effective_on === held.effective_on && r.set_at > (setAt.get(r.currency) ?? ''));
    if (newer) {
      out[r.currency] = { currency: r.currency, cad_micro: r.cad_micro, effective_on: r.effective_on };
      setAt.set(r.currency, r.set_at);
    }
  }
  return out;
}

export function validRateMicro(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= MIN_RATE_MICRO && n <= MAX_RATE_MICRO;
}

/** Integer division rounded half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/**
 * `amountMinor` of `from` in `to`, through CAD with `rates`; null when a rate it needs is missing or the amount is
 * not a safe integer (never NaN). Every catalogue currency has two minor digits (cents, paise), so minor units
 * convert as the major ones do.
 */
export function convertMinor(amountMinor: number, from: Currency, to: Currency, rates: RateSet): Conversion | null {
  if (!Number.isSafeInteger(amountMinor)) return null;
  if (from === to) return { amount: amountMinor, rates: [], date: null };
  const used: RateUsed[] = [];
  let numerator = BigInt(amountMinor);
  let denominator = 1n;
  if (from !== BASE_CURRENCY) {
    const r = isRated(from) ? rates[from] : undefined;
    if (!r || !validRateMicro(r.cad_micro)) return null;
    numerator *= BigInt(r.cad_micro);
    denominator *= BigInt(RATE_SCALE);
    used.push(r);
  }
  if (to !== BASE_CURRENCY) {
    const r = isRated(to) ? rates[to] : undefined;
    if (!r || !validRateMicro(r.cad_micro)) return null;
    numerator *= BigInt(RATE_SCALE);
    denominator *= BigInt(r.cad_micro);
    used.push(r);
  }
  const amount = Number(divRound(numerator, denominator));
  if (!Number.isSafeInteger(amount)) return null;
  const date = used.reduce<string | null>((oldest, r) => (oldest === null || r.effective_on < oldest ? r.effective_on : oldest), null);
  return { amount, rates: used, date };
}

/**
 * A rate typed by a person ('1.3850', '0,0165', '1') as micro-CAD, exactly (no float on the way); null when it is
 * not a positive decimal with at most 6 decimals within the bounds.
 */
export function parseRate(text: string): number | null {
  const m = /^\s*(\d{1,5})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  if (!m) return null;
  const micro = Number(m[1]) * RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'));
  return validRateMicro(micro) ? micro : null;
}

/** Micro-CAD back to its decimal text, with at least 4 decimals ('1.3850', '0.0165', '61.0000'). */
export function rateText(micro: number): string {
  const whole = Math.floor(micro / RATE_SCALE);
  const frac = String(micro % RATE_SCALE).padStart(6, '0').replace(/0+$/, '');
  return `${whole}.${frac.padEnd(4, '0')}`;
}

/** Today as YYYY-MM-DD in Canada's east (the marketplace's day; the rates' dates are calendar days). */
// Made once, on first use: building a formatter with a time zone costs far more than using it (a slow phone's start-up).
let torontoDays: Intl.DateTimeFormat | undefined;

export function rateDay(now: Date): string {
  torontoDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = torontoDays.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
