// Order rows -> the contract's Order (the API's answers and the sync pull's rows), with their lines, timeline and
// problem reports (queries.ts reads them in three queries for any number of orders) and the buyer's own ratings.
import type { Order, OrderEvent, OrderLine, OrderProblem } from '../../../contract/orders.ts';
import type { Currency, FulfilmentMethod, Grade, OrderStatus, PaymentMethod, ProblemKind, ProblemResolution, Unit } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { groupBy } from '../../lib/group-by.ts';
import * as q from './queries.ts';

export type OrderRow = typeof orders.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The orders as `viewerId` sees them. Both parties see the same order; only the buyer's copy carries their own
 * ratings of its products (`my_rating`, `my_comment`).
 */
export async function toOrders(tx: Db, rows: OrderRow[], viewerId: string | null): Promise<Order[]> {
  if (rows.length === 0) return [];
  const { lines, events, problems, mine } = await q.orderRelations(tx, rows, viewerId);
  const linesOf = groupBy(lines, (l) => l.orderId);
  const eventsOf = groupBy(events, (e) => e.orderId);
  const problemsOf = groupBy(problems, (p) => p.orderId);

  return rows.map((o): Order => {
    const isBuyer = o.buyerId === viewerId;
    return {
      id: o.id,
      buyer_id: o.buyerId,
      buyer_name: o.buyerName,
      buyer_business: o.buyerBusiness,
      seller_id: o.sellerId,
      farm_name: o.farmName,
      status: o.status as OrderStatus,
      fulfilment: o.fulfilment as FulfilmentMethod,
      address: o.address ?? null,
      branch: o.pickup ?? null,
      branch_id: o.branchId,
      date: o.date,
      payment_method: o.paymentMethod as PaymentMethod,
      payment_due: o.paymentDue,
      note: o.note,
      currency: o.currency as Currency,
      lines: (linesOf.get(o.id) ?? []).map((l): OrderLine => {
        const review = isBuyer && l.productId ? mine.get(l.productId) : undefined;
        return {
          id: l.id,
          product_id: l.productId,
          product_name: l.productName,
          product_name_fr: l.productNameFr,
          grade: l.grade as Grade,
          unit: l.unit as Unit,
          quantity: l.quantity,
          list_price_minor: l.listPriceMinor,
          unit_price_minor: l.unitPriceMinor,
          line_total_minor: l.quantity * l.unitPriceMinor,
          my_rating: review?.rating ?? null,
          my_comment: review?.comment ?? null,
        };
      }),
      subtotal_minor: o.subtotalMinor,
      discount_minor: o.discountMinor,
      delivery_fee_minor: o.deliveryFeeMinor,
      tax_minor: o.taxMinor,
      taxes: o.taxes,
      total_minor: o.totalMinor,
      invoice_number: o.invoiceNumber,
      events: (eventsOf.get(o.id) ?? []).map(
        (e): OrderEvent => ({ id: e.id, status: e.status as OrderStatus, at: e.createdAt.toISOString(), by: e.actor as OrderEvent['by'], by_name: e.byName, reason: e.reason }),
      ),
      problems: (problemsOf.get(o.id) ?? []).map(
        (p): OrderProblem => ({
          id: p.id,
          lines: p.lines.map((l) => ({ line_id: l.line_id, kind: l.kind as ProblemKind, quantity: l.quantity })),
          description: p.description,
          photos: p.photos,
          created_at: p.createdAt.toISOString(),
          resolution: p.resolution as ProblemResolution | null,
          amount_minor: p.amountMinor,
          answer_note: p.answerNote,
          answered_at: iso(p.answeredAt),
        }),
      ),
      delivered_at: iso(o.deliveredAt),
      quote_id: o.quoteId,
      preorder: o.preorder,
      preorder_id: o.preorderId,
      standing_order_id: o.standingOrderId,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      version: o.version,
    };
  });
}
