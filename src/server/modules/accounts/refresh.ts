// Refresh-token rotation. Two tabs waking together refresh the same token at once: under a lock on the token's row,
// the first rotates it and keeps the new pair on the old row, sealed; whoever presents the old token within the
// grace window gets that same pair. Presented later, a rotated token is reuse: someone else may hold the family, and
// the session ends.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { REFRESH_REUSE_GRACE_S } from '../../../contract/constants.ts';
import { sha256 } from '../../plugins/auth.ts';
import { unauthorized } from '../../lib/http-error.ts';
import type { AccountsContext } from './context.ts';
import * as q from './queries.ts';
import { issueRefreshToken } from './service.ts';

export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * AES-256-GCM under a key derived from the JWT secret and the old token itself, bound to the row: the database alone
 * cannot open a successor, nor can the secret without the token it replaced.
 */
function keyFor(secret: string, oldToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, oldToken, 'freshmarket refresh successor v1', 32));
}

export function sealSuccessor(secret: string, oldToken: string, rowId: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, oldToken), iv);
  cipher.setAAD(Buffer.from(rowId));
  const data = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The pair, or null when it does not open (another secret, another row, altered). */
export function openSuccessor(secret: string, oldToken: string, rowId: string, sealed: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, oldToken), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(rowId));
    decipher.setAuthTag(raw.subarray(12, 28));
    const pair = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as TokenPair;
    return typeof pair.access === 'string' && typeof pair.refresh === 'string' ? pair : null;
  } catch {
    return null;
  }
}

type Outcome = { kind: 'pair'; pair: TokenPair } | { kind: 'invalid' } | { kind: 'reuse'; sessionId: string; userId: string };

export async function refresh(ctx: AccountsContext, token: string): Promise<TokenPair> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const found = await q.lockRefreshToken(tx, sha256(token));
    if (!found) return { kind: 'invalid' };
    const { token: row, session } = found;
    if (row.revoked || session.revokedAt) return { kind: 'invalid' };
    if (row.usedAt) {
      const age = now.getTime() - row.usedAt.getTime();
      const pair = row.successor && age >= 0 && age <= REFRESH_REUSE_GRACE_S * 1000 ? openSuccessor(ctx.secret, token, row.id, row.successor) : null;
      return pair ? { kind: 'pair', pair } : { kind: 'reuse', sessionId: session.id, userId: session.userId };
    }
    if (row.expiresAt <= now) return { kind: 'invalid' };
    const user = await q.findUserById(tx, session.userId);
    if (!user) return { kind: 'invalid' };
    await q.touchSession(tx, session.id, now);
    const pair = { access: await ctx.tokens.sign(user, session.id), refresh: await issueRefreshToken(tx, session.id, now) };
    await q.markRefreshTokenRotated(tx, row.id, now, sealSuccessor(ctx.secret, token, row.id, pair));
    return { kind: 'pair', pair };
  });
  if (outcome.kind === 'pair') return outcome.pair;
  if (outcome.kind === 'reuse') {
    // Outside the inner transaction, which a refusal would roll back; the caller's transaction commits it with the 401.
    ctx.log.warn({ sessionId: outcome.sessionId, userId: outcome.userId }, 'refresh token reused: session revoked');
    await q.revokeSession(ctx.db, outcome.sessionId, 'refresh_reuse', now);
  }
  throw unauthorized('auth.refresh_invalid');
}
