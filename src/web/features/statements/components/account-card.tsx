// One farm's account on 'What you owe' (one card per farm and currency): the balance (or the credit held), what is
// overdue, the open invoices with their due dates, the e-Transfer notices sent and their state, 'I sent an
// e-Transfer', and the way to the monthly statement.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { formatInvoiceNumber } from '@contract/order-rules.ts';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { WaitingBadge } from '@/components/ui/waiting-badge.tsx';
import type { LedgerBook } from '@/domain/money/ledger-book.ts';
import { LedgerSummary } from '@/domain/money/ledger-summary.tsx';
import { ClaimStatusBadge, InvoiceStatusBadge, useMoneyFormats } from '@/domain/money/money-labels.tsx';
import { isPending, type MoneyRows } from '@/domain/money/use-money.ts';
import { ClaimForm } from './claim-form.tsx';

export function AccountCard({ book, rows }: { book: LedgerBook; rows: MoneyRows }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const [claiming, setClaiming] = useState(false);
  const headingId = `account-${book.party.seller_id}-${book.party.currency}`;
  const money = (minor: number) => f.money(minor, book.party.currency);
  const claims = [...book.claims].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 5);
  const farm = book.party.farm_name;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid="account-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {farm} <span className="text-sm font-normal text-gray-700">· {book.party.currency}</span>
        </h2>
        <Link
          to="/statements/$sellerId"
          params={{ sellerId: book.party.seller_id }}
          search={{ currency: book.party.currency }}
          className={buttonClasses('secondary', 'sm')}
          aria-label={t`Monthly statement from ${farm}`}
        >
          <Trans>Monthly statement</Trans>
        </Link>
      </div>
      <div className="mt-3">
        <LedgerSummary book={book} reader="buyer" />
      </div>
      {book.open.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-gray-900">
            <Trans>Open invoices</Trans>
          </h3>
          <ul className="mt-1 flex flex-col text-sm" data-testid="open-invoices">
            {book.open.map((s) => (
              <li key={s.order_id} className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 py-1">
                <Link to="/orders/$id" params={{ id: s.order_id }} className="inline-flex min-h-11 items-center font-mono font-semibold text-green-800 underline">
                  {formatInvoiceNumber(s.invoice_number)}
                </Link>
                <span className="text-gray-800">
                  <Trans>due {f.day(s.due_date)}</Trans>
                </span>
                <span className="tabular-nums">{money(s.due_minor)}</span>
                <InvoiceStatusBadge status={s.status} />
              </li>
            ))}
          </ul>
        </>
      )}
      {claims.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-gray-900">
            <Trans>Your e-Transfer notices</Trans>
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="my-claims">
            {claims.map((c) => (
              <li key={c.id} className="border-b border-gray-100 py-1" data-testid="my-claim">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <Trans>
                      {money(c.amount_minor)} sent {f.day(c.sent_on)} · ref. {c.reference}
                    </Trans>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    {isPending(rows, 'payment_claims', c.id) && <WaitingBadge testId="claim-waiting" />}
                    <ClaimStatusBadge status={c.status} reader="buyer" />
                  </span>
                </div>
                {c.status === 'rejected' && c.answer_note && (
                  <p className="text-red-900">
                    <Trans>The farm says: {c.answer_note}</Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {claiming ? (
        <ClaimForm book={book} onDone={() => setClaiming(false)} />
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setClaiming(true)} aria-label={t`I sent an e-Transfer to ${farm}`}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>I sent an e-Transfer</Trans>
        </Button>
      )}
    </li>
  );
}
