// What follows from quote moves and from the order an accepted quote made, on the request and the other quotes:
// closing open quotes for a system reason (another quote accepted, the request closed or expired), rejecting a
// request every farm has answered and every quote ended, and following the order to completion or back to rejected.
// All run inside the caller's transaction; the caller holds the request row's lock where it matters.
import { OPEN_QUOTE_STATUSES, type ClosedReason, type OrderStatus } from '../../../contract/enums.ts';
import { REQUEST_HREF } from '../../../contract/quotes.ts';
import { canMoveRequest, SYSTEM_QUOTE_CLOSE } from '../../../contract/quote-rules.ts';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import * as q from './quotes-queries.ts';

export const buyerLabel = (row: { buyerBusiness: string | null; buyerName: string }) => row.buyerBusiness ?? row.buyerName;

/**
 * Closes every open quote of the request for a system reason (declined, or expired for request_expired) and tells
 * each farm politely (quote_closed { title, buyer, reason }). Answers how many quotes it closed.
 */
export async function closeOpenQuotes(tx: Db, requestId: string, reason: ClosedReason, _now: Date): Promise<number> {
  const request = await q.findRequest(tx, requestId);
  if (!request) return 0;
  const closed = await q.closeQuotesOfRequest(tx, requestId, [...OPEN_QUOTE_STATUSES], SYSTEM_QUOTE_CLOSE[reason], reason);
  if (closed.length === 0) return 0;
  const owners = await q.farmOwners(tx, [...new Set(closed.map((c) => c.sellerId))]);
  await notify(
    tx,
    ...closed
      .filter((c) => owners.has(c.sellerId))
      .map(
        (c): Notice => ({
          userId: owners.get(c.sellerId)!,
          kind: 'quote_closed',
          params: { title: request.title, buyer: buyerLabel(request), reason },
          href: REQUEST_HREF.seller(requestId),
        }),
      ),
  );
  return closed.length;
}

/**
 * A pending request whose every farm has quoted and whose every quote ended declined or withdrawn is rejected (run
 * after a decline or a withdrawal). Answers whether it was.
 */
export async function rejectIfAllEnded(tx: Db, requestId: string): Promise<boolean> {
  const request = await q.findRequest(tx, requestId);
  if (!request || !canMoveRequest(request.status as 'pending', 'rejected', 'system')) return false;
  const list = await q.quotesOfRequest(tx, requestId);
  const farms = await q.recipientCount(tx, requestId);
  if (list.length === 0 || list.length < farms) return false;
  if (!list.every((x) => x.status === 'declined' || x.status === 'withdrawn')) return false;
  await q.updateRequest(tx, requestId, { status: 'rejected' });
  return true;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * The request behind an order made from a quote follows the order: delivered -> completed; rejected or cancelled
 * -> rejected (closed_reason order_cancelled). Orders not made from a quote are left alone.
 */
export async function followOrderStatus(tx: Db, order: Pick<OrderRow, 'id' | 'quoteId'>, to: OrderStatus): Promise<void> {
  if (!order.quoteId) return;
  const quote = await q.findQuote(tx, order.quoteId);
  if (!quote) return;
  const request = await q.findRequest(tx, quote.requestId, true);
  if (!request || request.orderId !== order.id) return;
  const from = request.status as 'approved';
  if (to === 'delivered' && canMoveRequest(from, 'completed', 'system')) {
    await q.updateRequest(tx, request.id, { status: 'completed' });
  } else if ((to === 'rejected' || to === 'cancelled') && canMoveRequest(from, 'rejected', 'system')) {
    await q.updateRequest(tx, request.id, { status: 'rejected', closedReason: 'order_cancelled' });
  }
}
