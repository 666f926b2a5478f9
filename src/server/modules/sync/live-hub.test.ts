// The in-memory side of live updates, without a database: who hears of a notice, one event per burst, caps,
// heartbeats, streams ending with their token, slow readers dropped; and the listener that listens again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNotifyListener } from '../../lib/notify-listener.ts';
import { changedEvent, createLiveHub, parseChangeNotice, type StreamSink } from './live-hub.ts';

function sink(pending = 0): StreamSink & { chunks: string[]; ended: boolean } {
  const s = {
    chunks: [] as string[],
    ended: false,
    write(chunk: string) {
      s.chunks.push(chunk);
      return true;
    },
    pending: () => pending,
    end() {
      s.ended = true;
    },
  };
  return s;
}

const HOUR = 3600_000;
let now: number;
const clock = () => new Date(now);

beforeEach(() => {
  vi.useFakeTimers();
  now = Date.parse('2026-11-24T09:00:00Z');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parseChangeNotice', () => {
  it('reads the payload of migration 0017 and ignores anything else', () => {
    expect(parseChangeNotice('{"t" : "products", "a" : "public"}')).toEqual({ table: 'products', audience: 'public' });
    expect(parseChangeNotice('{"t":"orders","a":["u1","u2"]}')).toEqual({ table: 'orders', audience: ['u1', 'u2'] });
    expect(parseChangeNotice('not json')).toBeNull();
    expect(parseChangeNotice('{"t":"orders","a":[1]}')).toBeNull();
    expect(parseChangeNotice('{"a":"public"}')).toBeNull();
  });
});

