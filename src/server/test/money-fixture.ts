// The money ledger's tests: a farm selling to a buyer (orders placed through the API, as checkout does), the money
// routes called as the devices call them, and the database's own check of the ledger.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '../../contract/enums.ts';
import { todayInCanada } from '../../contract/order-rules.ts';
import { sqlRows } from '../db/client.ts';
import { addresses, users } from '../db/schema/accounts.ts';
import { sellers } from '../db/schema/catalogue.ts';
import { createProduct } from './catalogue-fixtures.ts';
import { bearer, registerAccount, type TestApp } from './harness.ts';
import { sellerAccount, type SellerAccount } from './orders-fixture.ts';

export interface BuyerAccount {
  access: string;
  userId: string;
  addressId: string;
}

/** A buyer (Buyer or BulkBuyer, who may take invoices on net 15/30) with an address in Ontario. */
export async function moneyBuyer(t: TestApp, role: 'Buyer' | 'BulkBuyer' = 'BulkBuyer', firstName = 'Bruno'): Promise<BuyerAccount> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Bistro' });
  const db = t.database.db;
  if (role !== 'Buyer') await db.update(users).set({ role }).where(eq(users.id, user.id));
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Bistro`, line1: '10 King St', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id };
}

export interface MoneyFarm extends SellerAccount {
  /** A product at 5.00 the unit (top grade) with plenty of stock. */
  product: string;
  farmName: string;
}

/** A farm delivering every day from today, with a product to sell. */
export async function moneyFarm(t: TestApp, firstName = 'Marie', terms: Partial<typeof sellers.$inferInsert> = {}): Promise<MoneyFarm> {
  const farm = await sellerAccount(t, { firstName, terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 0, minOrderMinor: 0, deliveryFeeMinor: 0, ...terms } });
  const product = await createProduct(t.database.db, farm.farm, { stock: 1_000_000 });
  return { ...farm, product, farmName: `Ferme ${firstName}` };
}

type Method = 'GET' | 'POST';
export function caller(t: TestApp) {
  return (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...headers }, ...(payload !== undefined && { payload: payload as object }) });
}

export interface PlacedOrder {
  id: string;
  total_minor: number;
  invoice_number: number;
  payment_due: string | null;
  date: string;
  currency: string;
  status: OrderStatus;
}

/** Places an order of `quantity` units (5.00 each) through the API. */
export async function placeOrder(t: TestApp, farm: MoneyFarm, buyer: BuyerAccount, quantity = 2, payment: PaymentMethod = 'invoice_net30'): Promise<PlacedOrder> {
  const res = await caller(t)(
    'POST',
    '/api/orders/create_order/',
    buyer.access,
    {
      id: randomUUID(),
      seller_id: farm.farm.sellerId,
      lines: [{ product_id: farm.product, grade: 'top', quantity, unit_price_minor: 500 }],
      fulfilment: 'delivery',
      address_id: buyer.addressId,
      date: todayInCanada(new Date()),
      payment_method: payment,
      note: null,
    },
    { 'idempotency-key': randomUUID() },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return res.json().data as PlacedOrder;
}

/** Moves an order (the seller, or the buyer for a cancellation of a placed order). */
export function transition(t: TestApp, access: string, orderId: string, to: OrderStatus, reason?: string) {
  return caller(t)('POST', `/api/orders/${orderId}/transition/`, access, { to, ...(reason !== undefined && { reason }) }, { 'idempotency-key': randomUUID() });
}

/** placed -> delivered, by the seller. */
export async function deliver(t: TestApp, farm: MoneyFarm, orderId: string): Promise<void> {
  for (const to of ['accepted', 'packed', 'out_for_delivery', 'delivered'] as const) {
    const res = await transition(t, farm.access, orderId, to);
    if (res.statusCode !== 200) throw new Error(`${to}: ${res.statusCode} ${res.body}`);
  }
}

export const today = (t: TestApp) => todayInCanada(t.clock.now());

export function paymentBody(farmBuyer: BuyerAccount, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    buyer_id: farmBuyer.userId,
    currency: 'CAD',
    method: 'cheque',
    reference: '1042',
    amount_minor: 1000,
    received_on: todayInCanada(new Date()),
    allocations: [] as Array<{ order_id: string; amount_minor: number }>,
    note: null,
    ...over,
  };
}

export const MONEY = {
  payments: '/api/money/payments/',
  writeOffs: '/api/money/write-offs/',
  reverse: (id: string) => `/api/money/entries/${id}/reverse/`,
  claims: '/api/money/claims/',
  answer: (id: string) => `/api/money/claims/${id}/answer/`,
  statement: '/api/money/statement/',
  export: '/api/money/seller/export/',
  check: '/api/money/check/',
};

/** What the database finds wrong with the ledger (nothing, always). */
export function violations(t: TestApp) {
  return sqlRows<{ kind: string; ref: string; detail: string }>(t.database.db, sql`select * from ledger_violations()`);
}

/** Rows of the money tables, to prove a refusal wrote nothing. */
export async function moneyCounts(t: TestApp): Promise<{ entries: number; postings: number; claims: number; notifications: number }> {
  const [row] = await sqlRows<{ entries: number; postings: number; claims: number; notifications: number }>(
    t.database.db,
    sql`select (select count(*)::int from ledger_entries) as entries, (select count(*)::int from ledger_postings) as postings,
      (select count(*)::int from payment_claims) as claims, (select count(*)::int from notifications) as notifications`,
  );
  return row!;
}

/** The receivable of one ledger summed in SQL (what the buyer owes), to compare with the rows' own figures. */
export async function receivableOf(t: TestApp, sellerId: string, buyerId: string, currency = 'CAD'): Promise<number> {
  const [row] = await sqlRows<{ sum: string | number | null }>(
    t.database.db,
    sql`select coalesce(sum(p.amount_minor), 0)::bigint as sum from ledger_postings p join ledger_entries e on e.id = p.entry_id
      where p.account = 'receivable' and e.seller_id = ${sellerId}::uuid and e.buyer_id = ${buyerId}::uuid and e.currency = ${currency}`,
  );
  return Number(row!.sum ?? 0);
}
