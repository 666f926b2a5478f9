// One move of the farm on its quote: the body it queues (naming the version it answers) and the quote as it will
// be once the server applies it (a revision adds a version).
import type { QuoteAction } from '@contract/enums.ts';
import { quoteTotalMinor, type QuoteTerms } from '@contract/quote-rules.ts';
import type { Quote, QuoteTransitionWrite } from '@contract/quotes.ts';

export interface SellerMoveExtra {
  terms?: QuoteTerms;
  note?: string | null;
  reason?: string | null;
}

export function sellerMoveBody(quote: Pick<Quote, 'current_version'>, action: QuoteAction, extra: SellerMoveExtra): QuoteTransitionWrite {
  if (action === 'revise') return { action, expected_version: quote.current_version, terms: extra.terms, note: extra.note ?? null };
  if (action === 'accept') return { action, expected_version: quote.current_version };
  return { action, expected_version: quote.current_version, reason: extra.reason ?? null };
}

/** The quote as it will be once the server applies the move (a revision adds a version). */
export function optimisticQuote(quote: Quote, action: QuoteAction, extra: SellerMoveExtra, now: string): Quote {
  const base = { ...quote, unread: false, updated_at: now };
  if (action === 'revise' && extra.terms) {
    const total = quoteTotalMinor(extra.terms);
    const number = quote.current_version + 1;
    return {
      ...base,
      status: 'revised',
      terms: extra.terms,
      total_minor: total,
      current_version: number,
      versions: [
        ...quote.versions,
        { number, author: 'seller', kind: 'revision', terms: extra.terms, total_minor: total, note: extra.note ?? null, created_at: now },
      ],
    };
  }
  if (action === 'accept') return { ...base, status: 'accepted' };
  if (action === 'decline') return { ...base, status: 'declined', reason: extra.reason ?? null };
  if (action === 'withdraw') return { ...base, status: 'withdrawn', reason: extra.reason ?? null };
  return base;
}
