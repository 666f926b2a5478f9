// Money written offline is applied once. A farm at a market records a cash payment with no signal; the device sends
// it when the signal returns, and again if the answer was lost, alone or in a batch (POST /api/sync/batch/), maybe
// from two servers at once. The Idempotency-Key replays the stored answer; the entry's own id (made by the device)
// makes the same payment sent under another key the same entry; the same id with other content is refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/sync-protocol.ts';
import { ledgerEntries, paymentClaims } from '../../db/schema/money.ts';
import { notifications } from '../../db/schema/orders.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { caller, MONEY, moneyBuyer, moneyFarm, paymentBody, placeOrder, receivableOf, today, violations } from '../../test/money-fixture.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect(await violations(t)).toEqual([]);
});

const REPLAYED = IDEMPOTENT_REPLAYED_HEADER.toLowerCase();
const entriesWithId = async (id: string) => (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id))).length;
const paymentNotices = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.kind === 'payment_recorded').length;

async function scene() {
  const farm = await moneyFarm(t);
  const buyer = await moneyBuyer(t);
  const order = await placeOrder(t, farm, buyer, 4); // 20.00
  return { farm, buyer, order };
}

describe('a payment sent more than once', () => {
  it('replayed with its key after the first answer was lost: the same answer, one entry, one notice', async () => {
    const { farm, buyer, order } = await scene();
    const body = paymentBody(buyer, { method: 'cash', reference: null, amount_minor: 2000, allocations: [{ order_id: order.id, amount_minor: 2000 }] });
    const key = randomUUID();
    // The first answer never reached the device.
    const lost = await call('POST', MONEY.payments, farm.access, body, { 'idempotency-key': key });
    expect(lost.statusCode).toBe(201);
    const replay = await call('POST', MONEY.payments, farm.access, body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.json()).toEqual(lost.json());
    // Sent again under another key (a device that lost its outbox entry's key), or none: the same entry.
    for (const headers of [{ 'idempotency-key': randomUUID() }, {}] as Array<Record<string, string>>) {
      const again = await call('POST', MONEY.payments, farm.access, body, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(lost.json().data);
    }
    expect(await entriesWithId(body.id)).toBe(1);
    expect(await paymentNotices(buyer.userId)).toBe(1);
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(0);
  });

  it('the same id with other content is refused and changes nothing', async () => {
    const { farm, buyer, order } = await scene();
    const body = paymentBody(buyer, { amount_minor: 500, allocations: [{ order_id: order.id, amount_minor: 500 }] });
    const key = randomUUID();
    expect((await call('POST', MONEY.payments, farm.access, body, { 'idempotency-key': key })).statusCode).toBe(201);
    // Another key, the same entry id, another amount: a conflict.
    const other = await call('POST', MONEY.payments, farm.access, { ...body, amount_minor: 600 }, { 'idempotency-key': randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'conflict', messages: { id: ['This already exists.'] } });
    expect((await call('POST', MONEY.payments, farm.access, { ...body, method: 'cash', reference: null })).statusCode).toBe(409);
    // The same key with another body: the key's own mismatch (the answer stored for it belongs to other content).
    const mismatch = await call('POST', MONEY.payments, farm.access, { ...body, amount_minor: 600 }, { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('idempotency_mismatch');
    // Another farm naming the same id.
    const stranger = await moneyFarm(t, 'Olivier');
    expect((await call('POST', MONEY.payments, stranger.access, body)).statusCode).toBe(409);
    expect(await entriesWithId(body.id)).toBe(1);
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(1500);
  });

  it('50 identical payments at once (one key) make one entry', async () => {
    const { farm, buyer, order } = await scene();
    const body = paymentBody(buyer, { amount_minor: 700, allocations: [{ order_id: order.id, amount_minor: 700 }] });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', MONEY.payments, farm.access, body, { 'idempotency-key': key })));
    const codes = answers.map((r) => r.statusCode);
    // The others were told it is in progress (try again) or got the stored answer.
    expect(codes.every((c) => c === 201 || c === 409), codes.join()).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201 && r.headers[REPLAYED] !== 'true')).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('idempotency_in_progress');
    expect(await entriesWithId(body.id)).toBe(1);
    expect(await paymentNotices(buyer.userId)).toBe(1);
  });

  it('50 identical payments at once under 50 keys, on two servers, make one entry', async () => {
    const { farm, buyer, order } = await scene();
    const second = await t.another('money-second');
    try {
      const body = paymentBody(buyer, { amount_minor: 800, allocations: [{ order_id: order.id, amount_minor: 800 }] });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? second.app : t.app).inject({ method: 'POST', url: MONEY.payments, headers: { ...bearer(farm.access), 'idempotency-key': randomUUID() }, payload: body }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 200)).toHaveLength(49);
      expect(new Set(answers.map((r) => r.json().data.id))).toEqual(new Set([body.id]));
      expect(await entriesWithId(body.id)).toBe(1);
      expect(await paymentNotices(buyer.userId)).toBe(1);
      expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(1200);
    } finally {
      await second.close();
    }
  });

  it('50 different payments at once on one invoice never pay it twice: the rest goes on account', async () => {
    const { farm, buyer, order } = await scene();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', MONEY.payments, farm.access, paymentBody(buyer, { amount_minor: 100, allocations: [{ order_id: order.id, amount_minor: 100 }] }), { 'idempotency-key': randomUUID() })),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const onInvoice = answers.reduce((s, r) => s - (r.json().data.allocations[0]?.amount_minor ?? 0), 0);
    const onAccount = answers.reduce((s, r) => s - r.json().data.unallocated_minor, 0);
    expect(onInvoice).toBe(2000);
    expect(onAccount).toBe(3000);
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(-3000);
  });
});

