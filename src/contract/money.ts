// Money is an integer of minor units plus a currency code; never a float.
import type { Currency } from './enums.ts';

export interface Money {
  amount: number; // minor units (cents, paise)
  currency: Currency;
}

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

// Building an Intl.NumberFormat costs far more than using one (a list of 100 prices spent most of its time here):
// one per language and currency, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(m: Money, locale: string): string {
  const tag = locale === 'fr' ? 'fr-CA' : 'en-CA';
  const key = `${tag}|${m.currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: m.currency });
    formatters.set(key, format);
  }
  return format.format(m.amount / 100);
}

/** Price after a discount in percent, in minor units (rounded half up). */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}
