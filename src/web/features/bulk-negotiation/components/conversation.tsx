// One farm's quote as a conversation: a header that opens it (farm, status, total, unread flag), then the current
// terms with what changed from the version before, whose turn it is, the buyer's review form when it is theirs,
// the versions so far, and once accepted the agreement and the order.
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Store } from 'lucide-react';
import type { Agreement } from '@contract/quotes.ts';
import { quoteTurn } from '@contract/quote-rules.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { QuoteStatusBadge, useClosedReasonLabel } from '@/domain/quotes/quote-labels.tsx';
import { AgreementCard } from '@/domain/quotes/agreement-card.tsx';
import { QuoteTermsList } from '@/domain/quotes/quote-terms.tsx';
import { QuoteVersionHistory } from '@/domain/quotes/quote-version-history.tsx';
import type { LocalQuote, LocalQuoteRequest } from '@/offline/db.ts';
import { markQuoteRead } from '@/domain/quotes/quote-writes.ts';
import { ReviewActions } from './review-actions.tsx';

export function UnreadBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="unread-badge">
      <Trans>New</Trans>
    </span>
  );
}

interface ConversationProps {
  quote: LocalQuote;
  request: LocalQuoteRequest;
  waiting: boolean;
  agreement: Agreement | undefined;
  defaultOpen?: boolean;
}

export function Conversation({ quote, request, waiting, agreement, defaultOpen = false }: ConversationProps) {
  const { t } = useLingui();
  const { money } = useOrderFormats();
  const closedReason = useClosedReasonLabel('buyer');
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const farm = quote.farm_name;
  const total = money(quote.total_minor, quote.terms.currency);
  const turn = quoteTurn(quote.status);
  const buyersTurn = turn === 'buyer' && request.status === 'pending' && !waiting;
  const versions = [...quote.versions].sort((a, b) => a.number - b.number);
  const latest = versions[versions.length - 1];
  const previous = versions.at(-2)?.terms ?? null;
  const buyerName = request.buyer_business ?? request.buyer_name;
  const versionCount = versions.length;

  // Opening a conversation reads the farm's latest move.
  useEffect(() => {
    if (open && quote.unread) void markQuoteRead(quote, t`Read the quote from ${farm}`).catch(() => undefined);
  }, [open, quote, farm, t]);

  return (
    <article className="rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="conversation" data-quote-id={quote.id} aria-label={t`Quote from ${farm}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-lg p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <Store aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          <span className="min-w-0 flex-1 text-base font-semibold text-gray-900">{farm}</span>
          {quote.unread && <UnreadBadge />}
          {waiting && <WaitingBadge />}
          <QuoteStatusBadge status={quote.status} />
          <span className="font-semibold text-gray-900">{total}</span>
          <ChevronDown aria-hidden="true" className={`size-5 text-gray-600 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="border-t border-gray-200 p-4">
        {open && (
          <div className="flex flex-col gap-4">
            <TurnLine quote={quote} request={request} waiting={waiting} />
            {quote.closed_reason && (
              <p className="text-gray-800" data-testid="quote-closed-reason">
                {closedReason(quote.closed_reason)}
              </p>
            )}
            {!quote.closed_reason && quote.reason && (quote.status === 'withdrawn' || quote.status === 'declined') && (
              <p className="text-gray-800" data-testid="quote-reason">
                {t`Reason: ${quote.reason}`}
              </p>
            )}
            <section>
              <h4 className="mb-2 font-semibold text-gray-900">
                {latest?.author === 'buyer' ? <Trans>Your counter-offer</Trans> : <Trans>The farm's terms</Trans>}
              </h4>
              <QuoteTermsList terms={quote.terms} previous={previous} />
              {latest?.note && <p className="mt-2 whitespace-pre-line rounded-md bg-gray-50 p-3 text-sm text-gray-900">“{latest.note}”</p>}
            </section>
            {buyersTurn && <ReviewActions quote={quote} request={request} />}
            {quote.status === 'accepted' && (
              <div className="flex flex-col gap-3" data-testid="accepted">
                {agreement ? (
                  <AgreementCard agreement={agreement} />
                ) : (
                  <p className="text-gray-800">
                    <Trans>The order and the agreement appear here once the farm's server has them.</Trans>
                  </p>
                )}
                {(quote.order_id ?? request.order_id) && (
                  <Link to="/orders/$id" params={{ id: (quote.order_id ?? request.order_id)! }} className={buttonClasses('primary', 'md', 'self-start')}>
                    <Trans>View the order</Trans>
                  </Link>
                )}
              </div>
            )}
            <details className="rounded-md">
              <summary className="cursor-pointer rounded py-2 font-semibold text-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700">
                {t`Version history (${versionCount})`}
              </summary>
              <div className="mt-2">
                <QuoteVersionHistory versions={versions} parties={{ viewer: 'buyer', farmName: farm, buyerName }} />
              </div>
            </details>
          </div>
        )}
      </div>
    </article>
  );
}

function TurnLine({ quote, request, waiting }: { quote: LocalQuote; request: LocalQuoteRequest; waiting: boolean }) {
  const farm = quote.farm_name;
  let text: ReactNode = null;
  if (waiting) text = <Trans>Your answer is on this device and will be sent when you are back online.</Trans>;
  else if (quote.status === 'countered') text = <Trans>Waiting for {farm} to answer your counter-offer.</Trans>;
  else if ((quote.status === 'sent' || quote.status === 'revised') && request.status === 'pending') text = <Trans>Your turn: accept, reject or make a counter-offer.</Trans>;
  else if (quote.status === 'accepted') text = <Trans>You and {farm} agreed on these terms.</Trans>;
  if (!text) return null;
  return (
    <p className="font-medium text-gray-900" data-testid="turn">
      {text}
    </p>
  );
}
