// The demo's exchange rates (contract/currency-rules.ts): a short history dated relative to the day the demo is
// loaded, the latest from yesterday (as the Bank of Canada's daily rates are published), as an operator would have
// typed them with `npm run rates:set`. Realistic figures for late 2026; the operator replaces them.
import { parseRate, rateDay } from '../../../contract/currency-rules.ts';
import type { Db } from '../client.ts';
import { exchangeRates } from '../schema/exchange-rates.ts';

/** [currency, CAD per unit, days before the seed day]. */
export const DEMO_RATES: Array<['USD' | 'INR', string, number]> = [
  ['USD', '1.3655', 63],
  ['USD', '1.3760', 32],
  ['USD', '1.3850', 1],
  ['INR', '0.01630', 32],
  ['INR', '0.01650', 1],
];

export async function seedExchangeRates(db: Db, now: Date): Promise<void> {
  const day = (back: number) => rateDay(new Date(now.getTime() - back * 86_400_000));
  await db.insert(exchangeRates).values(
    DEMO_RATES.map(([currency, rate, back]) => ({
      currency,
      cadMicro: parseRate(rate)!,
      effectiveOn: day(back),
      source: 'seed',
      setAt: new Date(now.getTime() - back * 86_400_000),
    })),
  );
}
