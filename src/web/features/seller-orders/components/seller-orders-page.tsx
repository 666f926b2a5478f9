// /seller/orders: the orders addressed to my farm, newest first, from the device (offline too). Filters live in
// the URL (status, delivery date range, branch, search); counts per status; new orders stand out; the filtered
// orders export as CSV made on the device; 'Order settings' sets the farm's checkout terms.
import { CountChip } from '@/components/ui/count-chip.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Inbox, Settings } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatInvoiceNumber, useFulfilmentLabel, useOrderFormats, useOrderStatusLabel } from '@/lib/order-labels.tsx';
import { todayInCanada } from '@contract/order-rules.ts';
import type { LocalOrder } from '@/offline/db.ts';
import { downloadCsv, ordersCsv } from '../csv.ts';
import { useCsvLabels } from '../labels.ts';
import { filterOrders } from '../order-filter.ts';
import type { SellerOrdersSearch } from '../search.ts';
import { useSellerOrders } from '../use-seller-orders.ts';
import { OrderFilters } from './order-filters.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TermsDialog } from './terms-dialog.tsx';

export interface SellerOrdersPageProps {
  search: SellerOrdersSearch;
  onChange: (patch: Partial<SellerOrdersSearch>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
}

export function SellerOrdersPage({ search, onChange, onClear }: SellerOrdersPageProps) {
  const { t, i18n } = useLingui();
  const data = useSellerOrders();
  const statusLabel = useOrderStatusLabel();
  const csvLabels = useCsvLabels();
  const [termsOpen, setTermsOpen] = useState(false);
  const filtered = data ? filterOrders(data.orders, search) : undefined;
  const filtering = Object.values(search).some((v) => v !== undefined);

  const exportCsv = () => {
    if (!filtered) return;
    downloadCsv(ordersCsv(filtered.orders, csvLabels), `${i18n.locale === 'fr' ? 'commandes' : 'orders'}-${todayInCanada()}.csv`);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Orders</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setTermsOpen(true)} disabled={!data?.farmId}>
            <Settings aria-hidden="true" className="size-5" />
            <Trans>Order settings</Trans>
          </Button>
          <Button variant="secondary" onClick={exportCsv} disabled={!filtered || filtered.orders.length === 0}>
            <Download aria-hidden="true" className="size-5" />
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </header>

      {data === undefined || filtered === undefined ? (
        <p role="status" className="text-gray-700">
          <Trans>Loading your orders…</Trans>
        </p>
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
          <nav aria-label={t`Orders by status`}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <CountChip label={t`All`} count={filtered.total} current={!search.status} onClick={() => onChange({ status: undefined })} testId="count-all" />
              </li>
              {ORDER_STATUSES.map((s) => (
                <li key={s}>
                  <CountChip
                    label={statusLabel(s)}
                    count={filtered.counts[s]}
                    current={search.status === s}
                    highlight={s === 'placed' && filtered.counts.placed > 0}
                    onClick={() => onChange({ status: s })}
                    testId={`count-${s}`}
                  />
                </li>
              ))}
            </ul>
          </nav>
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
                <OrderRow key={o.id} order={o} />
              ))}
            </ul>
          )}
        </>
      )}
      {data?.farmId && <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} farmId={data.farmId} farm={data.farm} />}
    </div>
  );
}

function OrderRow({ order }: { order: LocalOrder }) {
  const { i18n } = useLingui();
  const f = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const fresh = order.status === 'placed';
  const products = order.lines.map((l) => (i18n.locale === 'fr' && l.product_name_fr ? l.product_name_fr : l.product_name)).join(', ');
  return (
    <li
      data-testid="seller-order"
      className={`relative rounded-lg border bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-green-700 ${fresh ? 'border-amber-400 border-l-8' : 'border-gray-200'}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to="/seller/orders/$id"
              params={{ id: order.id }}
              className="text-lg font-bold text-green-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus:outline-none"
            >
              {formatInvoiceNumber(order.invoice_number)}
            </Link>
            <StatusBadge status={order.status} />
            {fresh && (
              <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase text-gray-900">
                <Trans>New</Trans>
              </span>
            )}
          </p>
          <p className="mt-1 font-medium text-gray-900">
            {order.buyer_name}
            {order.buyer_business && <span className="font-normal text-gray-700"> · {order.buyer_business}</span>}
          </p>
          <p className="truncate text-sm text-gray-700">{products}</p>
        </div>
        <div className="shrink-0 text-left text-sm text-gray-800 sm:text-right">
          <p className="text-base font-bold text-gray-900">{f.money(order.total_minor, order.currency)}</p>
          <p>
            {fulfilment(order.fulfilment)} · {f.shortDay(order.date)}
          </p>
        </div>
      </div>
    </li>
  );
}
