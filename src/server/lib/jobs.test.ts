// Scheduled jobs run once across processes: two database handles (two pools, as two server processes have) on one
// PostgreSQL database call the same job at the same time; only one runs it. On PGlite (one process) jobs just run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sqlRows, type Database } from '../db/client.ts';
import { runJobOnce, runJobsOnce, startScheduler, type SchedulerLog } from './jobs.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet: SchedulerLog = { info: () => {}, warn: () => {} };

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.runIf(adminUrl)('runJobOnce on PostgreSQL, two processes', () => {
  const name = `fm_jobs_${randomBytes(5).toString('hex')}`;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    first = await openDatabase({ databaseUrl: url.toString() });
    second = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('runs a job once when two processes start it at the same time, and again once it is over', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await sleep(300);
      return 'pruned';
    };
    const outcomes = await Promise.all([runJobOnce(first, 'prune-test', job), runJobOnce(second, 'prune-test', job)]);
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, result: 'pruned' }]);
    // The lock went with the transaction: the next period's run is not blocked.
    expect(await runJobOnce(second, 'prune-test', job)).toEqual({ ran: true, result: 'pruned' });
    expect(runs).toBe(2);
  });

  it('locks per job name: two different jobs run side by side', async () => {
    const ran: string[] = [];
    const job = (label: string) => async () => {
      ran.push(label);
      await sleep(200);
    };
    await Promise.all([runJobOnce(first, 'expire-test', job('expire')), runJobOnce(second, 'tombstones-test', job('tombstones'))]);
    expect(ran.sort()).toEqual(['expire', 'tombstones']);
  });

  it('frees the lock when the job fails', async () => {
    await expect(runJobOnce(first, 'failing-test', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runJobOnce(second, 'failing-test', async () => 1)).toEqual({ ran: true, result: 1 });
  });

  it('holds the lock for holdMs, so a process whose timer fires a little later skips a fast job', async () => {
    let runs = 0;
    const fast = async () => void runs++;
    const early = runJobOnce(first, 'hold-test', fast, { holdMs: 300 });
    await sleep(100);
    expect(await runJobOnce(second, 'hold-test', fast, { holdMs: 300 })).toEqual({ ran: false });
    expect((await early).ran).toBe(true);
    expect(runs).toBe(1);
  });

  it('a period of several jobs: each runs once between two processes, and one failing leaves the others done', async () => {
    const runs: string[] = [];
    const warned: string[] = [];
    const log: SchedulerLog = { info: () => {}, warn: (_obj, msg) => void warned.push(msg) };
    const job = (name: string, fail = false) => ({
      name: `period-${name}`,
      run: async () => {
        runs.push(name);
        await sleep(50);
        if (fail) throw new Error(`${name} failed`);
      },
    });
    const jobs = [job('expire'), job('broken', true), job('tombstones'), job('keys')];
    const [a, b] = await Promise.all([runJobsOnce(first, jobs, { log, holdMs: 200 }), runJobsOnce(second, jobs, { log, holdMs: 200 })]);
    expect(runs.sort()).toEqual(['broken', 'expire', 'keys', 'tombstones']);
    expect([...a, ...b].sort()).toEqual(['period-expire', 'period-keys', 'period-tombstones']);
    expect(warned).toEqual(['scheduled job period-broken failed']);
    // Alone, one process runs all of them in one transaction: the failure stays in its savepoint.
    expect(await runJobsOnce(first, jobs, { log })).toEqual(['period-expire', 'period-tombstones', 'period-keys']);
  });

  it('holding the locks holds back no pull: the jobs write in their own transactions, the lock holder writes nothing', async () => {
    const { sql } = await import('drizzle-orm');
    await first.db.execute(sql`create table if not exists job_marks (at timestamptz)`);
    const period = runJobsOnce(first, [{ name: 'writes', run: (db) => db.execute(sql`insert into job_marks values (now())`) }], { log: quiet, holdMs: 1500 });
    await sleep(600); // the job is done; the locks are still held
    const [row] = await sqlRows<{ n: number }>(second.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_xid is not null`);
    expect(row!.n).toBe(0);
    expect(await period).toEqual(['writes']);
  });

  it('two schedulers run each job once per period between them', async () => {
    const runs = { analyse: 0, prune: 0 };
    const jobs = [
      { name: 'sched-analyse', run: async () => void runs.analyse++ },
      { name: 'sched-prune', run: async () => void runs.prune++ },
    ];
    const everyMs = 500;
    // Start between two periods' boundaries so both schedulers see the same number of them.
    await sleep(everyMs - (Date.now() % everyMs) + 100);
    const a = startScheduler(first, jobs, { everyMs, log: quiet, holdMs: 250 });
    const b = startScheduler(second, jobs, { everyMs, log: quiet, holdMs: 250 });
    await sleep(3 * everyMs);
    a.stop();
    b.stop();
    await sleep(everyMs / 2); // a run in flight finishes
    expect(runs).toEqual({ analyse: 3, prune: 3 });
  });
});

describe('runJobOnce on PGlite', () => {
  it('runs the job (one process: no lock to take)', async () => {
    const database = await openDatabase({ pgliteDir: null });
    try {
      let runs = 0;
      const outcome = await runJobOnce(database, 'prune-test', async (db) => {
        runs++;
        return db === database.db;
      });
      expect(outcome).toEqual({ ran: true, result: true });
      expect(runs).toBe(1);
    } finally {
      await database.close();
    }
  });
});
