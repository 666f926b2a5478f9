// Open requests (pending, with their number of quotes) and the quotes waiting for the buyer's answer: each row links
// to the request's negotiation page.
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, MessageSquareQuote } from 'lucide-react';
import type { QuoteRequest } from '@contract/quotes.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { QuoteStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { useTermsFormats } from '@/domain/quotes/quote-terms.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { OPEN_REQUESTS_SHOWN, type OpenRequest, type WaitingQuote } from '../use-buyer-dashboard.ts';
import { DashboardCard, EmptyNote, NewMark, WaitingMark } from './dashboard-card.tsx';

const rowLink = 'flex min-h-11 flex-col gap-1 rounded-md border border-gray-200 px-3 py-2 hover:bg-gray-50 sm:flex-row sm:items-center sm:justify-between';

function useRequestTitle(): (request: Pick<QuoteRequest, 'title' | 'title_fr'> | undefined) => string {
  const { i18n, t } = useLingui();
  return (request) => (request ? (i18n.locale === 'fr' && request.title_fr ? request.title_fr : request.title) : t`Request`);
}

export function OpenRequests({ open }: { open: OpenRequest[] }) {
  const { t } = useLingui();
  const title = useRequestTitle();
  const quantityLabel = useQuantityLabel();
  const { shortDay } = useOrderFormats();
  const shown = open.slice(0, OPEN_REQUESTS_SHOWN);
  const shownCount = shown.length;
  const openCount = open.length;
  return (
    <DashboardCard id="open-requests" icon={ClipboardList} title={<Trans>Open requests</Trans>} all={{ to: '/buyer/requests', label: <Trans>All my requests</Trans> }}>
      {open.length === 0 ? (
        <EmptyNote>
          <Trans>No open requests. Request produce and the farms that grow it will send you quotes.</Trans>{' '}
          <Link to="/request-produce" className="font-semibold text-green-800 underline">
            <Trans>Request produce</Trans>
          </Link>
        </EmptyNote>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t`Open requests`}>
          {shown.map(({ request, quotes, unread }) => {
            const quantity = quantityLabel(request.quantity, request.unit);
            const date = shortDay(request.delivery_date);
            return (
              <li key={request.id}>
                <Link to="/buyer/request/$id" params={{ id: request.id }} className={rowLink}>
                  <span className="flex flex-col">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-green-800">
                      <span className="underline">{title(request)}</span>
                      {unread && <NewMark />}
                      {request.local === 'waiting' && <WaitingMark />}
                    </span>
                    <span className="text-sm text-gray-700">
                      <Trans>
                        {quantity} · delivery {date}
                      </Trans>
                    </span>
                  </span>
                  <span className="text-sm font-semibold text-gray-900" data-testid="quote-count">
                    {quotes === 0 ? t`No quotes yet` : plural(quotes, { one: '# quote', other: '# quotes' })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {open.length > shown.length && (
        <p className="text-sm text-gray-700">
          <Trans>
            {shownCount} of {openCount} shown.
          </Trans>
        </p>
      )}
    </DashboardCard>
  );
}

export function WaitingQuotes({ waiting }: { waiting: WaitingQuote[] }) {
  const { t } = useLingui();
  const title = useRequestTitle();
  const f = useTermsFormats();
  return (
    <DashboardCard id="waiting-quotes" icon={MessageSquareQuote} title={<Trans>Quotes waiting for your answer</Trans>}>
      {waiting.length === 0 ? (
        <EmptyNote>
          <Trans>No quotes are waiting for you. When a farm sends a quote or revises one, it appears here for you to accept, counter or reject.</Trans>
        </EmptyNote>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t`Quotes waiting for your answer`}>
          {waiting.map(({ quote, request }) => (
            <li key={quote.id}>
              <Link to="/buyer/request/$id" params={{ id: quote.request_id }} className={rowLink}>
                <span className="flex flex-col">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-green-800">
                    <span className="underline">{quote.farm_name}</span>
                    {quote.unread && <NewMark />}
                  </span>
                  <span className="text-sm text-gray-700">
                    {title(request)} · {f.quantity(quote.terms)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-gray-900">{f.money(quote.total_minor, quote.terms.currency)}</span>
                  <QuoteStatusBadge status={quote.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
