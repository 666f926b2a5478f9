// The money routes over HTTP on a real database: payments on one or several invoices (cut to what each still owes,
// the rest on account), write-offs, reversals, e-Transfer notices and the farm's answers, statements (JSON, CSV in
// English and French), the bookkeeping export, the admin's check, and the rows both parties pull. Every route's
// refusals: another farm's buyer, invoice, entry or notice is not found (404), the wrong role is forbidden (403), and
// a refusal writes nothing. After every scenario the database finds nothing wrong with the ledger.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, PaymentClaim } from '../../../contract/ledger.ts';
import { balanceOf, invoiceStates } from '../../../contract/ledger-rules.ts';
import { addDays, formatInvoiceNumber } from '../../../contract/order-rules.ts';
import { users } from '../../db/schema/accounts.ts';
import { ledgerEntries } from '../../db/schema/money.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createTestApp, registerAccount, settleSnapshots, type TestApp } from '../../test/harness.ts';
import {
  caller,
  deliver,
  MONEY,
  moneyBuyer,
  moneyCounts,
  moneyFarm,
  paymentBody,
  placeOrder,
  receivableOf,
  today,
  violations,
  type BuyerAccount,
  type MoneyFarm,
} from '../../test/money-fixture.ts';

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

const noticesOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

async function scene() {
  const farm = await moneyFarm(t);
  const buyer = await moneyBuyer(t);
  return { farm, buyer };
}

async function admin(): Promise<string> {
  const { tokens, user } = await registerAccount(t.app, { first_name: 'Ada', last_name: 'Admin' });
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id));
  return tokens.access;
}

/** Posts and expects the status; answers the body. */
async function expectStatus(status: number, method: 'GET' | 'POST', url: string, access: string | null, payload?: unknown, headers?: Record<string, string>) {
  const res = await call(method, url, access, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

/** The request is refused with `status` (and `message` when given), and nothing is written. */
async function refused(status: number, method: 'GET' | 'POST', url: string, access: string | null, payload?: unknown, message?: string) {
  const before = await moneyCounts(t);
  const res = await expectStatus(status, method, url, access, payload);
  if (message) expect(JSON.stringify(res.json())).toContain(message);
  expect(await moneyCounts(t)).toEqual(before);
  return res;
}

const pay = async (farm: MoneyFarm, buyer: BuyerAccount, over: Record<string, unknown> = {}) =>
  (await expectStatus(201, 'POST', MONEY.payments, farm.access, paymentBody(buyer, over))).json().data as LedgerEntry;

async function ledgerOf(farm: MoneyFarm, buyer: BuyerAccount) {
  const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.sellerId, farm.farm.sellerId));
  return rows.filter((r) => r.buyerId === buyer.userId);
}

