// The money ledger's shapes: entries and e-Transfer claims as both parties read them (the sync rows of the tables
// 'ledger_entries' and 'payment_claims'), and the writes. Rules and derived figures: ledger-rules.ts (zod-free).
// Paths: money-paths.ts.
import { z } from 'zod';
import { MAX_PRICE_MINOR } from './constants.ts';
import { CURRENCIES, PAYMENT_RECORD_METHODS } from './enums.ts';
import { CLAIM_STATUSES, LEDGER_KINDS, MONEY_NOTE_MAX, PAYMENT_ALLOCATIONS_MAX, PAYMENT_REFERENCE_MAX } from './ledger-rules.ts';
import { storableString } from './text.ts';

export { MONEY_PATHS } from './money-paths.ts';

/** The most one payment, claim or write-off may carry, in minor units (ten times the dearest price). */
export const MONEY_MAX_MINOR = MAX_PRICE_MINOR * 10;

// ---------------------------------------------------------------------------------------------------------------
// Read shapes

export const ledgerAllocationSchema = z.object({ order_id: z.string(), amount_minor: z.number().int() });

/** One ledger entry as the buyer and the farm see it: its side on the buyer's account (ledger-rules.ts LedgerRow). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  buyer_id: z.string(),
  /** Copies for lists and statements. */
  farm_name: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  kind: z.enum(LEDGER_KINDS),
  amount_minor: z.number().int(),
  allocations: z.array(ledgerAllocationSchema),
  unallocated_minor: z.number().int(),
  method: z.enum(PAYMENT_RECORD_METHODS).nullable(),
  /** Cheque number, e-Transfer reference. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  occurred_on: z.string(),
  order_id: z.string().nullable(),
  /** The invoice number of order_id, copied for statements. */
  invoice_number: z.number().int().nullable(),
  problem_id: z.string().nullable(),
  claim_id: z.string().nullable(),
  reverses_id: z.string().nullable(),
  /** Set on the entry a reversal undid. */
  reversed_by: z.string().nullable(),
  /** 'First Last' of whoever recorded it; null for the system (charges, cancellations). */
  recorded_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A buyer's 'I sent an e-Transfer'. */
export const paymentClaimSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  buyer_id: z.string(),
  farm_name: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  amount_minor: z.number().int(),
  reference: z.string(),
  sent_on: z.string(),
  /** The invoices it pays, oldest due first when confirmed; the rest stays on account. */
  order_ids: z.array(z.string()),
  note: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  answer_note: z.string().nullable(),
  /** The payment entry a confirmation made. */
  payment_id: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type PaymentClaim = z.infer<typeof paymentClaimSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Writes (all made with a client id, so they can be written offline and sent once)

const isoDate = (code: string) => storableString().regex(/^\d{4}-\d{2}-\d{2}$/, { error: code });
const amount = z
  .number({ error: 'money.amount_invalid' })
  .int({ error: 'money.amount_invalid' })
  .min(1, { error: 'money.amount_invalid' })
  .max(MONEY_MAX_MINOR, { error: 'money.amount_too_high' });
const trimmedOrNull = (max: number) =>
  storableString()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));
const requiredText = (max: number, code: string) => storableString().trim().min(1, { error: code }).max(max, { error: 'validation.too_long' });

/** POST /money/payments/ (the farm): allocations name invoices of this buyer and currency; what they do not take
 * stays on account as the buyer's credit. An allocation above what an invoice still owes when the payment arrives
 * (another device paid it meanwhile) is cut to what it owes, the rest kept on account: money received is never
 * refused nor lost. */
export const recordPaymentSchema = z
  .strictObject({
    id: z.uuid(),
    buyer_id: z.uuid({ error: 'money.buyer_required' }),
    currency: z.enum(CURRENCIES),
    method: z.enum(PAYMENT_RECORD_METHODS, { error: 'money.method_required' }),
    reference: trimmedOrNull(PAYMENT_REFERENCE_MAX),
    amount_minor: amount,
    received_on: isoDate('money.date_invalid'),
    allocations: z
      .array(z.strictObject({ order_id: z.uuid(), amount_minor: amount }))
      .max(PAYMENT_ALLOCATIONS_MAX)
      .default([]),
    note: trimmedOrNull(MONEY_NOTE_MAX),
  })
  .refine((p) => p.method !== 'etransfer' || !!p.reference, { message: 'money.reference_required', path: ['reference'] })
  .refine((p) => new Set(p.allocations.map((a) => a.order_id)).size === p.allocations.length, { message: 'money.allocation_twice', path: ['allocations'] })
  .refine((p) => p.allocations.reduce((s, a) => s + a.amount_minor, 0) <= p.amount_minor, { message: 'money.allocations_above_amount', path: ['allocations'] });
export type RecordPaymentWrite = z.input<typeof recordPaymentSchema>;

