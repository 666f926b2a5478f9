import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_PROBE_MAX_MS, REQUEST_STALL_MS } from '@contract/constants.ts';
import { createConnectivity, type Connectivity } from './online.ts';

/** A request the test answers (or not) by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const networkError = () => new TypeError('Failed to fetch');
const abortError = () => new DOMException('The user aborted a request.', 'AbortError');

describe('connectivity from request outcomes', () => {
  let probe: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<boolean>>>;
  let c: Connectivity;

  beforeEach(() => {
    vi.useFakeTimers();
    probe = vi.fn(async () => false);
    c = createConnectivity({ initiallyOnline: true, probe });
  });
  afterEach(() => {
    c.stop();
    vi.useRealTimers();
  });

  it('an answer means online, a network error offline, a request the caller aborted nothing', async () => {
    const failing = deferred();
    c.track(failing.promise);
    failing.reject(networkError());
    await vi.advanceTimersByTimeAsync(0);
    expect(c.online).toBe(false);

    const answered = deferred();
    c.track(answered.promise);
    answered.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.online).toBe(true);

    const aborted = deferred();
    c.track(aborted.promise);
    aborted.reject(abortError());
    await vi.advanceTimersByTimeAsync(0);
    expect(c.online).toBe(true);
  });

  it(`a request unanswered for ${REQUEST_STALL_MS} ms means offline; its late answer brings the app back online`, async () => {
    const listener = vi.fn();
    c.subscribe(listener);
    const hanging = deferred();
    c.track(hanging.promise);
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS - 1);
    expect(c.online).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.online).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    hanging.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.online).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uploads may take their time: no stall for them', async () => {
    c.track(deferred().promise, { stalls: false });
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS * 10);
    expect(c.online).toBe(true);
  });

  it('a request that hangs while a later one is answered says nothing about the link now', async () => {
    c.track(deferred().promise);
    await vi.advanceTimersByTimeAsync(1000);
    const later = deferred();
    c.track(later.promise);
    later.resolve();
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS);
    expect(c.online).toBe(true);
  });
});

describe('the probe while offline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks after 1, 2, 4 ... s, capped, and stops once the server answers', async () => {
    vi.useFakeTimers();
    let serverAnswers = false;
    const probe = vi.fn(async () => serverAnswers);
    const c = createConnectivity({ initiallyOnline: true, probe });
    c.unreachable();
    expect(c.online).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    const times: number[] = [];
    const start = Date.now();
    probe.mockImplementation(async () => {
      times.push(Date.now() - start);
      return serverAnswers;
    });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(times.slice(0, 7)).toEqual([1000, 3000, 7000, 15_000, 31_000, 61_000, 91_000]);
    expect(times[7]! - times[6]!).toBe(CONNECTIVITY_PROBE_MAX_MS);

    serverAnswers = true;
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MAX_MS);
    expect(c.online).toBe(true);
    const calls = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * CONNECTIVITY_PROBE_MAX_MS);
    expect(probe).toHaveBeenCalledTimes(calls);
    c.stop();
  });

  it(`a probe that hangs is given up after ${REQUEST_STALL_MS} ms and counts as no answer`, async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const probe = vi.fn(
      (signal: AbortSignal) =>
        new Promise<boolean>((_, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(abortError()));
        }),
    );
    const c = createConnectivity({ initiallyOnline: false, probe });
    c.probeNow();
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS);
    expect(signals[0]!.aborted).toBe(true);
    expect(c.online).toBe(false);
    // The backoff goes on: the next probe comes 1 s later.
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
    c.stop();
  });

  it('waits while the page is hidden and asks when it is shown', async () => {
    vi.useFakeTimers();
    let visible = false;
    const probe = vi.fn(async () => true);
    const c = createConnectivity({ initiallyOnline: true, probe, isVisible: () => visible });
    c.unreachable();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    visible = true;
    c.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.online).toBe(true);
    c.stop();
  });
});

describe('the page: navigator events only trigger probes, the app reports its /api requests', () => {
  const originalFetch = window.fetch;
  let server: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
  let online: typeof import('./online.ts');

  beforeEach(async () => {
    vi.useFakeTimers();
    server = vi.fn(async () => new Response('{}'));
    window.fetch = server;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.localStorage.removeItem('fm:connectivity');
    vi.resetModules();
    online = await import('./online.ts');
    online.startConnectivity();
  });
  afterEach(() => {
    online.connectivity.stop();
    window.fetch = originalFetch;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const healthCalls = () => server.mock.calls.filter(([input]) => input === online.HEALTH_PATH).length;

  it("the browser's 'offline' event is only a reason to ask: the server still answering keeps the app online", async () => {
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(healthCalls()).toBeGreaterThan(0);
    expect(online.isOnline()).toBe(true);
  });

  it("the browser's 'online' event does not make the app online while the server does not answer", async () => {
    server.mockImplementation(() => Promise.reject(networkError()));
    await online.apiFetch('/api/sync/changes').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(online.isOnline()).toBe(false);

    server.mockImplementation(() => new Promise(() => {})); // the link answers nothing
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS);
    expect(online.isOnline()).toBe(false);

    server.mockImplementation(async () => new Response('{"status":"ok"}'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(online.isOnline()).toBe(true);
  });

  it('judges reported /api requests (a hang is offline) but not uploads or other addresses, and passes answers through', async () => {
    server.mockImplementation(() => new Promise(() => {}));
    void online.apiFetch('/uploads/carrots.webp');
    void online.apiFetch('/api/product/products/1/', { method: 'PATCH', body: new FormData() });
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS * 2);
    expect(online.isOnline()).toBe(true);

    void online.apiFetch('/api/sync/changes?cursor=1');
    await vi.advanceTimersByTimeAsync(REQUEST_STALL_MS);
    expect(online.isOnline()).toBe(false);

    const answer = new Response('{"data":[]}');
    server.mockImplementation(async () => answer);
    expect(await online.apiFetch(new Request('http://localhost:3000/api/cart/'))).toBe(answer);
    expect(online.isOnline()).toBe(true);
  });

  it("leaves the browser's fetch alone: only what the app reports counts", async () => {
    expect(window.fetch).toBe(server);
    server.mockImplementation(() => Promise.reject(networkError()));
    await window.fetch('/api/sync/changes').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(online.isOnline()).toBe(true);
  });

  it("the API client reports its requests: a server error is an answer, a network error is not", async () => {
    const { api } = await import('./api.ts');
    server.mockImplementation(async () => new Response('{"message":"boom"}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    await expect(api('/product/products/')).rejects.toMatchObject({ status: 500 });
    expect(online.isOnline()).toBe(true);

    server.mockImplementation(() => Promise.reject(networkError()));
    await expect(api('/product/products/')).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(online.isOnline()).toBe(false);
  });
});

describe('the next page load', () => {
  const originalFetch = window.fetch;
  afterEach(() => {
    window.fetch = originalFetch;
    window.localStorage.removeItem('fm:connectivity');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts offline where the last load found the link dead (navigator.onLine still true), asks at once, and is online once answered', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const server = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(() => Promise.reject(new TypeError('Failed to fetch')));
    window.fetch = server;
    window.localStorage.removeItem('fm:connectivity');
    vi.resetModules();
    let online = await import('./online.ts');
    online.startConnectivity();
    expect(online.isOnline()).toBe(true);
    await online.apiFetch('/api/sync/changes').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(online.isOnline()).toBe(false);
    online.connectivity.stop();

    // The page is loaded again, the link still dead: no 'Online' before the first request fails.
    vi.resetModules();
    online = await import('./online.ts');
    expect(online.isOnline()).toBe(false);
    server.mockImplementation(async () => new Response('{"status":"ok"}'));
    online.startConnectivity();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.mock.calls.some(([input]) => input === online.HEALTH_PATH)).toBe(true);
    expect(online.isOnline()).toBe(true);
    online.connectivity.stop();

    // And the load after that starts online.
    vi.resetModules();
    online = await import('./online.ts');
    expect(online.isOnline()).toBe(true);
    online.connectivity.stop();
  });
});

describe('before the app starts judging', () => {
  it('reported requests change nothing (component tests answer unscripted paths with network errors)', async () => {
    vi.resetModules();
    const online = await import('./online.ts');
    const failing = Promise.reject(networkError());
    online.reportApiRequest(failing, '/api/cart/');
    await failing.catch(() => undefined);
    await Promise.resolve();
    expect(online.connectivity.online).toBe(true);
    online.connectivity.stop();
  });
});
