// Every table, for drizzle's typed queries.
import * as accounts from './schema/accounts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as idempotency from './schema/idempotency.ts';

export const schema = { ...accounts, ...catalogue, ...idempotency };
export type Schema = typeof schema;
