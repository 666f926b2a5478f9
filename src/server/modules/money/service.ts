// The money routes' work (contract/ledger.ts, ledger-rules.ts). The farm records payments on its buyers' invoices,
// writes off what it gives up on and reverses its own mistakes; a buyer says they sent an e-Transfer and the farm
// confirms it (a payment) or says it did not arrive. Every write carries an id made by the device, so a write queued
// offline and sent again (the outbox, a batch, a lost answer) is applied once: the same id and the same content
// answer the row as it is (200), the same id with other content is refused (409).
//
// Order of work in each write: the id's lock, the replay check, every refusal that needs no ledger figure, then the
// ledger's lock (ledger.ts lockLedger: the invoices' rows, then the ledger) and the refusals that read what invoices
// owe, and only then the writes. A refusal inside app.idempotent commits what was written before it, so nothing is
// written before the last refusal.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Currency, Language, Role } from '../../../contract/enums.ts';
import type { claimAnswerSchema, LedgerEntry, PaymentClaim, paymentClaimWriteSchema, recordPaymentSchema, reverseEntrySchema, sellerExportQuery, writeOffSchema } from '../../../contract/ledger.ts';
import { allocateOldestFirst, canReverse, csvLine, invoiceStates, minorToDecimal, REVERSIBLE_KINDS, type InvoiceState, type LedgerKind } from '../../../contract/ledger-rules.ts';
import { addDays, formatInvoiceNumber, todayInCanada } from '../../../contract/order-rules.ts';
import { canonicalJson } from '../../../contract/quote-rules.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { findBulkBuyer } from '../bulk-buyers/queries.ts';
import { notify } from '../notifications/notify.ts';
import { sellerOf } from '../sellers/current.ts';
import { findSeller } from '../sellers/queries.ts';
import { csvFile, csvWords, slug } from './csv-labels.ts';
import { ledgerOrders, ledgerRows, lockLedger, postEntry, toLedgerEntries, type LedgerAccount, type LedgerKey, type PostingInput } from './ledger.ts';
import { toPaymentClaim } from './mappers.ts';
import * as q from './queries.ts';
import { statementCsv, statementFileName, statementFor, type StatementAsk, type StatementView } from './statements.ts';

type PaymentBody = z.output<typeof recordPaymentSchema>;
type WriteOffBody = z.output<typeof writeOffSchema>;
type ReverseBody = z.output<typeof reverseEntrySchema>;
type ClaimBody = z.output<typeof paymentClaimWriteSchema>;
type ClaimAnswerBody = z.output<typeof claimAnswerSchema>;
type ExportQuery = z.output<typeof sellerExportQuery>;

/** Where a buyer's notices about a farm's money lead, and a farm's about a buyer's. */
export const BUYER_MONEY_HREF = (sellerId: string) => `/statements/${sellerId}`;
export const FARM_MONEY_HREF = (buyerId: string) => `/seller/money/${buyerId}`;

/** e-Transfer notices a buyer may have waiting for one farm's answer. */
export const OPEN_CLAIMS_MAX = 20;
/** The longest period of one bookkeeping export, in days (a fiscal year, leap or not). */
export const EXPORT_MAX_DAYS = 366;
/** Money is dated from this day on. */
const EARLIEST_DATE = '2000-01-01';

const conflict = () => new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
const invoiceNotFound = (field: string) => new HttpError(404, 'not_found', 'money.invoice_not_found', { fields: { [field]: ['money.invoice_not_found'] } });

/** What a write asked, for a replay's comparison: the route and the body as validated (trimmed, ids lowercased). */
const hashOf = (kind: string, body: unknown) => createHash('sha256').update(`${kind}\n${canonicalJson(body)}`).digest('hex');

const lower = (id: string) => id.toLowerCase();

function isRealDate(value: string): boolean {
  return !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && addDays(value, 0) === value;
}

/** A date money moved on: a real day, not before 2000, not after tomorrow (the farm may be an hour or two ahead of
 * Toronto, whose day `today` is). */
function checkDate(field: string, value: string, today: string): void {
  if (!isRealDate(value) || value < EARLIEST_DATE) throw fieldError(field, 'money.date_invalid');
  if (value > addDays(today, 1)) throw fieldError(field, 'money.date_future');
}

