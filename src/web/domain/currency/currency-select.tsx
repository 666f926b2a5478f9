// The viewer's currency: a labelled native select (keyboard and screen readers for free), in the header beside the
// language and, on phones where the header has no room, in the marketplace's toolbar beside the count. It changes the
// converted amounts shown beside prices in another currency, never what an order is charged in.
import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, type Currency } from '@contract/enums.ts';
import { setViewerCurrency, useViewerCurrency } from './viewer-currency.ts';

export function CurrencySelect({ className = '', toolbar = false }: { className?: string; toolbar?: boolean }) {
  const { t } = useLingui();
  const current = useViewerCurrency();
  const label = t`Show prices in`;
  const options = CURRENCIES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
  if (toolbar) {
    return (
      <label className={`flex shrink-0 items-center gap-2 text-sm font-medium text-gray-800 ${className}`}>
        {t`Prices in`}
        <select
          value={current}
          onChange={(e) => setViewerCurrency(e.target.value as Currency)}
          data-testid="currency-select"
          className="min-h-10 rounded-md border border-gray-400 bg-white px-2 text-base font-normal text-gray-900"
        >
          {options}
        </select>
      </label>
    );
  }
  return (
    <label className={`items-center ${className || 'inline-flex'}`}>
      <span className="sr-only">{label}</span>
      <select
        value={current}
        onChange={(e) => setViewerCurrency(e.target.value as Currency)}
        title={label}
        data-testid="currency-select"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        {options}
      </select>
    </label>
  );
}
