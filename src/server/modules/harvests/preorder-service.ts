// Pre-orders, the buyer's side: pre-order units of an open harvest (under the harvest's row lock, so the units left
// are never oversold), cancel while waiting, decline or accept a partial fill; and the reading for the buyer and for
// the farm. Every refusal is thrown before the first write.
import type { z } from 'zod';
import { depositMinor, leftToPreorder, PENDING_PREORDERS_MAX } from '../../../contract/harvest-rules.ts';
import type { createPreorderSchema, Preorder } from '../../../contract/harvests.ts';
import { exceedsOrderLimit, paymentMethodsFor, todayInCanada } from '../../../contract/order-rules.ts';
import type { OrderChange } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { findAddress } from '../accounts/queries.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import { notify } from '../notifications/notify.ts';
import { ownFarmId } from '../sellers/current.ts';
import { findApprovedBranch, findSeller } from '../sellers/queries.ts';
import { buyerLabel, toHarvest, toPreorder, toPreorders } from './mappers.ts';
import { FARM_HREF, GradeStock, noticeParams, orderPreorder } from './preorder-orders.ts';
import * as q from './queries.ts';
import { harvestNotFound } from './service.ts';

type Create = z.output<typeof createPreorderSchema>;

export interface Caller {
  id: string;
  role: string;
}

const preorderNotFound = () => notFound('preorder.not_found');

async function namesFor(db: Db, h: q.HarvestRow, buyerId: string) {
  const farm = (await findSeller(db, h.sellerId))!;
  const [product] = await q.productsByIds(db, [h.productId]);
  const [buyer] = await buyersByIds(db, [buyerId]);
  return { farm, names: { product: product?.name ?? '', productFr: product?.nameFr ?? null, farm: farm.farmName, buyer: buyerLabel(buyer) }, product };
}

/** Pre-orders units. Answers { created, data }: created false when this id was pre-ordered already by the caller. */
export async function createPreorder(db: Db, caller: Caller, body: Create, now: Date): Promise<{ created: boolean; data: Preorder }> {
  await q.lockNewId(db, 'preorder', body.id);
  const existing = await q.findPreorder(db, body.id);
  if (existing) {
    if (existing.buyerId !== caller.id) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    return { created: false, data: await toPreorder(db, existing) };
  }
  const h = await q.lockHarvest(db, body.harvest_id);
  if (!h) throw harvestNotFound();
  const { farm, names, product } = await namesFor(db, h, caller.id);
  if (farm.userId === caller.id) throw new HttpError(403, 'forbidden', 'order.own_farm');
  const today = todayInCanada(now);
  // A harvest whose product the farm hid (a draft, a branch not approved) takes no pre-order until it is shown again.
  if (h.status !== 'open' || h.windowUntil < today || !(await q.isPublic(db, h))) {
    throw new HttpError(409, 'conflict', 'harvest.closed', { current: await toHarvest(db, h) });
  }
  const left = leftToPreorder({ status: h.status, expected_quantity: h.expectedQuantity, preordered_quantity: h.preorderedQuantity });
  const change: Omit<OrderChange, 'reason' | 'current_price_minor' | 'available'> = {
    product_id: h.productId,
    grade: h.grade as OrderChange['grade'],
    product_name: product?.name ?? '',
    product_name_fr: product?.nameFr ?? null,
    expected_price_minor: body.unit_price_minor,
    requested: body.quantity,
  };
  if (body.unit_price_minor !== h.priceMinor) {
    throw new HttpError(409, 'order_changed', 'preorder.price_changed', {
      changes: [{ ...change, reason: 'price', current_price_minor: h.priceMinor, available: left }],
      current: await toHarvest(db, h),
      params: { price: h.priceMinor },
    });
  }
  if (body.quantity > left) {
    throw new HttpError(409, 'insufficient_stock', 'preorder.not_enough', {
      changes: [{ ...change, reason: 'stock', current_price_minor: h.priceMinor, available: left }],
      current: await toHarvest(db, h),
      available: left,
      fields: { quantity: ['preorder.not_enough'] },
    });
  }
  if (body.fulfilment === 'delivery') {
    if (!body.address_id || !(await findAddress(db, caller.id, body.address_id))) throw fieldError('address_id', 'order.address_required');
  } else if (!body.branch_id || !(await findApprovedBranch(db, farm.id, body.branch_id))) {
    throw fieldError('branch_id', 'order.branch_invalid');
  }
  if (!paymentMethodsFor(caller.role, body.fulfilment).includes(body.payment_method)) throw fieldError('payment_method', 'order.payment_invalid');
  const goods = body.quantity * h.priceMinor;
  if (exceedsOrderLimit({ subtotal_minor: goods, total_minor: goods })) throw new HttpError(422, 'limit_exceeded', 'order.total_too_large');
  if ((await q.countPending(db, caller.id)) >= PENDING_PREORDERS_MAX) throw new HttpError(422, 'limit_exceeded', 'preorder.too_many');

  const row = await q.insertPreorder(db, {
    id: body.id,
    harvestId: h.id,
    buyerId: caller.id,
    sellerId: h.sellerId,
    quantity: body.quantity,
    unitPriceMinor: h.priceMinor,
    currency: h.currency,
    depositPercent: h.depositPercent,
    depositMinor: depositMinor(goods, h.depositPercent),
    status: 'pending',
    fulfilment: body.fulfilment,
    addressId: body.fulfilment === 'delivery' ? (body.address_id ?? null) : null,
    branchId: body.fulfilment === 'pickup' ? (body.branch_id ?? null) : null,
    paymentMethod: body.payment_method,
    note: body.note ?? null,
    createdAt: now,
  });
  await q.addToTotals(db, h.id, row.quantity, 1);
  await notify(db, { userId: farm.userId, kind: 'preorder_received', params: noticeParams(h, row, names), href: FARM_HREF });
  return { created: true, data: await toPreorder(db, row) };
}

