// Registration and sign-in: happy paths, refused bodies, duplicates, wrong passwords, phone formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, ...(remoteAddress && { remoteAddress }) });

describe('POST /api/account/register/', () => {
  it('creates a Buyer and answers 201 with tokens, user and a message', async () => {
    const body = newAccount({ email: '  New.Person@Example.CA ', phone_number: '(416) 555-7001' });
    const res = await post('/api/account/register/', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe('Registration successful');
    expect(json.tokens.access).toMatch(/^ey/);
    expect(json.tokens.refresh.length).toBeGreaterThan(30);
    expect(json.user).toMatchObject({ email: 'new.person@example.ca', phone_number: '+14165557001', roles: 'Buyer' });
    expect(json.user).not.toHaveProperty('password_hash');
  });

  it('answers the message in French with Accept-Language: fr', async () => {
    const res = await post('/api/account/register/', newAccount(), { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Inscription réussie');
  });

  it('refuses a roles or role key (no self-promotion) and creates nothing', async () => {
    for (const extra of [{ roles: 'Admin' }, { role: 'Seller' }]) {
      const body = newAccount(extra);
      const res = await post('/api/account/register/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().messages)).toEqual(Object.keys(extra));
      const login = await post('/api/account/login/', { identifier: body.email, password: body.password }, {}, '10.9.0.1');
      expect(login.statusCode).toBe(401);
    }
  });

  it('answers 409 on the field that is taken', async () => {
    const first = await registerAccount(t.app);
    const sameEmail = await post('/api/account/register/', newAccount({ email: first.body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().messages).toEqual({ email: ['An account with this email already exists'] });
    const samePhone = await post('/api/account/register/', newAccount({ phone_number: first.user.phone_number }), { 'accept-language': 'fr' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().messages).toEqual({ phone_number: ['Un compte avec ce numéro de téléphone existe déjà'] });
  });

  it('lists every invalid field with translated messages', async () => {
    const res = await post(
      '/api/account/register/',
      { first_name: '', email: 'not-an-email', phone_number: '12', password: 'short', confirm_password: 'other' },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(400);
    const { messages } = res.json();
    expect(messages.first_name).toEqual(['Le prénom est obligatoire']);
    expect(messages.last_name).toEqual(['Le nom est obligatoire']);
    expect(messages.email).toEqual(['Entrez une adresse courriel valide']);
    expect(messages.phone_number[0]).toMatch(/numéro de téléphone valide/);
    expect(messages.password[0]).toMatch(/au moins 8 caractères/);
  });

  it('reports mismatched passwords on confirm_password', async () => {
    const res = await post('/api/account/register/', newAccount({ confirm_password: 'Harvest2027!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ confirm_password: ['Passwords do not match'] });
  });

  it('answers 400, never 5xx, to wrong types, malformed JSON, empty and non-object bodies', async () => {
    const cases: Array<{ payload: string; type?: string }> = [
      { payload: JSON.stringify({ ...newAccount(), email: 42, first_name: { a: 1 } }) },
      { payload: '{"first_name": "A",' },
      { payload: '' },
      { payload: 'null' },
      { payload: '[1,2]' },
      { payload: '"text"' },
      { payload: '{"__proto__": {"x": 1}}' },
      { payload: 'first_name=a', type: 'application/x-www-form-urlencoded' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/register/',
        payload: c.payload,
        headers: { 'content-type': c.type ?? 'application/json' },
      });
      expect(res.statusCode, c.payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.payload).toBeLessThan(500);
      expect(res.json().code).toBeTypeOf('string');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});

describe('POST /api/account/login/', () => {
  it('signs in by email in any case and answers tokens and user', async () => {
    const { body } = await registerAccount(t.app);
    const res = await post('/api/account/login/', { identifier: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().tokens.access).toMatch(/^ey/);
    expect(res.json().user.email).toBe(body.email);
  });

  it('signs in by phone written in several formats', async () => {
    const { body } = await registerAccount(t.app, { phone_number: '+1 613 555 0142' });
    for (const identifier of ['+16135550142', '613-555-0142', '(613) 555 0142', '1 613 555 0142', '6135550142']) {
      const res = await post('/api/account/login/', { identifier, password: body.password });
      expect(res.statusCode, identifier).toBe(200);
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { body } = await registerAccount(t.app);
    const wrong = await post('/api/account/login/', { identifier: body.email, password: 'Wrong-pass1' }, {}, '10.1.0.1');
    const unknown = await post('/api/account/login/', { identifier: 'nobody@example.ca', password: 'Wrong-pass1' }, {}, '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'unauthorized', message: 'Incorrect email, phone or password' });
    const fr = await post('/api/account/login/', { identifier: body.email, password: 'x' }, { 'accept-language': 'fr' }, '10.1.0.1');
    expect(fr.json().message).toBe('Courriel, téléphone ou mot de passe incorrect');
  });

  it('refuses missing fields and unknown keys with 400', async () => {
    const res = await post('/api/account/login/', { identifier: 'a@b.ca' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ password: ['Password is required'] });
    const extra = await post('/api/account/login/', { identifier: 'a@b.ca', password: 'x', remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().messages).toHaveProperty('remember');
  });
  // Throttling of sign-in: sign-in-throttle.test.ts.
});
