// My quote on one request: the terms on the table with what changed, whose turn it is, my moves while the request
// is open, how it ended, and every version. Opening it marks the buyer's latest move read.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { todayInCanada } from '@contract/order-rules.ts';
import { quoteTurn } from '@contract/quote-rules.ts';
import type { Agreement, QuoteRequest } from '@contract/quotes.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { QuoteStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { QuoteTermsList } from '@/domain/quotes/quote-terms.tsx';
import { QuoteVersionHistory } from '@/domain/quotes/quote-version-history.tsx';
import { markQuoteRead } from '@/domain/quotes/quote-writes.ts';
import type { LocalQuote, OutboxEntry } from '@/offline/db.ts';
import { QuoteMoves } from './quote-moves.tsx';
import { AcceptedQuote, ClosedNote } from './quote-outcome.tsx';
import { useRequestFacts } from './request-facts.tsx';

export function QuoteThread({
  request,
  quote,
  agreement,
  waiting,
  refused,
}: {
  request: QuoteRequest;
  quote: LocalQuote;
  agreement: Agreement | undefined;
  waiting: OutboxEntry[];
  refused: OutboxEntry[];
}) {
  const { t } = useLingui();
  const facts = useRequestFacts();
  const [today] = useState(() => todayInCanada());
  const title = facts.title(request);
  const label = t`Quote read: ${title}`;
  // The marker stays while the page is open, though the quote is marked read at once.
  const [wasUnread] = useState(quote.unread);
  useEffect(() => {
    if (quote.unread) void markQuoteRead(quote, label);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per quote becoming unread
  }, [quote.id, quote.unread]);

  const sorted = [...quote.versions].sort((a, b) => a.number - b.number);
  const latest = sorted[sorted.length - 1];
  const previous = sorted.length > 1 ? sorted[sorted.length - 2]?.terms : null;
  const buyerName = facts.buyer(request);
  const turn = request.status === 'pending' ? quoteTurn(quote.status) : null;
  const number = quote.current_version;

  return (
    <section
      aria-labelledby="quote-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4"
      data-testid="quote-thread"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="quote-heading" className="text-lg font-semibold text-gray-900">
          <Trans>Your quote</Trans>
        </h2>
        <QuoteStatusBadge status={quote.status} />
        {wasUnread && (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase text-gray-900">
            <Trans>New answer</Trans>
          </span>
        )}
      </div>

      {(waiting.length > 0 || quote.local) && (
        <p role="status" className="text-sm text-gray-700" data-testid="waiting">
          <Trans>Waiting to be sent: it goes out as soon as this device is online.</Trans>
        </p>
      )}
      {refused.length > 0 && (
        <Notice>
          <Trans>A change to this quote was not saved. Open 'Changes not saved' in the sync panel to see why.</Trans>
        </Notice>
      )}

      {turn === 'seller' ? (
        <p className="rounded-md border border-violet-300 bg-violet-50 px-3 py-2 font-medium text-violet-950" data-testid="turn">
          <Trans>Your turn: {buyerName} sent a counter-offer.</Trans>
        </p>
      ) : turn === 'buyer' ? (
        <p className="text-gray-800" data-testid="turn">
          <Trans>Waiting for {buyerName} to answer.</Trans>
        </p>
      ) : null}

      <div>
        <h3 className="mb-2 font-semibold text-gray-900">
          {quote.status === 'accepted' ? (
            <Trans>The agreed terms (version {number})</Trans>
          ) : latest?.author === 'buyer' ? (
            <Trans>The buyer's terms (version {number})</Trans>
          ) : (
            <Trans>Your terms (version {number})</Trans>
          )}
        </h3>
        <QuoteTermsList terms={quote.terms} previous={previous} />
        {latest?.note && (
          <p className="mt-2 whitespace-pre-line rounded-md bg-gray-50 p-3 text-sm text-gray-900">
            <span className="font-medium">{latest.author === 'buyer' ? <Trans>Buyer's note:</Trans> : <Trans>Your note:</Trans>}</span> {latest.note}
          </p>
        )}
      </div>

      <QuoteMoves quote={quote} request={request} today={today} />

      <ClosedNote quote={quote} />

      <AcceptedQuote quote={quote} agreement={agreement} />

      <div>
        <h3 className="mb-2 font-semibold text-gray-900">
          <Trans>History</Trans>
        </h3>
        <QuoteVersionHistory versions={quote.versions} parties={{ viewer: 'seller', farmName: quote.farm_name, buyerName }} />
      </div>
    </section>
  );
}
