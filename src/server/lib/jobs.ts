// Scheduled housekeeping that runs once across every server process sharing one PostgreSQL: each run holds a
// PostgreSQL advisory lock keyed by the job's name, and a process that finds it held skips that run.
import { sql } from 'drizzle-orm';
import { sqlRows, type Database, type Db } from '../db/client.ts';

/** First key of the two-key advisory lock ('FMJB'), so the jobs' locks cannot meet another use of advisory locks. */
const JOB_LOCK_NAMESPACE = 0x464d4a42;

export type JobOutcome<T> = { ran: true; result: T } | { ran: false };

export interface RunOptions {
  /**
   * Keep the lock at least this long after taking it: another process whose timer fires a little later in the
   * same period then still finds it held and skips, instead of running the job a second time.
   */
  holdMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Takes the job's lock for the rest of the transaction `tx`, or answers false when another session holds it. */
async function tryJobLock(tx: Db, name: string): Promise<boolean> {
  const [lock] = await sqlRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}::int, hashtext(${name})) as locked`);
  return lock?.locked === true;
}

/**
 * Runs `job` unless another process is running it now. On PostgreSQL a transaction holds
 * `pg_try_advisory_xact_lock(namespace, hashtext(name))` (so the lock goes with it, even when the process dies) and
 * writes nothing, while the job runs in its own transaction on another connection: a lock holder that wrote would
 * own a transaction id, and every device's pull waits for the oldest open one (sync/queries.ts snapshotXmin), so
 * holding the lock for `holdMs` would hold back every pull. On PGlite, which is one process, the job simply runs.
 */
export async function runJobOnce<T>(
  database: Pick<Database, 'db' | 'kind'>,
  name: string,
  job: (db: Db) => Promise<T>,
  { holdMs = 0 }: RunOptions = {},
): Promise<JobOutcome<T>> {
  if (database.kind === 'pglite') return { ran: true, result: await job(database.db) };
  return database.db.transaction(async (tx): Promise<JobOutcome<T>> => {
    const began = Date.now();
    if (!(await tryJobLock(tx, name))) return { ran: false };
    const result = await database.db.transaction((own) => job(own));
    const left = holdMs - (Date.now() - began);
    if (left > 0) await sleep(left);
    return { ran: true, result };
  });
}

export interface ScheduledJob {
  name: string;
  run: (db: Db) => Promise<unknown>;
}

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface Scheduler {
  /** Runs every job once now (through the locks); resolves with the names of the jobs this process ran. */
  runAll(): Promise<string[]>;
  stop(): void;
}

/**
 * One period's run of several jobs: a transaction that writes nothing first tries every job's lock (a few
 * milliseconds, so every process tries them at about the same moment), then the jobs it got run one after another,
 * each in its own transaction on another connection (one failing leaves the others done; see runJobOnce for why
 * not inside the lock's transaction), and the locks are kept until `holdMs` after it began. Resolves with the names
 * of the jobs this process ran; a failure is logged, not thrown.
 */
export async function runJobsOnce(database: Pick<Database, 'db' | 'kind'>, jobs: ScheduledJob[], { log, holdMs = 0 }: { log: SchedulerLog; holdMs?: number }): Promise<string[]> {
  const ran: string[] = [];
  const attempt = async (db: Db, job: ScheduledJob) => {
    try {
      await job.run(db);
      ran.push(job.name);
    } catch (err) {
      log.warn({ err, job: job.name }, `scheduled job ${job.name} failed`);
    }
  };
  if (database.kind === 'pglite') {
    for (const job of jobs) await attempt(database.db, job);
    return ran;
  }
  await database.db.transaction(async (tx) => {
    const began = Date.now();
    const mine: ScheduledJob[] = [];
    for (const job of jobs) {
      if (await tryJobLock(tx, job.name)) mine.push(job);
    }
    for (const job of mine) await attempt(database.db, { name: job.name, run: (db) => db.transaction((own) => job.run(own)) });
    const left = holdMs - (Date.now() - began);
    if (left > 0) await sleep(left);
  });
  return ran;
}

/**
 * Runs `jobs` every `everyMs`, at the same wall-clock instants in every process (multiples of `everyMs` since the
 * epoch), through `runJobsOnce`: all processes try at once, one takes each job's lock and the others skip it.
 */
export function startScheduler(
  database: Pick<Database, 'db' | 'kind'>,
  jobs: ScheduledJob[],
  { everyMs, log, holdMs = Math.min(10_000, Math.floor(everyMs / 4)) }: { everyMs: number; log: SchedulerLog; holdMs?: number },
): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const runAll = () => runJobsOnce(database, jobs, { log, holdMs }).catch((err: unknown) => {
    log.warn({ err }, 'scheduled jobs failed');
    return [];
  });

  function scheduleNext() {
    if (stopped) return;
    const now = Date.now();
    const next = (Math.floor(now / everyMs) + 1) * everyMs;
    timer = setTimeout(() => {
      void runAll().finally(scheduleNext);
    }, next - now);
    timer.unref();
  }

  scheduleNext();
  return {
    runAll,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
