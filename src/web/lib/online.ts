// Whether the app's requests get through, which is what "Online" means to the user: navigator.onLine stays true
// on a link that answers nothing. The page's own /api requests decide (an answer: online; a network error, or
// no answer within REQUEST_STALL_MS: offline): their senders (lib/api.ts, the page's sync) report each one here
// through `apiFetch`. While offline a tiny probe of /api/health, with backoff, says when the server answers again.
// The browser's online/offline events and the page becoming visible only ask for a probe.
import { useSyncExternalStore } from 'react';
import { CONNECTIVITY_PROBE_MAX_MS, CONNECTIVITY_PROBE_MIN_MS, REQUEST_STALL_MS } from '@contract/constants.ts';
import { reportingFetch } from '@/offline/http.ts';

export const HEALTH_PATH = '/api/health';

export interface ConnectivityOptions {
  /** Where to start before any request has answered (the page uses navigator.onLine). */
  initiallyOnline: boolean;
  /** Asks the server once; resolves true when it answered. Aborted after `stallMs`. */
  probe: (signal: AbortSignal) => Promise<boolean>;
  stallMs?: number;
  probeMinMs?: number;
  probeMaxMs?: number;
  /** Probes wait while the page is hidden (no use, and it costs a phone's battery); the page passes document's state. */
  isVisible?: () => boolean;
}

export interface Connectivity {
  readonly online: boolean;
  subscribe(listener: () => void): () => void;
  /** Follows one request to the server: its answer or failure decides, and so does no answer within the stall time. */
  track(request: Promise<unknown>, opts?: { stalls?: boolean }): void;
  /** The server answered something (any status: the link works). */
  reached(): void;
  /** A request could not reach the server. */
  unreachable(): void;
  /** Ask the server now (the browser's online/offline events, the page becoming visible). */
  probeNow(): void;
  stop(): void;
}

// DOMException is not an Error subclass everywhere: read the name.
const isAbort = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

export function createConnectivity(opts: ConnectivityOptions): Connectivity {
  const { stallMs = REQUEST_STALL_MS, probeMinMs = CONNECTIVITY_PROBE_MIN_MS, probeMaxMs = CONNECTIVITY_PROBE_MAX_MS } = opts;
  const isVisible = opts.isVisible ?? (() => true);
  const listeners = new Set<() => void>();
  let online = opts.initiallyOnline;
  let nextDelay = probeMinMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let probing = false;
  // Evidence older than the latest answer is stale: a request that fails or hangs after another one sent later
  // was answered says nothing about the link now.
  let answers = 0;

  const set = (value: boolean) => {
    if (online === value) return;
    online = value;
    for (const l of listeners) l();
  };
  const cancelTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  function scheduleProbe() {
    if (timer || probing) return;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, probeMaxMs);
    timer = setTimeout(() => {
      timer = null;
      // Hidden: the next one is asked when the page is shown again (startConnectivity's visibilitychange).
      if (isVisible()) void probe();
    }, delay);
  }

  async function probe() {
    if (probing) return;
    probing = true;
    const abort = new AbortController();
    let stall: ReturnType<typeof setTimeout> | undefined;
    // No answer in time is no answer, whether or not the probe heeds the abort.
    const givenUp = new Promise<boolean>((resolve) => {
      stall = setTimeout(() => {
        abort.abort();
        resolve(false);
      }, stallMs);
    });
    const seen = answers;
    let answered: boolean;
    try {
      answered = await Promise.race([opts.probe(abort.signal), givenUp]);
    } catch {
      answered = false;
    } finally {
      clearTimeout(stall);
      probing = false;
    }
    if (answered) reached();
    else if (seen === answers) unreachable();
  }

  function reached() {
    answers++;
    cancelTimer();
    nextDelay = probeMinMs;
    set(true);
  }

  function unreachable() {
    set(false);
    scheduleProbe();
  }

  return {
    get online() {
      return online;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track(request, { stalls = true } = {}) {
      const seen = answers;
      let settled = false;
      const stall = stalls
        ? setTimeout(() => {
            if (!settled && seen === answers) unreachable();
          }, stallMs)
        : null;
      const settle = () => {
        settled = true;
        if (stall) clearTimeout(stall);
      };
      request.then(
        () => {
          settle();
          reached();
        },
        (err: unknown) => {
          settle();
          // The caller gave up (a stream closed on purpose, a screen left): says nothing about the link.
          if (!isAbort(err) && seen === answers) unreachable();
        },
      );
    },
    reached,
    unreachable,
    probeNow() {
      cancelTimer();
      nextDelay = probeMinMs;
      void probe();
    },
    stop() {
      cancelTimer();
      listeners.clear();
    },
  };
}

