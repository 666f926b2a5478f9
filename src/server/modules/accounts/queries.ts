// SQL for accounts: every function takes the database or a transaction first.
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_S } from '../../../contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { addresses, deviceTokens, otpCodes, refreshTokens, sessions, users } from '../../db/schema/accounts.ts';
import { pruneCounters } from '../../lib/throttle.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OtpPurpose = 'password_reset' | 'reset_token';

// ---- users ----
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row;
}
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}
export async function updateUser(db: Db, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

// ---- sessions and refresh tokens ----
export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}
export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}
/** The refresh token with this hash and its session, the token row locked until the transaction ends: concurrent
 * refreshes of one token take turns, and each later one sees what the first did. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: refreshTokens });
  return row;
}
/** Records the rotation of a refresh token: when, and its successor pair (sealed). */
export async function markRefreshTokenRotated(db: Db, id: string, now: Date, successor: string): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: now, successor }).where(eq(refreshTokens.id, id));
}
/**
 * Hourly (main.ts): sealed successors past the grace window (no longer needed), refresh tokens past their expiry
 * (used ones only once past the grace window too), and sessions left without a live refresh token.
 */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<{ sessions: number; refreshTokens: number }> {
  const graceStart = new Date(now.getTime() - REFRESH_REUSE_GRACE_S * 1000);
  await db
    .update(refreshTokens)
    .set({ successor: null })
    .where(and(isNotNull(refreshTokens.successor), lt(refreshTokens.usedAt, graceStart)));
  const tokens = await db
    .delete(refreshTokens)
    .where(and(lte(refreshTokens.expiresAt, now), or(isNull(refreshTokens.usedAt), lt(refreshTokens.usedAt, graceStart))))
    .returning({ id: refreshTokens.id });
  const ended = await db
    .delete(sessions)
    .where(sql`not exists (select 1 from ${refreshTokens} r where r.session_id = ${sessions.id} and r.expires_at > ${now})`)
    .returning({ id: sessions.id });
  return { sessions: ended.length, refreshTokens: tokens.length };
}
export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.sessionId, sessionId));
}
export async function revokeUserSessions(db: Db, userId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revoked: true })
    .where(sql`${refreshTokens.sessionId} in (select ${sessions.id} from ${sessions} where ${sessions.userId} = ${userId})`);
}
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

// ---- known devices and throttle clean-up ----
export async function insertDeviceToken(db: Db, values: typeof deviceTokens.$inferInsert): Promise<void> {
  await db.insert(deviceTokens).values(values);
}
/** The live device token of this user with this hash, if any. */
export async function findDeviceToken(db: Db, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.tokenHash, tokenHash), gt(deviceTokens.expiresAt, now)))
    .limit(1);
  return row;
}
export async function touchDeviceToken(db: Db, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(deviceTokens).set({ lastUsedAt: now, expiresAt }).where(eq(deviceTokens.id, id));
}
/** Expired throttle counters and device tokens (hourly, from main.ts). */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await pruneCounters(db, before);
  await db.delete(deviceTokens).where(lt(deviceTokens.expiresAt, before));
}

// ---- one-time codes ----
export async function invalidateCodes(db: Db, userId: string, purpose: OtpPurpose, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
}
export async function insertCode(db: Db, values: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(values);
}
/** The live code of a user: a new request marks earlier ones used, so there is at most one. */
export async function liveCode(db: Db, userId: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}
export async function findCodeByHash(db: Db, purpose: OtpPurpose, codeHash: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.codeHash, codeHash)))
    .limit(1);
  return row;
}
/**
 * Counts one attempt on a live code before it is compared, in one statement: false when the code has had its
 * `max` attempts (or was used or expired meanwhile). Concurrent guesses queue on the row, so at most `max` are
 * ever compared.
 */
export async function claimCodeAttempt(db: Db, id: string, max: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, max), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now)))
    .returning({ attempts: otpCodes.attempts });
  return rows.length === 1;
}
/** Marks a code used; false when it was already used (a concurrent request won). */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

// ---- addresses ----
export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}
export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}
export async function addressIdExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, id)).limit(1);
  return rows.length > 0;
}
export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}
export async function clearDefaultAddress(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), exceptId ? ne(addresses.id, exceptId) : undefined));
}
export async function insertAddress(db: Db, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<typeof addresses.$inferInsert>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}
export async function deleteAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}
/** After the default is deleted, the most recently added remaining address becomes the default. */
export async function promoteLatestAddress(db: Db, userId: string): Promise<void> {
  const [latest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.version))
    .limit(1);
  if (latest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, latest.id));
}
