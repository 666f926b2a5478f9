// The latest orders (status, farm, total; links to the order) and this month's spend per currency.
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt, Wallet } from 'lucide-react';
import { formatInvoiceNumber, useOrderFormats, useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import type { MonthSpend } from '../use-buyer-dashboard.ts';
import { DashboardCard, EmptyNote, WaitingMark } from './dashboard-card.tsx';

export function RecentOrders({ orders }: { orders: LocalOrder[] }) {
  const { t } = useLingui();
  const status = useOrderStatusLabel();
  const { money, shortDay } = useOrderFormats();
  return (
    <DashboardCard id="recent-orders" icon={Receipt} title={<Trans>Recent orders</Trans>} all={{ to: '/orders', label: <Trans>All my orders</Trans> }}>
      {orders.length === 0 ? (
        <EmptyNote>
          <Trans>No orders yet. A quote you accept becomes an order here; you can also buy from the marketplace.</Trans>
        </EmptyNote>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t`Recent orders`}>
          {orders.map((order) => {
            const waiting = order.local === 'waiting' || order.invoice_number <= 0;
            const date = shortDay(order.date);
            return (
              <li key={order.id}>
                <Link
                  to="/orders/$id"
                  params={{ id: order.id }}
                  className="flex min-h-11 flex-col gap-1 rounded-md border border-gray-200 px-3 py-2 hover:bg-gray-50 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="flex flex-col">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-green-800">
                      <span className="underline">
                        {waiting ? t`New order` : formatInvoiceNumber(order.invoice_number)} · {order.farm_name}
                      </span>
                      {waiting && <WaitingMark />}
                    </span>
                    <span className="text-sm text-gray-700">
                      {status(order.status)} · {date}
                    </span>
                  </span>
                  <span className="font-semibold text-gray-900">{money(order.total_minor, order.currency)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}

export function SpendThisMonth({ month, spend }: { month: string; spend: MonthSpend[] }) {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const monthName = new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  return (
    <DashboardCard id="month-spend" icon={Wallet} title={<Trans>Spend this month</Trans>}>
      <p className="text-sm text-gray-700">
        <Trans>Orders placed in {monthName}, not counting rejected or cancelled ones.</Trans>
      </p>
      {spend.length === 0 ? (
        <p className="text-3xl font-bold text-gray-900">{money(0, 'CAD')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {spend.map(({ currency, total_minor, orders }) => (
            <li key={currency} className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold text-gray-900">{money(total_minor, currency)}</span>
              <span className="text-sm text-gray-700">{plural(orders, { one: '# order', other: '# orders' })}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
