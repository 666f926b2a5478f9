// A monthly statement of one ledger (the farm's view of a buyer, the buyer's of a farm): the balance brought
// forward, each entry of the month with the running balance, the closing balance and the aging of what is open, all
// derived on the device with buildStatement (offline too). A month picker, Print (only the statement prints: the
// rest of the page is print:hidden) and the CSV file (from the server, online).
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { AGING_BUCKETS, buildStatement, monthOf, type Statement, type StatementLine } from '@contract/ledger-rules.ts';
import { formatInvoiceNumber, todayInCanada } from '@contract/order-rules.ts';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useOnline } from '@/lib/online.ts';
import type { LedgerBook } from './ledger-book.ts';
import { buyerLabel } from './ledger-book.ts';
import { downloadStatementCsv, fileSlug } from './money-files.ts';
import { useAgingLabel, useLedgerKindLabel, useMoneyFormats, usePaymentRecordMethodLabel } from './money-labels.tsx';

/** The months a statement can be asked for: from the ledger's first entry to this month (or a later charge's). */
export function statementMonths(book: Pick<LedgerBook, 'entries'>, today: string): string[] {
  const current = monthOf(today);
  let first = current;
  let last = current;
  for (const e of book.entries) {
    const m = monthOf(e.occurred_on);
    if (m < first) first = m;
    if (m > last) last = m;
  }
  const months: string[] = [];
  let [y, mo] = last.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard++) {
    const m = `${y}-${String(mo).padStart(2, '0')}`;
    months.push(m);
    if (m <= first) break;
    mo -= 1;
    if (mo === 0) {
      mo = 12;
      y -= 1;
    }
  }
  return months;
}

export interface StatementPanelProps {
  book: LedgerBook;
  /** 'YYYY-MM'; this month when not given. */
  month: string | undefined;
  onMonth: (month: string) => void;
  /** Who reads it: the farm (the statement names the buyer) or the buyer (it names the farm). */
  reader: 'farm' | 'buyer';
}

