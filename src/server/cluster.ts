// WORKERS > 1: this process is the cluster's primary. It migrates and seeds the database once, then forks the
// workers (each runs main.ts: builds the app and listens on the same port through node:cluster), forks a new one
// when a worker dies, and on SIGTERM or SIGINT lets every worker finish its requests before exiting.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { accountsTable, seedDemoData } from './db/seed/seed.ts';
import { runJobOnce } from './lib/jobs.ts';
import { expireRequests } from './modules/quotes/requests-service.ts';

const say = (line: string) => console.log(`[cluster ${process.pid}] ${line}`);

/** A worker that dies this soon after it was forked waits before the next fork, doubling up to 30 s. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** After this long the primary stops waiting for workers to drain. */
const DRAIN_LIMIT_MS = 15_000;

/** Work done once for all workers, before any of them listens: migrations, demo data, the start-time expiry. */
async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (config.seedDemo) {
      const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
      if (result.seeded) {
        say(`demo data loaded: ${result.products} products in ${Math.round(result.ms)} ms`);
        console.log(accountsTable(result.accounts));
      }
    }
    await runJobOnce(database, 'expire-requests', (db) => expireRequests(db, new Date()));
  } finally {
    await database.close();
  }
}

export async function runPrimary(config: Config): Promise<void> {
  const began = performance.now();
  await prepareDatabase(config);

  let closing = false;
  let listening = 0;
  let restartDelay = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    if (closing) return;
    // A worker runs main.ts too; it sees cluster.isWorker and only opens the database this process prepared.
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listening++;
      if (listening === config.workers)
        say(`all ${config.workers} workers listening on port ${config.port} (${Math.round(performance.now() - began)} ms)`);
      else if (listening > config.workers) say(`worker ${worker.process.pid} is back`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (closing) return;
    say(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking a new one`);
    restartDelay = lived < QUICK_DEATH_MS ? Math.min(MAX_RESTART_DELAY_MS, Math.max(1000, restartDelay * 2)) : 0;
    setTimeout(fork, restartDelay);
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: letting ${startedAt.size} workers drain`);
    const force = setTimeout(() => {
      say('workers still running after the drain limit; exiting');
      process.exit(1);
    }, DRAIN_LIMIT_MS);
    force.unref();
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    const done = () => {
      if (startedAt.size === 0) process.exit(0);
    };
    cluster.on('exit', done);
    done();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  for (let i = 0; i < config.workers; i++) fork();
}
