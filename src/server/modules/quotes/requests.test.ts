// Produce requests over HTTP: creating one (farms matching the category in the province, else anywhere, else 422;
// chosen farms), the checks beyond the schema, malformed bodies, idempotent replay; who sees what between two buyers
// and two farms (detail, lists, the pull); closing (and an illegal close); a farm marking a request seen; the expiry
// sweep with a moved clock.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInCanada } from '../../../contract/order-rules.ts';
import type { QuoteRequest } from '../../../contract/quotes.ts';
import type { QuoteTerms } from '../../../contract/quote-rules.ts';
import type { SyncChange, SyncResponse } from '../../../contract/sync.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { branches, categories } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/orders.ts';
import { bulkBuyers, quoteRequests, quoteRequestSellers, quotes, quoteVersions } from '../../db/schema/quotes.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp, settleSnapshots } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';
import { expireRequests } from './requests-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Buyer {
  access: string;
  userId: string;
  addressId: string;
}

const db = () => t.database.db;
const tomorrow = () => addDays(todayInCanada(new Date()), 1);
const inDays = (n: number) => addDays(todayInCanada(new Date()), n);

async function bulkBuyer(firstName = 'Bruno', business: string | null = 'Bistro Bruno'): Promise<Buyer> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Bulk' });
  await db().update(users).set({ role: 'BulkBuyer' }).where(eq(users.id, user.id));
  if (business) {
    await db().insert(bulkBuyers).values({ userId: user.id, businessName: business, businessNumber: '123456789', expectedMonthlyVolume: 100, hstNumber: '123456789RT0001', sfcrLicense: 'S-1', unit: 'kg' });
  }
  const [address] = await db()
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Bulk`, line1: '10 King St', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id };
}

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...headers }, ...(payload !== undefined && { payload: payload as object }) });

function requestBody(buyer: Buyer, categoryId: string, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    category_id: categoryId,
    title: 'Carrots',
    variety: 'Nantes',
    grade: 'top',
    quantity: 200,
    unit: 'kg',
    packaging: '25 kg sacks',
    organic_required: false,
    fulfilment: 'delivery',
    address_id: buyer.addressId,
    delivery_date: inDays(10),
    window_start: '08:00',
    window_end: '12:00',
    target_price_minor: 150,
    currency: 'CAD',
    payment_method: 'invoice_net30',
    note: 'Washed, please',
    audience: 'matching',
    ...over,
  };
}
const create = (buyer: Buyer, body: unknown, key: string = randomUUID(), lang = 'en') =>
  call('POST', '/api/quotes/requests/', buyer.access, body, { 'idempotency-key': key, 'accept-language': lang });

async function pullAll(access: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  await settleSnapshots(t.database);
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const params = new URLSearchParams({ ...(cursor && { cursor }), limit: '500' });
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/changes?${params}`, headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SyncResponse>();
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return changes;
  }
  throw new Error('pull never ended');
}
const pulledRequest = async (access: string, id: string) => (await pullAll(access)).filter((c) => c.table === 'quote_requests' && c.id === id).at(-1)?.row as QuoteRequest | undefined;

/** A quote of `farm` on the request, inserted directly (the quotes service is tested on its own). */
async function insertQuote(requestId: string, buyerId: string, farm: SellerAccount, status = 'sent'): Promise<string> {
  const id = randomUUID();
  const terms: QuoteTerms = {
    variety: null,
    grade: 'top',
    pack_type: 'sack',
    pack_style: null,
    quantity: 400,
    unit: 'lb',
    availability_start: inDays(1),
    availability_end: inDays(20),
    delivery_date: inDays(10),
    location: 'Lévis',
    price_minor: 80,
    per_unit: 'lb',
    currency: 'CAD',
  };
  await db().insert(quotes).values({ id, requestId, sellerId: farm.farm.sellerId, buyerId, farmName: 'Ferme', status });
  await db().insert(quoteVersions).values({ quoteId: id, number: 1, author: 'seller', kind: 'quote', terms, totalMinor: 32000 });
  return id;
}

const noticesOf = (userId: string, kind: string) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

