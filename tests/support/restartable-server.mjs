// The real server (tsx, PGlite in a DATA_DIR) as a process that can be stopped and started again on
// the same DATA_DIR and port: the sync proofs restart it mid-run. `stop()` keeps the data; `dispose()`
// stops and removes the temporary DATA_DIR (when this helper made it).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, stopProcessGroup, UNLIMITED_RATES, waitForHealth } from './server.mjs';

/**
 * @param {{ env?: Record<string,string>, logName?: string, dataDir?: string, port?: number }} [options]
 */
export async function startRestartableServer({ env = {}, logName = 'sync-server', dataDir, port } = {}) {
  port ??= await freePort();
  const ownDir = !dataDir;
  dataDir ??= await mkdtemp(join(tmpdir(), 'fm-sync-'));
  const logDir = join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${logName}.log`), { flags: 'a' });
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  let starts = 0;

  async function start() {
    const began = performance.now();
    starts++;
    log.write(`\n===== start #${starts} =====\n`);
    child = spawn(process.execPath, ['--import', 'tsx', process.env.SERVER_ENTRY || 'src/server/main.ts'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...UNLIMITED_RATES,
        ...env,
      },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    await waitForHealth(url, 120_000, child);
    return performance.now() - began;
  }

  async function stop() {
    await stopProcessGroup(child, 8000);
  }

  const startedInMs = await start();
  return {
    url,
    port,
    dataDir,
    startedInMs,
    get pid() {
      return child?.pid;
    },
    stop,
    start,
    /** Stops the process and starts it again on the same DATA_DIR and port; resolves with the ms it was away. */
    async restart({ downMs = 0 } = {}) {
      const began = performance.now();
      await stop();
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      await start();
      return performance.now() - began;
    },
    async dispose() {
      await stop();
      log.end();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
