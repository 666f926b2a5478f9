// The farm's request list from the device: which tab a request belongs to (from the request's status and my quote),
// search over title, variety and the buyer, newest first, counts per tab. Pure functions.
import { isOpenQuote } from '@contract/quote-rules.ts';
import { fold } from '@/offline/search-words.ts';
import type { LocalQuote, LocalQuoteRequest } from '@/offline/db.ts';
import { REQUEST_TABS, type RequestTab, type SellerRequestsSearch } from './search.ts';

/** A request sent to my farm with my quote for it, if I sent one. */
export interface FarmRequest {
  request: LocalQuoteRequest;
  quote: LocalQuote | undefined;
}

export function tabOf({ request, quote }: FarmRequest): RequestTab {
  if (quote?.status === 'accepted') return 'won';
  if (request.status !== 'pending') return 'closed';
  if (!quote) return 'new';
  return isOpenQuote(quote.status) ? 'negotiating' : 'closed';
}

/** Something here the farm has not looked at: the request itself, or the buyer's latest move on my quote. */
export function isUnread({ request, quote }: FarmRequest): boolean {
  return request.unread || !!quote?.unread;
}

export function matchesQuery({ request }: FarmRequest, query: string | undefined): boolean {
  const needle = fold(query?.trim() ?? '');
  if (!needle) return true;
  return [request.title, request.title_fr, request.variety, request.buyer_business, request.buyer_name].some((h) => !!h && fold(h).includes(needle));
}

export const newestFirst = (a: FarmRequest, b: FarmRequest): number => b.request.created_at.localeCompare(a.request.created_at);

export interface FilteredRequests {
  rows: FarmRequest[];
  /** Per tab, over the search. */
  counts: Record<RequestTab, number>;
  total: number;
}

export function filterRequests(all: FarmRequest[], search: SellerRequestsSearch): FilteredRequests {
  const counts = Object.fromEntries(REQUEST_TABS.map((t) => [t, 0])) as Record<RequestTab, number>;
  const matching = all.filter((r) => matchesQuery(r, search.q)).sort(newestFirst);
  for (const r of matching) counts[tabOf(r)]++;
  return { rows: search.tab ? matching.filter((r) => tabOf(r) === search.tab) : matching, counts, total: matching.length };
}
