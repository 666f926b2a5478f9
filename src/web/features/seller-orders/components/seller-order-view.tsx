// One order as its farm sees it: the header with the status and the packing slip's print button, what waits to be
// sent or was refused, the next moves, the facts, the products, problem reports and the timeline; the packing slip
// is what prints.
import { Trans } from '@lingui/react/macro';
import { CloudOff, Printer, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatInvoiceNumber } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { StandingOrderBadge } from '@/domain/standing-orders/standing-order-badge.tsx';
import { PreorderBadge } from '@/domain/harvests/harvest-labels.tsx';
import { InvoicePayment } from '@/domain/money/invoice-payment.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { PackingSlip } from './packing-slip.tsx';
import { ProblemReports } from './problem-reports.tsx';
import { OrderTimeline } from './seller-order-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';

export function OrderView({ order, waiting, refused }: { order: LocalOrder; waiting: boolean; refused: string[] }) {
  const q = useQuantityFormats();
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
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
              <Trans>Placed {q.date(order.created_at)}</Trans>
              <StandingOrderBadge id={order.standing_order_id} />
              <PreorderBadge order={order} forFarm />
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

        <OrderFacts order={order} />

        <OrderLinesTable order={order} />

        <section aria-labelledby="order-payment-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="order-payment">
          <h2 id="order-payment-title" className="mb-3 text-lg font-semibold text-gray-900">
            <Trans>Payment</Trans>
          </h2>
          <InvoicePayment order={order} reader="farm" />
        </section>

        <ProblemReports order={order} />

        <OrderTimeline order={order} />
      </div>
      <PackingSlip order={order} />
    </>
  );
}
