// Notifications over HTTP: the other party of an order change is told (inside the change's transaction), the feed
// is the reader's own (newest first, unread count), and marking read touches only unread rows of the caller.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCanada } from '../../../contract/order-rules.ts';
import type { Notification } from '../../../contract/orders.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { branches, categories, sellers } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, access: string | null, payload?: unknown, key: string | null = randomUUID()) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...(method === 'POST' && key && { 'idempotency-key': key }) }, ...(payload !== undefined && { payload: payload as object }) });

/** A farm with one product, and a buyer who ordered from it `orders` times (each order notifies the seller). */
async function scene(orders = 2) {
  const db = t.database.db;
  const seller = await registerAccount(t.app, { first_name: 'Sam', last_name: 'Seller' });
  await db.update(users).set({ role: 'Seller' }).where(eq(users.id, seller.user.id));
  const [farm] = await db.insert(sellers).values({ userId: seller.user.id, farmName: 'Ferme Sam', province: 'QC', deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 0 }).returning({ id: sellers.id });
  const [branch] = await db.insert(branches).values({ sellerId: farm!.id, name: 'Main', province: 'QC', city: 'Lévis', address: '1 rang', status: 'approved' }).returning({ id: branches.id });
  const [category] = await db.insert(categories).values({ slug: `veg-${randomUUID().slice(0, 8)}`, nameEn: 'Vegetables', nameFr: 'Légumes' }).returning({ id: categories.id });
  const productId = await createProduct(db, { sellerId: farm!.id, branchId: branch!.id, categoryId: category!.id, categorySlug: '' });
  const buyer = await registerAccount(t.app, { first_name: 'Bea', last_name: 'Buyer' });
  const [address] = await db.insert(addresses).values({ userId: buyer.user.id, fullName: 'Bea Buyer', line1: '1 Main', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0A1' }).returning({ id: addresses.id });
  const orderIds: string[] = [];
  for (let i = 0; i < orders; i++) {
    const id = randomUUID();
    const res = await call('POST', '/api/orders/create_order/', buyer.tokens.access, {
      id,
      seller_id: farm!.id,
      lines: [{ product_id: productId, grade: 'top', quantity: 1, unit_price_minor: 500 }],
      fulfilment: 'delivery',
      address_id: address!.id,
      date: todayInCanada(new Date()),
      payment_method: 'pay_on_delivery',
    });
    expect(res.statusCode).toBe(201);
    orderIds.push(id);
    t.clock.advance(10);
  }
  return { seller: seller.tokens.access, sellerId: seller.user.id, buyer: buyer.tokens.access, buyerId: buyer.user.id, orderIds };
}

describe('notifications', () => {
  it('tells the seller of each order and the buyer of each move; the feed is newest first with the unread count', async () => {
    const s = await scene(2);
    const feed = await call('GET', '/api/notifications/', s.seller);
    expect(feed.statusCode).toBe(200);
    const { data, unread } = feed.json<{ data: Notification[]; unread: number }>();
    expect(unread).toBe(2);
    expect(data.map((n) => [n.kind, n.order_id, n.href, n.read_at])).toEqual([
      ['order_placed', s.orderIds[1], `/seller/orders/${s.orderIds[1]}`, null],
      ['order_placed', s.orderIds[0], `/seller/orders/${s.orderIds[0]}`, null],
    ]);
    expect(data[0]!.params).toEqual({ invoice: 'INV-000002', buyer: 'Bea Buyer', total: 500, currency: 'CAD' });
    // the buyer has none until the seller moves an order
    expect((await call('GET', '/api/notifications/', s.buyer)).json()).toEqual({ data: [], unread: 0 });
    expect((await call('POST', `/api/orders/${s.orderIds[0]}/transition/`, s.seller, { to: 'accepted' })).statusCode).toBe(200);
    const buyerFeed = (await call('GET', '/api/notifications/', s.buyer)).json<{ data: Notification[]; unread: number }>();
    expect(buyerFeed.unread).toBe(1);
    expect(buyerFeed.data[0]).toMatchObject({ kind: 'order_status', href: `/orders/${s.orderIds[0]}`, params: { invoice: 'INV-000001', farm: 'Ferme Sam', status: 'accepted', reason: null } });
    expect((await call('GET', '/api/notifications/', null)).statusCode).toBe(401);
  });

  it('marks one read (own only, once: no new version on a second call) and all read', async () => {
    const s = await scene(3);
    const { data } = (await call('GET', '/api/notifications/', s.seller)).json<{ data: Notification[] }>();
    const first = await call('POST', `/api/notifications/${data[0]!.id}/read/`, s.seller);
    expect(first.statusCode).toBe(200);
    const read = first.json<{ data: Notification }>().data;
    expect(read.read_at).not.toBeNull();
    expect(read.version).toBeGreaterThan(data[0]!.version);
    // again (a fresh key): same row, same version, same read_at
    const again = (await call('POST', `/api/notifications/${data[0]!.id}/read/`, s.seller)).json<{ data: Notification }>().data;
    expect(again).toEqual(read);
    // a replayed key answers the stored answer
    const key = randomUUID();
    const k1 = await call('POST', `/api/notifications/${data[1]!.id}/read/`, s.seller, undefined, key);
    const k2 = await call('POST', `/api/notifications/${data[1]!.id}/read/`, s.seller, undefined, key);
    expect(k2.headers['idempotent-replayed']).toBe('true');
    expect(k2.json()).toEqual(k1.json());
    // another user's notification, an unknown id and a malformed one are all 404
    for (const id of [data[2]!.id, randomUUID()]) {
      const res = await call('POST', `/api/notifications/${id}/read/`, id === data[2]!.id ? s.buyer : s.seller);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Notification not found');
    }
    expect((await call('POST', '/api/notifications/nope/read/', s.seller)).statusCode).toBe(404);
    expect((await call('GET', '/api/notifications/', s.seller)).json().unread).toBe(1);

    const before = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.sellerId));
    const all = await call('POST', '/api/notifications/read-all/', s.seller);
    expect(all.json()).toEqual({ data: { updated: 1 } });
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.sellerId));
    // only the unread row took a new version
    const changed = after.filter((a) => before.find((b) => b.id === a.id)!.version !== a.version);
    expect(changed.map((c) => c.id)).toEqual([data[2]!.id]);
    expect((await call('POST', '/api/notifications/read-all/', s.seller)).json()).toEqual({ data: { updated: 0 } });
    expect((await call('GET', '/api/notifications/', s.seller)).json().unread).toBe(0);
    // the buyer's (none) were untouched, and read-all of one user never reads another's
    expect((await call('POST', '/api/notifications/read-all/', s.buyer)).json()).toEqual({ data: { updated: 0 } });
  });
});
