// Every server setting, read from the environment once, validated, with defaults.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: z.string().min(3).default('FreshMarket <no-reply@freshmarket.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('dist/web'),
  TRUST_PROXY: bool(false),
  COMING_SOON: bool(false),
  SEED_DEMO: bool(true),
});

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `pgliteDir` (or in memory when `pgliteDir` is null, for tests). */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string | null;
  uploadsDir: string;
  jwtSecret: string;
  smtp: { host: string; port: number; user: string | undefined; pass: string | undefined; from: string } | undefined;
  smtpFrom: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  comingSoon: boolean;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

/** The secret signing access tokens: JWT_SECRET, or one generated on first start and kept in DATA_DIR/jwt-secret. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Read and validate the settings; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    uploadsDir: join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS, from: e.SMTP_FROM }
      : undefined,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    comingSoon: e.COMING_SOON,
    seedDemo: e.SEED_DEMO,
  };
}

/** For main: a bad value prints a clear message and exits. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
