// Every table, for drizzle's typed queries.
import * as accounts from './schema/accounts.ts';
import * as cart from './schema/cart.ts';
import * as catalogue from './schema/catalogue.ts';
import * as idempotency from './schema/idempotency.ts';
import * as orders from './schema/orders.ts';
import * as quotes from './schema/quotes.ts';
import * as standingOrders from './schema/standing-orders.ts';
import * as harvests from './schema/harvests.ts';
import * as money from './schema/money.ts';
import * as moneyJobs from './schema/money-jobs.ts';
import * as sync from './schema/sync.ts';
import * as exchangeRates from './schema/exchange-rates.ts';
import * as contact from './schema/contact.ts';
import * as site from './schema/site.ts';
import * as priceHistory from './schema/price-history.ts';
import * as audit from './schema/audit.ts';
import * as gallery from './schema/gallery.ts';

export const schema = { ...accounts, ...catalogue, ...cart, ...idempotency, ...sync, ...orders, ...quotes, ...standingOrders, ...harvests, ...money, ...moneyJobs, ...exchangeRates, ...contact, ...priceHistory, ...site, ...audit, ...gallery };
export type Schema = typeof schema;
