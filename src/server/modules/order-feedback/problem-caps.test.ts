// Problem reports are capped across all of an order's reports: no more of a line is reported than was
// delivered, and refunds plus credits never exceed the order's total, sent one after the other or all at once; the
// database's trigger holds the same caps against writes that bypass the service.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { todayInCanada } from '../../../contract/order-rules.ts';
import { sqlRows } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProblems } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { insertOrder, sellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A delivered order of `quantities` (one line each) from a new buyer to a new seller. */
async function delivered(quantities: number[]) {
  const { tokens, user } = await registerAccount(t.app, { first_name: 'Bianca', last_name: 'Brunet' });
  const seller = await sellerAccount(t, { firstName: 'Marie', lastName: 'Tremblay' });
  const lines = [];
  for (const [i, quantity] of quantities.entries()) lines.push({ productId: await createProduct(t.database.db, seller.farm, { name: `Produce ${i}` }), quantity });
  const order = await insertOrder(t.database.db, { buyerId: user.id, sellerId: seller.farm.sellerId, lines, status: 'delivered', deliveredAt: t.clock.now() });
  return { buyer: tokens.access, buyerId: user.id, seller: seller.access, order };
}

/** The farm records a payment of `amount` on the order (a refund pays back money received). */
async function paid(seller: string, buyerId: string, orderId: string, amount: number) {
  const res = await post('/api/money/payments/', seller, {
    id: randomUUID(),
    buyer_id: buyerId,
    currency: 'CAD',
    method: 'cheque',
    amount_minor: amount,
    received_on: todayInCanada(t.clock.now()),
    allocations: [{ order_id: orderId, amount_minor: amount }],
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The refund entries of an order in the ledger. */
const refundsOf = async (orderId: string) =>
  (await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'refund')))).map((e) => e.amountMinor);
const violations = () => sqlRows(t.database.db, sql`select * from ledger_violations()`);

const post = (url: string, access: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(access), ...headers }, payload });
const report = (orderId: string, access: string, lineId: string, quantity: number, headers: Record<string, string> = {}) =>
  post(`/api/orders/${orderId}/problems/`, access, { id: randomUUID(), lines: [{ line_id: lineId, kind: 'missing', quantity }], description: 'Not in the box' }, headers);
const answer = (orderId: string, problemId: string, access: string, body: object, headers: Record<string, string> = {}) =>
  post(`/api/orders/${orderId}/problems/${problemId}/answer/`, access, body, headers);

async function stored(orderId: string) {
  const rows = await t.database.db.select().from(orderProblems).where(eq(orderProblems.orderId, orderId));
  return {
    rows,
    reported: (lineId: string) => rows.flatMap((r) => r.lines).filter((l) => l.line_id === lineId).reduce((s, l) => s + l.quantity, 0),
    granted: rows.reduce((s, r) => s + (r.resolution === 'refund' || r.resolution === 'credit' ? Number(r.amountMinor ?? 0) : 0), 0),
  };
}

/** `n` reports of 1 unit of the first line, accepted, their ids. */
async function reports(orderId: string, buyer: string, lineId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await report(orderId, buyer, lineId, 1);
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.problems.at(-1).id);
  }
  return ids;
}

