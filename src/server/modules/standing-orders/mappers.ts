// Standing order rows -> the contract's StandingOrder (API answers and sync rows), with the names each reader sees
// and the latest decided deliveries, read for any number of rows in a fixed number of queries.
import type { Currency, FulfilmentMethod, PaymentMethod, Unit } from '../../../contract/enums.ts';
import type { OccurrenceFailure, OccurrenceOutcome, StandingCadence, StandingOrderStatus } from '../../../contract/standing-order-rules.ts';
import type { StandingOrder } from '../../../contract/standing-orders.ts';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { buyersByIds } from '../bulk-buyers/queries.ts';
import * as q from './queries.ts';

/** Decided deliveries a standing order carries (the rest are on the orders themselves). */
export const RECENT_OCCURRENCES = 12;

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

export async function toStandingOrders(db: Db, rows: q.StandingOrderRow[]): Promise<StandingOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const productIds = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.product_id)))];
  // One after another: inside a transaction there is one connection.
  const runs = await q.recentRuns(db, ids, RECENT_OCCURRENCES);
  const farms = await q.farmsByIds(db, [...new Set(rows.map((r) => r.sellerId))]);
  const buyers = await buyersByIds(db, [...new Set(rows.map((r) => r.buyerId))]);
  const names = await q.productNames(db, productIds);
  const places = await q.addressesByIds(db, rows.flatMap((r) => (r.addressId ? [r.addressId] : [])));
  const pickups = await q.branchesByIds(db, rows.flatMap((r) => (r.branchId ? [r.branchId] : [])));
  const runsOf = groupBy(runs, (r) => r.standingOrderId);
  const farmOf = byId(farms);
  const buyerOf = byId(buyers);
  const nameOf = byId(names);
  const addressOf = byId(places);
  const branchOf = byId(pickups);

  return rows.map((r): StandingOrder => {
    const buyer = buyerOf.get(r.buyerId);
    const address = r.addressId ? addressOf.get(r.addressId) : undefined;
    const branch = r.branchId ? branchOf.get(r.branchId) : undefined;
    return {
      id: r.id,
      buyer_id: r.buyerId,
      buyer_name: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '',
      buyer_business: buyer?.business ?? null,
      seller_id: r.sellerId,
      farm_name: farmOf.get(r.sellerId)?.farmName ?? '',
      status: r.status as StandingOrderStatus,
      cadence: r.cadence as StandingCadence,
      weekdays: r.weekdays,
      start_date: r.startDate,
      end_date: r.endDate,
      paused_until: r.pausedUntil,
      skip_dates: [...r.skipDates].sort(),
      fulfilment: r.fulfilment as FulfilmentMethod,
      address_id: r.addressId,
      branch_id: r.branchId,
      place: r.fulfilment === 'pickup' ? (branch?.name ?? '') : address ? `${address.city}, ${address.province}` : '',
      payment_method: r.paymentMethod as PaymentMethod,
      note: r.note,
      currency: r.currency as Currency,
      lines: r.lines.map((l) => {
        const p = nameOf.get(l.product_id);
        return { ...l, product_name: p?.name ?? '', product_name_fr: p?.nameFr ?? null, unit: (p?.unit ?? 'kg') as Unit };
      }),
      occurrences: (runsOf.get(r.id) ?? [])
        .sort((a, b) => (a.date < b.date ? 1 : -1))
        .map((run) => ({
          date: run.date,
          outcome: run.outcome as OccurrenceOutcome,
          order_id: run.orderId,
          reason: (run.reason ?? null) as OccurrenceFailure | null,
          detail: run.detail ?? null,
          decided_at: run.decidedAt.toISOString(),
        })),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}
