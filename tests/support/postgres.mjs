// Local PostgreSQL for tests and benches: is one there, and a throwaway database on it.
import { connect } from 'node:net';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://fm:fm@localhost:5432/postgres';

export function postgresAnswers(host = 'localhost', port = 5432) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Creates an empty database; returns its URL and a drop() to call at the end. */
export async function throwawayDatabase(adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL) {
  const name = `fm_bench_${process.pid}_${Date.now()}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE ends the connections still open on it; without pg_signal_backend it cannot end an autovacuum worker there,
  // which finishes by itself: try again for a while rather than fail a proof that has already passed.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (err) {
        if (err?.code !== '42501' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  return { url: url.toString(), drop };
}

/**
 * A throwaway database for a benchmark on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL, or the local
 * test server), or null, said on the console, when nothing answers there.
 */
export async function benchDatabase() {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
  const probe = new URL(adminUrl);
  const port = Number(probe.port) || 5432;
  if (await postgresAnswers(probe.hostname, port)) return throwawayDatabase(adminUrl);
  console.log(`PostgreSQL: skipped, nothing answers on ${probe.hostname}:${port} (set DATABASE_URL, or start it: pg_ctlcluster 15 main start)`);
  return null;
}
