// Account rules: registration, sign-in with throttling, rotating refresh tokens, password reset by code, profile.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { profilePatchBody, User } from '../../../contract/accounts.ts';
import { toE164 } from '../../../contract/accounts.ts';
import {
  LOGIN_WINDOW_S,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_REQUESTS,
  OTP_TTL_S,
  OTP_WINDOW_S,
  REFRESH_TOKEN_TTL_S,
  RESET_TOKEN_TTL_S,
} from '../../../contract/constants.ts';
import { translate } from '../../../contract/messages.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../passwords.ts';
import { newOpaqueToken, sha256 } from '../../plugins/auth.ts';
import { HttpError, fieldError, unauthorized } from '../../lib/http-error.ts';
import type { AccountsContext } from './context.ts';
import { toUser } from './mappers.ts';
import * as q from './queries.ts';
import { countAttempt, countAttempts, forgetAttempts, secondsUntilAdmitted, throttled, type FixedWindow } from '../../lib/throttle.ts';

const OTP_REQUESTS: FixedWindow = { kind: 'otp_request', max: OTP_MAX_REQUESTS, windowS: OTP_WINDOW_S };
/** Wrong current passwords on change-password count against the session alone, never toward the sign-in delay. */
const CHANGE_PASSWORD_LIMIT: FixedWindow = { kind: 'change_password', max: 5, windowS: LOGIN_WINDOW_S };

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** An email (lower-cased) or a phone number in any format (E.164); null when it is neither. */
function normaliseIdentifier(identifier: string): { email: string } | { phone: string } | null {
  const v = identifier.trim();
  if (v.includes('@')) return { email: v.toLowerCase() };
  const phone = toE164(v);
  return phone ? { phone } : null;
}

export async function findByIdentifier(db: Db, identifier: string) {
  const id = normaliseIdentifier(identifier);
  if (!id) return { key: identifier.trim().toLowerCase(), user: undefined };
  if ('email' in id) return { key: id.email, user: await q.findUserByEmail(db, id.email) };
  return { key: id.phone, user: await q.findUserByPhone(db, id.phone) };
}

export interface SessionTokens {
  access: string;
  refresh: string;
  sessionId: string;
}

export async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const refresh = newOpaqueToken();
  await q.insertRefreshToken(db, { sessionId, tokenHash: sha256(refresh), createdAt: now, expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_S) });
  return refresh;
}

/** A new session (refresh-token family) for this device. */
export async function startSession(ctx: AccountsContext, db: Db, user: q.UserRow): Promise<SessionTokens> {
  // Told only to someone who gave the right password (sign-in checks it first).
  if (user.disabledAt) throw new HttpError(403, 'forbidden', 'auth.disabled');
  const now = ctx.now();
  const sessionId = await q.insertSession(db, { userId: user.id, createdAt: now, lastUsedAt: now, userAgent: ctx.userAgent, ip: ctx.ip });
  const refresh = await issueRefreshToken(db, sessionId, now);
  const access = await ctx.tokens.sign(user, sessionId);
  return { access, refresh, sessionId };
}

export const DEVICE_TOKEN_TTL_S = 365 * 24 * 3600;

/** A new 'known device' token for this user: a sign-in presenting it is not slowed by the throttles for strangers. */
export async function issueDeviceToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await q.insertDeviceToken(db, { userId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now, expiresAt: addSeconds(now, DEVICE_TOKEN_TTL_S) });
  return token;
}

/** Maps a unique-constraint violation to the field it concerns. */
function takenField(err: unknown): 'email' | 'phone_number' | null {
  const text = [err, (err as { cause?: unknown })?.cause]
    .map((e) => `${(e as { constraint?: string })?.constraint ?? ''} ${(e as Error)?.message ?? ''}`)
    .join(' ');
  if (text.includes('users_email_key')) return 'email';
  if (text.includes('users_phone_number_key')) return 'phone_number';
  return null;
}

