// Sign-in and its throttles. Strangers guessing an account get a growing delay per account (never a long lock)
// and a generous ceiling per address; a device that signed in to the account before (it holds a device token)
// is never slowed by either, only by its own count of wrong passwords.
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_S } from '../../../contract/constants.ts';
import { dummyHash, verifyPassword } from '../../passwords.ts';
import { sha256 } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccountsContext } from './context.ts';
import { toUser } from './mappers.ts';
import * as q from './queries.ts';
import { DEVICE_TOKEN_TTL_S, findByIdentifier, issueDeviceToken, startSession } from './service.ts';
import {
  countAttempts,
  forgetAttempts,
  secondsUntilAdmitted,
  throttled,
  uncountAttempt,
  type Backoff,
  type Check,
  type FixedWindow,
} from '../../lib/throttle.ts';

/** Per account (or unknown identifier): 5 free failures, then 2 s, 4 s, 8 s ... at most 5 minutes apart. */
export const ACCOUNT_BACKOFF: Backoff = { kind: 'login_account', free: 5, baseS: 2, capS: 300, forgetS: 24 * 3600 };
/** Per address: failures across every account, with a ceiling generous enough for a shared address. */
const addressLimit = (max: number): FixedWindow => ({ kind: 'login_address', max, windowS: LOGIN_WINDOW_S });
/** Per known device: its own count of wrong passwords. */
export const DEVICE_LIMIT: FixedWindow = { kind: 'login_device', max: LOGIN_MAX_FAILURES, windowS: LOGIN_WINDOW_S };

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
/** Short waits are said in seconds, long ones in minutes. */
const refusal = (seconds: number) => throttled(seconds, seconds < 120 ? 'auth.login_wait' : 'auth.locked');

export async function login(ctx: AccountsContext, identifier: string, password: string, deviceToken: string | undefined) {
  const now = ctx.now();
  const { key, user } = await findByIdentifier(ctx.db, identifier);
  const device = user && deviceToken ? await q.findDeviceToken(ctx.db, user.id, sha256(deviceToken), now) : undefined;
  const accountKey = user ? `user:${user.id}` : `id:${key}`;
  const address = addressLimit(ctx.loginAddressMaxFailures);
  const stranger: Check[] = address.max > 0 ? [[address, ctx.ip], [ACCOUNT_BACKOFF, accountKey]] : [[ACCOUNT_BACKOFF, accountKey]];
  const checks: Check[] = device ? [[DEVICE_LIMIT, device.id]] : stranger;

  // A refused attempt costs no password hash; the count below is what decides under concurrency.
  const early = await secondsUntilAdmitted(ctx.db, checks, now);
  if (early) throw refusal(early);
  // Unknown accounts are checked against a dummy hash: same answer, similar time.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  // Counted after the hash so no counter row stays locked while it runs, and before answering: a guess over
  // the limit is refused whether it was right or not.
  const wait = await countAttempts(ctx.db, checks, now);
  if (wait) throw refusal(wait);
  if (!user || !ok) throw new HttpError(401, 'unauthorized', 'auth.invalid_credentials');

  // The right password was not a failure. It clears the account's delay, not the address's count: one good
  // password must not unlock guessing at others.
  if (device) await uncountAttempt(ctx.db, DEVICE_LIMIT, device.id);
  else {
    if (address.max > 0) await uncountAttempt(ctx.db, address, ctx.ip);
    await forgetAttempts(ctx.db, ACCOUNT_BACKOFF.kind, accountKey);
  }
  if (device) await q.touchDeviceToken(ctx.db, device.id, now, addSeconds(now, DEVICE_TOKEN_TTL_S));
  const token = device ? deviceToken! : await issueDeviceToken(ctx.db, user.id, now);
  const tokens = await ctx.db.transaction((tx) => startSession(ctx, tx, user));
  return { tokens, user: toUser(user), deviceToken: token };
}
