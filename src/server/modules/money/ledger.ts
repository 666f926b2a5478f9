// The ledger's one write and its reads, for every module that moves money (payments, write-offs, reversals, e-Transfer
// confirmations here; credits and refunds of problem answers in orders; charges are made by the database itself,
// migration 0021). An entry and its postings are written together and never changed; the rows both parties sync
// (contract/ledger.ts LedgerEntry) are read back from them.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Currency, PaymentRecordMethod } from '../../../contract/enums.ts';
import type { LedgerEntry } from '../../../contract/ledger.ts';
import type { LedgerKind, LedgerOrder } from '../../../contract/ledger-rules.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bulkBuyers } from '../../db/schema/quotes.ts';
import { sellers } from '../../db/schema/catalogue.ts';
import { ledgerEntries, ledgerPostings } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';

export type LedgerAccount = 'receivable' | 'sales' | 'delivery' | 'tax' | 'returns' | 'bad_debt' | `cash:${PaymentRecordMethod}`;

export interface PostingInput {
  account: LedgerAccount;
  /** On 'receivable': the invoice; null: on the buyer's account. */
  orderId?: string | null;
  /** Signed: + debit (the buyer owes more, cash came in), - credit. */
  amountMinor: number;
}

export interface EntryInput {
  /** The client's id (payments, write-offs, reversals); made here when absent. */
  id?: string;
  sellerId: string;
  buyerId: string;
  currency: Currency;
  kind: LedgerKind;
  /** The entry's size, > 0. */
  amountMinor: number;
  method?: PaymentRecordMethod | null;
  reference?: string | null;
  note?: string | null;
  /** 'YYYY-MM-DD' the money moved. */
  occurredOn: string;
  orderId?: string | null;
  problemId?: string | null;
  claimId?: string | null;
  reversesId?: string | null;
  /** The user who recorded it; their name is copied. */
  recordedBy?: string | null;
  /** What the request asked, for a replay's comparison (the money module's writes). */
  requestHash?: string | null;
  postings: PostingInput[];
}

/** The key of one ledger. */
export interface LedgerKey {
  sellerId: string;
  buyerId: string;
  currency: Currency;
}

/**
 * Serialises the writes of one ledger until the transaction ends: first the rows of the invoices concerned (sorted,
 * so two writers never take them in opposite orders; an order's status change and a problem answer hold the same
 * row lock), then the ledger's own advisory lock. Call it before reading what an invoice owes and before any
 * statement that locks an order row, so that what was read is still true when the entry is written.
 */
export async function lockLedger(tx: Db, key: LedgerKey, orderIds: readonly string[] = []): Promise<void> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length > 0) await tx.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${key.sellerId}|${key.buyerId}|${key.currency}`}, 0))`);
}

