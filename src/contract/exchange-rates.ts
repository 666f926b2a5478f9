// Exchange rates over the API (contract/currency-rules.ts holds the rule and the zod-free types): the admin's
// screen reads and sets them, visitors read the ones in force, devices pull every row (`exchange_rates`).
import { z } from 'zod';
import { parseRate, RATED_CURRENCIES } from './currency-rules.ts';

export { EXCHANGE_RATE_PATHS } from './currency-rules.ts';

/** One row, as the pull and the API give it. */
export const exchangeRateSchema = z.object({
  id: z.string(),
  currency: z.enum(RATED_CURRENCIES),
  cad_micro: z.number().int(),
  effective_on: z.string(),
  set_at: z.string(),
});

/** What the admin sees of a row: who set it, how. */
export const exchangeRateHistorySchema = exchangeRateSchema.extend({
  source: z.enum(['admin', 'script', 'seed']),
  set_by_name: z.string().nullable(),
});
export type ExchangeRateHistory = z.infer<typeof exchangeRateHistorySchema>;

const rateText = z
  .string({ error: 'rates.rate_invalid' })
  .max(20, 'rates.rate_invalid')
  .refine((s) => parseRate(s) !== null, 'rates.rate_invalid');

/** PUT body: one or both rates as decimal text ('1.3850': exact, never a float), from a day on (today if none). */
export const setExchangeRatesSchema = z
  .strictObject({
    effective_on: z.iso.date('rates.date_invalid').optional(),
    rates: z
      .array(z.strictObject({ currency: z.enum(RATED_CURRENCIES, { error: 'rates.currency_invalid' }), rate: rateText }))
      .min(1, 'rates.rate_required')
      .max(RATED_CURRENCIES.length, 'rates.currency_twice'),
  })
  .refine((b) => new Set(b.rates.map((r) => r.currency)).size === b.rates.length, { message: 'rates.currency_twice', path: ['rates'] });
export type SetExchangeRates = z.input<typeof setExchangeRatesSchema>;

export const exchangeRatesAdminSchema = z.object({
  /** Today's day the rates are in force on. */
  today: z.string(),
  current: z.array(exchangeRateSchema),
  history: z.array(exchangeRateHistorySchema),
});
export type ExchangeRatesAdmin = z.infer<typeof exchangeRatesAdminSchema>;
