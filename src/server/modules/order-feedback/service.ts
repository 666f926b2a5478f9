// Customer feedback on delivered orders: the buyer rates each product (1 to 5, again = update), reports
// a problem within 48 hours of delivery (satisfaction guarantee: lines, kinds, quantities, photos), and the seller
// answers with a refund, a credit or a reason. Each write answers the order as its writer sees it, and the other
// party hears of it through a notification written in the same transaction.
import type { Currency, Language, ProblemResolution } from '../../../contract/enums.ts';
import { formatMoney } from '../../../contract/money.ts';
import { canReportProblem, formatInvoiceNumber } from '../../../contract/order-rules.ts';
import { leftToGrant, reportedByLine } from '../../../contract/problem-caps.ts';
import type { Order, OrderReviewWrite, ProblemAnswerWrite, ProblemReportWrite } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { notify } from '../notifications/notify.ts';
import { checkAnswerMoney, postAnswerEntry } from './problem-money.ts';
import { toOrders, type OrderRow } from '../orders/mappers.ts';
import { lockOrder } from '../orders/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';
import {
  findLineOfProduct,
  findOrder,
  findReport,
  insertReport,
  isOrderOfBuyer,
  lineQuantities,
  lockReport,
  reportsOf,
  sellerIdOfUser,
  sellerUserId,
  touchOrder,
  updateReport,
  upsertReview,
  userName,
} from './queries.ts';


const notDelivered = () => new HttpError(409, 'conflict', 'order.not_delivered');

/** The order, locked for this transaction, when `userId` is its buyer; 404 otherwise (nobody learns it exists). */
async function buyersOrder(tx: Db, userId: string, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound('order.not_found');
  const row = await lockOrder(tx, orderId);
  if (!row || row.buyerId !== userId) throw notFound('order.not_found');
  return row;
}

/** True when `orderId` is an order of `userId`'s (checked before reading the photos of a report). */
export async function isBuyersOrder(db: Db, userId: string, orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  return isOrderOfBuyer(db, orderId, userId);
}

async function orderAsSeenBy(tx: Db, orderId: string, viewerId: string): Promise<Order> {
  const row = await findOrder(tx, orderId);
  return (await toOrders(tx, [row!], viewerId))[0]!;
}

/** 'First L.': how customer feedback names its author. */
async function authorName(tx: Db, userId: string): Promise<string> {
  const u = await userName(tx, userId);
  return u ? `${u.first} ${u.last.slice(0, 1)}.`.trim() : '?';
}

/**
 * POST /orders/{id}/reviews/: one rating per buyer and product (the unique key makes a second one an update). The
 * product's rating sum and count follow by trigger; the order is touched so the buyer's copy (my_rating) is pulled.
 */
export async function reviewProduct(tx: Db, userId: string, orderId: string, body: OrderReviewWrite & { comment: string | null }): Promise<Order> {
  const order = await buyersOrder(tx, userId, orderId);
  if (order.status !== 'delivered') throw notDelivered();
  const line = await findLineOfProduct(tx, order.id, body.product_id);
  if (!line) throw fieldError('product_id', 'order.product_not_in_order');
  const author = await authorName(tx, userId);
  await upsertReview(tx, { productId: body.product_id, userId, rating: body.rating, comment: body.comment, author, orderId: order.id });
  await touchOrder(tx, order.id);
  return orderAsSeenBy(tx, order.id, userId);
}

export interface StoredProblemPhoto {
  thumb: string;
  full: string;
}

/**
 * The rules a report must meet, given the order as read (locked inside the transaction; read without a lock by
 * precheckReport before photos are decoded): delivered, within PROBLEM_REPORT_WINDOW_HOURS, about lines of this
 * order, no more of a line than was delivered in one report (400), nor across all of the order's reports (409,
 * saying how much is left).
 */
async function checkReport(tx: Db, order: OrderRow, data: ProblemReportWrite, now: Date): Promise<void> {
  if (order.status !== 'delivered') throw notDelivered();
  if (!canReportProblem(order.deliveredAt?.toISOString() ?? null, now)) throw new HttpError(409, 'conflict', 'problem.window_closed');

  const lines = await lineQuantities(tx, order.id);
  const claimed = new Map<string, { total: number; index: number }>();
  for (const [i, l] of data.lines.entries()) {
    const line = lines.find((x) => x.id === l.line_id);
    if (!line) throw fieldError(`lines.${i}.line_id`, 'order.product_not_in_order');
    const total = (claimed.get(l.line_id)?.total ?? 0) + l.quantity;
    if (total > line.quantity) throw fieldError(`lines.${i}.quantity`, 'problem.quantity_invalid');
    claimed.set(l.line_id, { total, index: claimed.get(l.line_id)?.index ?? i });
  }
  const reported = reportedByLine(await reportsOf(tx, order.id));
  for (const [lineId, { total, index }] of claimed) {
    const delivered = lines.find((x) => x.id === lineId)!.quantity;
    const left = Math.max(0, delivered - (reported.get(lineId) ?? 0));
    if (total > left) {
      const code = left > 0 ? 'problem.quantity_left' : 'problem.nothing_left';
      throw new HttpError(409, 'conflict', code, { params: { left, delivered }, fields: { [`lines.${index}.quantity`]: [code] } });
    }
  }
}

