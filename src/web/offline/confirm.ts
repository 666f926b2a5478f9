// What the drainer does with the server's answer to a confirmed outbox entry: an applier per kind writes it into
// Dexie, inside the drainer's transaction, in the page, the service worker and Node tests alike (no DOM, no React).
// Most answers are `{ data: row }`, and `confirmRow` is how every domain writes them; the domains add what their
// answer does beyond one row.
import { entityKey, type MarketDb, type OutboxEntry } from './db.ts';
import { hasWaitingChange, type WaitingScope } from './waiting.ts';

export interface ApplyContext {
  db: MarketDb;
  entry: OutboxEntry;
  /** The parsed JSON answer (undefined for an empty body). */
  response: unknown;
}

/**
 * Writes the answer of one confirmed entry. Resolves to true when the answer carried all the change did (so no pull
 * is needed for it); false or nothing when the server may have changed more than the answer says.
 */
export type Applier = (ctx: ApplyContext) => Promise<boolean | void>;

/** The `data` of an answer `{ data }` (undefined for an empty or other body). */
export function answerData<T>(response: unknown): T | undefined {
  return (response as { data?: T } | undefined)?.data;
}

/** The id of the row an entry changes (its `entityKey` is `table:id`). */
export function entryRowId(entry: Pick<OutboxEntry, 'entityKey'>): string | undefined {
  return entry.entityKey?.split(':')[1];
}

export interface ConfirmOptions<T> {
  /**
   * Which other changes to the same row hold the answer back (their own answers bring the final row). Default:
   * every unconfirmed change, as the pull does; 'pending' lets the answer replace a row a refused change still marks.
   */
  heldBy?: WaitingScope;
  /** Runs first, with the answered row (e.g. adopting the server's id for a row the device made). */
  before?: (ctx: ApplyContext, row: T) => Promise<void>;
  /** How the row goes in (default: put as answered). */
  write?: (db: MarketDb, row: T, ctx: ApplyContext) => Promise<void>;
  /** The change touches this row alone: an answer that carries it leaves nothing for a pull to bring. */
  alone?: boolean;
}

/** The generic confirm applier: the answered row `{ data: row }` replaces the device's, unless a later change waits. */
export function confirmRow<T extends { id: string }>(table: string, opts: ConfirmOptions<T> = {}): Applier {
  const { heldBy = 'unconfirmed', before, write, alone = false } = opts;
  return async (ctx) => {
    const row = answerData<T>(ctx.response);
    if (!row?.id) return false;
    await before?.(ctx, row);
    if (await hasWaitingChange(ctx.db, table, row.id, { scope: heldBy })) return alone;
    if (write) await write(ctx.db, row, ctx);
    else await ctx.db.table(table).put(row);
    return alone;
  };
}

/** A confirmed delete: the row leaves the device (unless a later change to it waits); `after` removes what went with it. */
export function confirmDelete(table: string, opts: { after?: (db: MarketDb, id: string) => Promise<void>; alone?: boolean } = {}): Applier {
  return async ({ db, entry }) => {
    const id = entryRowId(entry);
    if (!id) return false;
    if (await hasWaitingChange(db, table, id)) return opts.alone ?? false;
    await db.table(table).delete(id);
    await opts.after?.(db, id);
    return opts.alone ?? false;
  };
}

/**
 * For a row the device made under its own id: the server may answer with another (adding a product already in the
 * cart increases that line). Then the device's row goes, and waiting entries that name the device's id follow the
 * server's. Pass as `before` of confirmRow.
 */
export function adoptServerId(table: string) {
  return async ({ db, entry }: ApplyContext, row: { id: string }): Promise<void> => {
    const localId = entryRowId(entry);
    if (!localId || localId === row.id) return;
    await db.table(table).delete(localId);
    await db.local_outbox
      .where('entityKey')
      .equals(entityKey(table, localId))
      .modify((e: OutboxEntry) => {
        e.path = e.path.replace(`/${localId}/`, `/${row.id}/`);
        e.entityKey = entityKey(table, row.id);
      });
  };
}
