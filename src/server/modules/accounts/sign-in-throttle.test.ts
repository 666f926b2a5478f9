// Sign-in throttles: a growing delay per account (never a long lock), a generous ceiling per address, known
// devices let through with their own count, change-password counted per session, and concurrent guesses.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, sessions } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

const ADDRESS_CEILING = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ADDRESS_MAX_FAILURES: String(ADDRESS_CEILING) });
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A fresh address each call unless one is given: the account's own throttle is what most tests look at. */
const freshIp = () => `10.40.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function login(identifier: string, password: string, opts: { ip?: string; device?: string; header?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/login/',
    payload: { identifier, password, ...(opts.device && { device_token: opts.device }) },
    headers: { ...(opts.header && { 'x-device-token': opts.header }), ...(opts.lang && { 'accept-language': opts.lang }) },
    remoteAddress: opts.ip ?? freshIp(),
  });
}

describe('per account: a growing delay, never a long lock', () => {
  it('lets 5 failures through, then asks for 2 s, 4 s, 8 s ... at most 5 minutes between attempts', async () => {
    const { body } = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await login(body.email, `Wrong-${i}`)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await login(body.email, body.password, { lang: i === 0 ? 'fr' : undefined });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      if (i === 0) expect(refused.json().message).toBe('Trop de tentatives de connexion échouées. Patientez 2 secondes et réessayez, ou réinitialisez votre mot de passe.');
      t.clock.advance(wait * 1000);
      expect((await login(body.email, `Wrong-again-${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300]);

    // Once the wait is over, the owner's right password works from a device the account has never seen.
    t.clock.advance(300 * 1000);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    // ...and the delay is gone.
    for (let i = 0; i < 5; i++) expect((await login(body.email, `Wrong-later-${i}`)).statusCode).toBe(401);
  });

  it('slows an unknown identifier the same way (nothing tells whether the account exists)', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody-here@example.ca', `Wrong-${i}`)).statusCode).toBe(401);
    expect((await login('nobody-here@example.ca', 'Wrong-5')).statusCode).toBe(429);
  });
});

describe('known devices', () => {
  it('answers a device token at sign-in, stored only as a hash', async () => {
    const { body, user } = await registerAccount(t.app);
    const res = await login(body.email, body.password);
    expect(res.statusCode).toBe(200);
    const token = res.json().device_token as string;
    expect(token.length).toBeGreaterThan(30);
    const rows = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, user.id));
    // One from the registration, one from this sign-in: hashes only.
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    // A sign-in presenting it keeps it.
    const again = await login(body.email, body.password, { device: token });
    expect(again.json().device_token).toBe(token);
  });

  it('answers a device token at registration too, which lets the new owner past strangers', async () => {
    const { body, device_token } = (await registerAccount(t.app)) as Awaited<ReturnType<typeof registerAccount>> & { device_token: string };
    expect(device_token.length).toBeGreaterThan(30);
    for (let i = 0; i < 6; i++) await login(body.email, `Stranger-${i}`);
    expect((await login(body.email, body.password)).statusCode).toBe(429);
    expect((await login(body.email, body.password, { device: device_token })).statusCode).toBe(200);
  });

  it('lets the owner in from a known device while strangers are being slowed down, by body or header', async () => {
    const owner = await registerAccount(t.app);
    const device = (await login(owner.body.email, owner.body.password)).json().device_token as string;
    for (let i = 0; i < 30; i++) await login(owner.body.email, `Stranger-${i}`);
    expect((await login(owner.body.email, owner.body.password)).statusCode).toBe(429);

    expect((await login(owner.body.email, owner.body.password, { device })).statusCode).toBe(200);
    expect((await login(owner.body.email, owner.body.password, { header: device })).statusCode).toBe(200);

    // Another account's device token does not count for this account.
    const other = await registerAccount(t.app);
    const otherDevice = (await login(other.body.email, other.body.password)).json().device_token as string;
    expect((await login(owner.body.email, owner.body.password, { device: otherDevice })).statusCode).toBe(429);
  });

  it("counts a known device's wrong passwords with its own limit of 10", async () => {
    const { body } = await registerAccount(t.app);
    const device = (await login(body.email, body.password)).json().device_token as string;
    const second = (await login(body.email, body.password)).json().device_token as string;
    // Past the account's 5 free failures: a known device is not slowed by the account's delay...
    for (let i = 0; i < 10; i++) expect((await login(body.email, `Wrong-${i}`, { device })).statusCode).toBe(401);
    // ...but by its own count, even with the right password.
    const refused = await login(body.email, body.password, { device });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner's other device, and the account itself, are untouched.
    expect((await login(body.email, body.password, { device: second })).statusCode).toBe(200);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });
});

describe('per address: a generous ceiling', () => {
  it('does not lock out the other accounts behind an address after 10 failures there', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < 10; i++) expect((await login(`guess-a${i}@example.ca`, 'Wrong-pass1', { ip })).statusCode).toBe(401);
    const colleague = await registerAccount(t.app);
    expect((await login(colleague.body.email, colleague.body.password, { ip })).statusCode).toBe(200);
  });

  it(`refuses strangers past ${ADDRESS_CEILING} failures from one address; a success does not clear them; known devices pass`, async () => {
    const ip = '10.41.0.2';
    const regular = await registerAccount(t.app);
    const device = (await login(regular.body.email, regular.body.password)).json().device_token as string;
    const newcomer = await registerAccount(t.app);
    for (let i = 0; i < ADDRESS_CEILING - 1; i++) expect((await login(`guess-b${i}@example.ca`, 'Wrong-pass1', { ip })).statusCode).toBe(401);
    expect((await login(newcomer.body.email, newcomer.body.password, { ip })).statusCode).toBe(200);
    expect((await login('guess-b-last@example.ca', 'Wrong-pass1', { ip })).statusCode).toBe(401);

    const refused = await login(newcomer.body.email, newcomer.body.password, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login(regular.body.email, regular.body.password, { ip, device })).statusCode).toBe(200);
    expect((await login(newcomer.body.email, newcomer.body.password, { ip: '10.41.0.3' })).statusCode).toBe(200);
  });
});