describe('money writes in a batch (the outbox sending what waited)', () => {
  it('a payment, a write-off and a reversal in one batch, the batch sent again: each applied once, the same answers', async () => {
    const { farm, buyer, order } = await scene();
    const second = await placeOrder(t, farm, buyer, 2);
    const payment = paymentBody(buyer, { method: 'cash', reference: null, amount_minor: 1500, allocations: [{ order_id: order.id, amount_minor: 1500 }] });
    const writeOff = { id: randomUUID(), order_id: second.id, amount_minor: 300, note: 'Bruised, kept them' };
    const reversal = { id: randomUUID(), note: 'Recorded twice' };
    const mutations = [
      { id: randomUUID(), method: 'POST', path: '/money/payments/', body: payment },
      { id: randomUUID(), method: 'POST', path: '/money/write-offs/', body: writeOff },
      { id: randomUUID(), method: 'POST', path: `/money/entries/${writeOff.id}/reverse/`, body: reversal },
      // Refused (above what the invoice owes): refused alone, the others still apply.
      { id: randomUUID(), method: 'POST', path: '/money/write-offs/', body: { id: randomUUID(), order_id: second.id, amount_minor: 99_999, note: 'Too much' }, lang: 'fr' },
    ];
    const send = () => t.app.inject({ method: 'POST', url: '/api/sync/batch/', headers: bearer(farm.access), payload: { mutations } });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json().results as Array<{ id: string; status: number; body: { data?: { id: string }; messages?: Record<string, string[]> } }>;
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 422]);
    expect(results[3]!.body.messages).toEqual({ amount_minor: ['Le montant ne peut pas dépasser ce qui reste dû sur la facture'] });
    const again = await send();
    expect(again.json()).toEqual(first.json());
    for (const id of [payment.id, writeOff.id, reversal.id]) expect(await entriesWithId(id)).toBe(1);
    // 20.00 + 10.00 charged, 15.00 paid; the write-off undone.
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(1500);
    // One of them alone, with the batch entry's key: the stored answer.
    const alone = await call('POST', MONEY.payments, farm.access, payment, { 'idempotency-key': mutations[0]!.id });
    expect(alone.headers[REPLAYED]).toBe('true');
    expect(alone.json()).toEqual(results[0]!.body);
  });

  it("a buyer's e-Transfer notice and the farm's confirmation, each sent twice in batches: one notice, one payment", async () => {
    const { farm, buyer } = await scene();
    const claim = { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 2000, reference: 'CA-1', sent_on: today(t) };
    const claimBatch = { mutations: [{ id: randomUUID(), method: 'POST', path: '/money/claims/', body: claim }] };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sync/batch/', headers: bearer(buyer.access), payload: claimBatch });
      expect(res.json().results[0].status).toBe(201);
    }
    const answer = { to: 'confirmed', payment_id: randomUUID() };
    const answerBatch = { mutations: [{ id: randomUUID(), method: 'POST', path: `/money/claims/${claim.id}/answer/`, body: answer }] };
    const answers = await Promise.all([0, 1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/sync/batch/', headers: bearer(farm.access), payload: answerBatch })));
    const statuses = answers.map((r) => r.json().results[0].status);
    expect(statuses.every((s: number) => s === 200 || s === 409)).toBe(true);
    // A fourth time, without its key: as it stands.
    const again = await call('POST', MONEY.answer(claim.id), farm.access, answer);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.id).toBe(answer.payment_id);
    expect((await t.database.db.select().from(paymentClaims).where(eq(paymentClaims.id, claim.id)))[0]).toMatchObject({ status: 'confirmed', paymentId: answer.payment_id });
    expect(await entriesWithId(answer.payment_id)).toBe(1);
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(0);
  });
});
