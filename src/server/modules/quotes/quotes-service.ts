// Quotes on the server: a farm answers a request it was sent, both parties move the quote through the one state
// machine (contract/quote-rules.ts QUOTE_TRANSITIONS), each new set of terms kept as a version; accepting makes the
// order and the agreement (quote-accept.ts). Every move locks the request row, then the quote row: two moves on one
// request (two devices, or the buyer accepting one farm while another farm accepts a counter) queue.
//
// Every refusal is thrown before the first write: a refused call inside app.idempotent commits what it wrote.
import type { z } from 'zod';
import type { QuoteStatus } from '../../../contract/enums.ts';
import { todayInCanada } from '../../../contract/order-rules.ts';
import { REQUEST_HREF, type Quote, type quoteTransitionSchema, type submitQuoteSchema } from '../../../contract/quotes.ts';
import { findQuoteTransition, nextQuoteActions, quoteTotalMinor, type QuoteActor, type QuoteTerms } from '../../../contract/quote-rules.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { notify } from '../notifications/notify.ts';
import { findSellerOf } from '../sellers/current.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { acceptQuote } from './quote-accept.ts';
import { buyerLabel, rejectIfAllEnded } from './quote-followups.ts';
import { toQuotes, type QuoteRow, type QuoteViewer } from './quotes-mappers.ts';
import * as q from './quotes-queries.ts';

type SubmitQuote = z.output<typeof submitQuoteSchema>;
type QuoteTransitionBody = z.output<typeof quoteTransitionSchema>;
type TermsWrite = NonNullable<QuoteTransitionBody['terms']>;

const quoteNotFound = () => notFound('quote.not_found');
const requestNotFound = () => notFound('request.not_found');
const notOpen = () => new HttpError(409, 'conflict', 'request.not_open');

/** The fields a buyer's counter-offer may change; the rest stay the farm's. */
const COUNTER_FIELDS = ['price_minor', 'quantity', 'delivery_date', 'pack_type', 'pack_style'] as const satisfies readonly (keyof QuoteTerms)[];

async function toQuote(db: Db, row: QuoteRow, viewer: QuoteViewer): Promise<Quote> {
  const [quote] = await toQuotes(db, [row], viewer);
  return quote!;
}

const toTerms = (t: TermsWrite): QuoteTerms => ({
  variety: t.variety ?? null,
  grade: t.grade,
  pack_type: t.pack_type,
  pack_style: t.pack_style ?? null,
  quantity: t.quantity,
  unit: t.unit,
  availability_start: t.availability_start,
  availability_end: t.availability_end,
  delivery_date: t.delivery_date,
  location: t.location,
  price_minor: t.price_minor,
  per_unit: t.per_unit,
  currency: t.currency,
});

/** Dates of terms: delivery inside the availability window, neither in the past (Toronto). */
function checkDates(terms: QuoteTerms, today: string): void {
  if (terms.delivery_date < terms.availability_start || terms.delivery_date > terms.availability_end) throw fieldError('terms.delivery_date', 'quote.delivery_outside');
  if (terms.availability_end < today) throw fieldError('terms.availability_end', 'request.date_past');
  if (terms.delivery_date < today) throw fieldError('terms.delivery_date', 'request.date_past');
}

/** A farm answers a request it was sent. Answers { created, data }: created false when the farm already sent this quote id. */
export async function submitQuote(db: Db, userId: string, requestId: string, body: SubmitQuote, now: Date): Promise<{ created: boolean; data: Quote }> {
  if (!isUuid(requestId)) throw requestNotFound();
  const farm = await findSellerOf(db, userId);
  if (!farm) throw requestNotFound();
  const viewer = { userId, sellerId: farm.id };
  await q.lockQuoteId(db, body.id);
  const request = await q.findRequest(db, requestId, true);
  if (!request || !(await q.isRecipient(db, requestId, farm.id))) throw requestNotFound();

  const same = await q.findQuote(db, body.id);
  if (same) {
    if (same.sellerId === farm.id && same.requestId === requestId) return { created: false, data: await toQuote(db, same, viewer) };
    throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
  }
  if (request.status !== 'pending') throw notOpen();
  if ((await q.quotesOfRequest(db, requestId)).some((x) => x.sellerId === farm.id)) throw new HttpError(409, 'conflict', 'quote.already_sent');
  if (body.product_id) {
    const product = await q.findProduct(db, body.product_id);
    if (!product || product.sellerId !== farm.id) throw fieldError('product_id', 'quote.product_invalid');
  }
  const terms = toTerms(body.terms);
  checkDates(terms, todayInCanada(now));

  const total = quoteTotalMinor(terms);
  await q.insertQuote(db, {
    id: body.id,
    requestId,
    sellerId: farm.id,
    buyerId: request.buyerId,
    farmName: farm.farmName,
    productId: body.product_id ?? null,
    status: 'sent',
    currentVersion: 1,
    buyerUnread: true,
    sellerUnread: false,
  });
  await q.insertVersion(db, { quoteId: body.id, number: 1, author: 'seller', kind: 'quote', terms, totalMinor: total, note: body.note ?? null, createdBy: userId });
  await notify(db, {
    userId: request.buyerId,
    kind: 'quote_received',
    params: { title: request.title, farm: farm.farmName, total, currency: terms.currency },
    href: REQUEST_HREF.buyer(requestId),
  });
  const fresh = (await q.findQuote(db, body.id))!;
  return { created: true, data: await toQuote(db, fresh, viewer) };
}

