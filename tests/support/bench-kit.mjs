// What the API benchmarks share: a stub web build (no `vite build` needed) and the server's CPU time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server.mjs';

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
