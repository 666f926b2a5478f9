// The live-update client against a fake server whose event streams the test writes to: pull on `changed`
// (debounced), backoff with jitter, closed while hidden or offline, token refresh, and the connected flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from './http.ts';
import { createLiveUpdates, readEvents, type LiveUpdates } from './live.ts';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

interface Call {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  send(text: string): void;
  end(): void;
}

type Answer = 'stream' | 'network' | number;

/** fetch whose answers the test picks in turn ('stream' by default); streams stay open until ended or aborted. */
function fakeServer() {
  const calls: Call[] = [];
  const answers: Answer[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const answer = answers.shift() ?? 'stream';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    calls.push({
      url,
      headers: init!.headers as Record<string, string>,
      signal,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    const status = answer === 'stream' ? 200 : answer;
    return { status, ok: status >= 200 && status < 300, body } as unknown as Response;
  });
  return { fetch, calls, answers, last: () => calls.at(-1)! };
}

let doc: FakeDocument;
let win: EventTarget;
let online: boolean;
let token: string | null;
let server: ReturnType<typeof fakeServer>;
let pulls: string[][];
let connectedChanges: boolean[];
let refresh: ReturnType<typeof vi.fn<() => Promise<RefreshOutcome>>>;
let live: LiveUpdates;

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const changed = (...tables: string[]) => `event: changed\ndata: ${JSON.stringify({ tables })}\n\n`;

function start(random = () => 1) {
  live = createLiveUpdates({
    fetch: server.fetch,
    accessToken: () => token,
    refresh,
    onChanged: (tables) => pulls.push(tables.sort()),
    onConnectedChange: (c) => connectedChanges.push(c),
    random,
    doc: doc as unknown as Document,
    win: win as unknown as Window,
    isOnline: () => online,
  });
  live.start();
}

beforeEach(() => {
  vi.useFakeTimers();
  doc = new FakeDocument();
  win = new EventTarget();
  online = true;
  token = 'access-1';
  server = fakeServer();
  pulls = [];
  connectedChanges = [];
  refresh = vi.fn(async (): Promise<RefreshOutcome> => 'refused');
});
afterEach(() => {
  live.stop();
  vi.useRealTimers();
});

describe('live updates', () => {
  it('opens the stream with the access token and pulls once per burst of `changed` events (debounced 200 ms)', async () => {
    start();
    await tick();
    expect(server.calls).toHaveLength(1);
    expect(server.last().url).toBe('/api/sync/events');
    expect(server.last().headers).toMatchObject({ Authorization: 'Bearer access-1', Accept: 'text/event-stream' });
    server.last().send('retry: 2000\n: connected\n\n');
    await tick();
    expect(live.connected).toBe(true);

    server.last().send(changed('orders'));
    server.last().send(': ping\n\n');
    await tick(100);
    server.last().send(changed('notifications', 'orders'));
    // 200 ms after the first event of the burst (not after the last: a busy farm still pulls every 200 ms).
    await tick(99);
    expect(pulls).toEqual([]);
    await tick(1);
    expect(pulls).toEqual([['notifications', 'orders']]);

    // A heartbeat alone pulls nothing.
    server.last().send(': ping\n\n');
    await tick(1000);
    expect(pulls).toHaveLength(1);
  });

  it('reconnects with exponential backoff and jitter, from 1 s up to 30 s, while the server cannot be reached', async () => {
    server.answers.push(...Array<Answer>(8).fill('network'));
    start(() => 1); // the top of each jittered step
    await tick();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const waits = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [i, wait] of waits.entries()) {
      await tick(wait - 1);
      expect(server.fetch).toHaveBeenCalledTimes(i + 1);
      await tick(1);
      expect(server.fetch).toHaveBeenCalledTimes(i + 2);
    }
    expect(live.connected).toBe(false);
    expect(connectedChanges).toEqual([]);
  });

  it('jitters each wait between half and all of its step', async () => {
    server.answers.push('network', 'network');
    start(() => 0); // the bottom of each step
    await tick();
    await tick(499);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await tick(1000);
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('reconnects after the server ends the stream, and pulls what it may have missed', async () => {
    start();
    await tick();
    server.last().send(': connected\n\n');
    await tick();
    server.last().end();
    await tick();
    expect(live.connected).toBe(false);
    await tick(1000);
    expect(server.calls).toHaveLength(2);
    await tick(200);
    expect(pulls).toEqual([['*']]);
    expect(connectedChanges).toEqual([true, false, true]);
  });

  it('closes the stream when the page is hidden and opens it again, pulling, when it is visible', async () => {
    start();
    await tick();
    const first = server.last();
    doc.set('hidden');
    await tick();
    expect(first.signal.aborted).toBe(true);
    expect(live.connected).toBe(false);
    await tick(120_000);
    expect(server.calls).toHaveLength(1);

    doc.set('visible');
    await tick();
    expect(server.calls).toHaveLength(2);
    expect(live.connected).toBe(true);
    await tick(200);
    expect(pulls).toEqual([['*']]);
  });

  it('stays closed while offline or signed out, and opens when that changes', async () => {
    online = false;
    token = null;
    start();
    await tick(60_000);
    expect(server.calls).toHaveLength(0);
    online = true;
    win.dispatchEvent(new Event('online'));
    await tick();
    expect(server.calls).toHaveLength(0); // still signed out
    token = 'access-1';
    live.update();
    await tick();
    expect(server.calls).toHaveLength(1);
    online = false;
    win.dispatchEvent(new Event('offline'));
    await tick();
    expect(server.last().signal.aborted).toBe(true);
  });

  it('refreshes an expired token once and reconnects with the new one', async () => {
    server.answers.push(401);
    refresh.mockImplementation(async () => {
      token = 'access-2';
      return 'ok';
    });
    start();
    await tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => c.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(live.connected).toBe(true);
  });

  it('waits for new tokens when the refresh is refused, and falls back to timed pulls meanwhile (not connected)', async () => {
    server.answers.push(401);
    start();
    await tick(120_000);
    expect(server.calls).toHaveLength(1);
    expect(live.connected).toBe(false);
    token = 'access-after-sign-in';
    live.update();
    await tick();
    expect(server.calls).toHaveLength(2);
    expect(live.connected).toBe(true);
  });

  it('restart() drops the stream of the previous user and opens one for the new user', async () => {
    start();
    await tick();
    const old = server.last();
    token = 'access-other-user';
    live.restart();
    await tick();
    expect(old.signal.aborted).toBe(true);
    expect(server.last().headers.Authorization).toBe('Bearer access-other-user');
    await tick(200);
    expect(pulls).toEqual([]); // a new user's first stream: the sign-in already pulls
  });
});

describe('readEvents', () => {
  it('splits events across chunk boundaries and CRLF line ends, skipping comments', async () => {
    const encoder = new TextEncoder();
    const parts = ['retry: 2000\r\n: hi\r\n\r\nevent: chan', 'ged\r\ndata: {"tables":', '["orders"]}\r\n\r\n'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of parts) c.enqueue(encoder.encode(p));
        c.close();
      },
    });
    const got: Array<[string, string]> = [];
    await readEvents(body, (event, data) => got.push([event, data]));
    expect(got).toEqual([['changed', '{"tables":["orders"]}']]);
  });
});
