// SQL of the exchange rates: every row (they are few: one or two a currency and working day at most), the ones in
// force, and adding rows (never changing one).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { exchangeRates, type ExchangeRateRow } from '../../db/schema/exchange-rates.ts';

/** The rates in force on `day`: per currency the latest effective day not after it, then the one set last. */
export function ratesInForce(db: Db, day: string): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(sql`${exchangeRates.effectiveOn} <= ${day}::date`)
    .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveOn), desc(exchangeRates.setAt), desc(exchangeRates.version));
}

/** The history, newest first, with the name of the Admin who set each (none for the command line and the seed). */
export function history(db: Db, limit: number) {
  return db
    .select({ rate: exchangeRates, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.setBy))
    .orderBy(desc(exchangeRates.effectiveOn), desc(exchangeRates.setAt), desc(exchangeRates.version))
    .limit(limit);
}

export function insertRates(db: Db, rows: Array<typeof exchangeRates.$inferInsert>): Promise<ExchangeRateRow[]> {
  return db.insert(exchangeRates).values(rows).returning();
}
