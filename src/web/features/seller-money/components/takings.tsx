// Money received in a month, by how it was paid (takingsByMethod): payments net of reversals and refunds paid back,
// per currency, with the month in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { monthBounds, monthOf, takingsByMethod } from '@contract/ledger-rules.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { useMoneyFormats, usePaymentRecordMethodLabel } from '@/domain/money/money-labels.tsx';
import { statementMonths } from '@/domain/money/statement-sheet.tsx';
import type { FarmBooks } from '../use-farm-books.ts';

export function Takings({ farm, month, onMonth }: { farm: FarmBooks; month: string | undefined; onMonth: (month: string) => void }) {
  const { t } = useLingui();
  const f = useMoneyFormats();
  const method = usePaymentRecordMethodLabel();
  const months = statementMonths({ entries: farm.rows.entries }, farm.today).filter((m) => m <= monthOf(farm.today));
  const chosen = month && months.includes(month) ? month : monthOf(farm.today);
  const { from, until } = monthBounds(chosen);
  const rows = takingsByMethod(farm.rows.entries, from, until).sort((a, b) => a.currency.localeCompare(b.currency) || a.method.localeCompare(b.method));
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <section aria-labelledby="takings-title" className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="takings">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="takings-title" className="text-lg font-semibold text-gray-900">
          <Trans>Takings by payment method</Trans>
        </h2>
        <SelectField label={<Trans>Month</Trans>} value={chosen} onChange={(e) => onMonth(e.target.value)} className="min-w-44">
          {months.map((m) => (
            <option key={m} value={m}>
              {f.month(m)}
            </option>
          ))}
        </SelectField>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-gray-800">
          <Trans>No payment recorded in {f.month(chosen)}.</Trans>
        </p>
      ) : (
        <ScrollRegion label={t`Money received in ${f.month(chosen)}, by payment method`} className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Money received in {f.month(chosen)}, by payment method</Trans>
            </caption>
            <thead className="border-b border-gray-300 text-gray-800">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  <Trans>Method</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Payments</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  <Trans>Received</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  <Trans>Refunded</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.method}|${r.currency}`} className="border-b border-gray-100" data-testid="takings-row">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {method(r.method)}
                    {currencies.length > 1 ? ` (${r.currency})` : ''}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{r.count}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{f.money(r.received_minor, r.currency)}</td>
                  <td className="py-1 text-right tabular-nums">{r.refunded_minor ? f.money(r.refunded_minor, r.currency) : '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {currencies.map((c) => {
                const mine = rows.filter((r) => r.currency === c);
                return (
                  <tr key={c} className="border-t-2 border-gray-300 font-semibold" data-testid="takings-total">
                    <th scope="row" className="py-1 pr-2">
                      <Trans>Total ({c})</Trans>
                    </th>
                    <td className="py-1 pr-2 text-right tabular-nums">{mine.reduce((s, r) => s + r.count, 0)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{f.money(mine.reduce((s, r) => s + r.received_minor, 0), c)}</td>
                    <td className="py-1 text-right tabular-nums">{f.money(mine.reduce((s, r) => s + r.refunded_minor, 0), c)}</td>
                  </tr>
                );
              })}
            </tfoot>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
