// An order's invoice as the ledger says it is, on the buyer's and the farm's order pages: paid, part paid, due,
// overdue or cancelled, the due date from its terms, what was charged, paid, credited and written off, and the
// payments received (those waiting to be sent marked), with the way to the whole account with that farm or buyer.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { InvoiceStatusBadge, useLedgerKindLabel, useMoneyFormats, usePaymentRecordMethodLabel } from './money-labels.tsx';
import { useOrderInvoice } from './use-order-invoice.ts';

export function InvoicePayment({ order, reader }: { order: LocalOrder; reader: 'buyer' | 'farm' }) {
  const { t } = useLingui();
  const invoice = useOrderInvoice(order.local === 'waiting' ? null : order);
  const f = useMoneyFormats();
  const kind = useLedgerKindLabel();
  const method = usePaymentRecordMethodLabel();
  if (invoice === undefined) return null;
  if (invoice === null)
    return (
      <p className="text-sm text-gray-700" data-testid="invoice-payment-none">
        <Trans>The invoice's payment status shows here once the farm has the order.</Trans>
      </p>
    );
  const { state, moves } = invoice;
  const money = (minor: number) => f.money(minor, order.currency);
  const rows: Array<[ReactNode, number]> = [[<Trans key="c">Invoice total</Trans>, state.charged_minor]];
  if (state.paid_minor) rows.push([<Trans key="p">Paid</Trans>, -state.paid_minor]);
  if (state.credited_minor - state.refunded_minor) rows.push([<Trans key="cr">Credited</Trans>, -(state.credited_minor - state.refunded_minor)]);
  if (state.written_off_minor) rows.push([<Trans key="w">Written off</Trans>, -state.written_off_minor]);
  if (state.credit_applied_minor) rows.push([<Trans key="a">Credit on account applied</Trans>, -state.credit_applied_minor]);
  return (
    <div data-testid="invoice-payment">
      <div className="flex flex-wrap items-center gap-2">
        <InvoiceStatusBadge status={state.status} />
        {invoice.waiting && <WaitingBadge testId="invoice-waiting" />}
        {state.status !== 'cancelled' && (
          <span className="text-sm text-gray-800" data-testid="invoice-due-date">
            {state.status === 'overdue' ? (
              <Trans>
                Was due {f.day(state.due_date)} · {state.days_overdue} days overdue
              </Trans>
            ) : state.status === 'paid' ? (
              <Trans>Due date {f.day(state.due_date)}</Trans>
            ) : (
              <Trans>Due {f.day(state.due_date)}</Trans>
            )}
          </span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, minor], i) => (
          <div key={i} className="contents">
            <dt className="text-gray-800">{label}</dt>
            <dd className="text-right tabular-nums">{money(minor)}</dd>
          </div>
        ))}
        <dt className="border-t border-gray-200 pt-1 font-semibold text-gray-900">
          <Trans>Left to pay</Trans>
        </dt>
        <dd className="border-t border-gray-200 pt-1 text-right font-semibold tabular-nums" data-testid="invoice-left">
          {money(state.due_minor)}
        </dd>
      </dl>
      {moves.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-gray-900">
            <Trans>Payments and credits on this invoice</Trans>
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="invoice-moves">
            {moves.map(({ entry, amount_minor, waiting }) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 py-1">
                <span>
                  {f.day(entry.occurred_on)} · {kind(entry.kind)}
                  {entry.method && entry.kind !== 'refund' ? ` · ${method(entry.method)}` : ''}
                  {entry.kind === 'refund' && entry.method ? ` · ${t`paid back by ${method(entry.method)}`}` : ''}
                  {entry.reference ? ` · ${t`ref. ${entry.reference}`}` : ''}
                </span>
                <span className="flex items-center gap-2">
                  {waiting && <WaitingBadge />}
                  <span className="tabular-nums">{money(amount_minor)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-sm">
        {reader === 'buyer' ? (
          <Link to="/statements/$sellerId" params={{ sellerId: order.seller_id }} search={{ currency: order.currency }} className="inline-flex min-h-11 items-center font-semibold text-green-800 underline">
            <Trans>Your account with {order.farm_name}</Trans>
          </Link>
        ) : (
          <Link
            to="/seller/money/$buyerId"
            params={{ buyerId: order.buyer_id }}
            search={{ currency: order.currency, pay: state.due_minor > 0 ? order.id : undefined }}
            className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
          >
            {state.due_minor > 0 ? <Trans>Record a payment</Trans> : <Trans>The buyer's account</Trans>}
          </Link>
        )}
      </p>
    </div>
  );
}
