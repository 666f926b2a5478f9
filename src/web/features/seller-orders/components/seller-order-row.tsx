// One order in the seller's list: invoice number (the link), status, New while it waits for an answer, buyer,
// products, total, how and when it goes.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInvoiceNumber, useFulfilmentLabel, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { StandingOrderBadge } from '@/domain/standing-orders/standing-order-badge.tsx';
import { PreorderBadge } from '@/domain/harvests/harvest-labels.tsx';
import { StatusBadge } from './status-badge.tsx';

export function SellerOrderRow({ order }: { order: LocalOrder }) {
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
            {/* Above the row's stretched link, so it opens the standing order. */}
            <StandingOrderBadge id={order.standing_order_id} className="relative z-10" />
            <PreorderBadge order={order} forFarm className="relative z-10" />
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
