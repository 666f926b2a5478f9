// Bulk-buyer registration over HTTP (spec §3, §5, §7): every validation message of the form, in English and French,
// keyed by the form's field names; who may register; the role flip seen by GET user-profile; a second post updates.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../contract/messages.ts';
import { todayInCanada } from '../../../contract/order-rules.ts';
import { addresses, users } from '../../db/schema/accounts.ts';
import { bulkBuyers } from '../../db/schema/quotes.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { sellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/product/bulk-buyer/';
const valid = () => ({
  business_name: '  Bistro Bruno ',
  business_number: '123 456 789',
  business_type: 'Restaurant/Food_Service',
  expected_monthly_volume: '500',
  hst_number: '123456789 rt0001',
  sfcr_license: ' SFCR-0042 ',
  unit: 'kg',
});

const post = (access: string, payload: unknown, lang = 'en', key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: URL, headers: { ...bearer(access), 'accept-language': lang, 'idempotency-key': key }, payload: payload as object });

async function buyer() {
  const { tokens, user } = await registerAccount(t.app);
  return { access: tokens.access, id: user.id };
}

describe('validation (spec §5): each message per field, in both languages', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['business_name missing', { business_name: undefined }, 'business_name', 'bulk.business_name_required'],
    ['business_name empty', { business_name: '' }, 'business_name', 'bulk.business_name_required'],
    ['business_name whitespace', { business_name: '   ' }, 'business_name', 'bulk.business_name_required'],
    ['business_number missing', { business_number: undefined }, 'business_number', 'bulk.business_number_required'],
    ['business_number empty', { business_number: '' }, 'business_number', 'bulk.business_number_required'],
    ['business_number whitespace', { business_number: '  ' }, 'business_number', 'bulk.business_number_required'],
    ['business_number short', { business_number: '12345' }, 'business_number', 'bulk.business_number_min'],
    ['business_number with letters', { business_number: '12345678A' }, 'business_number', 'bulk.business_number_digits'],
    ['business_type unknown', { business_type: 'Farm' }, 'business_type', 'bulk.business_type_invalid'],
    ['volume missing', { expected_monthly_volume: undefined }, 'expected_monthly_volume', 'bulk.volume_required'],
    ['volume empty', { expected_monthly_volume: '' }, 'expected_monthly_volume', 'bulk.volume_required'],
    ['volume whitespace', { expected_monthly_volume: '  ' }, 'expected_monthly_volume', 'bulk.volume_required'],
    ['volume not a number', { expected_monthly_volume: 'lots' }, 'expected_monthly_volume', 'bulk.volume_number'],
    ['volume zero', { expected_monthly_volume: '0' }, 'expected_monthly_volume', 'bulk.volume_range'],
    ['hst missing', { hst_number: undefined }, 'hst_number', 'bulk.hst_required'],
    ['hst empty', { hst_number: '' }, 'hst_number', 'bulk.hst_required'],
    ['hst whitespace', { hst_number: '   ' }, 'hst_number', 'bulk.hst_required'],
    ['hst bad format', { hst_number: '12345 RT1' }, 'hst_number', 'bulk.hst_invalid'],
    ['sfcr missing', { sfcr_license: undefined }, 'sfcr_license', 'bulk.sfcr_required'],
    ['sfcr empty', { sfcr_license: '' }, 'sfcr_license', 'bulk.sfcr_required'],
    ['sfcr whitespace', { sfcr_license: ' \t ' }, 'sfcr_license', 'bulk.sfcr_required'],
    ['unit missing', { unit: undefined }, 'unit', 'bulk.unit_required'],
    ['unit empty', { unit: '' }, 'unit', 'bulk.unit_required'],
    ['unit unknown', { unit: 'tonne' }, 'unit', 'bulk.unit_required'],
  ];
  let access: string;
  let userId: string;
  beforeAll(async () => {
    ({ access, id: userId } = await buyer());
  });

  for (const [name, change, field, code] of cases) {
    it(name, async () => {
      const body = { ...valid(), ...change };
      for (const lang of ['en', 'fr'] as const) {
        const res = await post(access, body, lang);
        expect(res.statusCode, res.body).toBe(400);
        const json = res.json<{ code: string; messages: Record<string, string[]> }>();
        expect(json.code).toBe('validation_failed');
        expect(Object.keys(json.messages)).toEqual([field]);
        expect(json.messages[field]).toEqual([translate(code, lang)]);
      }
    });
  }

  it('answers the spec wording exactly', async () => {
    const res = await post(access, { ...valid(), business_number: '123' });
    expect(res.json<{ messages: Record<string, string[]> }>().messages.business_number).toEqual(['Business number should be at least 6 digits']);
    const fr = await post(access, { ...valid(), business_name: ' ' }, 'fr-CA');
    expect(fr.json<{ messages: Record<string, string[]> }>().messages.business_name).toEqual(["Le nom de l'entreprise est obligatoire"]);
  });

  it('an empty body lists every required field', async () => {
    const res = await post(access, {});
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ messages: Record<string, string[]> }>().messages;
    expect(Object.keys(messages).sort()).toEqual(['business_name', 'business_number', 'expected_monthly_volume', 'hst_number', 'sfcr_license', 'unit']);
  });

  it('malformed bodies are 400, never 5xx', async () => {
    for (const payload of [[], 'x', 42, null, { ...valid(), extra: 1 }, { ...valid(), expected_monthly_volume: { n: 1 } }, { ...valid(), business_name: 7 }]) {
      const res = await t.app.inject({ method: 'POST', url: URL, headers: { ...bearer(access), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(access, { ...valid(), expected_monthly_volume: '1e400' })).statusCode).toBe(400);
  });

  it('nothing was stored and the role did not change', async () => {
    // This caller sent every refused body above; it is still a Buyer with no business on file.
    const [user] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    expect(user?.role).toBe('Buyer');
    expect(await t.database.db.select().from(bulkBuyers).where(eq(bulkBuyers.userId, userId))).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(access) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ user: { roles: string } }>().user.roles).toBe('Buyer');
  });
});

