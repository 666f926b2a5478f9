// Server entry: read config, open and migrate the database, seed demo data when empty, listen, shut down cleanly.
// WORKERS > 1: the primary (cluster.ts) migrates and seeds once and forks the workers, which run this file too.
import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../contract/sync.ts';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { runJobOnce, startScheduler, type ScheduledJob } from './lib/jobs.ts';
import { pruneAttempts, purgeExpiredSessions } from './modules/accounts/queries.ts';
import { sendReminders } from './modules/money/reminders.ts';
import { expireRequests } from './modules/quotes/requests-service.ts';
import { pruneTombstones } from './modules/sync/queries.ts';
import { pruneIdempotencyKeys } from './plugins/idempotency.ts';
import { accountsTable, seedDemoData } from './db/seed/seed.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const began = performance.now();
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config);
  // A cluster worker finds the database migrated and seeded by the primary.
  const prepared = cluster.isWorker;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  if (!prepared) await database.migrate();
  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)' }, 'database ready');

  if (config.seedDemo && !prepared) {
    const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
    if (result.seeded) {
      app.log.info({ products: result.products, ms: result.ms }, 'demo data loaded');
      console.log(accountsTable(result.accounts));
    }
  }

  // The hourly housekeeping: each job runs once across all server processes on one PostgreSQL (lib/jobs.ts).
  // Every periodic job goes in this list.
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
  const housekeeping: ScheduledJob[] = [
    // PGlite runs no autovacuum, so its planner statistics would never refresh (a stale plan made the product list
    // 100x slower in bench:api); PostgreSQL's autovacuum does this itself.
    ...(database.kind === 'pglite' ? [{ name: 'analyse', run: (db: Db) => db.execute(sql`analyze`) }] : []),
    // Produce requests past their delivery date expire (and their open quotes).
    {
      name: 'expire-requests',
      run: async (db: Db) => {
        const n = await expireRequests(db, new Date());
        if (n > 0) app.log.info({ expired: n }, 'requests expired');
      },
    },
    // Invoices due in a few days or overdue: their buyers are reminded, each reminder once (money/reminders.ts).
    {
      name: 'invoice-reminders',
      run: async (db: Db) => {
        const { sent } = await sendReminders(db, new Date());
        if (sent > 0) app.log.info({ sent }, 'invoice reminders sent');
      },
    },
    // Throttling rows older than a day can no longer lock anyone out; idempotency keys outlive any offline spell.
    { name: 'prune-auth-attempts', run: (db: Db) => pruneAttempts(db, daysAgo(1)) },
    // Sessions whose refresh tokens have all expired, and used refresh tokens past their expiry and the grace window.
    { name: 'purge-expired-sessions', run: (db: Db) => purgeExpiredSessions(db, new Date()) },
    { name: 'prune-idempotency-keys', run: (db: Db) => pruneIdempotencyKeys(db, daysAgo(IDEMPOTENCY_KEY_TTL_DAYS)) },
    { name: 'prune-tombstones', run: (db: Db) => pruneTombstones(db, daysAgo(IDEMPOTENCY_KEY_TTL_DAYS)) },
  ];
  // At start too (the cluster's primary did it for its workers): analyse and expire before the first request.
  if (!prepared)
    for (const job of housekeeping.filter((j) => j.name === 'analyse' || j.name === 'expire-requests'))
      await runJobOnce(database, job.name, job.run).catch((err: unknown) => app.log.warn({ err, job: job.name }, `${job.name} failed`));
  const scheduler = startScheduler(database, housekeeping, { everyMs: 3600 * 1000, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    scheduler.stop();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { url: `http://${shownHost}:${config.port}`, startMs: Math.round(performance.now() - began), rss: mb(process.memoryUsage().rss) },
    `FreshMarket listening on http://${shownHost}:${config.port}`,
  );
}

main().catch((err) => {
  console.error('FreshMarket could not start:', err);
  process.exit(1);
});
