// Orders at a glance: open orders (new ones link to the list filtered on 'placed'), today's deliveries and pickups
// with links, and revenue of the last 30 days per currency.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt } from 'lucide-react';
import { formatInvoiceNumber, useFulfilmentLabel, useOrderFormats, useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import type { OrderFigures as Figures } from '../use-order-figures.ts';

export function OrderFigures({ figures }: { figures: Figures | undefined }) {
  const { t } = useLingui();
  const f = useOrderFormats();
  const fulfilment = useFulfilmentLabel();
  const status = useOrderStatusLabel();
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Receipt aria-hidden="true" className="size-5" />
          <Trans>Orders and revenue</Trans>
        </h2>
        <Link to="/seller/orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline">
          <Trans>All orders</Trans>
        </Link>
      </div>
      {figures === undefined ? (
        <p className="text-gray-700">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <div data-testid="figure-open" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h3 className="text-sm text-gray-700">
              <Trans>Open orders</Trans>
            </h3>
            <p className="text-3xl font-bold text-gray-900">{figures.open}</p>
            {figures.fresh > 0 ? (
              <Link
                to="/seller/orders"
                search={{ status: 'placed' }}
                className="mt-1 inline-flex min-h-11 items-center rounded-md bg-amber-100 px-3 text-sm font-semibold text-gray-900 underline hover:bg-amber-200"
              >
                {figures.fresh === 1 ? <Trans>1 new order to accept</Trans> : <Trans>{figures.fresh} new orders to accept</Trans>}
              </Link>
            ) : (
              <p className="text-sm text-gray-700">
                <Trans>No new orders waiting.</Trans>
              </p>
            )}
          </div>
          <div data-testid="figure-today" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h3 className="text-sm text-gray-700">
              <Trans>Today's deliveries and pickups</Trans>
            </h3>
            <p className="text-3xl font-bold text-gray-900">{figures.today.length}</p>
            {figures.today.length > 0 && (
              <ul className="mt-1 flex flex-col">
                {figures.today.map((o) => (
                  <li key={o.id}>
                    <Link
                      to="/seller/orders/$id"
                      params={{ id: o.id }}
                      className="flex min-h-11 flex-col justify-center rounded-md py-1 text-sm hover:bg-gray-50"
                    >
                      <span className="font-semibold text-green-800 underline">{formatInvoiceNumber(o.invoice_number)}</span>
                      <span className="text-gray-700">
                        {o.buyer_business ?? o.buyer_name} · {fulfilment(o.fulfilment)} · {status(o.status)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div data-testid="figure-revenue" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h3 className="text-sm text-gray-700">
              <Trans>Revenue, last 30 days</Trans>
            </h3>
            {figures.revenue.length === 0 ? (
              <p className="text-3xl font-bold text-gray-900">{f.money(0, 'CAD')}</p>
            ) : (
              <ul aria-label={t`Revenue by currency`}>
                {figures.revenue.map((r) => (
                  <li key={r.currency} data-testid={`revenue-${r.currency}`}>
                    <span className="text-2xl font-bold text-gray-900">{f.money(r.total_minor, r.currency)}</span>{' '}
                    <span className="text-sm text-gray-700">
                      {r.orders === 1 ? <Trans>1 delivered order</Trans> : <Trans>{r.orders} delivered orders</Trans>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
