// /seller/orders/$id: one order addressed to my farm, from the device (offline too): buyer, where it goes, date,
// payment, note, lines and totals, the timeline with reasons, the next moves, problem reports with the answer form,
// and a printable packing slip. An order the device does not hold yet is asked from the server once.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CloudOff, Printer, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ORDER_PATHS, paymentTermDays } from '@contract/order-rules.ts';
import type { Order } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { api } from '@/lib/api.ts';
import { formatInvoiceNumber, useFulfilmentLabel, useOrderFormats, useOrderStatusLabel, usePaymentMethodLabel, useTaxLineLabel } from '@/lib/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import { db, entityKey, type LocalOrder } from '@/offline/db.ts';
import { useSellerOrder } from '../use-seller-orders.ts';
import { OrderActions } from './order-actions.tsx';
import { PackingSlip } from './packing-slip.tsx';
import { ProblemReports } from './problem-reports.tsx';
import { StatusBadge } from './status-badge.tsx';

export function SellerOrderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const view = useSellerOrder(id);
  const missing = view !== undefined && !view.order;
  const [fetchFailed, setFetchFailed] = useState(false);

  useEffect(() => {
    if (!missing) return;
    let live = true;
    api<{ data: Order }>(ORDER_PATHS.detail(id), {
      fallback: t`Error fetching order`,
    })
      .then(async ({ data }) => {
        if ((await db.local_outbox.where('entityKey').equals(entityKey('orders', id)).count()) === 0) await db.orders.put(data);
      })
      .catch(() => live && setFetchFailed(true));
    return () => {
      live = false;
    };
  }, [missing, id, t]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 print:max-w-none print:p-0">
      <Link
        to="/seller/orders"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-green-800 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All orders</Trans>
      </Link>
      {view === undefined || (missing && !fetchFailed) ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Order details</Trans>
          </h1>
          <p role="status" className="text-gray-700">
            <Trans>Loading the order…</Trans>
          </p>
        </>
      ) : !view.order ? (
        <>
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Order details</Trans>
          </h1>
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            <Trans>Error fetching order. It is not on this device yet: connect to the internet and try again.</Trans>
          </p>
        </>
      ) : (
        <OrderView order={view.order} waiting={view.waiting.length > 0} refused={view.refused.map((e) => e.lastError ?? t`Refused by the server`)} />
      )}
    </div>
  );
}

