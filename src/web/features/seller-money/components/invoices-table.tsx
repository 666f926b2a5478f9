// One buyer's invoices with the farm: number (to the order), delivery date, due date, total, what is left and the
// status; an invoice with a change waiting to be sent is marked; an open one can be written off.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatInvoiceNumber } from '@contract/order-rules.ts';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { LedgerBook } from '@/domain/money/ledger-book.ts';
import { InvoiceStatusBadge, useMoneyFormats } from '@/domain/money/money-labels.tsx';
import { isPending, type MoneyRows } from '@/domain/money/use-money.ts';
import { WriteOffButton } from './entry-dialogs.tsx';

export function InvoicesTable({ book, rows }: { book: LedgerBook; rows: MoneyRows }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const money = (minor: number) => f.money(minor, book.party.currency);
  const waitingOn = new Set(book.entries.filter((e) => isPending(rows, 'ledger_entries', e.id)).flatMap((e) => e.allocations.map((a) => a.order_id)));
  // Newest first: what a farm looks for; the open ones are also listed oldest first in the payment form.
  const states = [...book.states].sort((a, b) => b.date.localeCompare(a.date) || b.invoice_number - a.invoice_number);
  return (
    <section aria-labelledby="invoices-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm print:hidden" data-testid="invoices">
      <h2 id="invoices-title" className="text-lg font-semibold text-gray-900">
        <Trans>Invoices</Trans>
      </h2>
      {states.length === 0 ? (
        <p className="mt-2 text-gray-800">
          <Trans>No invoice with this buyer on this device yet.</Trans>
        </p>
      ) : (
        <ScrollRegion label={t`Invoices, newest first`} className="mt-3">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              <Trans>Invoices, newest first</Trans>
            </caption>
            <thead className="border-b border-gray-300 text-gray-800">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Invoice</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Delivered or picked up</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Due date</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Total</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Left to pay</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-1 font-semibold">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {states.map((s) => (
                <tr key={s.order_id} className="border-b border-gray-100" data-testid="invoice-row">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    <Link
                      to="/seller/orders/$id"
                      params={{ id: s.order_id }}
                      className="inline-flex min-h-11 items-center font-mono font-semibold text-green-800 underline"
                      aria-label={t`Open order ${formatInvoiceNumber(s.invoice_number)}`}
                    >
                      {formatInvoiceNumber(s.invoice_number)}
                    </Link>
                  </th>
                  <td className="py-1 pr-2 whitespace-nowrap">{f.day(s.date)}</td>
                  <td className="py-1 pr-2 whitespace-nowrap">{s.status === 'cancelled' ? '—' : f.day(s.due_date)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{money(s.charged_minor)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{money(s.due_minor)}</td>
                  <td className="py-1 pr-2">
                    <span className="flex flex-wrap items-center gap-1">
                      <InvoiceStatusBadge status={s.status} />
                      {waitingOn.has(s.order_id) && <WaitingBadge testId="invoice-waiting" />}
                    </span>
                  </td>
                  <td className="py-1">{s.due_minor > 0 && s.status !== 'cancelled' ? <WriteOffButton book={book} state={s} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
