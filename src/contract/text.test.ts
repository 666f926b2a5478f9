// Every text field of every write schema (and query) of the contract refuses NUL and lone UTF-16 surrogates with
// validation.invalid_characters, and only that message, as the server does on every route; accents, emoji (a
// surrogate *pair*) and the field's other rules are untouched. One row per schema: a valid value, then each text
// field with what it accepts (a free-text field takes accents and emoji; a formatted one its own format).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressCreateBody,
  addressPatchBody,
  changePasswordBody,
  forgetPasswordBody,
  loginBody,
  logoutBody,
  otpRequestBody,
  profilePatchBody,
  refreshBody,
  registerBody,
  verifyOtpBody,
} from './accounts.ts';
import {
  branchPatchSchema,
  branchReviewDecisionSchema,
  branchWriteSchema,
  catalogueFilterSchema,
  productCreateSchema,
  productListQuery,
  productUpdateSchema,
  sellerPatchSchema,
  sellerRegistrationSchema,
  stockMovementWriteSchema,
} from './catalogue.ts';
import { createOrderSchema, orderReviewSchema, orderTransitionSchema, problemAnswerSchema, problemReportSchema, sellerOrdersQuery } from './orders.ts';
import {
  bulkBuyerRegistrationSchema,
  closeRequestSchema,
  createRequestSchema,
  quoteTermsWriteSchema,
  quoteTransitionSchema,
  requestsQuery,
  submitQuoteSchema,
} from './quotes.ts';
import { syncBatchRequest, syncQuery } from './sync.ts';
import { hasInvalidCharacters, INVALID_CHARACTERS_CODE, storableString } from './text.ts';
import { MESSAGES, translate } from './messages.ts';

const FREE = 'Crème brûlée 🍓 à l’Île';
const UUID = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PASSWORD = 'Récolte2026🍓';

const productBase = {
  name: 'Carrots',
  category_id: UUID(1),
  branch_id: UUID(2),
  unit: 'kg',
  status: 'Published',
  currency: 'CAD',
  grades: [{ grade: 'top', price_minor: 450, stock: 10 }],
};
const termsBase = {
  grade: 'top',
  pack_type: 'Sacks',
  quantity: 100,
  availability_start: '2026-06-01',
  availability_end: '2026-06-30',
  delivery_date: '2026-06-10',
  location: 'Guelph',
  price_minor: 100,
};

interface Row {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Field path (dots into objects and arrays) -> a value the field accepts. */
  fields: Record<string, unknown>;
}

