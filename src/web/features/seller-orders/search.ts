// The seller's order list filters as URL search params, read without zod (validateSearch runs in the app's first
// JavaScript). Anything that does not fit becomes undefined, so a hand-edited link never breaks the page.
import { ORDER_STATUSES, type OrderStatus } from '@contract/enums.ts';
import { optionalOneOf, optionalText } from '@/lib/search-params.ts';

export interface SellerOrdersSearch {
  status?: OrderStatus;
  /** Delivery or pickup date range, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  branch?: string;
  q?: string;
}

const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? value : undefined;

export function parseSellerOrdersSearch(raw: Partial<Record<keyof SellerOrdersSearch, unknown>>): SellerOrdersSearch {
  const q = optionalText(raw.q, 100)?.trim();
  return {
    status: optionalOneOf(ORDER_STATUSES, raw.status),
    from: isoDate(raw.from),
    to: isoDate(raw.to),
    branch: optionalText(raw.branch, 64) || undefined,
    q: q || undefined,
  };
}
