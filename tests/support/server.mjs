// Starts the real server (tsx, PGlite in a fresh temporary DATA_DIR unless DATABASE_URL is given) on a
// free port, waits for /api/health, and stops its whole process group afterwards. Builds nothing:
// the web app must already be in dist/web.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

// Test runs and benchmarks send thousands of requests from 127.0.0.1: the request rate limits (tested in
// src/server/plugins/rate-limit.test.ts) are lifted here; a caller's env may set them again.
export const UNLIMITED_RATES = {
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: '0',
  RATE_LIMIT_WRITES_PER_MINUTE: '0',
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '0',
  RATE_LIMIT_READS_PER_MINUTE: '0',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, timeoutMs = 90_000, child = null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url}/api/health after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * @param {{ env?: Record<string,string>, logName?: string, command?: string[] }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, pid: number, startedInMs: number, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, logName = 'server', command } = {}) {
  const webDist = process.env.WEB_DIST || 'dist/web';
  if (!existsSync(join(root, webDist, "index.html"))) throw new Error(`${webDist} is missing: run npx vite build first`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'fm-e2e-'));
  const logDir = join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${logName}.log`));
  const began = performance.now();
  const child = spawn(command?.[0] ?? process.execPath, command?.slice(1) ?? ['--import', 'tsx', process.env.SERVER_ENTRY || 'src/server/main.ts'], {
    cwd: root,
    detached: true, // its own process group, so stop() ends tsx and everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...UNLIMITED_RATES, ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  async function stop() {
    await stopProcessGroup(child, 5000);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    await waitForHealth(url, 90_000, child);
  } catch (err) {
    await stop();
    throw new Error(`${err.message} (see test-results/${logName}.log)`, { cause: err });
  }
  return { url, port, dataDir, pid: child.pid, startedInMs: performance.now() - began, stop };
}

/** SIGTERM to a detached child's process group, SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopProcessGroup(child, graceMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
