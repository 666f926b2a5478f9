// Opens the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set), wraps it with drizzle and migrates it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';
import { namingPool } from './pg-statements.ts';
import { namedStatements } from './pglite-statements.ts';

/** The database handle both drivers share; a transaction (`tx`) has the same type, so queries take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL over a connection of its own (not the pool's), PGlite on its one connection.
   * `onLost` is called once if that connection fails; the caller listens again. Resolves to a function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: (err: Error) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * bigint (int8) as PGlite reads it: a number when it is a safe integer, a BigInt beyond. node-postgres would answer a
 * string, so money and stock read through raw SQL (db.execute) would reach JSON as "2168958436". Drizzle's queries
 * take their parsers from pg's global table, hence a global setting; the contract's limits keep money and stock safe.
 */
export function parseInt8(text: string): number | bigint {
  const n = BigInt(text);
  return n < Number.MIN_SAFE_INTEGER || n > Number.MAX_SAFE_INTEGER ? n : Number(n);
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);

/** A statement for an ArrayRowsRunner: its text with $1... placeholders, and a name that always goes with this text. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs a statement on the driver itself and answers its rows as arrays, in the order of its select list. */
export type ArrayRowsRunner = (statement: Statement, values: unknown[]) => Promise<unknown[][]>;

/**
 * The hot read path's way past Drizzle's result mapping (which walks every field of every row through its column
 * objects): values come as the driver parses them, with timestamps and dates as PostgreSQL's text, as Drizzle reads
 * them too. PostgreSQL prepares each name once per connection; PGlite parses every time (its one connection).
 */
const runners = new WeakMap<Db, ArrayRowsRunner>();

/** The runner of an open database's handle; undefined for a transaction (`tx`), which goes through Drizzle. */
export const arrayRowsRunner = (db: Db): ArrayRowsRunner | undefined => runners.get(db);

const asText = (value: string) => value;
const TEXT_TYPES = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE]);
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    TEXT_TYPES.has(oid) ? asText : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};
const pgliteParsers = { [pgliteTypes.TIMESTAMPTZ]: asText, [pgliteTypes.TIMESTAMP]: asText, [pgliteTypes.DATE]: asText };

export interface OpenOptions {
  /** A postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; null keeps the database in memory (tests). */
  pgliteDir?: string | null;
}

// A small install: modest buffers keep the embedded database at a couple of hundred MB.
const PGLITE_CONF = ['shared_buffers = 32MB', 'work_mem = 8MB', 'maintenance_work_mem = 32MB'];

/**
 * Creating a PGlite cluster (initdb) grows the WebAssembly heap to ~800 MB, which a process never gives back.
 * Do it once in a short-lived child process, so the server itself only ever opens an existing cluster.
 */
function initPgliteDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = new PGlite({ dataDir: ${JSON.stringify(dataDir)}, postgresqlconf: ${JSON.stringify(PGLITE_CONF)} });
await db.waitReady; await db.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`could not create the PGlite database in ${dataDir}`);
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (err) => console.error('postgres pool error:', err.message));
    // A client in use whose connection dies (a restart, a killed backend) emits 'error' besides failing its query:
    // without a listener that would end the process. The query's caller still gets the error.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error('postgres connection lost:', err.message));
    });
    const db = drizzlePg({ client: namingPool(pool), schema });
    runners.set(db, async ({ name, text }, values) =>
      (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types: pgTypes })).rows,
    );
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onNotify, onLost) => listenPg(opts.databaseUrl!, channel, onNotify, onLost),
    };
  }
  if (opts.pgliteDir) initPgliteDataDir(opts.pgliteDir);
  const client = new PGlite({ ...(opts.pgliteDir && { dataDir: opts.pgliteDir }), postgresqlconf: PGLITE_CONF });
  await client.waitReady;
  const named = namedStatements(client);
  const db = drizzlePglite({ client: named as unknown as PGlite, schema });
  runners.set(db, async ({ text }, values) => (await named.query<unknown[]>(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => (client.closed ? Promise.resolve() : stop());
    },
  };
}

async function listenPg(url: string, channel: string, onNotify: (payload: string) => void, onLost: (err: Error) => void): Promise<() => Promise<void>> {
  // keepAlive: a connection silently dropped by the network is noticed, and the caller reconnects.
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let stopped = false;
  const lose = (err: Error) => {
    if (stopped) return;
    stopped = true;
    client.end().catch(() => undefined);
    onLost(err);
  };
  client.on('notification', (msg) => {
    if (msg.channel === channel) onNotify(msg.payload ?? '');
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('listen connection ended')));
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (err) {
    stopped = true;
    await client.end().catch(() => undefined);
    throw err;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => undefined);
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
