// Orders for tests, inserted directly (no checkout, no stock taken): an order of a buyer to a farm with lines of
// the given products, the timeline up to `status`, the farm's next invoice number, zero-rated tax lines.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FulfilmentMethod, Grade, OrderStatus, PaymentMethod } from '../../contract/enums.ts';
import { orderPath, orderTotals, taxLines } from '../../contract/order-rules.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { branches, productGrades, products, sellers } from '../db/schema/catalogue.ts';
import { categories } from '../db/schema/catalogue.ts';
import { orderEvents, orderLines, orderMoneyColumns, orders } from '../db/schema/orders.ts';
import type { Farm } from './catalogue-fixtures.ts';
import { registerAccount, type TestApp } from './harness.ts';

export interface OrderFixtureLine {
  productId: string;
  grade?: Grade;
  quantity?: number;
}

export interface OrderFixture {
  buyerId: string;
  sellerId: string;
  lines: OrderFixtureLine[];
  status?: OrderStatus;
  fulfilment?: FulfilmentMethod;
  paymentMethod?: PaymentMethod;
  /** Defaults to now for a delivered order. */
  deliveredAt?: Date | null;
  createdAt?: Date;
  deliveryFeeMinor?: number;
}

export interface InsertedOrder {
  id: string;
  invoiceNumber: number;
  lineIds: string[];
  totalMinor: number;
}

/** Inserts one order with its lines and events. Cancelled and rejected orders go placed -> that state. */
export async function insertOrder(db: Db, o: OrderFixture): Promise<InsertedOrder> {
  const status = o.status ?? 'placed';
  const fulfilment = o.fulfilment ?? 'delivery';
  const createdAt = o.createdAt ?? new Date();
  const [buyer] = await db.select().from(users).where(eq(users.id, o.buyerId));
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, o.sellerId));
  if (!buyer || !seller) throw new Error('insertOrder: unknown buyer or seller');
  const [branch] = await db.select().from(branches).where(eq(branches.sellerId, seller.id)).limit(1);

  const productRows = await db.select().from(products).where(inArray(products.id, o.lines.map((l) => l.productId)));
  const lines = [];
  for (const [i, l] of o.lines.entries()) {
    const p = productRows.find((x) => x.id === l.productId);
    if (!p) throw new Error(`insertOrder: unknown product ${l.productId}`);
    const grade = l.grade ?? 'top';
    const [g] = await db.select().from(productGrades).where(and(eq(productGrades.productId, p.id), eq(productGrades.grade, grade)));
    const list = g?.priceMinor ?? 500;
    const unit = Math.round((list * (100 - p.discountPercent)) / 100);
    lines.push({ id: randomUUID(), productId: p.id, productName: p.name, productNameFr: p.nameFr, grade, unit: p.unit, quantity: l.quantity ?? 2, listPriceMinor: list, unitPriceMinor: unit, position: i, currency: p.currency });
  }
  const province = branch?.province ?? seller.province;
  const taxes = taxLines(province);
  const totals = orderTotals(lines.map((l) => ({ quantity: l.quantity, list_price_minor: l.listPriceMinor, unit_price_minor: l.unitPriceMinor })), fulfilment === 'delivery' ? (o.deliveryFeeMinor ?? 0) : 0, taxes);
  const [{ n } = { n: 0 }] = await db
    .update(sellers)
    .set({ lastInvoiceNumber: sql`${sellers.lastInvoiceNumber} + 1` })
    .where(eq(sellers.id, seller.id))
    .returning({ n: sellers.lastInvoiceNumber });

  const id = randomUUID();
  const deliveredAt = status === 'delivered' ? (o.deliveredAt === undefined ? new Date() : o.deliveredAt) : null;
  await db.insert(orders).values({
    id,
    buyerId: buyer.id,
    sellerId: seller.id,
    buyerName: `${buyer.firstName} ${buyer.lastName}`,
    buyerBusiness: null,
    farmName: seller.farmName,
    status,
    fulfilment,
    address:
      fulfilment === 'delivery'
        ? { address_id: null, full_name: `${buyer.firstName} ${buyer.lastName}`, phone: null, line: '1 Test St', city: 'Toronto', province: 'ON', postal_code: 'M5V 1A1' }
        : null,
    pickup:
      fulfilment === 'pickup'
        ? { branch_id: branch?.id ?? null, name: branch?.name ?? 'Farm', address: branch?.address ?? '', city: branch?.city ?? '', province, phone: null }
        : null,
    branchId: branch?.id ?? null,
    date: createdAt.toISOString().slice(0, 10),
    paymentMethod: o.paymentMethod ?? (fulfilment === 'delivery' ? 'pay_on_delivery' : 'pay_on_pickup'),
    currency: lines[0]?.currency ?? 'CAD',
    ...orderMoneyColumns(totals, taxes),
    invoiceNumber: n,
    deliveredAt,
    createdAt,
  });
  await db.insert(orderLines).values(lines.map(({ currency: _c, ...l }) => ({ ...l, orderId: id })));

  const path = status === 'rejected' || status === 'cancelled' ? ['placed', status] : orderPath(fulfilment).slice(0, orderPath(fulfilment).indexOf(status) + 1);
  await db.insert(orderEvents).values(
    path.map((s, i) => ({
      orderId: id,
      status: s,
      actor: s === 'placed' || (s === 'cancelled' && status === 'cancelled') ? 'buyer' : 'seller',
      userId: s === 'placed' || (s === 'cancelled' && status === 'cancelled') ? buyer.id : seller.userId,
      // As the orders module writes them: the buyer's full name, the farm's name.
      byName: s === 'placed' || (s === 'cancelled' && status === 'cancelled') ? `${buyer.firstName} ${buyer.lastName}` : seller.farmName,
      reason: s === 'rejected' || s === 'cancelled' ? 'Test reason' : null,
      createdAt: s === 'delivered' && deliveredAt ? deliveredAt : new Date(createdAt.getTime() + i * 60_000),
    })),
  );
  return { id, invoiceNumber: n, lineIds: lines.map((l) => l.id), totalMinor: totals.total_minor };
}

export interface SellerAccount {
  access: string;
  userId: string;
  farm: Farm;
}

/** A registered user made a Seller, with a farm in Quebec (checkout terms as given), an approved branch and a
 * category of its own. */
export async function sellerAccount(
  t: TestApp,
  opts: { firstName?: string; lastName?: string; terms?: Partial<typeof sellers.$inferInsert> } = {},
): Promise<SellerAccount> {
  const firstName = opts.firstName ?? 'Marie';
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: opts.lastName ?? 'Tremblay' });
  const db = t.database.db;
  await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
  const [seller] = await db
    .insert(sellers)
    .values({ userId: user.id, farmName: `Ferme ${firstName}`, province: 'QC', ...opts.terms })
    .returning({ id: sellers.id });
  const [branch] = await db
    .insert(branches)
    .values({ sellerId: seller!.id, name: 'Champ nord', province: 'QC', city: 'Lévis', address: '2 rang', status: 'approved' })
    .returning({ id: branches.id });
  const slug = `veg-${randomUUID().slice(0, 8)}`;
  const [category] = await db.insert(categories).values({ slug, nameEn: 'Vegetables', nameFr: 'Légumes' }).returning({ id: categories.id });
  return { access: tokens.access, userId: user.id, farm: { sellerId: seller!.id, branchId: branch!.id, categoryId: category!.id, categorySlug: slug } };
}
