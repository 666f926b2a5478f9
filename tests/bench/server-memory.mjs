// Server memory: rss and heapUsed after start and after 200 GET /api/account/provinces/, on PGlite
// and, when DATABASE_URL is set or PostgreSQL answers on localhost:5432, on PostgreSQL (a throwaway
// database). The figures are the server's own process.memoryUsage(), read through a preloaded probe.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../support/server.mjs';
import { postgresAnswers, throwawayDatabase } from '../support/postgres.mjs';

const REQUESTS = 200;
const probe = fileURLToPath(new URL('../support/memory-probe.mjs', import.meta.url));
const mb = (n) => (n == null ? 'n/a' : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** Asks the server (its node process that loaded the probe) for process.memoryUsage(). */
async function memoryOf(server, probeFile) {
  rmSync(probeFile, { force: true });
  // Every process of the group gets the signal; only the server has the probe's handler and the file name
  // (npm/tsx wrappers are not started here: startServer runs node directly).
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(probeFile); i++) await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

async function measure(label, env) {
  const probeFile = join(tmpdir(), `fm-memory-${process.pid}-${label}.json`);
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', NODE_OPTIONS: `--import ${probe}`, MEMORY_PROBE_FILE: probeFile, ...env },
    logName: `bench-memory-${label}`,
  });
  try {
    const start = await memoryOf(server, probeFile);
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${server.url}/api/account/provinces/`);
      if (!res.ok) throw new Error(`GET /api/account/provinces/ answered ${res.status}`);
      await res.arrayBuffer();
    }
    const load = await memoryOf(server, probeFile);
    console.log(
      `${label}: ready in ${(server.startedInMs / 1000).toFixed(1)} s; after start rss ${mb(start.rss)}, heapUsed ${mb(start.heapUsed)}; ` +
        `after ${REQUESTS} GET provinces rss ${mb(load.rss)}, heapUsed ${mb(load.heapUsed)}`,
    );
    for (const [figure, measured] of [[`${label}: rss after start`, start.rss], [`${label}: heapUsed after start`, start.heapUsed], [`${label}: rss after ${REQUESTS} requests`, load.rss]]) {
      console.log(`BENCH ${JSON.stringify({ figure, target: '—', measured: mb(measured), pass: null })}`);
    }
  } finally {
    await server.stop();
  }
}

await measure('PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
} else if (await postgresAnswers()) {
  const db = await throwawayDatabase();
  try {
    await measure('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
} else {
  console.log('PostgreSQL: skipped (no DATABASE_URL and nothing on localhost:5432)');
}
