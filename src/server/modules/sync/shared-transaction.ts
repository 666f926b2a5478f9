// A run of a batch's mutations in one transaction (POST /api/sync/batch/): one commit and one session check for
// the run instead of one of each per mutation, the run's Idempotency-Keys claimed in two statements and their
// answers stored in one, just before the commit. Each
// mutation still goes through its whole route. The answers leave only after the commit, so an acknowledged
// change is durable; when the transaction does not commit, none of the run happened and none of it is answered.
//
// A mutation that fails (5xx) must undo only itself, as its own transaction would have. Savepoints do that, at
// two statements per mutation, for a rare event; so the run goes first without them, and if any mutation fails
// the whole run is rolled back (nothing was answered yet) and goes again with a savepoint per mutation.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SyncBatchResult } from '../../../contract/sync-protocol.ts';
import type { Db } from '../../db/client.ts';
import { inBatchScope, type BatchScope } from '../../lib/batch-scope.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { errorAnswer } from '../../plugins/errors.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { claimKeys, storeAnswers, userScope } from '../../plugins/idempotency.ts';

export interface RunEntry {
  /** The mutation's Idempotency-Key. */
  id: string;
  /** Sends the mutation through its route (as the batch's caller, in the current batch scope). */
  replay: () => Promise<SyncBatchResult>;
}

/** Rolls a run back so that it goes again with savepoints. */
class FailedWithoutSavepoints extends Error {}
/** Rolls back the savepoint of a mutation that answered 5xx, as its own transaction would have been. */
class FailedMutation extends Error {}

const failed = (request: FastifyRequest, id: string, err: unknown): SyncBatchResult => {
  const { status, body } = errorAnswer(request, err);
  return { id, status, body };
};

async function inSavepoint(tx: Db, scope: Omit<BatchScope, 'db'>, request: FastifyRequest, entry: RunEntry): Promise<SyncBatchResult> {
  let result: SyncBatchResult | undefined;
  const kept = scope.answers.length;
  try {
    await tx.transaction(async (savepoint) => {
      result = await inBatchScope({ ...scope, db: savepoint }, entry.replay);
      if (result.status >= 500) throw new FailedMutation();
    });
  } catch (err) {
    // What was undone keeps no answer either.
    for (const row of scope.answers.splice(kept)) scope.claims.set(`${row.scope}|${row.key}`, { locked: true, stored: undefined });
    // A savepoint that cannot be released (a statement failed and its route answered anyway) is undone too.
    if (!(err instanceof FailedMutation)) return failed(request, entry.id, err);
  }
  return result!;
}

async function attempt(
  app: FastifyInstance,
  request: FastifyRequest,
  run: RunEntry[],
  stops: (result: SyncBatchResult) => boolean,
  savepoints: boolean,
): Promise<SyncBatchResult[]> {
  const results: SyncBatchResult[] = [];
  const afterCommit: BatchScope['afterCommit'] = [];
  await app.db.transaction(async (tx) => {
    // The session read in this transaction and share-locked: a logout or password change waits for the commit.
    const user = await sessionUser(tx, request.user!.id, request.user!.sessionId, { lock: true });
    if (!user) {
      results.push(failed(request, run[0]!.id, unauthorized()));
      return;
    }
    const claims = await claimKeys(tx, userScope(user.id), run.map((entry) => entry.id.toLowerCase()));
    const scope = { user, claims, answers: [], afterCommit };
    for (const entry of run) {
      const result = savepoints ? await inSavepoint(tx, scope, request, entry) : await inBatchScope({ ...scope, db: tx }, entry.replay);
      if (!savepoints && result.status >= 500) throw new FailedWithoutSavepoints();
      results.push(result);
      if (stops(result)) break;
    }
    // A statement that failed while its route answered anyway leaves the transaction aborted, and COMMIT would then
    // roll back without a word: storing the answers (or, with none, `select 1`) fails instead.
    if (scope.answers.length) await storeAnswers(tx, scope.answers);
    else if (!savepoints) await tx.execute(sql`select 1`);
  });
  for (const work of afterCommit) await work();
  return results;
}

/** The answers of the run, in order, up to the first that `stops` the batch; throws when nothing committed. */
export async function replayShared(
  app: FastifyInstance,
  request: FastifyRequest,
  run: RunEntry[],
  stops: (result: SyncBatchResult) => boolean,
): Promise<SyncBatchResult[]> {
  try {
    return await attempt(app, request, run, stops, false);
  } catch (err) {
    if (!(err instanceof FailedWithoutSavepoints)) request.log.warn({ err }, 'batch: a shared transaction failed; again with savepoints');
    return attempt(app, request, run, stops, true);
  }
}
