// The server log never holds a password, its hash, an email or phone number sent to a failed query, a bearer token
// or a one-time code: the real app logs into a captured stream while registrations, sign-ins and crashes happen.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { users } from '../db/schema/accounts.ts';
import type { Mail } from '../mail.ts';
import { bearer, createTestApp, newAccount, type TestApp } from '../test/harness.ts';

let t: TestApp;
let app: FastifyInstance;
let dataDir: string;
const lines: string[] = [];
const mails: Mail[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  // The harness's app is silent; a second app on the same database logs everything, at debug level, into `lines`.
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'fm-log-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'debug',
    SEED_DEMO: 'false',
  });
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(config, { database: t.database, now: t.clock.now, mailSink: (mail) => void mails.push(mail), logStream });
  // A route that fails the way a real one does: a query whose parameters are the caller's secrets, and a careless
  // debug line with the whole body and headers.
  app.post('/api/test/crash', async (request) => {
    const body = request.body as Record<string, string>;
    request.log.info({ body, headers: request.headers, user: { tokens: { access: 'tok-in-object' } } }, 'debugging a crash');
    await app.db.execute(sql`select ${body.password}::int, ${body.email}::int, ${body.otp}::int, ${body.refresh}::int`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server log', () => {
  it('holds no secret from registrations, sign-ins, a database error and a debug line', async () => {
    const account = newAccount();
    const created = await app.inject({ method: 'POST', url: '/api/account/register/', payload: account });
    expect(created.statusCode).toBe(201);
    const { access, refresh } = created.json<{ tokens: { access: string; refresh: string } }>().tokens;
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, account.email));
    // The same email again fails in the database's unique index (or before it); a NUL fails before any query.
    await app.inject({ method: 'POST', url: '/api/account/register/', payload: { ...account, phone_number: '+1 416 555 9876' } });
    await app.inject({ method: 'POST', url: '/api/account/register/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(newAccount({ first_name: 'A\u0000' })) });
    await app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: account.email, password: 'Wrong-pass-123' } });
    await app.inject({ method: 'GET', url: '/api/account/user-profile/', headers: bearer(access) });
    const crash = await app.inject({
      method: 'POST',
      url: '/api/test/crash',
      headers: { ...bearer(access), cookie: 'session=cookie-secret' },
      payload: { password: account.password, email: account.email, otp: '493817', refresh },
    });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ code: 'internal', message: 'Something went wrong' });

    // Without SMTP the reset code goes to a file under DATA_DIR/mail/, never to the log.
    const asked = await app.inject({ method: 'POST', url: '/api/account/forget-password-request/', payload: { identifier: account.email } });
    expect(asked.statusCode).toBe(200);
    const code = mails.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dataDir, 'mail', files[0]!), 'utf8')).toContain(code!);
    expect(statSync(join(dataDir, 'mail', files[0]!)).mode & 0o077).toBe(0);

    const text = log();
    expect(text).toContain('mail written to a file');
    // The crash was logged, with what helps: the statement and the database's error code.
    expect(text).toContain('request failed');
    expect(text).toContain('"code":"22P02"');
    expect(text).toContain('debugging a crash');
    for (const secret of [account.password, 'Wrong-pass-123', row!.hash, account.email, account.phone_number.replace(/\s/g, ''), '+1 416 555 9876', access, refresh, '493817', 'cookie-secret', 'tok-in-object', code!]) {
      expect(text, `log holds ${secret}`).not.toContain(secret);
    }
  });
});
