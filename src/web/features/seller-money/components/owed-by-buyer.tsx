// What each buyer owes the farm, overdue first (owedByBuyer): the balance (or the credit the farm holds for them),
// what is overdue, the oldest due date and how many invoices are open, each row leading to the buyer's account.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { owedByBuyer } from '@contract/ledger-rules.ts';
import { buyerLabel, invoicedOrderIds, type LedgerBook } from '@/domain/money/ledger-book.ts';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { useMoneyFormats } from '@/domain/money/money-labels.tsx';
import type { FarmBooks } from '../use-farm-books.ts';

export function OwedByBuyer({ farm }: { farm: FarmBooks }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const charged = invoicedOrderIds(farm.rows.entries);
  const rows = owedByBuyer(
    farm.rows.orders.filter((o) => charged.has(o.id)),
    farm.rows.entries,
    farm.today,
  );
  const bookOf = (buyerId: string, currency: string): LedgerBook | undefined => farm.books.find((b) => b.party.buyer_id === buyerId && b.party.currency === currency);
  return (
    <section aria-labelledby="owed-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="owed-by-buyer">
      <h2 id="owed-title" className="text-lg font-semibold text-gray-900">
        <Trans>Owed to you, by buyer</Trans>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-gray-800">
          <Trans>No buyer owes you anything.</Trans>
        </p>
      ) : (
        <ScrollRegion label={t`Buyers with money owed, overdue first`} className="mt-3">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">
              <Trans>Buyers with money owed, overdue first</Trans>
            </caption>
            <thead className="border-b border-gray-300 text-gray-800">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Buyer</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Balance</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Overdue</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Oldest due</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  <Trans>Open invoices</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const book = bookOf(r.buyer_id, r.currency);
                const name = book ? buyerLabel(book.party) : t`A buyer`;
                return (
                  <tr key={`${r.buyer_id}|${r.currency}`} className="border-b border-gray-100" data-testid="owed-row">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      <Link
                        to="/seller/money/$buyerId"
                        params={{ buyerId: r.buyer_id }}
                        search={{ currency: r.currency }}
                        className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
                      >
                        {name}
                      </Link>
                    </th>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {r.balance_minor < 0 ? <Trans>Credit {f.money(-r.balance_minor, r.currency)}</Trans> : f.money(r.balance_minor, r.currency)}
                    </td>
                    <td className={`py-1 pr-2 text-right tabular-nums ${r.overdue_minor > 0 ? 'font-semibold text-red-800' : ''}`}>
                      {r.overdue_minor > 0 ? f.money(r.overdue_minor, r.currency) : '—'}
                    </td>
                    <td className="py-1 pr-2">{r.oldest_due ? f.day(r.oldest_due) : '—'}</td>
                    <td className="py-1 text-right tabular-nums">{r.open_invoices}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