/** Same-origin /api requests other than the probe (not images, not other origins). */
function isApiRequest(input: RequestInfo | URL): boolean {
  try {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith('/api/') && url.pathname !== HEALTH_PATH;
  } catch {
    return false;
  }
}

/** Uploads (photos) take as long as the link needs to carry them: a slow one is not a dead link. */
const isUpload = (init?: RequestInit) => init?.body instanceof FormData || init?.body instanceof Blob;

/** The last state this device saw, kept across page loads: a link that answered nothing last time (a cellar, a
 * captive Wi-Fi) starts as offline and is probed at once, instead of showing 'Online' until a request stalls. */
const LAST_STATE_KEY = 'fm:connectivity';

function readLastState(): boolean | null {
  try {
    const v = globalThis.localStorage?.getItem(LAST_STATE_KEY);
    return v === 'offline' ? false : v === 'online' ? true : null;
  } catch {
    return null;
  }
}

function pageConnectivity(): Connectivity {
  const hasPage = typeof window !== 'undefined' && typeof document !== 'undefined';
  const c = createConnectivity({
    initiallyOnline: (typeof navigator === 'undefined' || navigator.onLine !== false) && readLastState() !== false,
    // Any answer will do (the link works); the probe judges itself, so it is not reported like the app's requests.
    probe: async (signal) => {
      await fetch(HEALTH_PATH, { method: 'GET', cache: 'no-store', signal });
      return true;
    },
    isVisible: () => !hasPage || document.visibilityState !== 'hidden',
  });
  c.subscribe(() => {
    try {
      globalThis.localStorage?.setItem(LAST_STATE_KEY, c.online ? 'online' : 'offline');
    } catch {
      // Storage full or refused: the state is only a hint for the next load.
    }
  });
  return c;
}

/** The page's one connectivity state. */
export const connectivity = pageConnectivity();

let started = false;

/**
 * One request to the API, reported by its sender as it leaves: its answer, its network failure or its silence
 * decides the online state. Nothing is judged before startConnectivity (component tests answer unscripted paths
 * with network errors, which would turn their whole app offline).
 */
export function reportApiRequest(request: Promise<unknown>, input: RequestInfo | URL, init?: RequestInit): void {
  if (!started || !isApiRequest(input)) return;
  connectivity.track(request, { stalls: !isUpload(init) });
}

/** The browser's fetch for the page's API requests: the same answers, each request reported to the online state. */
export const apiFetch: typeof fetch = reportingFetch(reportApiRequest);

/** Idempotent: starts judging the page's reported requests and listening to the browser's hints. */
export function startConnectivity(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => connectivity.probeNow());
  window.addEventListener('offline', () => connectivity.probeNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !connectivity.online) connectivity.probeNow();
  });
  // The browser already says there is no network: confirm it (and start the probe's backoff) at once.
  if (!connectivity.online) connectivity.probeNow();
}

/**
 * Whether the app's requests get through right now (see above). A browser that knows it has no network at all
 * (navigator.onLine false) is offline without asking: every request would fail at once. Only its "true" is doubted.
 */
export function isOnline(): boolean {
  const noNetwork = typeof navigator !== 'undefined' && navigator.onLine === false;
  return connectivity.online && !noNetwork;
}

function subscribe(listener: () => void): () => void {
  const stop = connectivity.subscribe(listener);
  // The browser losing its network shows at once (isOnline above); its coming back waits for the server.
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
