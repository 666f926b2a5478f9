// Order rules on the server: placing an order (prices and stock re-checked and stock reserved under row locks, in
// the one transaction that writes the order), the buyer's and the seller's lists, the detail, and the moves of the
// state machine (contract/order-rules.ts) with the stock a rejected or cancelled order gives back.
//
// Every refusal is thrown before the first write: a refused call inside app.idempotent commits what it wrote.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Language, OrderStatus } from '../../../contract/enums.ts';
import { formatMoney } from '../../../contract/money.ts';
import { discountedMinor } from '../../../contract/catalogue.ts';
import {
  allowedTransitions,
  findTransition,
  formatInvoiceNumber,
  exceedsOrderLimit,
  goodsMinor,
  isAvailableDate,
  orderAddressOf,
  orderTotals,
  paymentMethodsFor,
  paymentTermDays,
  addDays,
  RELEASING_STATUSES,
  taxLines,
  todayInCanada,
  type OrderActor,
  type OrderAddress,
} from '../../../contract/order-rules.ts';
import { ORDERS_PAGE_SIZE, type createOrderSchema, type Order, type OrderBranch, type OrderChange, type orderTransitionSchema, type sellerOrdersQuery } from '../../../contract/orders.ts';
import { toAddress } from '../accounts/mappers.ts';
import { findAddress } from '../accounts/queries.ts';
import type { Currency } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { orderMoneyColumns } from '../../db/schema/orders.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { findBulkBuyer } from '../bulk-buyers/queries.ts';
import { removeLines } from '../cart/queries.ts';
import { notify } from '../notifications/notify.ts';
import { findSellerOf, sellerOf } from '../sellers/current.ts';
import { findApprovedBranch, findSeller } from '../sellers/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';
import * as q from './queries.ts';
import { toOrders, type OrderRow } from './mappers.ts';

const orderNotFound = () => notFound('order.not_found');

type CreateOrder = z.output<typeof createOrderSchema>;
type Transition = z.output<typeof orderTransitionSchema>;
type SellerQuery = z.output<typeof sellerOrdersQuery>;

