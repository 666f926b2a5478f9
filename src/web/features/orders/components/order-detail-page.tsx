// /orders/{id}: one order of the signed-in buyer: status timeline, farm, lines, totals, delivery details, the
// printable invoice, and what the buyer can do now: cancel before the farm accepts, order again, rate the products
// and report a problem after delivery.
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft, PackageSearch, Printer, Repeat, Store } from 'lucide-react';
import { allowedTransitions, canReportProblem } from '@contract/order-rules.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { useMyOrder } from '../use-orders.ts';
import { CancelOrderButton } from './cancel-order.tsx';
import { OrderAgainButton } from './order-again-button.tsx';
import { OrderInvoice } from './order-invoice.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import { canadianDay, OrderStatusBadge, useInvoiceLabel } from './order-parts.tsx';
import { ProblemSection } from './order-problems.tsx';
import { DeliveryDetails, OrderLines, OrderTotalsList } from './order-sections.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { RateProducts } from './rate-products.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { StandingOrderBadge } from '@/domain/standing-orders/standing-order-badge.tsx';
import { PreorderBadge } from '@/domain/harvests/harvest-labels.tsx';
import { InvoicePayment } from '@/domain/money/invoice-payment.tsx';

export function OrderDetailPage({ id }: { id: string }) {
  const found = useMyOrder(id);
  if (found.state === 'loading')
    return (
      <Frame>
        <p className="text-gray-700">
          <Trans>Loading the order…</Trans>
        </p>
      </Frame>
    );
  if (found.state !== 'found')
    return (
      <Frame>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <PackageSearch aria-hidden="true" className="size-12 text-gray-500" />
          <h1 className="text-2xl font-bold text-gray-900">{found.state === 'missing' ? <Trans>Order not found</Trans> : <Trans>Error fetching order</Trans>}</h1>
          <p className="text-gray-800">
            {found.state === 'missing' ? <Trans>This order is not among yours on this device.</Trans> : <Trans>Please try again when you are online.</Trans>}
          </p>
        </div>
      </Frame>
    );
  return <OrderView order={found.order} waiting={found.waiting} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <Link to="/orders" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline print:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All orders</Trans>
      </Link>
      {children}
    </div>
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

function OrderView({ order, waiting }: { order: LocalOrder; waiting: boolean }) {
  const invoice = useInvoiceLabel();
  const { shortDay } = useOrderFormats();
  // The 48-hour window is read when the page renders (a page left open past it refuses at the server).
  const [now] = useState(() => new Date());
  const number = invoice(order);
  const placed = shortDay(canadianDay(order.created_at));
  const canCancel = order.status === 'placed' && allowedTransitions(order.status, order.fulfilment, 'buyer').some((m) => m.to === 'cancelled');
  const delivered = order.status === 'delivered';
  const canReport = delivered && canReportProblem(order.delivered_at, now);

  return (
    <Frame>
      <div className="print:hidden">
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
              {order.local === 'waiting' || order.invoice_number <= 0 ? (
                // Not on the server yet: no invoice number to show ('Order New order' said nothing).
                <Trans>New order</Trans>
              ) : (
                <Trans>
                  Order <span className="font-mono">{number}</span>
                </Trans>
              )}
            </h1>
            <p className="mt-1 flex items-center gap-1.5 text-gray-800">
              <Store aria-hidden="true" className="size-4 text-green-700" />
              {order.farm_name} · <Trans>Placed {placed}</Trans>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {waiting && <WaitingBadge testId="order-waiting" />}
            <StandingOrderBadge id={order.standing_order_id} />
            <PreorderBadge order={order} />
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        {order.local === 'waiting' && (
          <div className="mt-4">
            <Notice tone="info">
              <Trans>This order is on this device and will be sent to the farm when you are back online.</Trans>
            </Notice>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Print invoice</Trans>
          </Button>
          {order.local !== 'waiting' && <OrderAgainButton order={order} />}
          {order.local !== 'waiting' && (
            <Link to="/flexiblebuying" search={{ from: 'order', order: order.id }} hash="set-up" className={buttonClasses('secondary', 'md')}>
              <Repeat aria-hidden="true" className="size-4" />
              <Trans>Repeat this order</Trans>
            </Link>
          )}
          {canCancel && <CancelOrderButton order={order} />}
        </div>

        <div className="mt-6 grid gap-4 lg:grid-cols-[20rem_1fr] lg:items-start">
          <Section title={<Trans>Status</Trans>}>
            <OrderTimeline order={order} />
          </Section>
          <div className="flex flex-col gap-4">
            <Section title={<Trans>Products</Trans>}>
              <OrderLines order={order} />
              <div className="mt-3 border-t border-gray-200 pt-3">
                <OrderTotalsList order={order} />
              </div>
            </Section>
            {order.local !== 'waiting' && (
              <Section title={<Trans>Payment</Trans>} testId="order-payment">
                <InvoicePayment order={order} reader="buyer" />
              </Section>
            )}
            <Section title={order.fulfilment === 'delivery' ? <Trans>Delivery</Trans> : <Trans>Pickup</Trans>}>
              <DeliveryDetails order={order} />
            </Section>
            {delivered && (
              <Section title={<Trans>Rate your products</Trans>} testId="rate-products">
                <RateProducts order={order} />
              </Section>
            )}
            {(delivered || order.problems.length > 0) && (
              <Section title={<Trans>Satisfaction guarantee</Trans>} testId="problems">
                <ProblemSection order={order} canReport={canReport} />
              </Section>
            )}
          </div>
        </div>
      </div>
      <OrderInvoice order={order} />
    </Frame>
  );
}
