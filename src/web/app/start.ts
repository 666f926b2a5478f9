// The app's one start-up, called once by main.tsx: the saved session, the router's view of it, the page's sync,
// the service worker and persistent storage. Components only read the state these produce; none starts anything.
// The order protects the first page. The session is read at once when the device holds one (offline/device-hint.ts)
// or the page is behind sign-in (which waits for it); on a device that may hold one, once the first page has shown;
// on a device that holds nothing (a visitor's), not at all: Dexie is not even downloaded. Sync (start-sync.ts, which
// loads with Dexie) starts once the first page has rendered, on a visitor's device only once it holds something (a
// sign-in, a kept catalogue). The worker (whose install precaches the whole app) registers last, once the window has
// loaded and the main thread is idle.
import { RESTORE_TIMEOUT_MS } from '@contract/constants.ts';
import { setSessionExpiredHandler } from '@/lib/api.ts';
import { authStore, restoreSession } from '@/lib/auth.ts';
import { startConnectivity } from '@/lib/online.ts';
import { deviceHint, setDeviceHint, whenDeviceHoldsData } from '@/offline/device-hint.ts';
import { askForPersistentStorage, registerServiceWorker } from '@/features/pwa/service-worker.ts';
import { warmToaster } from '@/components/ui/lazy-toaster.tsx';
import { loadSyncPanel } from '@/features/sync-status/sync-pill.tsx';
import { loadComingSoon } from '@/features/shell/use-coming-soon.ts';
import { startMaintenanceWatch } from './maintenance-watch.ts';
import type { AppRouter } from './router.tsx';

export interface StartOptions {
  /** Settles once the first page has rendered: what waits for it never competes with that page. */
  firstPageShown: Promise<unknown>;
  /** The first page waits for the session (it is behind sign-in): read it at once even if none is likely. */
  pageNeedsSession?: boolean;
}

export interface StartedApp {
  /** The saved session is in the auth store and the router's context (or the read gave up). */
  sessionRestored: Promise<void>;
}

let started: StartedApp | null = null;

export function startApp(router: AppRouter, { firstPageShown, pageNeedsSession = false }: StartOptions): StartedApp {
  if (started) return started;
  const giveRouterTheSession = () => router.update({ ...router.options, context: { auth: authStore.get() } });
  // Guards read the session from the router's context: every sign-in, sign-out and refresh re-runs them.
  authStore.subscribe(() => {
    giveRouterTheSession();
    void router.invalidate();
  });
  setSessionExpiredHandler(() => void router.navigate({ to: '/login' }));
  const restore = () => restoreSession(RESTORE_TIMEOUT_MS).then(giveRouterTheSession);
  const hint = deviceHint();
  // Said once, so the next start of this device need not look.
  if (hint === 'empty') setDeviceHint(false);
  // A device that holds data fetches the sync's code (and with it what its offline changes need) beside the first
  // page's, so that a change made the moment the signal drops finds its code; it runs once that page has shown.
  const syncCode = () => import('./start-sync.ts');
  if (hint === 'holds-data') void syncCode();
  // A visitor's first page neither waits for Dexie's download nor shares the link with it.
  const sessionRestored =
    pageNeedsSession || hint === 'holds-data' ? restore() : hint === 'unknown' ? Promise.resolve(firstPageShown).then(restore) : Promise.resolve();
  started = { sessionRestored };

  // Sync after the session: its first pull is then the signed-in user's, not a visitor's followed by theirs.
  void Promise.all([firstPageShown, sessionRestored]).then(() => {
    // Everyone's header says whether the app's requests get through.
    startConnectivity();
    whenDeviceHoldsData((here) => {
      // Here: someone signed in on this page (or kept the catalogue), long after it was painted.
      void syncCode().then(({ startPageSync }) => startPageSync({ signedInHere: here }));
      // Code a screen may need the moment the signal drops, before the worker has cached it (it registers later):
      // the first toast ('Saved on this phone...') and the sync panel. Kept in memory once fetched. A visitor's
      // device, which keeps nothing to send, does not download them.
      void warmToaster().catch(() => undefined);
      void loadSyncPanel().catch(() => undefined);
    });
  });
  void Promise.resolve(firstPageShown).then(() => {
    // Asked once per start, whatever the page: the login and register pages read the answer.
    void loadComingSoon();
    // Everyone but admins goes to /maintenance while the operator has it on.
    startMaintenanceWatch(router);
    afterLoadWhenIdle(() => {
      registerServiceWorker();
      void askForPersistentStorage();
    });
  });
  return started;
}

/** How long the browser may wait for an idle moment after `load` before the task runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once, after the window's `load` event and then an idle moment; answers a cancel. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
