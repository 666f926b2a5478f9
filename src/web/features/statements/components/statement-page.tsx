// /statements/$sellerId: the buyer's monthly statement from one farm (month picker, printable: only the statement
// prints; CSV online), with the account's figures; ?currency= picks the ledger when there are several.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { LedgerSummary } from '@/domain/money/ledger-summary.tsx';
import { StatementPanel } from '@/domain/money/statement-sheet.tsx';
import type { StatementSearch } from '../search.ts';
import { useMyBooks } from '../use-my-books.ts';

export function StatementPage({ sellerId, search, onChange }: { sellerId: string; search: StatementSearch; onChange: (patch: Partial<StatementSearch>) => void }) {
  const mine = useMyBooks();
  const books = mine?.books.filter((b) => b.party.seller_id === sellerId) ?? [];
  const book = books.find((b) => b.party.currency === search.currency) ?? books[0];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Link to="/statements" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>What you owe</Trans>
        </Link>
        {mine === undefined ? (
          <p role="status" className="text-gray-700">
            <Trans>Loading the statement…</Trans>
          </p>
        ) : !book ? (
          <>
            <h1 className="mt-2 text-2xl font-bold text-gray-900">
              <Trans>Statement not found</Trans>
            </h1>
            <p className="mt-2 text-gray-800">
              <Trans>This device holds no invoice from this farm. Connect to the internet so it can load.</Trans>
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl">
              <Trans>Your account with {book.party.farm_name}</Trans>
            </h1>
            {books.length > 1 && (
              <p className="mt-1 text-gray-700">
                {books
                  .filter((b) => b !== book)
                  .map((b) => (
                    <Link key={b.key} to="/statements/$sellerId" params={{ sellerId }} search={{ currency: b.party.currency }} className="font-semibold text-green-800 underline">
                      <Trans>See the account in {b.party.currency}</Trans>
                    </Link>
                  ))}
              </p>
            )}
            <div className="mt-4">
              <LedgerSummary book={book} reader="buyer" />
            </div>
          </>
        )}
      </div>
      {book && <StatementPanel book={book} month={search.month} onMonth={(month) => onChange({ month })} reader="buyer" />}
    </div>
  );
}
