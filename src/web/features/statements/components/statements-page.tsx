// /statements ('What you owe'): the buyer's accounts with each farm (one card per farm and currency), from the device
// (offline too), most urgent first. Every farm is paid directly; FreshMarket takes no payment.
import { Trans } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { RefusedChanges } from '@/components/sync/refused-change.tsx';
import { discardChange, retryChange } from '@/offline/rejected.ts';
import { useMyBooks } from '../use-my-books.ts';
import { AccountCard } from './account-card.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function StatementsPage() {
  const mine = useMyBooks();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>What you owe</Trans>
        </h1>
        <p className="mt-1 max-w-3xl text-gray-700">
          <Trans>
            You pay each farm directly: on delivery, at pickup, or by invoice with cash, cheque or Interac e-Transfer. FreshMarket takes no payment. When you
            send an e-Transfer, tell the farm here so it can match it.
          </Trans>
        </p>
      </header>
      {mine === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your accounts…</Trans>
        </LoadingMine>
      ) : (
        <>
          <RefusedChanges refused={mine.rows.refused} onRetry={retryChange} onDiscard={discardChange} testId="money-refused" />
          {mine.books.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
              <Wallet aria-hidden="true" className="size-12 text-gray-500" />
              <p className="text-lg text-gray-800">
                <Trans>No invoice from a farm yet. Your orders' invoices appear here.</Trans>
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-4" data-testid="accounts">
              {mine.books.map((book) => (
                <AccountCard key={book.key} book={book} rows={mine.rows} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