/** POST /money/write-offs/ (the farm): at most what the invoice still owes. */
export const writeOffSchema = z.strictObject({
  id: z.uuid(),
  order_id: z.uuid(),
  amount_minor: amount,
  note: requiredText(MONEY_NOTE_MAX, 'money.note_required'),
});
export type WriteOffWrite = z.input<typeof writeOffSchema>;

/** POST /money/entries/{id}/reverse/ (the farm): a payment or write-off, once. */
export const reverseEntrySchema = z.strictObject({
  id: z.uuid(),
  note: requiredText(MONEY_NOTE_MAX, 'money.note_required'),
});
export type ReverseEntryWrite = z.input<typeof reverseEntrySchema>;

/** POST /money/claims/ (the buyer): 'I sent an e-Transfer'. */
export const paymentClaimWriteSchema = z.strictObject({
  id: z.uuid(),
  seller_id: z.uuid(),
  currency: z.enum(CURRENCIES),
  amount_minor: amount,
  reference: requiredText(PAYMENT_REFERENCE_MAX, 'money.reference_required'),
  sent_on: isoDate('money.date_invalid'),
  order_ids: z.array(z.uuid()).max(PAYMENT_ALLOCATIONS_MAX).default([]),
  note: trimmedOrNull(MONEY_NOTE_MAX),
});
export type PaymentClaimWrite = z.input<typeof paymentClaimWriteSchema>;

/** POST /money/claims/{id}/answer/ (the farm): confirmed makes a payment (entry id `payment_id`, made by the
 * client so an offline confirmation is sent once); rejected needs a note. */
export const claimAnswerSchema = z
  .strictObject({
    to: z.enum(['confirmed', 'rejected']),
    payment_id: z.uuid().optional(),
    received_on: isoDate('money.date_invalid').optional(),
    note: trimmedOrNull(MONEY_NOTE_MAX),
  })
  .refine((a) => a.to !== 'rejected' || !!a.note, { message: 'money.note_required', path: ['note'] })
  .refine((a) => a.to !== 'confirmed' || !!a.payment_id, { message: 'validation.required', path: ['payment_id'] });
export type ClaimAnswerWrite = z.input<typeof claimAnswerSchema>;

/** GET /money/statement/ */
export const statementQuery = z.object({
  seller_id: z.uuid().optional(),
  buyer_id: z.uuid().optional(),
  currency: z.enum(CURRENCIES).default('CAD'),
  month: storableString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'money.month_invalid' }),
  format: z.enum(['json', 'csv']).default('json'),
});

/** GET /money/seller/export/ */
export const sellerExportQuery = z.object({
  from: isoDate('money.date_invalid'),
  to: isoDate('money.date_invalid'),
});

export const ledgerEntryResponse = z.object({ data: ledgerEntrySchema });
export const paymentClaimResponse = z.object({ data: paymentClaimSchema });

// ---------------------------------------------------------------------------------------------------------------
// Answers of the money routes beyond one row

/** POST /money/entries/{id}/reverse/: the reversal, and the entry it undid (now with reversed_by). */
export const reversalResponse = z.object({ data: ledgerEntrySchema, reversed: ledgerEntrySchema });

/** POST /money/claims/{id}/answer/: the claim as answered, and the payment a confirmation made (null: rejected). */
export const claimAnswerResponse = z.object({ data: paymentClaimSchema, payment: ledgerEntrySchema.nullable() });

export const statementLineSchema = z.object({
  entry_id: z.string(),
  date: z.string(),
  kind: z.enum(LEDGER_KINDS),
  invoice_number: z.number().int().nullable(),
  method: z.enum(PAYMENT_RECORD_METHODS).nullable(),
  reference: z.string().nullable(),
  debit_minor: z.number().int(),
  credit_minor: z.number().int(),
  balance_minor: z.number().int(),
  payout: z.boolean(),
});

/** GET /money/statement/ (JSON): ledger-rules.ts Statement, with who it is between. */
export const statementSchema = z.object({
  month: z.string(),
  from: z.string(),
  until: z.string(),
  currency: z.enum(CURRENCIES),
  opening_minor: z.number().int(),
  lines: z.array(statementLineSchema),
  closing_minor: z.number().int(),
  aging: z.object({ '0_30': z.number().int(), '31_60': z.number().int(), '61_90': z.number().int(), '90_plus': z.number().int() }),
  overdue_minor: z.number().int(),
  seller_id: z.string(),
  buyer_id: z.string(),
  farm_name: z.string(),
  buyer_name: z.string(),
  buyer_business: z.string().nullable(),
});
export type StatementData = z.infer<typeof statementSchema>;
export const statementResponse = z.object({ data: statementSchema });

/** GET /money/check/ (Admin): what ledger_violations() finds; ok when nothing. */
export const moneyCheckResponse = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ kind: z.string(), ref: z.string(), detail: z.string() })),
});
