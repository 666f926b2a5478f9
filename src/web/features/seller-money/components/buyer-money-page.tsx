// /seller/money/$buyerId: one buyer's account with the farm, from the device (offline too): the figures, the
// buyer's e-Transfer notices, the invoices (write-off), 'Record a payment', the payments and corrections (reverse)
// and the monthly statement (printable: only the statement prints; CSV online). ?currency= picks the ledger.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { RefusedChanges } from '@/components/sync/refused-change.tsx';
import { Button } from '@/components/ui/button.tsx';
import { buyerLabel } from '@/domain/money/ledger-book.ts';
import { LedgerSummary } from '@/domain/money/ledger-summary.tsx';
import { StatementPanel } from '@/domain/money/statement-sheet.tsx';
import { discardChange, retryChange } from '@/offline/rejected.ts';
import type { BuyerMoneySearch } from '../search.ts';
import { useFarmBooks } from '../use-farm-books.ts';
import { AccountEntries } from './account-entries.tsx';
import { ClaimsToAnswer } from './claims-to-answer.tsx';
import { InvoicesTable } from './invoices-table.tsx';
import { PaymentForm } from './payment-form.tsx';

export function BuyerMoneyPage({ buyerId, search, onChange }: { buyerId: string; search: BuyerMoneySearch; onChange: (patch: Partial<BuyerMoneySearch>) => void }) {
  const farm = useFarmBooks();
  const [paying, setPaying] = useState(!!search.pay);
  const books = farm?.books.filter((b) => b.party.buyer_id === buyerId) ?? [];
  const book = books.find((b) => b.party.currency === search.currency) ?? books[0];
  const back = (
    <Link to="/seller/money" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline print:hidden">
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Money</Trans>
    </Link>
  );
  if (farm === undefined)
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        {back}
        <p role="status" className="text-gray-700">
          <Trans>Loading the account…</Trans>
        </p>
      </div>
    );
  if (!book)
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        {back}
        <h1 className="mt-2 text-2xl font-bold text-gray-900">
          <Trans>Account not found</Trans>
        </h1>
        <p className="mt-2 text-gray-800">
          <Trans>This buyer has no invoice with your farm on this device. Connect to the internet so it can load.</Trans>
        </p>
      </div>
    );
  const refusedHere = farm.rows.refused.filter((e) => {
    const id = e.entityKey?.split(':')[1];
    return book.entries.some((x) => x.id === id) || book.claims.some((c) => c.id === id);
  });
  const claims = farm.claims.filter((c) => c.book.key === book.key);
  const stopPaying = () => {
    setPaying(false);
    if (search.pay) onChange({ pay: undefined });
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="print:hidden">
        {back}
        <header className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{buyerLabel(book.party)}</h1>
            <p className="mt-1 text-gray-700">
              <Trans>Account in {book.party.currency}</Trans>
              {books.length > 1 && (
                <>
                  {' · '}
                  {books
                    .filter((b) => b !== book)
                    .map((b) => (
                      <Link key={b.key} to="/seller/money/$buyerId" params={{ buyerId }} search={{ currency: b.party.currency }} className="font-semibold text-green-800 underline">
                        <Trans>See the account in {b.party.currency}</Trans>
                      </Link>
                    ))}
                </>
              )}
            </p>
          </div>
          {!paying && (
            <Button onClick={() => setPaying(true)}>
              <Plus aria-hidden="true" className="size-5" />
              <Trans>Record a payment</Trans>
            </Button>
          )}
        </header>
      </div>
      <div className="flex flex-col gap-6 print:hidden">
        <LedgerSummary book={book} reader="farm" />
        <RefusedChanges refused={refusedHere} onRetry={retryChange} onDiscard={discardChange} testId="money-refused" />
        {paying && (
          <section aria-labelledby="pay-title" className="rounded-lg border border-green-300 bg-white p-4 shadow-sm">
            <h2 id="pay-title" className="mb-3 text-xl font-bold text-gray-900">
              <Trans>Record a payment</Trans>
            </h2>
            <PaymentForm book={book} invoiceId={search.pay} onDone={stopPaying} />
          </section>
        )}
        <ClaimsToAnswer items={claims} />
        <InvoicesTable book={book} rows={farm.rows} />
        <AccountEntries book={book} rows={farm.rows} />
      </div>
      <StatementPanel book={book} month={search.month} onMonth={(month) => onChange({ month })} reader="farm" />
    </div>
  );
}
