// What a mutation replayed by POST /api/sync/batch/ inside the batch's shared transaction runs with: that
// transaction (or a savepoint of it) as `app.db`, the caller the batch authenticated, and the work to do once the
// transaction has committed. Set by the batch route around each such mutation; read by the db, auth and
// idempotency plugins. Outside a batch there is no scope and nothing changes.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '../../contract/enums.ts';
import type { Db } from '../db/client.ts';
import type { KeyClaim, StoredAnswer } from '../plugins/idempotency.ts';

export interface BatchScope {
  /** The batch's transaction, or the mutation's savepoint in it. */
  db: Db;
  /** The batch's caller, whose session was read (and share-locked) in this transaction. */
  user: { id: string; sessionId: string; role: Role };
  /** The Idempotency-Keys of the batch's mutations, claimed at once when its transaction began (by slot). */
  claims: Map<string, KeyClaim>;
  /** The answers of the run's mutations, stored together before the transaction commits (storeAnswers). */
  answers: StoredAnswer[];
  /** Runs once the batch's transaction has committed (never if it did not). */
  afterCommit: Array<() => Promise<void>>;
}

const storage = new AsyncLocalStorage<BatchScope>();

export const currentBatchScope = (): BatchScope | undefined => storage.getStore();

export function inBatchScope<T>(scope: BatchScope, run: () => T): T {
  return storage.run(scope, run);
}
