// What the API benchmarks share: a stub web build (no `vite build` needed), the server's CPU time, the product list's
// targets, and a process of the bench's own (a bare yardstick server).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, root, stopProcessGroup, waitForHealth } from './server.mjs';

/** A one-page web build under test-results/<name>: the server needs one, the API benchmarks do not load it. */
export function stubWebDist(name) {
  const dir = `test-results/${name}`;
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'index.html'), '<!doctype html><title>bench</title>');
  return dir;
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU time (ms) the server process has used: on a shared machine throughput and latency depend on the neighbours,
 * the CPU spent per request much less. With PGlite it includes the database; PostgreSQL's own processes are apart.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/** The product list's targets (issue 12), for bench:api and bench:catalogue-cpu: req/s by database, and p99. */
export const LIST_TARGETS = { rps: { PGlite: 500, PostgreSQL: 1500 }, p99Ms: 100 };

/**
 * `node <args>` as a process group of its own on a free port (PORT in its env), once it answers GET /api/health.
 * `ipc` opens a message channel (the CPU probe's). `stop(graceMs)` ends the group.
 */
export async function startBenchProcess(label, args, env, { ipc = false, timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', ...(ipc ? ['ipc'] : [])],
    env: { ...process.env, PORT: String(port), ...env },
  });
  let stderr = '';
  child.stderr.on('data', (c) => void (stderr = (stderr + c).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, timeoutMs, child);
  } catch (err) {
    throw new Error(`${label}: ${err.message}\n${stderr}`, { cause: err });
  }
  return { child, url, stop: (graceMs) => stopProcessGroup(child, graceMs) };
}
