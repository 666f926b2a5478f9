// A pre-order becoming an order, inside the transaction that fills it (the harvest recorded, or a partial offer
// accepted): made as the orders module makes orders (invoice number, one line at the pre-order's own price, the
// farm's delivery fee, taxes by the province of the place, timeline placed + accepted, payment due by its terms), the
// units reserved with a 'reserved' movement, the buyer told. Also the harvest's stock movements: the units that go to
// stock ('harvested') and those an order takes ('reserved'), applied to the grade locked once by the caller.
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '../../../contract/enums.ts';
import { addDays, availableDates, formatInvoiceNumber, orderAddressOf, orderTotals, paymentTermDays, taxLines, todayInCanada, type OrderAddress } from '../../../contract/order-rules.ts';
import type { OrderBranch } from '../../../contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { orderMoneyColumns } from '../../db/schema/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toAddress } from '../accounts/mappers.ts';
import { findAddress, listAddresses } from '../accounts/queries.ts';
import { findBulkBuyer } from '../bulk-buyers/queries.ts';
import * as orderQueries from '../orders/queries.ts';
import type { SellerRow } from '../sellers/current.ts';
import { findApprovedBranch } from '../sellers/queries.ts';
import type { HarvestRow, PreorderRow } from './queries.ts';

export const BUYER_HREF = (harvestId: string) => `/preorderproduce/${harvestId}`;
export const FARM_HREF = '/seller/harvests';

type Farm = SellerRow;

/** What a notice about a pre-order says: the web app phrases it in the reader's language. */
export function noticeParams(h: HarvestRow, p: { quantity: number }, names: { product: string; productFr: string | null; farm: string; buyer: string }) {
  return { product: names.product, product_fr: names.productFr ?? names.product, quantity: p.quantity, unit: h.unit, farm: names.farm, buyer: names.buyer, harvest_id: h.id };
}

/**
 * A grade's stock under the caller's lock, moved step by step: every movement records the stock after it, and the
 * grade row is written once at the end (`save`).
 */
export class GradeStock {
  private readonly movements: Parameters<typeof orderQueries.insertMovements>[1] = [];
  constructor(
    private readonly grade: orderQueries.LockedGrade,
    private stock: number,
    private readonly now: Date,
  ) {}

  static async lock(tx: Db, h: HarvestRow, now: Date): Promise<GradeStock> {
    const [g] = await orderQueries.lockGrades(tx, [{ productId: h.productId, grade: h.grade }]);
    if (!g) throw new HttpError(409, 'conflict', 'stock.grade_missing');
    return new GradeStock(g, g.stock, now);
  }

  /** Adds a movement; answers its id (none for a zero delta). */
  move(
    kind: 'harvested' | 'reserved',
    delta: number,
    by: { userId: string | null; byName: string },
    extra: { id?: string; note?: string | null; orderId?: string | null } = {},
  ): string | null {
    if (delta === 0) return null;
    this.stock += delta;
    if (this.stock < 0) throw new Error('harvest stock went below zero');
    const id = extra.id ?? randomUUID();
    this.movements.push({
      id,
      productId: this.grade.productId,
      sellerId: this.grade.sellerId,
      branchId: this.grade.branchId,
      grade: this.grade.grade,
      kind,
      delta,
      stockAfter: this.stock,
      note: extra.note ?? null,
      orderId: extra.orderId ?? null,
      userId: by.userId,
      byName: by.byName,
      // A millisecond apart: the history reads them in the order they were applied.
      createdAt: new Date(this.now.getTime() + this.movements.length),
    });
    return id;
  }

  async save(tx: Db): Promise<void> {
    if (this.movements.length === 0) return;
    await orderQueries.setGradeStock(tx, this.grade.gradeId, this.stock);
    await orderQueries.insertMovements(tx, this.movements);
  }

  get productName() {
    return { name: this.grade.name, nameFr: this.grade.nameFr, branchId: this.grade.branchId };
  }
}