describe('payments', () => {
  it('records a payment over two invoices, each cut to what it owes, the rest kept on account; the buyer is told', async () => {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2); // 10.00
    const b = await placeOrder(t, farm, buyer, 4); // 20.00
    expect([a.total_minor, b.total_minor]).toEqual([1000, 2000]);
    // Every order is charged by the database itself.
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(3000);

    const entry = await pay(farm, buyer, {
      method: 'etransfer',
      reference: ' CA7Hk2 ',
      amount_minor: 3500,
      allocations: [
        { order_id: a.id, amount_minor: 1500 },
        { order_id: b.id, amount_minor: 2000 },
      ],
      note: '  Thanks!  ',
    });
    expect(entry).toMatchObject({
      kind: 'payment',
      method: 'etransfer',
      reference: 'CA7Hk2',
      note: 'Thanks!',
      amount_minor: 3500,
      // a owed 10.00: the 15.00 asked for it is cut, the 5.00 over stays on account.
      allocations: [
        { order_id: a.id, amount_minor: -1000 },
        { order_id: b.id, amount_minor: -2000 },
      ],
      unallocated_minor: -500,
      seller_id: farm.farm.sellerId,
      buyer_id: buyer.userId,
      farm_name: farm.farmName,
      buyer_name: 'Bruno Bistro',
      recorded_by: 'Marie Tremblay',
      reversed_by: null,
    });
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(-500);
    const notices = await noticesOf(buyer.userId);
    expect(notices.filter((n) => n.kind === 'payment_recorded')).toEqual([
      expect.objectContaining({
        href: `/statements/${farm.farm.sellerId}`,
        params: expect.objectContaining({ farm: farm.farmName, amount_minor: 3500, currency: 'CAD', method: 'etransfer', invoices: `${formatInvoiceNumber(a.invoice_number)}, ${formatInvoiceNumber(b.invoice_number)}` }),
      }),
    ]);

    // The same write again (an outbox resending it without its key): the same entry, not a second one.
    const again = await expectStatus(200, 'POST', MONEY.payments, farm.access, {
      ...paymentBody(buyer),
      id: entry.id,
      method: 'etransfer',
      reference: 'CA7Hk2',
      amount_minor: 3500,
      allocations: [
        { order_id: a.id, amount_minor: 1500 },
        { order_id: b.id, amount_minor: 2000 },
      ],
      note: 'Thanks!',
    });
    expect(again.json().data).toEqual(entry);
    expect((await ledgerOf(farm, buyer)).filter((e) => e.kind === 'payment')).toHaveLength(1);

    // The 5.00 on account counts towards the next invoice.
    const c = await placeOrder(t, farm, buyer, 2);
    const rows = (await ledgerOf(farm, buyer)).map((r) => r.id);
    const pulled = await pullEntries(buyer.access);
    expect(pulled.map((e) => e.id).sort()).toEqual(rows.sort());
    const states = invoiceStates([{ id: c.id, seller_id: farm.farm.sellerId, buyer_id: buyer.userId, currency: 'CAD', status: 'placed', date: c.date, payment_due: c.payment_due, total_minor: c.total_minor, invoice_number: c.invoice_number }], pulled, today(t));
    expect(states[0]).toMatchObject({ due_minor: 500, credit_applied_minor: 500, status: 'part_paid' });
  });

  it('keeps a payment on a cancelled invoice on account', async () => {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2);
    await expectStatus(200, 'POST', `/api/orders/${a.id}/transition/`, buyer.access, { to: 'cancelled', reason: 'Ordered twice' });
    const entry = await pay(farm, buyer, { method: 'cash', reference: null, amount_minor: 1000, allocations: [{ order_id: a.id, amount_minor: 1000 }] });
    expect(entry).toMatchObject({ allocations: [], unallocated_minor: -1000 });
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(-1000);
  });

  it('is refused to other roles, for buyers and invoices of other farms, and for bad dates; nothing is written', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    const other = await moneyFarm(t, 'Olivier');
    const otherBuyer = await moneyBuyer(t, 'Buyer', 'Olga');
    const theirs = await placeOrder(t, other, otherBuyer, 2, 'pay_on_delivery');
    const mineOther = await placeOrder(t, farm, otherBuyer, 2, 'pay_on_delivery');
    const body = (over: Record<string, unknown> = {}) => paymentBody(buyer, { amount_minor: 500, allocations: [{ order_id: order.id, amount_minor: 500 }], ...over });

    await refused(401, 'POST', MONEY.payments, null, body());
    await refused(403, 'POST', MONEY.payments, buyer.access, body());
    await refused(403, 'POST', MONEY.payments, await admin(), body());
    // A buyer the farm never sold to is not theirs to know.
    await refused(404, 'POST', MONEY.payments, other.access, body({ allocations: [] }));
    await refused(404, 'POST', MONEY.payments, farm.access, body({ buyer_id: randomUUID(), allocations: [] }));
    // Another farm's invoice does not exist for this farm; its own with another buyer or currency is the wrong one.
    await refused(404, 'POST', MONEY.payments, farm.access, body({ allocations: [{ order_id: theirs.id, amount_minor: 500 }] }), 'Invoice not found');
    await refused(404, 'POST', MONEY.payments, farm.access, body({ allocations: [{ order_id: randomUUID(), amount_minor: 500 }] }));
    await refused(422, 'POST', MONEY.payments, farm.access, body({ allocations: [{ order_id: mineOther.id, amount_minor: 500 }] }), 'not between you and this buyer');
    await refused(422, 'POST', MONEY.payments, farm.access, body({ currency: 'USD', allocations: [] }), 'no orders with you in this currency');
    // Dates: a real day, not in the future.
    await refused(400, 'POST', MONEY.payments, farm.access, body({ received_on: addDays(today(t), 3) }), 'cannot be in the future');
    await refused(400, 'POST', MONEY.payments, farm.access, body({ received_on: '2026-02-30' }), 'valid date');
    await refused(400, 'POST', MONEY.payments, farm.access, body({ received_on: '0000-01-01' }), 'valid date');
    await refused(400, 'POST', MONEY.payments, farm.access, body({ received_on: '26-1-1' }));
    // An e-Transfer needs its reference; a method must be one the farm can be paid by.
    await refused(400, 'POST', MONEY.payments, farm.access, body({ method: 'etransfer', reference: '  ' }), 'e-Transfer reference');
    await refused(400, 'POST', MONEY.payments, farm.access, body({ method: 'card_online' }));
    await refused(400, 'POST', MONEY.payments, farm.access, body({ amount_minor: 400 }), 'The invoices take more than the payment');
    await refused(400, 'POST', MONEY.payments, farm.access, body({ allocations: [{ order_id: order.id, amount_minor: 100 }, { order_id: order.id, amount_minor: 100 }] }));
    await refused(400, 'POST', MONEY.payments, farm.access, body({ allocations: [{ order_id: order.id, amount_minor: 100 }, { order_id: order.id.toUpperCase(), amount_minor: 100 }] }), 'named twice');
    // French, as every message.
    const fr = await call('POST', MONEY.payments, farm.access, body({ currency: 'USD', allocations: [] }), { 'accept-language': 'fr' });
    expect(fr.json().messages).toEqual({ currency: ["Cet acheteur n'a aucune commande avec vous dans cette devise"] });
  });

  it('accepts ids in capitals as the same ids', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    const id = randomUUID();
    const body = paymentBody(buyer, { id: id.toUpperCase(), buyer_id: buyer.userId.toUpperCase(), amount_minor: 1000, allocations: [{ order_id: order.id.toUpperCase(), amount_minor: 1000 }] });
    const first = await expectStatus(201, 'POST', MONEY.payments, farm.access, body);
    expect(first.json().data).toMatchObject({ id, allocations: [{ order_id: order.id, amount_minor: -1000 }] });
    const again = await expectStatus(200, 'POST', MONEY.payments, farm.access, { ...body, id });
    expect(again.json().data.id).toBe(id);
  });
});