describe('change-password', () => {
  const change = (access: string, old_password: string, next = 'Orchard-2030!') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      headers: bearer(access),
      payload: { old_password, new_password: next, confirm_password: next },
      remoteAddress: freshIp(),
    });

  it('counts wrong current passwords against that session only, never toward the sign-in delay', async () => {
    const { body, tokens } = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await change(tokens.access, `Wrong-${i}`)).statusCode).toBe(400);
    const refused = await change(tokens.access, body.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) expect((await change(tokens.access, `Wrong-more-${i}`)).statusCode).toBe(429);

    // Signing in is not slowed by them (the account's 5 free failures are all still there), and another session
    // may still change the password.
    for (let i = 0; i < 5; i++) expect((await login(body.email, `Wrong-login-${i}`)).statusCode).toBe(401);
    t.clock.advance(2000);
    const other = await login(body.email, body.password);
    expect(other.statusCode).toBe(200);
    expect((await change(other.json().tokens.access, body.password)).statusCode).toBe(200);
  });
});

describe('concurrent guesses', () => {
  const burst = (n: number, send: (i: number) => ReturnType<typeof login>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const checked = (answers: Array<{ statusCode: number }>) => answers.filter((r) => r.statusCode !== 429).length;

  it('checks at most 5 of 50 simultaneous wrong passwords for one account', async () => {
    const { body } = await registerAccount(t.app);
    const answers = await burst(50, (i) => login(body.email, `Wrong-${i}`));
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(checked(answers)).toBeLessThanOrEqual(5);
    expect(checked(answers)).toBeGreaterThan(0);
  });

  it('checks at most 10 of 50 simultaneous wrong passwords from a known device', async () => {
    const { body } = await registerAccount(t.app);
    const device = (await login(body.email, body.password)).json().device_token as string;
    const answers = await burst(50, (i) => login(body.email, `Wrong-${i}`, { device }));
    expect(checked(answers)).toBeLessThanOrEqual(10);
    expect(checked(answers)).toBeGreaterThan(0);
  });

  it(`checks at most ${ADDRESS_CEILING} of 50 simultaneous wrong passwords from one address`, async () => {
    const answers = await burst(50, (i) => login(`spray-${i}@example.ca`, 'Wrong-pass1', { ip: '10.42.0.1' }));
    expect(checked(answers)).toBeLessThanOrEqual(ADDRESS_CEILING);
    expect(checked(answers)).toBeGreaterThan(0);
  });
});

describe('behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true', LOGIN_ADDRESS_MAX_FAILURES: '5' });
  });
  afterAll(async () => {
    await proxied.close();
  });
  const viaProxy = (payload: object, forwardedFor: string, remoteAddress = '10.0.0.1') =>
    proxied.app.inject({ method: 'POST', url: '/api/account/login/', payload, headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });

  it('sees the address the nearest proxy saw, whatever the client wrote to the left of it', async () => {
    const { body, user } = await registerAccount(proxied.app);
    for (let i = 0; i < 5; i++) {
      const res = await viaProxy({ identifier: `guess${i}@example.ca`, password: 'Wrong-pass1' }, `198.51.100.${i + 1}, 203.0.113.7`);
      expect(res.statusCode).toBe(401);
    }
    // A new forged address each time does not reset the client's count.
    expect((await viaProxy({ identifier: 'guess9@example.ca', password: 'Wrong-pass1' }, '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
    expect((await viaProxy({ identifier: body.email, password: body.password }, '192.0.2.50, 203.0.113.7')).statusCode).toBe(429);

    const ok = await viaProxy({ identifier: body.email, password: body.password }, '192.0.2.50, 203.0.113.8');
    expect(ok.statusCode).toBe(200);
    const ips = (await proxied.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.ip);
    expect(ips).toContain('203.0.113.8');
    expect(ips).not.toContain('192.0.2.50');
  });
});

describe('LOGIN_ADDRESS_MAX_FAILURES=0', () => {
  it('counts no failures per address, and the account delay still applies', async () => {
    const open = await createTestApp({ LOGIN_ADDRESS_MAX_FAILURES: '0' });
    try {
      const { body } = await registerAccount(open.app);
      const signIn = (identifier: string, password: string) =>
        open.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier, password }, remoteAddress: '10.43.0.1' });
      expect((await signIn(body.email, body.password)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(body.email, `Wrong-${i}`)).statusCode).toBe(401);
      expect((await signIn(body.email, body.password)).statusCode).toBe(429);
    } finally {
      await open.close();
    }
  });
});

describe('behind proxies named by address', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8,192.168.1.1' });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('takes the client address from X-Forwarded-For only through a listed proxy', async () => {
    const { body, user } = await registerAccount(proxied.app);
    const signIn = (forwardedFor: string, remoteAddress: string) =>
      proxied.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: body.email, password: body.password }, headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });
    expect((await signIn('192.0.2.1, 203.0.113.9', '10.1.2.3')).statusCode).toBe(200);
    expect((await signIn('203.0.113.10', '198.51.100.7')).statusCode).toBe(200);
    const ips = (await proxied.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.ip);
    expect(ips).toEqual(expect.arrayContaining(['203.0.113.9', '198.51.100.7']));
    expect(ips).not.toContain('192.0.2.1');
    expect(ips).not.toContain('203.0.113.10');
  });
});
