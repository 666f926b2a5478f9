// What the sync pull needs besides the rows themselves: tombstones of deleted rows and the pruning horizon.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { xid8 } from './columns.ts';

/** One per deleted synced row, written by triggers (migration 0004); kept 90 days. */
export const tombstones = pgTable(
  'tombstones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableName: text('table_name').notNull(),
    rowId: uuid('row_id').notNull(),
    /** The owner of a private row (cart, wishlist, address); null for public catalogue rows. */
    userId: uuid('user_id'),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('row_version_seq')`),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tombstones_sync_idx').on(t.txid, t.version),
    index('tombstones_user_idx').on(t.userId, t.txid, t.version),
    index('tombstones_deleted_at_idx').on(t.deletedAt),
  ],
);

/** A single row: cursors whose transaction precedes `pruned_txid` may have missed pruned tombstones and must reset. */
export const syncHorizon = pgTable('sync_horizon', {
  id: integer('id').primaryKey().default(1),
  prunedTxid: xid8('pruned_txid').notNull().default(sql`'0'::xid8`),
});