/** The quote and which party the caller is to it; anyone else gets 404 (the quote is not revealed). */
async function partyOf(db: Db, userId: string, id: string): Promise<{ row: QuoteRow; actor: QuoteActor; viewer: QuoteViewer }> {
  if (!isUuid(id)) throw quoteNotFound();
  const row = await q.findQuote(db, id);
  if (!row) throw quoteNotFound();
  if (row.buyerId === userId) return { row, actor: 'buyer', viewer: { userId, sellerId: null } };
  const farm = await findSellerOf(db, userId);
  if (farm && farm.id === row.sellerId) return { row, actor: 'seller', viewer: { userId, sellerId: farm.id } };
  throw quoteNotFound();
}

export async function getQuote(db: Db, userId: string, id: string): Promise<Quote> {
  const { row, viewer } = await partyOf(db, userId, id);
  return toQuote(db, row, viewer);
}

/** The caller has read the other party's latest move: their unread flag clears. */
export async function markQuoteRead(db: Db, userId: string, id: string): Promise<Quote> {
  const { row, actor, viewer } = await partyOf(db, userId, id);
  if (actor === 'buyer' ? row.buyerUnread : row.sellerUnread) {
    await q.updateQuote(db, id, actor === 'buyer' ? { buyerUnread: false } : { sellerUnread: false });
  }
  return toQuote(db, (await q.findQuote(db, id))!, viewer);
}

export interface TransitionResult {
  data: Quote;
  order_id: string | null;
  agreement_id: string | null;
}

/** One move of the quote state machine by its buyer or its farm. */
export async function transitionQuote(db: Db, userId: string, id: string, body: QuoteTransitionBody, now: Date): Promise<TransitionResult> {
  const { row: unlocked, actor, viewer } = await partyOf(db, userId, id);
  // Lock order: the request, then the quote.
  const request = (await q.findRequest(db, unlocked.requestId, true))!;
  const row = (await q.findQuote(db, id, true))!;
  if (body.expected_version !== row.currentVersion) {
    throw new HttpError(409, 'quote_changed', 'quote.changed', { current: await toQuote(db, row, viewer) });
  }
  const status = row.status as QuoteStatus;
  const move = findQuoteTransition(status, body.action, actor);
  if (!move) throw new HttpError(409, 'invalid_transition', 'quote.invalid_transition', { allowed: nextQuoteActions(status) });
  if (request.status !== 'pending') throw notOpen();
  if (move.reason && !body.reason) throw fieldError('reason', 'quote.reason_required');

  const other = actor === 'buyer' ? 'seller' : 'buyer';
  const unreadOfOther = other === 'buyer' ? { buyerUnread: true, sellerUnread: false } : { sellerUnread: true, buyerUnread: false };
  const farm = (await q.findFarm(db, row.sellerId))!;
  const title = request.title;
  const buyer = buyerLabel(request);

  if (body.action === 'accept') {
    const accepted = await acceptQuote(db, { request, quote: row, actor, userId, farm, now });
    return { data: await toQuote(db, (await q.findQuote(db, id))!, viewer), order_id: accepted.orderId, agreement_id: accepted.agreementId };
  }

  if (move.terms) {
    const current = (await q.latestVersion(db, id))!.terms;
    const proposed = toTerms(body.terms!);
    let terms: QuoteTerms;
    if (body.action === 'counter') {
      terms = { ...current };
      for (const f of COUNTER_FIELDS) (terms as unknown as Record<string, unknown>)[f] = proposed[f];
    } else {
      terms = proposed;
    }
    checkDates(terms, todayInCanada(now));
    const total = quoteTotalMinor(terms);
    const number = row.currentVersion + 1;
    await q.insertVersion(db, {
      quoteId: id,
      number,
      author: actor,
      kind: body.action === 'counter' ? 'counter' : 'revision',
      terms,
      totalMinor: total,
      note: body.note ?? null,
      createdBy: userId,
    });
    await q.updateQuote(db, id, { status: move.to, currentVersion: number, ...unreadOfOther });
    if (body.action === 'counter') {
      await notify(db, { userId: farm.userId, kind: 'quote_countered', params: { title, buyer, total, currency: terms.currency }, href: REQUEST_HREF.seller(request.id) });
    } else {
      await notify(db, { userId: request.buyerId, kind: 'quote_revised', params: { title, farm: farm.farmName, total, currency: terms.currency }, href: REQUEST_HREF.buyer(request.id) });
    }
  } else {
    // decline or withdraw
    await q.updateQuote(db, id, { status: move.to, reason: body.reason ?? null, ...unreadOfOther });
    if (body.action === 'withdraw') {
      await notify(db, { userId: request.buyerId, kind: 'quote_withdrawn', params: { title, farm: farm.farmName, reason: body.reason ?? null }, href: REQUEST_HREF.buyer(request.id) });
    } else {
      const to = other === 'buyer' ? { userId: request.buyerId, href: REQUEST_HREF.buyer(request.id) } : { userId: farm.userId, href: REQUEST_HREF.seller(request.id) };
      await notify(db, { ...to, kind: 'quote_declined', params: { title, farm: farm.farmName, buyer, reason: body.reason ?? null } });
    }
    await rejectIfAllEnded(db, request.id);
  }
  return { data: await toQuote(db, (await q.findQuote(db, id))!, viewer), order_id: null, agreement_id: null };
}
