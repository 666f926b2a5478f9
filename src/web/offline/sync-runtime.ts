// The page's side of sync: one drainer and one puller over the app's Dexie, and the triggers that run them
// (enqueue, app start, online, page visible, a timer, sign-in, the server's live events). Safari and Firefox rely on these alone.
import { refreshTokens } from '@/lib/api.ts';
import { authStore } from '@/lib/auth.ts';
import { SYNC_BATCH_MAX } from '@contract/sync-protocol.ts';
import { currentLanguage } from '@/lib/language.ts';
import { db } from './db.ts';
import { createDrainer, type DrainReport } from './drain.ts';
import type { RefreshOutcome } from './http.ts';
import { createLiveUpdates } from './live.ts';
import { setAfterEnqueue, setOutboxLanguage } from './outbox.ts';
import { createPuller } from './pull.ts';
import { syncActivity } from './sync-activity.ts';

export const BACKGROUND_SYNC_TAG = 'fm-outbox';
/** While the page is visible and the event stream is down: the other party's moves still arrive within a minute. */
const PULL_EVERY_MS = 60_000;

const refresh = (): Promise<RefreshOutcome> =>
  refreshTokens().then(
    (ok) => (ok ? 'ok' : 'refused'),
    () => 'network',
  );

const fetchFn = (input: string, init?: RequestInit) => fetch(input, init);

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
const puller = createPuller({ db, fetch: fetchFn, refresh });

async function pull(): Promise<void> {
  syncActivity.set({ pulling: true });
  try {
    const report = await puller.pull();
    syncActivity.set({ networkFailed: report.networkFailed });
  } finally {
    syncActivity.set({ pulling: false });
  }
}

// While visible, online and signed in, the server says when to pull (live.ts): within a second or two of a change.
const live = createLiveUpdates({ fetch: fetchFn, accessToken: () => authStore.get().access, refresh, onChanged: () => void pull() });

async function drain(): Promise<DrainReport> {
  const report = await drainer.drain();
  if (report.sent > 0 || report.rejected > 0) await pull();
  return report;
}

/** Send what waits, then bring the server's changes. */
export async function syncNow(): Promise<void> {
  await drain();
  await pull();
}

/** The signal is back or the app starts: waiting changes leave now, not when their backoff ends. */
async function wakeAndSync(): Promise<void> {
  await drainer.wake();
  await pull();
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

/** Idempotent: installs the triggers and syncs once. */
export function startSync(): void {
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
        void syncNow();
        live.restart();
      } else {
        void drain();
        live.update();
      }
    }
  });
  void wakeAndSync();
  live.start();
}
