// SQL of produce requests: the farms a request goes to (matching its category and province, or anywhere), the lists
// of the buyer and of a farm, and the rows the expiry sweep closes.
import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { branches, categories, productImages, products, sellers } from '../../db/schema/catalogue.ts';
import { bulkBuyers, quoteRequests, quoteRequestSellers, quotes } from '../../db/schema/quotes.ts';
import { uploadUrl } from '../catalogue/mappers.ts';
import { productIsVisible } from '../catalogue/queries.ts';
import type { RequestRow } from './requests-mappers.ts';

export interface Recipient {
  sellerId: string;
  userId: string;
  farmName: string;
}

/** Serialises calls creating the same request id (two keys, or none), so the second sees the first's request. */
export async function lockRequestId(db: Db, id: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quote_request:${id}`}, 0))`);
}

export async function findRequest(db: Db, id: string, opts: { lock?: boolean } = {}): Promise<RequestRow | null> {
  const query = db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1).$dynamic();
  const [row] = await (opts.lock ? query.for('update') : query);
  return row ?? null;
}

export async function findBuyer(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, business: bulkBuyers.businessName })
    .from(users)
    .leftJoin(bulkBuyers, eq(bulkBuyers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

/** A public product (not a draft, of an approved branch) with its first photo. */
export async function findVisibleProduct(db: Db, id: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, nameFr: products.nameFr, categoryId: products.categoryId, sellerId: products.sellerId })
    .from(products)
    .innerJoin(branches, eq(branches.id, products.branchId))
    .where(and(eq(products.id, id), productIsVisible))
    .limit(1);
  if (!row) return null;
  const [image] = await db
    .select({ card: productImages.cardPath })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.createdAt))
    .limit(1);
  return { ...row, image: image ? uploadUrl(image.card) : null };
}

/** The farms with these ids (the buyer's choice), with their owners. */
export async function farmsByIds(db: Db, ids: string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db.select({ sellerId: sellers.id, userId: sellers.userId, farmName: sellers.farmName }).from(sellers).where(inArray(sellers.id, ids));
}

/**
 * Farms with at least one public product in the category, other than the buyer's own; with `province`, only those
 * whose farm or one of whose approved branches is in it. Ordered by farm name for a stable list.
 */
export async function matchingFarms(db: Db, categoryId: string, buyerId: string, province: string | null): Promise<Recipient[]> {
  const inProvince = province
    ? sql`and (${sellers.province} = ${province} or exists (select 1 from ${branches} b2 where b2.seller_id = ${sellers.id} and b2.status = 'approved' and b2.province = ${province}))`
    : sql``;
  return db
    .select({ sellerId: sellers.id, userId: sellers.userId, farmName: sellers.farmName })
    .from(sellers)
    .where(
      sql`${sellers.userId} <> ${buyerId}::uuid and exists (
        select 1 from ${products} inner join ${branches} on ${branches.id} = ${products.branchId}
        where ${products.sellerId} = ${sellers.id} and ${products.categoryId} = ${categoryId}::uuid and ${productIsVisible}
      ) ${inProvince}`,
    )
    .orderBy(asc(sellers.farmName), asc(sellers.id));
}

export async function insertRecipients(db: Db, requestId: string, farms: Recipient[], chosen: boolean): Promise<void> {
  if (farms.length === 0) return;
  await db.insert(quoteRequestSellers).values(farms.map((f) => ({ requestId, sellerId: f.sellerId, chosen })));
}

/** Is this farm one the request went to? */
export async function isRecipient(db: Db, requestId: string, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteRequestSellers.requestId })
    .from(quoteRequestSellers)
    .where(and(eq(quoteRequestSellers.requestId, requestId), eq(quoteRequestSellers.sellerId, sellerId)))
    .limit(1);
  return !!row;
}

export async function markSeen(db: Db, requestId: string, sellerId: string, now: Date): Promise<void> {
  await db
    .update(quoteRequestSellers)
    .set({ seenAt: now })
    .where(and(eq(quoteRequestSellers.requestId, requestId), eq(quoteRequestSellers.sellerId, sellerId), sql`${quoteRequestSellers.seenAt} is null`));
}

export interface ListFilter {
  status?: RequestStatus;
  q?: string;
  unread?: boolean;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function textFilter(q: string | undefined, withBusiness: boolean): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(quoteRequests.title, pattern),
    ilike(quoteRequests.titleFr, pattern),
    ilike(quoteRequests.variety, pattern),
    withBusiness ? ilike(quoteRequests.buyerBusiness, pattern) : undefined,
  );
}