describe('the live hub', () => {
  it("sends a user's notices to that user's streams only, and public ones to everybody", () => {
    const hub = createLiveHub({ coalesceMs: 10, publicSpreadMs: 0, now: clock });
    const ana1 = sink();
    const ana2 = sink();
    const ben = sink();
    hub.open('ana', ana1, new Date(now + HOUR));
    hub.open('ana', ana2, new Date(now + HOUR));
    hub.open('ben', ben, new Date(now + HOUR));
    hub.deliver({ table: 'orders', audience: ['ana', 'nobody'] });
    vi.advanceTimersByTime(10);
    expect(ana1.chunks).toEqual([changedEvent(['orders'])]);
    expect(ana2.chunks).toEqual([changedEvent(['orders'])]);
    expect(ben.chunks).toEqual([]);
    hub.deliver({ table: 'products', audience: 'public' });
    vi.advanceTimersByTime(10);
    expect(ben.chunks).toEqual([changedEvent(['products'])]);
    expect(ana1.chunks).toHaveLength(2);
  });

  it('folds the notices of one burst into one event naming each table once', () => {
    const hub = createLiveHub({ coalesceMs: 15, now: clock });
    const s = sink();
    hub.open('ana', s, new Date(now + HOUR));
    hub.deliver({ table: 'orders', audience: ['ana'] });
    hub.deliver({ table: 'notifications', audience: ['ana'] });
    hub.deliver({ table: 'orders', audience: ['ana'] });
    hub.deliver({ table: 'products', audience: 'public' });
    expect(s.chunks).toEqual([]);
    vi.advanceTimersByTime(15);
    expect(s.chunks).toEqual(['event: changed\ndata: {"tables":["notifications","orders","products"]}\n\n']);
  });

  it("spreads catalogue notices over a window per stream, but a notice of the user's own brings them at once", () => {
    const hub = createLiveHub({ coalesceMs: 15, publicSpreadMs: 3000, random: () => 0.5, now: clock });
    const s = sink();
    hub.open('ana', s, new Date(now + HOUR));
    hub.deliver({ table: 'products', audience: 'public' });
    vi.advanceTimersByTime(1000);
    expect(s.chunks).toEqual([]);
    vi.advanceTimersByTime(515);
    expect(s.chunks).toEqual([changedEvent(['products'])]);
    // Many catalogue changes in a window: one event.
    for (let i = 0; i < 50; i++) hub.deliver({ table: 'products', audience: 'public' });
    vi.advanceTimersByTime(1000);
    hub.deliver({ table: 'cart_items', audience: ['ana'] });
    vi.advanceTimersByTime(15);
    expect(s.chunks).toEqual([changedEvent(['products']), changedEvent(['cart_items', 'products'])]);
    vi.advanceTimersByTime(5000);
    expect(s.chunks).toHaveLength(2);
  });

  it('tells every stream to pull everything when notices may have been lost', () => {
    const hub = createLiveHub({ coalesceMs: 0, publicSpreadMs: 0, now: clock });
    const s = sink();
    hub.open('ana', s, new Date(now + HOUR));
    hub.deliverToAll();
    vi.advanceTimersByTime(0);
    expect(s.chunks).toEqual([changedEvent(['*'])]);
  });

  it('refuses streams beyond the per-user and total caps, and counts a closed one out', () => {
    const hub = createLiveHub({ maxStreamsPerUser: 2, maxStreams: 3, now: clock });
    const first = hub.open('ana', sink(), new Date(now + HOUR));
    expect(hub.open('ana', sink(), new Date(now + HOUR))).not.toBeNull();
    expect(hub.open('ana', sink(), new Date(now + HOUR))).toBeNull();
    expect(hub.open('ben', sink(), new Date(now + HOUR))).not.toBeNull();
    expect(hub.open('cleo', sink(), new Date(now + HOUR))).toBeNull();
    first!();
    expect(hub.count('ana')).toBe(1);
    expect(hub.open('cleo', sink(), new Date(now + HOUR))).not.toBeNull();
    expect(hub.count()).toBe(3);
  });

  it('sends a heartbeat comment on one timer, and ends a stream once its token has expired', () => {
    const hub = createLiveHub({ heartbeatMs: 25_000, now: clock });
    const short = sink();
    const long = sink();
    hub.open('ana', short, new Date(now + 40_000));
    hub.open('ben', long, new Date(now + HOUR));
    vi.advanceTimersByTime(25_000);
    expect(short.chunks).toEqual([': ping\n\n']);
    expect(long.chunks).toEqual([': ping\n\n']);
    now += 50_000;
    vi.advanceTimersByTime(25_000);
    expect(short.ended).toBe(true);
    expect(short.chunks).toHaveLength(1);
    expect(long.chunks).toHaveLength(2);
    expect(hub.count()).toBe(1);
  });

  it('drops a client that stopped reading instead of buffering for it', () => {
    const hub = createLiveHub({ coalesceMs: 0, now: clock });
    const stuck = sink(1024 * 1024);
    hub.open('ana', stuck, new Date(now + HOUR));
    hub.deliver({ table: 'orders', audience: ['ana'] });
    vi.advanceTimersByTime(0);
    expect(stuck.ended).toBe(true);
    expect(hub.count()).toBe(0);
  });

  it('closeAll ends every stream (the app is closing)', () => {
    const hub = createLiveHub({ now: clock });
    const a = sink();
    const b = sink();
    hub.open('ana', a, new Date(now + HOUR));
    hub.open('ben', b, new Date(now + HOUR));
    hub.closeAll();
    expect([a.ended, b.ended, hub.count()]).toEqual([true, true, 0]);
  });
});

describe('the notify listener', () => {
  const log = { warn: () => undefined, info: () => undefined };

  it('listens again with backoff after its connection is lost, and says it resumed', async () => {
    const lost: Array<(err: Error) => void> = [];
    let attempts = 0;
    const database = {
      listen: vi.fn(async (_channel: string, _onNotify: (p: string) => void, onLost: (err: Error) => void) => {
        attempts++;
        if (attempts === 2) throw new Error('database down');
        lost.push(onLost);
        return async () => undefined;
      }),
    };
    const onResume = vi.fn();
    const listener = await startNotifyListener({ database, channel: 'fm_changes', onNotify: () => undefined, onResume, log, minDelayMs: 1000, maxDelayMs: 30_000 });
    expect(listener.listening).toBe(true);
    lost[0]!(new Error('connection reset'));
    expect(listener.listening).toBe(false);
    // First retry after 0.5-1 s fails (database down); the next waits longer, then succeeds.
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toBe(2);
    expect(onResume).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempts).toBe(3);
    expect(listener.listening).toBe(true);
    expect(onResume).toHaveBeenCalledTimes(1);
    await listener.close();
    expect(listener.listening).toBe(false);
  });

  it('stops trying once closed', async () => {
    const database = { listen: vi.fn(async () => Promise.reject(new Error('down'))) };
    const listener = await startNotifyListener({ database, channel: 'fm_changes', onNotify: () => undefined, onResume: () => undefined, log });
    await listener.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(database.listen).toHaveBeenCalledTimes(1);
  });
});
