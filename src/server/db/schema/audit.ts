// The admin audit log (migration 0029): one row per admin action, written in the action's own transaction. A trigger
// refuses every change, delete and truncate; only the admin's id goes null when their account is deleted.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (the log's order: several can share a time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's address when they acted, kept when the account goes. */
    adminEmail: text('admin_email').notNull(),
    /** What was done, e.g. 'user.disable' (contract/audit.ts names them). */
    action: text('action').notNull(),
    /** The object acted on: the route's id, or the id of what the action created. */
    targetId: text('target_id'),
    /** What the object is called, for people reading the log: an account's email, a post's title, a farm's name. */
    targetLabel: text('target_label'),
    /** The request's fields, long texts cut and secrets left out. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The HTTP status answered. */
    status: integer('status').notNull(),
  },
  (t) => [uniqueIndex('admin_audit_seq_key').on(t.seq), index('admin_audit_action_idx').on(t.action, t.seq)],
);
