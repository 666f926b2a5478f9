// One ledger's figures at a glance: what is owed (or the credit held), what is overdue, the open invoices.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LedgerBook } from './ledger-book.ts';
import { useMoneyFormats } from './money-labels.tsx';

export function LedgerSummary({ book, reader }: { book: LedgerBook; reader: 'farm' | 'buyer' }) {
  const f = useMoneyFormats();
  const money = (minor: number) => f.money(minor, book.party.currency);
  const oldest = book.open[0];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="ledger-summary">
      <Figure label={book.balance < 0 ? <Trans>Credit held</Trans> : reader === 'farm' ? <Trans>Owed to you</Trans> : <Trans>You owe</Trans>} testId="ledger-balance">
        {money(Math.abs(book.balance))}
      </Figure>
      <Figure label={<Trans>Overdue</Trans>} testId="ledger-overdue" alarm={book.overdue > 0}>
        {money(book.overdue)}
      </Figure>
      <Figure label={<Trans>Open invoices</Trans>} testId="ledger-open">
        {book.open.length}
      </Figure>
      <Figure label={<Trans>Oldest due</Trans>} testId="ledger-next-due">
        {oldest ? f.day(oldest.due_date) : '—'}
      </Figure>
    </dl>
  );
}

function Figure({ label, children, testId, alarm = false }: { label: ReactNode; children: ReactNode; testId: string; alarm?: boolean }) {
  return (
    <div className={`rounded-md border px-3 py-2 ${alarm ? 'border-red-300 bg-red-50' : 'border-gray-200 bg-gray-50'}`}>
      <dt className="text-xs font-medium text-gray-700">{label}</dt>
      <dd className={`text-lg font-bold tabular-nums ${alarm ? 'text-red-900' : 'text-gray-900'}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
