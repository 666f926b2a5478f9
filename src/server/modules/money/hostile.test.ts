// Hostile input to the money routes: text no field may hold (NUL, lone surrogates), amounts at the limit and past
// it, numbers past what JavaScript counts exactly, allocations taking more than the payment, too many of them, fields
// nobody asked for, ids and dates that are not. Each is answered 4xx with the contract's codes, never 5xx, and
// writes nothing; the ledger stays sound.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX_MINOR } from '../../../contract/ledger.ts';
import { PAYMENT_ALLOCATIONS_MAX } from '../../../contract/ledger-rules.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { caller, MONEY, moneyBuyer, moneyCounts, moneyFarm, paymentBody, placeOrder, receivableOf, today, violations, type BuyerAccount, type MoneyFarm, type PlacedOrder } from '../../test/money-fixture.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let farm: MoneyFarm;
let buyer: BuyerAccount;
let order: PlacedOrder;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  farm = await moneyFarm(t);
  buyer = await moneyBuyer(t);
  order = await placeOrder(t, farm, buyer, 2);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect(await violations(t)).toEqual([]);
});

/** Sends the raw JSON text (so it can hold what JSON.stringify would never write) and expects a 4xx writing nothing. */
async function refusedRaw(url: string, access: string, json: string, status = 400) {
  const before = await moneyCounts(t);
  const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(access), 'content-type': 'application/json', 'idempotency-key': randomUUID() }, payload: json });
  expect(res.statusCode, `${json.slice(0, 200)}: ${res.body}`).toBe(status);
  expect(res.json().code).toBeTypeOf('string');
  expect(await moneyCounts(t)).toEqual(before);
  return res;
}
const refused = (url: string, access: string, body: unknown, status = 400) => refusedRaw(url, access, JSON.stringify(body), status);

/** A JSON text of `body` with `field`'s string value replaced by the raw JSON `raw` (e.g. "\u0000"). */
function withRaw(body: Record<string, unknown>, field: string, raw: string): string {
  const marker = `__${randomUUID()}__`;
  return JSON.stringify({ ...body, [field]: marker }).replace(`"${marker}"`, raw);
}

