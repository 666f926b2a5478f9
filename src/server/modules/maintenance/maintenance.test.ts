// Maintenance mode over HTTP: switched from the console (Admin only) or the environment; while on, writes from
// visitors and signed-in non-admins answer 503 with Retry-After and change nothing, reads keep working, admins and
// signing in keep working; off again, the same write (same Idempotency-Key) goes through once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { bearer, createTestApp, newAccount, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let buyer: Awaited<ReturnType<typeof registerAccount>>;
async function newAdmin() {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.user.id));
  return account.tokens.access;
}
beforeAll(async () => {
  t = await createTestApp();
  // Accounts are made before maintenance: registering is a write it pauses.
  admin = await newAdmin();
  buyer = await registerAccount(t.app, newAccount());
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await switchTo(admin, { enabled: false });
});

const state = () => t.app.inject({ method: 'GET', url: '/api/maintenance/' });
const switchTo = (access: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/maintenance/', headers: { ...(access ? bearer(access) : {}), 'idempotency-key': randomUUID() }, payload });
const contact = (subject: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    headers: { 'idempotency-key': randomUUID(), ...headers },
    payload: { name: 'Léa', email: `lea.${randomUUID().slice(0, 6)}@example.ca`, subject, message: 'Bonjour' },
  });

describe('maintenance mode', () => {
  it('is off by default, and only Admins switch it from the console, with a return time', async () => {
    expect((await state()).json()).toEqual({ data: { enabled: false, until: null, source: null } });
    expect((await switchTo(null, { enabled: true })).statusCode).toBe(401);
    expect((await switchTo(buyer.tokens.access, { enabled: true })).statusCode).toBe(403);
    expect((await switchTo(admin, { enabled: true, until: 'tomorrow' })).statusCode).toBe(400);
    const on = await switchTo(admin, { enabled: true, until: '2030-01-01T14:00:00-05:00' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ enabled: true, until: '2030-01-01T19:00:00.000Z', source: 'console' });
    expect((await state()).json().data).toEqual({ enabled: true, until: '2030-01-01T19:00:00.000Z', source: 'console' });
  });

  it('answers writes from visitors and non-admins 503 with Retry-After in their language and changes nothing; reads, sign-in and admins keep working', async () => {
    const inFive = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    await switchTo(admin, { enabled: true, until: inFive });

    const subject = `During maintenance ${randomUUID()}`;
    const visitor = await contact(subject, { 'accept-language': 'fr' });
    expect(visitor.statusCode).toBe(503);
    expect(visitor.headers['retry-after']).toBe('300');
    expect(visitor.json()).toMatchObject({ code: 'maintenance', message: 'FreshMarket est en maintenance planifiée. Votre changement est gardé sur votre appareil et sera envoyé à notre retour.' });
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/product/wishlist/', headers: { ...bearer(buyer.tokens.access), 'idempotency-key': randomUUID() }, payload: {} });
    expect(signedIn.statusCode).toBe(503);
    const batch = await t.app.inject({ method: 'POST', url: '/api/sync/batch/', headers: bearer(buyer.tokens.access), payload: { mutations: [] } });
    expect(batch.statusCode).toBe(503);
    expect((await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).length).toBe(0);

    // Reads and signing in keep working.
    expect((await t.app.inject({ method: 'GET', url: '/api/product/categories/' })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'idempotency-key': randomUUID() }, payload: { identifier: buyer.body.email, password: buyer.body.password } });
    expect(login.statusCode).toBe(200);
    // Admins keep working, on the console and elsewhere.
    const adminWrite = await contact(`Admin ${randomUUID()}`, bearer(admin));
    expect(adminWrite.statusCode).toBe(201);
    // A forged or expired token is treated as a visitor's.
    expect((await contact('x', { authorization: 'Bearer not-a-token' })).statusCode).toBe(503);
  });

  it('sends the same write through once when maintenance ends', async () => {
    await switchTo(admin, { enabled: true });
    const register = await t.app.inject({ method: 'POST', url: '/api/account/register/', headers: { 'idempotency-key': randomUUID() }, payload: newAccount() });
    expect(register.statusCode).toBe(503);
    const key = randomUUID();
    const subject = `Queued ${randomUUID()}`;
    const payload = { name: 'Léa', email: 'queued@example.ca', subject, message: 'Bonjour' };
    const send = () => t.app.inject({ method: 'POST', url: '/api/contact/', remoteAddress: '192.0.2.77', headers: { 'idempotency-key': key }, payload });
    const first = await send();
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('120');
    await switchTo(admin, { enabled: false });
    expect((await state()).json().data.enabled).toBe(false);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).length).toBe(1);
  });

  it('is on from the environment whatever the console says, with its return time', async () => {
    const env = await createTestApp({ MAINTENANCE: '1', MAINTENANCE_UNTIL: '2030-06-01T12:00:00Z' });
    try {
      expect((await env.app.inject({ method: 'GET', url: '/api/maintenance/' })).json().data).toEqual({ enabled: true, until: '2030-06-01T12:00:00.000Z', source: 'environment' });
      const res = await env.app.inject({ method: 'POST', url: '/api/contact/', headers: { 'idempotency-key': randomUUID() }, payload: { name: 'A', email: 'a@example.ca', subject: 's', message: 'm' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('600');
    } finally {
      await env.close();
    }
  });
});
