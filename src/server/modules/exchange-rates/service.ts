// Exchange rates the operator keeps (contract/currency-rules.ts): the ones in force, the history, and setting new
// ones from a day on. Rows are only added: a rate set by mistake is corrected by setting the right one (the later
// one of a day wins), and the history shows both.
import { parseRate, rateDay, type ExchangeRate } from '../../../contract/currency-rules.ts';
import type { ExchangeRateHistory, ExchangeRatesAdmin, SetExchangeRates } from '../../../contract/exchange-rates.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toExchangeRate } from './mappers.ts';
import * as q from './queries.ts';

/** The most history rows the admin screen shows. */
export const HISTORY_LIMIT = 200;

export async function ratesInForce(db: Db, now: Date): Promise<ExchangeRate[]> {
  return (await q.ratesInForce(db, rateDay(now))).map(toExchangeRate);
}

export async function adminView(db: Db, now: Date): Promise<ExchangeRatesAdmin> {
  const today = rateDay(now);
  const [current, rows] = await Promise.all([q.ratesInForce(db, today), q.history(db, HISTORY_LIMIT)]);
  const history: ExchangeRateHistory[] = rows.map((h) => ({
    ...toExchangeRate(h.rate),
    source: h.rate.source as ExchangeRateHistory['source'],
    set_by_name: h.email ? `${h.firstName} ${h.lastName}`.trim() || h.email : null,
  }));
  return { today, current: current.map(toExchangeRate), history };
}

export type RateSource = 'admin' | 'script' | 'seed';

/** Adds one row per rate, dated `effective_on` (today when none), set now by `setBy` (an Admin) or a command. */
export async function setRates(db: Db, body: SetExchangeRates, opts: { setBy: string | null; source: RateSource; now: Date }): Promise<ExchangeRate[]> {
  const effectiveOn = body.effective_on ?? rateDay(opts.now);
  const rows = body.rates.map((r) => {
    const micro = parseRate(r.rate);
    if (micro === null) throw new HttpError(400, 'validation_failed', 'rates.rate_invalid');
    return { currency: r.currency, cadMicro: micro, effectiveOn, setBy: opts.setBy, source: opts.source, setAt: opts.now };
  });
  return (await q.insertRates(db, rows)).map(toExchangeRate);
}
