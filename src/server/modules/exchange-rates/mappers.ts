// Rows to the contract's shape (the API and the sync pull): the rate, its day and when it was set; not who set it.
import type { ExchangeRate, RatedCurrency } from '../../../contract/currency-rules.ts';
import type { ExchangeRateRow } from '../../db/schema/exchange-rates.ts';

export function toExchangeRate(r: ExchangeRateRow): ExchangeRate {
  return { id: r.id, currency: r.currency as RatedCurrency, cad_micro: r.cadMicro, effective_on: r.effectiveOn, set_at: r.setAt.toISOString() };
}
