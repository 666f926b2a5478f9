// Quotes over HTTP: a farm's quote on a request it was sent, every move of the quote state machine (legal and
// illegal, for both parties, from QUOTE_TRANSITIONS), stale versions, counter-offers that keep the farm's other
// terms, accepting (one order at the quote's total, stock reserved or a pre-order, the agreement, the other farm's
// quote closed with its notice, a second accept refused), visibility between two farms and two buyers (API and
// pull), the request following its quotes and its order, malformed bodies and idempotent replays.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_ACTIONS, QUOTE_STATUSES, type QuoteAction, type QuoteStatus } from '../../../contract/enums.ts';
import { addDays, todayInCanada } from '../../../contract/order-rules.ts';
import type { Order } from '../../../contract/orders.ts';
import { type Quote, type QuoteTermsWrite } from '../../../contract/quotes.ts';
import { findQuoteTransition, nextQuoteActions, quoteTotalMinor, type QuoteActor, type QuoteTerms } from '../../../contract/quote-rules.ts';
import { IDEMPOTENT_REPLAYED_HEADER, type SyncChange, type SyncResponse } from '../../../contract/sync.ts';
import { productGrades, stockMovements } from '../../db/schema/catalogue.ts';
import { notifications, orders } from '../../db/schema/orders.ts';
import { agreements, quoteRequests, quotes, quoteVersions } from '../../db/schema/quotes.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, type TestApp, settleSnapshots } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';
import { bulkBuyerAccount, insertRequest, quoteTerms, type BulkBuyerAccount, type RequestFixture } from '../../test/quotes-fixture.ts';

let t: TestApp;
let buyer: BulkBuyerAccount;
let otherBuyer: BulkBuyerAccount;
let s1: SellerAccount;
let s2: SellerAccount;
let s3: SellerAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await bulkBuyerAccount(t, 'Bruno');
  otherBuyer = await bulkBuyerAccount(t, 'Olga');
  s1 = await sellerAccount(t, { firstName: 'Anne' });
  s2 = await sellerAccount(t, { firstName: 'Bob' });
  s3 = await sellerAccount(t, { firstName: 'Cleo' });
});
afterAll(async () => {
  await t.close();
});

const today = () => todayInCanada();
const db = () => t.database.db;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...headers }, ...(payload !== undefined && { payload: payload as object }) });

const newRequest = (over: Partial<RequestFixture> = {}) => insertRequest(t, { buyer, categoryId: s1.farm.categoryId, sellerIds: [s1.farm.sellerId, s2.farm.sellerId], ...over });

