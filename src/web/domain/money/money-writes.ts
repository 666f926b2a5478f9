// The money ledger changed offline-first: a payment the farm received, a write-off, a reversal, a buyer's 'I sent an
// e-Transfer' and the farm's answer to it. Each is made with a client uuid (sent once: the outbox entry's id is its
// Idempotency-Key, and the body's id makes a replay find the entry it already made), shows at once in Dexie as an
// entry marked waiting (its figures are the device's own), and is replaced by the server's row when it is confirmed
// (money-appliers.ts). A refusal stays on screen as 'Not saved' with the server's reason until retried or discarded.
import type { ClaimAnswerWrite, PaymentClaimWrite, RecordPaymentWrite, ReverseEntryWrite, WriteOffWrite } from '@contract/ledger.ts';
import { allocateOldestFirst, type InvoiceState, type LedgerAllocation } from '@contract/ledger-rules.ts';
import { MONEY_PATHS } from '@contract/money-paths.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { db, type LocalLedgerEntry, type LocalPaymentClaim } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { CLAIM_ANSWER_KIND, CLAIM_CREATE_KIND, ENTRY_REVERSE_KIND, PAYMENT_RECORD_KIND, WRITE_OFF_KIND } from './money-appliers.ts';

const ENTRIES = 'ledger_entries';
const CLAIMS = 'payment_claims';

/** Who an entry is between, as the rows copy it (one ledger: a farm, a buyer, a currency). */
export type LedgerParty = Pick<LocalLedgerEntry, 'seller_id' | 'buyer_id' | 'farm_name' | 'buyer_name' | 'buyer_business' | 'currency'>;

const farmHref = (party: Pick<LedgerParty, 'buyer_id' | 'currency'>) => `/seller/money/${party.buyer_id}?currency=${party.currency}`;

/** The body of POST /money/payments/ as the form makes it. */
export type PaymentBody = Required<Omit<RecordPaymentWrite, 'reference' | 'note'>> & { reference: string | null; note: string | null };
export type WriteOffBody = WriteOffWrite;
export type ReverseBody = ReverseEntryWrite;
export type ClaimBody = Required<Omit<PaymentClaimWrite, 'note'>> & { note: string | null };

function localEntry(p: LedgerParty, fields: Partial<LocalLedgerEntry> & Pick<LocalLedgerEntry, 'id' | 'kind' | 'amount_minor' | 'allocations' | 'unallocated_minor' | 'occurred_on'>, now: string): LocalLedgerEntry {
  return {
    seller_id: p.seller_id,
    buyer_id: p.buyer_id,
    farm_name: p.farm_name,
    buyer_name: p.buyer_name,
    buyer_business: p.buyer_business,
    currency: p.currency,
    method: null,
    reference: null,
    note: null,
    order_id: null,
    invoice_number: null,
    problem_id: null,
    claim_id: null,
    reverses_id: null,
    reversed_by: null,
    recorded_by: null,
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
    ...fields,
  };
}

/** The payment as this device shows it until the server's row replaces it: each invoice's share lowers what it owes;
 * the rest stays on the buyer's account as credit. */
export function localPayment(body: PaymentBody, party: LedgerParty, recordedBy: string | null, now: string): LocalLedgerEntry {
  const allocated = body.allocations.reduce((sum, a) => sum + a.amount_minor, 0);
  return localEntry(
    party,
    {
      id: body.id,
      kind: 'payment',
      amount_minor: body.amount_minor,
      allocations: body.allocations.map((a) => ({ order_id: a.order_id, amount_minor: -a.amount_minor })),
      unallocated_minor: -(body.amount_minor - allocated),
      method: body.method,
      reference: body.reference,
      note: body.note,
      occurred_on: body.received_on,
      recorded_by: recordedBy,
    },
    now,
  );
}

/** Record money the farm received from a buyer (cash, cheque, e-Transfer, card at the door): shown at once, sent once. */
export async function recordPayment(body: PaymentBody, party: LedgerParty, recordedBy: string | null, label: string): Promise<string> {
  const row = localPayment(body, party, recordedBy, new Date().toISOString());
  await mutate({
    kind: PAYMENT_RECORD_KIND,
    label,
    entity: { table: ENTRIES, id: row.id },
    request: { method: 'POST', path: MONEY_PATHS.payments, body },
    editHref: farmHref(party),
    apply: async () => {
      await db.ledger_entries.put(row);
    },
  });
  return row.id;
}

/** Give up on what is left of an invoice (at most what it still owes, with the reason). */
export async function writeOff(body: WriteOffBody, invoiceNumber: number, party: LedgerParty, recordedBy: string | null, label: string): Promise<string> {
  const row = localEntry(
    party,
    {
      id: body.id,
      kind: 'write_off',
      amount_minor: body.amount_minor,
      allocations: [{ order_id: body.order_id, amount_minor: -body.amount_minor }],
      unallocated_minor: 0,
      note: body.note.trim(),
      order_id: body.order_id,
      invoice_number: invoiceNumber,
      occurred_on: todayInCanada(),
      recorded_by: recordedBy,
    },
    new Date().toISOString(),
  );
  await mutate({
    kind: WRITE_OFF_KIND,
    label,
    entity: { table: ENTRIES, id: row.id },
    request: { method: 'POST', path: MONEY_PATHS.writeOffs, body },
    editHref: farmHref(party),
    apply: async () => {
      await db.ledger_entries.put(row);
    },
  });
  return row.id;
}

