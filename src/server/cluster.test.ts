// WORKERS: several server processes behind one port on one PostgreSQL (node:cluster), refused on PGlite; a worker
// that dies is replaced; SIGTERM lets every worker drain and the primary exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fm-cluster-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('WORKERS setting', () => {
  it('is 1 unless set, and any number from 1 to 64 with DATABASE_URL', () => {
    expect(parseConfig({ DATA_DIR: dir }).workers).toBe(1);
    expect(parseConfig({ DATA_DIR: dir, WORKERS: '' }).workers).toBe(1);
    expect(parseConfig({ DATA_DIR: dir, WORKERS: '4', DATABASE_URL: 'postgres://u:p@h/db' }).workers).toBe(4);
    expect(() => parseConfig({ DATA_DIR: dir, WORKERS: '0', DATABASE_URL: 'postgres://u:p@h/db' })).toThrow(/WORKERS/);
    expect(() => parseConfig({ DATA_DIR: dir, WORKERS: 'two', DATABASE_URL: 'postgres://u:p@h/db' })).toThrow(/WORKERS/);
  });

  it('refuses more than one process on PGlite, saying why', () => {
    expect(parseConfig({ DATA_DIR: dir, WORKERS: '1' }).workers).toBe(1);
    expect(() => parseConfig({ DATA_DIR: dir, WORKERS: '2' })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dir, WORKERS: '2' })).toThrow(/WORKERS: 2 server processes need DATABASE_URL \(PostgreSQL\)/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** GET /api/health on a new connection (the cluster hands each new connection to its next worker). */
function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get(`${url}/api/health`, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

describe.runIf(adminUrl)('WORKERS=2 on PostgreSQL', () => {
  const dbName = `fm_cluster_${randomBytes(5).toString('hex')}`;
  let primary: ChildProcess;
  let output = '';
  let url = '';

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${dbName}`;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>cluster test</title>');
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: '2',
        DATABASE_URL: databaseUrl.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        WEB_DIST: dir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'cluster-test-secret-that-is-long-enough-0123456789',
      },
    });
    primary.stdout!.on('data', (c) => (output += c));
    primary.stderr!.on('data', (c) => (output += c));
    await until('all workers listening', () => output.includes('all 2 workers listening'), 90_000).catch((err: Error) => {
      throw new Error(`${err.message}; the server said:\n${output.slice(-2000)}`);
    });
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      for (const pid of childrenOf(primary.pid!)) process.kill(pid, 'SIGKILL');
      primary.kill('SIGKILL');
    }
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('runs two workers on one port, replaces one killed with SIGKILL, and drains both on SIGTERM', async () => {
    expect(await healthy(url)).toBe(true);
    const workers = childrenOf(primary.pid!);
    expect(workers).toHaveLength(2);

    process.kill(workers[0]!, 'SIGKILL');
    // Once the primary knows, the other worker takes every new connection on the same port meanwhile.
    await until('the primary to notice', () => output.includes(`worker ${workers[0]} died`));
    for (let i = 0; i < 6; i++) expect(await healthy(url)).toBe(true);
    await until('a new worker', () => output.includes('is back'), 60_000);
    const now = childrenOf(primary.pid!);
    expect(now).toHaveLength(2);
    expect(now).toContain(workers[1]);
    expect(now).not.toContain(workers[0]);
    expect(await healthy(url)).toBe(true);

    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: letting 2 workers drain');
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