/** Ids named twice (in any letter case) are refused: one invoice, one line. */
function distinctIds(ids: string[], field: string): string[] {
  const out = ids.map(lower);
  if (new Set(out).size !== out.length) throw fieldError(field, 'money.allocation_twice');
  return out;
}

/** The invoices of one ledger as they stand (ledger-rules.ts invoiceStates), by order id. */
async function statesOf(tx: Db, key: LedgerKey, today: string): Promise<Map<string, InvoiceState>> {
  const states = invoiceStates(await ledgerOrders(tx, key), await ledgerRows(tx, key), today);
  return new Map(states.map((s) => [s.order_id, s]));
}

/** What is charged on the invoice itself and not yet paid, credited or written off (spare credit on the buyer's
 * account is not counted: it stays on account). */
const owedOn = (s: InvoiceState) => (s.status === 'cancelled' ? 0 : s.due_minor + s.credit_applied_minor);

/**
 * The invoices a write names must be the farm's (another farm's, or none: 404, as if it did not exist) and of this
 * buyer and currency (the farm's own with another buyer or currency: 422).
 */
async function checkInvoices(tx: Db, farmId: string, key: LedgerKey, ids: string[], field: string, asBuyer = false): Promise<void> {
  const found = new Map((await q.ordersByIds(tx, ids)).map((o) => [o.id, o]));
  for (const id of ids) {
    const o = found.get(id);
    const mine = o && (asBuyer ? o.buyerId === key.buyerId : o.sellerId === farmId);
    if (!o || !mine) throw invoiceNotFound(field);
    if (o.sellerId !== key.sellerId || o.buyerId !== key.buyerId || o.currency !== key.currency) throw fieldError(field, 'money.invoice_other_party', 422);
  }
}

async function entryOf(tx: Db, id: string): Promise<LedgerEntry> {
  const row = await q.findEntry(tx, id);
  return (await toLedgerEntries(tx, [row!]))[0]!;
}

function invoiceList(numbers: Map<string, number>, ids: string[]): string {
  return ids
    .map((id) => numbers.get(id))
    .filter((n): n is number => n !== undefined)
    .map(formatInvoiceNumber)
    .join(', ');
}