describe('text no field may hold', () => {
  it('NUL bytes and lone surrogates in every text field of every write', async () => {
    const claimId = randomUUID();
    await call('POST', MONEY.claims, buyer.access, { id: claimId, seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 100, reference: 'R', sent_on: today(t) });
    const writes: Array<[string, string, Record<string, unknown>, string[]]> = [
      [MONEY.payments, farm.access, paymentBody(buyer), ['reference', 'note', 'received_on', 'currency', 'method']],
      [MONEY.writeOffs, farm.access, { id: randomUUID(), order_id: order.id, amount_minor: 100, note: 'x' }, ['note']],
      [MONEY.claims, buyer.access, { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 100, reference: 'R', sent_on: today(t), note: 'n' }, ['reference', 'note', 'sent_on']],
      [MONEY.answer(claimId), farm.access, { to: 'rejected', note: 'n' }, ['note']],
    ];
    for (const [url, access, body, fields] of writes) {
      for (const field of fields) {
        for (const bad of ['"a\\u0000b"', '"\\ud800"', '"x\\udfff"', '"\\u0000"']) {
          const res = await refusedRaw(url, access, withRaw(body, field, bad));
          expect(Object.keys(res.json().messages ?? {})).toContain(field);
        }
      }
    }
    // A bad key is refused too, and an id with a NUL.
    await refusedRaw(MONEY.payments, farm.access, JSON.stringify(paymentBody(buyer)).replace('{', '{"\\u0000":1,'));
    await refusedRaw(MONEY.payments, farm.access, withRaw(paymentBody(buyer), 'id', '"\\u0000"'));
    // In the path and the query.
    const path = await t.app.inject({ method: 'POST', url: `/api/money/entries/%00/reverse/`, headers: bearer(farm.access), payload: { id: randomUUID(), note: 'x' } });
    expect(path.statusCode).toBeGreaterThanOrEqual(400);
    expect(path.statusCode).toBeLessThan(500);
    for (const q of ['month=2026-01%00', 'month=%ED%A0%80', `month=2026-01&seller_id=${farm.farm.sellerId}%00`]) {
      const res = await call('GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&${q}`, buyer.access);
      expect(res.statusCode, q).toBe(400);
    }
    const exp = await call('GET', `${MONEY.export}?from=2026-01-01%00&to=2026-01-31`, farm.access);
    expect(exp.statusCode).toBe(400);
  });
});

describe('amounts', () => {
  it(`takes ${MONEY_MAX_MINOR} minor units at most; above it, and anything not a positive safe integer, is refused`, async () => {
    const base = paymentBody(buyer, { allocations: [] });
    for (const amount of [MONEY_MAX_MINOR + 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1, 0, -MONEY_MAX_MINOR, 1.5, 0.1]) {
      const res = await refused(MONEY.payments, farm.access, { ...base, id: randomUUID(), amount_minor: amount });
      expect(Object.keys(res.json().messages)).toContain('amount_minor');
    }
    for (const raw of ['"1000"', 'null', 'true', '[1000]', '{"n":1}', '1e400', '-1e400', '99999999999999999999999999999']) {
      await refusedRaw(MONEY.payments, farm.access, withRaw({ ...base, id: randomUUID() }, 'amount_minor', raw));
    }
    // Numbers JSON.parse cannot hold: NaN and Infinity are not JSON at all.
    for (const raw of ['NaN', 'Infinity', '-Infinity']) await refusedRaw(MONEY.payments, farm.access, withRaw({ ...base, id: randomUUID() }, 'amount_minor', raw));
    // The same limits on allocations, write-offs and notices.
    await refused(MONEY.payments, farm.access, { ...base, id: randomUUID(), amount_minor: MONEY_MAX_MINOR, allocations: [{ order_id: order.id, amount_minor: MONEY_MAX_MINOR + 1 }] });
    await refused(MONEY.writeOffs, farm.access, { id: randomUUID(), order_id: order.id, amount_minor: MONEY_MAX_MINOR + 1, note: 'x' });
    await refused(MONEY.writeOffs, farm.access, { id: randomUUID(), order_id: order.id, amount_minor: 0, note: 'x' });
    await refused(MONEY.claims, buyer.access, { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: MONEY_MAX_MINOR + 1, reference: 'R', sent_on: today(t) });

    // At the limit: accepted, the invoice takes what it owes and the rest stays on account.
    const max = await call('POST', MONEY.payments, farm.access, { ...base, id: randomUUID(), amount_minor: MONEY_MAX_MINOR, allocations: [{ order_id: order.id, amount_minor: MONEY_MAX_MINOR }] });
    expect(max.statusCode, max.body).toBe(201);
    expect(max.json().data).toMatchObject({ allocations: [{ order_id: order.id, amount_minor: -order.total_minor }], unallocated_minor: -(MONEY_MAX_MINOR - order.total_minor) });
  });

  it('many payments at the limit add up exactly (no overflow), in the statement and the sums', async () => {
    const big = await moneyBuyer(t, 'BulkBuyer', 'Gros');
    await placeOrder(t, farm, big, 2);
    const n = 30;
    for (let i = 0; i < n; i++) {
      const res = await call('POST', MONEY.payments, farm.access, paymentBody(big, { amount_minor: MONEY_MAX_MINOR, allocations: [] }));
      expect(res.statusCode).toBe(201);
    }
    const expected = 1000 - n * MONEY_MAX_MINOR;
    expect(await receivableOf(t, farm.farm.sellerId, big.userId)).toBe(expected);
    const s = await call('GET', `${MONEY.statement}?buyer_id=${big.userId}&month=${today(t).slice(0, 7)}`, farm.access);
    expect(s.json().data.closing_minor).toBe(expected);
  });

  it('allocations summing above the payment, too many, named twice, or not invoices: refused', async () => {
    const base = paymentBody(buyer, { amount_minor: 1000 });
    await refused(MONEY.payments, farm.access, { ...base, allocations: [{ order_id: order.id, amount_minor: 600 }, { order_id: randomUUID(), amount_minor: 401 }] });
    // Each at the limit, together above it (and above the payment).
    const second = await placeOrder(t, farm, buyer, 2);
    await refused(MONEY.payments, farm.access, { ...base, amount_minor: MONEY_MAX_MINOR, allocations: [{ order_id: order.id, amount_minor: MONEY_MAX_MINOR }, { order_id: second.id, amount_minor: MONEY_MAX_MINOR }] });
    const many = Array.from({ length: PAYMENT_ALLOCATIONS_MAX + 1 }, () => ({ order_id: randomUUID(), amount_minor: 1 }));
    await refused(MONEY.payments, farm.access, { ...base, amount_minor: MONEY_MAX_MINOR, allocations: many });
    await refused(MONEY.payments, farm.access, { ...base, allocations: [{ order_id: order.id, amount_minor: 10 }, { order_id: order.id.toUpperCase(), amount_minor: 10 }] });
    await refused(MONEY.payments, farm.access, { ...base, allocations: [{ order_id: 'INV-000001', amount_minor: 10 }] });
    await refused(MONEY.payments, farm.access, { ...base, allocations: [{ order_id: order.id, amount_minor: 10, extra: true }] });
    await refused(MONEY.payments, farm.access, { ...base, allocations: { order_id: order.id, amount_minor: 10 } });
    await refused(MONEY.claims, buyer.access, { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 100, reference: 'R', sent_on: today(t), order_ids: Array.from({ length: PAYMENT_ALLOCATIONS_MAX + 1 }, () => randomUUID()) });
  });
});

describe('shapes', () => {
  it('fields nobody asked for, wrong types, malformed ids, dates and enums: 400', async () => {
    const base = paymentBody(buyer);
    for (const body of [
      { ...base, extra: 1 },
      { ...base, id: 'not-a-uuid' },
      { ...base, buyer_id: 42 },
      { ...base, currency: 'BTC' },
      { ...base, method: 'card_online' },
      { ...base, received_on: '2026-1-01' },
      { ...base, received_on: '2026-01-01T00:00:00Z' },
      { ...base, reference: 'x'.repeat(101) },
      { ...base, note: 'x'.repeat(501) },
      { ...base, kind: 'refund' },
      null,
      [],
      'text',
      42,
    ]) {
      await refused(MONEY.payments, farm.access, body);
    }
    await refused(MONEY.reverse(randomUUID()), farm.access, { id: randomUUID() });
    await refused(MONEY.reverse(randomUUID()), farm.access, { id: randomUUID(), note: 'x', amount_minor: 1 });
    await refused(MONEY.answer(randomUUID()), farm.access, { to: 'maybe' });
    await refused(MONEY.answer(randomUUID()), farm.access, { to: 'confirmed', payment_id: 'x' });
    // A path id that is not one is not found, however long (up to the router's limit) or odd.
    for (const id of ['x', "1' or '1'='1", '%E2%80%AE', 'a'.repeat(200)]) {
      const res = await call('POST', `/api/money/entries/${id}/reverse/`, farm.access, { id: randomUUID(), note: 'x' });
      expect(res.statusCode, id).toBe(404);
      const answer = await call('POST', `/api/money/claims/${id}/answer/`, farm.access, { to: 'rejected', note: 'x' });
      expect(answer.statusCode, id).toBe(404);
    }
    // A malformed Idempotency-Key.
    const badKey = await t.app.inject({ method: 'POST', url: MONEY.payments, headers: { ...bearer(farm.access), 'idempotency-key': 'nope' }, payload: paymentBody(buyer) });
    expect(badKey.statusCode).toBe(400);
    // A body past the limit.
    const huge = await t.app.inject({ method: 'POST', url: MONEY.payments, headers: { ...bearer(farm.access), 'content-type': 'application/json' }, payload: JSON.stringify({ ...base, note: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.statusCode).toBe(413);
  });
});
