// Produce requests on the server: a bulk buyer asks farms (those growing the category in the province, or the farms
// they chose), lists and reads their requests and closes one; a farm lists the requests sent to it and marks one
// seen; the expiry sweep closes requests past their delivery date. Quote moves live in the quotes service.
//
// Every refusal is thrown before the first write: a refused call inside app.idempotent commits what it wrote.
import type { z } from 'zod';
import { orderAddressOf, paymentMethodsFor, todayInCanada } from '../../../contract/order-rules.ts';
import { toAddress } from '../accounts/mappers.ts';
import { findAddress } from '../accounts/queries.ts';
import type { OrderAddress } from '../../../contract/order-rules.ts';
import { REQUEST_HREF, REQUESTS_PAGE_SIZE, type closeRequestSchema, type createRequestSchema, type Quote, type QuoteRequest, type requestsQuery } from '../../../contract/quotes.ts';
import { REQUEST_TRANSITIONS } from '../../../contract/quote-rules.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import { findSellerOf, sellerOf } from '../sellers/current.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { closeOpenQuotes } from './quote-followups.ts';
import { toQuotes } from './quotes-mappers.ts';
import * as q from './requests-queries.ts';
import { toRequests, type RequestRow, type RequestViewer } from './requests-mappers.ts';

type CreateRequest = z.output<typeof createRequestSchema>;
type CloseRequest = z.output<typeof closeRequestSchema>;
type RequestsQuery = z.output<typeof requestsQuery>;

export interface Caller {
  id: string;
  role: string;
}

const requestNotFound = () => notFound('request.not_found');

/** A real calendar day ('2026-02-30' is not). */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

async function toRequest(db: Db, row: RequestRow, viewer: RequestViewer): Promise<QuoteRequest> {
  const [shaped] = await toRequests(db, [row], viewer);
  return shaped!;
}

/** Creates one request and sends it to its farms. Answers { created: false } when the caller already made this id. */
export async function createRequest(db: Db, caller: Caller, body: CreateRequest, now: Date): Promise<{ created: boolean; data: QuoteRequest }> {
  await q.lockRequestId(db, body.id);
  const existing = await q.findRequest(db, body.id);
  if (existing) {
    if (existing.buyerId !== caller.id) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    return { created: false, data: await toRequest(db, existing, { userId: caller.id, sellerId: null }) };
  }

  if (!isRealDate(body.delivery_date)) throw fieldError('delivery_date', 'request.date_invalid');
  if (body.delivery_date <= todayInCanada(now)) throw fieldError('delivery_date', 'request.date_past');
  if (!paymentMethodsFor(caller.role, body.fulfilment).includes(body.payment_method)) throw fieldError('payment_method', 'order.payment_invalid');

  // What: a catalogue product (its category, names in both languages and photo) or the buyer's own words.
  let categoryId = body.category_id;
  let title = body.title;
  let titleFr: string | null = null;
  let image: string | null = null;
  if (body.product_id) {
    const product = await q.findVisibleProduct(db, body.product_id);
    if (!product) throw fieldError('product_id', 'product.not_found');
    categoryId = product.categoryId;
    image = product.image;
    const same = (a: string | null) => !!a && a.trim().toLowerCase() === body.title.toLowerCase();
    if (same(product.name) || same(product.nameFr)) {
      title = product.name;
      titleFr = product.nameFr;
    }
  } else if (!(await q.categoryExists(db, categoryId))) {
    throw fieldError('category_id', 'request.category_required');
  }

  // Where: a copy of one of the buyer's addresses, or the province they collect in.
  let address: OrderAddress | null = null;
  let province: string;
  let city: string | null = null;
  if (body.fulfilment === 'delivery') {
    const row = body.address_id ? await findAddress(db, caller.id, body.address_id) : null;
    if (!row) throw fieldError('address_id', 'order.address_required');
    address = orderAddressOf(toAddress(row));
    province = row.province;
    city = row.city;
  } else {
    province = body.province!;
  }

  // To whom: the farms the buyer named, or those growing the category in the province (else anywhere in Canada).
  let farms: q.Recipient[];
  if (body.audience === 'chosen') {
    const ids = [...new Set(body.seller_ids)];
    farms = await q.farmsByIds(db, ids);
    if (farms.length !== ids.length || farms.some((f) => f.userId === caller.id)) throw fieldError('seller_ids', 'request.seller_invalid');
  } else {
    farms = await q.matchingFarms(db, categoryId, caller.id, province);
    if (farms.length === 0) farms = await q.matchingFarms(db, categoryId, caller.id, null);
    if (farms.length === 0) throw new HttpError(422, 'validation_failed', 'request.no_farms', { fields: { category_id: ['request.no_farms'] } });
  }

  const buyer = (await q.findBuyer(db, caller.id))!;
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  const row = await q.insertRequest(db, {
    id: body.id,
    buyerId: caller.id,
    buyerName,
    buyerBusiness: buyer.business ?? null,
    title,
    titleFr,
    productId: body.product_id ?? null,
    categoryId,
    image,
    variety: body.variety,
    grade: body.grade ?? null,
    quantity: body.quantity,
    unit: body.unit,
    packaging: body.packaging,
    organicRequired: body.organic_required,
    fulfilment: body.fulfilment,
    address,
    city,
    province,
    deliveryDate: body.delivery_date,
    windowStart: body.window_start,
    windowEnd: body.window_end,
    targetPriceMinor: body.target_price_minor ?? null,
    currency: body.currency,
    paymentMethod: body.payment_method,
    note: body.note,
    audience: body.audience,
    status: 'pending',
  });
  await q.insertRecipients(db, row.id, farms, body.audience === 'chosen');
  await notify(
    db,
    ...farms.map(
      (f): Notice => ({
        userId: f.userId,
        kind: 'request_received',
        params: { title, buyer: buyer.business ?? buyerName, quantity: body.quantity, unit: body.unit },
        href: REQUEST_HREF.seller(row.id),
      }),
    ),
  );
  return { created: true, data: await toRequest(db, row, { userId: caller.id, sellerId: null }) };
}

