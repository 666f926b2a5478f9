// The money ledger (contract/ledger-rules.ts): one ledger per buyer, farm and currency, kept double-entry. An entry
// (ledger_entries) is one event and its postings (ledger_postings) sum to zero; neither is ever updated or deleted
// (triggers in migration 0021: a reversal only bumps the reversed entry's sync columns). e-Transfer notices
// (payment_claims) are the one thing that changes: claimed, then confirmed or rejected.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, PAYMENT_RECORD_METHODS } from '../../../contract/enums.ts';
import { CLAIM_STATUSES, LEDGER_KINDS } from '../../../contract/ledger-rules.ts';
import { users } from './accounts.ts';
import { sellers } from './catalogue.ts';
import { createdAt, syncColumns } from './columns.ts';
import { orders } from './orders.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** The accounts postings go to: what the buyer owes, the farm's income lines, cash by how it moved, credits and
 * refunds given, debts given up. */
const LEDGER_ACCOUNTS = ['receivable', 'sales', 'delivery', 'tax', 'returns', 'bad_debt', ...PAYMENT_RECORD_METHODS.map((m) => `cash:${m}` as const)] as const;

export const paymentClaims = pgTable(
  'payment_claims',
  {
    /** Made by the buyer's device. */
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    farmName: text('farm_name').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerBusiness: text('buyer_business'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    sentOn: date('sent_on').notNull(),
    orderIds: jsonb('order_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note'),
    status: text('status').notNull().default('claimed'),
    answerNote: text('answer_note'),
    paymentId: uuid('payment_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by'),
    /** What the first write asked (a replay with the same id and other content is a conflict). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('payment_claims_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('payment_claims_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    index('payment_claims_ledger_idx').on(t.sellerId, t.buyerId, t.currency, t.status),
    check('payment_claims_status_check', sql`${t.status} in (${inList(CLAIM_STATUSES)})`),
    check('payment_claims_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('payment_claims_amount_check', sql`${t.amountMinor} > 0`),
    check('payment_claims_answer_check', sql`(${t.status} = 'claimed') = (${t.answeredAt} is null) and (${t.status} = 'confirmed') = (${t.paymentId} is not null)`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Made by the device for payments, write-offs and reversals (sent once through the outbox). */
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    /** The entry's size, > 0; the signs are in the postings. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    method: text('method'),
    reference: text('reference'),
    note: text('note'),
    occurredOn: date('occurred_on').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    problemId: uuid('problem_id'),
    claimId: uuid('claim_id').references(() => paymentClaims.id, { onDelete: 'restrict' }),
    reversesId: uuid('reverses_id'),
    /** Who recorded it (null: the system, for charges, adjustments and cancellations), with their name then. */
    recordedBy: uuid('recorded_by'),
    recordedByName: text('recorded_by_name'),
    /** Copies for lists and statements. */
    farmName: text('farm_name').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerBusiness: text('buyer_business'),
    /** What the first write asked (a replay with the same id and other content is a conflict). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reverses_key').on(t.reversesId),
    uniqueIndex('ledger_entries_claim_key').on(t.claimId),
    uniqueIndex('ledger_entries_problem_key').on(t.problemId, t.kind).where(sql`${t.problemId} is not null`),
    index('ledger_entries_ledger_idx').on(t.sellerId, t.buyerId, t.currency, t.occurredOn),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_buyer_sync_idx').on(t.buyerId, t.txid, t.version),
    index('ledger_entries_seller_sync_idx').on(t.sellerId, t.txid, t.version),
    check('ledger_entries_kind_check', sql`${t.kind} in (${inList(LEDGER_KINDS)})`),
    check('ledger_entries_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('ledger_entries_amount_check', sql`${t.amountMinor} > 0`),
    check('ledger_entries_method_check', sql`(${t.kind} in ('payment', 'refund')) = (${t.method} is not null) and (${t.method} is null or ${t.method} in (${inList(PAYMENT_RECORD_METHODS)}))`),
    check('ledger_entries_reversal_check', sql`(${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
    check('ledger_entries_order_check', sql`${t.kind} in ('payment', 'reversal') or ${t.orderId} is not null`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    /** On 'receivable': the invoice (null: on the buyer's account, on no invoice). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Signed: + debit, - credit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_order_idx').on(t.orderId, t.account),
    check('ledger_postings_account_check', sql`${t.account} in (${inList(LEDGER_ACCOUNTS)})`),
    check('ledger_postings_amount_check', sql`${t.amountMinor} <> 0`),
  ],
);
