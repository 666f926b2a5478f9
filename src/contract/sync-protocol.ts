// The zod-free half of the sync protocol, for the service worker and the first bundle: batch push limits and
// the shape of a batch's answer. contract/sync.ts holds the zod schemas the server validates with.

/** POST /api/sync/batch/: many outbox entries in one request, each applied as if sent alone. */
export const SYNC_BATCH_PATH = '/sync/batch/';
/** Entries per batch: enough to drain a long offline spell in a few round trips, small enough that one slow
 * entry does not hold a request open for long. */
export const SYNC_BATCH_MAX = 50;

/** What happened to one mutation of a batch. Mutations after a stop (401, 408, 429, 5xx, in progress) have
 * no result: they were not attempted and are sent again later, in order. */
export interface SyncBatchResult {
  id: string;
  status: number;
  body?: unknown;
  /** Seconds, from the mutation's Retry-After. */
  retry_after?: number;
}