const rows: Row[] = [
  // accounts
  {
    name: 'registerBody',
    schema: registerBody,
    valid: { first_name: 'Marie', last_name: 'Tremblay', email: 'marie@example.ca', phone_number: '514 555 0199', password: PASSWORD, confirm_password: PASSWORD },
    fields: { first_name: FREE, last_name: FREE, email: 'Zoe@Example.ca', phone_number: '+1 514 555 0199', password: PASSWORD, confirm_password: PASSWORD },
  },
  {
    name: 'loginBody',
    schema: loginBody,
    valid: { identifier: 'marie@example.ca', password: 'x' },
    fields: { identifier: 'zoé@example.ca', password: PASSWORD, device_token: 'token-1' },
  },
  { name: 'refreshBody', schema: refreshBody, valid: { refreshToken: 't' }, fields: { refreshToken: 'token-1' } },
  { name: 'logoutBody', schema: logoutBody, valid: {}, fields: { refreshToken: 'token-1' } },
  { name: 'otpRequestBody', schema: otpRequestBody, valid: { identifier: 'x' }, fields: { identifier: 'zoé@example.ca' } },
  { name: 'verifyOtpBody', schema: verifyOtpBody, valid: { identifier: 'x', otp: '123456' }, fields: { identifier: 'zoé@example.ca', otp: '654321' } },
  {
    name: 'forgetPasswordBody',
    schema: forgetPasswordBody,
    valid: { reset_token: 't', password: PASSWORD, confirm_password: PASSWORD },
    fields: { reset_token: 'token-1', password: PASSWORD, confirm_password: PASSWORD },
  },
  {
    name: 'changePasswordBody',
    schema: changePasswordBody,
    valid: { old_password: 'Old-pass1', new_password: PASSWORD, confirm_password: PASSWORD },
    fields: { old_password: 'Ancien🍓1', new_password: PASSWORD, confirm_password: PASSWORD, refreshToken: 'token-1' },
  },
  {
    name: 'profilePatchBody',
    schema: profilePatchBody,
    valid: {},
    fields: {
      first_name: FREE,
      last_name: FREE,
      other_mobile_number: '416 555 0123',
      whatsapp_number: '',
      instagram_profile: 'https://instagram.com/ferme_é',
      facebook_profile: 'https://facebook.com/ferme',
    },
  },
  ...[addressCreateBody, addressPatchBody].map(
    (schema, i): Row => ({
      name: i === 0 ? 'addressCreateBody' : 'addressPatchBody',
      schema,
      valid: { full_name: 'Marie Tremblay', line1: '1 rue Principale', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5', is_default: false },
      fields: {
        label: 'Chalet 🏡',
        full_name: FREE,
        phone_number: '418 555 0100',
        line1: FREE,
        line2: FREE,
        city: 'Trois-Rivières',
        postal_code: 'g1r4p5',
        delivery_instructions: FREE,
      },
    }),
  ),
  // catalogue
  ...[catalogueFilterSchema, productListQuery].map(
    (schema, i): Row => ({
      name: i === 0 ? 'catalogueFilterSchema' : 'productListQuery',
      schema,
      valid: {},
      fields: { q: 'pommes 🍎 crème', category: 'légumes', seller: UUID(3) },
    }),
  ),
  ...[sellerRegistrationSchema, sellerPatchSchema].map(
    (schema, i): Row => ({
      name: i === 0 ? 'sellerRegistrationSchema' : 'sellerPatchSchema',
      schema,
      valid: { farm_name: 'Ferme Lavoie', province: 'QC', city: 'Lévis', address: '12 rang Saint-Étienne' },
      fields: { farm_name: FREE, description: FREE, city: FREE, address: FREE, postal_code: 'G6V 1A1', phone: '+1 418 555 0100', 'certifications.0': 'Biologique 🌱' },
    }),
  ),
  ...[branchWriteSchema, branchPatchSchema].map(
    (schema, i): Row => ({
      name: i === 0 ? 'branchWriteSchema' : 'branchPatchSchema',
      schema,
      valid: { name: 'Home farm', province: 'ON', city: 'Guelph', address: '1 Farm Rd' },
      fields: { name: FREE, city: FREE, address: FREE, postal_code: 'N1H 1A1', phone: '519 555 0100' },
    }),
  ),
  { name: 'branchReviewDecisionSchema', schema: branchReviewDecisionSchema, valid: { decision: 'reject', reason: 'Wrong address' }, fields: { reason: FREE } },
  ...[productCreateSchema, productUpdateSchema].map(
    (schema, i): Row => ({
      name: i === 0 ? 'productCreateSchema' : 'productUpdateSchema',
      schema,
      valid: productBase,
      fields: { name: FREE, name_fr: FREE, description: FREE, 'tags.0': 'été 🌞' },
    }),
  ),
  {
    name: 'stockMovementWriteSchema',
    schema: stockMovementWriteSchema,
    valid: { id: UUID(4), grade: 'top', kind: 'harvested', delta: 5 },
    fields: { note: FREE },
  },
  // orders
  {
    name: 'createOrderSchema',
    schema: createOrderSchema,
    valid: {
      id: UUID(5),
      seller_id: UUID(6),
      lines: [{ product_id: UUID(7), grade: 'top', quantity: 1, unit_price_minor: 100 }],
      fulfilment: 'pickup',
      branch_id: UUID(2),
      date: '2026-06-10',
      payment_method: 'pay_on_pickup',
    },
    fields: { date: '2026-06-11', note: FREE },
  },
  { name: 'orderTransitionSchema', schema: orderTransitionSchema, valid: { to: 'cancelled' }, fields: { reason: FREE } },
  { name: 'orderReviewSchema', schema: orderReviewSchema, valid: { product_id: UUID(7), rating: 5 }, fields: { comment: FREE } },
  {
    name: 'problemReportSchema',
    schema: problemReportSchema,
    valid: { id: UUID(8), lines: [{ line_id: UUID(9), kind: 'missing', quantity: 1 }], description: 'Missing' },
    fields: { description: FREE },
  },
  { name: 'problemAnswerSchema', schema: problemAnswerSchema, valid: { resolution: 'declined', note: 'No' }, fields: { note: FREE } },
  { name: 'sellerOrdersQuery', schema: sellerOrdersQuery, valid: {}, fields: { from: '2026-06-01', to: '2026-06-30', q: FREE } },
  // quotes
  {
    name: 'bulkBuyerRegistrationSchema',
    schema: bulkBuyerRegistrationSchema,
    valid: { business_name: 'Bistro', business_number: '123456789', expected_monthly_volume: '500', hst_number: '123456789RT0001', sfcr_license: 'SFCR-1', unit: 'kg' },
    fields: { business_name: FREE, business_number: '123 456 789', expected_monthly_volume: ' 500 ', hst_number: '123456789 rt0001', sfcr_license: 'SFCR-É1 🍓' },
  },
  {
    name: 'createRequestSchema',
    schema: createRequestSchema,
    valid: {
      id: UUID(10),
      category_id: UUID(1),
      title: 'Carrots',
      quantity: 100,
      fulfilment: 'pickup',
      province: 'ON',
      delivery_date: '2026-06-10',
      window_start: '08:00',
      window_end: '10:00',
      audience: 'matching',
    },
    fields: { title: FREE, variety: FREE, packaging: FREE, delivery_date: '2026-06-11', window_start: '07:30', window_end: '09:45', note: FREE },
  },
  { name: 'closeRequestSchema', schema: closeRequestSchema, valid: {}, fields: { reason: FREE } },
  { name: 'requestsQuery', schema: requestsQuery, valid: {}, fields: { q: FREE } },
  {
    name: 'quoteTermsWriteSchema',
    schema: quoteTermsWriteSchema,
    valid: termsBase,
    fields: {
      variety: FREE,
      pack_type: FREE,
      pack_style: FREE,
      availability_start: '2026-06-02',
      availability_end: '2026-06-29',
      delivery_date: '2026-06-12',
      location: FREE,
    },
  },
  { name: 'submitQuoteSchema', schema: submitQuoteSchema, valid: { id: UUID(11), terms: termsBase }, fields: { 'terms.pack_type': FREE, 'terms.location': FREE, note: FREE } },
  {
    name: 'quoteTransitionSchema',
    schema: quoteTransitionSchema,
    valid: { action: 'counter', expected_version: 1, terms: termsBase },
    fields: { 'terms.variety': FREE, note: FREE, reason: FREE },
  },
  // sync
  { name: 'syncQuery', schema: syncQuery, valid: {}, fields: { cursor: 'abc' } },
  {
    name: 'syncBatchRequest',
    schema: syncBatchRequest,
    valid: { mutations: [{ id: UUID(12), method: 'PATCH', path: '/cart/1/', headers: {} }] },
    fields: { 'mutations.0.id': UUID(13), 'mutations.0.path': '/cart/2/', 'mutations.0.headers.If-Match': '"3"' },
  },
];

/** A copy of `base` with `value` at `path` (creating objects and arrays on the way). */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const out = structuredClone(base);
  const parts = path.split('.');
  let at: Record<string, unknown> = out;
  parts.slice(0, -1).forEach((part, i) => {
    at[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    at = at[part] as Record<string, unknown>;
  });
  at[parts.at(-1)!] = value;
  return out;
}

/** The messages the schema answers for one field path. */
function messagesAt(schema: z.ZodType, value: unknown, path: string): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}

