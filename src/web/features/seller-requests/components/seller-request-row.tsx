// One row of the farm's request list: what, how much, when and where, the buyer's target, and where my quote stands
// (unread requests and counter-offers waiting for me stand out for eyes and screen readers).
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { quoteTurn } from '@contract/quote-rules.ts';
import { QuoteStatusBadge, RequestStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { RequestImage } from '@/domain/quotes/request-image.tsx';
import { isUnread, tabOf, type FarmRequest } from '../request-filter.ts';
import { OrganicBadge, useRequestFacts } from './request-facts.tsx';

export function RequestRow({ row }: { row: FarmRequest }) {
  const { request, quote } = row;
  const facts = useRequestFacts();
  const unread = isUnread(row);
  const tab = tabOf(row);
  const about = facts.aboutLb(request);
  const target = facts.target(request);
  const title = facts.title(request);
  const myTurn = quote && request.status === 'pending' && quoteTurn(quote.status) === 'seller';
  return (
    <li
      data-testid="seller-request"
      className={`relative flex gap-3 rounded-lg border bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-green-700 sm:gap-4 sm:p-4 ${
        unread ? 'border-amber-400 border-l-8' : 'border-gray-200'
      }`}
    >
      <RequestImage src={request.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to="/seller/requests/$id"
              params={{ id: request.id }}
              className="text-lg font-bold text-green-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus:outline-none"
            >
              {title}
              {unread && (
                <span className="sr-only">
                  {' '}
                  <Trans>(unread)</Trans>
                </span>
              )}
            </Link>
            {unread && (
              <span aria-hidden="true" className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase text-gray-900">
                {tab === 'new' ? <Trans>New</Trans> : <Trans>Unread</Trans>}
              </span>
            )}
            {request.organic_required && <OrganicBadge />}
          </p>
          <p className="font-medium text-gray-900">
            {facts.buyer(request)}
            {request.variety && <span className="font-normal text-gray-700"> · {request.variety}</span>}
          </p>
          <p className="text-sm text-gray-800">
            <span className="font-semibold">{facts.quantity(request)}</span>
            {about && <span className="text-gray-700"> ({about})</span>}
            {target && (
              <span className="text-gray-700">
                {' · '}
                <Trans>Target {target}</Trans>
              </span>
            )}
          </p>
          <p className="text-sm text-gray-700">
            {facts.shortDay(request.delivery_date)}, {facts.window(request)} · {facts.place(request)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end sm:text-right">
          {quote ? (
            <>
              <QuoteStatusBadge status={quote.status} />
              <span className="font-bold text-gray-900" data-testid="quote-total">
                {facts.money(quote.total_minor, quote.terms.currency)}
              </span>
              {myTurn && (
                <span className="rounded-full bg-violet-700 px-2 py-0.5 text-xs font-bold text-white">
                  <Trans>Your turn</Trans>
                </span>
              )}
              {quote.local && (
                <span className="text-xs text-gray-700">
                  <Trans>Waiting to be sent</Trans>
                </span>
              )}
            </>
          ) : request.status === 'pending' ? (
            <span className="font-semibold text-green-800">
              <Trans>Not quoted yet</Trans>
            </span>
          ) : (
            <RequestStatusBadge status={request.status} />
          )}
        </div>
      </div>
    </li>
  );
}