export function StatementPanel({ book, month, onMonth, reader }: StatementPanelProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const f = useMoneyFormats();
  const [today] = useState(todayInCanada);
  const months = statementMonths(book, today);
  const chosen = month && months.includes(month) ? month : monthOf(today);
  const statement = buildStatement(book.orders, book.entries, chosen, book.party.currency, today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offlineId = useId();
  const csv = async () => {
    setBusy(true);
    setError(null);
    try {
      const other = reader === 'farm' ? buyerLabel(book.party) : book.party.farm_name;
      const word = i18n.locale === 'fr' ? 'releve' : 'statement';
      await downloadStatementCsv(
        reader === 'farm'
          ? { buyer_id: book.party.buyer_id, currency: book.party.currency, month: chosen }
          : { seller_id: book.party.seller_id, currency: book.party.currency, month: chosen },
        `${word}-${fileSlug(other)}-${chosen}.csv`,
      );
    } catch {
      setError(t`The CSV could not be downloaded. Try again when you are online.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="statement-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none" data-testid="statement">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <SelectField label={<Trans>Month</Trans>} value={chosen} onChange={(e) => onMonth(e.target.value)} className="min-w-48">
          {months.map((m) => (
            <option key={m} value={m}>
              {f.month(m)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Print the statement</Trans>
          </Button>
          <Button variant="secondary" disabled={!online || busy} aria-describedby={online ? undefined : offlineId} onClick={() => void csv()}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      {!online && (
        <p id={offlineId} className="mt-2 text-sm text-gray-700 print:hidden">
          <Trans>The CSV file needs a connection; the statement and its printing work offline.</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800 print:hidden">
          {error}
        </p>
      )}
      <StatementSheet statement={statement} book={book} />
    </section>
  );
}

function StatementSheet({ statement, book }: { statement: Statement; book: LedgerBook }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const aging = useAgingLabel();
  const c = book.party.currency;
  const money = (minor: number) => f.money(minor, c);
  const open = AGING_BUCKETS.reduce((sum, b) => sum + statement.aging[b], 0);
  return (
    <div className="mt-4 text-gray-900 print:mt-0 print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-900 pb-3">
        <div>
          <h2 id="statement-title" className="text-xl font-bold">
            <Trans>Statement of account · {f.month(statement.month)}</Trans>
          </h2>
          <p className="text-sm">
            <Trans>
              From {f.day(statement.from)} to {f.day(statement.until)}, in {c}
            </Trans>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-semibold">
            <Trans>Farm</Trans>
          </dt>
          <dd>{book.party.farm_name}</dd>
          <dt className="font-semibold">
            <Trans>Buyer</Trans>
          </dt>
          <dd>{buyerLabel(book.party)}</dd>
        </dl>
      </header>
      <StatementList statement={statement} money={money} />
      <ScrollRegion label={t`Entries of the month`} className="mt-3 hidden sm:block print:block">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="statement-lines">
          <caption className="sr-only">
            <Trans>Entries of the month with the running balance</Trans>
          </caption>
          <thead className="border-b border-gray-300">
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                <Trans>Description</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                <Trans>Charges</Trans>
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                <Trans>Payments and credits</Trans>
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                <Trans>Balance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-gray-200" data-testid="statement-opening">
              <td className="py-1 pr-2">{f.day(statement.from)}</td>
              <td className="py-1 pr-2 font-semibold">
                <Trans>Balance brought forward</Trans>
              </td>
              <td className="py-1 pr-2" />
              <td className="py-1 pr-2" />
              <td className="py-1 text-right font-semibold tabular-nums">{money(statement.opening_minor)}</td>
            </tr>
            {statement.lines.map((line, i) => (
              <tr key={`${line.entry_id}-${i}`} className="border-b border-gray-100" data-testid="statement-line">
                <td className="py-1 pr-2 whitespace-nowrap">{f.day(line.date)}</td>
                <td className="py-1 pr-2">
                  <LineText line={line} />
                </td>
                <td className="py-1 pr-2 text-right tabular-nums">{line.debit_minor ? money(line.debit_minor) : ''}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{line.credit_minor ? money(line.credit_minor) : ''}</td>
                <td className="py-1 text-right tabular-nums">{money(line.balance_minor)}</td>
              </tr>
            ))}
            {statement.lines.length === 0 && (
              <tr>
                <td colSpan={5} className="py-2 text-gray-700">
                  <Trans>Nothing moved this month.</Trans>
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-gray-900" data-testid="statement-closing">
              <td className="py-1 pr-2">{f.day(statement.until)}</td>
              <th scope="row" className="py-1 pr-2 font-bold">
                {statement.closing_minor < 0 ? <Trans>Closing balance (credit to the buyer)</Trans> : <Trans>Closing balance</Trans>}
              </th>
              <td className="py-1 pr-2" />
              <td className="py-1 pr-2" />
              <td className="py-1 text-right font-bold tabular-nums">{money(statement.closing_minor)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <h3 className="mt-4 font-semibold">
        <Trans>Aging of open invoices</Trans>
      </h3>
      <p className="text-xs text-gray-700 print:text-black">
        <Trans>By days since the invoice's delivery or pickup date, as of the end of the month (today for this month).</Trans>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:hidden print:hidden" data-testid="statement-aging-phone">
        {AGING_BUCKETS.map((b) => (
          <div key={b} className="flex justify-between gap-2 border-b border-gray-100 py-1">
            <dt>{aging(b)}</dt>
            <dd className="tabular-nums">{money(statement.aging[b])}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-b border-gray-100 py-1 font-semibold">
          <dt>
            <Trans>Open</Trans>
          </dt>
          <dd className="tabular-nums">{money(open)}</dd>
        </div>
        <div className="flex justify-between gap-2 border-b border-gray-100 py-1 font-semibold">
          <dt>
            <Trans>Of which overdue</Trans>
          </dt>
          <dd className="tabular-nums">{money(statement.overdue_minor)}</dd>
        </div>
      </dl>
      <ScrollRegion label={t`Aging of open invoices`} className="mt-1 hidden sm:block print:block">
        <table className="w-full min-w-[28rem] text-sm" data-testid="statement-aging">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              {AGING_BUCKETS.map((b) => (
                <th key={b} scope="col" className="py-1 pr-2 text-right font-semibold">
                  {aging(b)}
                </th>
              ))}
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                <Trans>Open</Trans>
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                <Trans>Of which overdue</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {AGING_BUCKETS.map((b) => (
                <td key={b} className="py-1 pr-2 text-right tabular-nums">
                  {money(statement.aging[b])}
                </td>
              ))}
              <td className="py-1 pr-2 text-right tabular-nums">{money(open)}</td>
              <td className="py-1 text-right tabular-nums">{money(statement.overdue_minor)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-4 text-xs text-gray-700 print:text-black">
        <Trans>Issued through FreshMarket. Payments go to the farm directly: cash, cheque, Interac e-Transfer or card at the door.</Trans>
      </p>
    </div>
  );
}

/**
 * The same entries for a phone, where five columns do not fit: one block per entry, what it is and its amount on
 * the first line, its date and the running balance under it. Shown below the `sm` width instead of the table; the
 * printed statement is always the table.
 */
function StatementList({ statement, money }: { statement: Statement; money: (minor: number) => string }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  return (
    <ol className="mt-3 divide-y divide-gray-200 border-y border-gray-300 text-sm sm:hidden print:hidden" aria-label={t`Entries of the month`} data-testid="statement-list">
      <li className="flex justify-between gap-3 py-2 font-semibold">
        <span>
          <Trans>Balance brought forward</Trans>
          <span className="block text-xs font-normal text-gray-700">{f.day(statement.from)}</span>
        </span>
        <span className="tabular-nums">{money(statement.opening_minor)}</span>
      </li>
      {statement.lines.map((line, i) => (
        <li key={`${line.entry_id}-${i}`} className="py-2" data-testid="statement-list-line">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 break-words">
              <LineText line={line} />
            </span>
            <span className="shrink-0 text-right tabular-nums">
              {line.debit_minor ? (
                <Trans>Charge {money(line.debit_minor)}</Trans>
              ) : (
                <span className="text-green-800">
                  <Trans>Paid or credited {money(line.credit_minor)}</Trans>
                </span>
              )}
            </span>
          </div>
          <div className="mt-0.5 flex justify-between gap-3 text-xs text-gray-700">
            <span>{f.day(line.date)}</span>
            <span className="tabular-nums">
              <Trans>Balance {money(line.balance_minor)}</Trans>
            </span>
          </div>
        </li>
      ))}
      {statement.lines.length === 0 && (
        <li className="py-2 text-gray-700">
          <Trans>Nothing moved this month.</Trans>
        </li>
      )}
      <li className="flex justify-between gap-3 border-t-2 border-gray-900 py-2 font-bold">
        <span>
          {statement.closing_minor < 0 ? <Trans>Closing balance (credit to the buyer)</Trans> : <Trans>Closing balance</Trans>}
          <span className="block text-xs font-normal text-gray-700">{f.day(statement.until)}</span>
        </span>
        <span className="tabular-nums">{money(statement.closing_minor)}</span>
      </li>
    </ol>
  );
}

function LineText({ line }: { line: StatementLine }) {
  const { t } = useLingui();
  const kind = useLedgerKindLabel();
  const method = usePaymentRecordMethodLabel();
  const parts: string[] = [];
  if (line.kind === 'refund') parts.push(line.payout ? t`Refund paid back` : t`Refund: credit note`);
  else parts.push(kind(line.kind));
  if (line.invoice_number !== null) parts.push(formatInvoiceNumber(line.invoice_number));
  if (line.method) parts.push(method(line.method));
  return (
    <>
      {parts.join(' · ')}
      {line.reference && (
        <>
          {' · '}
          <Trans>ref. {line.reference}</Trans>
        </>
      )}
    </>
  );
}
