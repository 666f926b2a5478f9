// One LISTEN per server process, kept open: when its connection fails it listens again with backoff, and says so,
// because notifications sent while it was away are lost and whoever relies on them must catch up another way.
import type { Database } from '../db/client.ts';

export interface NotifyListenerOptions {
  database: Pick<Database, 'listen'>;
  channel: string;
  onNotify: (payload: string) => void;
  /** Listening again after a failure: notifications may have been missed. */
  onResume: () => void;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface NotifyListener {
  /** True while a LISTEN is in place. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Resolves after the first attempt; if that fails, it keeps trying in the background. */
export async function startNotifyListener(opts: NotifyListenerOptions): Promise<NotifyListener> {
  const { database, channel, onNotify, onResume, log, minDelayMs = 1000, maxDelayMs = 30_000 } = opts;
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(failures, 10)) * (0.5 + Math.random() / 2);
    failures++;
    retry = setTimeout(() => void attempt(true), delay);
    retry.unref();
  };

  const attempt = async (resuming: boolean): Promise<void> => {
    retry = null;
    try {
      const stopNow = await database.listen(channel, onNotify, (err) => {
        stop = null;
        log.warn({ err: err.message, channel }, 'change listener lost its connection; listening again');
        schedule();
      });
      if (closed) {
        await stopNow();
        return;
      }
      stop = stopNow;
      failures = 0;
      if (resuming) {
        log.info({ channel }, 'change listener listening again');
        onResume();
      }
    } catch (err) {
      log.warn({ err: (err as Error).message, channel }, 'change listener could not listen; trying again');
      schedule();
    }
  };

  await attempt(false);
  return {
    get listening() {
      return stop !== null;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const s = stop;
      stop = null;
      await s?.();
    },
  };
}
