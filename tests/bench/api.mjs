// `npm run bench:api`: the catalogue API under load. Starts the real server (tsx, NODE_ENV=production) on PGlite and
// on PostgreSQL (a throwaway database on the server of DATABASE_URL, else TEST_DATABASE_URL, else the local test
// server; skipped with a line when nothing answers), grows the demo catalogue to 10,000 public products, then keeps
// 50 requests in flight over keep-alive connections for each endpoint and prints requests per second and latency
// percentiles. Never writes to the database DATABASE_URL names: it only creates and drops its own next to it.
//   PRODUCTS=10000 CONNECTIONS=50 BENCH_SECONDS=10 WARMUP_SECONDS=2 DATABASE_URL=postgres://... npm run bench:api
// BENCH_ONLY=pglite|postgres runs one of the two; BENCH_TRACE=1 prints the slowest requests of each phase.
// Beside each endpoint, in the same run and with the same load, a bare Fastify that answers the same bytes from memory
// (bare-memory-server.mjs): the real server's req/s is printed as a fraction of that ceiling.
// Targets (list, page 1): >= 1,500 req/s on PostgreSQL, >= 500 on PGlite, p99 <= 100 ms.
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, LIST_TARGETS, startBenchProcess, stubWebDist } from '../support/bench-kit.mjs';
import { benchDatabase } from '../support/postgres.mjs';
import { startRestartableServer } from '../support/restartable-server.mjs';
import { growCatalogue, growCatalogueOnPostgres } from '../support/seed-catalogue.mjs';

const TOTAL = Number(process.env.PRODUCTS) || 10_000;
const CONNECTIONS = Number(process.env.CONNECTIONS) || 50;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 2);
/** `pglite` or `postgres` to run one of the two. */
const ONLY = process.env.BENCH_ONLY ?? '';
const ENDPOINTS = [
  { name: 'list, page 1', path: '/api/product/products/?page=1' },
  { name: 'search "carot"', path: '/api/product/products/?q=carot' },
];

// The API alone: a stub web build, so the bench needs no `vite build`.
const serverEnv = { WEB_DIST: stubWebDist('bench-api-web'), SEED_DEMO: 'true', LOG_LEVEL: 'warn' };

