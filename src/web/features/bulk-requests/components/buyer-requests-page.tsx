// /buyer/requests: the bulk buyer's produce requests from the device, newest first, with a search (title, variety)
// and the tabs All, Pending, Approved, Completed (rejected and expired ones show under All with their status). Each
// row has the spec's sample fields and opens the request's conversations.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ClipboardList, Leaf } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { RequestImage } from '@/domain/quotes/request-image.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useFulfilmentLabel, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { RequestStatusBadge } from '@/domain/quotes/quote-labels.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import type { LocalQuoteRequest } from '@/offline/db.ts';
import { matchesRequestSearch, REQUEST_TAB_MATCHES as matches, type RequestTab } from '../request-filters.ts';
import { useMyRequests } from '../use-request-data.ts';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';

export function BuyerRequestsPage({ tab = 'all', q = '' }: { tab?: RequestTab; q?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const requests = useMyRequests();

  const tabs: Array<{ id: RequestTab; label: string }> = [
    { id: 'all', label: t`All requests` },
    { id: 'pending', label: t`Pending` },
    { id: 'approved', label: t`Approved` },
    { id: 'completed', label: t`Completed` },
  ];
  const found = requests?.filter((r) => matchesRequestSearch(r, q));
  const shown = found?.filter((r) => matches[tab](r.status));
  const search = (next: { tab?: RequestTab; q?: string }) => {
    const nextTab = next.tab ?? tab;
    const nextQ = (next.q ?? q).trim();
    return { ...(nextTab === 'all' ? {} : { tab: nextTab }), ...(nextQ ? { q: nextQ } : {}) };
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Your requests</Trans>
        </h1>
        <Link to="/request-produce" className={buttonClasses('primary', 'md')}>
          <Trans>Request produce</Trans>
        </Link>
      </div>
      <SearchBox key={q} q={q} onSearch={(text) => void navigate({ to: '/buyer/requests', search: search({ q: text }), replace: true })} />
      <nav aria-label={t`Filter requests`} className="mt-4 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {tabs.map((item) => {
            const count = found?.filter((r) => matches[item.id](r.status)).length;
            return (
              <li key={item.id}>
                <Link
                  to="/buyer/requests"
                  search={search({ tab: item.id })}
                  aria-current={tab === item.id ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${
                    tab === item.id ? 'border-green-700 bg-green-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                  }`}
                  data-testid={`tab-${item.id}`}
                >
                  {item.label}
                  {count !== undefined && <span className={tab === item.id ? 'text-green-50' : 'text-gray-600'}>({count})</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {requests === undefined ? (
        <p className="mt-8 text-gray-700">
          <Trans>Loading your requests…</Trans>
        </p>
      ) : shown!.length === 0 ? (
        <Empty tab={tab} searching={!!q} anyAtAll={requests.length > 0} />
      ) : (
        <>
          {q && (
            <p className="mt-4 text-sm text-gray-700" role="status">
              {plural(shown!.length, { one: `# request matches “${q}”`, other: `# requests match “${q}”` })}
            </p>
          )}
          <ul className="mt-4 flex flex-col gap-3" data-testid="requests">
            {shown!.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The search box; it starts from the URL's words again whenever they change (tabs, back and forward).
 * No schema: it only changes the URL's search params, which the route validates. */
function SearchBox({ q, onSearch }: { q: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      className="mt-4 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="requests-search" className="sr-only">
        <Trans>Search your requests</Trans>
      </label>
      <input
        id="requests-search"
        type="search"
        value={text}
        placeholder={t`Produce or variety`}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-600"
      />
      <button type="submit" className={buttonClasses('secondary', 'md', 'shrink-0')}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

function Empty({ tab, searching, anyAtAll }: { tab: RequestTab; searching: boolean; anyAtAll: boolean }) {
  const message = searching ? (
    <Trans>No request matches your search.</Trans>
  ) : !anyAtAll ? (
    <Trans>You have not requested any produce yet. Tell the farms what you need and they answer with quotes.</Trans>
  ) : tab === 'pending' ? (
    <Trans>No request is waiting for quotes.</Trans>
  ) : tab === 'approved' ? (
    <Trans>No approved request: accept a quote to approve its request.</Trans>
  ) : (
    <Trans>No completed request yet: a request is completed when its order is delivered.</Trans>
  );
  return (
    <div className="mt-8 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center" data-testid="requests-empty">
      <ClipboardList aria-hidden="true" className="size-12 text-gray-500" />
      <p className="text-lg text-gray-800">{message}</p>
      <Link to="/request-produce" className={buttonClasses('primary', 'md')}>
        <Trans>Request produce</Trans>
      </Link>
    </div>
  );
}

function RequestRow({ request: r }: { request: LocalQuoteRequest & { waiting: boolean } }) {
  const { t, i18n } = useLingui();
  const { shortDay } = useOrderFormats();
  const { number } = useQuantityFormats();
  const unitLabel = useUnitLabel();
  const fulfilment = useFulfilmentLabel();
  const title = i18n.locale === 'fr' && r.title_fr ? r.title_fr : r.title;
  const created = shortDay(r.created_at.slice(0, 10));
  const when = shortDay(r.delivery_date);
  const quantity = `${number(r.quantity)} ${unitLabel(r.unit)}`;
  const responses = r.responses ?? 0;
  return (
    <li className="relative flex gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4" data-testid="request-row">
      <RequestImage src={r.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold text-gray-900">
            <Link to="/buyer/request/$id" params={{ id: r.id }} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-green-700">
              {r.unread && (
                <>
                  <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-red-600 align-middle" data-testid="unread-dot" />
                  <span className="sr-only">{t`New answers:`} </span>
                </>
              )}
              {title}
              {r.variety && <span className="font-normal text-gray-700"> · {r.variety}</span>}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {r.waiting && <WaitingBadge testId="request-waiting" />}
            <RequestStatusBadge status={r.status} />
          </div>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Detail label={t`Quantity`}>{quantity}</Detail>
          <Detail label={t`Method`}>{fulfilment(r.fulfilment)}</Detail>
          <Detail label={t`Packaging`}>{r.packaging ?? t`Any`}</Detail>
          <Detail label={t`Delivery date`}>
            {when}, <span className="whitespace-nowrap">{r.window_start}–{r.window_end}</span>
          </Detail>
          <Detail label={t`Created`}>{created}</Detail>
          <Detail label={t`Responses`}>{r.local === 'waiting' ? t`Not sent yet` : plural(responses, { one: '# quote', other: '# quotes' })}</Detail>
          <Detail label={t`Supplier`}>{r.supplier ?? t`Not chosen yet`}</Detail>
          <Detail label={t`Organic`}>
            {r.organic_required ? (
              <span className="inline-flex items-center gap-1">
                <Leaf aria-hidden="true" className="size-4 text-green-700" />
                {t`Required`}
              </span>
            ) : (
              t`Not required`
            )}
          </Detail>
        </dl>
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}
