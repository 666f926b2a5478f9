// Columns shared by every table the web app syncs: one sequence orders all changes (ARCHITECTURE "Offline sync" 7).
import { sql } from 'drizzle-orm';
import { bigint, customType, pgSequence, timestamp } from 'drizzle-orm/pg-core';

export const rowVersionSeq = pgSequence('row_version_seq', { startWith: 1, increment: 1 });

/** A 64-bit transaction id (PostgreSQL 13+), as text. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** `version` comes from row_version_seq on insert and is bumped by a trigger on every update (see migration 0001).
 * `txid` is the transaction that last wrote the row: the sync pull pages by (txid, version), see modules/sync. */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('row_version_seq')`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
