// What moved a buyer's account besides invoices: payments received, credits and refunds of problem reports,
// write-offs and reversals, newest first, with who recorded them; those waiting to be sent are marked, and a payment
// or write-off recorded by mistake can be reversed once (with a reason).
import { Trans, useLingui } from '@lingui/react/macro';
import { REVERSIBLE_KINDS } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber } from '@contract/order-rules.ts';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { LedgerBook } from '@/domain/money/ledger-book.ts';
import { useLedgerKindLabel, useMoneyFormats, usePaymentRecordMethodLabel } from '@/domain/money/money-labels.tsx';
import { isPending, type MoneyRows } from '@/domain/money/use-money.ts';
import type { LocalLedgerEntry } from '@/offline/db.ts';
import { ReverseButton } from './entry-dialogs.tsx';

const MOVES = new Set(['payment', 'credit', 'refund', 'write_off', 'reversal']);

export function AccountEntries({ book, rows }: { book: LedgerBook; rows: MoneyRows }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const kind = useLedgerKindLabel();
  const method = usePaymentRecordMethodLabel();
  const entries = book.entries
    .filter((e) => MOVES.has(e.kind))
    .sort((a, b) => b.occurred_on.localeCompare(a.occurred_on) || b.created_at.localeCompare(a.created_at));
  const invoiceOf = (id: string) => book.states.find((s) => s.order_id === id)?.invoice_number;
  const onInvoices = (e: LocalLedgerEntry) =>
    e.allocations
      .map((a) => invoiceOf(a.order_id))
      .filter((n): n is number => n !== undefined)
      .map(formatInvoiceNumber);
  return (
    <section aria-labelledby="entries-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm print:hidden" data-testid="account-entries">
      <h2 id="entries-title" className="text-lg font-semibold text-gray-900">
        <Trans>Payments, credits and corrections</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-gray-800">
          <Trans>No payment recorded yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {entries.map((e) => {
            const waiting = isPending(rows, 'ledger_entries', e.id);
            const reversed = book.reversed.has(e.id);
            const invoices = onInvoices(e);
            const reversible = (REVERSIBLE_KINDS as readonly string[]).includes(e.kind) && !reversed && !waiting && e.local !== 'waiting';
            return (
              <li key={e.id} className="rounded-md border border-gray-200 px-3 py-2 text-sm" data-testid="account-entry">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-gray-900">
                    {f.day(e.occurred_on)} · {kind(e.kind)} · <span className="tabular-nums">{f.money(e.amount_minor, e.currency)}</span>
                  </p>
                  <span className="flex flex-wrap items-center gap-2">
                    {waiting && <WaitingBadge testId="entry-waiting" />}
                    {reversed && (
                      <span className="inline-flex min-h-6 items-center rounded-full border border-gray-400 bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-900" data-testid="entry-reversed">
                        <Trans>Reversed</Trans>
                      </span>
                    )}
                  </span>
                </div>
                <p className="text-gray-800">
                  {[
                    e.method ? method(e.method) : null,
                    e.reference ? t`ref. ${e.reference}` : null,
                    invoices.length ? t`on ${invoices.join(', ')}` : null,
                    e.unallocated_minor < 0 && e.kind === 'payment' ? t`${f.money(-e.unallocated_minor, e.currency)} kept as credit` : null,
                    e.recorded_by ? t`recorded by ${e.recorded_by}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {e.note && <p className="text-gray-700">{e.note}</p>}
                {reversible && (
                  <div className="mt-1">
                    <ReverseButton book={book} entry={e} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
