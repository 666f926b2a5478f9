// Expected harvests and pre-orders for tests: a farm with a product, buyers with an address, and the HTTP calls
// (declare, pre-order, record) with a fresh Idempotency-Key each.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harvest, Preorder } from '../../contract/harvests.ts';
import { addDays, todayInCanada } from '../../contract/order-rules.ts';
import { addresses, users } from '../db/schema/accounts.ts';
import { bearer, registerAccount, type TestApp } from './harness.ts';

export interface Buyer {
  access: string;
  userId: string;
  addressId: string;
}

export async function newBuyer(t: TestApp, role: 'Buyer' | 'BulkBuyer' = 'BulkBuyer', firstName = 'Chef', province = 'ON'): Promise<Buyer> {
  const { tokens, user } = await registerAccount(t.app, { first_name: firstName, last_name: 'Roy' });
  const db = t.database.db;
  if (role !== 'Buyer') await db.update(users).set({ role }).where(eq(users.id, user.id));
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.id, fullName: `${firstName} Roy`, line1: '10 King St', city: 'Toronto', province, postalCode: 'M5H 1A1' })
    .returning({ id: addresses.id });
  return { access: tokens.access, userId: user.id, addressId: address!.id };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, access: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(access && bearer(access)), 'idempotency-key': randomUUID(), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
}

export function harvestBody(t: TestApp, productId: string, over: Record<string, unknown> = {}) {
  const today = todayInCanada(t.clock.now());
  return {
    id: randomUUID(),
    product_id: productId,
    grade: 'top',
    expected_quantity: 100,
    window_from: addDays(today, 20),
    window_until: addDays(today, 34),
    price_minor: 450,
    deposit_percent: 20,
    note: 'Sown in April',
    ...over,
  };
}

export async function declare(t: TestApp, access: string, productId: string, over: Record<string, unknown> = {}): Promise<Harvest> {
  const res = await caller(t)('POST', '/api/harvests/', access, harvestBody(t, productId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Harvest;
}

export function preorderBody(buyer: Buyer, h: Pick<Harvest, 'id' | 'price_minor'>, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    harvest_id: h.id,
    quantity: 10,
    unit_price_minor: h.price_minor,
    fulfilment: 'delivery',
    address_id: buyer.addressId,
    payment_method: 'pay_on_delivery',
    note: 'Back door',
    ...over,
  };
}

export async function preorder(t: TestApp, buyer: Buyer, h: Pick<Harvest, 'id' | 'price_minor'>, over: Record<string, unknown> = {}): Promise<Preorder> {
  const res = await caller(t)('POST', '/api/preorders/', buyer.access, preorderBody(buyer, h, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Preorder;
}
