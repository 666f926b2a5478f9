// The app's one start-up, called once by main.tsx: the saved session, the router's view of it, the page's sync,
// the service worker and persistent storage. Components only read the state these produce; none starts anything.
// The order protects the first page: the session is read at once (a page behind sign-in waits for it), sync starts
// once that page has rendered, and the worker (whose install precaches the whole app) registers after that, once
// the window has loaded and the main thread is idle.
import { RESTORE_TIMEOUT_MS } from '@contract/constants.ts';
import { setSessionExpiredHandler } from '@/lib/api.ts';
import { authStore, restoreSession } from '@/lib/auth.ts';
import { startHonestSync } from '@/offline/honest-sync.ts';
import { startSync } from '@/offline/sync-runtime.ts';
import { installPageDomainPlugs } from '@/domain/page-plugs.ts';
import { askForPersistentStorage, registerServiceWorker } from '@/features/pwa/service-worker.ts';
import { loadComingSoon } from '@/features/shell/use-coming-soon.ts';
import type { AppRouter } from './router.tsx';

export interface StartOptions {
  /** Settles once the first page has rendered: what waits for it never competes with that page. */
  firstPageShown: Promise<unknown>;
}

export interface StartedApp {
  /** The saved session is in the auth store and the router's context (or the read gave up). */
  sessionRestored: Promise<void>;
}

let started: StartedApp | null = null;

export function startApp(router: AppRouter, { firstPageShown }: StartOptions): StartedApp {
  if (started) return started;
  // Before anything drains or discards: what each kind's confirmed answer writes back, and what discarding undoes.
  installPageDomainPlugs();
  const giveRouterTheSession = () => router.update({ ...router.options, context: { auth: authStore.get() } });
  // Guards read the session from the router's context: every sign-in, sign-out and refresh re-runs them.
  authStore.subscribe(() => {
    giveRouterTheSession();
    void router.invalidate();
  });
  setSessionExpiredHandler(() => void router.navigate({ to: '/login' }));
  const sessionRestored = restoreSession(RESTORE_TIMEOUT_MS).then(giveRouterTheSession);
  started = { sessionRestored };

  // Sync after the session: its first pull is then the signed-in user's, not a visitor's followed by theirs.
  void Promise.all([firstPageShown, sessionRestored]).then(() => {
    startSync();
    startHonestSync();
  });
  void Promise.resolve(firstPageShown).then(() => {
    // Asked once per start, whatever the page: the login and register pages read the answer.
    void loadComingSoon();
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
