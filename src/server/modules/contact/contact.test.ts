// The contact form and the operator's inbox over HTTP: the spec's messages in both languages, visitors and signed-in
// users, the mail to the operator, throttles per address and per email, the honeypot, hostile text, the same message
// sent 50 times at once with one key, and the inbox (Admin only): read, answer by mail once, nothing leaks to others.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { access: string; id: string };
let address = 0;
async function newAdmin() {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.user.id));
  return { access: account.tokens.access, id: account.user.id };
}
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'inbox@example.ca' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  address += 1; // each test writes from its own client address, so the per-address throttle is its own
  t.mails.length = 0;
});

const ip = () => `203.0.113.${address}`;
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact/', remoteAddress: ip(), headers: { 'idempotency-key': randomUUID(), ...headers }, payload });
const visitor = (over: object = {}) => ({ name: 'Léa Tremblay', email: `lea.${randomUUID().slice(0, 8)}@example.ca`, subject: 'Wholesale eggs', message: 'Do farms near Sherbrooke sell eggs by the case?', ...over });
const inbox = (access: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/admin/contact-messages/${query}`, headers: access ? bearer(access) : {} });
const post = (url: string, access: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { ...bearer(access), 'idempotency-key': randomUUID() }, ...(payload && { payload }) });

describe('POST /api/contact/', () => {
  it('stores the message, mails it to the operator and answers in the caller’s language', async () => {
    const body = visitor();
    const res = await send(body, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Votre message a bien été envoyé !' });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ name: 'Léa Tremblay', subject: 'Wholesale eggs', status: 'new', language: 'fr', userId: null });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipHash).not.toContain(ip());
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: 'inbox@example.ca', subject: 'Contact form: Wholesale eggs' });
    expect(t.mails[0]!.body).toContain(`Léa Tremblay <${body.email}>`);
    expect(t.mails[0]!.body).toContain('Do farms near Sherbrooke sell eggs by the case?');
  });

  it('refuses a missing subject and message with the spec’s words, in English and French, and keeps nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const en = await send(visitor({ subject: '  ', message: '' }));
    expect(en.statusCode).toBe(400);
    expect(en.json().messages).toMatchObject({ subject: ['Subject is required'], message: ['Message is required'] });
    const fr = await send(visitor({ subject: '', message: ' ' }), { 'accept-language': 'fr' });
    expect(fr.json().messages).toMatchObject({ subject: ['Le sujet est obligatoire'], message: ['Le message est obligatoire'] });
    const noName = await send(visitor({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().messages).toMatchObject({ name: ['Please tell us your name'] });
    const badEmail = await send(visitor({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    const tooLong = await send(visitor({ message: 'x'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    const extra = await send({ ...visitor(), role: 'Admin' });
    expect(extra.statusCode).toBe(400);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
    expect(t.mails).toHaveLength(0);
  });

  it('refuses NUL bytes and lone surrogates with a 400, never a 5xx', async () => {
    for (const bad of ['a\u0000b', 'x\ud800y']) {
      const res = await send(visitor({ subject: bad }));
      expect(res.statusCode).toBe(400);
    }
    const raw = await t.app.inject({ method: 'POST', url: '/api/contact/', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: '{"subject": "\\ud800", "message": "x"}' });
    expect(raw.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/contact/', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: '{"subject":' });
    expect(broken.statusCode).toBe(400);
  });

  it('a signed-in user writes with the account’s name and email, whatever the body says', async () => {
    const account = await registerAccount(t.app, { first_name: 'Sam', last_name: 'Field' });
    const res = await send({ subject: 'My order', message: 'Where is it?', name: 'Someone Else', email: 'other@example.ca' }, bearer(account.tokens.access));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.userId, account.user.id));
    expect(row).toMatchObject({ name: 'Sam Field', email: account.user.email });
  });

  it('a filled honeypot is answered as sent and kept nowhere', async () => {
    const body = visitor({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toEqual([]);
    expect(t.mails).toHaveLength(0);
  });

  it('throttles: 3 an hour from one email, 5 from one address, 429 with Retry-After in the caller’s language', async () => {
    const email = `busy.${randomUUID().slice(0, 8)}@example.ca`;
    for (let i = 0; i < 3; i++) expect((await send(visitor({ email, subject: `n${i}` }))).statusCode).toBe(201);
    const fourth = await send(visitor({ email }), { 'accept-language': 'fr' });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().message).toMatch(/^Vous avez envoyé plusieurs messages/);
    for (let i = 0; i < 2; i++) expect((await send(visitor())).statusCode).toBe(201);
    expect((await send(visitor())).statusCode).toBe(429); // the address's sixth
    t.clock.advance(3601_000);
    expect((await send(visitor())).statusCode).toBe(201);
  });

  it('the same message sent 50 times at once with one key is stored and mailed once', async () => {
    const key = randomUUID();
    const body = visitor();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(body, { 'idempotency-key': key })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(codes).toContain(201);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(1);
    expect(t.mails).toHaveLength(1);
    const replay = await send(body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(t.mails).toHaveLength(1);
  });
});

describe('the operator’s inbox', () => {
  beforeAll(async () => {
    admin = await newAdmin(); // after the throttle test's clock moved past an access token's life
  });
  it('is for Admins only: 401 signed out, 403 for a buyer, on every route', async () => {
    const buyer = await registerAccount(t.app);
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await inbox(buyer.tokens.access)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(contactMessages).limit(1);
    expect((await post(`/api/admin/contact-messages/${row!.id}/read/`, buyer.tokens.access)).statusCode).toBe(403);
    expect((await post(`/api/admin/contact-messages/${row!.id}/reply/`, buyer.tokens.access, { reply: 'Hi' })).statusCode).toBe(403);
  });

  it('lists newest first with the unread count, filters by state, marks read, answers once by mail in the sender’s language', async () => {
    const body = visitor({ subject: 'Livraison à Québec?', message: 'Livrez-vous à Québec?\nMerci' });
    expect((await send(body, { 'accept-language': 'fr' })).statusCode).toBe(201);
    const list = await inbox(admin.access, '?status=new');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    const mine = page.data.find((m: { email: string }) => m.email === body.email);
    expect(mine).toMatchObject({ subject: 'Livraison à Québec?', status: 'new', language: 'fr' });
    const times = page.data.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.meta.unread).toBe(page.meta.count);
    const id = mine.id as string;

    const read = await post(`/api/admin/contact-messages/${id}/read/`, admin.access);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'read' });
    expect(read.json().data.read_at).not.toBeNull();
    expect((await inbox(admin.access, '?status=new')).json().data.map((m: { id: string }) => m.id)).not.toContain(id);

    expect((await post(`/api/admin/contact-messages/${id}/reply/`, admin.access, { reply: '  ' })).statusCode).toBe(400);
    t.mails.length = 0;
    const answered = await post(`/api/admin/contact-messages/${id}/reply/`, admin.access, { reply: 'Oui, le jeudi.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'answered', reply: 'Oui, le jeudi.' });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: body.email, subject: 'Re : Livraison à Québec?' });
    expect(t.mails[0]!.body).toContain('Bonjour Léa Tremblay');
    expect(t.mails[0]!.body).toContain('> Livrez-vous à Québec?\n> Merci');
    const again = await post(`/api/admin/contact-messages/${id}/reply/`, admin.access, { reply: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(t.mails).toHaveLength(1);
    expect((await inbox(admin.access, '?status=answered')).json().data.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('unknown or malformed ids answer 404, bad filters 400', async () => {
    expect((await post(`/api/admin/contact-messages/${randomUUID()}/read/`, admin.access)).statusCode).toBe(404);
    expect((await post('/api/admin/contact-messages/not-a-uuid/read/', admin.access)).statusCode).toBe(404);
    expect((await inbox(admin.access, '?status=deleted')).statusCode).toBe(400);
    expect((await inbox(admin.access, '?page=0')).statusCode).toBe(400);
  });
});