function conflict(fields: Record<string, string[]>): HttpError {
  const first = Object.values(fields)[0]?.[0] ?? 'error.conflict';
  return new HttpError(409, 'conflict', first, { fields });
}

export async function register(
  ctx: AccountsContext,
  body: { first_name: string; last_name: string; email: string; phone_number: string; password: string },
): Promise<{ tokens: SessionTokens; user: User; deviceToken: string }> {
  const taken: Record<string, string[]> = {};
  if (await q.findUserByEmail(ctx.db, body.email)) taken.email = ['auth.email_taken'];
  if (await q.findUserByPhone(ctx.db, body.phone_number)) taken.phone_number = ['auth.phone_taken'];
  if (Object.keys(taken).length) throw conflict(taken);

  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await q.insertUser(tx, {
        email: body.email,
        phoneNumber: body.phone_number,
        passwordHash,
        role: 'Buyer', // always: other roles come from seller/bulk-buyer registration or admin:create
        firstName: body.first_name,
        lastName: body.last_name,
        createdAt: ctx.now(),
      });
      const tokens = await startSession(ctx, tx, user);
      return { tokens, user: toUser(user), deviceToken: await issueDeviceToken(tx, user.id, ctx.now()) };
    });
  } catch (err) {
    const field = takenField(err);
    if (field) throw conflict({ [field]: [field === 'email' ? 'auth.email_taken' : 'auth.phone_taken'] });
    throw err;
  }
}

// Refreshing a session: refresh.ts.

export async function logout(ctx: AccountsContext, sessionId: string | null, refreshToken: string | undefined): Promise<void> {
  const now = ctx.now();
  if (sessionId) await q.revokeSession(ctx.db, sessionId, 'logout', now);
  if (refreshToken) {
    const found = await q.findRefreshToken(ctx.db, sha256(refreshToken));
    if (found) await q.revokeSession(ctx.db, found.session.id, 'logout', now);
  }
}

// ---- password reset by code ----
const codeHash = (ctx: AccountsContext, code: string) => createHmac('sha256', ctx.secret).update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Always succeeds from the caller's point of view: no account enumeration. */
export async function requestPasswordCode(ctx: AccountsContext, identifier: string): Promise<void> {
  const now = ctx.now();
  const { key, user } = await findByIdentifier(ctx.db, identifier);
  // The address first: a caller over its own limit cannot use up the limit of someone else's account.
  const wait = await countAttempts(ctx.db, [[OTP_REQUESTS, `ip:${ctx.ip}`], [OTP_REQUESTS, `id:${key}`]], now);
  if (wait) throw throttled(wait, 'error.rate_limited');
  if (!user) return;

  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await ctx.db.transaction(async (tx) => {
    await q.invalidateCodes(tx, user.id, 'password_reset', now);
    await q.invalidateCodes(tx, user.id, 'reset_token', now);
    await q.insertCode(tx, { userId: user.id, purpose: 'password_reset', codeHash: codeHash(ctx, code), createdAt: now, expiresAt: addSeconds(now, OTP_TTL_S) });
    await ctx.mailer.send(tx, {
      to: user.email,
      subject: translate('mail.otp_subject', ctx.lang),
      body: translate('mail.otp_body', ctx.lang, { code }),
    });
  });
  if (!identifier.includes('@')) {
    // There is no SMS gateway: a phone match is answered by mail to the account's address.
    ctx.log.info({ userId: user.id }, 'password code requested by phone number: sent to the account email (no SMS gateway)');
  }
}