/** The receivable side of a payment (each allocation, then the rest on account) and the cash it brought. */
function paymentPostings(allocations: Array<{ order_id: string; amount_minor: number }>, amount: number, account: LedgerAccount): PostingInput[] {
  const postings: PostingInput[] = [];
  let allocated = 0;
  for (const a of allocations) {
    if (a.amount_minor <= 0) continue;
    postings.push({ account: 'receivable', orderId: a.order_id, amountMinor: -a.amount_minor });
    allocated += a.amount_minor;
  }
  if (amount > allocated) postings.push({ account: 'receivable', orderId: null, amountMinor: -(amount - allocated) });
  postings.push({ account, amountMinor: amount });
  return postings;
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

/**
 * POST /money/payments/: money the farm received from a buyer it has orders with. Each allocation takes at most what
 * its invoice still owes when the payment arrives (another device may have recorded one meanwhile); the rest stays
 * on account as the buyer's credit. The buyer is told.
 */
export async function recordPayment(tx: Db, userId: string, input: PaymentBody, now: Date): Promise<{ created: boolean; data: LedgerEntry }> {
  const farm = await sellerOf(tx, userId);
  const body = { ...input, id: lower(input.id), buyer_id: lower(input.buyer_id), allocations: input.allocations.map((a) => ({ ...a, order_id: lower(a.order_id) })) };
  const hash = hashOf('payment', body);
  await q.lockNewId(tx, 'entry', body.id);
  const existing = await q.findEntry(tx, body.id);
  if (existing) {
    if (existing.sellerId !== farm.id || existing.requestHash !== hash) throw conflict();
    return { created: false, data: await entryOf(tx, existing.id) };
  }

  const today = todayInCanada(now);
  checkDate('received_on', body.received_on, today);
  const orderIds = distinctIds(body.allocations.map((a) => a.order_id), 'allocations');
  if (!(await q.hasOrders(tx, farm.id, body.buyer_id))) throw fieldError('buyer_id', 'error.not_found', 404, 'not_found');
  if (!(await q.hasOrders(tx, farm.id, body.buyer_id, body.currency))) throw fieldError('currency', 'money.buyer_no_dealings', 422);
  const key: LedgerKey = { sellerId: farm.id, buyerId: body.buyer_id, currency: body.currency };
  await checkInvoices(tx, farm.id, key, orderIds, 'allocations');

  await lockLedger(tx, key, orderIds);
  const states = await statesOf(tx, key, today);
  const cut = body.allocations.map((a) => {
    const s = states.get(a.order_id)!;
    return { order_id: a.order_id, amount_minor: Math.min(a.amount_minor, owedOn(s)) };
  });
  const id = await postEntry(tx, {
    id: body.id,
    ...key,
    kind: 'payment',
    amountMinor: body.amount_minor,
    method: body.method,
    reference: body.reference,
    note: body.note,
    occurredOn: body.received_on,
    recordedBy: userId,
    requestHash: hash,
    postings: paymentPostings(cut, body.amount_minor, `cash:${body.method}`),
  });
  const paid = cut.filter((a) => a.amount_minor > 0).map((a) => a.order_id);
  await notify(tx, {
    userId: body.buyer_id,
    kind: 'payment_recorded',
    params: {
      farm: farm.farmName,
      amount_minor: body.amount_minor,
      currency: body.currency,
      method: body.method,
      received_on: body.received_on,
      invoices: invoiceList(await q.invoiceNumbers(tx, paid), paid),
    },
    href: BUYER_MONEY_HREF(farm.id),
  });
  return { created: true, data: await entryOf(tx, id) };
}

// ---------------------------------------------------------------------------------------------------------------
// Write-offs

/** POST /money/write-offs/: the farm gives up on (part of) what an invoice of its own still owes, never more. */
export async function writeOff(tx: Db, userId: string, input: WriteOffBody, now: Date): Promise<{ created: boolean; data: LedgerEntry }> {
  const farm = await sellerOf(tx, userId);
  const body = { ...input, id: lower(input.id), order_id: lower(input.order_id) };
  const hash = hashOf('write_off', body);
  await q.lockNewId(tx, 'entry', body.id);
  const existing = await q.findEntry(tx, body.id);
  if (existing) {
    if (existing.sellerId !== farm.id || existing.requestHash !== hash) throw conflict();
    return { created: false, data: await entryOf(tx, existing.id) };
  }

  const [order] = await q.ordersByIds(tx, [body.order_id]);
  if (!order || order.sellerId !== farm.id) throw invoiceNotFound('order_id');
  const key: LedgerKey = { sellerId: farm.id, buyerId: order.buyerId, currency: order.currency as Currency };
  await lockLedger(tx, key, [order.id]);
  const today = todayInCanada(now);
  const state = (await statesOf(tx, key, today)).get(order.id)!;
  const due = state.status === 'cancelled' ? 0 : state.due_minor;
  if (body.amount_minor > due) throw fieldError('amount_minor', 'money.write_off_above_due', 422);
  const id = await postEntry(tx, {
    id: body.id,
    ...key,
    kind: 'write_off',
    amountMinor: body.amount_minor,
    note: body.note,
    occurredOn: today,
    orderId: order.id,
    recordedBy: userId,
    requestHash: hash,
    postings: [
      { account: 'bad_debt', amountMinor: body.amount_minor },
      { account: 'receivable', orderId: order.id, amountMinor: -body.amount_minor },
    ],
  });
  return { created: true, data: await entryOf(tx, id) };
}

// ---------------------------------------------------------------------------------------------------------------
// Reversals

const entryNotFound = () => notFound('money.entry_not_found');

/**
 * POST /money/entries/{id}/reverse/: a payment or write-off of the farm's, recorded by mistake, undone by a new entry
 * whose postings are the original's negated. Once per entry; a payment only while every invoice it paid keeps at
 * least what was refunded on it (ledger-rules.ts canReverse). The original is bumped (migration 0022) so both parties
 * pull it again with its reversed_by.
 */
export async function reverseEntry(
  tx: Db,
  userId: string,
  entryId: string,
  input: ReverseBody,
  now: Date,
): Promise<{ created: boolean; data: LedgerEntry; reversed: LedgerEntry }> {
  const farm = await sellerOf(tx, userId);
  if (!isUuid(entryId)) throw entryNotFound();
  const target = lower(entryId);
  const body = { ...input, id: lower(input.id) };
  const hash = hashOf('reversal', { ...body, entry: target });
  await q.lockNewId(tx, 'entry', body.id);
  const existing = await q.findEntry(tx, body.id);
  if (existing) {
    if (existing.sellerId !== farm.id || existing.requestHash !== hash) throw conflict();
    return { created: false, data: await entryOf(tx, existing.id), reversed: await entryOf(tx, target) };
  }

  const original = await q.findEntry(tx, target);
  if (!original || original.sellerId !== farm.id) throw entryNotFound();
  if (!(REVERSIBLE_KINDS as readonly string[]).includes(original.kind)) throw new HttpError(422, 'validation_failed', 'money.not_reversible');
  const postings = await q.postingsOf(tx, original.id);
  const orderIds = [...new Set(postings.map((p) => p.orderId).filter((x): x is string => x !== null))];
  const key: LedgerKey = { sellerId: original.sellerId, buyerId: original.buyerId, currency: original.currency as Currency };
  await lockLedger(tx, key, orderIds);
  if (await q.reversalOf(tx, original.id)) throw new HttpError(409, 'conflict', 'money.already_reversed');
  const today = todayInCanada(now);
  const states = await statesOf(tx, key, today);
  const [asRow] = await toLedgerEntries(tx, [original]);
  if (!canReverse(asRow!, [...states.values()])) throw new HttpError(422, 'validation_failed', 'money.reversal_below_refunds');

  const id = await postEntry(tx, {
    id: body.id,
    ...key,
    kind: 'reversal',
    amountMinor: original.amountMinor,
    reference: original.reference,
    note: body.note,
    occurredOn: today,
    orderId: original.orderId,
    reversesId: original.id,
    recordedBy: userId,
    requestHash: hash,
    postings: postings.map((p) => ({ account: p.account as LedgerAccount, orderId: p.orderId, amountMinor: -p.amountMinor })),
  });
  return { created: true, data: await entryOf(tx, id), reversed: await entryOf(tx, original.id) };
}

// ---------------------------------------------------------------------------------------------------------------
// e-Transfer notices

const claimNotFound = () => notFound('money.claim_not_found');

async function buyerNames(tx: Db, buyerId: string): Promise<{ name: string; business: string | null }> {
  const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, buyerId)).limit(1);
  return { name: `${u?.first ?? ''} ${u?.last ?? ''}`.trim(), business: (await findBulkBuyer(tx, buyerId))?.businessName ?? null };
}