// The world: one shared category; farm ON (Ontario farm), farm QC+ON (Quebec farm with an approved branch in
// Ontario), farm QC (Quebec only), all selling it; a product of farm ON with a photo.
let categoryId: string;
let emptyCategoryId: string;
let farmOn: SellerAccount;
let farmQcOn: SellerAccount;
let farmQc: SellerAccount;
let productId: string;
let buyer1: Buyer;
let buyer2: Buyer;

beforeAll(async () => {
  const [cat] = await db().insert(categories).values({ slug: `roots-${randomUUID().slice(0, 8)}`, nameEn: 'Roots', nameFr: 'Racines' }).returning({ id: categories.id });
  const [empty] = await db().insert(categories).values({ slug: `none-${randomUUID().slice(0, 8)}`, nameEn: 'Truffles', nameFr: 'Truffes' }).returning({ id: categories.id });
  categoryId = cat!.id;
  emptyCategoryId = empty!.id;
  farmOn = await sellerAccount(t, { firstName: 'Olivia', terms: { province: 'ON' } });
  farmQcOn = await sellerAccount(t, { firstName: 'Quentin' });
  farmQc = await sellerAccount(t, { firstName: 'Camille' });
  const [onBranch] = await db()
    .insert(branches)
    .values({ sellerId: farmQcOn.farm.sellerId, name: 'Ottawa stand', province: 'ON', city: 'Ottawa', address: '5 Bank St', status: 'approved' })
    .returning({ id: branches.id });
  productId = await createProduct(db(), { ...farmOn.farm, categoryId }, { name: 'Carrots', nameFr: 'Carottes' });
  await createProduct(db(), { ...farmQcOn.farm, categoryId });
  await createProduct(db(), { ...farmQc.farm, categoryId });
  // A draft of farm QC+ON at the Ontario branch does not count; its Quebec product does.
  await createProduct(db(), { ...farmQcOn.farm, branchId: onBranch!.id, categoryId }, { status: 'Draft' });
  buyer1 = await bulkBuyer('Bruno', 'Bistro Bruno');
  buyer2 = await bulkBuyer('Chloé', 'Café Chloé');
});

