// SQL of quotes: the request and the quote rows a move locks (request first, then quote: one lock order for every
// move on a request), the farms a request went to, versions, and the rows the follow-ups update.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClosedReason, QuoteStatus } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { products, sellers } from '../../db/schema/catalogue.ts';
import { agreements, quoteRequests, quoteRequestSellers, quotes, quoteVersions } from '../../db/schema/quotes.ts';
import type { AgreementRow, QuoteRow, QuoteVersionRow } from './quotes-mappers.ts';

export type RequestRow = typeof quoteRequests.$inferSelect;

export async function findRequest(db: Db, id: string, lock = false): Promise<RequestRow | null> {
  const query = db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1).$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function findQuote(db: Db, id: string, lock = false): Promise<QuoteRow | null> {
  const query = db.select().from(quotes).where(eq(quotes.id, id)).limit(1).$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function quotesOfRequest(db: Db, requestId: string): Promise<QuoteRow[]> {
  return db.select().from(quotes).where(eq(quotes.requestId, requestId)).orderBy(asc(quotes.createdAt), asc(quotes.id));
}

export async function isRecipient(db: Db, requestId: string, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteRequestSellers.sellerId })
    .from(quoteRequestSellers)
    .where(and(eq(quoteRequestSellers.requestId, requestId), eq(quoteRequestSellers.sellerId, sellerId)))
    .limit(1);
  return !!row;
}

export async function recipientCount(db: Db, requestId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quoteRequestSellers).where(eq(quoteRequestSellers.requestId, requestId));
  return row?.n ?? 0;
}

/** Serialises calls submitting the same quote id (two keys, or none): the second sees the first's quote. */
export async function lockQuoteId(db: Db, id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quote:${id}`}, 0))`);
}

export async function findProduct(db: Db, id: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name, nameFr: products.nameFr, unit: products.unit, branchId: products.branchId })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

export async function findFarm(db: Db, sellerId: string) {
  const [row] = await db.select({ id: sellers.id, userId: sellers.userId, farmName: sellers.farmName }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}

export async function farmOwners(db: Db, sellerIds: string[]): Promise<Map<string, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db.select({ id: sellers.id, userId: sellers.userId }).from(sellers).where(inArray(sellers.id, sellerIds));
  return new Map(rows.map((r) => [r.id, r.userId]));
}

export async function insertQuote(db: Db, values: typeof quotes.$inferInsert): Promise<void> {
  await db.insert(quotes).values(values);
}

export async function insertVersion(db: Db, values: typeof quoteVersions.$inferInsert): Promise<void> {
  await db.insert(quoteVersions).values(values);
}

export async function latestVersion(db: Db, quoteId: string) {
  const [row] = await db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(sql`${quoteVersions.number} desc`)
    .limit(1);
  return row ?? null;
}

export async function updateQuote(db: Db, id: string, values: Partial<typeof quotes.$inferInsert>): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

export async function updateRequest(db: Db, id: string, values: Partial<typeof quoteRequests.$inferInsert>): Promise<void> {
  await db.update(quoteRequests).set(values).where(eq(quoteRequests.id, id));
}

/** Moves the request's quotes that are in one of `from` to `status`, unread by their farm; answers their farms. */
export function closeQuotesOfRequest(
  db: Db,
  requestId: string,
  from: QuoteStatus[],
  status: QuoteStatus,
  reason: ClosedReason,
): Promise<Array<{ sellerId: string }>> {
  return db
    .update(quotes)
    .set({ status, closedReason: reason, sellerUnread: true })
    .where(and(eq(quotes.requestId, requestId), inArray(quotes.status, from)))
    .returning({ sellerId: quotes.sellerId });
}

// ---------------------------------------------------------------------------------------------------------------
// Agreements

/** Key of the transaction-level advisory lock that makes agreements join the chain one at a time. */
export const AGREEMENT_CHAIN_LOCK = 6_000_001;

export async function lockAgreementChain(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${AGREEMENT_CHAIN_LOCK})`);
}

export async function lastAgreement(db: Db): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).orderBy(sql`${agreements.seq} desc`).limit(1);
  return row ?? null;
}

export async function findAgreement(db: Db, id: string): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row ?? null;
}

export async function agreementBySeq(db: Db, seq: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.seq, seq)).limit(1);
  return row ?? null;
}

export async function insertAgreement(db: Db, values: typeof agreements.$inferInsert): Promise<void> {
  await db.insert(agreements).values(values);
}

/** The versions of these quotes, by quote then number. */
export function versionsOf(db: Db, quoteIds: string[]): Promise<QuoteVersionRow[]> {
  return db.select().from(quoteVersions).where(inArray(quoteVersions.quoteId, quoteIds)).orderBy(asc(quoteVersions.quoteId), asc(quoteVersions.number));
}