/**
 * POST /money/claims/: a buyer says they sent a farm an e-Transfer (its reference, the invoices it pays). Only to a
 * farm they have orders with in that currency; the invoices named must be theirs with that farm. The farm is told.
 */
export async function createClaim(tx: Db, user: { id: string; role: Role }, input: ClaimBody, now: Date): Promise<{ created: boolean; data: PaymentClaim }> {
  const body = { ...input, id: lower(input.id), seller_id: lower(input.seller_id), order_ids: input.order_ids.map(lower) };
  const hash = hashOf('claim', body);
  await q.lockNewId(tx, 'claim', body.id);
  const existing = await q.findClaim(tx, body.id);
  if (existing) {
    if (existing.buyerId !== user.id || existing.requestHash !== hash) throw conflict();
    return { created: false, data: toPaymentClaim(existing) };
  }

  const today = todayInCanada(now);
  checkDate('sent_on', body.sent_on, today);
  const orderIds = distinctIds(body.order_ids, 'order_ids');
  const farm = await findSeller(tx, body.seller_id);
  if (!farm || farm.userId === user.id) throw fieldError('seller_id', 'error.not_found', 404, 'not_found');
  if (!(await q.hasOrders(tx, farm.id, user.id, body.currency))) throw fieldError('seller_id', 'money.no_dealings', 422);
  const key: LedgerKey = { sellerId: farm.id, buyerId: user.id, currency: body.currency };
  await checkInvoices(tx, farm.id, key, orderIds, 'order_ids', true);
  await lockLedger(tx, key);
  if ((await q.openClaimCount(tx, key)) >= OPEN_CLAIMS_MAX) throw new HttpError(422, 'limit_exceeded', 'money.too_many_claims');

  const names = await buyerNames(tx, user.id);
  const row = await q.insertClaim(tx, {
    id: body.id,
    sellerId: farm.id,
    buyerId: user.id,
    farmName: farm.farmName,
    buyerName: names.name,
    buyerBusiness: names.business,
    currency: body.currency,
    amountMinor: body.amount_minor,
    reference: body.reference,
    sentOn: body.sent_on,
    orderIds,
    note: body.note,
    requestHash: hash,
  });
  await notify(tx, {
    userId: farm.userId,
    kind: 'etransfer_claimed',
    params: {
      buyer: names.business ?? names.name,
      amount_minor: body.amount_minor,
      currency: body.currency,
      reference: body.reference,
      sent_on: body.sent_on,
      invoices: invoiceList(await q.invoiceNumbers(tx, orderIds), orderIds),
    },
    href: FARM_MONEY_HREF(user.id),
  });
  return { created: true, data: toPaymentClaim(row) };
}