async function page(db: Db, where: SQL | undefined, f: ListFilter): Promise<{ rows: RequestRow[]; count: number }> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(quoteRequests).where(where);
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows, count: Number(counted?.n ?? 0) };
}

/** A bulk buyer's own requests, newest first. */
export function buyerRequests(db: Db, buyerId: string, f: ListFilter) {
  return page(db, and(eq(quoteRequests.buyerId, buyerId), f.status ? eq(quoteRequests.status, f.status) : undefined, textFilter(f.q, false)), f);
}

/** The requests sent to a farm, newest first; `unread`: not opened yet, or its quote has a buyer move not read. */
export function sellerRequests(db: Db, sellerId: string, f: ListFilter) {
  const sent = sql`${quoteRequests.id} in (select request_id from ${quoteRequestSellers} where seller_id = ${sellerId}::uuid)`;
  const unread = f.unread
    ? sql`(${quoteRequests.id} in (select request_id from ${quoteRequestSellers} where seller_id = ${sellerId}::uuid and seen_at is null)
        or ${quoteRequests.id} in (select request_id from ${quotes} where seller_id = ${sellerId}::uuid and seller_unread))`
    : undefined;
  return page(db, and(sent, f.status ? eq(quoteRequests.status, f.status) : undefined, textFilter(f.q, true), unread), f);
}

/** A quote of the farm on the request, if any. */
export async function quoteOf(db: Db, requestId: string, sellerId: string) {
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.requestId, requestId), eq(quotes.sellerId, sellerId)));
}

export async function quotesOfRequest(db: Db, requestId: string) {
  return db.select().from(quotes).where(eq(quotes.requestId, requestId)).orderBy(asc(quotes.createdAt), asc(quotes.id));
}

/** Is any pending request past its delivery date? (The sweep's cheap first look: the status/date index.) */
export async function anyExpired(db: Db, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.status, 'pending'), lt(quoteRequests.deliveryDate, today)))
    .limit(1);
  return !!row;
}

/** Pending requests past their delivery date become expired; answers those this call moved. */
export async function expirePending(db: Db, today: string): Promise<RequestRow[]> {
  return db
    .update(quoteRequests)
    .set({ status: 'expired', closedReason: 'request_expired' })
    .where(and(eq(quoteRequests.status, 'pending'), lt(quoteRequests.deliveryDate, today)))
    .returning();
}

/** Per request: how many farms it went to, and whether the farm `me` is one of them and has not opened it. */
export function recipientStats(db: Db, ids: string[], me: string) {
  return db
    .select({
      requestId: quoteRequestSellers.requestId,
      recipients: sql<number>`count(*)::int`,
      unseen: sql<boolean>`coalesce(bool_or(${quoteRequestSellers.sellerId} = ${me}::uuid and ${quoteRequestSellers.seenAt} is null), false)`,
    })
    .from(quoteRequestSellers)
    .where(inArray(quoteRequestSellers.requestId, ids))
    .groupBy(quoteRequestSellers.requestId);
}

/** Per request: its quotes counted, unread flags (the buyer's; the farm `me`'s), the accepted farm, whether it is `me`. */
export function quoteStats(db: Db, ids: string[], me: string) {
  return db
    .select({
      requestId: quotes.requestId,
      responses: sql<number>`count(*)::int`,
      buyerUnread: sql<boolean>`coalesce(bool_or(${quotes.buyerUnread}), false)`,
      sellerUnread: sql<boolean>`coalesce(bool_or(${quotes.sellerId} = ${me}::uuid and ${quotes.sellerUnread}), false)`,
      supplier: sql<string | null>`max(${quotes.farmName}) filter (where ${quotes.status} = 'accepted')`,
      mineAccepted: sql<boolean>`coalesce(bool_or(${quotes.sellerId} = ${me}::uuid and ${quotes.status} = 'accepted'), false)`,
    })
    .from(quotes)
    .where(inArray(quotes.requestId, ids))
    .groupBy(quotes.requestId);
}

export async function insertRequest(db: Db, values: typeof quoteRequests.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(quoteRequests).values(values).returning();
  return row!;
}

/** The buyer closed the request: rejected, for the reason request_closed. */
export async function closeRequestRow(db: Db, id: string): Promise<RequestRow> {
  const [row] = await db
    .update(quoteRequests)
    .set({ status: 'rejected', closedReason: 'request_closed' })
    .where(eq(quoteRequests.id, id))
    .returning();
  return row!;
}