/**
 * The caller's own pre-order and its harvest, both locked (the harvest first, as every pre-order change does). The
 * farm may read but not change it (403); anybody else gets 404.
 */
async function ownLocked(db: Db, caller: Caller, id: string): Promise<{ h: q.HarvestRow; p: q.PreorderRow }> {
  if (!isUuid(id)) throw preorderNotFound();
  const seen = await q.findPreorder(db, id);
  if (!seen) throw preorderNotFound();
  if (seen.buyerId !== caller.id) {
    if ((await ownFarmId(db, caller.id)) === seen.sellerId) throw new HttpError(403, 'forbidden', 'error.forbidden');
    throw preorderNotFound();
  }
  const h = (await q.lockHarvest(db, seen.harvestId))!;
  const p = (await q.lockPreorder(db, id))!;
  return { h, p };
}

/** Cancels a waiting pre-order (its units free again), or declines a partial fill (its held units go to stock). */
export async function cancelPreorder(db: Db, caller: Caller, id: string, now: Date): Promise<Preorder> {
  const { h, p } = await ownLocked(db, caller, id);
  if (p.status === 'cancelled') return toPreorder(db, p);
  if (p.status === 'ordered') throw new HttpError(409, 'conflict', 'preorder.not_pending');
  const { farm, names } = await namesFor(db, h, caller.id);
  let updated: q.PreorderRow;
  if (p.status === 'pending') {
    updated = await q.updatePreorder(db, p.id, { status: 'cancelled', cancelReason: 'buyer' });
    await q.addToTotals(db, h.id, -p.quantity, -1);
  } else {
    const offered = p.offeredQuantity ?? 0;
    const stock = await GradeStock.lock(db, h, now);
    stock.move('harvested', offered, { userId: caller.id, byName: names.buyer }, { note: 'partial_declined' });
    await stock.save(db);
    updated = await q.updatePreorder(db, p.id, { status: 'cancelled', cancelReason: 'partial_declined' });
    await q.addToTotals(db, h.id, -offered, 0);
  }
  await notify(db, {
    userId: farm.userId,
    kind: 'preorder_withdrawn',
    params: { ...noticeParams(h, p, names), reason: p.status === 'pending' ? 'buyer' : 'partial_declined' },
    href: FARM_HREF,
  });
  return toPreorder(db, updated);
}

/** Takes the partial quantity offered: it becomes an order at the pre-order's price. */
export async function acceptPreorder(db: Db, caller: Caller, id: string, now: Date): Promise<Preorder> {
  const { h, p } = await ownLocked(db, caller, id);
  if (p.status === 'ordered') return toPreorder(db, p);
  if (p.status !== 'partial_offered') throw new HttpError(409, 'conflict', 'preorder.not_pending');
  const { farm, names } = await namesFor(db, h, caller.id);
  const offered = p.offeredQuantity!;
  const stock = await GradeStock.lock(db, h, now);
  const by = { userId: caller.id, byName: names.buyer };
  // The held units enter stock and are reserved by the order at once.
  stock.move('harvested', offered, by);
  const { orderId, invoice, totalMinor } = await orderPreorder(db, { harvest: h, preorder: p, quantity: offered, farm, stock, now, by });
  await stock.save(db);
  const updated = await q.updatePreorder(db, p.id, { status: 'ordered', orderId });
  await notify(db, {
    userId: farm.userId,
    kind: 'order_placed',
    orderId,
    params: { invoice, buyer: names.buyer, total: totalMinor, currency: p.currency },
    href: `/seller/orders/${orderId}`,
  });
  return toPreorder(db, updated);
}

/** One pre-order, to its buyer or its farm. */
export async function getPreorder(db: Db, userId: string, id: string): Promise<Preorder> {
  if (!isUuid(id)) throw preorderNotFound();
  const row = await q.findPreorder(db, id);
  if (!row) throw preorderNotFound();
  if (row.buyerId !== userId && (await ownFarmId(db, userId)) !== row.sellerId) throw preorderNotFound();
  return toPreorder(db, row);
}

/** The caller's pre-orders as a buyer and those on their farm's harvests. */
export async function listPreorders(db: Db, userId: string): Promise<Preorder[]> {
  return toPreorders(db, await q.preordersFor(db, userId, await ownFarmId(db, userId)));
}
