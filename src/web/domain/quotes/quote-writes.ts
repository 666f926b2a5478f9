// Bulk buying through the outbox (offline-first): making a request, quoting, every move of a negotiation and the
// read flags are written to Dexie at once with their outbox entry, sent once when the signal returns, and replaced
// by the server's row. Zod-free and small: its appliers are installed with every drainer, the service worker's too.
import type { QuoteAction } from '@contract/enums.ts';
import type { CreateRequest, Quote, QuoteRequest, QuoteTransitionWrite, SubmitQuote } from '@contract/quotes.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';
import { db, type LocalQuote, type LocalQuoteRequest } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';

export const REQUEST_CREATE_KIND = 'request.create';
export const REQUEST_CLOSE_KIND = 'request.close';
export const REQUEST_READ_KIND = 'request.read';
export const QUOTE_SUBMIT_KIND = 'quote.submit';
export const QUOTE_MOVE_KIND = 'quote.move';
export const QUOTE_READ_KIND = 'quote.read';

// A negotiation's answer replaces the row even when an earlier move on it was refused: the server's row is where the
// negotiation stands (the refused move never happened there, and stays listed in 'changes not saved' to retry or
// discard). Only a later move still to be sent holds it back, its own answer bringing the final row.
const heldBy = 'pending';

/** Answers `{ data: QuoteRequest }`. Sending or closing a request reaches the farms: a pull follows. */
export const applyConfirmedRequest: Applier = confirmRow<QuoteRequest>('quote_requests', { heldBy });

/** Answers `{ data: Quote }` (a move may also name the order and agreement it made: the pull brings those). */
export const applyConfirmedQuote: Applier = confirmRow<Quote>('quotes', { heldBy });

/** A read flag changes its row alone. */
const applyReadRequest: Applier = confirmRow<QuoteRequest>('quote_requests', { heldBy, alone: true });
const applyReadQuote: Applier = confirmRow<Quote>('quotes', { heldBy, alone: true });

export const QUOTE_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [REQUEST_CREATE_KIND, applyConfirmedRequest],
  [REQUEST_CLOSE_KIND, applyConfirmedRequest],
  [REQUEST_READ_KIND, applyReadRequest],
  [QUOTE_SUBMIT_KIND, applyConfirmedQuote],
  [QUOTE_MOVE_KIND, applyConfirmedQuote],
  [QUOTE_READ_KIND, applyReadQuote],
];

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
