// Invoice reminders: a notification to the buyer a few days before an invoice falls due and after it is overdue
// (ledger-rules.ts reminderFor decides which, from what the invoice still owes once payments, credits and the
// buyer's spare credit are counted). Run by the hourly housekeeping (main.ts, lib/jobs.ts); each (invoice, kind,
// step) is sent once however often it runs and however many servers run it: the row in ledger_reminders (primary
// key order_id, kind, step) is inserted ON CONFLICT DO NOTHING in the transaction that writes the notification, so
// a second server waits for the first and then finds the row there.
//
// Invoices are the orders with payment terms (net 15/30): an order paid on delivery or at pickup is settled at the
// door, and reminding its buyer before the delivery, or the day after it when the farm did not record the cash,
// would tell them something untrue.
import { sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/enums.ts';
import { DUE_SOON_DAYS, invoiceStates, OVERDUE_REMINDER_EVERY_DAYS, OVERDUE_REMINDERS_MAX, reminderFor } from '../../../contract/ledger-rules.ts';
import { addDays, formatInvoiceNumber, todayInCanada } from '../../../contract/order-rules.ts';
import { sqlRows, type Db } from '../../db/client.ts';
import { ledgerReminders } from '../../db/schema/money-jobs.ts';
import { notify } from '../notifications/notify.ts';
import { findSeller } from '../sellers/queries.ts';
import { ledgerOrders, ledgerRows, type LedgerKey } from './ledger.ts';

const NOTICE = { due_soon: 'invoice_due_soon', overdue: 'invoice_overdue' } as const;

/**
 * The ledgers holding an invoice whose reminder of today (the same windows as reminderFor: due within
 * DUE_SOON_DAYS, or 1..OVERDUE_REMINDERS_MAX weeks late) is not yet sent. Only a first cut: reminderFor decides.
 */
async function ledgersToRemind(db: Db, today: string): Promise<LedgerKey[]> {
  const until = sql`(o.payment_due - ${today}::date)`;
  const rows = await sqlRows<{ seller_id: string; buyer_id: string; currency: Currency }>(
    db,
    sql`select distinct o.seller_id, o.buyer_id, o.currency from orders o
      where o.payment_due is not null and o.status not in ('cancelled', 'rejected')
        and o.payment_due between ${addDays(today, -OVERDUE_REMINDER_EVERY_DAYS * OVERDUE_REMINDERS_MAX)}::date and ${addDays(today, DUE_SOON_DAYS)}::date
        and not exists (select 1 from ledger_reminders r where r.order_id = o.id
          and r.kind = case when ${until} >= 0 then 'due_soon' else 'overdue' end
          and r.step = case when ${until} >= 0 then 0 else (-${until} - 1) / ${OVERDUE_REMINDER_EVERY_DAYS}::int + 1 end)
      order by 1, 2, 3`,
  );
  return rows.map((r) => ({ sellerId: r.seller_id, buyerId: r.buyer_id, currency: r.currency }));
}

/** Sends what one ledger's invoices are owed today; answers how many were sent by this call. */
async function remindLedger(tx: Db, key: LedgerKey, now: Date, today: string): Promise<number> {
  const orders = await ledgerOrders(tx, key);
  const states = invoiceStates(orders, await ledgerRows(tx, key), today);
  const farm = await findSeller(tx, key.sellerId);
  if (!farm) return 0;
  let sent = 0;
  for (const state of states) {
    const order = orders.find((o) => o.id === state.order_id)!;
    if (order.payment_due === null) continue;
    const due = reminderFor(state, today);
    if (!due) continue;
    const [fresh] = await tx
      .insert(ledgerReminders)
      .values({ orderId: order.id, kind: due.kind, step: due.step, sentAt: now })
      .onConflictDoNothing()
      .returning({ orderId: ledgerReminders.orderId });
    if (!fresh) continue;
    await notify(tx, {
      userId: key.buyerId,
      kind: NOTICE[due.kind],
      orderId: order.id,
      params: {
        invoice: formatInvoiceNumber(order.invoice_number),
        invoice_number: order.invoice_number,
        farm_name: farm.farmName,
        amount_minor: state.due_minor,
        currency: key.currency,
        due_date: state.due_date,
        days_overdue: state.days_overdue,
      },
      href: `/statements/${key.sellerId}`,
    });
    sent++;
  }
  return sent;
}

/** Every reminder owed today (farm time), each ledger in its own transaction. Answers how many were sent. */
export async function sendReminders(db: Db, now: Date): Promise<{ sent: number }> {
  const today = todayInCanada(now);
  let sent = 0;
  for (const key of await ledgersToRemind(db, today)) sent += await db.transaction((tx) => remindLedger(tx, key, now, today));
  return { sent };
}