describe('reported quantities across reports', () => {
  it("accepts one report of '2 missing' on a 2-unit line and refuses the next four, saying nothing is left", async () => {
    const { buyer, order } = await delivered([2, 3]);
    const first = await report(order.id, buyer, order.lineIds[0]!, 2);
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 4; i++) {
      const again = await report(order.id, buyer, order.lineIds[0]!, 2, i % 2 ? { 'accept-language': 'fr' } : {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(i % 2 ? 'Les 2 livrés de ce produit ont déjà tous été signalés' : 'All 2 delivered of this product have already been reported');
      expect(Object.keys(again.json().messages)).toEqual(['lines.0.quantity']);
    }
    // The other line can still be reported.
    expect((await report(order.id, buyer, order.lineIds[1]!, 3)).statusCode).toBe(201);
    const s = await stored(order.id);
    expect(s.rows).toHaveLength(2);
    expect(s.reported(order.lineIds[0]!)).toBe(2);
  });

  it('says how much is left when a report asks for more than the earlier ones left', async () => {
    const { buyer, order } = await delivered([2]);
    expect((await report(order.id, buyer, order.lineIds[0]!, 1)).statusCode).toBe(201);
    const over = await report(order.id, buyer, order.lineIds[0]!, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 1 of the 2 delivered can still be reported for this product');
    const fr = await report(order.id, buyer, order.lineIds[0]!, 2, { 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Seulement 1 des 2 livrés peuvent encore être signalés pour ce produit');
    expect((await report(order.id, buyer, order.lineIds[0]!, 1)).statusCode).toBe(201);
    expect((await stored(order.id)).reported(order.lineIds[0]!)).toBe(2);
  });

  it('10 reports of 1 unit sent at once on a 2-unit line: 2 are accepted, 8 refused', async () => {
    const { buyer, order } = await delivered([2]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(order.id, buyer, order.lineIds[0]!, 1, { 'idempotency-key': randomUUID() })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await stored(order.id)).reported(order.lineIds[0]!)).toBe(2);
  });

  it("10 reports of '2 missing' sent at once: one is accepted", async () => {
    const { buyer, order } = await delivered([2]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(order.id, buyer, order.lineIds[0]!, 2)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect((await stored(order.id)).reported(order.lineIds[0]!)).toBe(2);
  });
});

describe('refunds and credits across reports', () => {
  it('never add up to more than the order total over 3 reports, nor one report more than its lines, and say what is left', async () => {
    const { buyer, buyerId, seller, order } = await delivered([3]);
    const total = order.totalMinor;
    // Zero-rated produce, no delivery fee: each unit is a third of the total.
    const unit = total / 3;
    expect(Number.isInteger(unit)).toBe(true);
    await paid(seller, buyerId, order.id, total);
    const [a, b, c] = await reports(order.id, buyer, order.lineIds[0]!, 3);
    expect((await answer(order.id, a!, seller, { resolution: 'refund', amount_minor: unit })).statusCode).toBe(200);

    // The whole total again: it was within the total alone, but not with the first refund.
    const whole = await answer(order.id, b!, seller, { resolution: 'credit', amount_minor: total });
    expect(whole.statusCode).toBe(409);
    const left = (total - unit) / 100;
    expect(whole.json().message).toBe(`Only $${left.toFixed(2)} of the order total of $${(total / 100).toFixed(2)} is left to refund or credit`);
    expect(whole.json().messages).toEqual({ amount_minor: [whole.json().message] });
    const fr = await answer(order.id, b!, seller, { resolution: 'credit', amount_minor: total }, { 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(409);
    expect(fr.json().message).toMatch(/^Il ne reste que .+ du total de .+ de la commande à rembourser ou à créditer$/);
    // Within what is left of the total, but more than the one unit this report is about.
    const aboveLines = await answer(order.id, b!, seller, { resolution: 'credit', amount_minor: unit + 1 });
    expect(aboveLines.statusCode).toBe(422);
    expect(aboveLines.json().messages).toEqual({ amount_minor: ['The amount cannot be more than what the reported products cost'] });

    expect((await answer(order.id, b!, seller, { resolution: 'credit', amount_minor: unit })).statusCode).toBe(200);
    // Declining still works: it gives nothing.
    expect((await answer(order.id, c!, seller, { resolution: 'declined', note: 'Not what we sent' })).statusCode).toBe(200);
    // Every unit is reported: a fourth report is refused, so nothing more can be asked for.
    expect((await report(order.id, buyer, order.lineIds[0]!, 1)).statusCode).toBe(409);
    expect((await stored(order.id)).granted).toBe(2 * unit);
    expect(await violations()).toEqual([]);
  });

  it('refunds one total once, never three times through separate reports (the old bug)', async () => {
    const { buyer, buyerId, seller, order } = await delivered([3]);
    await paid(seller, buyerId, order.id, order.totalMinor);
    const ids = await reports(order.id, buyer, order.lineIds[0]!, 3);
    const asked = await Promise.all(ids.map((id) => answer(order.id, id, seller, { resolution: 'refund', amount_minor: order.totalMinor })));
    // Each report is about one unit: a whole total for it is refused, and so is a second total at once.
    expect(asked.map((r) => r.statusCode).sort()).toEqual([422, 422, 422]);
    const unit = order.totalMinor / 3;
    const fair = await Promise.all(ids.map((id) => answer(order.id, id, seller, { resolution: 'refund', amount_minor: unit })));
    expect(fair.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await refundsOf(order.id);
    expect(rows.reduce((sum, r) => sum + r, 0)).toBe(order.totalMinor);
    expect(await violations()).toEqual([]);
  });

  it('10 refund answers sent at once never refund more than was paid', async () => {
    const { buyer, buyerId, seller, order } = await delivered([10]);
    const unit = order.totalMinor / 10;
    // Three and a half units were paid so far.
    await paid(seller, buyerId, order.id, Math.floor(unit * 3.5));
    const ids = await reports(order.id, buyer, order.lineIds[0]!, 10);
    const answers = await Promise.all(ids.map((id) => answer(order.id, id, seller, { resolution: 'refund', amount_minor: unit }, { 'idempotency-key': randomUUID() })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(7).fill(422));
    expect(refused[0]!.json().messages).toEqual({ amount_minor: ['A refund cannot be more than what was paid for this order; give a credit instead'] });
    expect((await stored(order.id)).granted).toBe(3 * unit);
    expect((await refundsOf(order.id)).reduce((s, r) => s + r, 0)).toBe(3 * unit);
    // Credits are not money paid back: the others can still be credited, up to the total.
    const credits = await Promise.all(ids.map((id) => answer(order.id, id, seller, { resolution: 'credit', amount_minor: unit })));
    expect(credits.filter((a) => a.statusCode === 200)).toHaveLength(7);
    expect((await stored(order.id)).granted).toBe(order.totalMinor);
    expect(await violations()).toEqual([]);
  });
});

describe('the database holds the caps whatever writes the rows', () => {
  it('refuses a report row claiming more than was delivered, and a line of another order', async () => {
    const { order } = await delivered([2]);
    const row = (lineId: string, quantity: number) => ({
      id: randomUUID(),
      orderId: order.id,
      lines: [{ line_id: lineId, kind: 'missing', quantity }],
      description: 'direct',
      createdAt: t.clock.now(),
    });
    await t.database.db.insert(orderProblems).values(row(order.lineIds[0]!, 1));
    await expect(t.database.db.insert(orderProblems).values(row(order.lineIds[0]!, 2))).rejects.toThrow();
    await expect(t.database.db.insert(orderProblems).values(row(randomUUID(), 1))).rejects.toThrow();
    // Two rows in one statement are checked together too.
    await expect(t.database.db.insert(orderProblems).values([row(order.lineIds[0]!, 1), row(order.lineIds[0]!, 1)])).rejects.toThrow();
    await t.database.db.insert(orderProblems).values(row(order.lineIds[0]!, 1));
    expect((await stored(order.id)).reported(order.lineIds[0]!)).toBe(2);
  });

  it('10 direct inserts at once, each in its own transaction, claim at most what was delivered', async () => {
    const { order } = await delivered([2]);
    const insert = () =>
      t.database.db.transaction(async (tx) => {
        await tx.insert(orderProblems).values({ id: randomUUID(), orderId: order.id, lines: [{ line_id: order.lineIds[0]!, kind: 'missing', quantity: 1 }], description: 'direct', createdAt: t.clock.now() });
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, insert));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await stored(order.id)).reported(order.lineIds[0]!)).toBe(2);
  });

  it('refuses answers whose refunds and credits together pass the total', async () => {
    const { buyer, order } = await delivered([2]);
    const [a, b] = await reports(order.id, buyer, order.lineIds[0]!, 2);
    const set = (id: string, amountMinor: number, resolution = 'refund') =>
      t.database.db.update(orderProblems).set({ resolution, amountMinor }).where(eq(orderProblems.id, id));
    await set(a!, order.totalMinor - 1);
    await expect(set(b!, 2, 'credit')).rejects.toThrow();
    await set(b!, 1, 'credit');
    await expect(set(a!, order.totalMinor)).rejects.toThrow();
    expect((await stored(order.id)).granted).toBe(order.totalMinor);
  });
});
