// Seller registration and branches over HTTP: the spec's status 0/1 shapes, validation messages, owner checks with
// two sellers, roles, idempotent replays, and deletion refused while products point at a branch.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { branches, categories } from '../../db/schema/catalogue.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SELLER = '/api/account/user-seller/';
const BRANCH = '/api/account/user-seller-branch/';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, access: string | null, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(access && bearer(access)), ...extra }, ...(payload && { payload }) });

const farmBody = (over: Record<string, unknown> = {}) => ({
  farm_name: '  Ferme du Ruisseau ',
  description: 'Mixed vegetables since 1987',
  province: 'QC',
  city: 'Saint-Hyacinthe',
  address: '120 rang Saint-Joseph',
  postal_code: 'j2s1a1',
  phone: '+1 450 555 0199',
  certifications: ['Organic', 'organic', 'CanadaGAP'],
  ...over,
});
const branchBody = (over: Record<string, unknown> = {}) => ({
  name: 'Market stand',
  province: 'QC',
  city: 'Montréal',
  address: '7070 avenue Henri-Julien',
  postal_code: 'H2S 3S3',
  phone: '514 555 0101',
  ...over,
});

async function newSeller() {
  const account = await registerAccount(t.app);
  const res = await call('POST', SELLER, account.tokens.access, farmBody());
  expect(res.statusCode).toBe(201);
  return { access: account.tokens.access, userId: account.user.id, sellerId: res.json().data.id as string };
}