function listFilter(query: RequestsQuery) {
  return { status: query.status, q: query.q || undefined, unread: query.unread === 'true', page: query.page, pageSize: REQUESTS_PAGE_SIZE };
}

/** A bulk buyer's requests, newest first. */
export async function buyerRequests(db: Db, userId: string, query: RequestsQuery, now: Date) {
  await expireRequests(db, now);
  const f = listFilter(query);
  const { rows, count } = await q.buyerRequests(db, userId, f);
  return { data: await toRequests(db, rows, { userId, sellerId: null }), meta: { count, page: f.page, page_size: f.pageSize } };
}

/** The requests sent to the caller's farm, newest first. */
export async function sellerRequests(db: Db, userId: string, query: RequestsQuery, now: Date) {
  const seller = await sellerOf(db, userId);
  await expireRequests(db, now);
  const f = listFilter(query);
  const { rows, count } = await q.sellerRequests(db, seller.id, f);
  return { data: await toRequests(db, rows, { userId, sellerId: seller.id }), meta: { count, page: f.page, page_size: f.pageSize } };
}

/** The request and who reads it: its buyer, or a farm it went to; anyone else gets 404. */
async function readable(db: Db, userId: string, id: string, lock = false): Promise<{ row: RequestRow; viewer: RequestViewer; isBuyer: boolean }> {
  if (!isUuid(id)) throw requestNotFound();
  const row = await q.findRequest(db, id, { lock });
  if (!row) throw requestNotFound();
  if (row.buyerId === userId) return { row, viewer: { userId, sellerId: null }, isBuyer: true };
  const seller = await findSellerOf(db, userId);
  if (seller && (await q.isRecipient(db, id, seller.id))) return { row, viewer: { userId, sellerId: seller.id }, isBuyer: false };
  throw requestNotFound();
}

/** One request with the quotes the caller may see: the buyer every farm's, a farm only its own. */
export async function getRequest(db: Db, userId: string, id: string): Promise<{ data: QuoteRequest; quotes: Quote[] }> {
  const { row, viewer, isBuyer } = await readable(db, userId, id);
  const quoteRows = isBuyer ? await q.quotesOfRequest(db, id) : await q.quoteOf(db, id, viewer.sellerId!);
  return { data: await toRequest(db, row, viewer), quotes: await toQuotes(db, quoteRows, viewer) };
}

/** The buyer closes a pending request: it is rejected and the open quotes are declined politely. */
export async function closeRequest(db: Db, userId: string, id: string, _body: CloseRequest, now: Date): Promise<QuoteRequest> {
  if (!isUuid(id)) throw requestNotFound();
  const row = await q.findRequest(db, id, { lock: true });
  if (!row || row.buyerId !== userId) throw requestNotFound();
  const allowed = REQUEST_TRANSITIONS.filter((tr) => tr.from === row.status && tr.by === 'buyer').map((tr) => tr.to);
  if (!allowed.includes('rejected')) throw new HttpError(409, 'invalid_transition', 'request.not_open', { allowed });
  const updated = await q.closeRequestRow(db, id);
  await closeOpenQuotes(db, updated.id, 'request_closed', now);
  const fresh = await q.findRequest(db, id);
  return toRequest(db, fresh!, { userId, sellerId: null });
}

/** A farm the request went to has opened it. Answers the farm's copy. */
export async function markRequestSeen(db: Db, userId: string, id: string, now: Date): Promise<QuoteRequest> {
  const { viewer, isBuyer } = await readable(db, userId, id);
  if (isBuyer) throw requestNotFound();
  await q.markSeen(db, id, viewer.sellerId!, now);
  const fresh = (await q.findRequest(db, id))!;
  return toRequest(db, fresh, viewer);
}

/**
 * Pending requests whose delivery date has passed (Toronto) become expired, their open quotes too; the buyer and
 * each farm with an open quote are told. Cheap when there is nothing to do (one indexed look). Answers how many
 * requests expired.
 */
export async function expireRequests(db: Db, now: Date): Promise<number> {
  const today = todayInCanada(now);
  if (!(await q.anyExpired(db, today))) return 0;
  return db.transaction(async (tx) => {
    const expired = await q.expirePending(tx, today);
    if (expired.length === 0) return 0;
    for (const r of expired) await closeOpenQuotes(tx, r.id, 'request_expired', now);
    await notify(tx, ...expired.map((r): Notice => ({ userId: r.buyerId, kind: 'request_expired', params: { title: r.title }, href: REQUEST_HREF.buyer(r.id) })));
    return expired.length;
  });
}