const submit = (seller: SellerAccount, requestId: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  call('POST', `/api/quotes/requests/${requestId}/quotes/`, seller.access, body, { 'idempotency-key': key });
const quoteBody = (terms: Partial<QuoteTermsWrite> = {}, over: Record<string, unknown> = {}) => ({ id: randomUUID(), terms: quoteTerms(terms), note: 'Fresh from the field', ...over });

async function sendQuote(seller: SellerAccount, requestId: string, terms: Partial<QuoteTermsWrite> = {}, over: Record<string, unknown> = {}): Promise<Quote> {
  const res = await submit(seller, requestId, quoteBody(terms, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Quote }>().data;
}

const move = (access: string, quoteId: string, body: Record<string, unknown>, key: string = randomUUID(), lang = 'en') =>
  call('POST', `/api/quotes/quotes/${quoteId}/transition/`, access, body, { 'idempotency-key': key, 'accept-language': lang });

interface Moved {
  data: Quote;
  order_id: string | null;
  agreement_id: string | null;
}

const accessOf = (actor: QuoteActor, seller: SellerAccount = s1) => (actor === 'buyer' ? buyer.access : seller.access);

/** A body for `action` that the state machine would accept if the move is legal. */
function bodyFor(action: QuoteAction, version: number, terms: Partial<QuoteTermsWrite> = {}) {
  return {
    action,
    expected_version: version,
    ...((action === 'counter' || action === 'revise') && { terms: quoteTerms(terms) }),
    ...((action === 'withdraw' || action === 'decline') && { reason: 'Crop failed' }),
  };
}

/** The notices of `kind` a user received, those about `requestId` only when given. */
async function notices(userId: string, kind: string, requestId?: string) {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  return requestId ? rows.filter((n) => n.href.endsWith(`/${requestId}`)) : rows;
}

async function pull(access: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  await settleSnapshots(t.database);
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const params = new URLSearchParams({ ...(cursor && { cursor }), limit: '2000' });
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SyncResponse>();
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return changes;
  }
  throw new Error('pull never ended');
}

describe('submitting a quote', () => {
  it('creates version 1 at the quote total, answers the farm copy and tells the buyer', async () => {
    const requestId = await newRequest();
    const body = quoteBody();
    const res = await submit(s1, requestId, body);
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<{ data: Quote }>().data;
    expect(quote).toMatchObject({ id: body.id, request_id: requestId, seller_id: s1.farm.sellerId, buyer_id: buyer.userId, status: 'sent', current_version: 1, unread: false, order_id: null });
    expect(quote.total_minor).toBe(quoteTotalMinor(quoteTerms() as QuoteTerms));
    expect(quote.total_minor).toBe(440 * 125);
    expect(quote.versions).toEqual([expect.objectContaining({ number: 1, author: 'seller', kind: 'quote', note: 'Fresh from the field', total_minor: 55000 })]);
    const [n] = await notices(buyer.userId, 'quote_received', requestId);
    expect(n).toMatchObject({ href: `/buyer/request/${requestId}`, params: { title: 'Carrots', farm: 'Ferme Anne', total: 55000, currency: 'CAD' } });
    // The buyer's copy is unread.
    const seen = await call('GET', `/api/quotes/quotes/${quote.id}/`, buyer.access);
    expect(seen.json<{ data: Quote }>().data.unread).toBe(true);
  });

  it('replays the same key and answers the same quote id sent again without a key; refuses a second quote of the farm', async () => {
    const requestId = await newRequest();
    const body = quoteBody();
    const key = randomUUID();
    const first = await submit(s1, requestId, body, key);
    expect(first.statusCode).toBe(201);
    const replay = await submit(s1, requestId, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, s1.access, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Quote }>().data.id).toBe(body.id);
    const second = await submit(s1, requestId, quoteBody());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict', message: 'You have already quoted on this request' });
    expect(await db().select().from(quotes).where(eq(quotes.requestId, requestId))).toHaveLength(1);
    expect(await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, body.id))).toHaveLength(1);
  });

  it('only from a farm the request went to, only while it is pending, only for its own products, never in the past', async () => {
    const requestId = await newRequest();
    expect((await submit(s3, requestId, quoteBody())).statusCode).toBe(404);
    expect((await submit(s1, randomUUID(), quoteBody())).statusCode).toBe(404);
    expect((await submit(s1, 'not-a-uuid', quoteBody())).statusCode).toBe(404);
    // Not a seller at all.
    expect((await call('POST', `/api/quotes/requests/${requestId}/quotes/`, buyer.access, quoteBody(), { 'idempotency-key': randomUUID() })).statusCode).toBe(403);

    const otherFarmsProduct = await createProduct(db(), s2.farm);
    const wrong = await submit(s1, requestId, quoteBody({}, { product_id: otherFarmsProduct }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual({ product_id: ['Choose one of your own products'] });
    const unknown = await submit(s1, requestId, quoteBody({}, { product_id: randomUUID() }));
    expect(unknown.statusCode).toBe(400);

    const yesterday = addDays(today(), -1);
    const past = await submit(s1, requestId, quoteBody({ availability_start: addDays(today(), -5), availability_end: yesterday, delivery_date: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(past.json().messages['terms.availability_end']).toEqual(['Choose a date after today']);
    const pastDelivery = await submit(s1, requestId, quoteBody({ availability_start: addDays(today(), -5), delivery_date: yesterday }));
    expect(pastDelivery.statusCode).toBe(400);
    expect(Object.keys(pastDelivery.json().messages)).toEqual(['terms.delivery_date']);

    const closed = await newRequest({ status: 'rejected' });
    const late = await submit(s1, closed, quoteBody(), randomUUID());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This request is no longer open' });
    expect(await db().select().from(quotes).where(eq(quotes.requestId, requestId))).toHaveLength(0);
  });

  it('answers malformed bodies with 400 and the field messages, never 5xx', async () => {
    const requestId = await newRequest();
    const bad: unknown[] = [
      {},
      { id: 'x', terms: quoteTerms() },
      { id: randomUUID() },
      { id: randomUUID(), terms: { ...quoteTerms(), price_minor: 0 } },
      { id: randomUUID(), terms: { ...quoteTerms(), price_minor: 'a lot' } },
      { id: randomUUID(), terms: { ...quoteTerms(), quantity: 1.5 } },
      { id: randomUUID(), terms: { ...quoteTerms(), unit: 'ton' } },
      { id: randomUUID(), terms: { ...quoteTerms(), availability_end: addDays(today(), -3) } },
      { id: randomUUID(), terms: { ...quoteTerms(), delivery_date: addDays(today(), 30) } },
      { id: randomUUID(), terms: { ...quoteTerms(), pack_type: '   ' } },
      { id: randomUUID(), terms: { ...quoteTerms(), delivery_date: '2026-13-45x' } },
      { id: randomUUID(), terms: quoteTerms(), extra: true },
      [1, 2, 3],
    ];
    for (const body of bad) {
      const res = await submit(s1, requestId, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await submit(s1, requestId, { id: randomUUID(), terms: { ...quoteTerms(), pack_type: ' ', location: '' } });
    expect(missing.json().messages).toMatchObject({ 'terms.pack_type': ['Pack type is required'], 'terms.location': ['Location is required'] });
    const french = await call('POST', `/api/quotes/requests/${requestId}/quotes/`, s1.access, { id: randomUUID(), terms: { ...quoteTerms(), delivery_date: addDays(today(), 30) } }, {
      'accept-language': 'fr-CA',
    });
    expect(french.json().messages['terms.delivery_date']).toEqual(['La date de livraison doit se situer dans la période de disponibilité']);
    const junk = await t.app.inject({ method: 'POST', url: `/api/quotes/requests/${requestId}/quotes/`, headers: { ...bearer(s1.access), 'content-type': 'application/json' }, payload: '{"id":' });
    expect(junk.statusCode).toBe(400);
  });
});

/** A quote of s1 on a fresh request (to s1 and s2), put in `status` directly. */
async function quoteIn(status: QuoteStatus): Promise<{ requestId: string; quote: Quote }> {
  const requestId = await newRequest();
  const quote = await sendQuote(s1, requestId);
  if (status !== 'sent') await db().update(quotes).set({ status }).where(eq(quotes.id, quote.id));
  return { requestId, quote };
}

describe('the quote state machine', () => {
  const cases = QUOTE_STATUSES.flatMap((status) => QUOTE_ACTIONS.flatMap((action) => (['buyer', 'seller'] as const).map((by) => ({ status, action, by }))));

  it.each(cases)('$by $action on a $status quote', async ({ status, action, by }) => {
    const { requestId, quote } = await quoteIn(status);
    const res = await move(accessOf(by), quote.id, bodyFor(action, 1, { price_minor: 110 }));
    const legal = findQuoteTransition(status, action, by);
    if (!legal) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invalid_transition', allowed: nextQuoteActions(status) });
      const [row] = await db().select().from(quotes).where(eq(quotes.id, quote.id));
      expect(row!.status).toBe(status);
      expect(row!.currentVersion).toBe(1);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<Moved>();
    expect(moved.data.status).toBe(legal.to);
    expect(moved.data.unread).toBe(false);
    if (legal.terms) {
      expect(moved.data.current_version).toBe(2);
      expect(moved.data.versions.map((v) => [v.number, v.author, v.kind])).toEqual([
        [1, 'seller', 'quote'],
        [2, by, action === 'counter' ? 'counter' : 'revision'],
      ]);
      expect(moved.data.total_minor).toBe(440 * 110);
    } else {
      expect(moved.data.current_version).toBe(1);
    }
    if (action === 'accept') {
      expect(moved.order_id).toEqual(expect.any(String));
      expect(moved.agreement_id).toEqual(expect.any(String));
    } else {
      expect(moved.order_id).toBeNull();
    }
    // The other party's copy is unread.
    const other = await call('GET', `/api/quotes/quotes/${quote.id}/`, by === 'buyer' ? s1.access : buyer.access);
    expect(other.json<{ data: Quote }>().data.unread).toBe(true);
    const [req] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(req!.status).toBe(action === 'accept' ? 'approved' : 'pending');
  });

  it('refuses a move on terms the caller has not seen (409 quote_changed with the quote as it is now)', async () => {
    const { quote } = await quoteIn('sent');
    const countered = await move(buyer.access, quote.id, bodyFor('counter', 1, { price_minor: 100 }));
    expect(countered.statusCode).toBe(200);
    // The farm answers version 1 from a device that has not pulled the counter-offer.
    const stale = await move(s1.access, quote.id, bodyFor('revise', 1, { price_minor: 120 }));
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ code: string; current: Quote }>();
    expect(body.code).toBe('quote_changed');
    expect(body.current).toMatchObject({ id: quote.id, status: 'countered', current_version: 2, unread: true });
    expect(body.current.terms.price_minor).toBe(100);
    // The buyer accepting the farm's version 1 after countering: also stale.
    const staleAccept = await move(buyer.access, quote.id, bodyFor('accept', 1));
    expect(staleAccept.json().code).toBe('quote_changed');
    expect(await db().select().from(orders).where(eq(orders.quoteId, quote.id))).toHaveLength(0);
  });

  it("a counter-offer changes only price, quantity, delivery date and packaging; the farm's other terms stay", async () => {
    const { requestId, quote } = await quoteIn('sent');
    const res = await move(
      buyer.access,
      quote.id,
      {
        action: 'counter',
        expected_version: 1,
        note: 'Can you do 1.10?',
        terms: quoteTerms({
          price_minor: 110,
          quantity: 500,
          delivery_date: addDays(today(), 6),
          pack_type: 'Crate',
          pack_style: '50 lb',
          // Not the buyer's to change:
          grade: 'lower',
          variety: 'Chantenay',
          location: 'My kitchen',
          currency: 'USD',
          per_unit: 'kg',
          unit: 'kg',
          availability_start: addDays(today(), 1),
        }),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<Moved>().data;
    expect(q.terms).toEqual({
      ...quoteTerms(),
      price_minor: 110,
      quantity: 500,
      delivery_date: addDays(today(), 6),
      pack_type: 'Crate',
      pack_style: '50 lb',
    });
    expect(q.total_minor).toBe(500 * 110);
    expect(q.versions[1]).toMatchObject({ author: 'buyer', kind: 'counter', note: 'Can you do 1.10?', total_minor: 55000 });
    const [n] = await notices(s1.userId, 'quote_countered', requestId);
    expect(n).toMatchObject({ href: `/seller/requests/${requestId}`, params: { title: 'Carrots', buyer: buyer.business, total: 55000, currency: 'CAD' } });
    // A counter whose delivery date leaves the farm's availability window is refused.
    const outside = await move(buyer.access, quote.id, bodyFor('counter', 2, { delivery_date: addDays(today(), 10), availability_end: addDays(today(), 20) }));
    expect(outside.statusCode).toBe(409); // countered: the farm's turn
    const revised = await move(s1.access, quote.id, bodyFor('revise', 2, { price_minor: 115 }));
    expect(revised.statusCode).toBe(200);
    const outsideNow = await move(buyer.access, quote.id, bodyFor('counter', 3, { delivery_date: addDays(today(), 12), availability_end: addDays(today(), 20) }));
    expect(outsideNow.statusCode).toBe(400);
    expect(outsideNow.json().messages).toEqual({ 'terms.delivery_date': ['The delivery date must fall within the availability dates'] });
    const [r] = await notices(buyer.userId, 'quote_revised', requestId);
    expect(r!.params).toMatchObject({ title: 'Carrots', total: 440 * 115 });
  });

  it('a withdrawal and a farm declining need a reason; the buyer may decline without one', async () => {
    const { requestId, quote } = await quoteIn('sent');
    const res = await move(s1.access, quote.id, { action: 'withdraw', expected_version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ reason: ['Please give a reason'] });
    const blank = await move(s1.access, quote.id, { action: 'withdraw', expected_version: 1, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const ok = await move(s1.access, quote.id, { action: 'withdraw', expected_version: 1, reason: 'Hail took the crop' });
    expect(ok.json<Moved>().data).toMatchObject({ status: 'withdrawn', reason: 'Hail took the crop' });
    const [n] = await notices(buyer.userId, 'quote_withdrawn', requestId);
    expect(n!.params).toMatchObject({ reason: 'Hail took the crop' });
    const other = await quoteIn('sent');
    const declined = await move(buyer.access, other.quote.id, { action: 'decline', expected_version: 1 });
    expect(declined.json<Moved>().data.status).toBe('declined');
    expect(await notices(s1.userId, 'quote_declined', other.requestId)).toHaveLength(1);
  });

  it('answers malformed moves with 400 and unknown quotes with 404, never 5xx', async () => {
    const { quote } = await quoteIn('sent');
    const bad: unknown[] = [
      {},
      { action: 'accept' },
      { action: 'accept', expected_version: 'one' },
      { action: 'accept', expected_version: 0 },
      { action: 'steal', expected_version: 1 },
      { action: 'counter', expected_version: 1 },
      { action: 'accept', expected_version: 1, terms: quoteTerms() },
      { action: 'counter', expected_version: 1, terms: { price_minor: 1 } },
      { action: 'accept', expected_version: 1, extra: 1 },
      null,
    ];
    for (const body of bad) expect((await move(buyer.access, quote.id, body as Record<string, unknown>)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await move(buyer.access, randomUUID(), bodyFor('accept', 1))).statusCode).toBe(404);
    expect((await move(buyer.access, 'nope', bodyFor('accept', 1))).statusCode).toBe(404);
    expect((await call('GET', '/api/quotes/quotes/%00/', buyer.access)).statusCode).toBeLessThan(500);
    expect((await call('GET', `/api/quotes/quotes/${quote.id}/`, null)).statusCode).toBe(401);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.status).toBe('sent');
  });

  it('replays a move sent twice with the same key: one version, one notice', async () => {
    const { quote } = await quoteIn('sent');
    const key = randomUUID();
    const body = bodyFor('counter', 1, { price_minor: 99 });
    const first = await move(buyer.access, quote.id, body, key);
    const again = await move(buyer.access, quote.id, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.id))).toHaveLength(2);
  });

  it('a move on a request that is no longer pending is refused', async () => {
    const { requestId, quote } = await quoteIn('sent');
    await db().update(quoteRequests).set({ status: 'expired' }).where(eq(quoteRequests.id, requestId));
    const res = await move(buyer.access, quote.id, bodyFor('accept', 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request is no longer open');
  });
});

describe('accepting a quote', () => {
  async function stock(productId: string, grade = 'top') {
    const [g] = await db().select().from(productGrades).where(and(eq(productGrades.productId, productId), eq(productGrades.grade, grade)));
    return g!.stock;
  }
  const orderOf = async (access: string, id: string) => (await call('GET', `/api/orders/${id}/`, access)).json<{ data: Order }>().data;

  it('makes one accepted order at the quote total with stock reserved, the agreement, and closes the other farm politely', async () => {
    const product = await createProduct(db(), s1.farm, { unit: 'lb', stock: 1000, name: 'Carrots', nameFr: 'Carottes' });
    const requestId = await newRequest();
    const q1 = await sendQuote(s1, requestId, {}, { product_id: product });
    const q2 = await sendQuote(s2, requestId, { price_minor: 140 });
    // Buyer counters s1, s1 revises, buyer accepts the revision (kg price for a quantity in lb).
    expect((await move(buyer.access, q1.id, bodyFor('counter', 1, { price_minor: 100 }))).statusCode).toBe(200);
    expect((await move(s1.access, q1.id, bodyFor('revise', 2, { price_minor: 243, per_unit: 'kg' }))).statusCode).toBe(200);
    const key = randomUUID();
    const res = await move(buyer.access, q1.id, bodyFor('accept', 3), key);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<Moved>();
    const expected = quoteTotalMinor(quoteTerms({ price_minor: 243, per_unit: 'kg' }) as QuoteTerms);
    expect(expected).toBe(440 * Math.round(243 * 0.45359237));
    expect(moved.data).toMatchObject({ status: 'accepted', order_id: moved.order_id, agreement_id: moved.agreement_id, total_minor: expected, current_version: 3 });

    const order = await orderOf(buyer.access, moved.order_id!);
    expect(order).toMatchObject({
      status: 'accepted',
      quote_id: q1.id,
      preorder: false,
      buyer_business: buyer.business,
      seller_id: s1.farm.sellerId,
      fulfilment: 'delivery',
      date: addDays(today(), 5),
      payment_method: 'invoice_net30',
      payment_due: addDays(addDays(today(), 5), 30),
      currency: 'CAD',
      total_minor: expected,
      subtotal_minor: expected,
      delivery_fee_minor: 0,
      tax_minor: 0,
    });
    expect(order.address).toMatchObject({ city: 'Toronto', province: 'ON' });
    expect(order.taxes.map((x) => x.name)).toEqual(['HST']);
    expect(order.lines).toEqual([
      expect.objectContaining({ product_id: product, product_name: 'Carrots', product_name_fr: 'Carottes', grade: 'top', unit: 'lb', quantity: 440, unit_price_minor: 110, line_total_minor: expected }),
    ]);
    expect(order.events.map((e) => [e.status, e.by])).toEqual([
      ['placed', 'buyer'],
      ['accepted', 'seller'],
    ]);
    expect(await stock(product)).toBe(560);
    const [movement] = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(movement).toMatchObject({ kind: 'reserved', delta: -440, stockAfter: 560 });
    // The farm sees the same order.
    expect((await orderOf(s1.access, order.id)).total_minor).toBe(expected);

    const [request] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(request).toMatchObject({ status: 'approved', acceptedQuoteId: q1.id, orderId: order.id });
    const [closed] = await db().select().from(quotes).where(eq(quotes.id, q2.id));
    expect(closed).toMatchObject({ status: 'declined', closedReason: 'other_quote_accepted', sellerUnread: true });
    const closedNotices = await notices(s2.userId, 'quote_closed', requestId);
    expect(closedNotices.map((n) => n.params)).toContainEqual({ title: 'Carrots', buyer: buyer.business, reason: 'other_quote_accepted' });
    const accepted = (await notices(s1.userId, 'quote_accepted')).find((n) => n.orderId === order.id);
    expect(accepted).toMatchObject({ href: `/seller/requests/${requestId}`, params: { title: 'Carrots', total: expected, currency: 'CAD', invoice: expect.stringMatching(/^INV-/) } });

    const agreement = await call('GET', `/api/quotes/agreements/${moved.agreement_id}/`, buyer.access);
    expect(agreement.statusCode, agreement.body).toBe(200);
    expect(agreement.json()).toMatchObject({
      data: { quote_id: q1.id, request_id: requestId, order_id: order.id, total_minor: expected, accepted_by: 'buyer', quote_version: 3, buyer: { id: buyer.userId, business: buyer.business }, seller: { id: s1.farm.sellerId } },
      verification: { valid: true, content_ok: true, chain_ok: true },
    });
    expect((await call('GET', `/api/quotes/agreements/${moved.agreement_id}/`, s1.access)).statusCode).toBe(200);

    // A second accept (another device, the same version): refused, nothing more made. The same key replays.
    const twice = await move(buyer.access, q1.id, bodyFor('accept', 3));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'invalid_transition', allowed: [] });
    expect((await move(buyer.access, q1.id, bodyFor('accept', 3), key)).json()).toEqual(moved);
    expect(await db().select().from(orders).where(eq(orders.quoteId, q1.id))).toHaveLength(1);
    expect(await db().select().from(agreements).where(eq(agreements.quoteId, q1.id))).toHaveLength(1);
    expect(await stock(product)).toBe(560);
    // The closed quote cannot be accepted any more either.
    expect((await move(buyer.access, q2.id, bodyFor('accept', 1))).statusCode).toBe(409);
  });

  it('a future harvest, a product sold in another unit, too little stock or no product: a pre-order, nothing reserved', async () => {
    const inLb = await createProduct(db(), s1.farm, { unit: 'lb', stock: 1000 });
    const inKg = await createProduct(db(), s1.farm, { unit: 'kg', stock: 1000 });
    const scarce = await createProduct(db(), s1.farm, { unit: 'lb', stock: 10 });
    const later = addDays(today(), 20);
    const cases: Array<{ product: string | null; terms: Partial<QuoteTermsWrite> }> = [
      { product: inLb, terms: { availability_start: later, availability_end: addDays(later, 5), delivery_date: later } },
      { product: inKg, terms: {} },
      { product: scarce, terms: {} },
      { product: null, terms: {} },
    ];
    for (const c of cases) {
      const requestId = await newRequest({ sellerIds: [s1.farm.sellerId] });
      const quote = await sendQuote(s1, requestId, c.terms, { product_id: c.product });
      const res = await move(buyer.access, quote.id, bodyFor('accept', 1));
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderOf(buyer.access, res.json<Moved>().order_id!);
      expect(order.preorder).toBe(true);
      expect(order.total_minor).toBe(quote.total_minor);
      expect(order.lines[0]!.product_name).toBe('Carrots');
    }
    expect(await stock(inLb)).toBe(1000);
    expect(await stock(inKg)).toBe(1000);
    expect(await stock(scarce)).toBe(10);
  });

  it('the farm accepting a counter-offer; pickup at the farm place from the terms', async () => {
    const requestId = await newRequest({ fulfilment: 'pickup', province: 'QC', paymentMethod: 'pay_on_pickup' });
    const quote = await sendQuote(s1, requestId);
    expect((await move(buyer.access, quote.id, bodyFor('counter', 1, { price_minor: 100 }))).statusCode).toBe(200);
    const res = await move(s1.access, quote.id, bodyFor('accept', 2));
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(s1.access, res.json<Moved>().order_id!);
    expect(order).toMatchObject({ fulfilment: 'pickup', address: null, branch: { branch_id: null, address: 'Lévis, QC', province: 'QC' }, payment_due: null, total_minor: 44000 });
    expect(order.taxes.map((x) => x.name)).toEqual(['GST', 'QST']);
    const [n] = await notices(buyer.userId, 'quote_accepted', requestId);
    expect(n).toMatchObject({ orderId: order.id, href: `/buyer/request/${requestId}` });
    const agreement = await call('GET', `/api/quotes/agreements/${res.json<Moved>().agreement_id}/`, buyer.access);
    expect(agreement.json().data.accepted_by).toBe('seller');
  });
});

describe('who sees what', () => {
  it('another farm or another buyer can neither read, move, mark read nor pull a quote; its parties can', async () => {
    const requestId = await newRequest();
    const q1 = await sendQuote(s1, requestId, { price_minor: 321 });
    const q2 = await sendQuote(s2, requestId);
    for (const stranger of [s2, s3, otherBuyer]) {
      expect((await call('GET', `/api/quotes/quotes/${q1.id}/`, stranger.access)).statusCode).toBe(404);
      expect((await call('POST', `/api/quotes/quotes/${q1.id}/read/`, stranger.access)).statusCode).toBe(404);
      for (const action of QUOTE_ACTIONS) expect((await move(stranger.access, q1.id, bodyFor(action, 1))).statusCode).toBe(404);
    }
    // The farm's own pull has its quote only; the buyer's has both, each with the reader's unread flag.
    const s2Quotes = (await pull(s2.access)).filter((c) => c.table === 'quotes');
    expect(s2Quotes.map((c) => c.id)).toContain(q2.id);
    expect(s2Quotes.map((c) => c.id)).not.toContain(q1.id);
    expect(JSON.stringify(await pull(s2.access))).not.toContain('"price_minor":321');
    for (const stranger of [s3, otherBuyer]) expect((await pull(stranger.access)).filter((c) => c.table === 'quotes' || c.table === 'agreements')).toEqual([]);
    const mine = (await pull(buyer.access)).filter((c) => c.table === 'quotes' && (c.id === q1.id || c.id === q2.id));
    expect(mine).toHaveLength(2);
    expect(mine.every((c) => c.op === 'upsert' && (c.row as Quote).unread === true)).toBe(true);
    const farmCopy = (await pull(s1.access)).find((c) => c.id === q1.id)!;
    expect((farmCopy.row as Quote).unread).toBe(false);

    // Reading clears the reader's own flag only.
    const read = await call('POST', `/api/quotes/quotes/${q1.id}/read/`, buyer.access, undefined, { 'idempotency-key': randomUUID() });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Quote }>().data.unread).toBe(false);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, q1.id));
    expect(row).toMatchObject({ buyerUnread: false, sellerUnread: false });

    // The agreement: its two parties only, in the API and the pull.
    const accepted = await move(buyer.access, q1.id, bodyFor('accept', 1));
    const agreementId = accepted.json<Moved>().agreement_id!;
    for (const stranger of [s2, s3, otherBuyer]) {
      expect((await call('GET', `/api/quotes/agreements/${agreementId}/`, stranger.access)).statusCode).toBe(404);
      expect((await pull(stranger.access)).some((c) => c.table === 'agreements')).toBe(false);
    }
    expect((await call('GET', '/api/quotes/agreements/not-an-id/', buyer.access)).statusCode).toBe(404);
    for (const party of [buyer, s1]) {
      const got = (await pull(party.access)).find((c) => c.table === 'agreements' && c.id === agreementId);
      expect(got?.row).toMatchObject({ id: agreementId, quote_id: q1.id, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
    // The closed quote reaches its farm, still without the other farm's terms.
    const closed = (await pull(s2.access)).find((c) => c.id === q2.id)!;
    expect(closed.row).toMatchObject({ status: 'declined', closed_reason: 'other_quote_accepted', unread: true });
  });
});

describe('the request follows its quotes and its order', () => {
  it('every farm answered and every quote declined or withdrawn: rejected; one farm still silent: pending', async () => {
    const requestId = await newRequest();
    const q1 = await sendQuote(s1, requestId);
    expect((await move(buyer.access, q1.id, bodyFor('decline', 1))).statusCode).toBe(200);
    const status = async () => (await db().select().from(quoteRequests).where(eq(quoteRequests.id, requestId)))[0]!.status;
    expect(await status()).toBe('pending');
    const q2 = await sendQuote(s2, requestId);
    expect((await move(s2.access, q2.id, bodyFor('withdraw', 1))).statusCode).toBe(200);
    expect(await status()).toBe('rejected');
  });

  it('the order delivered completes the request; an order cancelled rejects it', async () => {
    const seller = (to: string, id: string, reason?: string) =>
      call('POST', `/api/orders/${id}/transition/`, s1.access, { to, ...(reason && { reason }) }, { 'idempotency-key': randomUUID() });
    const accept = async () => {
      const requestId = await newRequest({ sellerIds: [s1.farm.sellerId] });
      const quote = await sendQuote(s1, requestId);
      const res = await move(buyer.access, quote.id, bodyFor('accept', 1));
      return { requestId, orderId: res.json<Moved>().order_id! };
    };
    const requestOf = async (id: string) => (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!;

    const done = await accept();
    for (const to of ['packed', 'out_for_delivery']) expect((await seller(to, done.orderId)).statusCode).toBe(200);
    expect((await requestOf(done.requestId)).status).toBe('approved');
    expect((await seller('delivered', done.orderId)).statusCode).toBe(200);
    expect((await requestOf(done.requestId)).status).toBe('completed');

    const gone = await accept();
    expect((await seller('cancelled', gone.orderId, 'Hail')).statusCode).toBe(200);
    expect(await requestOf(gone.requestId)).toMatchObject({ status: 'rejected', closedReason: 'order_cancelled' });
  });
});
