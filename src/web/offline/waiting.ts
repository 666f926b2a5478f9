// The one rule for "does this row have a change the server has not confirmed?", asked by the pull (never overwrite
// such a row), the appliers (a later change's own answer brings the final row) and the screens ('Waiting to be
// sent', 'Not saved'). An outbox entry names its row by `entityKey` ('orders:<id>'). Two questions, said apart:
//   - unconfirmed (the default): entries still to be sent or refused by the server; the row stays as the user made
//     it until the user retries or discards the refused change;
//   - pending: only the entries still to be sent (what 'Waiting to be sent' means; refused ones show on their own).
import { entityKey, type MarketDb, type OutboxEntry } from './db.ts';

export type WaitingScope = 'unconfirmed' | 'pending';

export interface WaitingQuery {
  scope?: WaitingScope;
}

const inScope = (scope: WaitingScope) => (e: OutboxEntry) => scope === 'unconfirmed' || e.state === 'pending';

/** The outbox entries that change the row `table:id`, oldest first. */
export async function waitingChanges(db: MarketDb, table: string, id: string, { scope = 'unconfirmed' }: WaitingQuery = {}): Promise<OutboxEntry[]> {
  const entries = await db.local_outbox.where('entityKey').equals(entityKey(table, id)).sortBy('seq');
  return entries.filter(inScope(scope));
}

/** Whether the row `table:id` has a change in scope. */
export async function hasWaitingChange(db: MarketDb, table: string, id: string, { scope = 'unconfirmed' }: WaitingQuery = {}): Promise<boolean> {
  const rows = db.local_outbox.where('entityKey').equals(entityKey(table, id));
  return (await (scope === 'unconfirmed' ? rows : rows.filter(inScope(scope))).count()) > 0;
}

/** The outbox entries that change any of these rows (entity keys), oldest first. */
export async function waitingChangesOf(db: MarketDb, keys: readonly string[], { scope = 'unconfirmed' }: WaitingQuery = {}): Promise<OutboxEntry[]> {
  if (keys.length === 0) return [];
  const entries = await db.local_outbox.where('entityKey').anyOf([...keys]).sortBy('seq');
  return entries.filter(inScope(scope));
}

/** The outbox entries that change any row of `table`, oldest first. */
export async function waitingChangesIn(db: MarketDb, table: string, { scope = 'unconfirmed' }: WaitingQuery = {}): Promise<OutboxEntry[]> {
  const entries = await db.local_outbox.where('entityKey').startsWith(`${table}:`).sortBy('seq');
  return entries.filter(inScope(scope));
}

/** Entity keys of every row with a change in scope ('orders:<id>', ...); `table` keeps one table's. */
export async function rowsWithWaitingChanges(db: MarketDb, { scope = 'unconfirmed', table }: WaitingQuery & { table?: string } = {}): Promise<Set<string>> {
  const keys =
    scope === 'unconfirmed'
      ? ((await db.local_outbox.orderBy('entityKey').uniqueKeys()) as string[])
      : (await db.local_outbox.where('state').equals('pending').toArray()).flatMap((e) => (e.entityKey ? [e.entityKey] : []));
  return new Set(table ? keys.filter((k) => k.startsWith(`${table}:`)) : keys);
}

/** The ids of one table's rows with a change in scope. */
export async function idsWithWaitingChanges(db: MarketDb, table: string, query: WaitingQuery = {}): Promise<Set<string>> {
  const keys = await rowsWithWaitingChanges(db, { ...query, table });
  return new Set([...keys].map((k) => k.slice(table.length + 1)));
}