/**
 * POST /money/claims/{id}/answer/: the farm's answer to a notice of its own. Confirmed: a payment by e-Transfer
 * (the id the device made, `payment_id`) spread over the invoices the notice named, or else every open invoice,
 * oldest due first, each taking at most what it owes; the rest stays on account. Rejected: with a note. Once; the
 * same answer again is answered as it stands. The buyer is told.
 */
export async function answerClaim(
  tx: Db,
  userId: string,
  claimId: string,
  input: ClaimAnswerBody,
  now: Date,
): Promise<{ created: boolean; data: PaymentClaim; payment: LedgerEntry | null }> {
  const farm = await sellerOf(tx, userId);
  if (!isUuid(claimId)) throw claimNotFound();
  const claim = await q.lockClaim(tx, lower(claimId));
  if (!claim || claim.sellerId !== farm.id) throw claimNotFound();
  const paymentId = input.payment_id ? lower(input.payment_id) : null;
  const paymentOf = async (id: string | null) => (id ? await entryOf(tx, id) : null);

  if (claim.status !== 'claimed') {
    const same = claim.status === input.to && (input.to === 'rejected' ? claim.answerNote === input.note : claim.paymentId === paymentId);
    if (!same) throw new HttpError(409, 'conflict', 'money.claim_answered');
    return { created: false, data: toPaymentClaim(claim), payment: await paymentOf(claim.paymentId) };
  }

  const today = todayInCanada(now);
  const key: LedgerKey = { sellerId: claim.sellerId, buyerId: claim.buyerId, currency: claim.currency as Currency };
  let payment: string | null = null;
  if (input.to === 'confirmed') {
    const id = paymentId!;
    const receivedOn = input.received_on ?? claim.sentOn;
    checkDate('received_on', receivedOn, today);
    await q.lockNewId(tx, 'entry', id);
    if (await q.findEntry(tx, id)) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { payment_id: ['error.conflict'] } });
    const candidates = claim.orderIds.length > 0 ? claim.orderIds : await q.openOrderIds(tx, key);
    await lockLedger(tx, key, candidates);
    const states = await statesOf(tx, key, today);
    const open = candidates
      .map((o) => states.get(o))
      .filter((s): s is InvoiceState => s !== undefined)
      .map((s) => ({ ...s, due_minor: owedOn(s) }));
    const { allocations } = allocateOldestFirst(claim.amountMinor, open);
    payment = await postEntry(tx, {
      id,
      ...key,
      kind: 'payment',
      amountMinor: claim.amountMinor,
      method: 'etransfer',
      reference: claim.reference,
      note: input.note,
      occurredOn: receivedOn,
      claimId: claim.id,
      recordedBy: userId,
      requestHash: hashOf('claim_payment', { claim: claim.id, ...input, payment_id: id }),
      postings: paymentPostings(
        allocations.map((a) => ({ order_id: a.order_id, amount_minor: -a.amount_minor })),
        claim.amountMinor,
        'cash:etransfer',
      ),
    });
  }
  const updated = await q.updateClaim(tx, claim.id, {
    status: input.to,
    answerNote: input.note,
    paymentId: payment,
    answeredAt: now,
    answeredBy: userId,
  });
  await notify(tx, {
    userId: claim.buyerId,
    kind: 'etransfer_answered',
    params: {
      farm: farm.farmName,
      status: input.to,
      amount_minor: claim.amountMinor,
      currency: claim.currency,
      reference: claim.reference,
      note: input.note,
    },
    href: BUYER_MONEY_HREF(farm.id),
  });
  return { created: true, data: toPaymentClaim(updated), payment: await paymentOf(payment) };
}