describe('POST /api/quotes/requests/', () => {
  it('matching: the farms selling the category in the province (farm or approved branch), told each', async () => {
    const body = requestBody(buyer1, categoryId, { product_id: productId, title: 'carottes' });
    const res = await create(buyer1, body);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json<{ data: QuoteRequest; message: string }>();
    expect(message).toBe('Request sent to farms');
    expect(data).toMatchObject({
      id: body.id,
      buyer_id: buyer1.userId,
      buyer_name: 'Bruno Bulk',
      buyer_business: 'Bistro Bruno',
      title: 'Carrots',
      title_fr: 'Carottes',
      product_id: productId,
      category_id: categoryId,
      image: '/uploads/demo/carrot-card.webp',
      quantity: 200,
      province: 'ON',
      city: 'Toronto',
      address: { address_id: buyer1.addressId, line: '10 King St', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' },
      status: 'pending',
      closed_reason: null,
      recipients: 2,
      responses: 0,
      supplier: null,
      unread: false,
      audience: 'matching',
    });
    const sent = await db().select().from(quoteRequestSellers).where(eq(quoteRequestSellers.requestId, body.id));
    expect(sent.map((s) => s.sellerId).sort()).toEqual([farmOn.farm.sellerId, farmQcOn.farm.sellerId].sort());
    expect(sent.every((s) => !s.chosen && s.seenAt === null)).toBe(true);
    for (const farm of [farmOn, farmQcOn]) {
      const [n] = (await noticesOf(farm.userId, 'request_received')).filter((x) => x.href === `/seller/requests/${body.id}`);
      expect(n?.params).toEqual({ title: 'Carrots', buyer: 'Bistro Bruno', quantity: 200, unit: 'kg' });
    }
    expect((await noticesOf(farmQc.userId, 'request_received')).some((x) => x.href.endsWith(body.id))).toBe(false);
  });

  it('free text keeps the buyer words and has no photo', async () => {
    const res = await create(buyer1, requestBody(buyer1, categoryId, { title: '  Purple carrots ', variety: null }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: QuoteRequest }>().data).toMatchObject({ title: 'Purple carrots', title_fr: null, image: null, product_id: null, variety: null });
  });

  it('no farm in the province: every farm selling the category anywhere in Canada', async () => {
    const res = await create(buyer1, requestBody(buyer1, categoryId, { fulfilment: 'pickup', address_id: null, province: 'BC', payment_method: 'pay_on_pickup' }));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<{ data: QuoteRequest }>().data;
    expect(data).toMatchObject({ province: 'BC', city: null, address: null, recipients: 3, fulfilment: 'pickup' });
  });

  it('no farm sells the category: 422 request.no_farms', async () => {
    const res = await create(buyer1, requestBody(buyer1, emptyCategoryId), randomUUID(), 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Aucune ferme ne vend encore cette catégorie. Essayez une autre catégorie ou choisissez vous-même des fermes.', messages: { category_id: [expect.any(String)] } });
  });

  it('chosen farms: exactly those (once each), marked chosen; an unknown farm or none is refused', async () => {
    const body = requestBody(buyer1, categoryId, { audience: 'chosen', seller_ids: [farmQc.farm.sellerId, farmQc.farm.sellerId] });
    const res = await create(buyer1, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: QuoteRequest }>().data).toMatchObject({ recipients: 1, audience: 'chosen' });
    const sent = await db().select().from(quoteRequestSellers).where(eq(quoteRequestSellers.requestId, body.id));
    expect(sent).toEqual([expect.objectContaining({ sellerId: farmQc.farm.sellerId, chosen: true })]);

    const unknown = await create(buyer1, requestBody(buyer1, categoryId, { audience: 'chosen', seller_ids: [randomUUID()] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messages: { seller_ids: ['This farm cannot receive requests'] } });
    const none = await create(buyer1, requestBody(buyer1, categoryId, { audience: 'chosen', seller_ids: [] }));
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json<{ messages: object }>().messages)).toEqual(['seller_ids']);
  });

  it('refuses a delivery date today or before, or not a real day', async () => {
    for (const date of [todayInCanada(new Date()), inDays(-3)]) {
      const res = await create(buyer1, requestBody(buyer1, categoryId, { delivery_date: date }), randomUUID(), 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', messages: { delivery_date: ["Choisissez une date postérieure à aujourd'hui"] } });
    }
    const res = await create(buyer1, requestBody(buyer1, categoryId, { delivery_date: '2031-02-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ messages: { delivery_date: ['Choose a date'] } });
  });

  it("refuses someone else's address, a hidden product, an unknown category and a payment a bulk buyer cannot use there", async () => {
    const other = await create(buyer1, requestBody(buyer1, categoryId, { address_id: buyer2.addressId }));
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json<{ messages: object }>().messages)).toEqual(['address_id']);
    const draft = await createProduct(db(), { ...farmOn.farm, categoryId }, { status: 'Draft' });
    const hidden = await create(buyer1, requestBody(buyer1, categoryId, { product_id: draft }));
    expect(hidden.statusCode).toBe(400);
    expect(Object.keys(hidden.json<{ messages: object }>().messages)).toEqual(['product_id']);
    const cat = await create(buyer1, requestBody(buyer1, randomUUID()));
    expect(cat.statusCode).toBe(400);
    expect(Object.keys(cat.json<{ messages: object }>().messages)).toEqual(['category_id']);
    const pay = await create(buyer1, requestBody(buyer1, categoryId, { payment_method: 'pay_on_pickup' }));
    expect(pay.statusCode).toBe(400);
    expect(Object.keys(pay.json<{ messages: object }>().messages)).toEqual(['payment_method']);
    expect(await db().select().from(quoteRequests).where(eq(quoteRequests.buyerId, buyer2.userId))).toHaveLength(0);
  });

  it('only a BulkBuyer: a Buyer and a Seller get 403, signed out 401', async () => {
    const { tokens } = await registerAccount(t.app);
    const asBuyer = await call('POST', '/api/quotes/requests/', tokens.access, requestBody(buyer1, categoryId));
    expect(asBuyer.statusCode).toBe(403);
    const asSeller = await call('POST', '/api/quotes/requests/', farmOn.access, requestBody(buyer1, categoryId));
    expect(asSeller.statusCode).toBe(403);
    expect((await call('POST', '/api/quotes/requests/', null, requestBody(buyer1, categoryId))).statusCode).toBe(401);
  });

  it('malformed bodies are 400, never 5xx', async () => {
    const base = requestBody(buyer1, categoryId);
    const bodies: unknown[] = [
      {},
      [],
      'carrots',
      { ...base, id: 'not-a-uuid' },
      { ...base, category_id: 12 },
      { ...base, quantity: -1 },
      { ...base, quantity: 1.5 },
      { ...base, quantity: '200' },
      { ...base, unit: 'tonne' },
      { ...base, fulfilment: 'drone' },
      { ...base, delivery_date: '10/10/2030' },
      { ...base, window_start: '25:00' },
      { ...base, window_start: '12:00', window_end: '08:00' },
      { ...base, target_price_minor: 0 },
      { ...base, audience: 'everyone' },
      { ...base, seller_ids: ['x'] },
      { ...base, seller_ids: Array.from({ length: 30 }, () => randomUUID()) },
      { ...base, extra: true },
      { ...base, title: '' },
      { ...base, title: 'x'.repeat(500) },
      { ...base, fulfilment: 'pickup', address_id: null, province: 'ZZ' },
      { ...base, product_id: 'nope' },
      { ...base, note: 'x'.repeat(5000) },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes/requests/',
        headers: { ...bearer(buyer1.access), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 120)} -> ${res.body}`).toBe(400);
    }
  });

  it('idempotent: a replayed key answers the same; the same id again answers the request; another buyer gets 409', async () => {
    const body = requestBody(buyer2, categoryId);
    const key = randomUUID();
    const first = await create(buyer2, body, key);
    const replay = await create(buyer2, body, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const again = await create(buyer2, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: QuoteRequest }>().data.id).toBe(body.id);
    const stolen = await create(buyer1, { ...requestBody(buyer1, categoryId), id: body.id });
    expect(stolen.statusCode).toBe(409);
    expect(await db().select().from(quoteRequests).where(eq(quoteRequests.id, body.id))).toHaveLength(1);
    expect((await noticesOf(farmOn.userId, 'request_received')).filter((n) => n.href.endsWith(body.id))).toHaveLength(1);
  });
});

describe('who sees what', () => {
  let requestId: string;
  beforeAll(async () => {
    const body = requestBody(buyer1, categoryId, { title: 'Beets for borscht', variety: 'Chioggia' });
    requestId = body.id;
    expect((await create(buyer1, body)).statusCode).toBe(201);
  });

  it('the buyer: detail with every quote, in their list, filters by status and text', async () => {
    const quoteA = await insertQuote(requestId, buyer1.userId, farmOn);
    const quoteB = await insertQuote(requestId, buyer1.userId, farmQcOn);
    const res = await call('GET', `/api/quotes/requests/${requestId}/`, buyer1.access);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<{ data: QuoteRequest; quotes: Array<{ id: string }> }>();
    expect(json.data).toMatchObject({ responses: 2, unread: true, recipients: 2 });
    expect(json.quotes.map((x) => x.id).sort()).toEqual([quoteA, quoteB].sort());

    const list = await call('GET', '/api/quotes/requests/?q=chiog', buyer1.access);
    expect(list.json<{ data: QuoteRequest[]; meta: { count: number } }>()).toMatchObject({ data: [{ id: requestId }], meta: { count: 1, page: 1, page_size: 50 } });
    const all = await call('GET', '/api/quotes/requests/', buyer1.access);
    const ids = all.json<{ data: QuoteRequest[] }>().data.map((r) => r.id);
    expect(ids[0]).toBe(requestId);
    const rejected = await call('GET', '/api/quotes/requests/?status=rejected', buyer1.access);
    expect(rejected.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).not.toContain(requestId);
    expect((await call('GET', '/api/quotes/requests/?status=nope', buyer1.access)).statusCode).toBe(400);
    expect((await call('GET', '/api/quotes/requests/?page=0', buyer1.access)).statusCode).toBe(400);
  });

  it('another buyer: 404 on detail, not in their list or pull', async () => {
    expect((await call('GET', `/api/quotes/requests/${requestId}/`, buyer2.access)).statusCode).toBe(404);
    const list = await call('GET', '/api/quotes/requests/', buyer2.access);
    expect(list.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).not.toContain(requestId);
    expect(await pulledRequest(buyer2.access, requestId)).toBeUndefined();
    expect((await call('GET', '/api/quotes/requests/not-a-uuid/', buyer2.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/quotes/requests/${randomUUID()}/`, buyer2.access)).statusCode).toBe(404);
  });

  it("a farm it went to: its copy (no street, no count, only its own quote), in its list with unread, read flag", async () => {
    const res = await call('GET', `/api/quotes/requests/${requestId}/`, farmOn.access);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<{ data: QuoteRequest; quotes: Array<{ seller_id: string }> }>();
    expect(json.data).toMatchObject({ address: null, city: 'Toronto', province: 'ON', responses: null, unread: true, buyer_business: 'Bistro Bruno' });
    expect(json.quotes.map((x) => x.seller_id)).toEqual([farmOn.farm.sellerId]);

    const unread = await call('GET', '/api/quotes/seller/requests/?unread=true', farmOn.access);
    expect(unread.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).toContain(requestId);
    const byBusiness = await call('GET', '/api/quotes/seller/requests/?q=bistro', farmOn.access);
    expect(byBusiness.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).toContain(requestId);

    const read = await call('POST', `/api/quotes/requests/${requestId}/read/`, farmOn.access, undefined, { 'idempotency-key': randomUUID() });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: QuoteRequest }>().data).toMatchObject({ id: requestId, unread: false, address: null });
    const [row] = await db().select().from(quoteRequestSellers).where(and(eq(quoteRequestSellers.requestId, requestId), eq(quoteRequestSellers.sellerId, farmOn.farm.sellerId)));
    expect(row!.seenAt).not.toBeNull();
    const after = await call('GET', '/api/quotes/seller/requests/?unread=true', farmOn.access);
    expect(after.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).not.toContain(requestId);

    // A buyer move on its quote makes it unread again.
    await db().update(quotes).set({ sellerUnread: true }).where(and(eq(quotes.requestId, requestId), eq(quotes.sellerId, farmOn.farm.sellerId)));
    const again = await call('GET', `/api/quotes/requests/${requestId}/`, farmOn.access);
    expect(again.json<{ data: QuoteRequest }>().data.unread).toBe(true);
  });

  it('a farm it did not go to: 404 on detail and read, not in its list or pull', async () => {
    expect((await call('GET', `/api/quotes/requests/${requestId}/`, farmQc.access)).statusCode).toBe(404);
    expect((await call('POST', `/api/quotes/requests/${requestId}/read/`, farmQc.access, undefined, { 'idempotency-key': randomUUID() })).statusCode).toBe(404);
    const list = await call('GET', '/api/quotes/seller/requests/', farmQc.access);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: QuoteRequest[] }>().data.map((r) => r.id)).not.toContain(requestId);
    expect(await pulledRequest(farmQc.access, requestId)).toBeUndefined();
  });

  it('the buyer cannot use the farm list, a farm cannot use the buyer list', async () => {
    expect((await call('GET', '/api/quotes/seller/requests/', buyer1.access)).statusCode).toBe(403);
    expect((await call('GET', '/api/quotes/requests/', farmOn.access)).statusCode).toBe(403);
  });

  it('the pull delivers the request to its buyer and to its farms, each its own copy', async () => {
    const mine = await pulledRequest(buyer1.access, requestId);
    expect(mine).toMatchObject({ id: requestId, responses: 2, address: { line: '10 King St' } });
    const farmCopy = await pulledRequest(farmOn.access, requestId);
    expect(farmCopy).toMatchObject({ id: requestId, responses: null, address: null, city: 'Toronto' });
    const otherFarm = await pulledRequest(farmQcOn.access, requestId);
    expect(otherFarm).toMatchObject({ id: requestId, responses: null, unread: true });
  });
});

