// Server memory: rss and heapUsed after start and after 200 GET /api/account/provinces/, on PGlite
// and, when DATABASE_URL is set or PostgreSQL answers on localhost:5432, on PostgreSQL (a throwaway
// database). rss is summed over the server's process group from /proc; heapUsed comes from
// /api/health's `memory` field when the server reports it.
import { readFileSync, readdirSync } from 'node:fs';
import { startServer } from '../support/server.mjs';
import { postgresAnswers, throwawayDatabase } from '../support/postgres.mjs';

const REQUESTS = 200;
const mb = (n) => (n == null ? 'n/a' : `${(n / 1024 / 1024).toFixed(1)} MB`);

function groupRss(pgid) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // the process group
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // ended while we looked
    }
  }
  return total;
}

async function heapUsed(url) {
  const body = await fetch(`${url}/api/health`)
    .then((r) => r.json())
    .catch(() => ({}));
  return body?.memory?.heapUsed ?? null;
}

async function measure(label, env) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env }, logName: `bench-memory-${label}` });
  try {
    const start = { rss: groupRss(server.pid), heap: await heapUsed(server.url) };
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`${server.url}/api/account/provinces/`);
      if (!res.ok) throw new Error(`GET /api/account/provinces/ answered ${res.status}`);
      await res.arrayBuffer();
    }
    const load = { rss: groupRss(server.pid), heap: await heapUsed(server.url) };
    console.log(
      `${label}: ready in ${(server.startedInMs / 1000).toFixed(1)} s; after start rss ${mb(start.rss)}, heapUsed ${mb(start.heap)}; ` +
        `after ${REQUESTS} GET provinces rss ${mb(load.rss)}, heapUsed ${mb(load.heap)}`,
    );
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
