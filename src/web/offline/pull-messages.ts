// The messages between the page (sync-runtime.ts) and the pull's dedicated worker (pull-worker.ts).
import type { RefreshOutcome } from './http.ts';
import type { PullProgress, PullReport } from './pull.ts';

/** Page -> worker: pull now; the answer to the worker's request for fresh tokens. */
export type ToPullWorker = { type: 'pull'; id: number } | { type: 'refreshed'; id: number; outcome: RefreshOutcome };

/** Worker -> page: a pull's report; progress of a first sync; please refresh the tokens (the page owns the refresh). */
export type FromPullWorker =
  | { type: 'report'; id: number; report: PullReport }
  | { type: 'progress'; progress: PullProgress }
  | { type: 'refresh'; id: number };
