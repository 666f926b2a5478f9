// The page's side of sync: one drainer and one puller over the app's Dexie, and the triggers that run them
// (enqueue, app start, online, page visible, a timer, sign-in, the server's live events). Safari and Firefox rely on these alone.
// The pull runs in a dedicated worker (pull-worker.ts) where the browser has them, in the page otherwise, and only
// when pull-policy.ts says so: visitors read the server unless they keep the catalogue; a first pull waits for idle.
import { refreshTokens } from '@/lib/api.ts';
import { authStore, sessionStored } from '@/lib/auth.ts';
import { apiFetch, connectivity, isOnline } from '@/lib/online.ts';
import { BACKGROUND_SYNC_TAG, SYNC_BATCH_MAX } from '@contract/sync-protocol.ts';
import { currentLanguage } from '@/lib/language.ts';
import { db } from './db.ts';
import { setDeviceHint } from './device-hint.ts';
import { createDrainer, drainLeftSomethingToPull, type DrainReport } from './drain.ts';
import type { RefreshOutcome } from './http.ts';
import { createLiveUpdates } from './live.ts';
import { setAfterEnqueue, setOutboxLanguage } from './outbox.ts';
import { createPuller, type PullProgress, type PullReport } from './pull.ts';
import { createPullPolicy, setKeepCatalogue, type PullAsk } from './pull-policy.ts';
import type { FromPullWorker, ToPullWorker } from './pull-messages.ts';
import { syncActivity } from './sync-activity.ts';

/** While the page is visible and the event stream is down: the other party's moves still arrive within a minute. */
const PULL_EVERY_MS = 60_000;

// The API client's refresh: one in flight for the whole page, and the same rule as the service worker's.
const refresh = (): Promise<RefreshOutcome> => refreshTokens().catch(() => 'network' as const);

// Each request the page's sync sends is reported to the online state, like the API client's.
const fetchFn = (input: string, init?: RequestInit) => apiFetch(input, init);

const drainer = createDrainer({
  db,
  fetch: fetchFn,
  refresh,
  batchSize: SYNC_BATCH_MAX,
  onChange: ({ draining, report }) => {
    syncActivity.set({ draining });
    if (report && !report.busy) syncActivity.set({ networkFailed: report.networkFailed });
  },
});

const onProgress = (progress: PullProgress) => {
  if (progress.first) syncActivity.set({ catalogue: progress });
};
const inPage = createPuller({ db, fetch: fetchFn, refresh, onProgress });

/** The same puller in a dedicated worker; the page's own when workers are missing or the worker fails to start. */
function workerPuller(): { pull(): Promise<PullReport> } {
  let worker: Worker | null = null;
  if (typeof Worker !== 'undefined') {
    try {
      worker = new Worker(new URL('./pull-worker.ts', import.meta.url), { type: 'module', name: 'fm-pull' });
    } catch {
      worker = null;
    }
  }
  if (!worker) return inPage;
  const w = worker;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, (report: Promise<PullReport> | PullReport) => void>();
  const send = (message: ToPullWorker) => w.postMessage(message);
  w.addEventListener('message', (event: MessageEvent<FromPullWorker>) => {
    const m = event.data;
    if (m.type === 'report') {
      waiting.get(m.id)?.(m.report);
      waiting.delete(m.id);
    } else if (m.type === 'progress') onProgress(m.progress);
    else if (m.type === 'refresh') void refresh().then((outcome) => send({ type: 'refreshed', id: m.id, outcome }));
  });
  w.addEventListener('error', () => {
    // The worker could not start (or died): the page pulls from now on.
    broken = true;
    for (const resolve of waiting.values()) resolve(inPage.pull());
    waiting.clear();
  });
  return {
    pull() {
      if (broken) return inPage.pull();
      return new Promise((resolve) => {
        const id = ++nextId;
        waiting.set(id, resolve);
        send({ type: 'pull', id });
      });
    },
  };
}

let puller: { pull(): Promise<PullReport> } | null = null;
/** The page's puller, its worker started on first use. */
const thePuller = () => (puller ??= workerPuller());
const policy = createPullPolicy({ db, pull: () => thePuller().pull() });

