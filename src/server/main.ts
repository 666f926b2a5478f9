// Server entry: read config, open and migrate the database, seed demo data when empty, listen, shut down cleanly.
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../contract/sync.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { pruneAttempts } from './modules/accounts/queries.ts';
import { expireRequests } from './modules/quotes/requests-service.ts';
import { pruneTombstones } from './modules/sync/queries.ts';
import { pruneIdempotencyKeys } from './plugins/idempotency.ts';
import { accountsTable, seedDemoData } from './db/seed/seed.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const began = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)' }, 'database ready');

  if (config.seedDemo) {
    const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
    if (result.seeded) {
      app.log.info({ products: result.products, ms: result.ms }, 'demo data loaded');
      console.log(accountsTable(result.accounts));
    }
  }

  // PGlite runs no autovacuum, so its planner statistics would never refresh (a stale plan made the product list
  // 100x slower in bench:api): analyse at start and with the hourly housekeeping.
  const analyse = () =>
    database.kind === 'pglite'
      ? database.db.execute(sql`analyze`).catch((err: unknown) => app.log.warn({ err }, 'analyze failed'))
      : Promise.resolve();
  await analyse();

  // Produce requests past their delivery date expire (and their open quotes): at start, then with the housekeeping.
  const expire = () =>
    expireRequests(database.db, new Date())
      .then((n) => {
        if (n > 0) app.log.info({ expired: n }, 'requests expired');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'expiring requests failed'));
  await expire();

  // Throttling rows older than a day can no longer lock anyone out; idempotency keys outlive any offline spell.
  const prune = setInterval(() => {
    void analyse();
    void expire();
    pruneAttempts(database.db, new Date(Date.now() - 24 * 3600 * 1000)).catch((err: unknown) => app.log.warn({ err }, 'pruning auth_attempts failed'));
    pruneIdempotencyKeys(database.db, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_DAYS * 24 * 3600 * 1000)).catch((err: unknown) =>
      app.log.warn({ err }, 'pruning idempotency_keys failed'),
    );
    pruneTombstones(database.db, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_DAYS * 24 * 3600 * 1000)).catch((err: unknown) =>
      app.log.warn({ err }, 'pruning tombstones failed'),
    );
  }, 3600 * 1000);
  prune.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(prune);
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
