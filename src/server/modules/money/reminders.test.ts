// Invoice reminders on a fixed clock: a buyer is told DUE_SOON_DAYS before an invoice on terms falls due and after
// it is overdue (the day after, then weekly, at most OVERDUE_REMINDERS_MAX times), each reminder once however often
// the job runs and however many servers run it at once; never for an invoice paid, cancelled, or settled at the door.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, OVERDUE_REMINDERS_MAX } from '../../../contract/ledger-rules.ts';
import { addDays, formatInvoiceNumber } from '../../../contract/order-rules.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { caller, MONEY, moneyBuyer, moneyFarm, paymentBody, placeOrder, transition, violations } from '../../test/money-fixture.ts';
import { sendReminders } from './reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Noon in Toronto on `day`. */
const at = (day: string) => new Date(`${day}T17:00:00Z`);

describe('invoice reminders', () => {
  it('due soon, then overdue weekly, each once; paid, cancelled and paid-at-the-door invoices never', async () => {
    const farm = await moneyFarm(t);
    const buyer = await moneyBuyer(t);
    const call = caller(t);
    const open = await placeOrder(t, farm, buyer, 2, 'invoice_net15'); // 10.00, never paid
    const part = await placeOrder(t, farm, buyer, 4, 'invoice_net15'); // 20.00, part paid, then paid
    const paid = await placeOrder(t, farm, buyer, 2, 'invoice_net15');
    const cancelled = await placeOrder(t, farm, buyer, 2, 'invoice_net15');
    const atTheDoor = await placeOrder(t, farm, buyer, 2, 'pay_on_delivery');
    expect(open.payment_due).toBe(addDays(open.date, 15));
    const due = open.payment_due!;
    expect((await transition(t, buyer.access, cancelled.id, 'cancelled', 'Ordered twice')).statusCode).toBe(200);
    const pay = async (orderId: string, amount: number) =>
      expect((await call('POST', MONEY.payments, farm.access, paymentBody(buyer, { amount_minor: amount, allocations: [{ order_id: orderId, amount_minor: amount }] }))).statusCode).toBe(201);
    await pay(paid.id, 1000);
    await pay(part.id, 500);

    const reminders = async () =>
      (await t.database.db.select().from(notifications).where(and(eq(notifications.userId, buyer.userId), inArray(notifications.kind, ['invoice_due_soon', 'invoice_overdue'])))).map((n) => ({
        kind: n.kind,
        order: n.orderId,
        params: n.params,
        href: n.href,
      }));
    const run = async (day: string) => (await sendReminders(t.database.db, at(day))).sent;

    expect(await run(addDays(due, -DUE_SOON_DAYS - 1))).toBe(0);
    expect(await run(addDays(due, -DUE_SOON_DAYS))).toBe(2);
    // Again the same day, and the days after: nothing more.
    expect(await run(addDays(due, -DUE_SOON_DAYS))).toBe(0);
    expect(await run(addDays(due, -1))).toBe(0);
    expect(await run(due)).toBe(0);
    const soon = await reminders();
    expect(soon.map((r) => [r.kind, r.order]).sort()).toEqual([['invoice_due_soon', open.id], ['invoice_due_soon', part.id]].sort());
    expect(soon.find((r) => r.order === part.id)).toMatchObject({
      href: `/statements/${farm.farm.sellerId}`,
      params: { invoice: formatInvoiceNumber(part.invoice_number), invoice_number: part.invoice_number, farm_name: farm.farmName, amount_minor: 1500, currency: 'CAD', due_date: due, days_overdue: 0 },
    });

    // The day after the due date: overdue, once, however many servers run the job at once.
    const together = await Promise.all([run(addDays(due, 1)), run(addDays(due, 1)), run(addDays(due, 1))]);
    expect(together.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await reminders()).find((r) => r.kind === 'invoice_overdue' && r.order === open.id)).toMatchObject({ params: { amount_minor: 1000, days_overdue: 1 } });

    // Paid in full: no more reminders for it.
    await pay(part.id, 1500);
    expect(await run(addDays(due, 5))).toBe(0);
    expect(await run(addDays(due, 8))).toBe(1);
    expect(await run(addDays(due, 8))).toBe(0);
    // Days the job did not run are not made up for: the reminder of that day only.
    expect(await run(addDays(due, 7 * (OVERDUE_REMINDERS_MAX - 1) + 1))).toBe(1);
    expect(await run(addDays(due, 7 * OVERDUE_REMINDERS_MAX + 1))).toBe(0);
    expect(await run(addDays(due, 200))).toBe(0);

    const all = await reminders();
    expect(all.filter((r) => r.order === open.id).map((r) => r.kind)).toEqual(['invoice_due_soon', 'invoice_overdue', 'invoice_overdue', 'invoice_overdue']);
    expect(all.filter((r) => r.order === part.id).map((r) => r.kind)).toEqual(['invoice_due_soon', 'invoice_overdue']);
    for (const never of [paid.id, cancelled.id, atTheDoor.id]) expect(all.filter((r) => r.order === never)).toEqual([]);
    expect(await violations(t)).toEqual([]);
  });

  it("counts the buyer's credit on account: an invoice it covers is not reminded", async () => {
    const farm = await moneyFarm(t, 'Olivier');
    const buyer = await moneyBuyer(t, 'BulkBuyer', 'Chloé');
    const call = caller(t);
    const first = await placeOrder(t, farm, buyer, 2, 'invoice_net30');
    expect((await call('POST', MONEY.payments, farm.access, paymentBody(buyer, { id: randomUUID(), amount_minor: 1000, allocations: [] }))).statusCode).toBe(201);
    await sendReminders(t.database.db, at(addDays(first.payment_due!, -DUE_SOON_DAYS)));
    await sendReminders(t.database.db, at(addDays(first.payment_due!, 1)));
    expect(await t.database.db.select().from(notifications).where(and(eq(notifications.userId, buyer.userId), inArray(notifications.kind, ['invoice_due_soon', 'invoice_overdue'])))).toEqual([]);
  });
});