export async function verifyPasswordCode(ctx: AccountsContext, identifier: string, otp: string): Promise<string> {
  const now = ctx.now();
  const wrong = () => fieldError('otp', 'auth.otp_wrong', 400, 'bad_request');
  const { user } = await findByIdentifier(ctx.db, identifier);
  if (!user) throw wrong();
  const code = await q.liveCode(ctx.db, user.id, 'password_reset');
  if (!code || code.usedAt || code.expiresAt <= now) throw wrong();
  // Counted on the code row before comparing, in one statement: at most OTP_MAX_ATTEMPTS guesses are ever compared.
  if (!(await q.claimCodeAttempt(ctx.db, code.id, OTP_MAX_ATTEMPTS, now))) throw fieldError('otp', 'auth.otp_exhausted', 400, 'bad_request');
  if (!sameHash(codeHash(ctx, otp), code.codeHash)) throw wrong();
  const resetToken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    if (!(await q.useCode(tx, code.id, now))) throw wrong();
    await q.invalidateCodes(tx, user.id, 'reset_token', now);
    await q.insertCode(tx, { userId: user.id, purpose: 'reset_token', codeHash: sha256(resetToken), createdAt: now, expiresAt: addSeconds(now, RESET_TOKEN_TTL_S) });
  });
  return resetToken;
}

export async function resetPassword(ctx: AccountsContext, resetToken: string, password: string): Promise<void> {
  const now = ctx.now();
  const invalid = () => fieldError('reset_token', 'auth.reset_invalid', 400, 'bad_request');
  const row = await q.findCodeByHash(ctx.db, 'reset_token', sha256(resetToken));
  if (!row || row.usedAt || row.expiresAt <= now) throw invalid();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await q.useCode(tx, row.id, now))) throw invalid();
    await q.updateUser(tx, row.userId, { passwordHash });
    await q.revokeUserSessions(tx, row.userId, 'password_reset', now);
    await forgetAttempts(tx, 'login_account', `user:${row.userId}`);
  });
}

export async function changePassword(
  ctx: AccountsContext,
  caller: { id: string; sessionId: string },
  body: { old_password: string; new_password: string },
): Promise<SessionTokens> {
  const now = ctx.now();
  const user = await q.findUserById(ctx.db, caller.id);
  if (!user) throw unauthorized();
  const sessionKey = `session:${caller.sessionId}`;
  const early = await secondsUntilAdmitted(ctx.db, [[CHANGE_PASSWORD_LIMIT, sessionKey]], now);
  if (early) throw throttled(early, 'error.rate_limited');
  const ok = await verifyPassword(user.passwordHash, body.old_password);
  const wait = await countAttempt(ctx.db, CHANGE_PASSWORD_LIMIT, sessionKey, now);
  if (wait) throw throttled(wait, 'error.rate_limited');
  if (!ok) throw fieldError('old_password', 'auth.wrong_password');
  const passwordHash = await hashPassword(body.new_password);
  return ctx.db.transaction(async (tx) => {
    const updated = await q.updateUser(tx, user.id, { passwordHash });
    // Every session ends, the caller's too; the caller gets a fresh one.
    await q.revokeUserSessions(tx, user.id, 'password_changed', now);
    return startSession(ctx, tx, updated ?? user);
  });
}

// ---- profile ----
export async function getProfile(ctx: AccountsContext, userId: string): Promise<User> {
  const user = await q.findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return toUser(user);
}

type ProfileValues = z.output<typeof profilePatchBody>;

export async function updateProfile(ctx: AccountsContext, userId: string, patch: ProfileValues): Promise<User> {
  const values: Partial<q.UserRow> = {};
  if (patch.first_name !== undefined && patch.first_name !== null) values.firstName = patch.first_name;
  if (patch.last_name !== undefined && patch.last_name !== null) values.lastName = patch.last_name;
  if (patch.other_mobile_number !== undefined) values.otherMobileNumber = patch.other_mobile_number;
  if (patch.whatsapp_number !== undefined) values.whatsappNumber = patch.whatsapp_number;
  if (patch.gender !== undefined) values.gender = patch.gender;
  if (patch.instagram_profile !== undefined) values.instagramProfile = patch.instagram_profile;
  if (patch.facebook_profile !== undefined) values.facebookProfile = patch.facebook_profile;
  const row = Object.keys(values).length ? await q.updateUser(ctx.db, userId, values) : await q.findUserById(ctx.db, userId);
  if (!row) throw unauthorized();
  return toUser(row);
}
