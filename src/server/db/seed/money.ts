// The demo money history (issue 17): what the demo buyers paid for their orders, recorded in the ledger as the farm
// would have recorded it. Every order was already charged by the database when it was written; here come the
// payments (cheque, cash, Interac e-Transfer, card at the door; one e-Transfer the buyer announced and the farm
// confirmed), the credit of the answered problem report, an invoice overdue with its reminders and an e-Transfer
// notice still waiting for the farm. The notices both parties received are written at the time things happened
// (read when more than a day old); what is happening now goes through the services (the notice waiting, today's
// reminder). Bistro Bruno's account with Maple Ridge Farm then reads: invoices on net 15 and 30 over three months,
// paid, part paid, overdue and due, with a credit.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Currency, PaymentRecordMethod } from '../../../contract/enums.ts';
import { addDays, formatInvoiceNumber, todayInCanada } from '../../../contract/order-rules.ts';
import type { Db } from '../client.ts';
import { postEntry } from '../../modules/money/ledger.ts';
import { sendReminders } from '../../modules/money/reminders.ts';
import { createClaim } from '../../modules/money/service.ts';
import { bulkBuyers } from '../schema/quotes.ts';
import { sellers } from '../schema/catalogue.ts';
import { ledgerReminders } from '../schema/money-jobs.ts';
import { paymentClaims } from '../schema/money.ts';
import { notifications, orderProblems, orders } from '../schema/orders.ts';

/** One payment of an order: when (days after its delivery), how, and how much of what it still owed. */
export interface MoneyStep {
  daysAfterDelivery: number;
  method: PaymentRecordMethod;
  /** A share of the order's total, or what is left of it. */
  share: number | 'rest';
  reference?: string;
  /** An e-Transfer the buyer announced the day before (a notice), confirmed by the farm. */
  viaClaim?: boolean;
}

