// Profile and address book: read-only fields stay read-only, and one user never reaches another's addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCES } from '../../../contract/enums.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access?: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(access && bearer(access)), ...(lang && { 'accept-language': lang }) },
    ...(payload && { payload }),
  });

const address = (over: Record<string, unknown> = {}) => ({
  full_name: 'Marie Tremblay',
  line1: '12 rue des Érables',
  city: 'Québec',
  province: 'QC',
  postal_code: 'g1r 4p5',
  ...over,
});

describe('user profile', () => {
  it('GET answers the signed-in user', async () => {
    const { tokens, user } = await registerAccount(t.app);
    const res = await call('GET', '/api/account/user-profile/', tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual(user);
  });

  it('PATCH changes allowed fields and answers the translated message', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await call(
      'PATCH',
      '/api/account/user-profile/',
      tokens.access,
      { first_name: ' Jean ', whatsapp_number: '514 555 0199', gender: 'Male', instagram_profile: 'https://instagram.com/jean', facebook_profile: '' },
      'fr',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil mis à jour avec succès !');
    expect(res.json().data).toMatchObject({ first_name: 'Jean', whatsapp_number: '+15145550199', gender: 'Male', facebook_profile: null });
    const en = await call('PATCH', '/api/account/user-profile/', tokens.access, { last_name: 'Roy' });
    expect(en.json().message).toBe('Profile updated successfully!');
  });

  it('refuses email, phone_number, roles and id and changes nothing', async () => {
    const { tokens, user } = await registerAccount(t.app);
    for (const patch of [{ email: 'x@y.ca' }, { phone_number: '+14165550000' }, { roles: 'Admin' }, { id: 'x' }, { first_name: 'Z', roles: 'Seller' }]) {
      const res = await call('PATCH', '/api/account/user-profile/', tokens.access, patch);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await call('GET', '/api/account/user-profile/', tokens.access)).json().user).toEqual(user);
  });

  it('validates values and requires sign-in', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await call('PATCH', '/api/account/user-profile/', tokens.access, { gender: 'x', instagram_profile: 'not a url', first_name: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().messages).sort()).toEqual(['first_name', 'gender', 'instagram_profile']);
    expect((await call('GET', '/api/account/user-profile/')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/account/user-profile/', undefined, { first_name: 'x' })).statusCode).toBe(401);
  });
});

describe('provinces', () => {
  it('lists the 13 provinces and territories without sign-in', async () => {
    const res = await call('GET', '/api/account/provinces/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(13);
    expect(res.json().data).toEqual(PROVINCES);
  });
});

describe('address book', () => {
  it('creates, lists, updates and deletes the caller’s addresses; the first is the default', async () => {
    const { tokens } = await registerAccount(t.app);
    const a = await call('POST', '/api/account/address/', tokens.access, address());
    expect(a.statusCode).toBe(201);
    expect(a.json().message).toBe('Address added');
    expect(a.json().data).toMatchObject({ postal_code: 'G1R 4P5', is_default: true, country: 'CA', label: null });
    const b = await call('POST', '/api/account/address/', tokens.access, address({ label: 'Farm', city: 'Lévis' }));
    expect(b.json().data.is_default).toBe(false);

    const list = await call('GET', '/api/account/address/', tokens.access);
    expect(list.json().data.map((x: { id: string }) => x.id).sort()).toEqual([a.json().data.id, b.json().data.id].sort());

    const patched = await call('PATCH', `/api/account/address/${b.json().data.id}/`, tokens.access, { is_default: true, line2: 'Unit 4' }, 'fr');
    expect(patched.statusCode).toBe(200);
    expect(patched.json().message).toBe('Adresse mise à jour');
    expect(patched.json().data).toMatchObject({ is_default: true, line2: 'Unit 4' });
    const defaults = (await call('GET', '/api/account/address/', tokens.access)).json().data.filter((x: { is_default: boolean }) => x.is_default);
    expect(defaults.map((x: { id: string }) => x.id)).toEqual([b.json().data.id]);

    const del = await call('DELETE', `/api/account/address/${a.json().data.id}/`, tokens.access);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Address deleted');
    expect((await call('GET', '/api/account/address/', tokens.access)).json().data).toHaveLength(1);
  });

  it('setting is_default on create moves the default; deleting the default promotes the most recent', async () => {
    const { tokens } = await registerAccount(t.app);
    const first = (await call('POST', '/api/account/address/', tokens.access, address({ label: 'one' }))).json().data;
    t.clock.advance(1000);
    await call('POST', '/api/account/address/', tokens.access, address({ label: 'two' }));
    t.clock.advance(1000);
    const third = (await call('POST', '/api/account/address/', tokens.access, address({ label: 'three', is_default: true }))).json().data;
    expect(third.is_default).toBe(true);
    t.clock.advance(1000);
    const fourth = (await call('POST', '/api/account/address/', tokens.access, address({ label: 'four' }))).json().data;
    let list = (await call('GET', '/api/account/address/', tokens.access)).json().data;
    expect(list.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: string }) => x.id)).toEqual([third.id]);

    await call('DELETE', `/api/account/address/${third.id}/`, tokens.access);
    list = (await call('GET', '/api/account/address/', tokens.access)).json().data;
    expect(list.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: string }) => x.id)).toEqual([fourth.id]);
    expect(list.some((x: { id: string }) => x.id === first.id)).toBe(true);
  });

  it('accepts a client-made UUID and refuses it a second time', async () => {
    const { tokens } = await registerAccount(t.app);
    const id = crypto.randomUUID();
    const res = await call('POST', '/api/account/address/', tokens.access, address({ id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).toBe(id);
    expect((await call('POST', '/api/account/address/', tokens.access, address({ id }))).statusCode).toBe(409);
  });

  it('answers 404 for another user’s address and for malformed ids, and leaves it untouched', async () => {
    const owner = await registerAccount(t.app);
    const intruder = await registerAccount(t.app);
    const mine = (await call('POST', '/api/account/address/', owner.tokens.access, address())).json().data;

    const patch = await call('PATCH', `/api/account/address/${mine.id}/`, intruder.tokens.access, { city: 'Hacked' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ code: 'not_found', message: 'Address not found' });
    const del = await call('DELETE', `/api/account/address/${mine.id}/`, intruder.tokens.access, undefined, 'fr');
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('Adresse introuvable');
    for (const bad of ['not-a-uuid', '1', "x' or 1=1", '00000000-0000-0000-0000-000000000000']) {
      expect((await call('PATCH', `/api/account/address/${encodeURIComponent(bad)}/`, owner.tokens.access, { city: 'X' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/account/address/${encodeURIComponent(bad)}/`, owner.tokens.access)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/account/address/', intruder.tokens.access)).json().data).toEqual([]);
    const still = (await call('GET', '/api/account/address/', owner.tokens.access)).json().data;
    expect(still[0]).toMatchObject({ id: mine.id, city: 'Québec' });
  });

  it('validates fields in English and French and refuses unknown keys', async () => {
    const { tokens } = await registerAccount(t.app);
    const res = await call('POST', '/api/account/address/', tokens.access, { full_name: '', line1: 'x', city: 'y', province: 'XX', postal_code: '12345' }, 'fr');
    expect(res.statusCode).toBe(400);
    const { messages } = res.json();
    expect(messages.province).toEqual(['Choisissez une province ou un territoire']);
    expect(messages.postal_code[0]).toMatch(/code postal canadien/);
    expect(messages.full_name).toEqual(['Le nom complet est obligatoire']);
    const extra = await call('POST', '/api/account/address/', tokens.access, address({ user_id: crypto.randomUUID() }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().messages).toHaveProperty('user_id');
    expect((await call('GET', '/api/account/address/')).statusCode).toBe(401);
  });
});