describe('write-offs', () => {
  it('gives up on at most what an invoice still owes', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 4); // 20.00
    await pay(farm, buyer, { amount_minor: 1200, allocations: [{ order_id: order.id, amount_minor: 1200 }] });
    const body = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), order_id: order.id, amount_minor: 800, note: 'Restaurant closed for good', ...over });
    await refused(422, 'POST', MONEY.writeOffs, farm.access, body({ amount_minor: 801 }), 'more than what the invoice still owes');
    await refused(400, 'POST', MONEY.writeOffs, farm.access, body({ note: '   ' }), 'Please give a reason');
    await refused(403, 'POST', MONEY.writeOffs, buyer.access, body());
    const other = await moneyFarm(t, 'Olivier');
    await refused(404, 'POST', MONEY.writeOffs, other.access, body());
    await refused(404, 'POST', MONEY.writeOffs, farm.access, body({ order_id: randomUUID() }));
    const res = await expectStatus(201, 'POST', MONEY.writeOffs, farm.access, body());
    expect(res.json().data).toMatchObject({ kind: 'write_off', order_id: order.id, invoice_number: order.invoice_number, allocations: [{ order_id: order.id, amount_minor: -800 }], unallocated_minor: 0, note: 'Restaurant closed for good' });
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(0);
    await refused(422, 'POST', MONEY.writeOffs, farm.access, body({ amount_minor: 1 }));
  });
});

