// Two tables beside the money ledger (migration 0022): the invoice reminders sent, one row per (invoice, kind, step)
// so each is sent once whatever runs the job and how often (modules/money/reminders.ts), and the calls made to the
// payment provider (src/server/payments: the default driver records them and charges nothing).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { createdAt } from './columns.ts';

export const ledgerReminders = pgTable(
  'ledger_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'due_soon' or 'overdue' (ledger-rules.ts reminderFor). */
    kind: text('kind').notNull(),
    /** 0 for due soon, 1.. for the overdue ones. */
    step: integer('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ledger_reminders_pkey', columns: [t.orderId, t.kind, t.step] }),
    check('ledger_reminders_kind_check', sql`${t.kind} in ('due_soon', 'overdue')`),
    check('ledger_reminders_step_check', sql`${t.step} >= 0`),
  ],
);

export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The driver that answered ('recording'). */
    provider: text('provider').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    problemId: uuid('problem_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    status: text('status').notNull(),
    /** Money the provider moved: always 0 for the recording driver. */
    movedMinor: bigint('moved_minor', { mode: 'number' }).notNull().default(0),
    providerRef: text('provider_ref'),
    /** What was asked (a webhook: the body's size and SHA-256, not the body). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_provider_events_order_idx').on(t.orderId, t.createdAt),
    check('payment_provider_events_action_check', sql`${t.action} in ('authorise', 'capture', 'refund', 'webhook')`),
    check('payment_provider_events_status_check', sql`${t.status} in ('recorded', 'succeeded', 'failed', 'pending')`),
  ],
);
