// /seller/orders: the orders addressed to my farm, newest first, from the device (offline too). Filters live in
// the URL (status, delivery date range, branch, search); counts per status; new orders stand out; the filtered
// orders export as CSV made on the device; 'Order settings' sets the farm's checkout terms.
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Inbox, Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { todayInCanada } from '@contract/order-rules.ts';
import { downloadCsv, ordersCsv } from '../csv.ts';
import { useCsvLabels } from '../labels.ts';
import { filterOrders } from '../order-filter.ts';
import type { SellerOrdersSearch } from '../search.ts';
import { useSellerOrders } from '../use-seller-orders.ts';
import { OrderFilters } from './order-filters.tsx';
import { SellerOrderRow } from './seller-order-row.tsx';
import { StatusNav } from './status-nav.tsx';
import { TermsDialog } from './terms-dialog.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export interface SellerOrdersPageProps {
  search: SellerOrdersSearch;
  onChange: (patch: Partial<SellerOrdersSearch>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
}

export function SellerOrdersPage({ search, onChange, onClear }: SellerOrdersPageProps) {
  const { t, i18n } = useLingui();
  const data = useSellerOrders();
  const csvLabels = useCsvLabels();
  const [termsOpen, setTermsOpen] = useState(false);
  const filtered = data ? filterOrders(data.orders, search) : undefined;
  const filtering = Object.values(search).some((v) => v !== undefined);

  const exportCsv = () => {
    if (!filtered) return;
    downloadCsv(ordersCsv(filtered.orders, csvLabels), `${i18n.locale === 'fr' ? 'commandes' : 'orders'}-${todayInCanada()}.csv`);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:gap-5 sm:px-6 sm:py-6">
      <header className="flex flex-wrap items-center justify-between gap-2 sm:items-end sm:gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Orders</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setTermsOpen(true)} disabled={!data?.farmId}>
            <Settings aria-hidden="true" className="size-5" />
            <Trans>Order settings</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={!filtered || filtered.orders.length === 0}>
            <Download aria-hidden="true" className="size-5" />
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </header>

      {data === undefined || filtered === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your orders…</Trans>
        </LoadingMine>
      ) : data.farmId === null ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <Trans>Your farm's orders appear here once this device has loaded them. Connect to the internet once.</Trans>
        </p>
      ) : data.orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <Inbox aria-hidden="true" className="size-12 text-gray-500" />
          <p className="text-lg text-gray-800">
            <Trans>No orders yet. Orders buyers place for your products appear here, newest first.</Trans>
          </p>
        </div>
      ) : (
        <>
          <OrderFilters search={search} branches={data.branches} onChange={onChange} onClear={onClear} filtering={filtering} />
          <StatusNav search={search} total={filtered.total} counts={filtered.counts} onChange={onChange} />
          <p role="status" className="text-sm text-gray-700">
            {filtered.orders.length === 1 ? <Trans>1 order</Trans> : <Trans>{filtered.orders.length} orders</Trans>}
          </p>
          {filtered.orders.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
              <p className="text-gray-800">
                <Trans>No orders match these filters.</Trans>
              </p>
              <Button variant="secondary" onClick={onClear}>
                <Trans>Clear filters</Trans>
              </Button>
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t`Orders`}>
              {filtered.orders.map((o) => (
                <SellerOrderRow key={o.id} order={o} />
              ))}
            </ul>
          )}
        </>
      )}
      {data?.farmId && <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} farmId={data.farmId} farm={data.farm} />}
    </div>
  );
}
