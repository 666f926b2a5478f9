// Money is an integer of minor units plus a currency code; never a float.
import type { Currency } from './enums.ts';

export interface Money {
  amount: number; // minor units (cents, paise)
  currency: Currency;
}

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function formatMoney(m: Money, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: m.currency,
  }).format(m.amount / 100);
}

/** Price after a discount in percent, in minor units (rounded half up). */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}
