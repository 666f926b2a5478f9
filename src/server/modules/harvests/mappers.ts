// Harvest and pre-order rows -> the contract's Harvest and Preorder (API answers and sync rows), with the farm,
// product and buyer names, read for any number of rows in a fixed number of queries.
import type { Currency, FulfilmentMethod, Grade, PaymentMethod, Unit } from '../../../contract/enums.ts';
import type { HarvestStatus, PreorderCancelReason, PreorderStatus } from '../../../contract/harvest-rules.ts';
import type { Harvest, Preorder } from '../../../contract/harvests.ts';
import type { Db } from '../../db/client.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import { uploadUrl } from '../catalogue/mappers.ts';
import * as q from './queries.ts';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const uniq = (ids: string[]) => [...new Set(ids)];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function toHarvests(db: Db, rows: q.HarvestRow[]): Promise<Harvest[]> {
  if (rows.length === 0) return [];
  // One after another: inside a transaction there is one connection.
  const farmOf = byId(await q.farmsByIds(db, uniq(rows.map((r) => r.sellerId))));
  const productIds = uniq(rows.map((r) => r.productId));
  const productOf = byId(await q.productsByIds(db, productIds));
  const imageOf = new Map((await q.cardImages(db, productIds)).map((i) => [i.productId, i.cardPath]));
  return rows.map((r): Harvest => {
    const farm = farmOf.get(r.sellerId);
    const product = productOf.get(r.productId);
    const image = imageOf.get(r.productId);
    return {
      id: r.id,
      seller_id: r.sellerId,
      farm_name: farm?.farmName ?? '',
      province: farm?.province ?? '',
      product_id: r.productId,
      product_name: product?.name ?? '',
      product_name_fr: product?.nameFr ?? null,
      category_id: product?.categoryId ?? '',
      image: image ? uploadUrl(image) : null,
      unit: r.unit as Unit,
      grade: r.grade as Grade,
      status: r.status as HarvestStatus,
      expected_quantity: r.expectedQuantity,
      preordered_quantity: r.preorderedQuantity,
      preorder_count: r.preorderCount,
      window_from: r.windowFrom,
      window_until: r.windowUntil,
      price_minor: r.priceMinor,
      currency: r.currency as Currency,
      deposit_percent: r.depositPercent,
      note: r.note,
      note_fr: r.noteFr,
      harvested_quantity: r.harvestedQuantity,
      harvested_at: iso(r.harvestedAt),
      cancelled_at: iso(r.cancelledAt),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

export async function toHarvest(db: Db, row: q.HarvestRow): Promise<Harvest> {
  return (await toHarvests(db, [row]))[0]!;
}

export const buyerLabel = (b: { firstName: string; lastName: string; business: string | null } | undefined) =>
  b ? (b.business ?? `${b.firstName} ${b.lastName}`.trim()) : '';

export async function toPreorders(db: Db, rows: q.PreorderRow[]): Promise<Preorder[]> {
  if (rows.length === 0) return [];
  const harvestOf = byId(await q.harvestsByIds(db, uniq(rows.map((r) => r.harvestId))));
  const farmOf = byId(await q.farmsByIds(db, uniq(rows.map((r) => r.sellerId))));
  const productOf = byId(await q.productsByIds(db, uniq([...harvestOf.values()].map((h) => h.productId))));
  const buyerOf = byId(await buyersByIds(db, uniq(rows.map((r) => r.buyerId))));
  return rows.map((r): Preorder => {
    const h = harvestOf.get(r.harvestId)!;
    const product = productOf.get(h.productId);
    const buyer = buyerOf.get(r.buyerId);
    return {
      id: r.id,
      harvest_id: r.harvestId,
      buyer_id: r.buyerId,
      buyer_name: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '',
      buyer_business: buyer?.business ?? null,
      seller_id: r.sellerId,
      farm_name: farmOf.get(r.sellerId)?.farmName ?? '',
      product_id: h.productId,
      product_name: product?.name ?? '',
      product_name_fr: product?.nameFr ?? null,
      unit: h.unit as Unit,
      grade: h.grade as Grade,
      quantity: r.quantity,
      unit_price_minor: r.unitPriceMinor,
      currency: r.currency as Currency,
      deposit_percent: r.depositPercent,
      deposit_minor: r.depositMinor,
      status: r.status as PreorderStatus,
      offered_quantity: r.offeredQuantity,
      cancel_reason: (r.cancelReason ?? null) as PreorderCancelReason | null,
      order_id: r.orderId,
      fulfilment: r.fulfilment as FulfilmentMethod,
      address_id: r.addressId,
      branch_id: r.branchId,
      payment_method: r.paymentMethod as PaymentMethod,
      note: r.note,
      window_from: h.windowFrom,
      window_until: h.windowUntil,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

export async function toPreorder(db: Db, row: q.PreorderRow): Promise<Preorder> {
  return (await toPreorders(db, [row]))[0]!;
}
