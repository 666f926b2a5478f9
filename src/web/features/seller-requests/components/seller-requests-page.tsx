// /seller/requests: the produce requests bulk buyers sent to my farm, newest first, from the device (offline too).
// Tabs (New, Negotiating, Won, Closed, All) and search live in the URL; unread requests and unanswered counter-offers
// stand out for eyes and screen readers; each row says what, how much, when, where, and where my quote stands.
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { CountChip } from '@/components/ui/count-chip.tsx';
import { filterRequests } from '../request-filter.ts';
import type { RequestTab, SellerRequestsSearch } from '../search.ts';
import { useSellerRequests } from '../use-seller-requests.ts';
import { RequestSearchBox } from './request-search-box.tsx';
import { RequestRow } from './seller-request-row.tsx';

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
