// /statements/$sellerId's URL search params, read without zod (validateSearch runs in the app's first JavaScript):
// the ledger's currency and the statement's month. Anything that does not fit becomes undefined.
import { CURRENCIES, type Currency } from '@contract/enums.ts';
import { optionalOneOf } from '@/lib/search-params.ts';

export interface StatementSearch {
  currency?: Currency;
  month?: string;
}

export function parseStatementSearch(raw: Partial<Record<keyof StatementSearch, unknown>>): StatementSearch {
  const month = typeof raw.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw.month) ? raw.month : undefined;
  return { currency: optionalOneOf(CURRENCIES, raw.currency), month };
}
