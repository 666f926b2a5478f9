// The contact form's messages and the operator's answers (migration 0025).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that sent it (null: a visitor). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** 'en' or 'fr': the language the answer is written in. */
    language: text('language').notNull(),
    /** 'new', 'read' or 'answered'. */
    status: text('status').notNull().default('new'),
    /** HMAC of the sender's address (never the address itself). */
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply'),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'answered')`),
    check('contact_messages_language_check', sql`${t.language} in ('en', 'fr')`),
  ],
);