describe('reversals', () => {
  it('undoes a payment once with a new entry; the original stays, marked, and both parties pull it again', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    const payment = await pay(farm, buyer, { amount_minor: 1500, allocations: [{ order_id: order.id, amount_minor: 1000 }] });
    await settleSnapshots(t.database);
    const before = { buyer: (await pull(buyer.access)).cursor, farm: (await pull(farm.access)).cursor };

    const id = randomUUID();
    const res = await expectStatus(201, 'POST', MONEY.reverse(payment.id), farm.access, { id, note: 'Cheque bounced' });
    const { data, reversed } = res.json<{ data: LedgerEntry; reversed: LedgerEntry }>();
    expect(data).toMatchObject({ id, kind: 'reversal', reverses_id: payment.id, amount_minor: 1500, allocations: [{ order_id: order.id, amount_minor: 1000 }], unallocated_minor: 500, note: 'Cheque bounced', method: null });
    expect(reversed).toMatchObject({ id: payment.id, reversed_by: id, note: payment.note, amount_minor: 1500 });
    expect(reversed.version).toBeGreaterThan(payment.version);
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(1000);

    // Both parties pull the reversal and the entry it undid.
    await settleSnapshots(t.database);
    for (const [access, cursor] of [[buyer.access, before.buyer], [farm.access, before.farm]] as const) {
      const changes = (await pull(access, cursor)).changes.filter((c) => c.table === 'ledger_entries');
      expect(changes.map((c) => c.id).sort()).toEqual([id, payment.id].sort());
      expect(changes.find((c) => c.id === payment.id)!.row).toMatchObject({ reversed_by: id });
    }

    // Once: the same reversal again is answered as it stands; another one is refused.
    const again = await expectStatus(200, 'POST', MONEY.reverse(payment.id), farm.access, { id, note: 'Cheque bounced' });
    expect(again.json().data.id).toBe(id);
    await refused(409, 'POST', MONEY.reverse(payment.id), farm.access, { id: randomUUID(), note: 'Again' }, 'already been reversed');
    await refused(409, 'POST', MONEY.reverse(payment.id), farm.access, { id, note: 'Another note' });
  });

  it('is for payments and write-offs of the farm only, and never leaves a refund uncovered', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    const [charge] = (await ledgerOf(farm, buyer)).filter((e) => e.kind === 'charge');
    await refused(422, 'POST', MONEY.reverse(charge!.id), farm.access, { id: randomUUID(), note: 'Nope' }, 'Only a payment or a write-off');
    const other = await moneyFarm(t, 'Olivier');
    await refused(404, 'POST', MONEY.reverse(charge!.id), other.access, { id: randomUUID(), note: 'Not mine' }, 'Entry not found');
    await refused(404, 'POST', MONEY.reverse('not-an-id'), farm.access, { id: randomUUID(), note: 'x' });
    await refused(404, 'POST', MONEY.reverse(randomUUID()), farm.access, { id: randomUUID(), note: 'x' });
    await refused(403, 'POST', MONEY.reverse(charge!.id), buyer.access, { id: randomUUID(), note: 'x' });

    // A payment, then a refund of part of it from a problem report: the payment can no longer be undone.
    const payment = await pay(farm, buyer, { amount_minor: 1000, allocations: [{ order_id: order.id, amount_minor: 1000 }] });
    await deliver(t, farm, order.id);
    const order2 = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/`, headers: { authorization: `Bearer ${buyer.access}` } });
    const lineId = order2.json().data.lines[0].id as string;
    const pid = randomUUID();
    await expectStatus(201, 'POST', `/api/orders/${order.id}/problems/`, buyer.access, { id: pid, lines: [{ line_id: lineId, kind: 'damaged', quantity: 1 }], description: 'Crushed' });
    await expectStatus(200, 'POST', `/api/orders/${order.id}/problems/${pid}/answer/`, farm.access, { resolution: 'refund', amount_minor: 300, refund_method: 'cash', note: 'Sorry' });
    await refused(422, 'POST', MONEY.reverse(payment.id), farm.access, { id: randomUUID(), note: 'Mistake' }, 'part of it was refunded');

    // A write-off can be undone.
    const order3 = await placeOrder(t, farm, buyer, 2);
    const wo = await expectStatus(201, 'POST', MONEY.writeOffs, farm.access, { id: randomUUID(), order_id: order3.id, amount_minor: 1000, note: 'Gave up' });
    await expectStatus(201, 'POST', MONEY.reverse(wo.json().data.id), farm.access, { id: randomUUID(), note: 'They paid after all' });
    const refund = (await ledgerOf(farm, buyer)).find((e) => e.kind === 'refund')!;
    expect(refund).toMatchObject({ amountMinor: 300, method: 'cash', orderId: order.id, problemId: pid });
  });
});

describe('e-Transfer notices', () => {
  it("a buyer says they sent one; the farm confirms it: a payment on the oldest invoices first, the rest on account", async () => {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2); // 10.00
    const b = await placeOrder(t, farm, buyer, 2); // 10.00
    const claimId = randomUUID();
    const claim = { id: claimId, seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 2500, reference: 'CA9Zq1', sent_on: today(t), note: 'For both invoices' };
    const created = await expectStatus(201, 'POST', MONEY.claims, buyer.access, claim);
    expect(created.json().data).toMatchObject({ id: claimId, status: 'claimed', amount_minor: 2500, order_ids: [], buyer_name: 'Bruno Bistro', farm_name: farm.farmName, payment_id: null, answered_at: null });
    expect((await noticesOf(farm.userId)).filter((n) => n.kind === 'etransfer_claimed')).toEqual([
      expect.objectContaining({ href: `/seller/money/${buyer.userId}`, params: expect.objectContaining({ buyer: 'Bruno Bistro', amount_minor: 2500, reference: 'CA9Zq1' }) }),
    ]);
    // Sent again: the same notice.
    expect((await expectStatus(200, 'POST', MONEY.claims, buyer.access, claim)).json().data.id).toBe(claimId);

    // The buyer cannot answer it, another farm does not see it.
    await refused(403, 'POST', MONEY.answer(claimId), buyer.access, { to: 'confirmed', payment_id: randomUUID() });
    const other = await moneyFarm(t, 'Olivier');
    await refused(404, 'POST', MONEY.answer(claimId), other.access, { to: 'confirmed', payment_id: randomUUID() }, 'Notice not found');
    await refused(400, 'POST', MONEY.answer(claimId), farm.access, { to: 'confirmed' });
    await refused(400, 'POST', MONEY.answer(claimId), farm.access, { to: 'rejected' }, 'Please give a reason');

    const paymentId = randomUUID();
    const answered = await expectStatus(200, 'POST', MONEY.answer(claimId), farm.access, { to: 'confirmed', payment_id: paymentId, note: 'Received, thank you' });
    const { data, payment } = answered.json<{ data: PaymentClaim; payment: LedgerEntry }>();
    expect(data).toMatchObject({ status: 'confirmed', payment_id: paymentId, answer_note: 'Received, thank you', answered_at: expect.any(String) });
    expect(payment).toMatchObject({
      id: paymentId,
      kind: 'payment',
      method: 'etransfer',
      reference: 'CA9Zq1',
      claim_id: claimId,
      occurred_on: today(t),
      allocations: [
        { order_id: a.id, amount_minor: -1000 },
        { order_id: b.id, amount_minor: -1000 },
      ],
      unallocated_minor: -500,
    });
    expect((await noticesOf(buyer.userId)).filter((n) => n.kind === 'etransfer_answered')).toEqual([
      expect.objectContaining({ href: `/statements/${farm.farm.sellerId}`, params: expect.objectContaining({ status: 'confirmed', amount_minor: 2500, farm: farm.farmName }) }),
    ]);
    // The same answer again: as it stands; another answer: refused.
    const again = await expectStatus(200, 'POST', MONEY.answer(claimId), farm.access, { to: 'confirmed', payment_id: paymentId, note: 'Received, thank you' });
    expect(again.json().payment.id).toBe(paymentId);
    await refused(409, 'POST', MONEY.answer(claimId), farm.access, { to: 'rejected', note: 'Not here' }, 'already been answered');
    await refused(409, 'POST', MONEY.answer(claimId), farm.access, { to: 'confirmed', payment_id: randomUUID() });
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(-500);
  });

  it('pays the invoices a notice names, and a rejection says why', async () => {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2);
    const b = await placeOrder(t, farm, buyer, 2);
    const claim = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 1000, reference: 'REF-1', sent_on: today(t), order_ids: [b.id], ...over });
    const one = (await expectStatus(201, 'POST', MONEY.claims, buyer.access, claim())).json().data as PaymentClaim;
    const answered = await expectStatus(200, 'POST', MONEY.answer(one.id), farm.access, { to: 'confirmed', payment_id: randomUUID(), received_on: today(t) });
    expect(answered.json().payment.allocations).toEqual([{ order_id: b.id, amount_minor: -1000 }]);

    const two = (await expectStatus(201, 'POST', MONEY.claims, buyer.access, claim({ order_ids: [a.id] }))).json().data as PaymentClaim;
    const rejected = await expectStatus(200, 'POST', MONEY.answer(two.id), farm.access, { to: 'rejected', note: 'Nothing arrived with this reference' });
    expect(rejected.json()).toMatchObject({ data: { status: 'rejected', answer_note: 'Nothing arrived with this reference', payment_id: null }, payment: null });
    expect(await receivableOf(t, farm.farm.sellerId, buyer.userId)).toBe(1000);

    // A payment id already taken is refused, and the notice stays unanswered.
    const three = (await expectStatus(201, 'POST', MONEY.claims, buyer.access, claim({ order_ids: [] }))).json().data as PaymentClaim;
    await refused(409, 'POST', MONEY.answer(three.id), farm.access, { to: 'confirmed', payment_id: answered.json().payment.id });
  });

  it('is only for buyers, to farms they have orders with, about their own invoices', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    const stranger = await moneyBuyer(t, 'Buyer', 'Sam');
    const theirs = await placeOrder(t, farm, stranger, 2, 'pay_on_delivery');
    const other = await moneyFarm(t, 'Olivier');
    const claim = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 1000, reference: 'REF-2', sent_on: today(t), order_ids: [order.id], ...over });
    await refused(403, 'POST', MONEY.claims, farm.access, claim());
    await refused(401, 'POST', MONEY.claims, null, claim());
    await refused(422, 'POST', MONEY.claims, buyer.access, claim({ seller_id: other.farm.sellerId, order_ids: [] }), 'no orders with this farm');
    await refused(404, 'POST', MONEY.claims, buyer.access, claim({ seller_id: randomUUID(), order_ids: [] }));
    await refused(404, 'POST', MONEY.claims, buyer.access, claim({ order_ids: [theirs.id] }), 'Invoice not found');
    await refused(422, 'POST', MONEY.claims, buyer.access, claim({ currency: 'USD', order_ids: [] }));
    await refused(400, 'POST', MONEY.claims, buyer.access, claim({ reference: ' ' }), 'e-Transfer reference');
    await refused(400, 'POST', MONEY.claims, buyer.access, claim({ sent_on: addDays(today(t), 5) }), 'future');
    // Someone else's notice id is not theirs to reuse.
    const mine = (await expectStatus(201, 'POST', MONEY.claims, buyer.access, claim())).json().data as PaymentClaim;
    await refused(409, 'POST', MONEY.claims, stranger.access, { ...claim({ order_ids: [theirs.id] }), id: mine.id });
  });
});

describe('statements', () => {
  async function month() {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2);
    const b = await placeOrder(t, farm, buyer, 3);
    await pay(farm, buyer, { method: 'cheque', reference: '=HYPERLINK("x")', amount_minor: 1200, allocations: [{ order_id: a.id, amount_minor: 1000 }] });
    return { farm, buyer, a, b };
  }
  const thisMonth = () => today(t).slice(0, 7);

  it('shows both parties the same month: opening, lines with a running balance, closing, aging', async () => {
    const { farm, buyer, a, b } = await month();
    const asBuyer = await expectStatus(200, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${thisMonth()}`, buyer.access);
    const asFarm = await expectStatus(200, 'GET', `${MONEY.statement}?buyer_id=${buyer.userId}&currency=CAD&month=${thisMonth()}`, farm.access);
    expect(asBuyer.json()).toEqual(asFarm.json());
    const s = asBuyer.json().data;
    expect(s).toMatchObject({ month: thisMonth(), currency: 'CAD', opening_minor: 0, closing_minor: 1300, farm_name: farm.farmName, buyer_name: 'Bruno Bistro', seller_id: farm.farm.sellerId, buyer_id: buyer.userId });
    expect(s.lines.map((l: { kind: string; debit_minor: number; credit_minor: number; balance_minor: number; invoice_number: number | null }) => [l.kind, l.debit_minor, l.credit_minor, l.balance_minor, l.invoice_number])).toEqual([
      ['charge', 1000, 0, 1000, a.invoice_number],
      ['charge', 1500, 0, 2500, b.invoice_number],
      ['payment', 0, 1200, 1300, null],
    ]);
    expect(s.aging).toEqual({ '0_30': 1300, '31_60': 0, '61_90': 0, '90_plus': 0 });
    // The month before: nothing yet.
    const prior = addDays(`${thisMonth()}-01`, -1).slice(0, 7);
    const before = await expectStatus(200, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${prior}`, buyer.access);
    expect(before.json().data).toMatchObject({ opening_minor: 0, lines: [], closing_minor: 0 });
  });

  it('as CSV in the reader\'s language, safe to open in a spreadsheet', async () => {
    const { farm, buyer, a } = await month();
    const en = await expectStatus(200, 'GET', `${MONEY.statement}?buyer_id=${buyer.userId}&month=${thisMonth()}&format=csv`, farm.access);
    expect(en.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(en.headers['content-disposition']).toBe(`attachment; filename="statement-ferme-marie-bruno-bistro-${thisMonth()}.csv"`);
    expect(en.headers['cache-control']).toBe('no-store');
    const lines = en.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['Farm,Ferme Marie', 'Buyer,Bruno Bistro', `Month,${thisMonth()}`, 'Currency,CAD', 'Opening balance,0.00']);
    expect(lines).toContain('Date,Type,Invoice,Method,Reference,Debit,Credit,Balance');
    expect(lines).toContain(`${a.date},Invoice,${formatInvoiceNumber(a.invoice_number)},,,10.00,,10.00`);
    // A reference starting with = is never run as a formula.
    expect(lines.find((l) => l.includes('Payment'))).toBe(`${today(t)},Payment,,Cheque,"'=HYPERLINK(""x"")",,12.00,13.00`);
    expect(lines).toContain('Closing balance,13.00');
    const fr = await expectStatus(200, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${thisMonth()}&format=csv`, buyer.access, undefined, { 'accept-language': 'fr-CA,fr;q=0.9' });
    const frLines = fr.body.replace(/^\ufeff/, '').split('\r\n');
    expect(frLines).toContain('Date,Type,Facture,Mode,Référence,Débit,Crédit,Solde');
    expect(frLines.some((l) => l.startsWith(`${today(t)},Paiement,,Chèque,`))).toBe(true);
    expect(frLines).toContain('Solde de clôture,13.00');
  });

  it('is refused to the wrong side, for a buyer the farm never sold to, and for a malformed ask', async () => {
    const { farm, buyer } = await month();
    const stranger = await moneyBuyer(t, 'Buyer', 'Sam');
    const m = thisMonth();
    await expectStatus(404, 'GET', `${MONEY.statement}?buyer_id=${stranger.userId}&month=${m}`, farm.access);
    await expectStatus(404, 'GET', `${MONEY.statement}?buyer_id=${randomUUID()}&month=${m}`, farm.access);
    const other = await moneyFarm(t, 'Olivier');
    await expectStatus(404, 'GET', `${MONEY.statement}?buyer_id=${buyer.userId}&month=${m}`, other.access);
    await expectStatus(403, 'GET', `${MONEY.statement}?buyer_id=${buyer.userId}&month=${m}`, buyer.access);
    await expectStatus(403, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${m}`, farm.access);
    await expectStatus(404, 'GET', `${MONEY.statement}?seller_id=${randomUUID()}&month=${m}`, buyer.access);
    await expectStatus(400, 'GET', `${MONEY.statement}?month=${m}`, buyer.access);
    await expectStatus(400, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&buyer_id=${buyer.userId}&month=${m}`, buyer.access);
    for (const bad of ['2026-13', '2026-1', '0000-01', 'x']) await expectStatus(400, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${bad}`, buyer.access);
    await expectStatus(400, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${m}&format=pdf`, buyer.access);
    await expectStatus(401, 'GET', `${MONEY.statement}?seller_id=${farm.farm.sellerId}&month=${m}`, null);
  });
});

