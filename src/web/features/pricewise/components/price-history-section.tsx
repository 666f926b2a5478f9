// /pricewise's history: the median price per grade of the compared offers over the last 30, 90 or 365 days (the
// link's `days`), from the device's synced price history, offline too. The chart is its own chunk, loaded here only.
import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@contract/enums.ts';
import { PRICEWISE_DAYS, type PricewiseDays, type PricewiseGroup } from '@contract/pricewise-rules.ts';
import { useMedianHistory } from '../use-price-history.ts';
import { useBasisLabels } from './price-labels.ts';

const PriceHistoryChart = lazy(() => import('./price-history-chart.tsx'));

export function PriceHistorySection({
  group,
  currency,
  days,
  onDays,
  fromServer,
}: {
  group: PricewiseGroup;
  currency: Currency;
  days: PricewiseDays;
  onDays: (days: PricewiseDays) => void;
  /** The comparison came from the server: this device holds no catalogue, so the history is asked there too. */
  fromServer: boolean;
}) {
  const { t } = useLingui();
  const labels = useBasisLabels();
  const history = useMedianHistory(group, currency, days, fromServer);
  const per = labels.per(group.basis);
  const choices: Record<PricewiseDays, string> = { 30: t`30 days`, 90: t`90 days`, 365: t`1 year` };
  return (
    <section aria-labelledby="pricewise-history" className="mt-8">
      <h3 id="pricewise-history" className="text-lg font-semibold text-gray-900">
        <Trans>Price history {per}</Trans>
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-gray-700">
        <Trans>
          The median price of each grade among these offers, day by day: a farm’s price holds until it changes. In {currency}, converted at today’s exchange rates.
        </Trans>
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-gray-900">
          <Trans>Period</Trans>
        </legend>
        <div className="mt-1 inline-flex rounded-md border border-gray-300 bg-white p-0.5">
          {PRICEWISE_DAYS.map((d) => (
            <label key={d} className={`flex min-h-10 cursor-pointer items-center rounded px-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-green-700 ${d === days ? 'bg-green-800 font-semibold text-white' : 'text-gray-900'}`}>
              <input type="radio" name="pricewise-days" value={d} checked={d === days} onChange={() => onDays(d)} className="sr-only" />
              {choices[d]}
            </label>
          ))}
        </div>
      </fieldset>
      {history === 'failed' ? (
        <p className="mt-3 text-sm text-gray-700">
          <Trans>The price history shows once this device has downloaded the catalogue.</Trans>
        </p>
      ) : history === undefined ? (
        <p className="mt-3 text-sm text-gray-700" role="status">
          <Trans>Reading the price history…</Trans>
        </p>
      ) : history === null ? (
        <p className="mt-3 text-sm text-gray-700">
          <Trans>No price history for these offers on this device yet.</Trans>
        </p>
      ) : (
        <Suspense
          fallback={
            <p className="mt-3 text-sm text-gray-700">
              <Trans>Drawing the chart…</Trans>
            </p>
          }
        >
          <PriceHistoryChart history={history} />
        </Suspense>
      )}
    </section>
  );
}
