// Says honestly what a price in another currency means: the farm sells in it and charges the order in it; the amount
// in the viewer's currency is for reading, at the operator's rate of a day, and the buyer's bank or card sets the
// rate they actually pay. Nothing for a price in the viewer's own currency.
import { useLingui } from '@lingui/react/macro';
import type { Currency } from '@contract/enums.ts';
import { useConverted } from './converted-price.tsx';
import { useExchangeRates } from './use-exchange-rates.ts';
import { useViewerCurrency } from './viewer-currency.ts';

export function useCurrencyName(): (c: Currency) => string {
  const { t } = useLingui();
  const names: Record<Currency, string> = { CAD: t`Canadian dollars`, USD: t`US dollars`, INR: t`Indian rupees` };
  return (c) => names[c];
}

/**
 * `amountMinor` given (a checkout's total): the note names what it comes to in the viewer's currency. `where`:
 * 'product' (a product page) or 'order' (one order of the checkout).
 */
export function ChargedInNote({ currency, amountMinor, where, className = '' }: { currency: Currency; amountMinor?: number; where: 'product' | 'order'; className?: string }) {
  const { t } = useLingui();
  const viewer = useViewerCurrency();
  const name = useCurrencyName()(currency);
  const converted = useConverted(amountMinor ?? 0, currency);
  const rates = useExchangeRates();
  if (currency === viewer) return null;
  const charged = where === 'order' ? t`This order is charged in ${name} (${currency}), the farm’s currency, not in your currency.` : t`This farm sells this product in ${name} (${currency}): an order of it is charged in ${currency}.`;
  let reading: string;
  // While the rates are read, the charge alone (never 'no rate' before they have answered).
  if (!rates) reading = '';
  else if (!converted) reading = t`No exchange rate is kept for it yet, so no converted amount is shown.`;
  else if (amountMinor !== undefined) {
    const { text, date } = converted;
    reading = t`About ${text} at the rate of ${date}, for your information only: your bank or card issuer sets the rate you pay.`;
  } else {
    const { date } = converted;
    reading = t`Amounts marked ≈ are for your information only, at the rate of ${date}; your bank or card issuer sets the rate you pay.`;
  }
  return (
    <p className={`rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-gray-900 ${className}`} data-testid="charged-in-note">
      {charged} {reading}
    </p>
  );
}
