// Pricewise's words: what a normalised price is per, and a price with its basis ('2,56 $ / kg').
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@contract/money.ts';
import type { Currency } from '@contract/enums.ts';
import type { PriceBasis } from '@contract/pricewise-rules.ts';

export function useBasisLabels() {
  const { t, i18n } = useLingui();
  const per: Record<PriceBasis, string> = { kg: t`per kg`, l: t`per litre`, piece: t`per piece`, box: t`per box`, pack: t`per pack` };
  const short: Record<PriceBasis, string> = { kg: t`/ kg`, l: t`/ L`, piece: t`/ piece`, box: t`/ box`, pack: t`/ pack` };
  return {
    per: (basis: PriceBasis) => per[basis],
    price: (amount: number, currency: Currency, basis: PriceBasis) => `${formatMoney({ amount, currency }, i18n.locale)} ${short[basis]}`,
    money: (amount: number, currency: Currency) => formatMoney({ amount, currency }, i18n.locale),
  };
}
