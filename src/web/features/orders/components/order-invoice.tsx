// The printable invoice (shown only in print): the farm issues it to the buyer with its own sequential number; the
// lines, the tax lines as stored (fresh produce is zero-rated, said plainly), the total and the payment terms. A
// rejected or cancelled order's invoice is marked void. What the ledger says of it (paid, part paid, due, overdue,
// with what was received and what is left) is printed under the terms once the device holds its entries.
import { Trans, useLingui } from '@lingui/react/macro';
import { useFulfilmentLabel, useOrderFormats, usePaymentMethodLabel } from '@/domain/orders/order-labels.tsx';
import { useInvoiceStatusLabel } from '@/domain/money/money-labels.tsx';
import { useOrderInvoice } from '@/domain/money/use-order-invoice.ts';
import type { LocalOrder } from '@/offline/db.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import { canadianDay, useInvoiceLabel } from './order-parts.tsx';

export function OrderInvoice({ order }: { order: LocalOrder }) {
  const { t } = useLingui();
  const invoice = useInvoiceLabel();
  const fulfilment = useFulfilmentLabel();
  const payment = usePaymentMethodLabel();
  const { day, money } = useOrderFormats();
  const statusLabel = useInvoiceStatusLabel();
  const ledger = useOrderInvoice(order);
  const due = order.payment_due ? day(order.payment_due) : null;
  const isVoid = order.status === 'rejected' || order.status === 'cancelled';
  const a = order.address;
  const b = order.branch;

  return (
    <section className="hidden text-sm text-black print:block" data-testid="invoice" aria-label={t`Invoice`}>
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-xs uppercase tracking-wide">
            <Trans>Issued by</Trans>
          </p>
          <p className="text-xl font-bold">{order.farm_name}</p>
          {b && (
            <p>
              {b.address}, {b.city}, {b.province}
            </p>
          )}
          <p className="text-xs">
            <Trans>Sold through FreshMarket</Trans>
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold">
            <Trans>Invoice</Trans>
          </p>
          <p className="font-mono text-base">{invoice(order)}</p>
          {isVoid && (
            <p className="mt-1 inline-block border-2 border-black px-2 text-lg font-bold uppercase" data-testid="invoice-void">
              <Trans>Void</Trans>
            </p>
          )}
        </div>
      </header>

      <div className="mt-4 grid grid-cols-3 gap-4">
        <div>
          <p className="font-semibold">
            <Trans>Billed to</Trans>
          </p>
          <p>{order.buyer_name}</p>
          {order.buyer_business && <p>{order.buyer_business}</p>}
          {a && (
            <p>
              {a.line}, {a.city}, {a.province} {a.postal_code}
            </p>
          )}
        </div>
        <div>
          <p className="font-semibold">{fulfilment(order.fulfilment)}</p>
          <p>{day(order.date)}</p>
          {b && <p>{b.name}</p>}
        </div>
        <dl>
          <dt className="font-semibold">
            <Trans>Invoice date</Trans>
          </dt>
          <dd>{day(canadianDay(order.created_at))}</dd>
          <dt className="mt-1 font-semibold">
            <Trans>Payment terms</Trans>
          </dt>
          <dd>
            {payment(order.payment_method)}
            {due && (
              <>
                {' · '}
                <Trans>due {due}</Trans>
              </>
            )}
          </dd>
          {ledger && !isVoid && <InvoiceStanding status={statusLabel(ledger.state.status)} received={money(ledger.state.paid_minor + ledger.state.credited_minor + ledger.state.credit_applied_minor - ledger.state.refunded_minor, order.currency)} left={money(ledger.state.due_minor, order.currency)} />}
        </dl>
      </div>

      {isVoid && (
        <p className="mt-4 border border-black p-2 font-semibold">
          {order.status === 'cancelled' ? <Trans>This order was cancelled: nothing is owed.</Trans> : <Trans>This order was rejected by the farm: nothing is owed.</Trans>}
        </p>
      )}

      <InvoiceLines order={order} />
      {order.taxes.some((tax) => tax.zero_rated) && (
        <p className="mt-3 text-xs">
          <Trans>Fresh fruit and vegetables are basic groceries: zero-rated for GST/HST and exempt from provincial sales tax.</Trans>
        </p>
      )}
    </section>
  );
}

/** The invoice's standing on the day it is printed: its status, what was paid or credited, what is left to pay. */
function InvoiceStanding({ status, received, left }: { status: string; received: string; left: string }) {
  return (
    <>
      <dt className="mt-1 font-semibold">
        <Trans>Status</Trans>
      </dt>
      <dd data-testid="invoice-standing">
        <Trans>
          {status} · paid or credited {received} · left to pay {left}
        </Trans>
      </dd>
    </>
  );
}
