// Settings: defaults, validation with clear messages, and the generated JWT secret kept in DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, parseConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'fm-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseConfig', () => {
  it('applies the defaults', () => {
    const c = parseConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info', trustProxy: false, comingSoon: false, seedDemo: true, smtp: undefined });
    expect(c.pgliteDir).toBe(join(dir, 'db'));
    expect(c.uploadsDir).toBe(join(dir, 'uploads'));
  });

  it('generates the JWT secret once, stores it with mode 0600 and reuses it', () => {
    const first = parseConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('names every bad variable', () => {
    const bad = () => parseConfig({ DATA_DIR: dir, PORT: 'eighty', TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const text = (err as Error).message;
      for (const name of ['PORT', 'TRUST_PROXY', 'DATABASE_URL', 'JWT_SECRET']) expect(text).toContain(name);
    }
  });

  it('reads booleans, SMTP and the database URL', () => {
    const c = parseConfig({ DATA_DIR: dir, COMING_SOON: 'true', SEED_DEMO: '0', SMTP_HOST: 'smtp.example.ca', SMTP_PORT: '465', DATABASE_URL: 'postgres://u:p@h/db' });
    expect(c.comingSoon).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.smtp).toMatchObject({ host: 'smtp.example.ca', port: 465 });
    expect(c.databaseUrl).toBe('postgres://u:p@h/db');
  });

  it('reads TRUST_PROXY as false, hops (true is one hop, never every address) or proxy addresses', () => {
    const trust = (v: string) => parseConfig({ DATA_DIR: dir, TRUST_PROXY: v }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.1,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']);
    expect(trust('loopback')).toEqual(['loopback']);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1, example.ca', '300.1.1.1']) expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
  });

  it('reads the rate limits, with defaults and 0 for none', () => {
    expect(parseConfig({ DATA_DIR: dir }).rateLimits).toEqual({ registrationsPerHour: 10, userWritesPerMinute: 300, addressWritesPerMinute: 1200, addressReadsPerMinute: 3000 });
    const c = parseConfig({ DATA_DIR: dir, RATE_LIMIT_READS_PER_MINUTE: '0', RATE_LIMIT_REGISTRATIONS_PER_HOUR: '3', LOGIN_ADDRESS_MAX_FAILURES: '50' });
    expect(c.rateLimits).toMatchObject({ addressReadsPerMinute: 0, registrationsPerHour: 3 });
    expect(c.loginAddressMaxFailures).toBe(50);
    expect(() => parseConfig({ DATA_DIR: dir, RATE_LIMIT_WRITES_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
  });
});
