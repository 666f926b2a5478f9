// Request rate limits: registrations, writes per user and per address, reads per address, counted in the
// database so two server processes on one database share the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { bearer, createTestApp, newAccount, registerAccount, type TestApp } from '../test/harness.ts';
import type { FastifyInstance } from 'fastify';

const LIMITS = {
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: '10',
  RATE_LIMIT_WRITES_PER_MINUTE: '5',
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '40',
  RATE_LIMIT_READS_PER_MINUTE: '30',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(async () => {
  await t.close();
});

const register = (app: FastifyInstance, ip: string, lang?: string) =>
  app.inject({ method: 'POST', url: '/api/account/register/', payload: newAccount(), remoteAddress: ip, headers: lang ? { 'accept-language': lang } : {} });

describe('registrations', () => {
  it('refuses the 11th registration from one address in an hour, in the caller language, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await register(t.app, '10.60.0.1')).statusCode).toBe(201);
    const refused = await register(t.app, '10.60.0.1', 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).toMatch(/^Trop de requêtes\. Veuillez patienter \d+ secondes/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // Another address is not affected; the same one is welcome again after the hour.
    expect((await register(t.app, '10.60.0.2')).statusCode).toBe(201);
    t.clock.advance(wait * 1000);
    expect((await register(t.app, '10.60.0.1')).statusCode).toBe(201);
  });

  it('shares the count between two server processes on one database', async () => {
    // A second app with its own connection pool on the same PostgreSQL database; PGlite lives in one process,
    // so there the second app shares the handle.
    const second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
    const config = parseConfig({ DATA_DIR: t.app.config.dataDir, JWT_SECRET: t.app.config.jwtSecret, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: t.app.config.webDist, ...LIMITS });
    const other = await buildApp(config, { database: second, now: t.clock.now, logger: false });
    try {
      for (let i = 0; i < 10; i++) expect((await register(i % 2 ? other : t.app, '10.60.1.1')).statusCode).toBe(201);
      expect((await register(other, '10.60.1.1')).statusCode).toBe(429);
      expect((await register(t.app, '10.60.1.1')).statusCode).toBe(429);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });
});

describe('writes and reads', () => {
  it('limits writes per user, whatever the address', async () => {
    const { tokens } = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const patch = (access: string, i: number) =>
      t.app.inject({ method: 'PATCH', url: '/api/account/user-profile/', headers: bearer(access), payload: { first_name: `Ada${i}` }, remoteAddress: `10.61.0.${i + 1}` });
    for (let i = 0; i < 5; i++) expect((await patch(tokens.access, i)).statusCode).toBe(200);
    const refused = await patch(tokens.access, 9);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect((await patch(other.tokens.access, 10)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await patch(tokens.access, 11)).statusCode).toBe(200);
  });

  it('limits writes per address across users', async () => {
    const ip = '10.62.0.1';
    const login = () => t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { identifier: 'x@example.ca', password: 'x' }, remoteAddress: ip });
    // Sign-in's own throttles answer some of these; past 40 writes the address limit answers before them.
    for (let i = 0; i < 40; i++) await login();
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
  });

  it('limits reads per address, not the health check', async () => {
    const ip = '10.63.0.1';
    const list = () => t.app.inject({ method: 'GET', url: '/api/product/products/', remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await list()).statusCode).toBe(200);
    const refused = await list();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/products/', remoteAddress: '10.63.0.2' })).statusCode).toBe(200);
  });

  it('shares the read count between two server processes on one database', async () => {
    const second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
    const config = parseConfig({ DATA_DIR: t.app.config.dataDir, JWT_SECRET: t.app.config.jwtSecret, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: t.app.config.webDist, ...LIMITS });
    const other = await buildApp(config, { database: second, now: t.clock.now, logger: false });
    const list = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/product/products/', remoteAddress: '10.63.1.1' });
    try {
      // Each process sends what it served within 250 ms, and learns the total again 250 ms after it last did.
      const sync = async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        t.clock.advance(300);
      };
      for (let i = 0; i < 20; i++) expect((await list(t.app)).statusCode).toBe(200);
      await sync();
      for (let i = 0; i < 10; i++) expect((await list(other)).statusCode).toBe(200);
      expect((await list(other)).statusCode).toBe(429);
      await sync();
      expect((await list(t.app)).statusCode).toBe(429);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });
});
