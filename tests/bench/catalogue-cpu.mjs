// `npm run bench:catalogue-cpu`: what the real server spends on the product list beside a bare server running its
// page statement. 10,000 public products (the demo data grown through SQL), then, on PGlite and on PostgreSQL, the
// real server (tsx, NODE_ENV=production, every plugin) and a bare Fastify route (bare-catalogue-server.mjs: the same
// statement, the same bytes, checked) are loaded in turn with the same keep-alive connections; each reports its own
// process.cpuUsage() over IPC (cpu-probe.mjs), so the figure is CPU time per request of the server process, not a
// guess from wall time. Rounds alternate real and bare, so a noisy neighbour weighs on both. PostgreSQL's own
// processes are not counted on either side; with PGlite the database runs inside the process and is counted. The
// catalogue does not change during the run, so the real server answers from its kept page after the change check
// that requests waiting at once share (modules/catalogue/page-cache.ts); the bare route runs the page statement for
// every request. p99 is the client's: from sending a request to the end of its answer.
// Targets: CPU per request within 1.2x the bare route's; at least 1,500 req/s on PostgreSQL, 500 on PGlite; p99 at
// most 100 ms.
//   PRODUCTS=10000 CONNECTIONS=50 BENCH_SECONDS=5 ROUNDS=2 BENCH_ONLY=pglite|postgres npm run bench:catalogue-cpu
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { LIST_TARGETS, startBenchProcess, stubWebDist } from '../support/bench-kit.mjs';
import { benchDatabase } from '../support/postgres.mjs';
import { startRestartableServer } from '../support/restartable-server.mjs';
import { growCatalogue, growCatalogueOnPostgres } from '../support/seed-catalogue.mjs';
import { root, UNLIMITED_RATES } from '../support/server.mjs';

const TOTAL = Number(process.env.PRODUCTS) || 10_000;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 50;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const ROUNDS = Number(process.env.ROUNDS) || 2;
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 2);
const ONLY = process.env.BENCH_ONLY ?? '';
const PATH = '/api/product/products/';
const TARGET_RATIO = 1.2;

const serverEnv = { WEB_DIST: stubWebDist('bench-catalogue-cpu-web'), SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
const probe = join(root, 'tests/bench/cpu-probe.mjs');

/** A server process with the CPU probe: `cpuMs()` asks it for its own CPU time. */
async function startProbed(label, args, env) {
  const { child, url, stop: stopGroup } = await startBenchProcess(
    label,
    ['--import', probe, ...args],
    { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...UNLIMITED_RATES, ...env },
    { ipc: true },
  );
  const cpuMs = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${label}: no CPU report`)), 10_000);
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve((m.cpu.user + m.cpu.system) / 1000);
      });
      child.send('cpu');
    });
  const stop = () => stopGroup(8000);
  return { label, url, cpuMs, stop };
}

/** Keeps `connections` requests in flight for `seconds`; answers, errors, elapsed seconds and each answer's latency (ms). */
async function load(url, agent, seconds) {
  const target = new URL(url);
  let answers = 0;
  let errors = 0;
  let firstError = '';
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      const req = http.get({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: { accept: 'application/json' } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          if (res.statusCode === 200) answers++;
          else {
            errors++;
            firstError ||= `HTTP ${res.statusCode}`;
          }
          resolve();
        });
      });
      req.on('error', (err) => {
        errors++;
        firstError ||= err.message;
        resolve();
      });
    });
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < deadline) await one();
  }));
  return { answers, errors, firstError, seconds: (performance.now() - began) / 1000, latencies };
}

/** The 99th percentile of latencies (ms). */
function p99(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : NaN;
}

async function bodyOf(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${bytes.toString().slice(0, 200)}`);
  return bytes;
}

/** Loads the real and the bare server in alternating rounds; totals per server. */
async function compare(label, real, bare) {
  const [a, b] = [await bodyOf(real.url + PATH), await bodyOf(bare.url + PATH)];
  const sha = (x) => createHash('sha256').update(x).digest('hex').slice(0, 16);
  if (!a.equals(b)) throw new Error(`${label}: the bare route's answer differs (${a.length} bytes ${sha(a)} vs ${b.length} bytes ${sha(b)})`);
  console.log(`  ${label}: both answer the same ${a.length} bytes (sha256 ${sha(a)})`);
  const totals = new Map([real, bare].map((s) => [s, { answers: 0, errors: 0, firstError: '', seconds: 0, cpu: 0, latencies: [] }]));
  for (const server of [real, bare]) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    if (WARMUP_SECONDS > 0) await load(server.url + PATH, agent, WARMUP_SECONDS);
    agent.destroy();
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of round % 2 === 0 ? [real, bare] : [bare, real]) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      await load(server.url + PATH, agent, 0.5); // open the connections outside the measured time
      const before = await server.cpuMs();
      const run = await load(server.url + PATH, agent, SECONDS);
      const cpu = (await server.cpuMs()) - before;
      agent.destroy();
      const t = totals.get(server);
      t.answers += run.answers;
      t.errors += run.errors;
      t.firstError ||= run.firstError;
      t.seconds += run.seconds;
      t.cpu += cpu;
      for (const ms of run.latencies) t.latencies.push(ms);
      console.log(`    round ${round + 1} ${server.label}: ${Math.round(run.answers / run.seconds)} req/s, p99 ${p99(run.latencies).toFixed(1)} ms, ${(cpu / Math.max(1, run.answers)).toFixed(3)} ms CPU per request`);
    }
  }
  const figures = (s) => {
    const t = totals.get(s);
    return { rps: t.answers / t.seconds, p99: p99(t.latencies), cpuPerRequest: t.cpu / Math.max(1, t.answers), errors: t.errors, firstError: t.firstError };
  };
  return { label, bytes: a.length, real: figures(real), bare: figures(bare) };
}