/**
 * Inserts the entry and its postings in the caller's transaction; throws when the postings do not sum to 0 (zero
 * postings are dropped; at least one must remain). The database checks the same at commit (a deferred constraint
 * trigger). Returns the entry id.
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<string> {
  const postings = input.postings.filter((p) => p.amountMinor !== 0);
  if (postings.length === 0) throw new Error('ledger entry without postings');
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountMinor)) throw new Error(`ledger posting amount ${p.amountMinor} is not an integer`);
    sum += p.amountMinor;
  }
  if (sum !== 0) throw new Error(`ledger postings sum to ${sum}, not 0`);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new Error(`ledger entry amount ${input.amountMinor} must be > 0`);

  const [names] = await tx
    .select({
      farmName: sellers.farmName,
      firstName: users.firstName,
      lastName: users.lastName,
      business: bulkBuyers.businessName,
      recorder: input.recordedBy
        ? sql<string | null>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${input.recordedBy}::uuid)`
        : sql<string | null>`null::text`,
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, input.buyerId))
    .leftJoin(bulkBuyers, eq(bulkBuyers.userId, users.id))
    .where(eq(sellers.id, input.sellerId))
    .limit(1);
  if (!names) throw new Error('ledger entry of an unknown farm or buyer');

  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      id: input.id ?? randomUUID(),
      sellerId: input.sellerId,
      buyerId: input.buyerId,
      currency: input.currency,
      kind: input.kind,
      amountMinor: input.amountMinor,
      method: input.method ?? null,
      reference: input.reference ?? null,
      note: input.note ?? null,
      occurredOn: input.occurredOn,
      orderId: input.orderId ?? null,
      problemId: input.problemId ?? null,
      claimId: input.claimId ?? null,
      reversesId: input.reversesId ?? null,
      recordedBy: input.recordedBy ?? null,
      recordedByName: names.recorder,
      farmName: names.farmName,
      buyerName: `${names.firstName} ${names.lastName}`.trim(),
      buyerBusiness: names.business ?? null,
      requestHash: input.requestHash ?? null,
    })
    .returning({ id: ledgerEntries.id });
  const id = row!.id;
  await tx.insert(ledgerPostings).values(postings.map((p) => ({ entryId: id, account: p.account, orderId: p.orderId ?? null, amountMinor: p.amountMinor })));
  return id;
}

export interface LedgerRowsWhere {
  sellerId?: string;
  buyerId?: string;
  currency?: Currency;
  ids?: string[];
}

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The entries of one ledger / of a party / by id, as LedgerEntry sync rows, oldest first. */
export async function ledgerRows(tx: Db, where: LedgerRowsWhere): Promise<LedgerEntry[]> {
  if (where.ids && where.ids.length === 0) return [];
  const conditions: SQL[] = [];
  if (where.sellerId) conditions.push(eq(ledgerEntries.sellerId, where.sellerId));
  if (where.buyerId) conditions.push(eq(ledgerEntries.buyerId, where.buyerId));
  if (where.currency) conditions.push(eq(ledgerEntries.currency, where.currency));
  if (where.ids) conditions.push(inArray(ledgerEntries.id, where.ids));
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(and(...conditions))
    .orderBy(asc(ledgerEntries.occurredOn), asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return toLedgerEntries(tx, rows);
}

/** Entry rows -> LedgerEntry: their receivable postings, the reversal that undid them, the invoice numbers. Three
 * statements for any number of rows. */
export async function toLedgerEntries(tx: Db, rows: LedgerEntryRow[]): Promise<LedgerEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const postings = await tx
    .select({ entryId: ledgerPostings.entryId, orderId: ledgerPostings.orderId, amountMinor: ledgerPostings.amountMinor })
    .from(ledgerPostings)
    .where(and(inArray(ledgerPostings.entryId, ids), eq(ledgerPostings.account, 'receivable')))
    .orderBy(asc(ledgerPostings.id));
  const reversals = await tx
    .select({ id: ledgerEntries.id, reversesId: ledgerEntries.reversesId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reversesId, ids));
  const orderIds = [...new Set(rows.map((r) => r.orderId).filter((x): x is string => x !== null))];
  const invoices = orderIds.length ? await tx.select({ id: orders.id, n: orders.invoiceNumber }).from(orders).where(inArray(orders.id, orderIds)) : [];

  const byEntry = new Map<string, { allocations: Array<{ order_id: string; amount_minor: number }>; unallocated: number }>();
  for (const p of postings) {
    let slot = byEntry.get(p.entryId);
    if (!slot) byEntry.set(p.entryId, (slot = { allocations: [], unallocated: 0 }));
    if (p.orderId === null) slot.unallocated += p.amountMinor;
    else {
      const same = slot.allocations.find((a) => a.order_id === p.orderId);
      if (same) same.amount_minor += p.amountMinor;
      else slot.allocations.push({ order_id: p.orderId, amount_minor: p.amountMinor });
    }
  }
  const reversedBy = new Map(reversals.map((r) => [r.reversesId!, r.id]));
  const invoiceOf = new Map(invoices.map((o) => [o.id, o.n]));
  return rows.map((r): LedgerEntry => {
    const side = byEntry.get(r.id);
    return {
      id: r.id,
      seller_id: r.sellerId,
      buyer_id: r.buyerId,
      farm_name: r.farmName,
      buyer_name: r.buyerName,
      buyer_business: r.buyerBusiness,
      currency: r.currency as Currency,
      kind: r.kind as LedgerKind,
      amount_minor: r.amountMinor,
      allocations: side?.allocations ?? [],
      unallocated_minor: side?.unallocated ?? 0,
      method: (r.method ?? null) as PaymentRecordMethod | null,
      reference: r.reference,
      note: r.note,
      occurred_on: r.occurredOn,
      order_id: r.orderId,
      invoice_number: r.orderId ? (invoiceOf.get(r.orderId) ?? null) : null,
      problem_id: r.problemId,
      claim_id: r.claimId,
      reverses_id: r.reversesId,
      reversed_by: reversedBy.get(r.id) ?? null,
      recorded_by: r.recordedByName,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

/** The orders of one ledger (or of a farm with every buyer) as LedgerOrder, every status. */
export async function ledgerOrders(tx: Db, where: { sellerId: string; buyerId?: string; currency?: Currency; ids?: string[] }): Promise<LedgerOrder[]> {
  if (where.ids && where.ids.length === 0) return [];
  const conditions: SQL[] = [eq(orders.sellerId, where.sellerId)];
  if (where.buyerId) conditions.push(eq(orders.buyerId, where.buyerId));
  if (where.currency) conditions.push(eq(orders.currency, where.currency));
  if (where.ids) conditions.push(inArray(orders.id, where.ids));
  const rows = await tx
    .select({
      id: orders.id,
      seller_id: orders.sellerId,
      buyer_id: orders.buyerId,
      currency: orders.currency,
      status: orders.status,
      date: orders.date,
      payment_due: orders.paymentDue,
      total_minor: orders.totalMinor,
      invoice_number: orders.invoiceNumber,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.date), asc(orders.invoiceNumber));
  return rows.map((o) => ({ ...o, currency: o.currency as Currency }));
}
