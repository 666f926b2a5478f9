// One request of the signed-in bulk buyer with its quotes and agreements, from Dexie (the sync pull brings them;
// moves made here show at once and wait in the outbox). A request not on this device is asked of the server once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Agreement, Quote, QuoteRequest } from '@contract/quotes.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { useFetchWhenAbsent } from '@/lib/use-fetch-when-absent.ts';
import { db, entityKey, type LocalQuote, type LocalQuoteRequest } from '@/offline/db.ts';
import { waitingChangesOf } from '@/offline/waiting.ts';
import { QUOTE_READ_KIND } from '@/domain/quotes/quote-appliers.ts';

export interface Negotiation {
  request: LocalQuoteRequest;
  /** A change to the request (made or closed here) still waits to be sent. */
  requestWaiting: boolean;
  quotes: LocalQuote[];
  /** Ids of quotes with a move still waiting to be sent. */
  waitingQuotes: Set<string>;
  agreements: Map<string, Agreement>;
}

export type NegotiationLookup = { state: 'loading' } | ({ state: 'found' } & Negotiation) | { state: 'missing' } | { state: 'failed' };

/** Open quotes whose turn is the buyer's first, then unread, then the newest. */
function byAttention(a: Quote, b: Quote): number {
  const rank = (q: Quote) => (q.status === 'sent' || q.status === 'revised' ? 0 : q.status === 'countered' ? 1 : q.status === 'accepted' ? 0 : 2);
  return rank(a) - rank(b) || Number(b.unread) - Number(a.unread) || (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0);
}

export function useNegotiation(id: string): NegotiationLookup {
  const userId = useAuth().user?.id;
  const local = useLiveQuery(async () => {
    const request = await db.quote_requests.get(id);
    if (!request || request.buyer_id !== userId) return { request: undefined };
    const quotes = (await db.quotes.where('request_id').equals(id).toArray()).filter((q) => q.buyer_id === userId).sort(byAttention);
    const keys = [entityKey('quote_requests', id), ...quotes.map((q) => entityKey('quotes', q.id))];
    // Read flags wait in the outbox too, but they are not answers still to be sent.
    const pending = (await waitingChangesOf(db, keys, { scope: 'pending' })).filter((e) => e.kind !== QUOTE_READ_KIND);
    const pendingKeys = new Set(pending.map((e) => e.entityKey));
    const agreementRows = await db.agreements.where('quote_id').anyOf(quotes.map((q) => q.id)).toArray();
    return {
      request,
      requestWaiting: request.local === 'waiting' || pendingKeys.has(entityKey('quote_requests', id)),
      quotes,
      waitingQuotes: new Set(quotes.filter((q) => q.local === 'waiting' || !!q.local_action || pendingKeys.has(entityKey('quotes', q.id))).map((q) => q.id)),
      agreements: new Map(agreementRows.map((a) => [a.quote_id, a])),
    };
  }, [id, userId]);
  const absent = local !== undefined && !local.request;
  const remote = useFetchWhenAbsent(absent, `${userId}:${id}`, async () => {
    const { data, quotes } = await api<{ data: QuoteRequest; quotes: Quote[] }>(QUOTE_PATHS.request(id));
    if (data.buyer_id !== userId) throw new ApiError(404, 'not_found', '');
    await db.transaction('rw', db.quote_requests, db.quotes, async () => {
      await db.quote_requests.put(data);
      await db.quotes.bulkPut(quotes);
    });
  });

  if (local === undefined) return { state: 'loading' };
  if (local.request) return { state: 'found', ...local };
  if (remote === 'idle') return { state: 'loading' };
  return { state: remote };
}