describe('closing', () => {
  it('the buyer closes a pending request: rejected, open quotes declined politely and their farms told; closed quotes stay', async () => {
    const body = requestBody(buyer1, categoryId);
    expect((await create(buyer1, body)).statusCode).toBe(201);
    const open = await insertQuote(body.id, buyer1.userId, farmOn);
    const withdrawn = await insertQuote(body.id, buyer1.userId, farmQcOn, 'withdrawn');

    expect((await call('POST', `/api/quotes/requests/${body.id}/close/`, farmOn.access, {}, { 'idempotency-key': randomUUID() })).statusCode).toBe(404);
    expect((await call('POST', `/api/quotes/requests/${body.id}/close/`, buyer2.access, {}, { 'idempotency-key': randomUUID() })).statusCode).toBe(404);
    const res = await call('POST', `/api/quotes/requests/${body.id}/close/`, buyer1.access, { reason: 'Found a supplier' }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: QuoteRequest }>().data).toMatchObject({ id: body.id, status: 'rejected', closed_reason: 'request_closed' });
    const [q1] = await db().select().from(quotes).where(eq(quotes.id, open));
    expect(q1).toMatchObject({ status: 'declined', closedReason: 'request_closed' });
    const [q2] = await db().select().from(quotes).where(eq(quotes.id, withdrawn));
    expect(q2).toMatchObject({ status: 'withdrawn', closedReason: null });
    const told = (await noticesOf(farmOn.userId, 'quote_closed')).filter((n) => n.href === `/seller/requests/${body.id}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ title: 'Carrots', buyer: 'Bistro Bruno', reason: 'request_closed' });
    expect((await noticesOf(farmQcOn.userId, 'quote_closed')).filter((n) => n.href.endsWith(body.id))).toHaveLength(0);

    const twice = await call('POST', `/api/quotes/requests/${body.id}/close/`, buyer1.access, undefined, { 'idempotency-key': randomUUID() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'invalid_transition', allowed: [] });
    expect((await call('POST', `/api/quotes/requests/${body.id}/close/`, buyer1.access, { reason: 5 }, { 'idempotency-key': randomUUID() })).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('pending requests past their delivery date expire with their open quotes; buyer and farms told; once', async () => {
    const body = requestBody(buyer2, categoryId, { delivery_date: tomorrow() });
    expect((await create(buyer2, body)).statusCode).toBe(201);
    const open = await insertQuote(body.id, buyer2.userId, farmOn, 'countered');
    const done = await insertQuote(body.id, buyer2.userId, farmQcOn, 'declined');

    // Before the delivery date nothing expires.
    expect(await expireRequests(db(), new Date())).toBe(0);

    // Three days on, the list endpoint sweeps first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    const list = await call('GET', '/api/quotes/requests/', buyer2.access);
    expect(list.statusCode).toBe(200);
    const row = list.json<{ data: QuoteRequest[] }>().data.find((r) => r.id === body.id);
    expect(row).toMatchObject({ status: 'expired', closed_reason: 'request_expired' });
    const [q1] = await db().select().from(quotes).where(eq(quotes.id, open));
    expect(q1).toMatchObject({ status: 'expired', closedReason: 'request_expired' });
    const [q2] = await db().select().from(quotes).where(eq(quotes.id, done));
    expect(q2).toMatchObject({ status: 'declined', closedReason: null });
    const buyerTold = (await noticesOf(buyer2.userId, 'request_expired')).filter((n) => n.href === `/buyer/request/${body.id}`);
    expect(buyerTold).toHaveLength(1);
    expect(buyerTold[0]!.params).toEqual({ title: 'Carrots' });
    const farmTold = (await noticesOf(farmOn.userId, 'quote_closed')).filter((n) => n.href.endsWith(body.id));
    expect(farmTold.map((n) => n.params)).toEqual([{ title: 'Carrots', buyer: 'Café Chloé', reason: 'request_expired' }]);
    expect((await noticesOf(farmQcOn.userId, 'quote_closed')).filter((n) => n.href.endsWith(body.id))).toHaveLength(0);

    // Nothing more to do: the sweep is a no-op, and a closed request cannot be closed.
    expect(await expireRequests(db(), new Date())).toBe(0);
    const close = await call('POST', `/api/quotes/requests/${body.id}/close/`, buyer2.access, {}, { 'idempotency-key': randomUUID() });
    expect(close.statusCode).toBe(409);
  });
});
