// The opaque pull cursor: the (transaction id, version) of the last change delivered, bound to who pulled it and
// to the stream it was pulled from.
import { createHash } from 'node:crypto';
import type { SyncStream } from '../../../contract/sync-protocol.ts';

export interface Position {
  txid: bigint;
  version: bigint;
}

export const START: Position = { txid: 0n, version: 0n };

/** A cursor read by another user (or anonymously) must not skip rows this user could not see then. */
export const scopeTag = (userId: string | null) => (userId ? createHash('sha256').update(userId).digest('hex').slice(0, 12) : 'anon');

/** A stream's mark in its cursors: none for `all` (its cursors are those from before streams existed). */
const STREAM_MARK: Record<SyncStream, string> = { all: '', main: '~m', history: '~h', scoped: '~s' };

export function encodeCursor(scope: string, at: Position, stream: SyncStream = 'all'): string {
  return Buffer.from(`v1.${scope}${STREAM_MARK[stream]}.${at.txid}.${at.version}`, 'utf8').toString('base64url');
}

/**
 * The position, or null when the cursor is malformed, was made for someone else, or for another stream. A cursor
 * of `all` is good for every stream (every change up to its position, of every table, was delivered), unless
 * `strict`: then only one of `stream` itself.
 */
export function decodeCursor(cursor: string, scope: string, stream: SyncStream = 'all', { strict = false } = {}): Position | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const match = /^v1\.([0-9a-f]{12}|anon)(~[mhs])?\.(\d{1,20})\.(\d{1,20})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || match[1] !== scope) return null;
  const mark = match[2] ?? '';
  if ((strict || mark !== '') && mark !== STREAM_MARK[stream]) return null;
  return { txid: BigInt(match[3]!), version: BigInt(match[4]!) };
}

export const before = (a: Position, b: Position) => a.txid < b.txid || (a.txid === b.txid && a.version < b.version);
