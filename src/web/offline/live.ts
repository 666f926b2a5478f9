// Live updates: while the page is visible, online and signed in, one event stream (GET /api/sync/events, read with
// fetch so the access token goes in a header) tells this device when something of the user's changed, and the pull
// runs. It reconnects with backoff and jitter, closes when the page is hidden or offline, and reports whether it is
// connected so the timed pulls can stand in while it is not.
import { SYNC_EVENTS_PATH } from '@contract/sync-protocol.ts';
import { apiUrl, type FetchFn, type RefreshOutcome } from './http.ts';

export interface LiveOptions {
  fetch: FetchFn;
  baseUrl?: string;
  /** The current access token; null when signed out. Read at every connect, never kept. */
  accessToken: () => string | null;
  refresh: () => Promise<RefreshOutcome>;
  /** Pull now: called once per burst of events (debounced), and after a reconnect (events may have been missed). */
  onChanged: (tables: string[]) => void;
  onConnectedChange?: (connected: boolean) => void;
  debounceMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  doc?: Document;
  win?: Window;
  isOnline?: () => boolean;
}

export interface LiveUpdates {
  start(): void;
  stop(): void;
  /** New tokens, sign-in or sign-out: open or close as that now allows. */
  update(): void;
  /** Another user: the open stream is not theirs. */
  restart(): void;
  readonly connected: boolean;
}

/** A stream that lasted this long was healthy: the next drop starts the backoff again from the bottom. */
const HEALTHY_MS = 10_000;

export function createLiveUpdates(opts: LiveOptions): LiveUpdates {
  const { fetch: fetchFn, baseUrl = '', debounceMs = 200, minBackoffMs = 1000, maxBackoffMs = 30_000, random = Math.random } = opts;
  // Looked up when used: the module may be loaded where there is no page (tests, a worker).
  const doc = () => opts.doc ?? document;
  const win = () => opts.win ?? window;
  const isOnline = opts.isOnline ?? (() => navigator.onLine);

  let running = false;
  let abort: AbortController | null = null;
  let connected = false;
  let opened = false; // a stream was open before: the next one may have missed events
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let refused: string | null = null; // the token the server refused and could not be refreshed
  const pending = new Set<string>();
  let debounce: ReturnType<typeof setTimeout> | null = null;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    opts.onConnectedChange?.(value);
  };

  const changed = (tables: string[]) => {
    for (const t of tables) pending.add(t);
    debounce ??= setTimeout(() => {
      debounce = null;
      const all = [...pending];
      pending.clear();
      opts.onChanged(all);
    }, debounceMs);
  };

  const wanted = () => running && doc().visibilityState === 'visible' && isOnline() && opts.accessToken() !== null && opts.accessToken() !== refused;

  const close = () => {
    if (retry) clearTimeout(retry);
    retry = null;
    abort?.abort();
    abort = null;
    setConnected(false);
  };

  const scheduleRetry = () => {
    if (!wanted()) return;
    // Exponential with jitter (half to all of the step), so devices cut off together do not return together.
    const step = Math.min(maxBackoffMs, minBackoffMs * 2 ** attempts);
    attempts = Math.min(attempts + 1, 16);
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, step / 2 + (random() * step) / 2);
  };

  function connect(): void {
    if (abort || retry || !wanted()) return;
    const controller = new AbortController();
    abort = controller;
    void read(controller).then((outcome) => {
      if (abort !== controller) return; // closed meanwhile (hidden, offline, stopped)
      abort = null;
      setConnected(false);
      if (outcome === 'retry') scheduleRetry();
    });
  }

  /** One stream, from request to end. */
  async function read(controller: AbortController, refreshed = false): Promise<'retry' | 'stop'> {
    const token = opts.accessToken();
    if (!token) return 'stop';
    let res: Response;
    try {
      res = await fetchFn(apiUrl(baseUrl, SYNC_EVENTS_PATH), {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return 'retry';
    }
    if (res.status === 401) {
      void res.body?.cancel().catch(() => undefined);
      if (refreshed) return 'retry';
      const outcome = await opts.refresh();
      if (outcome === 'ok') return controller.signal.aborted ? 'stop' : read(controller, true);
      if (outcome === 'refused') {
        refused = token;
        return 'stop';
      }
      return 'retry';
    }
    if (!res.ok || !res.body) {
      void res.body?.cancel().catch(() => undefined);
      return 'retry';
    }
    const began = Date.now();
    setConnected(true);
    if (opened) changed(['*']);
    opened = true;
    try {
      await readEvents(res.body, (event, data) => {
        if (event !== 'changed') return;
        try {
          const tables = (JSON.parse(data) as { tables?: unknown }).tables;
          changed(Array.isArray(tables) ? tables.map(String) : ['*']);
        } catch {
          changed(['*']);
        }
      });
    } catch {
      // the connection dropped, or we aborted it
    }
    if (Date.now() - began >= HEALTHY_MS) attempts = 0;
    // The server ends a stream when the token expires or it shuts down: come back (with a fresh token if need be).
    return 'retry';
  }

  const reconsider = () => {
    if (wanted()) connect();
    else close();
  };
  const onOnline = () => {
    attempts = 0;
    reconsider();
  };

  return {
    start() {
      if (running) return;
      running = true;
      doc().addEventListener('visibilitychange', reconsider);
      win().addEventListener('online', onOnline);
      win().addEventListener('offline', reconsider);
      reconsider();
    },
    stop() {
      running = false;
      doc().removeEventListener('visibilitychange', reconsider);
      win().removeEventListener('online', onOnline);
      win().removeEventListener('offline', reconsider);
      if (debounce) clearTimeout(debounce);
      debounce = null;
      pending.clear();
      close();
    },
    update() {
      reconsider();
    },
    restart() {
      close();
      attempts = 0;
      opened = false;
      reconsider();
    },
    get connected() {
      return connected;
    },
  };
}

/** Server-sent events from a fetch body: calls `onEvent` per event; comments (heartbeats) and `retry:` are skipped. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
    }
  }
}
