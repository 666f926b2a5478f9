// /buyer/request/{id}: one of the bulk buyer's produce requests and its conversations, one per farm that answered:
// the request's summary (with 'Close request' while it is pending), then each farm's quote with its current terms,
// its versions, and the review form (Accept, Reject, Counter-Offer) when it is the buyer's turn.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FileSearch, Inbox } from 'lucide-react';
import { Notice } from '@/components/ui/notice.tsx';
import { RequestStatusBadge, useClosedReasonLabel } from '@/domain/quotes/quote-labels.tsx';
import type { LocalQuoteRequest } from '@/offline/db.ts';
import { useNegotiation, type Negotiation } from '../use-negotiation.ts';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { CloseRequestButton } from './close-request-button.tsx';
import { Conversation } from './conversation.tsx';
import { RequestSummary } from './request-summary.tsx';

export function NegotiationPage({ id }: { id: string }) {
  const found = useNegotiation(id);
  if (found.state === 'loading')
    return (
      <Frame>
        <p className="mt-4 text-gray-700">
          <Trans>Loading the request…</Trans>
        </p>
      </Frame>
    );
  if (found.state !== 'found')
    return (
      <Frame>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center" data-testid="request-not-found">
          <FileSearch aria-hidden="true" className="size-12 text-gray-500" />
          <h1 className="text-2xl font-bold text-gray-900">{found.state === 'missing' ? <Trans>Request not found</Trans> : <Trans>Error fetching the request</Trans>}</h1>
          <p className="text-gray-800">
            {found.state === 'missing' ? <Trans>This request is not among yours on this device.</Trans> : <Trans>Please try again when you are online.</Trans>}
          </p>
        </div>
      </Frame>
    );
  return <NegotiationView {...found} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <Link to="/buyer/requests" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All requests</Trans>
      </Link>
      {children}
    </div>
  );
}

export function requestTitle(request: Pick<LocalQuoteRequest, 'title' | 'title_fr'>, lang: string): string {
  return lang === 'fr' && request.title_fr ? request.title_fr : request.title;
}

function NegotiationView({ request, requestWaiting, quotes, waitingQuotes, agreements }: Negotiation) {
  const { i18n } = useLingui();
  const closedReason = useClosedReasonLabel('buyer');
  const title = requestTitle(request, i18n.locale);
  const recipients = request.recipients;
  const pending = request.status === 'pending';

  return (
    <Frame>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {requestWaiting && <WaitingBadge />}
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      {request.local === 'waiting' && (
        <div className="mt-4">
          <Notice tone="info">
            <Trans>This request is on this device and will be sent to the farms when you are back online.</Trans>
          </Notice>
        </div>
      )}
      {request.closed_reason && request.status !== 'pending' && (
        <p className="mt-3 text-gray-800" data-testid="request-closed-reason">
          {closedReason(request.closed_reason)}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <section aria-labelledby="request-summary" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="request-summary" className="mb-3 text-lg font-semibold text-gray-900">
            <Trans>Your request</Trans>
          </h2>
          <RequestSummary request={request} />
          {pending && request.local !== 'waiting' && (
            <div className="mt-4">
              <CloseRequestButton request={request} title={title} />
            </div>
          )}
        </section>

        <section aria-labelledby="conversations" className="flex flex-col gap-4">
          <h2 id="conversations" className="text-lg font-semibold text-gray-900">
            <Trans>Quotes from farms</Trans>
          </h2>
          {quotes.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center" data-testid="no-quotes">
              <Inbox aria-hidden="true" className="size-10 text-gray-500" />
              <p className="text-gray-800">
                {pending ? (
                  plural(recipients, { one: 'Sent to # farm. Quotes will appear here.', other: 'Sent to # farms. Quotes will appear here.' })
                ) : (
                  <Trans>No farm sent a quote for this request.</Trans>
                )}
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-4">
              {quotes.map((quote) => (
                <li key={quote.id}>
                  <Conversation
                    quote={quote}
                    request={request}
                    waiting={waitingQuotes.has(quote.id)}
                    agreement={agreements.get(quote.id)}
                    defaultOpen={quotes.length === 1}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Frame>
  );
}
