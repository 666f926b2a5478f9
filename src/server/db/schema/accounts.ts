// Accounts: users, sessions (refresh-token families), one-time codes, throttling, outgoing mail, addresses.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROVINCE_CODES, ROLES } from '../../../contract/enums.ts';
import { createdAt, syncColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** E.164; null only for admins created without a phone. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('Buyer'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    otherMobileNumber: text('other_mobile_number'),
    whatsappNumber: text('whatsapp_number'),
    gender: text('gender'),
    instagramProfile: text('instagram_profile'),
    facebookProfile: text('facebook_profile'),
    /** Set by an admin (migration 0029): the account cannot sign in and its sessions ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female', 'Other')`),
  ],
);

/** A session is one sign-in on one device: the family of refresh tokens rotated from it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was rotated (its successor issued); a later presentation within the grace window gets that successor. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revoked: boolean('revoked').notNull().default(false),
    /** The successor pair, AES-256-GCM under a key derived from the JWT secret and this token (accounts/refresh.ts). */
    successor: text('successor'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** One-time secrets: the 6-digit code mailed to the user (purpose password_reset) and the reset token it buys (purpose reset_token). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('otp_codes_code_hash_idx').on(t.codeHash),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('password_reset', 'reset_token')`),
  ],
);

/**
 * Throttle and rate-limit counters, one row per (kind, key), counted and checked in one upsert (throttle.ts);
 * in the database so every server process agrees. UNLOGGED in the migration: they live minutes.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('throttle_counters_expires_at_idx').on(t.expiresAt)],
);

/** A device that signed in to the account before: its token (sha256 here) lets its owner past the throttles. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('device_tokens_token_hash_key').on(t.tokenHash), index('device_tokens_user_id_idx').on(t.userId)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    deliveryInstructions: text('delivery_instructions'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    index('addresses_sync_idx').on(t.userId, t.txid, t.version),
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    check('addresses_province_check', sql`${t.province} in (${inList(PROVINCE_CODES)})`),
    check('addresses_country_check', sql`${t.country} = 'CA'`),
  ],
);