async function newBranch(access: string, over: Record<string, unknown> = {}) {
  const res = await call('POST', BRANCH, access, branchBody(over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; status: string };
}

async function withRole(role: string) {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return account.tokens.access;
}

describe('seller registration', () => {
  it('creates the farm and makes the Buyer a Seller in one call', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const res = await call('POST', SELLER, tokens.access, farmBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Your farm is registered. Add a branch to start selling.');
    expect(body.data).toMatchObject({
      user_id: user.id,
      farm_name: 'Ferme du Ruisseau',
      province: 'QC',
      city: 'Saint-Hyacinthe',
      postal_code: 'J2S 1A1',
      certifications: ['organic', 'CanadaGAP'],
    });
    expect(body.user).toMatchObject({ id: user.id, roles: 'Seller', email: user.email });
    const profile = await call('GET', '/api/account/user-profile/', tokens.access);
    expect(profile.json().user.roles).toBe('Seller');
    const own = await call('GET', SELLER, tokens.access);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(body.data);
    // The same access token now opens the seller's endpoints: the role is read from the session each time.
    expect((await call('GET', BRANCH, tokens.access)).json()).toEqual({ status: 0, message: 'Fetch User-Branch successful', data: [] });
  });

  it('refuses a second farm with 409 and replays a repeated registration once', async () => {
    const { tokens } = await registerAccount(t.app);
    const key = randomUUID();
    const first = await call('POST', SELLER, tokens.access, farmBody(), { 'idempotency-key': key });
    const replay = await call('POST', SELLER, tokens.access, farmBody(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await call('POST', SELLER, tokens.access, farmBody({ farm_name: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'You are already registered as a seller' });
  });

  it('gives each validation message, in French too', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await call('POST', SELLER, tokens.access, { farm_name: ' ', province: 'XX', city: '', address: '', postal_code: '12345', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({
      farm_name: ['Farm or business name is required'],
      province: ['Choose a province'],
      city: ['City is required'],
      address: ['Address is required'],
      postal_code: ['Enter a Canadian postal code, for example K1A 0B1'],
      phone: [expect.any(String)],
    });
    const fr = await call('POST', SELLER, tokens.access, { province: 'QC', city: 'Laval', address: '1 rue' }, { 'accept-language': 'fr' });
    expect(fr.json().messages).toEqual({ farm_name: ['Le nom de la ferme ou de l\'entreprise est obligatoire'] });
    const extra = await call('POST', SELLER, tokens.access, farmBody({ role: 'Admin' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().messages).toHaveProperty('role');
    const notJson = await t.app.inject({ method: 'POST', url: SELLER, headers: { ...bearer(tokens.access), 'content-type': 'application/json' }, payload: '{"farm_name":' });
    expect(notJson.statusCode).toBe(400);
    // Nothing was created.
    expect((await call('GET', SELLER, tokens.access)).statusCode).toBe(404);
  });

  it('is for signed-in Buyers: 401 signed out, 403 for a BulkBuyer and an Admin', async () => {
    expect((await call('POST', SELLER, null, farmBody())).statusCode).toBe(401);
    expect((await call('GET', SELLER, null)).statusCode).toBe(401);
    for (const role of ['BulkBuyer', 'Admin']) {
      const access = await withRole(role);
      const res = await call('POST', SELLER, access, farmBody());
      expect(res.statusCode).toBe(403);
    }
  });

  it('updates the farm details; a Buyer cannot', async () => {
    const s = await newSeller();
    const res = await call('PATCH', SELLER, s.access, { description: 'Now with apples', certifications: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Farm details updated', data: { description: 'Now with apples', certifications: [], farm_name: 'Ferme du Ruisseau' } });
    const bad = await call('PATCH', SELLER, s.access, { farm_name: '' });
    expect(bad.json().messages).toEqual({ farm_name: ['Farm or business name is required'] });
    const buyer = await registerAccount(t.app);
    expect((await call('PATCH', SELLER, buyer.tokens.access, { description: 'x' })).statusCode).toBe(403);
  });
});

describe('branches', () => {
  it('creates a pending branch with the client id and answers status 0', async () => {
    const s = await newSeller();
    const id = randomUUID();
    const res = await call('POST', BRANCH, s.access, branchBody({ id, postal_code: 'h2s3s3', phone: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 0,
      message: 'Branch submitted. It will be reviewed before its products are shown.',
      data: { id, seller_id: s.sellerId, name: 'Market stand', status: 'pending', postal_code: 'H2S 3S3', phone: null, reject_reason: null, reviewed_at: null },
    });
    const list = await call('GET', BRANCH, s.access);
    expect(list.json()).toMatchObject({ status: 0, message: 'Fetch User-Branch successful', data: [{ id, status: 'pending' }] });
    const one = await call('GET', `${BRANCH}${id}/`, s.access, undefined, { 'accept-language': 'fr' });
    expect(one.json()).toMatchObject({ status: 0, message: 'Succursales récupérées avec succès', data: { id } });
    // The same id again (a different call) is a conflict, in the spec's failure shape.
    const dup = await call('POST', BRANCH, s.access, branchBody({ id }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ status: 1, error: 'This already exists.', message: 'This already exists.', code: 'conflict' });
  });

  it('answers validation failures as status 1 with per-field messages', async () => {
    const s = await newSeller();
    const res = await call('POST', BRANCH, s.access, { name: '', province: 'ZZ', city: ' ', address: '', postal_code: 'nope', phone: '12', id: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, error: 'Please check the highlighted fields.', code: 'validation_failed' });
    expect(body.messages).toMatchObject({
      name: ['Branch name is required'],
      province: ['Choose a province'],
      city: ['City is required'],
      address: ['Address is required'],
      postal_code: ['Enter a Canadian postal code, for example K1A 0B1'],
    });
    expect(Object.keys(body.messages).sort()).toEqual(['address', 'city', 'id', 'name', 'phone', 'postal_code', 'province']);
    const fr = await call('POST', BRANCH, s.access, branchBody({ name: '' }), { 'accept-language': 'fr' });
    expect(fr.json()).toMatchObject({ status: 1, error: 'Veuillez vérifier les champs indiqués.', messages: { name: ['Le nom de la succursale est obligatoire'] } });
    const unknown = await call('POST', BRANCH, s.access, branchBody({ status: 'approved' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toHaveProperty('status');
    const notJson = await t.app.inject({ method: 'POST', url: BRANCH, headers: { ...bearer(s.access), 'content-type': 'application/json' }, payload: '[' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 1, code: expect.any(String), error: expect.any(String) });
    expect((await call('GET', BRANCH, s.access)).json().data).toEqual([]);
  });

  it('is for Sellers: 401 signed out, 403 for Buyers and BulkBuyers, in the status 1 shape', async () => {
    const anonymous = await call('POST', BRANCH, null, branchBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 1, code: 'unauthorized', error: 'Please sign in again.' });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, `${BRANCH}${randomUUID()}/`, null, method === 'PATCH' ? { name: 'x' } : undefined)).statusCode).toBe(401);
    }
    const buyer = await registerAccount(t.app);
    const asBuyer = await call('POST', BRANCH, buyer.tokens.access, branchBody());
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toEqual({ status: 1, error: 'Register your farm first', message: 'Register your farm first', code: 'forbidden' });
    expect((await call('GET', BRANCH, buyer.tokens.access)).statusCode).toBe(403);
    const bulk = await withRole('BulkBuyer');
    expect((await call('POST', BRANCH, bulk, branchBody())).statusCode).toBe(403);
    expect((await call('GET', BRANCH, bulk)).statusCode).toBe(403);
  });

  it('keeps each seller to their own branches: another seller gets 404 on read, patch and delete', async () => {
    const a = await newSeller();
    const b = await newSeller();
    const mine = await newBranch(a.access);
    await newBranch(b.access, { name: 'B stand' });
    expect((await call('GET', BRANCH, a.access)).json().data.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    const read = await call('GET', `${BRANCH}${mine.id}/`, b.access);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ status: 1, error: 'Branch not found', message: 'Branch not found', code: 'not_found' });
    expect((await call('PATCH', `${BRANCH}${mine.id}/`, b.access, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', `${BRANCH}${mine.id}/`, b.access)).statusCode).toBe(404);
    const still = await call('GET', `${BRANCH}${mine.id}/`, a.access);
    expect(still.json().data.name).toBe('Market stand');
    for (const id of [randomUUID(), 'not-a-uuid', '1']) expect((await call('GET', `${BRANCH}${id}/`, a.access)).statusCode).toBe(404);
    expect((await call('PATCH', `${BRANCH}not-a-uuid/`, a.access, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `${BRANCH}not-a-uuid/`, a.access)).statusCode).toBe(404);
  });

  it('updates a branch; editing a rejected one sends it back for review', async () => {
    const s = await newSeller();
    const branch = await newBranch(s.access);
    const res = await call('PATCH', `${BRANCH}${branch.id}/`, s.access, { name: ' Farm gate ', phone: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, message: 'Branch updated successfully', data: { id: branch.id, name: 'Farm gate', phone: null, status: 'pending', city: 'Montréal' } });
    const bad = await call('PATCH', `${BRANCH}${branch.id}/`, s.access, { name: '', postal_code: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 1, messages: { name: ['Branch name is required'], postal_code: ['Enter a Canadian postal code, for example K1A 0B1'] } });
    expect((await call('PATCH', `${BRANCH}${branch.id}/`, s.access, { status: 'approved' })).statusCode).toBe(400);

    await t.database.db.update(branches).set({ status: 'rejected', rejectReason: 'Address not found', reviewedAt: new Date() }).where(eq(branches.id, branch.id));
    const fixed = await call('PATCH', `${BRANCH}${branch.id}/`, s.access, { address: '7071 avenue Henri-Julien' });
    expect(fixed.json().data).toMatchObject({ status: 'pending', reject_reason: null, reviewed_at: null, address: '7071 avenue Henri-Julien' });

    await t.database.db.update(branches).set({ status: 'approved', reviewedAt: new Date() }).where(eq(branches.id, branch.id));
    const renamed = await call('PATCH', `${BRANCH}${branch.id}/`, s.access, { name: 'Farm gate north' });
    expect(renamed.json().data).toMatchObject({ status: 'approved', name: 'Farm gate north' });
  });

  it('deletes a branch, and refuses while products still point at it', async () => {
    const s = await newSeller();
    const empty = await newBranch(s.access);
    const del = await call('DELETE', `${BRANCH}${empty.id}/`, s.access);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 0, message: 'Branch deleted successfully' });
    expect((await call('DELETE', `${BRANCH}${empty.id}/`, s.access)).statusCode).toBe(404);

    const stocked = await newBranch(s.access);
    const [category] = await t.database.db.insert(categories).values({ slug: `c-${randomUUID()}`, nameEn: 'Fruit', nameFr: 'Fruits' }).returning();
    await createProduct(t.database.db, { sellerId: s.sellerId, branchId: stocked.id, categoryId: category!.id, categorySlug: category!.slug });
    const refused = await call('DELETE', `${BRANCH}${stocked.id}/`, s.access, undefined, { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 1, code: 'conflict', error: "Cette succursale détient encore des produits. Déplacez-les ou supprimez-les d'abord." });
    expect((await call('GET', `${BRANCH}${stocked.id}/`, s.access)).statusCode).toBe(200);
  });

  it('applies a replayed create, patch and delete once', async () => {
    const s = await newSeller();
    const key = randomUUID();
    const body = branchBody({ id: randomUUID() });
    const first = await call('POST', BRANCH, s.access, body, { 'idempotency-key': key });
    const again = await call('POST', BRANCH, s.access, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await call('GET', BRANCH, s.access)).json().data).toHaveLength(1);

    const failKey = randomUUID();
    const failed = await call('POST', BRANCH, s.access, branchBody({ name: '' }), { 'idempotency-key': failKey });
    const failedAgain = await call('POST', BRANCH, s.access, branchBody({ name: '' }), { 'idempotency-key': failKey });
    expect(failedAgain.statusCode).toBe(400);
    expect(failedAgain.json()).toEqual(failed.json());

    const id = first.json().data.id as string;
    const patchKey = randomUUID();
    const p1 = await call('PATCH', `${BRANCH}${id}/`, s.access, { name: 'One' }, { 'idempotency-key': patchKey });
    const p2 = await call('PATCH', `${BRANCH}${id}/`, s.access, { name: 'One' }, { 'idempotency-key': patchKey });
    expect(p2.json()).toEqual(p1.json());
    const deleteKey = randomUUID();
    const d1 = await call('DELETE', `${BRANCH}${id}/`, s.access, undefined, { 'idempotency-key': deleteKey });
    const d2 = await call('DELETE', `${BRANCH}${id}/`, s.access, undefined, { 'idempotency-key': deleteKey });
    expect(d1.statusCode).toBe(200);
    expect(d2.statusCode).toBe(200);
    expect(d2.headers['idempotent-replayed']).toBe('true');
    const mismatch = await call('DELETE', `${BRANCH}${randomUUID()}/`, s.access, undefined, { 'idempotency-key': deleteKey });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ status: 1, code: 'idempotency_mismatch' });
  });
});
