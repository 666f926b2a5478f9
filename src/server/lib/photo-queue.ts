// Bounds the CPU and memory photo decoding takes: at most `slots` requests render photos at once in the
// whole process, each user has at most one rendering and `waitingPerUser` waiting behind it, and at most
// `maxWaiting` wait in all. Beyond that the caller is told to come back later (429 with Retry-After) instead of
// piling up decoded pictures in memory while everyone else's requests slow down.
import { availableParallelism } from 'node:os';
import { HttpError } from './http-error.ts';

export interface DecodeQueueOptions {
  slots: number;
  waitingPerUser: number;
  maxWaiting: number;
  /** Seconds the 429 answers suggest waiting. */
  retryAfterUser: number;
  retryAfterServer: number;
}

export interface DecodeQueueStats {
  running: number;
  waiting: number;
  /** Renderings started since the process began. */
  started: number;
  refused: number;
}

const busy = (messageCode: string, seconds: number) =>
  new HttpError(429, 'rate_limited', messageCode, { headers: { 'retry-after': String(seconds) } });

export class DecodeQueue {
  private running = 0;
  private waiting = 0;
  private started = 0;
  private refused = 0;
  private readonly ready: Array<() => void> = [];
  /** Per user: requests admitted (rendering or waiting) and the end of the last one, which the next one waits for. */
  private readonly users = new Map<string, { admitted: number; tail: Promise<void> }>();

  constructor(readonly options: DecodeQueueOptions) {}

  stats(): DecodeQueueStats {
    return { running: this.running, waiting: this.waiting, started: this.started, refused: this.refused };
  }

  /** Runs `work` (the rendering of one request's photos) in its turn, or refuses at once with 429. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const user = this.users.get(userId) ?? { admitted: 0, tail: Promise.resolve() };
    if (user.admitted > this.options.waitingPerUser) {
      this.refused++;
      throw busy('photo.busy', this.options.retryAfterUser);
    }
    if (this.waiting >= this.options.maxWaiting) {
      this.refused++;
      throw busy('photo.server_busy', this.options.retryAfterServer);
    }
    user.admitted++;
    this.users.set(userId, user);
    const before = user.tail;
    let finished!: () => void;
    user.tail = new Promise<void>((r) => (finished = r));
    this.waiting++;
    // Neither rejects: the tail resolves whatever the previous rendering did.
    await before;
    await this.acquire();
    this.waiting--;
    this.started++;
    try {
      return await work();
    } finally {
      this.release();
      this.leave(userId, user, finished);
    }
  }

  /** Takes a slot (counted in `running` from here on), waiting in line when all are taken. */
  private acquire(): Promise<void> {
    if (this.running < this.options.slots) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.ready.push(resolve));
  }

  /** Hands the slot to the next in line, or frees it. */
  private release(): void {
    const next = this.ready.shift();
    if (next) next();
    else this.running--;
  }

  private leave(userId: string, user: { admitted: number }, finished: () => void): void {
    finished();
    user.admitted--;
    if (user.admitted === 0) this.users.delete(userId);
  }
}

const cores = Math.max(1, availableParallelism());
/** Renderings at once in this process: two, or one on a single core. */
export const DECODE_SLOTS = Math.min(2, cores);

/** The process-wide queue every photo upload goes through. */
export const photoDecodeQueue = new DecodeQueue({
  slots: DECODE_SLOTS,
  waitingPerUser: 1,
  maxWaiting: 32,
  retryAfterUser: 5,
  retryAfterServer: 30,
});