function OrderView({ order, waiting, refused }: { order: LocalOrder; waiting: boolean; refused: string[] }) {
  const { i18n } = useLingui();
  const f = useOrderFormats();
  const taxLabel = useTaxLineLabel();
  const q = useQuantityFormats();
  const fulfilment = useFulfilmentLabel();
  const payment = usePaymentMethodLabel();
  const status = useOrderStatusLabel();
  const grade = useGradeName();
  const unit = useUnitLabel();
  const a = order.address;
  const b = order.branch;
  const invoice = formatInvoiceNumber(order.invoice_number);

  return (
    <>
      <div className="flex flex-col gap-5 print:hidden">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900">
              <Trans>Order {invoice}</Trans>
              <StatusBadge status={order.status} />
            </h1>
            <p className="mt-1 text-sm text-gray-700">
              <Trans>Placed {q.date(order.created_at)}</Trans>
            </p>
          </div>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            <Trans>Print packing slip</Trans>
          </Button>
        </header>

        {waiting && (
          <p className="flex items-center gap-2 rounded-md border border-gray-300 bg-gray-50 px-4 py-3 text-gray-900">
            <CloudOff aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Your change is saved on this device and waiting to be sent.</Trans>
          </p>
        )}
        {refused.map((reason, i) => (
          <p key={i} role="alert" className="flex items-center gap-2 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            <XCircle aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <Trans>Not saved: {reason}</Trans>
            </span>
          </p>
        ))}

        <OrderActions order={order} />

        <dl className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-gray-700">
              <Trans>Buyer</Trans>
            </dt>
            <dd className="text-gray-900">
              {order.buyer_name}
              {order.buyer_business && <span className="block">{order.buyer_business}</span>}
              {a?.phone && (
                <a href={`tel:${a.phone}`} className="block text-green-800 underline">
                  {a.phone}
                </a>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-gray-700">{fulfilment(order.fulfilment)}</dt>
            <dd className="text-gray-900">
              {order.fulfilment === 'delivery' && a && (
                <>
                  {a.full_name !== order.buyer_name && <span className="block">{a.full_name}</span>}
                  <span className="block">{a.line}</span>
                  <span className="block">
                    {a.city}, {a.province} {a.postal_code}
                  </span>
                </>
              )}
              {order.fulfilment === 'pickup' && b && (
                <>
                  <span className="block">{b.name}</span>
                  <span className="block">
                    {b.address}, {b.city}, {b.province}
                  </span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-gray-700">
              <Trans>Date</Trans>
            </dt>
            <dd className="text-gray-900">{f.day(order.date)}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-gray-700">
              <Trans>Payment</Trans>
            </dt>
            <dd className="text-gray-900">
              {payment(order.payment_method)}
              {paymentTermDays(order.payment_method) > 0 && order.payment_due && (
                <span className="block text-sm text-gray-700">
                  <Trans>Due {f.shortDay(order.payment_due)}</Trans>
                </span>
              )}
            </dd>
          </div>
          {order.note && (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-gray-700">
                <Trans>Note from the buyer</Trans>
              </dt>
              <dd className="whitespace-pre-line text-gray-900">{order.note}</dd>
            </div>
          )}
        </dl>

        <section aria-labelledby="lines-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="lines-title" className="text-lg font-semibold text-gray-900">
            <Trans>Products</Trans>
          </h2>
          {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it too. */}
          <div className="mt-2 overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-green-700" tabIndex={0}>
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="border-b border-gray-300 text-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    <Trans>Product</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">
                    <Trans>Quantity</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">
                    <Trans>Unit price</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>Total</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((l) => (
                  <tr key={l.id} className="border-b border-gray-100">
                    <td className="py-2 pr-2">
                      <span className="font-medium text-gray-900">{i18n.locale === 'fr' && l.product_name_fr ? l.product_name_fr : l.product_name}</span>
                      <span className="block text-gray-700">{grade(l.grade)}</span>
                    </td>
                    <td className="py-2 pr-2 text-right">
                      {q.number(l.quantity)} {unit(l.unit)}
                    </td>
                    <td className="py-2 pr-2 text-right">
                      {l.list_price_minor !== l.unit_price_minor && <s className="mr-1 text-gray-600">{f.money(l.list_price_minor, order.currency)}</s>}
                      {f.money(l.unit_price_minor, order.currency)}
                    </td>
                    <td className="py-2 text-right font-medium">{f.money(l.line_total_minor, order.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ml-auto mt-3 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-700">
              <Trans>Subtotal</Trans>
            </dt>
            <dd className="text-right">{f.money(order.subtotal_minor, order.currency)}</dd>
            {order.discount_minor > 0 && (
              <>
                <dt className="text-gray-700">
                  <Trans>Discounts</Trans>
                </dt>
                <dd className="text-right">−{f.money(order.discount_minor, order.currency)}</dd>
              </>
            )}
            <dt className="text-gray-700">
              <Trans>Delivery fee</Trans>
            </dt>
            <dd className="text-right">{f.money(order.delivery_fee_minor, order.currency)}</dd>
            {order.taxes.map((tax) => (
              <TaxRow key={tax.name} label={taxLabel(tax)} amount={f.money(tax.amount_minor, order.currency)} />
            ))}
            <dt className="border-t border-gray-300 pt-1 font-bold text-gray-900">
              <Trans>Total</Trans>
            </dt>
            <dd className="border-t border-gray-300 pt-1 text-right font-bold text-gray-900">{f.money(order.total_minor, order.currency)}</dd>
          </dl>
        </section>

        <ProblemReports order={order} />

        <section aria-labelledby="timeline-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="timeline-title" className="text-lg font-semibold text-gray-900">
            <Trans>Timeline</Trans>
          </h2>
          <ol className="mt-2 flex flex-col gap-3 border-l-2 border-green-700 pl-4">
            {order.events.map((e) => (
              <li key={e.id} data-testid="timeline-step">
                <p className="font-semibold text-gray-900">{status(e.status)}</p>
                <p className="text-sm text-gray-700">
                  {q.date(e.at)} · {e.by_name}
                </p>
                {e.reason && (
                  <p className="text-sm text-gray-900">
                    <Trans>Reason: {e.reason}</Trans>
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <PackingSlip order={order} />
    </>
  );
}

function TaxRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right">{amount}</dd>
    </>
  );
}
