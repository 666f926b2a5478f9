// Exchange rates the operator keeps (migration 0024, contract/currency-rules.ts): CAD per one unit of a currency in
// millionths, from a day on; rows are only ever added (history), the latest day not after today wins.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, syncColumns } from './columns.ts';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'USD' or 'INR' (CAD is 1 and has no row). */
    currency: text('currency').notNull(),
    /** CAD per one unit, in millionths (1.3850 -> 1385000). */
    cadMicro: bigint('cad_micro', { mode: 'number' }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** The Admin who set it from the admin screen (null for the command line and the demo data). */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'admin' (the API), 'script' (npm run rates:set) or 'seed'. */
    source: text('source').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('exchange_rates_sync_idx').on(t.txid, t.version),
    index('exchange_rates_current_idx').on(t.currency, t.effectiveOn.desc(), t.setAt.desc()),
    check('exchange_rates_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('exchange_rates_rate_check', sql`${t.cadMicro} >= 1 and ${t.cadMicro} <= 10000000000`),
    check('exchange_rates_source_check', sql`${t.source} in ('admin', 'script', 'seed')`),
  ],
);
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
