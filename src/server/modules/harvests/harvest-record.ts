// Recording a harvest: the units came in, and its pending pre-orders are filled first come, first served. Under the
// harvest's row lock (then its pending pre-orders', then the product's grade, then the farm's invoice counter):
// full fills become accepted orders at the pre-order's own price with their units reserved; a partial fill is offered
// to its buyer and its units held out of stock until they answer; the others are cancelled 'not_filled'. The units
// that go to stock now get a 'harvested' movement, so stock and its history agree. Short of the pre-orders, nothing
// is written unless the farm confirmed the partial fills (409 harvest_short with the plan).
import type { z } from 'zod';
import { fillPlan, fillSummary } from '../../../contract/harvest-rules.ts';
import type { harvestRecordedResponse, recordHarvestSchema } from '../../../contract/harvests.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import { buyerLabel, toHarvest } from './mappers.ts';
import { BUYER_HREF, GradeStock, noticeParams, orderPreorder } from './preorder-orders.ts';
import * as q from './queries.ts';
import { ownHarvestLocked } from './service.ts';

type Record = z.output<typeof recordHarvestSchema>;
type Recorded = z.infer<typeof harvestRecordedResponse>;

/** Recorded through a stock movement (inventory): its product and grade, and the id and note its 'harvested' movement takes. */
export interface ThroughMovement {
  productId: string;
  grade: string;
  id: string;
  note: string | null;
}

export async function recordHarvest(
  db: Db,
  userId: string,
  id: string,
  body: Record,
  now: Date,
  through?: ThroughMovement,
): Promise<Recorded & { movementId: string | null }> {
  const expect = through;
  const { farm, row: h } = await ownHarvestLocked(db, userId, id);
  // Through a stock movement: the movement's product and grade must be the harvest's.
  if (expect && (expect.productId !== h.productId || expect.grade !== h.grade)) {
    throw new HttpError(400, 'validation_failed', 'harvest.not_found', { fields: { harvest_id: ['harvest.not_found'] } });
  }
  if (h.status !== 'open') throw new HttpError(409, 'conflict', 'harvest.closed');
  const pending = await q.lockPreordersOf(db, h.id, ['pending']);
  const plan = fillPlan(
    body.quantity,
    pending.map((p) => ({ id: p.id, quantity: p.quantity, created_at: p.createdAt.toISOString() })),
  );
  const summary = fillSummary(body.quantity, plan);
  if (summary.short && !body.confirm_partial) throw new HttpError(409, 'harvest_short', 'harvest.short', { plan });

  const stock = await GradeStock.lock(db, h, now);
  const names = await buyersByIds(db, [...new Set(pending.map((p) => p.buyerId))]);
  const buyerOf = new Map(names.map((b) => [b.id, b]));
  const preorderOf = new Map(pending.map((p) => [p.id, p]));
  const by = { userId, byName: farm.farmName };
  const product = stock.productName;
  const params = (p: q.PreorderRow, quantity: number) =>
    noticeParams(h, { quantity }, { product: product.name, productFr: product.nameFr, farm: farm.farmName, buyer: buyerLabel(buyerOf.get(p.buyerId)) });

  const held = plan.reduce((n, f) => n + (f.filled > 0 && f.filled < f.quantity ? f.filled : 0), 0);
  // Everything but the units offered in part enters stock; full fills are reserved from it right away.
  const movementId = stock.move('harvested', body.quantity - held, by, { id: through?.id, note: through?.note });
  // Through a stock movement, something must go to stock: the movement answered is that part.
  if (through && movementId === null) throw new HttpError(409, 'harvest_short', 'harvest.short', { plan });
  const fills: Recorded['fills'] = [];
  const notices: Notice[] = [];
  let kept = 0;
  for (const f of plan) {
    const p = preorderOf.get(f.id)!;
    if (f.filled === f.quantity) {
      const { orderId, invoice } = await orderPreorder(db, { harvest: h, preorder: p, quantity: f.filled, farm, stock, now, by });
      await q.updatePreorder(db, p.id, { status: 'ordered', orderId });
      notices.push({ userId: p.buyerId, kind: 'preorder_filled', orderId, params: { ...params(p, f.filled), invoice }, href: BUYER_HREF(h.id) });
      fills.push({ preorder_id: p.id, quantity: f.quantity, filled: f.filled, order_id: orderId });
      kept += f.filled;
    } else if (f.filled > 0) {
      await q.updatePreorder(db, p.id, { status: 'partial_offered', offeredQuantity: f.filled });
      notices.push({ userId: p.buyerId, kind: 'preorder_partial', params: { ...params(p, p.quantity), offered: f.filled }, href: BUYER_HREF(h.id) });
      fills.push({ preorder_id: p.id, quantity: f.quantity, filled: f.filled, order_id: null });
      kept += f.filled;
    } else {
      await q.updatePreorder(db, p.id, { status: 'cancelled', cancelReason: 'not_filled' });
      notices.push({ userId: p.buyerId, kind: 'preorder_unfilled', params: params(p, p.quantity), href: BUYER_HREF(h.id) });
      fills.push({ preorder_id: p.id, quantity: f.quantity, filled: 0, order_id: null });
    }
  }
  await stock.save(db);
  const updated = await q.updateHarvest(db, h.id, {
    status: 'harvested',
    harvestedQuantity: body.quantity,
    harvestedAt: now,
    // What the pre-orders hold now: the orders made and the offers waiting.
    preorderedQuantity: kept,
    preorderCount: 0,
  });
  await notify(db, ...notices);
  return { data: await toHarvest(db, updated), fills, movementId };
}