/** Keeps `connections` requests in flight for `seconds`; returns the latencies (ms) of the answers received in that time. */
async function load(url, { agent, connections, seconds }) {
  const target = new URL(url);
  const latencies = [];
  const trace = [];
  let errors = 0;
  let firstError = '';
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const began = performance.now();
      const req = http.get({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: { accept: 'application/json' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => void (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode === 200 && bytes > 0) {
            latencies.push(performance.now() - began);
            if (process.env.BENCH_TRACE) trace.push([began, performance.now() - began]);
          } else {
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
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  if (process.env.BENCH_TRACE) {
    const slow = trace.sort((a, b) => b[1] - a[1]).slice(0, 15).map(([at, ms]) => `${Math.round(at - began)}+${Math.round(ms)}`);
    console.log(`    slowest (start ms + latency ms): ${slow.join(' ')}`);
  }
  return { latencies, errors, firstError, elapsed };
}

/** The bare server answering `bytes` from memory, as a process of its own (as the real server is). */
async function startBareMemory(bytes) {
  const dir = mkdtempSync(join(tmpdir(), 'fm-bare-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, bytes);
  const bare = await startBenchProcess('bare route', ['tests/bench/bare-memory-server.mjs'], { BODY_FILE: file }, { timeoutMs: 30_000 });
  return {
    url: bare.url,
    async stop() {
      await bare.stop(2000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** req/s of the bare server answering `bytes` from memory, under the same load as the real server. */
async function bareRps(bytes, pathAndQuery) {
  const bare = await startBareMemory(bytes);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    if (WARMUP_SECONDS > 0) await load(bare.url + pathAndQuery, { agent, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    const run = await load(bare.url + pathAndQuery, { agent, connections: CONNECTIONS, seconds: SECONDS });
    agent.destroy();
    return run.latencies.length / run.elapsed;
  } finally {
    await bare.stop();
  }
}

const navigatorCpus = () => os.availableParallelism();
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function measure(label, server) {
  const results = [];
  for (const endpoint of ENDPOINTS) {
    const url = `${server.url}${endpoint.path}`;
    // One request to check the answer, then a warm-up, then the measured run.
    const probe = await fetch(url);
    const body = await probe.json();
    if (!probe.ok) throw new Error(`${endpoint.path} answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);
    // One pool of keep-alive connections for the warm-up and the run, so the run opens none.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    if (WARMUP_SECONDS > 0) await load(url, { agent, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    const cpuBefore = cpuMs(server.pid);
    const run = await load(url, { agent, connections: CONNECTIONS, seconds: SECONDS });
    const cpu = cpuMs(server.pid) - cpuBefore;
    agent.destroy();
    const sorted = run.latencies.sort((a, b) => a - b);
    const rps = sorted.length / run.elapsed;
    // The same answer's bytes (as the load asks it: no compression) from memory, the same load.
    const answer = Buffer.from(await (await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } })).arrayBuffer());
    const ceiling = await bareRps(answer, endpoint.path);
    results.push({
      database: label,
      endpoint: endpoint.name,
      matches: body.meta.count,
      requests: sorted.length,
      rps,
      ceiling,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? NaN,
      cpuPerRequest: cpu / Math.max(1, sorted.length),
      errors: run.errors,
      firstError: run.firstError,
    });
    const p99 = percentile(sorted, 99);
    console.log(
      `  ${label} ${endpoint.name}: ${Math.round(rps)} req/s, p99 ${p99.toFixed(1)} ms; the same bytes from memory (bare Fastify): ${Math.round(ceiling)} req/s, ours ${((100 * rps) / ceiling).toFixed(0)}% of it${run.errors ? `; ${run.errors} errors (${run.firstError})` : ''}`,
    );
    const listed = endpoint === ENDPOINTS[0];
    for (const [figure, target, measured, pass] of [
      [`${label} ${endpoint.name}: requests per second (${CONNECTIONS} connections, ${TOTAL} products)`, listed ? `>= ${LIST_TARGETS.rps[label]}/s` : '—', `${Math.round(rps)}/s`, listed ? rps >= LIST_TARGETS.rps[label] : null],
      [`${label} ${endpoint.name}: p99 latency`, listed ? `<= ${LIST_TARGETS.p99Ms} ms` : '—', `${p99.toFixed(1)} ms`, listed ? p99 <= LIST_TARGETS.p99Ms : null],
      [`${label} ${endpoint.name}: share of a bare route answering the same bytes from memory`, '—', `${((100 * rps) / ceiling).toFixed(0)}% (${Math.round(ceiling)}/s bare)`, null],
      [`${label} ${endpoint.name}: errors`, '0', String(run.errors), run.errors === 0],
    ]) console.log(`BENCH ${JSON.stringify({ figure, target, measured, pass })}`);
  }
  return results;
}

function table(rows) {
  const head = ['database', 'endpoint', 'matches', 'requests', 'req/s', 'bare req/s', 'share', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms/req', 'errors'];
  const cells = rows.map((r) => [
    r.database,
    r.endpoint,
    String(r.matches),
    String(r.requests),
    r.rps.toFixed(0),
    r.ceiling.toFixed(0),
    `${((100 * r.rps) / r.ceiling).toFixed(0)}%`,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.cpuPerRequest.toFixed(2),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...cells.map(line)].join('\n');
}

const rows = [];
let failed = false;
console.log(`bench:api: ${TOTAL} public products, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s of warm-up`);

// PGlite: seed the demo data, stop, grow the catalogue in the DATA_DIR, start again.
if (ONLY !== 'postgres') {
  const server = await startRestartableServer({ env: serverEnv, logName: 'bench-api-pglite' });
  try {
    await server.stop();
    const grown = await growCatalogue(server.dataDir, TOTAL);
    console.log(`PGlite: ${grown.visible} public products (${grown.products} rows) in ${Math.round(grown.ms)} ms`);
    await server.start();
    rows.push(...(await measure('PGlite', server)));
  } catch (err) {
    failed = true;
    console.error(`PGlite: ${err.stack ?? err}`);
  } finally {
    await server.dispose();
  }
}

// PostgreSQL: a throwaway database on the server of DATABASE_URL (its role needs CREATEDB), or on the test server.
if (ONLY !== 'pglite') {
  const database = await benchDatabase();
  if (database) {
    const server = await startRestartableServer({ env: { ...serverEnv, DATABASE_URL: database.url }, logName: 'bench-api-postgres' });
    try {
      const grown = await growCatalogueOnPostgres(database.url, TOTAL);
      console.log(`PostgreSQL: ${grown.visible} public products (${grown.products} rows) in ${Math.round(grown.ms)} ms`);
      rows.push(...(await measure('PostgreSQL', server)));
    } catch (err) {
      failed = true;
      console.error(`PostgreSQL: ${err.stack ?? err}`);
    } finally {
      await server.dispose();
      await database.drop();
    }
  }
}

if (rows.length) {
  const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`\n${table(rows)}\n\n${CONNECTIONS} connections, ${SECONDS} s each; ${navigatorCpus()} CPUs, load average ${load1} at the end.`);
}
if (failed || rows.some((r) => r.errors > 0)) process.exitCode = 1;
