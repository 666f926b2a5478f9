// Bulk buying through the outbox (offline-first): making a request, quoting, every move of a negotiation and the
// read flags are written to Dexie at once with their outbox entry, sent once when the signal returns, and replaced
// by the server's row (quote-appliers.ts).
import type { QuoteAction } from '@contract/enums.ts';
import type { CreateRequest, Quote, QuoteRequest, QuoteTransitionWrite, SubmitQuote } from '@contract/quotes.ts';
import { QUOTE_MOVE_KIND, QUOTE_READ_KIND, QUOTE_SUBMIT_KIND, REQUEST_CLOSE_KIND, REQUEST_CREATE_KIND, REQUEST_READ_KIND } from './quote-appliers.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { db, type LocalQuote, type LocalQuoteRequest } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

/**
 * Send a new request. `local` is the row the screens show until the server's arrives ('Waiting to be sent'):
 * built by the form from the same values as `body`.
 */
export async function createRequest(body: CreateRequest, local: LocalQuoteRequest, label: string): Promise<void> {
  await mutate({
    kind: REQUEST_CREATE_KIND,
    label,
    entity: { table: 'quote_requests', id: body.id },
    request: { method: 'POST', path: QUOTE_PATHS.requests, body },
    editHref: `/buyer/request/${body.id}`,
    apply: async () => {
      await db.quote_requests.put({ ...local, local: 'waiting' });
    },
  });
}

/** The buyer closes a pending request (it becomes 'rejected'; open quotes are declined politely by the server). */
export async function closeRequest(requestId: string, reason: string | null, label: string): Promise<void> {
  await mutate({
    kind: REQUEST_CLOSE_KIND,
    label,
    entity: { table: 'quote_requests', id: requestId },
    request: { method: 'POST', path: QUOTE_PATHS.requestClose(requestId), body: { reason } },
    editHref: `/buyer/request/${requestId}`,
    apply: async () => {
      await db.quote_requests.where('id').equals(requestId).modify((r) => {
        r.status = 'rejected';
        r.closed_reason = 'request_closed';
      });
    },
  });
}

/** A farm opened a request it was sent: nothing is sent when it was already seen. */
export async function markRequestSeen(request: Pick<QuoteRequest, 'id' | 'unread'>, label: string): Promise<void> {
  if (!request.unread) return;
  await mutate({
    kind: REQUEST_READ_KIND,
    label,
    entity: { table: 'quote_requests', id: request.id },
    request: { method: 'POST', path: QUOTE_PATHS.requestRead(request.id) },
    apply: async () => {
      await db.quote_requests.where('id').equals(request.id).modify({ unread: false });
    },
  });
}

/** A farm sends its quote; `local` is the quote as the screens show it until the server's row arrives. */
export async function submitQuote(requestId: string, body: SubmitQuote, local: LocalQuote, label: string): Promise<void> {
  await mutate({
    kind: QUOTE_SUBMIT_KIND,
    label,
    entity: { table: 'quotes', id: body.id },
    request: { method: 'POST', path: QUOTE_PATHS.submitQuote(requestId), body },
    editHref: `/seller/requests/${requestId}`,
    apply: async () => {
      await db.quotes.put({ ...local, local: 'waiting' });
    },
  });
}

/**
 * A move on a quote (counter, revise, accept, decline, withdraw). `optimistic` is the quote as it will look once
 * the server agrees (new status, a new version for counter and revise); it carries `local_action` until then.
 */
export async function moveQuote(quote: Pick<Quote, 'id' | 'request_id'>, body: QuoteTransitionWrite, optimistic: Quote, label: string, editHref: string): Promise<void> {
  const action: QuoteAction = body.action;
  await mutate({
    kind: QUOTE_MOVE_KIND,
    label,
    entity: { table: 'quotes', id: quote.id },
    request: { method: 'POST', path: QUOTE_PATHS.quoteTransition(quote.id), body },
    editHref,
    apply: async () => {
      await db.quotes.put({ ...optimistic, local_action: action });
    },
  });
}

/** The reader opened a quote whose latest move was the other side's. */
export async function markQuoteRead(quote: Pick<Quote, 'id' | 'unread'>, label: string): Promise<void> {
  if (!quote.unread) return;
  await mutate({
    kind: QUOTE_READ_KIND,
    label,
    entity: { table: 'quotes', id: quote.id },
    request: { method: 'POST', path: QUOTE_PATHS.quoteRead(quote.id) },
    apply: async () => {
      await db.quotes.where('id').equals(quote.id).modify({ unread: false });
    },
  });
}