const REFUSED = ['\u0000', 'Carrots\u0000', ' \u0000 ', '\ud800', 'ab\udc00', '\udfff\ud800', 'x'.repeat(5000) + '\u0000'];

describe('text no field may hold', () => {
  it('the rule: NUL and lone surrogates, not pairs, accents or other controls', () => {
    for (const bad of REFUSED) expect(hasInvalidCharacters(bad)).toBe(true);
    for (const good of ['', FREE, '🍓🍎', 'tab\tand\nnewline', '\u0001', '\ufffd']) expect(hasInvalidCharacters(good)).toBe(false);
  });

  it('the message is translated in English and French', () => {
    expect(MESSAGES[INVALID_CHARACTERS_CODE].en).toBeTruthy();
    expect(translate(INVALID_CHARACTERS_CODE, 'en')).toBe('Remove the invisible or broken characters from this field');
    expect(translate(INVALID_CHARACTERS_CODE, 'fr')).toBe('Retirez les caractères invisibles ou invalides de ce champ');
  });

  it('storableString checks the raw value first and stops there', () => {
    const schema = storableString({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(3, { error: 'validation.too_long' });
    expect(schema.safeParse(' \u0000 ').error?.issues.map((i) => i.message)).toEqual([INVALID_CHARACTERS_CODE]);
    expect(schema.safeParse('toolong\u0000').error?.issues.map((i) => i.message)).toEqual([INVALID_CHARACTERS_CODE]);
    expect(schema.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['validation.required']);
    expect(schema.safeParse(5).error?.issues.map((i) => i.message)).toEqual(['validation.required']);
    expect(schema.parse(' ok ')).toBe('ok');
  });
});

describe.each(rows)('$name', ({ schema, valid, fields }) => {
  it('the valid value parses', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(Object.keys(fields))('%s refuses NUL and lone surrogates with the one code', (path) => {
    for (const bad of REFUSED) {
      expect(messagesAt(schema, withValue(valid, path, bad), path), JSON.stringify(bad)).toEqual([INVALID_CHARACTERS_CODE]);
    }
  });

  it.each(Object.entries(fields))('%s accepts %s', (path, ok) => {
    expect(schema.safeParse(withValue(valid, path, ok)).error?.issues).toBeUndefined();
  });
});
