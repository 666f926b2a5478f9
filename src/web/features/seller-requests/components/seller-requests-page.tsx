// /seller/requests: the produce requests bulk buyers sent to my farm, newest first, from the device (offline too).
// Tabs (New, Negotiating, Won, Closed, All) and search live in the URL; unread requests and unanswered counter-offers
// stand out for eyes and screen readers; each row says what, how much, when, where, and where my quote stands.
import { CountChip } from '@/components/ui/count-chip.tsx';
import { RequestImage } from '@/domain/quotes/request-image.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { quoteTurn } from '@contract/quote-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { QuoteStatusBadge, RequestStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { filterRequests, isUnread, tabOf, type FarmRequest } from '../request-filter.ts';
import type { RequestTab, SellerRequestsSearch } from '../search.ts';
import { useSellerRequests } from '../use-seller-requests.ts';
import { OrganicBadge, useRequestFacts } from './request-facts.tsx';
import { RequestSearchBox } from './request-search-box.tsx';

export interface SellerRequestsPageProps {
  search: SellerRequestsSearch;
  onChange: (patch: Partial<SellerRequestsSearch>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
}

export function SellerRequestsPage({ search, onChange, onClear }: SellerRequestsPageProps) {
  const { t } = useLingui();
  const data = useSellerRequests();
  const filtered = data ? filterRequests(data.rows, search) : undefined;
  const tabs: Array<[RequestTab | undefined, string]> = [
    [undefined, t`All`],
    ['new', t`New`],
    ['negotiating', t`Negotiating`],
    ['won', t`Won`],
    ['closed', t`Closed`],
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Quote requests</Trans>
        </h1>
        <p className="mt-1 text-gray-700">
          <Trans>Bulk buyers ask farms like yours for produce. Answer with a quote, then agree on the terms.</Trans>
        </p>
      </header>

      {data === undefined || filtered === undefined ? (
        <p role="status" className="text-gray-700">
          <Trans>Loading requests…</Trans>
        </p>
      ) : data.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <Inbox aria-hidden="true" className="size-12 text-gray-500" />
          <p className="text-lg text-gray-800">
            <Trans>No requests yet. When a bulk buyer asks for produce you grow in your province, the request appears here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <RequestSearchBox search={search} onChange={onChange} />
          <nav aria-label={t`Requests by stage`}>
            <ul className="flex flex-wrap gap-2">
              {tabs.map(([tab, label]) => (
                <li key={tab ?? 'all'}>
                  <CountChip
                    label={label}
                    count={tab ? filtered.counts[tab] : filtered.total}
                    current={search.tab === tab}
                    highlight={tab === 'new' && filtered.counts.new > 0}
                    onClick={() => onChange({ tab })}
                    testId={`tab-${tab ?? 'all'}`}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <p role="status" className="text-sm text-gray-700">
            {filtered.rows.length === 1 ? <Trans>1 request</Trans> : <Trans>{filtered.rows.length} requests</Trans>}
          </p>
          {filtered.rows.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
              <p className="text-gray-800">
                <EmptyTabText tab={search.tab} searching={!!search.q} />
              </p>
              {(search.q || search.tab) && (
                <Button variant="secondary" onClick={onClear}>
                  <Trans>Show all requests</Trans>
                </Button>
              )}
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t`Requests`}>
              {filtered.rows.map((row) => (
                <RequestRow key={row.request.id} row={row} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function EmptyTabText({ tab, searching }: { tab: RequestTab | undefined; searching: boolean }) {
  if (searching) return <Trans>No requests match your search.</Trans>;
  if (tab === 'new') return <Trans>No new requests: you have answered every open request.</Trans>;
  if (tab === 'negotiating') return <Trans>No quotes under negotiation.</Trans>;
  if (tab === 'won') return <Trans>No accepted quotes yet.</Trans>;
  return <Trans>No closed requests.</Trans>;
}

function RequestRow({ row }: { row: FarmRequest }) {
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
