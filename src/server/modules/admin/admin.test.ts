// Branch moderation over HTTP: the Admin's queue, approve, reject with a reason, double review, roles, and the
// rule that only products of approved branches reach buyers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { categories } from '../../db/schema/catalogue.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { access: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await withRole('Admin');
});
afterAll(async () => {
  await t.close();
});

const QUEUE = '/api/admin/branches/';
const review = (id: string) => `/api/admin/branches/${id}/review/`;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, access: string | null, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...extra }, ...(payload && { payload }) });

async function withRole(role: string) {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return { access: account.tokens.access, id: account.user.id, email: account.user.email };
}

async function sellerWithBranch(name = 'Stand') {
  const account = await registerAccount(t.app);
  const farm = await call('POST', '/api/account/user-seller/', account.tokens.access, { farm_name: `Farm ${name}`, province: 'ON', city: 'Guelph', address: '1 Gordon St' });
  expect(farm.statusCode).toBe(201);
  const branch = await call('POST', '/api/account/user-seller-branch/', account.tokens.access, { name, province: 'ON', city: 'Guelph', address: '2 Gordon St' });
  expect(branch.statusCode).toBe(201);
  return { access: account.tokens.access, email: account.user.email, sellerId: farm.json().data.id as string, branchId: branch.json().data.id as string };
}

const ids = (res: { json: () => { data: Array<{ id: string }> } }) => res.json().data.map((b) => b.id);

describe('branch moderation', () => {
  it('lists pending branches oldest first with their farm and the seller email', async () => {
    const first = await sellerWithBranch('First');
    const second = await sellerWithBranch('Second');
    const res = await call('GET', QUEUE, admin.access);
    expect(res.statusCode).toBe(200);
    const queue = ids(res);
    expect(queue.indexOf(first.branchId)).toBeLessThan(queue.indexOf(second.branchId));
    expect(res.json().data.find((b: { id: string }) => b.id === first.branchId)).toMatchObject({
      status: 'pending',
      name: 'First',
      farm_name: 'Farm First',
      seller_email: first.email,
      city: 'Guelph',
      province: 'ON',
    });
    expect((await call('GET', `${QUEUE}?status=pending`, admin.access)).json()).toEqual(res.json());
    expect((await call('GET', `${QUEUE}?status=bogus`, admin.access)).statusCode).toBe(400);
  });

  it('approves a branch: its products become public, and the seller sees approved', async () => {
    const s = await sellerWithBranch('Orchard');
    const [category] = await t.database.db.insert(categories).values({ slug: `c-${randomUUID()}`, nameEn: 'Fruit', nameFr: 'Fruits' }).returning();
    const productId = await createProduct(t.database.db, { sellerId: s.sellerId, branchId: s.branchId, categoryId: category!.id, categorySlug: category!.slug }, { name: 'Honeycrisp' });
    const publicIds = async () => (await call('GET', '/api/product/products/?q=honeycrisp', null)).json().data.map((p: { id: string }) => p.id);
    expect(await publicIds()).toEqual([]);
    expect((await call('GET', `/api/product/products/${productId}/`, null)).statusCode).toBe(404);

    const res = await call('POST', review(s.branchId), admin.access, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Branch approved', data: { id: s.branchId, status: 'approved', reject_reason: null, reviewed_at: expect.any(String), farm_name: 'Farm Orchard' } });
    expect(await publicIds()).toEqual([productId]);
    expect((await call('GET', `/api/product/products/${productId}/`, null)).statusCode).toBe(200);
    const seen = await call('GET', `/api/account/user-seller-branch/${s.branchId}/`, s.access);
    expect(seen.json().data).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });

    expect(ids(await call('GET', QUEUE, admin.access))).not.toContain(s.branchId);
    expect(ids(await call('GET', `${QUEUE}?status=approved`, admin.access))).toContain(s.branchId);

    const twice = await call('POST', review(s.branchId), admin.access, { decision: 'reject', reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'conflict', message: 'This branch was already reviewed' });
  });

  it('rejects with a reason the seller sees; products stay hidden; an edit sends it back to the queue', async () => {
    const s = await sellerWithBranch('Roadside');
    const [category] = await t.database.db.insert(categories).values({ slug: `c-${randomUUID()}`, nameEn: 'Veg', nameFr: 'Légumes' }).returning();
    await createProduct(t.database.db, { sellerId: s.sellerId, branchId: s.branchId, categoryId: category!.id, categorySlug: category!.slug }, { name: 'Rutabaga' });

    const noReason = await call('POST', review(s.branchId), admin.access, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages).toEqual({ reason: ['This field is required'] });
    const short = await call('POST', review(s.branchId), admin.access, { decision: 'reject', reason: ' no ' }, { 'accept-language': 'fr' });
    expect(short.json().messages).toEqual({ reason: ['Donnez une raison au vendeur (au moins 5 caractères)'] });
    expect((await call('POST', review(s.branchId), admin.access, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await call('POST', review(s.branchId), admin.access, { decision: 'approve', reason: 'x' })).statusCode).toBe(400);

    const res = await call('POST', review(s.branchId), admin.access, { decision: 'reject', reason: 'The address does not exist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Branch rejected', data: { status: 'rejected', reject_reason: 'The address does not exist' } });
    expect((await call('GET', '/api/product/products/?q=rutabaga', null)).json().data).toEqual([]);
    const seen = await call('GET', '/api/account/user-seller-branch/', s.access);
    expect(seen.json().data[0]).toMatchObject({ status: 'rejected', reject_reason: 'The address does not exist' });
    expect(ids(await call('GET', `${QUEUE}?status=rejected`, admin.access))).toContain(s.branchId);

    await call('PATCH', `/api/account/user-seller-branch/${s.branchId}/`, s.access, { address: '3 Gordon St' });
    expect(ids(await call('GET', QUEUE, admin.access))).toContain(s.branchId);
  });

  it('replays a repeated review once', async () => {
    const s = await sellerWithBranch('Replay');
    const key = randomUUID();
    const one = await call('POST', review(s.branchId), admin.access, { decision: 'approve' }, { 'idempotency-key': key });
    const two = await call('POST', review(s.branchId), admin.access, { decision: 'approve' }, { 'idempotency-key': key });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(two.json()).toEqual(one.json());
  });

  it('is Admin only: 401 signed out, 403 for every other role; unknown ids are 404', async () => {
    const s = await sellerWithBranch('Guarded');
    expect((await call('GET', QUEUE, null)).statusCode).toBe(401);
    expect((await call('POST', review(s.branchId), null, { decision: 'approve' })).statusCode).toBe(401);
    for (const role of ['Buyer', 'BulkBuyer', 'Seller']) {
      const user = await withRole(role);
      expect((await call('GET', QUEUE, user.access)).statusCode).toBe(403);
      expect((await call('POST', review(s.branchId), user.access, { decision: 'approve' })).statusCode).toBe(403);
    }
    // The seller cannot approve their own branch either.
    expect((await call('POST', review(s.branchId), s.access, { decision: 'approve' })).statusCode).toBe(403);
    for (const id of [randomUUID(), 'nope']) {
      const res = await call('POST', review(id), admin.access, { decision: 'approve' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Branch not found');
    }
    expect(ids(await call('GET', QUEUE, admin.access))).toContain(s.branchId);
  });
});
