// Builds the real app on a fresh database for one test file: in-memory PGlite, or a new PostgreSQL database
// when TEST_DATABASE_URL is set. Only the clock and outgoing mail are under the test's control.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase, sqlRows, type Database } from '../db/client.ts';
import type { Mail } from '../mail.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
  clock: TestClock;
  mails: Mail[];
  /** Another server on the same database and clock, as a second process would be: on PostgreSQL with its own
   * connections (named by `name` in pg_stat_activity's application_name), on PGlite sharing the one database. */
  another: (name: string) => Promise<{ app: FastifyInstance; close: () => Promise<void> }>;
  close: () => Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends the test's own sessions; a session the test role may not end (an autovacuum worker that just
    // started on the database) makes DROP fail for a moment, so try again before leaving the database behind.
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (err) {
            if (attempt >= 10) {
              console.warn(`test database ${name} left behind: ${(err as Error).message}`);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

/** `env` overrides settings (e.g. WEB_DIST, TRUST_PROXY) for tests of those behaviours. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fm-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { pgliteDir: null });
  await database.migrate();

  let current = Date.now();
  const clock: TestClock = { now: () => new Date(current), advance: (ms) => void (current += ms) };
  const mails: Mail[] = [];
  const config = parseConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Test files make hundreds of requests from one address: no request rate limits (0), so they neither refuse
    // nor add queries to timing-sensitive tests; plugins/rate-limit.test.ts sets low ones.
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '0',
    RATE_LIMIT_WRITES_PER_MINUTE: '0',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '0',
    RATE_LIMIT_READS_PER_MINUTE: '0',
    // The standing orders' scheduler runs when a test calls app.runStandingOrders() with its clock.
    STANDING_ORDER_CHECK_SECONDS: '0',
    ...env,
  });
  const app = await buildApp(config, { database, now: clock.now, mailSink: (m) => void mails.push(m), logger: false });
  await app.ready();
  const another = async (name: string) => {
    const url = pgDb ? new URL(pgDb.url) : null;
    url?.searchParams.set('application_name', name);
    const own = url ? await openDatabase({ databaseUrl: url.toString() }) : null;
    const second = await buildApp(config, { database: own ?? database, now: clock.now, mailSink: (m) => void mails.push(m), logger: false });
    await second.ready();
    return {
      app: second,
      close: async () => {
        await second.close();
        await own?.close();
      },
    };
  };
  return {
    app,
    database,
    databaseUrl: pgDb?.url,
    clock,
    mails,
    another,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid}-${counter}-${randomBytes(3).toString('hex')}`;
  return {
    first_name: 'Ada',
    last_name: 'Farmer',
    email: `user-${tag}@example.ca`,
    // Unique within the process; every test file has its own database.
    phone_number: `+1 416 555 ${String(counter).padStart(4, '0')}`,
    password: 'Harvest2026!',
    confirm_password: 'Harvest2026!',
    ...overrides,
  };
}

export type Injector = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** Registers an account and returns its body, tokens and user. */
export async function registerAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/account/register/', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json<{ tokens: { access: string; refresh: string }; user: { id: string; email: string; phone_number: string } }>();
  return { body, ...json };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * PostgreSQL: waits until every transaction that began before this call has ended. The pull delivers only rows
 * whose transaction is older than the oldest one still open anywhere on the server (xmin is cluster-wide), so a
 * test file's own write can stay invisible while another file's transaction is open in another database. Tests
 * that pull right after a write call this first; production devices simply get the row on their next pull.
 */
export async function settleSnapshots(database: Database, timeoutMs = 15_000): Promise<void> {
  if (database.kind !== 'postgres') return;
  const [mark] = await sqlRows<{ xid: string }>(database.db, sql`select pg_current_xact_id()::text as xid`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [now] = await sqlRows<{ xmin: string }>(database.db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
    if (BigInt(now!.xmin) > BigInt(mark!.xid) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
