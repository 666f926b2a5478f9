// Every server setting, read from the environment once, validated, with defaults.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage.ts';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payments/provider.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

/** A limit per window; 0 turns it off. */
const limit = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (v: string) => {
  if (PROXY_NAMES.has(v)) return true;
  const [address = '', prefix, ...rest] = v.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: false; true (one hop: the nearest proxy, never every address in X-Forwarded-For); a number of
 * hops; or the proxies' addresses and CIDRs, comma-separated. Passed to Fastify's trustProxy.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = (raw ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(v)) return false;
    if (['true', 'yes'].includes(v)) return 1;
    if (/^\d+$/.test(v) && Number(v) <= 32) return Number(v);
    const list = v.split(',').map((a) => a.trim()).filter(Boolean);
    if (list.length && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({ code: 'custom', message: 'must be false, true, a number of hops, or comma-separated proxy addresses/CIDRs' });
    return z.NEVER;
  });

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash && !u.username && !u.password;
  } catch {
    return false;
  }
}

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
  CONTACT_EMAIL: z.email().default('hello@freshmarket.ca'),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || isHttpUrl(v), { message: 'must be an http:// or https:// URL without query or fragment' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('dist/web'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: limit(10),
  RATE_LIMIT_WRITES_PER_MINUTE: limit(300),
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: limit(1200),
  RATE_LIMIT_READS_PER_MINUTE: limit(3000),
  LOGIN_ADDRESS_MAX_FAILURES: limit(100),
  COMING_SOON: bool(false),
  MAINTENANCE: bool(false),
  MAINTENANCE_UNTIL: optionalText.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { message: 'must be a date and time such as 2026-12-01T14:00:00-05:00' }),
  STANDING_ORDER_LEAD_HOURS: z.coerce.number().int().min(0).max(14 * 24).default(48),
  STANDING_ORDER_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SEED_DEMO: bool(true),
  // Who takes card payments. Only 'recording' today: it records every call (payment_provider_events) and charges
  // nothing; farms are paid on delivery, at pickup or by invoice and record it in the ledger. A Stripe or Square
  // driver (src/server/payments/provider.ts) would authorise the order's total at checkout, capture it on delivery,
  // refund from problem answers (never above what was captured), and take the provider's events at a webhook route
  // that verifies the signature; it would add its name and its keys here, and only then may any page offer cards.
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('recording'),
  WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).default(1)),
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || isHttpUrl(v), { message: 'must be an http:// or https:// URL without query or fragment' }),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be an S3 bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  }),
  S3_REGION: optionalText.refine((v) => v === undefined || /^[a-z0-9-]{1,64}$/.test(v), { message: 'must be a region name such as us-east-1' }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.refine((v) => v === undefined || isHttpUrl(v), { message: 'must be an http:// or https:// URL without query or fragment' }),
});

/** The S3 settings that must come together; S3_REGION and S3_PUBLIC_URL have defaults but need the others. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_PUBLIC_URL'] as const;

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
  /** Where the contact form's messages are mailed (the operator's inbox). */
  contactEmail: string;
  /** The site's address as people reach it: links in mails start with it (newsletter confirm and unsubscribe). */
  publicUrl: string;
  logLevel: string;
  webDist: string;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Requests per window counted in the database (plugins/rate-limit.ts); 0 means no limit. */
  rateLimits: { registrationsPerHour: number; userWritesPerMinute: number; addressWritesPerMinute: number; addressReadsPerMinute: number };
  /** Failed sign-ins per address per 15 minutes (devices known to the account are not counted here). */
  loginAddressMaxFailures: number;
  comingSoon: boolean;
  /** MAINTENANCE=1: maintenance mode on whatever the console says, with MAINTENANCE_UNTIL as the return time shown. */
  maintenance: { enabled: boolean; until: Date | null };
  /** Hours before a standing order's delivery day that its order is placed. */
  standingOrderLeadHours: number;
  /** How often each process looks for standing-order deliveries to place; 0: never (tests run it by hand). */
  standingOrderCheckSeconds: number;
  seedDemo: boolean;
  /** The payment provider's driver (src/server/payments): 'recording' charges nothing. */
  paymentProvider: PaymentProviderName;
  /** Server processes behind one port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  /** Uploads in an S3-compatible bucket (lib/s3-storage.ts) instead of uploadsDir; unset: the local disk. */
  s3: S3Settings | undefined;
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
  // PGlite lives inside one process and holds its data directory alone: several processes need PostgreSQL.
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    throw new ConfigError(`Invalid configuration:\n  WORKERS: ${e.WORKERS} server processes need DATABASE_URL (PostgreSQL); the embedded PGlite runs in one process, so leave WORKERS at 1 or set DATABASE_URL`);
  const s3Given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((k) => e[k] !== undefined);
  const s3Missing = S3_REQUIRED.filter((k) => e[k] === undefined);
  if (s3Given.length && s3Missing.length)
    throw new ConfigError(`Invalid configuration:\n${s3Missing.map((k) => `  ${k}: required when ${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set (S3 uploads need S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`).join('\n')}`);
  const dataDir = resolve(e.DATA_DIR);
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
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
    contactEmail: e.CONTACT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      registrationsPerHour: e.RATE_LIMIT_REGISTRATIONS_PER_HOUR,
      userWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      addressWritesPerMinute: e.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE,
      addressReadsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    },
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    comingSoon: e.COMING_SOON,
    maintenance: { enabled: e.MAINTENANCE, until: e.MAINTENANCE_UNTIL ? new Date(e.MAINTENANCE_UNTIL) : null },
    standingOrderLeadHours: e.STANDING_ORDER_LEAD_HOURS,
    standingOrderCheckSeconds: e.STANDING_ORDER_CHECK_SECONDS,
    seedDemo: e.SEED_DEMO,
    paymentProvider: e.PAYMENT_PROVIDER,
    workers: e.WORKERS,
    s3:
      endpoint && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
          }
        : undefined,
  };
}

/** Config's trustProxy as Fastify takes it: a hop count becomes the function Fastify would make of it (its types lack the number). */
export function fastifyTrustProxy(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
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