// ---------------------------------------------------------------------------------------------------------------
// Statements, the bookkeeping export, the check

/**
 * GET /money/statement/: a buyer (Buyer, BulkBuyer) names the farm (`seller_id`), a farm names the buyer
 * (`buyer_id`); the other way round is refused (403).
 */
export async function statement(db: Db, caller: { id: string; role: Role }, ask: StatementAsk, now: Date): Promise<StatementView> {
  if (ask.seller_id !== undefined && ask.buyer_id === undefined && caller.role !== 'Buyer' && caller.role !== 'BulkBuyer') {
    throw new HttpError(403, 'forbidden', 'error.forbidden');
  }
  if (ask.buyer_id !== undefined && ask.seller_id === undefined) {
    if (caller.role !== 'Seller') throw new HttpError(403, 'forbidden', 'error.forbidden');
    await sellerOf(db, caller.id);
  }
  const month = ask.month;
  if (month < '2000-01') throw fieldError('month', 'money.month_invalid');
  return statementFor(db, caller.id, { ...ask, seller_id: ask.seller_id && lower(ask.seller_id), buyer_id: ask.buyer_id && lower(ask.buyer_id) }, now);
}

export { statementCsv, statementFileName };

/**
 * GET /money/seller/export/: every posting of the farm's entries dated from..to, one line each, as a general
 * journal an accountant imports: date, the entry's id (the lines of one entry balance), its kind, the buyer, the
 * invoice, the account, debit or credit, the currency, how the money moved, its reference and the note.
 */
export async function sellerExport(db: Db, userId: string, query: ExportQuery, lang: Language): Promise<{ fileName: string; csv: string }> {
  const farm = await sellerOf(db, userId);
  if (!isRealDate(query.from) || query.from < EARLIEST_DATE) throw fieldError('from', 'money.date_invalid');
  if (!isRealDate(query.to) || query.to < EARLIEST_DATE) throw fieldError('to', 'money.date_invalid');
  if (query.to < query.from) throw fieldError('to', 'money.period_invalid');
  if (addDays(query.from, EXPORT_MAX_DAYS - 1) < query.to) throw fieldError('to', 'money.period_too_long');
  const rows = await db.transaction(
    async (tx) => {
      const found = await q.exportRows(tx, farm.id, query.from, query.to);
      const ids = [...new Set(found.flatMap((r) => [r.postingOrderId, r.entry.orderId]).filter((x): x is string => x !== null))];
      return { found, numbers: await q.invoiceNumbers(tx, ids) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const w = csvWords(lang);
  const lines = [csvLine(w.exportColumns)];
  for (const r of rows.found) {
    const e = r.entry;
    const invoiceOf = r.postingOrderId ?? e.orderId;
    const n = invoiceOf ? rows.numbers.get(invoiceOf) : undefined;
    lines.push(
      csvLine([
        e.occurredOn,
        e.id,
        w.kinds[e.kind as LedgerKind],
        e.buyerBusiness ? `${e.buyerBusiness} (${e.buyerName})` : e.buyerName,
        n === undefined ? null : formatInvoiceNumber(n),
        w.accounts[r.account as LedgerAccount] ?? r.account,
        r.amountMinor > 0 ? minorToDecimal(r.amountMinor) : null,
        r.amountMinor < 0 ? minorToDecimal(-r.amountMinor) : null,
        e.currency,
        e.method ? w.methods[e.method as keyof typeof w.methods] : null,
        e.reference,
        e.note,
      ]),
    );
  }
  return { fileName: `ledger-${slug(farm.farmName)}-${query.from}-${query.to}.csv`, csv: csvFile(lines) };
}

export async function check(db: Db): Promise<{ ok: boolean; violations: q.Violation[] }> {
  const violations = await q.ledgerViolations(db);
  return { ok: violations.length === 0, violations };
}
