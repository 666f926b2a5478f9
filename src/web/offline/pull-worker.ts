/// <reference lib="webworker" />
// The pull in a dedicated worker: fetching, parsing and writing the pages of GET /api/sync/changes happen off the
// page's main thread (a first sync of 10,000 products kept it busy for seconds). Same puller and Dexie as the page;
// the page learns of the new rows through Dexie's cross-context change events (useLiveQuery re-runs). The page owns
// the token refresh (one refresher per page, rotating refresh tokens): the worker asks it and waits for the answer.
import { db } from './db.ts';
import type { RefreshOutcome } from './http.ts';
import { createPuller } from './pull.ts';
import type { FromPullWorker, ToPullWorker } from './pull-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromPullWorker) => self.postMessage(message);

let nextRefresh = 0;
const refreshes = new Map<number, (outcome: RefreshOutcome) => void>();
const refresh = () =>
  new Promise<RefreshOutcome>((resolve) => {
    const id = ++nextRefresh;
    refreshes.set(id, resolve);
    post({ type: 'refresh', id });
  });

// The page starts this worker ahead of its first pull (sync-runtime.ts): the database is opened meanwhile.
void db.open().catch(() => undefined);

const puller = createPuller({
  db,
  fetch: (input, init) => fetch(input, init),
  refresh,
  onProgress: (progress) => post({ type: 'progress', progress }),
});

self.addEventListener('message', (event: MessageEvent<ToPullWorker>) => {
  const message = event.data;
  if (message.type === 'pull') {
    void puller.pull().then(
      (report) => post({ type: 'report', id: message.id, report }),
      () => post({ type: 'report', id: message.id, report: { ok: false, pages: 0, changes: 0, reset: false, networkFailed: false } }),
    );
  } else if (message.type === 'refreshed') {
    refreshes.get(message.id)?.(message.outcome);
    refreshes.delete(message.id);
  }
});
