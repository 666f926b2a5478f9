// SQL of the money routes beyond the ledger's own write and reads (ledger.ts): who dealt with whom, the entries and
// claims by id, the claims' rows, the bookkeeping export's postings, and the database's own check of the ledger.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/enums.ts';
import { sqlRows, type Db } from '../../db/client.ts';
import { ledgerEntries, ledgerPostings, paymentClaims } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';

export type ClaimRow = typeof paymentClaims.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;

/** Serialises the writes naming one client-made id (an entry's or a claim's) until the transaction ends: a
 * duplicate arriving meanwhile waits, then finds the first one's row. */
export async function lockNewId(db: Db, kind: 'entry' | 'claim', id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`money:${kind}:${id.toLowerCase()}`}, 0))`);
}

/** Whether the buyer has an order with the farm (in `currency` when given). */
export async function hasOrders(db: Db, sellerId: string, buyerId: string, currency?: Currency): Promise<boolean> {
  const conditions = [eq(orders.sellerId, sellerId), eq(orders.buyerId, buyerId)];
  if (currency) conditions.push(eq(orders.currency, currency));
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(...conditions)).limit(1);
  return !!row;
}

/** The orders behind these ids, whoever's they are (the caller decides what may be said about each). */
export function ordersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orders.id, sellerId: orders.sellerId, buyerId: orders.buyerId, currency: orders.currency, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids));
}

/** The ids of a ledger's orders that are not cancelled or rejected (what a payment may be spread over). */
export async function openOrderIds(db: Db, key: { sellerId: string; buyerId: string; currency: Currency }): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sellerId, key.sellerId), eq(orders.buyerId, key.buyerId), eq(orders.currency, key.currency), sql`${orders.status} not in ('cancelled', 'rejected')`));
  return rows.map((r) => r.id);
}

export async function findEntry(db: Db, id: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).limit(1);
  return row ?? null;
}

/** The reversal of an entry, if any. */
export async function reversalOf(db: Db, id: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, id)).limit(1);
  return row ?? null;
}

/** An entry's postings, in the order written. */
export function postingsOf(db: Db, entryId: string) {
  return db
    .select({ account: ledgerPostings.account, orderId: ledgerPostings.orderId, amountMinor: ledgerPostings.amountMinor })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entryId))
    .orderBy(asc(ledgerPostings.id));
}

export async function findClaim(db: Db, id: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(paymentClaims).where(eq(paymentClaims.id, id)).limit(1);
  return row ?? null;
}

/** The claim, locked until the transaction ends: its answers queue here. */
export async function lockClaim(db: Db, id: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(paymentClaims).where(eq(paymentClaims.id, id)).for('update');
  return row ?? null;
}

/** Notices of one ledger still waiting for the farm's answer. */
export async function openClaimCount(db: Db, key: { sellerId: string; buyerId: string; currency: Currency }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentClaims)
    .where(and(eq(paymentClaims.sellerId, key.sellerId), eq(paymentClaims.buyerId, key.buyerId), eq(paymentClaims.currency, key.currency), eq(paymentClaims.status, 'claimed')));
  return row?.n ?? 0;
}

export async function insertClaim(db: Db, values: typeof paymentClaims.$inferInsert): Promise<ClaimRow> {
  const [row] = await db.insert(paymentClaims).values(values).returning();
  return row!;
}

export async function updateClaim(db: Db, id: string, values: Partial<typeof paymentClaims.$inferInsert>): Promise<ClaimRow> {
  const [row] = await db.update(paymentClaims).set(values).where(eq(paymentClaims.id, id)).returning();
  return row!;
}

export function claimsByIds(db: Db, ids: string[]): Promise<ClaimRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(paymentClaims).where(inArray(paymentClaims.id, ids));
}

export function entriesByIds(db: Db, ids: string[]): Promise<EntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(ledgerEntries).where(inArray(ledgerEntries.id, ids));
}

export interface ExportRow {
  entry: EntryRow;
  postingId: number;
  account: string;
  postingOrderId: string | null;
  amountMinor: number;
}

/** Every posting of the farm's entries dated from..until, by date, then as recorded. */
export async function exportRows(db: Db, sellerId: string, from: string, until: string): Promise<ExportRow[]> {
  const rows = await db
    .select({ entry: ledgerEntries, postingId: ledgerPostings.id, account: ledgerPostings.account, postingOrderId: ledgerPostings.orderId, amountMinor: ledgerPostings.amountMinor })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .where(and(eq(ledgerEntries.sellerId, sellerId), gte(ledgerEntries.occurredOn, from), lte(ledgerEntries.occurredOn, until)))
    .orderBy(asc(ledgerEntries.occurredOn), asc(ledgerEntries.createdAt), asc(ledgerEntries.id), asc(ledgerPostings.id));
  return rows;
}

/** Invoice numbers of these orders. */
export async function invoiceNumbers(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, n: orders.invoiceNumber }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export interface Violation {
  kind: string;
  ref: string;
  detail: string;
}

/** What breaks the ledger's invariants over the whole database (migration 0021); none when they all hold. */
export function ledgerViolations(db: Db): Promise<Violation[]> {
  return sqlRows<Violation>(db, sql`select kind, ref, detail from ledger_violations() order by kind, ref`);
}
