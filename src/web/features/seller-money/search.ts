// The farm's money screens' URL search params, read without zod (validateSearch runs in the app's first JavaScript).
// Anything that does not fit becomes undefined, so a hand-edited link never breaks the page.
import { CURRENCIES, type Currency } from '@contract/enums.ts';
import { optionalOneOf, optionalText } from '@/lib/search-params.ts';

const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? value : undefined;

/** /seller/money: the month of the takings; the period of the bookkeeping export. */
export interface SellerMoneySearch {
  month?: string;
  from?: string;
  to?: string;
}

export function parseSellerMoneySearch(raw: Partial<Record<keyof SellerMoneySearch, unknown>>): SellerMoneySearch {
  return { month: isMonth(raw.month) ? raw.month : undefined, from: isoDate(raw.from), to: isoDate(raw.to) };
}

/** /seller/money/$buyerId: the ledger's currency, the statement's month, and an invoice to record a payment for. */
export interface BuyerMoneySearch {
  currency?: Currency;
  month?: string;
  /** An order id: opens 'Record a payment' with that invoice (the order page's shortcut). */
  pay?: string;
}

export function parseBuyerMoneySearch(raw: Partial<Record<keyof BuyerMoneySearch, unknown>>): BuyerMoneySearch {
  return {
    currency: optionalOneOf(CURRENCIES, raw.currency),
    month: isMonth(raw.month) ? raw.month : undefined,
    pay: optionalText(raw.pay, 64) || undefined,
  };
}
