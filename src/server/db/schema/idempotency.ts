// Exactly-once answers (ARCHITECTURE 'Offline sync' 5): one row per (scope, Idempotency-Key), written in the effect's transaction.
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for signed-in calls, `anon:<hmac of the identity in the body>` otherwise (see plugins/idempotency.ts). */
    scope: text('scope').notNull(),
    key: uuid('key').notNull(),
    /** HMAC-SHA256 (server secret) of method, path and canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer, AES-256-GCM under a key derived from the request itself: only the same request can read it back. */
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
