// A price listed in another currency than the viewer's, converted for reading: '≈ $12.40 (rate of Nov 27, 2026)'.
// Nothing when the currencies are the same or no rate is kept for one of them (never a guess). The listed amount
// stays what is charged: this line is for reading only.
import { useLingui } from '@lingui/react/macro';
import { convertMinor } from '@contract/currency-rules.ts';
import type { Currency } from '@contract/enums.ts';
import { formatMoney } from '@contract/money.ts';
import { useExchangeRates } from './use-exchange-rates.ts';
import { useViewerCurrency } from './viewer-currency.ts';

/** A rate's day as the reader writes it: 'Nov 27, 2026', '27 nov. 2026'. */
export function rateDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The converted amount and its rate's date, for callers that word it themselves; null when nothing to show. */
export function useConverted(amountMinor: number, currency: Currency): { text: string; date: string; to: Currency } | null {
  const { i18n } = useLingui();
  const viewer = useViewerCurrency();
  const rates = useExchangeRates();
  if (viewer === currency || !rates) return null;
  const converted = convertMinor(amountMinor, currency, viewer, rates);
  if (!converted || converted.date === null) return null;
  return { text: formatMoney({ amount: converted.amount, currency: viewer }, i18n.locale), date: rateDate(converted.date, i18n.locale), to: viewer };
}

type ConvertedPriceProps = { amountMinor: number; currency: Currency; className?: string };

/** '≈ $14.82 (rate of …)' beside a price listed in another currency than the viewer's; nothing otherwise. */
export function ConvertedPrice(props: ConvertedPriceProps) {
  // Most prices are already in the viewer's currency: those cards never open a query on the rates.
  return useViewerCurrency() === props.currency ? null : <ConvertedPriceText {...props} />;
}

function ConvertedPriceText({ amountMinor, currency, className = 'text-xs text-gray-700' }: ConvertedPriceProps) {
  const { t } = useLingui();
  const converted = useConverted(amountMinor, currency);
  if (!converted) return null;
  const { text, date } = converted;
  return (
    <span className={className} data-testid="converted-price">
      {t`≈ ${text} (rate of ${date})`}
    </span>
  );
}
