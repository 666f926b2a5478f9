// Throttles counted in the database (one row per kind and key) so every server process agrees. Counting and
// checking are one statement: an upsert whose WHERE refuses the row once the limit is reached, so concurrent
// requests queue on the row and each sees the count the previous one left.
import { sql, type SQL } from 'drizzle-orm';
import { sqlRows, type Db } from '../db/client.ts';
import { HttpError } from './http-error.ts';

/** At most `max` attempts per key in a fixed window of `windowS` seconds. */
export interface FixedWindow {
  kind: string;
  max: number;
  windowS: number;
}

/**
 * Progressive delay: `free` attempts, then each next one must wait `baseS * 2^(n - free)` seconds (at most
 * `capS`) after the previous one. Never a long lock; forgotten `forgetS` seconds after the last attempt.
 */
export interface Backoff {
  kind: string;
  free: number;
  baseS: number;
  capS: number;
  forgetS: number;
}

export type Policy = FixedWindow | Backoff;
export type Check = readonly [Policy, string];

const isBackoff = (p: Policy): p is Backoff => 'free' in p;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** When a row of this policy admits the next attempt (a SQL timestamp over the row's columns). */
function admitsAt(p: Policy): SQL {
  if (!isBackoff(p)) return sql`case when tc.count < ${p.max}::int then tc.window_start else tc.expires_at end`;
  const delay = sql`least(${p.capS}::float8, ${p.baseS}::float8 * power(2, least(greatest(tc.count - ${p.free}::int, 0), 30)))`;
  return sql`case when tc.count < ${p.free}::int then tc.last_at else least(tc.expires_at, tc.last_at + ${delay} * interval '1 second') end`;
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * A cheap look before expensive work (a password hash): seconds until every key admits an attempt, 0 when they
 * all do now. Not authoritative under concurrency; `countAttempt` is.
 */
export async function secondsUntilAdmitted(db: Db, checks: readonly Check[], now: Date): Promise<number> {
  let wait = 0;
  for (const [policy, key] of checks) {
    const [row] = await sqlRows<{ at: string | Date }>(
      db,
      sql`select ${admitsAt(policy)} as at from throttle_counters tc
          where tc.kind = ${policy.kind} and tc.key = ${key} and tc.expires_at > ${ts(now)}`,
    );
    if (row && new Date(row.at) > now) wait = Math.max(wait, secondsUntil(new Date(row.at), now));
  }
  return wait;
}

/**
 * Counts one attempt on `key` if the policy admits it, atomically. Answers 0 when counted, otherwise the seconds
 * until it would be admitted (nothing counted).
 */
export async function countAttempt(db: Db, policy: Policy, key: string, now: Date): Promise<number> {
  const keepS = isBackoff(policy) ? policy.forgetS : policy.windowS;
  const expired = sql`tc.expires_at <= ${ts(now)}`;
  // A fixed window keeps its end; a backoff is forgotten `forgetS` after the last attempt.
  const nextExpiry = isBackoff(policy)
    ? sql`${ts(now)} + ${keepS}::int * interval '1 second'`
    : sql`case when ${expired} then ${ts(now)} + ${keepS}::int * interval '1 second' else tc.expires_at end`;
  const rows = await sqlRows<{ count: number }>(
    db,
    sql`insert into throttle_counters as tc (kind, key, count, window_start, last_at, expires_at)
        values (${policy.kind}, ${key}, 1, ${ts(now)}, ${ts(now)}, ${ts(now)} + ${keepS}::int * interval '1 second')
        on conflict (kind, key) do update set
          count = case when ${expired} then 1 else tc.count + 1 end,
          window_start = case when ${expired} then ${ts(now)} else tc.window_start end,
          last_at = ${ts(now)},
          expires_at = ${nextExpiry}
        where ${expired} or ${admitsAt(policy)} <= ${ts(now)}
        returning tc.count`,
  );
  if (rows.length === 1) return 0;
  return (await secondsUntilAdmitted(db, [[policy, key]], now)) || 1;
}

/** Takes back one counted attempt (it turned out to be the right password). */
export async function uncountAttempt(db: Db, policy: Policy, key: string): Promise<void> {
  await db.execute(sql`update throttle_counters set count = greatest(count - 1, 0) where kind = ${policy.kind} and key = ${key}`);
}

/** Forgets every attempt on `key` (e.g. the account's owner signed in). */
export async function forgetAttempts(db: Db, kind: string, key: string): Promise<void> {
  await db.execute(sql`delete from throttle_counters where kind = ${kind} and key = ${key}`);
}

/**
 * Counts one attempt on every key, in order; when one refuses, the attempts already counted are taken back and
 * the seconds to wait are answered (0: all counted).
 */
export async function countAttempts(db: Db, checks: readonly Check[], now: Date): Promise<number> {
  for (let i = 0; i < checks.length; i++) {
    const [policy, key] = checks[i]!;
    const wait = await countAttempt(db, policy, key, now);
    if (wait > 0) {
      for (const [p, k] of checks.slice(0, i)) await uncountAttempt(db, p, k);
      return wait;
    }
  }
  return 0;
}

/** 429 with Retry-After; the message takes {seconds} and {minutes}. */
export function throttled(seconds: number, messageCode: string): HttpError {
  return new HttpError(429, 'rate_limited', messageCode, {
    params: { seconds, minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Expired counters, for the hourly clean-up. */
export async function pruneCounters(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from throttle_counters where expires_at < ${ts(before)}`);
}

/**
 * Adds `amounts` to fixed-window counters in one statement, whatever the limit (a batch of requests already
 * served); answers each key's count and window end after the addition.
 */
export async function addToCounters(
  db: Db,
  policy: FixedWindow,
  amounts: ReadonlyMap<string, number>,
  now: Date,
): Promise<Map<string, { count: number; until: Date }>> {
  if (amounts.size === 0) return new Map();
  const end = sql`${ts(now)} + ${policy.windowS}::int * interval '1 second'`;
  const values = sql.join(
    [...amounts].map(([key, n]) => sql`(${policy.kind}, ${key}, ${n}::int, ${ts(now)}, ${ts(now)}, ${end})`),
    sql`, `,
  );
  const expired = sql`tc.expires_at <= ${ts(now)}`;
  const rows = await sqlRows<{ key: string; count: number; expires_at: string | Date }>(
    db,
    sql`insert into throttle_counters as tc (kind, key, count, window_start, last_at, expires_at) values ${values}
        on conflict (kind, key) do update set
          count = case when ${expired} then excluded.count else tc.count + excluded.count end,
          window_start = case when ${expired} then excluded.window_start else tc.window_start end,
          last_at = excluded.last_at,
          expires_at = case when ${expired} then excluded.expires_at else tc.expires_at end
        returning tc.key, tc.count, tc.expires_at`,
  );
  return new Map(rows.map((r) => [r.key, { count: Number(r.count), until: new Date(r.expires_at) }]));
}
