// Columns shared by every table the web app syncs: one sequence orders all changes (ARCHITECTURE "Offline sync" 7).
import { sql } from 'drizzle-orm';
import { bigint, pgSequence, timestamp } from 'drizzle-orm/pg-core';

export const rowVersionSeq = pgSequence('row_version_seq', { startWith: 1, increment: 1 });

/** `version` comes from row_version_seq on insert and is bumped by a trigger on every update (see migration 0001). */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('row_version_seq')`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