describe('who may register', () => {
  it('signed out: 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, payload: valid() })).statusCode).toBe(401);
  });

  it('a Seller or an Admin: 403 bulk.not_a_buyer, in the caller language', async () => {
    for (const role of ['Seller', 'Admin']) {
      const b = await buyer();
      await t.database.db.update(users).set({ role }).where(eq(users.id, b.id));
      const res = await post(b.access, valid(), 'fr');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: translate('bulk.not_a_buyer', 'fr') });
    }
  });
});

describe('registration', () => {
  it('a Buyer becomes a BulkBuyer; values trimmed and normalised; GET answers the business', async () => {
    const b = await buyer();
    const res = await post(b.access, valid());
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json<{ message: string; data: Record<string, unknown>; user: { id: string; roles: string } }>();
    expect(json.message).toBe('Registered successfully.');
    expect(json.user).toMatchObject({ id: b.id, roles: 'BulkBuyer' });
    expect(json.data).toMatchObject({
      user_id: b.id,
      business_name: 'Bistro Bruno',
      business_number: '123456789',
      business_type: 'Restaurant/Food_Service',
      expected_monthly_volume: 500,
      hst_number: '123456789RT0001',
      sfcr_license: 'SFCR-0042',
      unit: 'kg',
    });

    // The same access token now carries the new role (the role is read from the database on every call).
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(b.access) });
    expect(profile.json<{ user: unknown }>().user).toEqual(json.user);
    const got = await t.app.inject({ method: 'GET', url: URL, headers: bearer(b.access) });
    expect(got.statusCode).toBe(200);
    expect(got.json<{ data: unknown }>().data).toEqual(json.data);

    // French answer.
    const again = await post(b.access, { ...valid(), business_name: 'Bistro Bruno inc.' }, 'fr');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Inscription réussie.', data: { business_name: 'Bistro Bruno inc.' }, user: { roles: 'BulkBuyer' } });
    const rows = await t.database.db.select().from(bulkBuyers).where(eq(bulkBuyers.userId, b.id));
    expect(rows).toHaveLength(1);
  });

  it('defaults the business type to Food_Processor; a number volume is accepted', async () => {
    const b = await buyer();
    const { business_type: _omit, ...body } = valid();
    const res = await post(b.access, { ...body, expected_monthly_volume: 12.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { business_type: 'Food_Processor', expected_monthly_volume: 12.5 } });
  });

  it('a replay with the same Idempotency-Key answers the first answer and writes once', async () => {
    const b = await buyer();
    const key = randomUUID();
    const first = await post(b.access, valid(), 'en', key);
    const second = await post(b.access, valid(), 'en', key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });

  it('GET without a business: 404', async () => {
    const b = await buyer();
    expect((await t.app.inject({ method: 'GET', url: URL, headers: bearer(b.access) })).statusCode).toBe(404);
  });
});

describe('orders of a bulk buyer', () => {
  it('name their business (invoice and seller order), and may be paid by invoice', async () => {
    const b = await buyer();
    expect((await post(b.access, valid())).statusCode).toBe(201);
    const farm = await sellerAccount(t, { terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 0 } });
    const productId = await createProduct(t.database.db, farm.farm);
    const [address] = await t.database.db
      .insert(addresses)
      .values({ userId: b.id, fullName: 'Ada Farmer', line1: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2N8' })
      .returning({ id: addresses.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create_order/',
      headers: { ...bearer(b.access), 'idempotency-key': randomUUID() },
      payload: {
        id: randomUUID(),
        seller_id: farm.farm.sellerId,
        lines: [{ product_id: productId, grade: 'top', quantity: 2, unit_price_minor: 500 }],
        fulfilment: 'delivery',
        address_id: address!.id,
        date: todayInCanada(new Date()),
        payment_method: 'invoice_net30',
        note: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { buyer_name: 'Ada Farmer', buyer_business: 'Bistro Bruno', payment_method: 'invoice_net30' } });
  });
});
