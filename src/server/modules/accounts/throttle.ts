// Throttling of sign-in and code requests, counted in the database so every server process agrees.
import { HttpError } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import { recentAttempts, type AttemptKind } from './queries.ts';

export interface Limit {
  kind: AttemptKind;
  max: number;
  windowS: number;
  /** Message code of the 429 answer; it takes {minutes}. */
  messageCode: string;
}

/** Throws 429 (with Retry-After) when any key already has `max` attempts inside the window. */
export async function assertNotThrottled(db: Db, limit: Limit, keys: string[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - limit.windowS * 1000);
  let retryAt = 0;
  for (const key of keys) {
    const recent = await recentAttempts(db, limit.kind, key, since, limit.max);
    if (recent.length >= limit.max) {
      // Once the oldest of the last `max` attempts leaves the window, one more attempt is allowed.
      const oldest = recent[recent.length - 1]!;
      retryAt = Math.max(retryAt, oldest.getTime() + limit.windowS * 1000);
    }
  }
  if (retryAt > 0) {
    const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
    throw new HttpError(429, 'rate_limited', limit.messageCode, {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  }
}
