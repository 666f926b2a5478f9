// /seller/money: the farm's money from the device (offline too): what each buyer owes (overdue first), buyers'
// e-Transfer notices to confirm, the month's takings by payment method and the bookkeeping export (online). Nothing
// is charged through FreshMarket: the farm records what it receives.
import { Trans } from '@lingui/react/macro';
import { RefusedChanges } from '@/components/sync/refused-change.tsx';
import { discardChange, retryChange } from '@/offline/rejected.ts';
import type { SellerMoneySearch } from '../search.ts';
import { useFarmBooks } from '../use-farm-books.ts';
import { BookkeepingExport } from './bookkeeping-export.tsx';
import { ClaimsToAnswer } from './claims-to-answer.tsx';
import { OwedByBuyer } from './owed-by-buyer.tsx';
import { Takings } from './takings.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function SellerMoneyPage({ search, onChange }: { search: SellerMoneySearch; onChange: (patch: Partial<SellerMoneySearch>) => void }) {
  const farm = useFarmBooks();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Money</Trans>
        </h1>
        <p className="mt-1 max-w-3xl text-gray-700">
          <Trans>
            What your buyers owe you and what you received. Buyers pay you directly (cash, cheque, Interac e-Transfer or card on your own terminal):
            record each payment here, even offline, and it is sent once when the signal returns.
          </Trans>
        </p>
      </header>
      {farm === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your accounts…</Trans>
        </LoadingMine>
      ) : farm.farmId === null ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <Trans>Your farm's accounts appear here once this device has loaded them. Connect to the internet once.</Trans>
        </p>
      ) : (
        <>
          <RefusedChanges refused={farm.rows.refused} onRetry={retryChange} onDiscard={discardChange} testId="money-refused" />
          <OwedByBuyer farm={farm} />
          <ClaimsToAnswer items={farm.claims} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Takings farm={farm} month={search.month} onMonth={(month) => onChange({ month })} />
            <BookkeepingExport period={{ from: search.from, to: search.to }} today={farm.today} onChange={onChange} />
          </div>
        </>
      )}
    </div>
  );
}
