// Expected harvests, the farm's side: declare one, change it while open, cancel it (its waiting pre-orders are
// cancelled and their buyers told); and the reading: the public list of upcoming harvests, one harvest. Recording the
// harvest is harvest-record.ts. Every refusal is thrown before the first write: a refused call inside
// app.idempotent commits what it wrote.
import type { z } from 'zod';
import { HARVEST_AHEAD_MAX_DAYS, HARVEST_WINDOW_MAX_DAYS, OPEN_HARVESTS_MAX } from '../../../contract/harvest-rules.ts';
import type { createHarvestSchema, Harvest, updateHarvestSchema } from '../../../contract/harvests.ts';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { searchWords } from '../catalogue/queries.ts';
import { notify } from '../notifications/notify.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import { sellerOf } from '../sellers/current.ts';
import { buyerLabel, toHarvest, toHarvests } from './mappers.ts';
import { BUYER_HREF, noticeParams } from './preorder-orders.ts';
import * as q from './queries.ts';

type Create = z.output<typeof createHarvestSchema>;
type Update = z.output<typeof updateHarvestSchema>;

export const harvestNotFound = () => notFound('harvest.not_found');

const daysBetween = (from: string, until: string) => Math.round((Date.parse(`${until}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The window's rules against today (Canada's farm day): not over, not too far, not too long. */
function checkWindow(from: string, until: string, today: string): void {
  if (until < from) throw fieldError('window_until', 'harvest.window_order');
  if (until < today) throw fieldError('window_until', 'harvest.window_past');
  if (from > addDays(today, HARVEST_AHEAD_MAX_DAYS)) throw fieldError('window_from', 'harvest.window_too_far');
  if (daysBetween(from, until) > HARVEST_WINDOW_MAX_DAYS) throw fieldError('window_until', 'harvest.window_too_far');
}

/** Declares one. Answers { created, data }: created false when this id was declared already by the caller's farm. */
export async function createHarvest(db: Db, userId: string, body: Create, now: Date): Promise<{ created: boolean; data: Harvest }> {
  const farm = await sellerOf(db, userId);
  await q.lockNewId(db, 'harvest', body.id);
  const existing = await q.findHarvest(db, body.id);
  if (existing) {
    if (existing.sellerId !== farm.id) throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    return { created: false, data: await toHarvest(db, existing) };
  }
  const product = await q.productWithGrades(db, body.product_id);
  if (!product || product.sellerId !== farm.id || product.status === 'Draft') throw fieldError('product_id', 'harvest.product_invalid');
  if (!product.grades.includes(body.grade)) throw fieldError('grade', 'stock.grade_missing');
  checkWindow(body.window_from, body.window_until, todayInCanada(now));
  if ((await q.countOpenHarvests(db, farm.id)) >= OPEN_HARVESTS_MAX) throw new HttpError(422, 'limit_exceeded', 'harvest.too_many');
  const row = await q.insertHarvest(db, {
    id: body.id,
    sellerId: farm.id,
    productId: product.id,
    grade: body.grade,
    unit: product.unit,
    status: 'open',
    expectedQuantity: body.expected_quantity,
    windowFrom: body.window_from,
    windowUntil: body.window_until,
    priceMinor: body.price_minor,
    currency: product.currency,
    depositPercent: body.deposit_percent,
    note: body.note ?? null,
    noteFr: body.note_fr ?? null,
  });
  return { created: true, data: await toHarvest(db, row) };
}

/** The caller's farm's harvest, locked; another farm's is not revealed. */
export async function ownHarvestLocked(db: Db, userId: string, id: string) {
  const farm = await sellerOf(db, userId);
  if (!isUuid(id)) throw harvestNotFound();
  const row = await q.lockHarvest(db, id);
  if (!row || row.sellerId !== farm.id) throw harvestNotFound();
  return { farm, row };
}

const notOpen = () => new HttpError(409, 'conflict', 'harvest.closed');

export async function updateHarvest(db: Db, userId: string, id: string, body: Update, now: Date): Promise<Harvest> {
  const { row } = await ownHarvestLocked(db, userId, id);
  if (row.status !== 'open') throw notOpen();
  const from = body.window_from ?? row.windowFrom;
  const until = body.window_until ?? row.windowUntil;
  const windowMoved = from !== row.windowFrom || until !== row.windowUntil;
  if (windowMoved) checkWindow(from, until, todayInCanada(now));
  if (body.expected_quantity !== undefined && body.expected_quantity < row.preorderedQuantity) {
    throw new HttpError(422, 'validation_failed', 'harvest.below_preordered', { fields: { expected_quantity: ['harvest.below_preordered'] }, available: row.preorderedQuantity });
  }
  const updated = await q.updateHarvest(db, row.id, {
    expectedQuantity: body.expected_quantity ?? row.expectedQuantity,
    windowFrom: from,
    windowUntil: until,
    // Pre-orders keep the price they were made at: a new price applies to new pre-orders only.
    priceMinor: body.price_minor ?? row.priceMinor,
    depositPercent: body.deposit_percent ?? row.depositPercent,
    note: body.note !== undefined ? body.note : row.note,
    noteFr: body.note_fr !== undefined ? body.note_fr : row.noteFr,
  });
  if (windowMoved) await q.touchPreordersOf(db, row.id);
  return toHarvest(db, updated);
}

/** The harvest will not come: its waiting pre-orders (pending, or offered in part) are cancelled and their buyers told. */
export async function cancelHarvest(db: Db, userId: string, id: string, now: Date): Promise<Harvest> {
  const { farm, row } = await ownHarvestLocked(db, userId, id);
  if (row.status === 'cancelled') return toHarvest(db, row);
  if (row.status === 'harvested') throw notOpen();
  const waiting = await q.lockPreordersOf(db, row.id, ['pending', 'partial_offered']);
  const [product] = await q.productsByIds(db, [row.productId]);
  const buyerOf = new Map((await buyersByIds(db, [...new Set(waiting.map((p) => p.buyerId))])).map((b) => [b.id, b]));
  for (const p of waiting) await q.updatePreorder(db, p.id, { status: 'cancelled', cancelReason: 'harvest_cancelled' });
  const released = waiting.reduce((n, p) => n + (p.status === 'pending' ? p.quantity : (p.offeredQuantity ?? 0)), 0);
  const updated = await q.updateHarvest(db, row.id, {
    status: 'cancelled',
    cancelledAt: now,
    preorderedQuantity: Math.max(0, row.preorderedQuantity - released),
    preorderCount: 0,
  });
  await notify(
    db,
    ...waiting.map((p) => ({
      userId: p.buyerId,
      kind: 'harvest_cancelled' as const,
      params: noticeParams(row, p, { product: product?.name ?? '', productFr: product?.nameFr ?? null, farm: farm.farmName, buyer: buyerLabel(buyerOf.get(p.buyerId)) }),
      href: BUYER_HREF(row.id),
    })),
  );
  return toHarvest(db, updated);
}

export interface HarvestQuery {
  category?: string;
  province?: string;
  week?: string;
  q?: string;
}

/** Open harvests whose window has not ended; `week` (any day of it) keeps those whose window meets that Monday..Sunday. */
export async function listHarvests(db: Db, query: HarvestQuery, now: Date): Promise<Harvest[]> {
  const monday = query.week ? addDays(query.week, 1 - isoWeekday(query.week)) : undefined;
  const rows = await q.listOpenHarvests(db, {
    today: todayInCanada(now),
    category: query.category,
    province: query.province,
    week: monday ? { from: monday, until: addDays(monday, 6) } : undefined,
    words: query.q ? searchWords(query.q) : [],
  });
  return toHarvests(db, rows);
}

/**
 * One harvest: a public one (open, its product visible) to anybody; any other to its farm and to the buyers who
 * pre-ordered it (their notices link to it); to anybody else it is not found.
 */
export async function getHarvest(db: Db, userId: string | null, id: string): Promise<Harvest> {
  if (!isUuid(id)) throw harvestNotFound();
  const row = await q.findHarvest(db, id);
  if (!row) throw harvestNotFound();
  if (!(await q.isPublic(db, row)) && !(userId && (await q.mayReadPrivate(db, userId, row)))) throw harvestNotFound();
  return toHarvest(db, row);
}
