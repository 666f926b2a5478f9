// /buyer/requests: the bulk buyer's produce requests from the device, newest first, with a search (title, variety)
// and the tabs All, Pending, Approved, Completed (rejected and expired ones show under All with their status). Each
// row has the spec's sample fields and opens the request's conversations.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { matchesRequestSearch, REQUEST_TAB_MATCHES as matches, type RequestTab } from '../request-filters.ts';
import { useMyRequests } from '../use-request-data.ts';
import { RequestRow } from './request-row.tsx';
import { RequestsSearchBox } from './requests-search-box.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

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
      <RequestsSearchBox key={q} q={q} onSearch={(text) => void navigate({ to: '/buyer/requests', search: search({ q: text }), replace: true })} />
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
        <LoadingMine className="mt-8 text-gray-700">
          <Trans>Loading your requests…</Trans>
        </LoadingMine>
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