/** Undo a payment or write-off recorded by mistake: a new entry that moves the buyer's account back (the original
 * stays, marked reversed). */
export async function reverseEntry(original: LocalLedgerEntry, body: ReverseBody, recordedBy: string | null, label: string): Promise<string> {
  const now = new Date().toISOString();
  const row = localEntry(
    original,
    {
      id: body.id,
      kind: 'reversal',
      amount_minor: original.amount_minor,
      allocations: original.allocations.map((a): LedgerAllocation => ({ order_id: a.order_id, amount_minor: -a.amount_minor })),
      unallocated_minor: -original.unallocated_minor,
      method: original.method,
      reference: original.reference,
      note: body.note.trim(),
      order_id: original.order_id,
      invoice_number: original.invoice_number,
      reverses_id: original.id,
      occurred_on: todayInCanada(),
      recorded_by: recordedBy,
    },
    now,
  );
  await mutate({
    kind: ENTRY_REVERSE_KIND,
    label,
    entity: { table: ENTRIES, id: row.id },
    request: { method: 'POST', path: MONEY_PATHS.reverse(original.id), body },
    editHref: farmHref(original),
    apply: async () => {
      await db.ledger_entries.put(row);
      const current = await db.ledger_entries.get(original.id);
      if (current) await db.ledger_entries.put({ ...current, reversed_by: row.id });
    },
  });
  return row.id;
}

/** The buyer's 'I sent an e-Transfer' as this device shows it until the server's row replaces it. */
export function localClaim(body: ClaimBody, party: LedgerParty, now: string): LocalPaymentClaim {
  return {
    id: body.id,
    seller_id: party.seller_id,
    buyer_id: party.buyer_id,
    farm_name: party.farm_name,
    buyer_name: party.buyer_name,
    buyer_business: party.buyer_business,
    currency: body.currency,
    amount_minor: body.amount_minor,
    reference: body.reference.trim(),
    sent_on: body.sent_on,
    order_ids: body.order_ids,
    note: body.note,
    status: 'claimed',
    answer_note: null,
    payment_id: null,
    answered_at: null,
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
  };
}

/** Tell the farm an e-Transfer was sent (the farm confirms it when it arrives): shown at once, sent once. */
export async function claimETransfer(body: ClaimBody, party: LedgerParty, label: string): Promise<string> {
  const row = localClaim(body, party, new Date().toISOString());
  await mutate({
    kind: CLAIM_CREATE_KIND,
    label,
    entity: { table: CLAIMS, id: row.id },
    request: { method: 'POST', path: MONEY_PATHS.claims, body },
    editHref: `/statements`,
    apply: async () => {
      await db.payment_claims.put(row);
    },
  });
  return row.id;
}

/**
 * The farm's answer to an e-Transfer notice. Confirmed: it becomes a payment (its id made here, so an offline answer is
 * sent once) on the invoices the buyer named, oldest due first (all open invoices when none was named), the rest on
 * account; shown at once. Not found: the note says why, and the buyer reads it.
 */
export async function answerClaim(
  claim: LocalPaymentClaim,
  answer: { to: 'confirmed'; received_on: string; note: string | null; open: readonly InvoiceState[] } | { to: 'rejected'; note: string },
  recordedBy: string | null,
  label: string,
): Promise<void> {
  const now = new Date().toISOString();
  const paymentId = answer.to === 'confirmed' ? crypto.randomUUID() : undefined;
  const body: ClaimAnswerWrite =
    answer.to === 'confirmed' ? { to: 'confirmed', payment_id: paymentId, received_on: answer.received_on, note: answer.note } : { to: 'rejected', note: answer.note.trim() };
  let payment: LocalLedgerEntry | null = null;
  if (answer.to === 'confirmed' && paymentId) {
    const named = claim.order_ids.length > 0 ? answer.open.filter((s) => claim.order_ids.includes(s.order_id)) : answer.open;
    const split = allocateOldestFirst(claim.amount_minor, named);
    payment = localEntry(
      claim,
      {
        id: paymentId,
        kind: 'payment',
        amount_minor: claim.amount_minor,
        allocations: split.allocations,
        unallocated_minor: split.unallocated_minor,
        method: 'etransfer',
        reference: claim.reference,
        note: answer.note,
        claim_id: claim.id,
        occurred_on: answer.received_on,
        recorded_by: recordedBy,
      },
      now,
    );
  }
  await mutate({
    kind: CLAIM_ANSWER_KIND,
    label,
    entity: { table: CLAIMS, id: claim.id },
    request: { method: 'POST', path: MONEY_PATHS.claimAnswer(claim.id), body },
    editHref: '/seller/money',
    apply: async () => {
      const current = (await db.payment_claims.get(claim.id)) ?? claim;
      await db.payment_claims.put({
        ...current,
        status: answer.to,
        answer_note: answer.to === 'rejected' ? answer.note.trim() : answer.note,
        payment_id: paymentId ?? null,
        answered_at: now,
        updated_at: now,
        local: 'waiting',
      });
      if (payment) await db.ledger_entries.put(payment);
    },
  });
}
