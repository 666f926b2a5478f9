// Columns shared by every table the web app syncs: one sequence orders all changes (ARCHITECTURE "Offline sync" 7).
import { sql } from 'drizzle-orm';
import { bigint, customType, pgSequence, timestamp } from 'drizzle-orm/pg-core';

export const rowVersionSeq = pgSequence('row_version_seq', { startWith: 1, increment: 1 });

/** A 64-bit transaction id (PostgreSQL 13+), as text. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** What `version` and `txid` default to: the next row version, and the writing transaction. */
const NEXT_VERSION = sql`nextval('row_version_seq')`;
const WRITING_TRANSACTION = sql`pg_current_xact_id()`;

/** `version` comes from row_version_seq on insert and is bumped by a trigger on every update (see migration 0001).
 * `txid` is the transaction that last wrote the row: the sync pull pages by (txid, version), see modules/sync. */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(NEXT_VERSION),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  txid: xid8('txid').notNull().default(WRITING_TRANSACTION),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * For `INSERT ... SELECT` into a synced table, which must name every column: the row's id (the one the device chose,
 * else a new one), and its created_at and sync columns as their defaults would set them, in the tables' column order.
 */
export const chosenId = (id: string | undefined) => (id ? sql`${id}::uuid` : sql`gen_random_uuid()`).as('id');
export const newRowStamps = (now: Date) => ({
  createdAt: sql`${now}`.as('created_at'),
  version: NEXT_VERSION.as('version'),
  updatedAt: sql`${now}`.as('updated_at'),
  txid: WRITING_TRANSACTION.as('txid'),
});