export interface Caller {
  id: string;
  role: string;
  lang: Language;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

async function toOrder(db: Db, row: OrderRow, viewerId: string): Promise<Order> {
  const [order] = await toOrders(db, [row], viewerId);
  return order!;
}

/** Places one order. Answers { created, order }: created false when this order id was placed already by the caller. */
export async function createOrder(
  db: Db,
  caller: Caller,
  body: CreateOrder,
  now: Date,
  /** Set by the standing orders' scheduler: the order is one delivery of this standing order. */
  from: { standingOrderId?: string } = {},
): Promise<{ created: boolean; order: Order }> {
  // The same order id sent twice (another key, or none): the second waits for the first and answers its order.
  await q.lockOrderId(db, body.id);
  const existing = await q.findOrder(db, body.id);
  if (existing) {
    if (existing.buyerId !== caller.id) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    return { created: false, order: await toOrder(db, existing, caller.id) };
  }

  const seller = await findSeller(db, body.seller_id);
  if (!seller) throw fieldError('seller_id', 'order.seller_invalid');
  if (seller.userId === caller.id) throw new HttpError(403, 'forbidden', 'order.own_farm');
  const buyer = (await q.findUser(db, caller.id))!;

  // Lines: the products must be this farm's (a product of another farm is a malformed order, not a change).
  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const known = new Map((await q.productsByIds(db, productIds)).map((p) => [p.id, p]));
  if ([...known.values()].some((p) => p.sellerId !== seller.id)) throw fieldError('lines', 'order.line_other_seller');

  // Fulfilment place (read before the locks: refusals here need no stock).
  let address: OrderAddress | null = null;
  let pickup: OrderBranch | null = null;
  let province: string;
  if (body.fulfilment === 'delivery') {
    const row = body.address_id ? await findAddress(db, caller.id, body.address_id) : null;
    if (!row) throw fieldError('address_id', 'order.address_required');
    address = orderAddressOf(toAddress(row));
    province = row.province;
  } else {
    const row = body.branch_id ? await findApprovedBranch(db, seller.id, body.branch_id) : null;
    if (!row) throw fieldError('branch_id', 'order.branch_invalid');
    pickup = { branch_id: row.id, name: row.name, address: row.address, city: row.city, province: row.province, phone: row.phone };
    province = row.province;
  }

  const today = todayInCanada(now);
  if (!isAvailableDate({ delivery_days: seller.deliveryDays, lead_days: seller.leadDays }, today, body.date)) throw fieldError('date', 'order.date_invalid');
  if (!paymentMethodsFor(caller.role, body.fulfilment).includes(body.payment_method)) throw fieldError('payment_method', 'order.payment_invalid');

  // Stock and prices, under the grade locks: what is compared is what will be written.
  const locked = await q.lockGrades(
    db,
    body.lines.map((l) => ({ productId: l.product_id, grade: l.grade })),
  );
  const gradeOf = new Map(locked.map((g) => [`${g.productId}:${g.grade}`, g]));
  const currencies = new Set(locked.map((g) => g.currency));
  if (currencies.size > 1) throw fieldError('lines', 'order.mixed_currencies');

  const changes: OrderChange[] = [];
  const priced = body.lines.map((line, position) => {
    const g = gradeOf.get(`${line.product_id}:${line.grade}`);
    const product = known.get(line.product_id);
    const base = {
      product_id: line.product_id,
      grade: line.grade,
      product_name: g?.name ?? product?.name ?? '',
      product_name_fr: g?.nameFr ?? product?.nameFr ?? null,
      expected_price_minor: line.unit_price_minor,
      requested: line.quantity,
    };
    if (!g || !g.visible || g.status === 'Out of Stock') {
      changes.push({ ...base, reason: 'unavailable', current_price_minor: g && g.visible ? discountedMinor(g.priceMinor, g.discountPercent) : null, available: 0 });
      return null;
    }
    const price = discountedMinor(g.priceMinor, g.discountPercent);
    if (price !== line.unit_price_minor) changes.push({ ...base, reason: 'price', current_price_minor: price, available: g.stock });
    if (line.quantity > g.stock) changes.push({ ...base, reason: 'stock', current_price_minor: price, available: g.stock });
    return { line, g, position, listPrice: g.priceMinor, unitPrice: price };
  });
  if (changes.length > 0) throw new HttpError(409, 'order_changed', 'order.changed', { changes });
  const lines = priced.filter((p): p is NonNullable<typeof p> => p !== null);
  const currency = lines[0]!.g.currency as Currency;

  const pricedLines = lines.map((p) => ({ quantity: p.line.quantity, list_price_minor: p.listPrice, unit_price_minor: p.unitPrice }));
  const goods = goodsMinor(pricedLines);
  if (goods < seller.minOrderMinor) {
    const money = (amount: number) => formatMoney({ amount, currency }, caller.lang);
    throw new HttpError(422, 'below_minimum', 'order.below_minimum', {
      params: { farm: seller.farmName, min: money(seller.minOrderMinor), missing: money(seller.minOrderMinor - goods) },
    });
  }
  const deliveryFee = body.fulfilment === 'delivery' ? seller.deliveryFeeMinor : 0;
  const taxes = taxLines(province);
  const totals = orderTotals(pricedLines, deliveryFee, taxes);
  if (exceedsOrderLimit(totals)) throw new HttpError(422, 'limit_exceeded', 'order.total_too_large');

  // Every check passed: write.
  const termDays = paymentTermDays(body.payment_method);
  const invoiceNumber = await q.nextInvoiceNumber(db, seller.id);
  const invoice = formatInvoiceNumber(invoiceNumber);
  const buyerName = fullName(buyer);

  const order = await q.insertOrder(db, {
    id: body.id,
    buyerId: caller.id,
    sellerId: seller.id,
    buyerName,
    // A bulk buyer's invoices name their business, which is who the farm bills.
    buyerBusiness: (await findBulkBuyer(db, caller.id))?.businessName ?? null,
    farmName: seller.farmName,
    status: 'placed',
    fulfilment: body.fulfilment,
    address,
    pickup,
    branchId: pickup ? pickup.branch_id : (lines[0]!.g.branchId ?? null),
    date: body.date,
    paymentMethod: body.payment_method,
    paymentDue: termDays > 0 ? addDays(body.date, termDays) : null,
    note: body.note ?? null,
    currency,
    ...orderMoneyColumns(totals, taxes),
    invoiceNumber,
    standingOrderId: from.standingOrderId ?? null,
  });
  const movements = [];
  for (const p of lines) {
    const stockAfter = p.g.stock - p.line.quantity;
    await q.setGradeStock(db, p.g.gradeId, stockAfter);
    movements.push({
      id: randomUUID(),
      productId: p.g.productId,
      sellerId: seller.id,
      branchId: p.g.branchId,
      grade: p.g.grade,
      kind: 'reserved',
      delta: -p.line.quantity,
      stockAfter,
      note: invoice,
      orderId: order.id,
      userId: caller.id,
      byName: buyerName,
    });
  }
  await q.insertMovements(db, movements);
  await q.insertLines(
    db,
    lines.map((p) => ({
      orderId: order.id,
      productId: p.g.productId,
      productName: p.g.name,
      productNameFr: p.g.nameFr,
      grade: p.g.grade,
      unit: p.g.unit,
      quantity: p.line.quantity,
      listPriceMinor: p.listPrice,
      unitPriceMinor: p.unitPrice,
      position: p.position,
    })),
  );
  await q.insertEvent(db, { orderId: order.id, status: 'placed', actor: 'buyer', userId: caller.id, byName: buyerName });
  if (body.cart_item_ids.length > 0) {
    await removeLines(db, caller.id, body.cart_item_ids);
  }
  await notify(db, {
    userId: seller.userId,
    kind: 'order_placed',
    orderId: order.id,
    params: { invoice, buyer: buyerName, total: totals.total_minor, currency },
    href: `/seller/orders/${order.id}`,
  });
  const fresh = (await q.findOrder(db, order.id))!;
  return { created: true, order: await toOrder(db, fresh, caller.id) };
}

export async function buyerOrders(db: Db, userId: string, page: number) {
  const { rows, count } = await q.pageOrders(db, q.buyerOrdersWhere(userId), page, ORDERS_PAGE_SIZE);
  return { data: await toOrders(db, rows, userId), meta: { count, page, page_size: ORDERS_PAGE_SIZE } };
}

export async function sellerOrders(db: Db, userId: string, query: SellerQuery) {
  const seller = await sellerOf(db, userId);
  const where = q.sellerOrdersWhere(seller.id, { status: query.status, from: query.from, to: query.to, branchId: query.branch_id, q: query.q });
  const { rows, count } = await q.pageOrders(db, where, query.page, ORDERS_PAGE_SIZE);
  return { data: await toOrders(db, rows, userId), meta: { count, page: query.page, page_size: ORDERS_PAGE_SIZE } };
}

/** Which party the caller is to this order; null when neither (the order is then not revealed). */
async function actorOf(db: Db, userId: string, row: OrderRow): Promise<OrderActor | null> {
  if (row.buyerId === userId) return 'buyer';
  const farm = await findSellerOf(db, userId);
  return farm && farm.id === row.sellerId ? 'seller' : null;
}

export async function getOrder(db: Db, userId: string, id: string): Promise<Order> {
  if (!isUuid(id)) throw orderNotFound();
  const row = await q.findOrder(db, id);
  if (!row || !(await actorOf(db, userId, row))) throw orderNotFound();
  return toOrder(db, row, userId);
}

/**
 * What else follows an order's move, in its transaction, right after the move is recorded: the quote request an
 * order was made from (quotes/quote-followups.ts). Passed in by the app, so orders need not know about quotes.
 */
export type OrderStatusFollower = (tx: Db, order: Pick<OrderRow, 'id' | 'quoteId'>, to: OrderStatus) => Promise<void>;

/** Moves an order one step of the state machine, gives reserved stock back when it ends unfulfilled, and tells the other party. */
export async function transitionOrder(db: Db, userId: string, id: string, body: Transition, now: Date, follow: OrderStatusFollower): Promise<Order> {
  if (!isUuid(id)) throw orderNotFound();
  const row = await q.lockOrder(db, id);
  if (!row) throw orderNotFound();
  const actor = await actorOf(db, userId, row);
  if (!actor) throw orderNotFound();
  const status = row.status as OrderStatus;
  const fulfilment = row.fulfilment as Order['fulfilment'];
  const move = findTransition(status, body.to, fulfilment, actor);
  if (!move) {
    throw new HttpError(409, 'invalid_transition', 'order.invalid_transition', { allowed: allowedTransitions(status, fulfilment, actor).map((t) => t.to) });
  }
  if (move.reason && !body.reason) throw fieldError('reason', 'order.reason_required');

  const me = (await q.findUser(db, userId))!;
  const byName = actor === 'seller' ? row.farmName : fullName(me);
  const invoice = formatInvoiceNumber(row.invoiceNumber);
  await q.updateOrder(db, id, { status: body.to, ...(body.to === 'delivered' && { deliveredAt: now }) });
  await q.insertEvent(db, { orderId: id, status: body.to, actor, userId, byName, reason: body.reason ?? null });
  await follow(db, row, body.to);

  if (RELEASING_STATUSES.includes(body.to)) {
    const lines = (await q.linesOf(db, id)).filter((l) => l.productId);
    const locked = await q.lockGrades(
      db,
      lines.map((l) => ({ productId: l.productId!, grade: l.grade })),
    );
    const gradeOf = new Map(locked.map((g) => [`${g.productId}:${g.grade}`, g]));
    const movements = [];
    for (const l of lines) {
      const g = gradeOf.get(`${l.productId}:${l.grade}`);
      if (!g) continue;
      g.stock += l.quantity;
      await q.setGradeStock(db, g.gradeId, g.stock);
      movements.push({
        id: randomUUID(),
        productId: g.productId,
        sellerId: row.sellerId,
        branchId: g.branchId,
        grade: g.grade,
        kind: 'released',
        delta: l.quantity,
        stockAfter: g.stock,
        note: invoice,
        orderId: id,
        userId,
        byName,
      });
    }
    await q.insertMovements(db, movements);
  }

  const params = { invoice, farm: row.farmName, buyer: row.buyerName, status: body.to, reason: body.reason ?? null };
  if (actor === 'seller') {
    await notify(db, { userId: row.buyerId, kind: 'order_status', orderId: id, params, href: `/orders/${id}` });
  } else {
    const farm = await findSeller(db, row.sellerId);
    if (farm) await notify(db, { userId: farm.userId, kind: 'order_status', orderId: id, params, href: `/seller/orders/${id}` });
  }
  const fresh = (await q.findOrder(db, id))!;
  return toOrder(db, fresh, userId);
}