function report(r) {
  const ratio = r.real.cpuPerRequest / r.bare.cpuPerRequest;
  const target = LIST_TARGETS.rps[r.label];
  const rows = [
    [`${r.label} list: requests per second, real server (${CONNECTIONS} connections, ${TOTAL} products)`, `>= ${target}/s`, `${Math.round(r.real.rps)}/s`, r.real.rps >= target],
    [`${r.label} list: requests per second, bare Fastify route`, '—', `${Math.round(r.bare.rps)}/s`, null],
    [`${r.label} list: p99 latency, real server`, `<= ${LIST_TARGETS.p99Ms} ms`, `${r.real.p99.toFixed(1)} ms`, r.real.p99 <= LIST_TARGETS.p99Ms],
    [`${r.label} list: p99 latency, bare Fastify route`, '—', `${r.bare.p99.toFixed(1)} ms`, null],
    [`${r.label} list: server CPU per request, real server`, '—', `${r.real.cpuPerRequest.toFixed(3)} ms`, null],
    [`${r.label} list: server CPU per request, bare Fastify route`, '—', `${r.bare.cpuPerRequest.toFixed(3)} ms`, null],
    [`${r.label} list: CPU per request, real / bare`, `<= ${TARGET_RATIO}`, ratio.toFixed(2), ratio <= TARGET_RATIO],
    [`${r.label} list: errors`, '0', String(r.real.errors + r.bare.errors), r.real.errors + r.bare.errors === 0],
  ];
  for (const [figure, tgt, measured, pass] of rows) console.log(`BENCH ${JSON.stringify({ figure, target: tgt, measured, pass })}`);
  if (r.real.errors || r.bare.errors) console.log(`  first errors: ${r.real.firstError} ${r.bare.firstError}`);
  return ratio;
}

const results = [];
let failed = false;
console.log(`bench:catalogue-cpu: ${TOTAL} public products, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server after ${WARMUP_SECONDS} s of warm-up`);

if (ONLY !== 'postgres') {
  // Seed and grow in a DATA_DIR, then a copy of its database for the bare server (PGlite is one process per directory).
  const seeded = await startRestartableServer({ env: serverEnv, logName: 'bench-catalogue-cpu-pglite' });
  const bareDir = await mkdtemp(join(os.tmpdir(), 'fm-bare-'));
  let real;
  let bare;
  try {
    await seeded.stop();
    const grown = await growCatalogue(seeded.dataDir, TOTAL);
    console.log(`PGlite: ${grown.visible} public products (${grown.products} rows) in ${Math.round(grown.ms)} ms`);
    await cp(join(seeded.dataDir, 'db'), join(bareDir, 'db'), { recursive: true });
    real = await startProbed('real server', ['--import', 'tsx', 'src/server/main.ts'], { ...serverEnv, DATA_DIR: seeded.dataDir, DATABASE_URL: '' });
    bare = await startProbed('bare route', ['tests/bench/bare-catalogue-server.mjs'], { PGLITE_DIR: join(bareDir, 'db'), DATABASE_URL: '' });
    results.push(await compare('PGlite', real, bare));
  } catch (err) {
    failed = true;
    console.error(`PGlite: ${err.stack ?? err}`);
  } finally {
    await real?.stop();
    await bare?.stop();
    await seeded.dispose();
    await rm(bareDir, { recursive: true, force: true });
  }
}

if (ONLY !== 'pglite') {
  const database = await benchDatabase();
  if (database) {
    let real;
    let bare;
    try {
      // The real server migrates and seeds the empty database; then the catalogue grows beside it.
      real = await startProbed('real server', ['--import', 'tsx', 'src/server/main.ts'], { ...serverEnv, DATABASE_URL: database.url });
      const grown = await growCatalogueOnPostgres(database.url, TOTAL);
      console.log(`PostgreSQL: ${grown.visible} public products (${grown.products} rows) in ${Math.round(grown.ms)} ms`);
      bare = await startProbed('bare route', ['tests/bench/bare-catalogue-server.mjs'], { DATABASE_URL: database.url });
      results.push(await compare('PostgreSQL', real, bare));
    } catch (err) {
      failed = true;
      console.error(`PostgreSQL: ${err.stack ?? err}`);
    } finally {
      await real?.stop();
      await bare?.stop();
      await database.drop();
    }
  }
}

for (const r of results) report(r);
if (results.length) {
  const head = ['database', 'bytes', 'real req/s', 'bare req/s', 'real p99 ms', 'bare p99 ms', 'real CPU ms/req', 'bare CPU ms/req', 'ratio'];
  const cells = results.map((r) => [r.label, String(r.bytes), r.real.rps.toFixed(0), r.bare.rps.toFixed(0), r.real.p99.toFixed(1), r.bare.p99.toFixed(1), r.real.cpuPerRequest.toFixed(3), r.bare.cpuPerRequest.toFixed(3), (r.real.cpuPerRequest / r.bare.cpuPerRequest).toFixed(2)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`\n${[line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n')}`);
  console.log(`\n${os.availableParallelism()} CPUs, load average ${load1} at the end. CPU: the server process's own (process.cpuUsage); PostgreSQL's processes are apart.`);
}
if (failed || results.some((r) => r.real.errors || r.bare.errors)) process.exitCode = 1;
