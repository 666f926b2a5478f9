// The opaque pull cursor: the (transaction id, version) of the last change delivered, bound to who pulled it.
import { createHash } from 'node:crypto';

export interface Position {
  txid: bigint;
  version: bigint;
}

export const START: Position = { txid: 0n, version: 0n };

/** A cursor read by another user (or anonymously) must not skip rows this user could not see then. */
export const scopeTag = (userId: string | null) => (userId ? createHash('sha256').update(userId).digest('hex').slice(0, 12) : 'anon');

export function encodeCursor(scope: string, at: Position): string {
  return Buffer.from(`v1.${scope}.${at.txid}.${at.version}`, 'utf8').toString('base64url');
}

/** The position, or null when the cursor is malformed or was made for someone else. */
export function decodeCursor(cursor: string, scope: string): Position | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const match = /^v1\.([0-9a-f]{12}|anon)\.(\d{1,20})\.(\d{1,20})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || match[1] !== scope) return null;
  return { txid: BigInt(match[2]!), version: BigInt(match[3]!) };
}

export const before = (a: Position, b: Position) => a.txid < b.txid || (a.txid === b.txid && a.version < b.version);