/**
 * Before the photos of a report are decoded: the order is the caller's (404), and the report meets checkReport as
 * things stand. The same report sent again (its id is stored) is left to reportProblem, which answers it as it is.
 */
export async function precheckReport(db: Db, userId: string, orderId: string, data: ProblemReportWrite, now: Date): Promise<void> {
  if (!isUuid(orderId)) throw notFound('order.not_found');
  const order = await findOrder(db, orderId);
  if (!order || order.buyerId !== userId) throw notFound('order.not_found');
  const existing = await findReport(db, data.id);
  if (existing) return;
  await checkReport(db, order, data, now);
}

/**
 * POST /orders/{id}/problems/: checkReport under the lock on the order row, so two reports sent at once are checked
 * one after the other (the database's trigger order_problems_within_order holds the same caps). The report's id is
 * the client's: the same report sent again answers the order as it is. `storePhotos` stores the rendered files
 * (last, so a refusal leaves none) and gives their addresses.
 */
export async function reportProblem(
  tx: Db,
  userId: string,
  orderId: string,
  data: ProblemReportWrite & { description: string },
  now: Date,
  storePhotos: () => Promise<StoredProblemPhoto[]>,
): Promise<{ created: boolean; order: Order }> {
  const order = await buyersOrder(tx, userId, orderId);
  const existing = await findReport(tx, data.id);
  if (existing) {
    if (existing.orderId !== order.id) throw new HttpError(409, 'conflict', 'error.conflict');
    return { created: false, order: await orderAsSeenBy(tx, order.id, userId) };
  }
  await checkReport(tx, order, data, now);

  const photos = await storePhotos();
  await insertReport(tx, {
    id: data.id,
    orderId: order.id,
    lines: data.lines.map((l) => ({ line_id: l.line_id, kind: l.kind, quantity: l.quantity })),
    description: data.description,
    photos,
    createdAt: now,
  });
  const sellerUser = await sellerUserId(tx, order.sellerId);
  if (sellerUser) {
    await notify(tx, {
      userId: sellerUser,
      kind: 'problem_reported',
      orderId: order.id,
      params: { invoice: formatInvoiceNumber(order.invoiceNumber), buyer: order.buyerBusiness ?? order.buyerName },
      href: `/seller/orders/${order.id}`,
    });
  }
  return { created: true, order: await orderAsSeenBy(tx, order.id, userId) };
}

/**
 * POST /orders/{id}/problems/{problemId}/answer/: once, by the order's seller. An amount is never more than the
 * order's total (400), nor than what is left of it after the refunds and credits of its other reports (409), nor
 * than what the report's lines are worth (422), and a refund never more than what was paid on the order less earlier
 * refunds (422); all checked under the lock on the order row so two answers at once cannot both pass. A refund or
 * credit becomes a ledger entry in the same transaction (problem-money.ts).
 */
export async function answerProblem(
  tx: Db,
  userId: string,
  orderId: string,
  problemId: string,
  body: ProblemAnswerWrite & { note: string | null },
  now: Date,
  lang: Language = 'en',
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('order.not_found');
  const sellerId = await sellerIdOfUser(tx, userId);
  const order = await lockOrder(tx, orderId);
  if (!order || !sellerId || order.sellerId !== sellerId) throw notFound('order.not_found');
  if (!isUuid(problemId)) throw notFound('problem.not_found');
  const problem = await lockReport(tx, order.id, problemId);
  if (!problem) throw notFound('problem.not_found');
  if (problem.resolution) throw new HttpError(409, 'conflict', 'problem.already_answered');
  const resolution: ProblemResolution = body.resolution;
  const amount = resolution === 'declined' ? null : (body.amount_minor ?? null);
  if (amount !== null) {
    const total = Number(order.totalMinor);
    if (amount > total) throw fieldError('amount_minor', 'problem.amount_too_high');
    const answers = (await reportsOf(tx, order.id)).map((p) => ({ resolution: p.resolution, amount_minor: p.amount_minor === null ? null : Number(p.amount_minor) }));
    const left = leftToGrant({ total_minor: total, problems: answers });
    if (amount > left) {
      const money = (minor: number) => formatMoney({ amount: minor, currency: order.currency as Currency }, lang);
      const code = left > 0 ? 'problem.amount_left' : 'problem.nothing_left_to_refund';
      throw new HttpError(409, 'conflict', code, { params: { left: money(left), total: money(total) }, fields: { amount_minor: [code] } });
    }
    await checkAnswerMoney(tx, order, problem, resolution as 'refund' | 'credit', amount, now);
  }

  await updateReport(tx, problem.id, { resolution, amountMinor: amount, answerNote: body.note, answeredAt: now, answeredBy: userId });
  if (amount !== null) {
    await postAnswerEntry(tx, order, { problemId: problem.id, resolution: resolution as 'refund' | 'credit', amountMinor: amount, method: body.refund_method, note: body.note, answeredBy: userId, now });
  }
  await notify(tx, {
    userId: order.buyerId,
    kind: 'problem_answered',
    orderId: order.id,
    params: { invoice: formatInvoiceNumber(order.invoiceNumber), farm: order.farmName, resolution, amount, currency: order.currency },
    href: `/orders/${order.id}`,
  });
  return orderAsSeenBy(tx, order.id, userId);
}
