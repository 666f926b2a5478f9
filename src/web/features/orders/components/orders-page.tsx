// /orders: every order of the signed-in buyer from the device, newest first, with filter tabs (all, open, delivered,
// cancelled or rejected); each row opens the order and can put its lines in the cart again.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Package } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { ORDER_FILTER_MATCHES as matches, type OrderFilter } from '../order-filters.ts';
import { useMyOrders, useWaitingOrderIds } from '../use-orders.ts';
import { OrderAgainButton } from './order-again-button.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { StandingOrderBadge } from '@/domain/standing-orders/standing-order-badge.tsx';
import { PreorderBadge } from '@/domain/harvests/harvest-labels.tsx';
import { PreordersSection } from './preorders-section.tsx';
import { canadianDay, OrderStatusBadge, useInvoiceLabel } from './order-parts.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function OrdersPage({ show = 'all' }: { show?: OrderFilter }) {
  const { t } = useLingui();
  const orders = useMyOrders();
  const waiting = useWaitingOrderIds();
  const tabs: Array<{ id: OrderFilter; label: string }> = [
    { id: 'all', label: t`All orders` },
    { id: 'open', label: t`Open` },
    { id: 'delivered', label: t`Delivered` },
    { id: 'closed', label: t`Cancelled or rejected` },
  ];
  const shown = orders?.filter((o) => matches[show](o.status));

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Your orders</Trans>
      </h1>
      <nav aria-label={t`Filter orders`} className="mt-4 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {tabs.map((tab) => {
            const count = orders?.filter((o) => matches[tab.id](o.status)).length;
            return (
              <li key={tab.id}>
                <Link
                  to="/orders"
                  search={tab.id === 'all' ? {} : { show: tab.id }}
                  aria-current={show === tab.id ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${
                    show === tab.id ? 'border-green-700 bg-green-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                  }`}
                >
                  {tab.label}
                  {count !== undefined && <span className={show === tab.id ? 'text-green-50' : 'text-gray-600'}>({count})</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <PreordersSection />
      {orders === undefined ? (
        <LoadingMine className="mt-8 text-gray-700">
          <Trans>Loading your orders…</Trans>
        </LoadingMine>
      ) : orders.length === 0 ? (
        <EmptyState icon={Package}>
          <Trans>You have not ordered yet.</Trans>
        </EmptyState>
      ) : shown!.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-800">
          <Trans>No orders here.</Trans>
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" data-testid="orders">
          {shown!.map((order) => (
            <OrderRow key={order.id} order={order} waiting={waiting.has(order.id) || order.local === 'waiting'} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderRow({ order, waiting }: { order: LocalOrder; waiting: boolean }) {
  const invoice = useInvoiceLabel();
  const { money, shortDay } = useOrderFormats();
  const items = order.lines.length;
  const placed = shortDay(canadianDay(order.created_at));
  const when = shortDay(order.date);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="order-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">
            <Link to="/orders/$id" params={{ id: order.id }} className="hover:underline">
              <span className="font-mono">{invoice(order)}</span> · {order.farm_name}
            </Link>
          </h2>
          <p className="text-sm text-gray-700">
            <Trans>Placed {placed}</Trans> · {order.fulfilment === 'delivery' ? <Trans>Delivery {when}</Trans> : <Trans>Pickup {when}</Trans>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {waiting && <WaitingBadge testId="order-waiting" />}
          <StandingOrderBadge id={order.standing_order_id} />
          <PreorderBadge order={order} />
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-gray-900">
          <span className="font-semibold">{money(order.total_minor, order.currency)}</span>
          <span className="text-sm text-gray-700"> · {plural(items, { one: '# item', other: '# items' })}</span>
        </p>
        {order.local !== 'waiting' && <OrderAgainButton order={order} size="sm" />}
      </div>
    </li>
  );
}