export interface MoneyPlan {
  payments?: MoneyStep[];
  /** Overdue and reminded: the first overdue reminder in the past, today's by the reminder job itself. */
  overdueReminded?: boolean;
  /** The buyer says they sent an e-Transfer for what is left, `daysAgo`; the farm has not answered. */
  pendingClaim?: { daysAgo: number; reference: string };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Writes the money history of the demo orders; runs after the orders are in. */
export async function seedMoney(tx: Db, now: Date, plans: Array<{ orderId: string; plan: MoneyPlan }>): Promise<void> {
  if (plans.length === 0) return;
  const orderRows = await tx.select().from(orders).where(inArray(orders.id, plans.map((p) => p.orderId)));
  const farmRows = await tx.select({ id: sellers.id, userId: sellers.userId, farmName: sellers.farmName }).from(sellers);
  const farmOf = new Map(farmRows.map((f) => [f.id, f]));
  const seen = (at: Date) => (at.getTime() < now.getTime() - DAY ? new Date(at.getTime() + 2 * HOUR) : null);
  const notice = (userId: string, kind: typeof notifications.$inferInsert.kind, at: Date, orderId: string | null, params: Record<string, string | number | null>, href: string) =>
    tx.insert(notifications).values({ userId, kind, orderId, params, href, createdAt: at, updatedAt: at, readAt: seen(at) });

  for (const { orderId, plan } of plans) {
    const order = orderRows.find((o) => o.id === orderId)!;
    const farm = farmOf.get(order.sellerId)!;
    const key = { sellerId: order.sellerId, buyerId: order.buyerId, currency: order.currency as Currency };
    const delivered = order.deliveredAt ?? new Date(`${order.date}T15:00:00Z`);
    const invoice = formatInvoiceNumber(order.invoiceNumber);
    let left = Number(order.totalMinor);

    for (const step of plan.payments ?? []) {
      const amount = step.share === 'rest' ? left : Math.round(Number(order.totalMinor) * step.share);
      left -= amount;
      const at = new Date(delivered.getTime() + step.daysAfterDelivery * DAY + 2 * HOUR);
      const day = todayInCanada(at);
      const paymentId = randomUUID();
      let claimId: string | null = null;
      if (step.viaClaim) {
        // The buyer's notice the day before, confirmed by the farm when it saw the money.
        claimId = randomUUID();
        const sentAt = new Date(at.getTime() - DAY);
        await tx.insert(paymentClaims).values({
          id: claimId,
          ...key,
          farmName: order.farmName,
          buyerName: order.buyerName,
          buyerBusiness: order.buyerBusiness,
          amountMinor: amount,
          reference: step.reference ?? 'e-Transfer',
          sentOn: todayInCanada(sentAt),
          orderIds: [order.id],
          note: `For invoice ${invoice}`,
          status: 'claimed',
          createdAt: sentAt,
          updatedAt: sentAt,
        });
        await notice(farm.userId, 'etransfer_claimed', sentAt, null, { buyer: order.buyerBusiness ?? order.buyerName, amount_minor: amount, currency: order.currency, reference: step.reference ?? null, sent_on: todayInCanada(sentAt), invoices: invoice }, `/seller/money/${order.buyerId}`);
      }
      await postEntry(tx, {
        id: paymentId,
        ...key,
        kind: 'payment',
        amountMinor: amount,
        method: step.method,
        reference: step.reference ?? null,
        note: null,
        occurredOn: day,
        claimId,
        recordedBy: farm.userId,
        postings: [
          { account: 'receivable', orderId: order.id, amountMinor: -amount },
          { account: `cash:${step.method}`, amountMinor: amount },
        ],
      });
      if (claimId) {
        await tx.update(paymentClaims).set({ status: 'confirmed', paymentId, answeredAt: at, answeredBy: farm.userId, updatedAt: at }).where(eq(paymentClaims.id, claimId));
        await notice(order.buyerId, 'etransfer_answered', at, null, { farm: farm.farmName, status: 'confirmed', amount_minor: amount, currency: order.currency, reference: step.reference ?? null, note: null }, `/statements/${order.sellerId}`);
      } else {
        await notice(order.buyerId, 'payment_recorded', at, null, { farm: farm.farmName, amount_minor: amount, currency: order.currency, method: step.method, received_on: day, invoices: invoice }, `/statements/${order.sellerId}`);
      }
    }

    if (plan.overdueReminded && order.paymentDue) {
      // The first overdue reminder the day after the due date; the job sends today's (seedDemoMoney's end).
      const at = new Date(`${addDays(order.paymentDue, 1)}T13:00:00Z`);
      await tx.insert(ledgerReminders).values({ orderId: order.id, kind: 'overdue', step: 1, sentAt: at });
      await notice(order.buyerId, 'invoice_overdue', at, order.id, {
        invoice,
        invoice_number: order.invoiceNumber,
        farm_name: farm.farmName,
        amount_minor: left,
        currency: order.currency,
        due_date: order.paymentDue,
        days_overdue: 1,
      }, `/statements/${order.sellerId}`);
    }

    if (plan.pendingClaim) {
      const role = (await tx.select({ userId: bulkBuyers.userId }).from(bulkBuyers).where(eq(bulkBuyers.userId, order.buyerId))).length > 0 ? 'BulkBuyer' : 'Buyer';
      await createClaim(
        tx,
        { id: order.buyerId, role },
        {
          id: randomUUID(),
          seller_id: order.sellerId,
          currency: key.currency,
          amount_minor: left,
          reference: plan.pendingClaim.reference,
          sent_on: todayInCanada(new Date(now.getTime() - plan.pendingClaim.daysAgo * DAY)),
          order_ids: [order.id],
          note: `Sorry for the delay: invoice ${invoice}.`,
        },
        now,
      );
    }
  }

  // The credits and refunds of answered problem reports, as the answer wrote them.
  const answered = await tx.select().from(orderProblems).where(inArray(orderProblems.resolution, ['credit', 'refund']));
  for (const p of answered) {
    const order = (await tx.select().from(orders).where(eq(orders.id, p.orderId)))[0]!;
    const amount = Number(p.amountMinor);
    const refund = p.resolution === 'refund';
    await postEntry(tx, {
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      currency: order.currency as Currency,
      kind: refund ? 'refund' : 'credit',
      amountMinor: amount,
      method: refund ? 'etransfer' : null,
      note: p.answerNote,
      occurredOn: todayInCanada(p.answeredAt ?? now),
      orderId: order.id,
      problemId: p.id,
      recordedBy: p.answeredBy,
      postings: [
        { account: 'returns', amountMinor: amount },
        refund ? { account: 'cash:etransfer', amountMinor: -amount } : { account: 'receivable', orderId: order.id, amountMinor: -amount },
      ],
    });
  }

  // Today's invoice reminders, by the job itself.
  await sendReminders(tx, now);
}