/** Where the order goes: the pre-order's place, or (gone since) the buyer's address or the farm itself. */
async function placeOf(tx: Db, p: PreorderRow, farm: Farm): Promise<{ address: OrderAddress | null; pickup: OrderBranch | null; province: string; branchId: string | null }> {
  if (p.fulfilment === 'delivery') {
    const row = (p.addressId ? await findAddress(tx, p.buyerId, p.addressId) : undefined) ?? (await listAddresses(tx, p.buyerId))[0];
    if (row) return { address: orderAddressOf(toAddress(row)), pickup: null, province: row.province, branchId: null };
  } else {
    const row = p.branchId ? await findApprovedBranch(tx, farm.id, p.branchId) : null;
    if (row) return { address: null, pickup: { branch_id: row.id, name: row.name, address: row.address, city: row.city, province: row.province, phone: row.phone }, province: row.province, branchId: row.id };
  }
  // The branch closed or the buyer has no address left: picked up at the farm, which calls the buyer.
  return { address: null, pickup: { branch_id: null, name: farm.farmName, address: farm.address, city: farm.city, province: farm.province, phone: farm.phone }, province: farm.province, branchId: null };
}

/** The farm's first delivery or pickup day from today, after its notice. */
export function firstDeliveryDay(farm: Farm, today: string): string {
  return availableDates({ delivery_days: farm.deliveryDays, lead_days: farm.leadDays }, today, 1)[0] ?? addDays(today, Math.max(0, farm.leadDays));
}

export interface MadeOrder {
  orderId: string;
  invoice: string;
  totalMinor: number;
}

/**
 * Makes the order of `quantity` units of a pre-order and reserves them from `stock` (which must hold them). The
 * pre-order row itself is moved by the caller.
 */
export async function orderPreorder(
  tx: Db,
  input: { harvest: HarvestRow; preorder: PreorderRow; quantity: number; farm: Farm; stock: GradeStock; now: Date; by: { userId: string | null; byName: string } },
): Promise<MadeOrder> {
  const { harvest: h, preorder: p, quantity, farm, stock, now } = input;
  const buyer = (await orderQueries.findUser(tx, p.buyerId))!;
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  const place = await placeOf(tx, p, farm);
  const today = todayInCanada(now);
  const date = firstDeliveryDay(farm, today);
  const lines = [{ quantity, list_price_minor: p.unitPriceMinor, unit_price_minor: p.unitPriceMinor }];
  const taxes = taxLines(place.province);
  const totals = orderTotals(lines, p.fulfilment === 'delivery' ? farm.deliveryFeeMinor : 0, taxes);
  // Delivery that fell back to a pickup at the farm is paid there.
  const paymentMethod = (!place.address && p.paymentMethod === 'pay_on_delivery' ? 'pay_on_pickup' : p.paymentMethod) as PaymentMethod;
  const termDays = paymentTermDays(paymentMethod);
  const invoiceNumber = await orderQueries.nextInvoiceNumber(tx, farm.id);
  const invoice = formatInvoiceNumber(invoiceNumber);
  const product = stock.productName;

  const orderId = randomUUID();
  await orderQueries.insertOrder(tx, {
    id: orderId,
    buyerId: p.buyerId,
    sellerId: farm.id,
    buyerName,
    buyerBusiness: (await findBulkBuyer(tx, p.buyerId))?.businessName ?? null,
    farmName: farm.farmName,
    status: 'accepted',
    fulfilment: place.address ? 'delivery' : 'pickup',
    address: place.address,
    pickup: place.pickup,
    branchId: place.branchId ?? product.branchId,
    date,
    paymentMethod,
    paymentDue: termDays > 0 ? addDays(date, termDays) : null,
    note: p.note,
    currency: p.currency,
    ...orderMoneyColumns(totals, taxes),
    invoiceNumber,
    preorder: true,
    preorderId: p.id,
  });
  await orderQueries.insertLines(tx, [
    {
      orderId,
      productId: h.productId,
      productName: product.name,
      productNameFr: product.nameFr,
      grade: h.grade,
      unit: h.unit,
      quantity,
      listPriceMinor: p.unitPriceMinor,
      unitPriceMinor: p.unitPriceMinor,
      position: 0,
    },
  ]);
  stock.move('reserved', -quantity, input.by, { note: invoice, orderId });
  await orderQueries.insertEvent(tx, { orderId, status: 'placed', actor: 'buyer', userId: p.buyerId, byName: buyerName, createdAt: now });
  await orderQueries.insertEvent(tx, { orderId, status: 'accepted', actor: 'seller', userId: farm.userId, byName: farm.farmName, createdAt: new Date(now.getTime() + 1) });
  return { orderId, invoice, totalMinor: totals.total_minor };
}