async function pull(ask?: PullAsk): Promise<void> {
  syncActivity.set({ pulling: true });
  try {
    const report = await policy.pull(ask);
    if (report) syncActivity.set({ networkFailed: report.networkFailed });
  } finally {
    syncActivity.set({ pulling: false });
  }
}

// While visible, online and signed in, the server says when to pull (live.ts): within a second or two of a change.
// The stream is held while the app's own requests get through (lib/online.ts), not while navigator.onLine says so.
const live = createLiveUpdates({ fetch: fetchFn, accessToken: () => authStore.get().access, refresh, onChanged: () => void pull(), isOnline });

/** Send what waits; pull when the answers left something to bring. */
async function drain(): Promise<DrainReport> {
  const report = await drainer.drain();
  if (drainLeftSomethingToPull(report)) await pull();
  return report;
}

/** Send what waits, then bring the server's changes. */
export async function syncNow(ask?: PullAsk): Promise<void> {
  await drain();
  await pull(ask);
}

/** A visitor's choice to keep (or no longer keep) the catalogue on this device; keeping starts the download. */
export async function keepCatalogue(keep: boolean): Promise<void> {
  await setKeepCatalogue(db, keep);
  if (!keep) return;
  // The next start reads the device's store; a visitor's page that had not started its sync starts it now.
  setDeviceHint(true);
  void pull();
}

/** The signal is back or the app starts: waiting changes leave now, not when their backoff ends. */
async function wakeAndSync(): Promise<void> {
  await drainer.wake();
  await pull();
}

/** What waits leaves now, whatever its backoff (maintenance just ended, app/maintenance-watch.ts). */
export async function wakeSync(): Promise<void> {
  if (!started) return;
  await wakeAndSync();
}

/** Where Background Sync exists (Chromium), the service worker drains even after the page is closed. */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  // SyncManager is not in TypeScript's DOM lib (Chromium only).
  const sync = (registration as unknown as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
}

let started = false;

export interface StartSyncOptions {
  /**
   * Sync starts because someone signed in on this page (a device that held nothing): their first pull starts at once,
   * beside the drain, rather than after it and the page's next idle moment (the marketplace reads the device only
   * once that pull is over).
   */
  signedInHere?: boolean;
}

/** Idempotent: installs the triggers and syncs once. */
export function startSync({ signedInHere = false }: StartSyncOptions = {}): void {
  if (started) return;
  started = true;
  setOutboxLanguage(currentLanguage);
  setAfterEnqueue(() => {
    void drain();
    void registerBackgroundSync();
  });
  const whenVisible = () => {
    if (document.visibilityState === 'visible') void syncNow();
  };
  window.addEventListener('online', () => void wakeAndSync());
  document.addEventListener('visibilitychange', whenVisible);
  setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    // The stream brings changes as they happen; the timed pull stands in while it is down.
    if (live.connected) void drain();
    else void syncNow();
  }, PULL_EVERY_MS);
  // Sign-in, sign-out, another user, refreshed tokens: resume the queue and pull what this user may see.
  let seen = `${authStore.get().user?.id}:${authStore.get().access}`;
  authStore.subscribe(() => {
    const now = `${authStore.get().user?.id}:${authStore.get().access}`;
    if (now !== seen) {
      const userChanged = now.split(':')[0] !== seen.split(':')[0];
      seen = now;
      if (userChanged) {
        syncActivity.set({ catalogue: null });
        void syncNow({ signIn: !!authStore.get().user });
        live.restart();
      } else {
        void drain();
        live.update();
      }
    }
  });
  if (signedInHere && authStore.get().user) {
    // The worker starts now (its script, Dexie, its connection to the database) while the page stores the session
    // and shows the next page: its first pull, asked once the session is stored, then leaves at once (about 200 ms
    // sooner than a worker started by that pull).
    thePuller();
    void sessionStored().then(() => pull({ signIn: true }));
  }
  void wakeAndSync();
  live.start();
  connectivity.subscribe(() => live.update());
}