describe('the bookkeeping export', () => {
  it('lists every posting of the period as a general journal: each entry balances', async () => {
    const { farm, buyer } = await scene();
    const a = await placeOrder(t, farm, buyer, 2);
    await pay(farm, buyer, { method: 'cash', reference: null, amount_minor: 1000, allocations: [{ order_id: a.id, amount_minor: 1000 }] });
    const res = await expectStatus(200, 'GET', `${MONEY.export}?from=${addDays(today(t), -30)}&to=${addDays(today(t), 1)}`, farm.access);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ledger-ferme-marie-${addDays(today(t), -30)}-${addDays(today(t), 1)}.csv"`);
    const rows = res.body.replace(/^\ufeff/, '').trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Entry id,Kind,Buyer,Invoice,Account,Debit,Credit,Currency,Method,Reference,Note');
    const body = rows.slice(1).map((r) => r.split(','));
    const invoice = formatInvoiceNumber(a.invoice_number);
    expect(body.map((r) => [r[2], r[4], r[5], r[6], r[7], r[8], r[9]])).toEqual([
      ['Invoice', invoice, 'Accounts receivable', '10.00', '', 'CAD', ''],
      ['Invoice', invoice, 'Sales', '', '10.00', 'CAD', ''],
      ['Payment', invoice, 'Accounts receivable', '', '10.00', 'CAD', 'Cash'],
      ['Payment', '', 'Cash', '10.00', '', 'CAD', 'Cash'],
    ]);
    const fr = await expectStatus(200, 'GET', `${MONEY.export}?from=${today(t)}&to=${today(t)}`, farm.access, undefined, { 'accept-language': 'fr' });
    expect(fr.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe("Date,No d'écriture,Type,Acheteur,Facture,Compte,Débit,Crédit,Devise,Mode,Référence,Note");
    // Another farm's export has none of it.
    const other = await moneyFarm(t, 'Olivier');
    const empty = await expectStatus(200, 'GET', `${MONEY.export}?from=${today(t)}&to=${today(t)}`, other.access);
    expect(empty.body.replace(/^\ufeff/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('is refused to buyers and for a period that is not one', async () => {
    const { farm, buyer } = await scene();
    await expectStatus(403, 'GET', `${MONEY.export}?from=2026-01-01&to=2026-01-31`, buyer.access);
    await expectStatus(400, 'GET', `${MONEY.export}?from=2026-02-01&to=2026-01-31`, farm.access);
    await expectStatus(400, 'GET', `${MONEY.export}?from=2025-01-01&to=2026-01-02`, farm.access);
    await expectStatus(200, 'GET', `${MONEY.export}?from=2024-01-01&to=2024-12-31`, farm.access);
    await expectStatus(400, 'GET', `${MONEY.export}?from=2026-02-30&to=2026-03-01`, farm.access);
    await expectStatus(400, 'GET', `${MONEY.export}?from=2026-01-01`, farm.access);
  });
});

describe('the check', () => {
  it('answers the admin what the database finds wrong with the ledger (nothing)', async () => {
    const { farm, buyer } = await scene();
    await placeOrder(t, farm, buyer, 2);
    const res = await expectStatus(200, 'GET', MONEY.check, await admin());
    expect(res.json()).toEqual({ ok: true, violations: [] });
    await expectStatus(403, 'GET', MONEY.check, farm.access);
    await expectStatus(403, 'GET', MONEY.check, buyer.access);
    await expectStatus(401, 'GET', MONEY.check, null);
  });

  it('the ledger cannot be changed or deleted, only added to', async () => {
    const { farm, buyer } = await scene();
    await placeOrder(t, farm, buyer, 2);
    const [entry] = await ledgerOf(farm, buyer);
    const db = t.database.db;
    await expect(db.update(ledgerEntries).set({ amountMinor: 1 }).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
  });
});

describe('sync', () => {
  it('sends the entries and notices to their buyer and their farm, and to no one else', async () => {
    const { farm, buyer } = await scene();
    const order = await placeOrder(t, farm, buyer, 2);
    await pay(farm, buyer, { amount_minor: 400, allocations: [{ order_id: order.id, amount_minor: 400 }] });
    const claim = (await expectStatus(201, 'POST', MONEY.claims, buyer.access, { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: 600, reference: 'R', sent_on: today(t) })).json().data as PaymentClaim;
    const stranger = await moneyBuyer(t, 'Buyer', 'Sam');
    const other = await moneyFarm(t, 'Olivier');
    await settleSnapshots(t.database);
    const ids = (await ledgerOf(farm, buyer)).map((e) => e.id).sort();
    for (const access of [buyer.access, farm.access]) {
      const changes = (await pullAll(access)).filter((c) => c.table === 'ledger_entries' || c.table === 'payment_claims');
      expect(changes.filter((c) => c.table === 'ledger_entries').map((c) => c.id).sort()).toEqual(ids);
      expect(changes.filter((c) => c.table === 'payment_claims')).toEqual([expect.objectContaining({ id: claim.id, op: 'upsert', row: claim })]);
      const rows = changes.filter((c) => c.table === 'ledger_entries').map((c) => c.row as LedgerEntry);
      expect(balanceOf(rows)).toBe(await receivableOf(t, farm.farm.sellerId, buyer.userId));
    }
    for (const access of [stranger.access, other.access]) {
      expect((await pullAll(access)).filter((c) => c.table === 'ledger_entries' || c.table === 'payment_claims')).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

interface Change {
  table: string;
  op: string;
  id: string;
  row?: unknown;
}

async function pull(access: string, cursor?: string): Promise<{ changes: Change[]; cursor: string; has_more: boolean }> {
  const res = await call('GET', `/api/sync/changes?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, access);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function pullAll(access: string): Promise<Change[]> {
  const out: Change[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await pull(access, cursor);
    out.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return out;
  }
}

async function pullEntries(access: string): Promise<LedgerEntry[]> {
  await settleSnapshots(t.database);
  return (await pullAll(access)).filter((c) => c.table === 'ledger_entries').map((c) => c.row as LedgerEntry);
}

