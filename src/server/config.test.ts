// Settings: defaults, validation with clear messages, and the generated JWT secret kept in DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

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
});
