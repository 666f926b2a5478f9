// The farm's request list filters as URL search params, read without zod (validateSearch runs in the app's first
// JavaScript). Anything that does not fit becomes undefined, so a hand-edited link never breaks the page.
import { optionalOneOf, optionalText } from '@/lib/search-params.ts';

/** New: nobody at the farm has quoted yet; Negotiating: my quote is open; Won: accepted; Closed: the rest. */
export const REQUEST_TABS = ['new', 'negotiating', 'won', 'closed'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

export interface SellerRequestsSearch {
  /** Undefined: all requests. */
  tab?: RequestTab;
  /** Title, variety or the buyer's business. */
  q?: string;
}

export function parseSellerRequestsSearch(raw: Partial<Record<keyof SellerRequestsSearch, unknown>>): SellerRequestsSearch {
  const q = optionalText(raw.q, 100)?.trim();
  return { tab: optionalOneOf(REQUEST_TABS, raw.tab), q: q || undefined };
}
