// The newsletter over HTTP: double opt-in by the mailed link, the same answer whatever the address's state, links
// that cannot be guessed (only their hash stored), unsubscribe in one click from every mail (List-Unsubscribe
// too), a new confirmation after unsubscribing, throttles per address and per email, the honeypot, and the
// operator's list and CSV (Admin only, safe in a spreadsheet).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { newsletterSubscribers, newsletterTokens } from '../../db/schema/site.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { csvCell, hashToken } from './service.ts';

let t: TestApp;
let address = 0;
/** A fresh Admin per test: tests move the clock past an access token's 15 minutes. */
async function newAdmin() {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.user.id));
  return account.tokens.access;
}
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://market.example.ca/' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  address += 1; // each test asks from its own client address, so the per-address throttle is its own
  t.mails.length = 0;
});

const ip = () => `198.51.100.${address}`;
const fresh = () => `reader.${randomUUID().slice(0, 8)}@example.ca`;
const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/', remoteAddress: ip(), headers: { 'idempotency-key': randomUUID(), ...headers }, payload });
const follow = (kind: 'confirm' | 'unsubscribe', token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/${kind}/`, headers: { 'idempotency-key': randomUUID(), ...headers }, payload: { token } });
const tokenIn = (text: string, page: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`https://market\\.example\\.ca/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in: ${text}`);
  return m[1]!;
};
const row = async (email: string) => (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('POST /api/newsletter/', () => {
  it('mails a confirmation link in the caller’s language and keeps the address pending until it is followed', async () => {
    const email = fresh();
    const res = await subscribe({ email: `  ${email.toUpperCase()} ` }, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Presque fini : nous vous avons envoyé un courriel. Suivez son lien pour confirmer votre abonnement.');
    expect(await row(email)).toMatchObject({ status: 'pending', language: 'fr', consentAt: null });
    expect((await row(email))!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail).toMatchObject({ to: email, subject: 'Confirmez votre abonnement à l’infolettre FreshMarket' });
    const token = tokenIn(mail.body, 'confirm');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const unsubscribe = tokenIn(mail.body, 'unsubscribe');
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://market.example.ca/api/newsletter/one-click/?token=${unsubscribe}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Only hashes are stored: the database alone cannot make a working link.
    const tokens = await t.database.db.select().from(newsletterTokens).where(eq(newsletterTokens.subscriberId, (await row(email))!.id));
    expect(tokens.map((x) => x.tokenHash).sort()).toEqual([hashToken(token), hashToken(unsubscribe)].sort());
    expect(JSON.stringify(tokens)).not.toContain(token);
  });

  it('answers the same for a confirmed address, and mails it nothing', async () => {
    const email = fresh();
    await subscribe({ email });
    const confirmed = await follow('confirm', tokenIn(t.mails[0]!.body, 'confirm'));
    expect(confirmed.statusCode).toBe(200);
    const before = await row(email);
    t.mails.length = 0;
    const again = await subscribe({ email }, { 'accept-language': 'fr' });
    const other = await subscribe({ email: fresh() });
    expect(again.statusCode).toBe(other.statusCode);
    expect(again.json()).toEqual((await subscribe({ email: fresh() }, { 'accept-language': 'fr' })).json());
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(0);
    expect(await row(email)).toMatchObject({ status: 'confirmed', language: before!.language, consentAt: before!.consentAt });
  });

  it('refuses a missing or malformed email with a 400 and keeps nothing', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 'a\u0000b@example.ca' }, { email: fresh(), role: 'Admin' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/newsletter/', remoteAddress: ip(), headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(t.mails).toHaveLength(0);
  });

  it('answers a filled honeypot as sent and keeps and mails nothing', async () => {
    const email = fresh();
    const res = await subscribe({ email, website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(await row(email)).toBeUndefined();
    expect(t.mails).toHaveLength(0);
  });

  it('throttles 5 sign-ups an hour per client address and 3 confirmation mails a day per email, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: fresh() })).statusCode).toBe(202);
    const sixth = await subscribe({ email: fresh() }, { 'accept-language': 'fr' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().message).toMatch(/^Trop d’inscriptions/);

    const email = fresh();
    for (let i = 0; i < 3; i++) {
      address += 1;
      expect((await subscribe({ email })).statusCode).toBe(202);
    }
    address += 1;
    const fourth = await subscribe({ email });
    expect(fourth.statusCode).toBe(429);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(3);
  });

  it('sends one mail for 20 identical requests at once with one Idempotency-Key', async () => {
    const email = fresh();
    const key = randomUUID();
    const all = await Promise.all(Array.from({ length: 20 }, () => subscribe({ email }, { 'idempotency-key': key })));
    expect(all.every((r) => [202, 409].includes(r.statusCode))).toBe(true);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(1);
  });
});

describe('confirm and unsubscribe links', () => {
  it('confirms with the time of consent, mails a welcome with its own unsubscribe link, and answers the same link twice', async () => {
    const email = fresh();
    await subscribe({ email }, { 'accept-language': 'fr' });
    const token = tokenIn(t.mails[0]!.body, 'confirm');
    t.clock.advance(60_000);
    const res = await follow('confirm', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your subscription is confirmed. Thank you!', status: 'confirmed' });
    const r = await row(email);
    expect(r).toMatchObject({ status: 'confirmed', language: 'fr' });
    expect(r!.consentAt!.getTime()).toBe(t.clock.now().getTime());
    const welcome = t.mails.at(-1)!;
    expect(welcome).toMatchObject({ to: email, subject: 'Vous êtes abonné à l’infolettre FreshMarket' });
    expect(tokenIn(welcome.body, 'unsubscribe')).not.toBe(tokenIn(t.mails[0]!.body, 'unsubscribe'));
    expect((await follow('confirm', token)).statusCode).toBe(200);
    expect(t.mails).toHaveLength(2);
  });

  it('refuses guessed, unknown and expired links with a 4xx in the caller’s language', async () => {
    for (const bad of ['x', 'A'.repeat(43), '../../etc', '']) {
      const res = await follow('confirm', bad);
      expect([400, 404]).toContain(res.statusCode);
      expect([400, 404]).toContain((await follow('unsubscribe', bad)).statusCode);
    }
    const unknown = await follow('confirm', 'A'.repeat(43), { 'accept-language': 'fr' });
    expect(unknown.json().message).toMatch(/^Ce lien ne fonctionne pas/);
    const email = fresh();
    await subscribe({ email });
    const confirmToken = tokenIn(t.mails[0]!.body, 'confirm');
    // A confirm token is not an unsubscribe token, nor the other way round.
    expect((await follow('unsubscribe', confirmToken)).statusCode).toBe(404);
    expect((await follow('confirm', tokenIn(t.mails[0]!.body, 'unsubscribe'))).statusCode).toBe(404);
    t.clock.advance(8 * 86_400_000);
    const expired = await follow('confirm', confirmToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This confirmation link has expired. Subscribe again from the footer to get a new one.');
    expect(await row(email)).toMatchObject({ status: 'pending' });
  });

  it('unsubscribes in one click from every mail, twice answers the same, and subscribing again needs a new confirmation', async () => {
    const email = fresh();
    await subscribe({ email });
    const first = t.mails[0]!;
    await follow('confirm', tokenIn(first.body, 'confirm'));
    const welcome = t.mails.at(-1)!;
    // The confirmation mail's link works after confirming, as does the welcome's.
    const res = await follow('unsubscribe', tokenIn(first.body, 'unsubscribe'), { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vous êtes désabonné. Nous ne vous enverrons plus l’infolettre.', status: 'unsubscribed' });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await follow('unsubscribe', tokenIn(welcome.body, 'unsubscribe'))).statusCode).toBe(200);
    // The old confirmation link does not subscribe them again.
    expect((await follow('confirm', tokenIn(first.body, 'confirm'))).statusCode).toBe(404);
    address += 1;
    t.mails.length = 0;
    await subscribe({ email });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    expect(t.mails).toHaveLength(1);
    const consent = t.clock.now();
    t.clock.advance(1000);
    expect((await follow('confirm', tokenIn(t.mails[0]!.body, 'confirm'))).statusCode).toBe(200);
    const back = await row(email);
    expect(back).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
    expect(back!.consentAt!.getTime()).toBeGreaterThan(consent.getTime());
  });

  it('takes the RFC 8058 one-click post of a mail program, with the token in the URL and no key', async () => {
    const email = fresh();
    await subscribe({ email });
    const header = t.mails[0]!.headers!['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/newsletter/one-click/?token=nope', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the operator’s list and CSV', () => {
  it('lists subscribers with state, language and consent time to Admins only', async () => {
    const email = fresh();
    await subscribe({ email }, { 'accept-language': 'fr' });
    const admin = await newAdmin();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers/?status=pending', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.find((s: { email: string }) => s.email === email)).toMatchObject({ status: 'pending', language: 'fr', consent_at: null });
    expect(body.meta.totals.pending).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers/?status=nope', headers: bearer(admin) })).statusCode).toBe(400);
    const buyer = await registerAccount(t.app);
    for (const url of ['/api/admin/newsletter/subscribers/', '/api/admin/newsletter/subscribers.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(buyer.tokens.access) })).statusCode).toBe(403);
    }
  });

  it('exports only confirmed subscribers as CSV, formulas made inert', async () => {
    const pending = fresh();
    await subscribe({ email: pending });
    // The address a spreadsheet would read as a formula (+, - and = are valid first characters of an email).
    const hostile = `+cmd-${randomUUID().slice(0, 4)}@example.ca`;
    address += 1;
    t.mails.length = 0;
    const asked = await subscribe({ email: hostile });
    expect(asked.statusCode).toBe(202);
    await follow('confirm', tokenIn(t.mails[0]!.body, 'confirm'));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv', headers: bearer(await newAdmin()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","language","consent_at","requested_at"');
    expect(res.body).not.toContain(pending);
    const line = lines.find((l) => l.includes(hostile))!;
    expect(line.startsWith(`"'${hostile}"`)).toBe(true);
    expect(line).toMatch(/,"en","\d{4}-\d{2}-\d{2}T[^"]+Z","\d{4}-/);
  });

  it('quotes and prefixes every dangerous first character', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('ok@example.ca')).toBe('"ok@example.ca"');
  });
});
