// The money side of a problem answer, in the answer's transaction: what one report may get back (the reported
// quantities at the price paid, with their share of the order's tax), what may be refunded (what was paid on the
// order less refunds so far: ledger-rules.ts refundRoom), and the ledger entry the answer becomes. A credit comes off
// the invoice (receivable) and any excess stays as the buyer's credit for the next invoices; a refund is money paid
// back (returns against cash by how it was paid) and leaves what the invoice owes as it was.
import type { Currency, PaymentRecordMethod } from '../../../contract/enums.ts';
import { invoiceStates, refundRoom } from '../../../contract/ledger-rules.ts';
import { todayInCanada } from '../../../contract/order-rules.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { ledgerOrders, ledgerRows, lockLedger, postEntry } from '../money/ledger.ts';
import type { OrderRow } from '../orders/mappers.ts';
import { linePrices } from './queries.ts';

type MoneyOrder = Pick<OrderRow, 'id' | 'sellerId' | 'buyerId' | 'currency' | 'totalMinor' | 'taxMinor' | 'deliveryFeeMinor'>;

/** round(a * b / c), half up, exact for any sizes of money (a * b can pass 2^53). */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/**
 * The most one report can get back: each reported line's quantity at its unit price, plus that value's share of the
 * order's tax (tax x value / goods, goods being the total less tax and delivery fee). The delivery fee is not
 * part of it: it paid for the trip, which happened.
 */
export function reportValueMinor(
  order: Pick<MoneyOrder, 'totalMinor' | 'taxMinor' | 'deliveryFeeMinor'>,
  lines: ReadonlyArray<{ id: string; unitPriceMinor: number }>,
  reported: ReadonlyArray<{ line_id: string; quantity: number }>,
): number {
  const price = new Map(lines.map((l) => [l.id.toLowerCase(), Number(l.unitPriceMinor)]));
  let value = 0;
  for (const r of reported) value += Number(r.quantity) * (price.get(r.line_id.toLowerCase()) ?? 0);
  const goods = Number(order.totalMinor) - Number(order.taxMinor) - Number(order.deliveryFeeMinor);
  return goods > 0 ? value + mulDivRound(value, Number(order.taxMinor), goods) : value;
}

/**
 * The caps of a refund or credit, under the lock on the order row (taken by the caller) and the ledger's lock:
 * at most the report's value (422 problem.amount_above_lines), and a refund at most what was paid on the order less
 * earlier refunds (422 problem.refund_above_paid).
 */
export async function checkAnswerMoney(
  tx: Db,
  order: MoneyOrder,
  report: { lines: ReadonlyArray<{ line_id: string; quantity: number }> },
  resolution: 'refund' | 'credit',
  amountMinor: number,
  now: Date,
): Promise<void> {
  const cap = reportValueMinor(order, await linePrices(tx, order.id), report.lines);
  if (amountMinor > cap) throw fieldError('amount_minor', 'problem.amount_above_lines', 422);
  if (resolution !== 'refund') return;
  const key = { sellerId: order.sellerId, buyerId: order.buyerId, currency: order.currency as Currency };
  await lockLedger(tx, key, [order.id]);
  const [state] = invoiceStates(await ledgerOrders(tx, { ...key, ids: [order.id] }), await ledgerRows(tx, key), todayInCanada(now));
  if (!state || amountMinor > refundRoom(state)) throw fieldError('amount_minor', 'problem.refund_above_paid', 422);
}

/** The ledger entry of an answer: a credit off the invoice, or a refund paid back by `method` (e-Transfer unless said). */
export async function postAnswerEntry(
  tx: Db,
  order: MoneyOrder,
  answer: { problemId: string; resolution: 'refund' | 'credit'; amountMinor: number; method?: PaymentRecordMethod | null; note: string | null; answeredBy: string | null; now: Date },
): Promise<string> {
  const base = {
    sellerId: order.sellerId,
    buyerId: order.buyerId,
    currency: order.currency as Currency,
    amountMinor: answer.amountMinor,
    occurredOn: todayInCanada(answer.now),
    orderId: order.id,
    problemId: answer.problemId,
    note: answer.note,
    recordedBy: answer.answeredBy,
  };
  await lockLedger(tx, base, [order.id]);
  if (answer.resolution === 'credit') {
    return postEntry(tx, {
      ...base,
      kind: 'credit',
      postings: [
        { account: 'returns', amountMinor: answer.amountMinor },
        { account: 'receivable', orderId: order.id, amountMinor: -answer.amountMinor },
      ],
    });
  }
  const method = answer.method ?? 'etransfer';
  return postEntry(tx, {
    ...base,
    kind: 'refund',
    method,
    postings: [
      { account: 'returns', amountMinor: answer.amountMinor },
      { account: `cash:${method}`, amountMinor: -answer.amountMinor },
    ],
  });
}
