// This process's open event streams, by user: change notices fan out to them in memory. Between events a stream
// costs a socket and one entry here; one shared timer sends the heartbeats and ends streams whose token expired.

/** A committed change as the database announces it (migration 0017): the table, and who should pull. */
export interface ChangeNotice {
  table: string;
  audience: 'public' | string[];
}

/** The NOTIFY payload, or null when it is not one of ours. */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown; a?: unknown };
    if (typeof value.t !== 'string') return null;
    if (value.a === 'public') return { table: value.t, audience: 'public' };
    if (Array.isArray(value.a) && value.a.every((id) => typeof id === 'string')) return { table: value.t, audience: value.a };
    return null;
  } catch {
    return null;
  }
}

/** What a stream writes to and how it ends; the route adapts the HTTP response to this. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Bytes written but not yet sent: a client that stopped reading is dropped, not buffered for. */
  pending(): number;
  end(): void;
}

export interface LiveHubOptions {
  maxStreamsPerUser: number;
  maxStreams: number;
  heartbeatMs: number;
  /** Notices arriving within this window reach a stream as one event (one transaction's notices arrive together). */
  coalesceMs: number;
  /**
   * A catalogue change (public) wakes every open stream: each waits a random part of this window, so devices pull
   * spread out rather than all at once, and a busy catalogue costs a device one pull per window, not one per change.
   * A change of the user's own (their cart line whose price moved, an order) comes at once and takes it along.
   */
  publicSpreadMs: number;
  now: () => Date;
  random: () => number;
}

export const LIVE_DEFAULTS: LiveHubOptions = {
  maxStreamsPerUser: 8,
  maxStreams: 5000,
  heartbeatMs: 25_000,
  coalesceMs: 15,
  publicSpreadMs: 3000,
  now: () => new Date(),
  random: Math.random,
};

const MAX_PENDING_BYTES = 64 * 1024;

interface Stream {
  userId: string;
  sink: StreamSink;
  expiresAt: number;
  tables: Set<string>;
  flush: NodeJS.Timeout | null;
  flushAt: number;
}

export interface LiveHub {
  /** Null when the caps are reached. The returned function removes the stream (the client went away). */
  open(userId: string, sink: StreamSink, expiresAt: Date): (() => void) | null;
  deliver(notice: ChangeNotice): void;
  /** Every stream pulls everything: notices may have been lost (the listener reconnected). */
  deliverToAll(): void;
  count(userId?: string): number;
  closeAll(): void;
}

export function changedEvent(tables: string[]): string {
  return `event: changed\ndata: ${JSON.stringify({ tables })}\n\n`;
}

export function createLiveHub(options: Partial<LiveHubOptions> = {}): LiveHub {
  const opts = { ...LIVE_DEFAULTS, ...options };
  const byUser = new Map<string, Set<Stream>>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const remove = (s: Stream) => {
    const set = byUser.get(s.userId);
    if (!set?.delete(s)) return;
    total--;
    if (set.size === 0) byUser.delete(s.userId);
    if (s.flush) clearTimeout(s.flush);
    if (total === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const end = (s: Stream) => {
    remove(s);
    s.sink.end();
  };

  const write = (s: Stream, chunk: string) => {
    s.sink.write(chunk);
    if (s.sink.pending() > MAX_PENDING_BYTES) end(s);
  };

  const beat = () => {
    const now = opts.now().getTime();
    for (const set of [...byUser.values()]) {
      for (const s of [...set]) {
        // The token ran out: the client opens a new stream with a fresh one (and a revoked session gets none).
        if (now >= s.expiresAt) end(s);
        else write(s, ': ping\n\n');
      }
    }
  };

  const mark = (s: Stream, table: string, isPublic: boolean) => {
    s.tables.add(table);
    const delay = opts.coalesceMs + (isPublic ? Math.floor(opts.random() * opts.publicSpreadMs) : 0);
    const at = Date.now() + delay;
    if (s.flush && s.flushAt <= at) return;
    if (s.flush) clearTimeout(s.flush);
    s.flushAt = at;
    s.flush = setTimeout(() => {
      s.flush = null;
      const tables = [...s.tables].sort();
      s.tables.clear();
      write(s, changedEvent(tables));
    }, delay);
  };

  return {
    open(userId, sink, expiresAt) {
      const set = byUser.get(userId) ?? new Set<Stream>();
      if (total >= opts.maxStreams || set.size >= opts.maxStreamsPerUser) return null;
      const s: Stream = { userId, sink, expiresAt: expiresAt.getTime(), tables: new Set(), flush: null, flushAt: 0 };
      set.add(s);
      byUser.set(userId, set);
      total++;
      if (!heartbeat) {
        heartbeat = setInterval(beat, opts.heartbeatMs);
        heartbeat.unref();
      }
      return () => remove(s);
    },
    deliver(notice) {
      if (notice.audience === 'public') {
        for (const set of byUser.values()) for (const s of set) mark(s, notice.table, true);
        return;
      }
      for (const id of notice.audience) for (const s of byUser.get(id) ?? []) mark(s, notice.table, false);
    },
    deliverToAll() {
      for (const set of byUser.values()) for (const s of set) mark(s, '*', true);
    },
    count(userId) {
      return userId === undefined ? total : (byUser.get(userId)?.size ?? 0);
    },
    closeAll() {
      for (const set of [...byUser.values()]) for (const s of [...set]) end(s);
    },
  };
}
