// Every table, for drizzle's typed queries.
import * as accounts from './schema/accounts.ts';
import * as catalogue from './schema/catalogue.ts';

export const schema = { ...accounts, ...catalogue };
export type Schema = typeof schema;
