// Bulk buying's mutation kinds and the appliers that write the server's answers to them, alone so every drainer
// (the page's start, the service worker) installs them without the writes, which only the bulk screens load.
import type { Quote, QuoteRequest } from '@contract/quotes.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';

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
