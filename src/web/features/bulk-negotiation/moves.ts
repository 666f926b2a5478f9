// The buyer's moves on a quote as outbox entries: the body names the version answered (a newer one refuses the
// move with 409 quote_changed), and the optimistic quote is what the screens show until the server's row arrives.
import type { QuoteAction } from '@contract/enums.ts';
import type { Quote, QuoteTransitionWrite } from '@contract/quotes.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { findQuoteTransition, quoteTotalMinor } from '@contract/quote-rules.ts';
import { moveQuote } from '@/domain/quotes/quote-writes.ts';

export interface BuyerMove {
  action: Extract<QuoteAction, 'accept' | 'decline' | 'counter'>;
  terms?: QuoteTerms;
  note?: string | null;
  reason?: string | null;
}

export function buyerMoveBody(quote: Pick<Quote, 'current_version'>, move: BuyerMove): QuoteTransitionWrite {
  const body: QuoteTransitionWrite = { action: move.action, expected_version: quote.current_version };
  if (move.terms) body.terms = move.terms;
  if (move.note) body.note = move.note;
  if (move.reason) body.reason = move.reason;
  return body;
}

/** The quote as it will be once the server agrees: the new status, and for a counter-offer a new version. */
export function optimisticQuote(quote: Quote, move: BuyerMove, now = new Date()): Quote {
  const transition = findQuoteTransition(quote.status, move.action, 'buyer');
  if (!transition) throw new Error(`illegal move ${move.action} from ${quote.status}`);
  const at = now.toISOString();
  const next: Quote = { ...quote, status: transition.to, unread: false, updated_at: at };
  if (move.action === 'decline') next.reason = move.reason ?? null;
  if (move.action === 'counter' && move.terms) {
    const total = quoteTotalMinor(move.terms);
    const number = quote.current_version + 1;
    next.terms = move.terms;
    next.total_minor = total;
    next.current_version = number;
    next.versions = [...quote.versions, { number, author: 'buyer', kind: 'counter', terms: move.terms, total_minor: total, note: move.note ?? null, created_at: at }];
  }
  return next;
}

export async function sendBuyerMove(quote: Quote, move: BuyerMove, label: string): Promise<void> {
  // Dexie rows may carry local flags: the optimistic row is a plain quote.
  const { local: _local, local_action: _action, ...plain } = quote as Quote & { local?: string; local_action?: string };
  await moveQuote(plain, buyerMoveBody(plain, move), optimisticQuote(plain, move), label, `/buyer/request/${quote.request_id}`);
}
