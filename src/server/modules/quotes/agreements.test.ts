// Agreements: each accepted quote appends one record to a SHA-256 chain (own database: the tests here tamper with
// it). The fingerprints are recomputed independently of the server's code; rewriting a stored record is detected
// in that agreement (content) and in the next one (chain), even when the rewriter also recomputes the hash. Accepts
// racing on one request make one order; accepts racing on different requests still make a gapless chain.
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agreement, type AgreementVerification, type Quote } from '../../../contract/quotes.ts';
import { canonicalJson, GENESIS_HASH } from '../../../contract/quote-rules.ts';
import { orders } from '../../db/schema/orders.ts';
import { agreements, quoteRequests } from '../../db/schema/quotes.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';
import { bulkBuyerAccount, insertRequest, quoteTerms, type BulkBuyerAccount } from '../../test/quotes-fixture.ts';

let t: TestApp;
let buyer: BulkBuyerAccount;
let s1: SellerAccount;
let s2: SellerAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await bulkBuyerAccount(t);
  s1 = await sellerAccount(t, { firstName: 'Anne' });
  s2 = await sellerAccount(t, { firstName: 'Bob' });
});
afterAll(async () => {
  await t.close();
});

const sha = (prev: string, record: unknown) => createHash('sha256').update(prev + canonicalJson(record)).digest('hex');
const post = (access: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...bearer(access), 'idempotency-key': randomUUID() }, payload });

async function quote(seller: SellerAccount, requestId: string, price = 125): Promise<Quote> {
  const res = await post(seller.access, `/api/quotes/requests/${requestId}/quotes/`, { id: randomUUID(), terms: quoteTerms({ price_minor: price }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Quote }>().data;
}
const accept = (access: string, q: Quote, version = 1) => post(access, `/api/quotes/quotes/${q.id}/transition/`, { action: 'accept', expected_version: version });

async function acceptedAgreement(price: number): Promise<string> {
  const requestId = await insertRequest(t, { buyer, categoryId: s1.farm.categoryId, sellerIds: [s1.farm.sellerId] });
  const q = await quote(s1, requestId, price);
  const res = await accept(buyer.access, q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ agreement_id: string }>().agreement_id;
}

async function read(id: string, access = buyer.access): Promise<{ data: Agreement; verification: AgreementVerification }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/quotes/agreements/${id}/`, headers: bearer(access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the agreement chain', () => {
  let ids: string[] = [];

  it('links each agreement to the one before by SHA-256 over the canonical record', async () => {
    ids = [await acceptedAgreement(101), await acceptedAgreement(102), await acceptedAgreement(103)];
    const rows = await t.database.db.select().from(agreements).orderBy(agreements.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.id)).toEqual(ids);
    let prev = GENESIS_HASH;
    for (const row of rows) {
      expect(row.prevHash).toBe(prev);
      expect(row.hash).toBe(sha(prev, row.record));
      expect(row.record).toMatchObject({ id: row.id, seq: row.seq, accepted_by: 'buyer', quote_version: 1 });
      prev = row.hash;
    }
    for (const id of ids) {
      const { data, verification } = await read(id);
      expect(verification).toMatchObject({ valid: true, content_ok: true, chain_ok: true });
      expect(data.terms.price_minor).toBe(100 + ids.indexOf(id) + 1);
      expect(data.total_minor).toBe(440 * data.terms.price_minor);
      expect((await read(id, s1.access)).verification.valid).toBe(true);
    }
  });

  it('detects a rewritten record in that agreement (content) and in the next one (chain)', async () => {
    await t.database.db.execute(sql`update agreements set record = jsonb_set(record, '{total_minor}', '1'::jsonb) where id = ${ids[1]!}::uuid`);
    const tampered = await read(ids[1]!);
    expect(tampered.data.total_minor).toBe(1);
    expect(tampered.verification).toMatchObject({ valid: false, content_ok: false, chain_ok: true });
    expect((await read(ids[2]!)).verification).toMatchObject({ valid: false, content_ok: true, chain_ok: false });
    expect((await read(ids[0]!)).verification.valid).toBe(true);

    // Recomputing the rewritten agreement's hash makes its own check pass, but the next one no longer links to it.
    const [row] = await t.database.db.select().from(agreements).where(eq(agreements.id, ids[1]!));
    await t.database.db.update(agreements).set({ hash: sha(row!.prevHash, row!.record) }).where(eq(agreements.id, ids[1]!));
    expect((await read(ids[1]!)).verification).toMatchObject({ valid: true, content_ok: true, chain_ok: true });
    expect((await read(ids[2]!)).verification).toMatchObject({ valid: false, content_ok: true, chain_ok: false });

    // A record rewritten into something that no longer reads as an agreement: 409 agreement_altered, never a 500.
    await t.database.db.execute(sql`update agreements set record = jsonb_set(record, '{total_minor}', '"lots"'::jsonb) where id = ${ids[2]!}::uuid`);
    const unreadable = await t.app.inject({ method: 'GET', url: `/api/quotes/agreements/${ids[2]!}/`, headers: bearer(buyer.access) });
    expect(unreadable.statusCode).toBe(409);
    expect(unreadable.json()).toMatchObject({ code: 'agreement_altered', message: 'This agreement was altered after it was made', verification: { valid: false, content_ok: false } });

    // Rewriting the first agreement's link breaks its chain check.
    await t.database.db.update(agreements).set({ prevHash: 'f'.repeat(64) }).where(eq(agreements.id, ids[0]!));
    expect((await read(ids[0]!)).verification).toMatchObject({ valid: false, content_ok: false, chain_ok: false });
  });
});

describe('racing accepts', () => {
  it('on one request, the buyer accepting one farm and another farm accepting a counter: one wins, one order', async () => {
    const requestId = await insertRequest(t, { buyer, categoryId: s1.farm.categoryId, sellerIds: [s1.farm.sellerId, s2.farm.sellerId] });
    const q1 = await quote(s1, requestId);
    const q2 = await quote(s2, requestId);
    const countered = await post(buyer.access, `/api/quotes/quotes/${q2.id}/transition/`, { action: 'counter', expected_version: 1, terms: quoteTerms({ price_minor: 100 }) });
    expect(countered.statusCode).toBe(200);
    const answers = await Promise.all([accept(buyer.access, q1), accept(s2.access, q2, 2)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [request] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(request!.status).toBe('approved');
    const made = await t.database.db.select().from(orders).where(eq(orders.buyerId, buyer.userId));
    expect(made.filter((o) => o.quoteId === q1.id || o.quoteId === q2.id)).toHaveLength(1);
  });

  it('on different requests: every agreement gets the next seq, each linked to the one before', async () => {
    const requests = await Promise.all(Array.from({ length: 4 }, () => insertRequest(t, { buyer, categoryId: s1.farm.categoryId, sellerIds: [s1.farm.sellerId, s2.farm.sellerId] })));
    const quotes: Quote[] = [];
    for (const r of requests) quotes.push(await quote(s1, r), await quote(s2, r));
    // Each request's two quotes: the buyer accepts one of them.
    const answers = await Promise.all(requests.map((_, i) => accept(buyer.access, quotes[i * 2 + (i % 2)]!)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(agreements).orderBy(agreements.seq);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    for (const [i, row] of rows.entries()) if (i >= 3) expect(row.prevHash).toBe(rows[i - 1]!.hash);
    for (const a of answers.map((r) => r.json<{ agreement_id: string }>().agreement_id)) expect((await read(a)).verification.valid).toBe(true);
  });
});
