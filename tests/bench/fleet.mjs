// `npm run bench:fleet`: several server processes on one PostgreSQL, and a fleet of devices against them.
// A fresh database on the local PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL, else postgres://fm:fm@localhost/),
// the real server with WORKERS=2 (node:cluster, the path `npm start` takes) and demo data, the fault proxy in front.
// N simulated devices (fleet-devices.mjs), each signed in as its own buyer or as one of a few farms, each with its own
// network address (X-Forwarded-For, TRUST_PROXY=1, so the rate limits count per device as behind a load balancer),
// pull, change carts and wishlists, place orders and move them through the farm's steps, every write through an
// ordered outbox with an Idempotency-Key that is kept for its retries (timeouts, connection errors, 5xx). A share of
// the buyers (--bulk) become bulk buyers (POST /api/product/bulk-buyer/) and ask the fleet's farms for produce; the
// farm devices quote, buyers counter, farms revise, either side accepts (an order and an agreement) or declines,
// each move naming the version it answers (a 409 quote_changed is a refusal: the device re-reads, may try again).
// Mid-run one worker is killed with SIGKILL (the primary forks another). At the end every outbox drains, every
// device pulls, and the checks below must hold; the exit code is 1 when one does not.
//   npm run bench:fleet -- --devices 500 --duration 300 --workers 2 --faults 0.1 --think 4000 --bulk 0.1
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { stubWebDist } from '../support/bench-kit.mjs';
import { startFaultProxy, DEFAULT_RATES } from '../support/fault-proxy.mjs';
import { benchDatabase } from '../support/postgres.mjs';
import { freePort, root } from '../support/server.mjs';
import { Device, Stats, http } from './fleet-devices.mjs';
import { checkFleet, checkQuotes, seedFarms } from './fleet-checks.mjs';

const { values: opt } = parseArgs({
  options: {
    devices: { type: 'string', default: process.env.DEVICES ?? '500' },
    duration: { type: 'string', default: process.env.DURATION ?? '300' },
    workers: { type: 'string', default: '2' },
    farms: { type: 'string', default: '5' },
    bulk: { type: 'string', default: '0.1' },
    faults: { type: 'string', default: '0.1' },
    think: { type: 'string', default: '4000' },
    timeout: { type: 'string', default: '30000' },
    'kill-at': { type: 'string', default: '0.4' },
  },
});
const DEVICES = Number(opt.devices);
const SECONDS = Number(opt.duration);
const WORKERS = Number(opt.workers);
const FARMS = Number(opt.farms);
const SELLER_DEVICES = Math.max(FARMS, Math.round(DEVICES * 0.04));
const BULK_DEVICES = Math.min(DEVICES - SELLER_DEVICES - 1, Math.max(2, Math.round((DEVICES - SELLER_DEVICES) * Number(opt.bulk))));
const THINK_MS = Number(opt.think);
const FAULT_SHARE = Number(opt.faults);
const JWT_SECRET = 'fleet-bench-secret-that-is-long-enough-0123456789abcdef';
const say = (line) => console.log(`[fleet ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const t0 = performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The cluster: `node src/server/main.ts` with WORKERS, as `npm start` runs it (without the web build). */
async function startCluster(databaseUrl) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WORKERS: String(WORKERS),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: stubWebDist('bench-fleet-web'),
      DATA_DIR: `${root}test-results/bench-fleet-data`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_REGISTRATIONS_PER_HOUR: '10', // the shared-count check below counts on it
      JWT_SECRET,
    },
  });
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 180_000;
  while (!output.includes(`all ${WORKERS} workers listening`)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the workers did not listen in 180 s:\n${output.slice(-3000)}`);
    await sleep(100);
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get output() {
      return output;
    },
    workers() {
      try {
        return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      const force = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Registers accounts through the API, a few at a time, each from its own address. */
async function registerAll(url, count, tag, firstAddress) {
  const accounts = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const ip = deviceIp(firstAddress + i);
      const password = 'Fleet-Harvest-2026!';
      for (let attempt = 0; ; attempt++) {
        const res = await http(url, 'POST', '/api/account/register/', {
          ip,
          key: crypto.randomUUID(),
          body: {
            first_name: tag === 'farm' ? 'Fleet' : 'Device',
            last_name: `${tag}${i}`,
            email: `fleet-${tag}-${i}-${process.pid}@example.ca`,
            phone_number: `+1 416 ${String(200 + Math.floor((firstAddress + i) / 10000)).padStart(3, '0')} ${String((firstAddress + i) % 10000).padStart(4, '0')}`,
            password,
            confirm_password: password,
          },
        });
        if (res.status === 201) {
          accounts[i] = { id: res.body.user.id, email: res.body.user.email, password, access: res.body.tokens.access, ip };
          break;
        }
        if (attempt > 5) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
        await sleep(500);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return accounts;
}

export function deviceIp(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Demo products sold by 1 unit with stock in every grade: the carts and wishlists use them. */
async function cartProducts(url) {
  const found = [];
  for (let page = 1; page <= 10 && found.length < 60; page++) {
    const res = await http(url, 'GET', `/api/product/products/?page_size=100&page=${page}`, { ip: '10.255.255.1' });
    if (res.status !== 200) throw new Error(`product list answered ${res.status}`);
    if (!res.body.data.length) break;
    found.push(...res.body.data.filter((p) => p.min_order_qty === 1 && p.grades.length === 3 && p.grades.every((g) => g.stock >= 50)));
  }
  if (found.length < 20) throw new Error(`only ${found.length} demo products fit the carts`);
  return found.map((p) => p.id);
}

/** Several processes share one count: one address registering past the hourly limit gets exactly the limit. */
async function sharedRateLimit(url) {
  const ip = '10.254.0.1';
  const statuses = [];
  for (let i = 0; i < 14; i++) {
    const password = 'Fleet-Harvest-2026!';
    const res = await http(url, 'POST', '/api/account/register/', {
      ip,
      fresh: true, // a new connection each time: the cluster hands them to its workers in turn
      key: crypto.randomUUID(),
      body: { first_name: 'Rate', last_name: `Limit${i}`, email: `fleet-rate-${i}-${process.pid}@example.ca`, phone_number: `+1 514 555 ${String(1000 + i)}`, password, confirm_password: password },
    });
    statuses.push(res.status);
  }
  return { created: statuses.filter((s) => s === 201).length, limited: statuses.filter((s) => s === 429).length, other: statuses.filter((s) => s !== 201 && s !== 429) };
}

// ---------------------------------------------------------------------------------------------------------------

console.log(
  `bench:fleet: ${DEVICES} devices (${DEVICES - SELLER_DEVICES - BULK_DEVICES} buyers, ${BULK_DEVICES} bulk buyers, ${SELLER_DEVICES} on ${FARMS} farms), ${SECONDS} s, ${WORKERS} server processes on PostgreSQL, ` +
    `faults on ${(FAULT_SHARE * 100).toFixed(0)}% of requests, think time ~${THINK_MS} ms`,
);
const database = await benchDatabase();
if (!database) process.exit(1);
let cluster = null;
let proxy = null;
let db = null;
let failed;
try {
  cluster = await startCluster(database.url);
  say(`${WORKERS} workers listening on ${cluster.url} (pids ${cluster.workers().join(', ')})`);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();

  const rate = await sharedRateLimit(cluster.url);
  say(`rate limit across processes: ${rate.created} registrations from one address accepted, ${rate.limited} refused (429)`);

  const farmAccounts = await registerAll(cluster.url, FARMS, 'farm', 0);
  const buyerAccounts = await registerAll(cluster.url, DEVICES - SELLER_DEVICES, 'buyer', 1000);
  say(`registered ${FARMS} farms and ${buyerAccounts.length} buyers`);
  const scene = await seedFarms(db, farmAccounts, buyerAccounts, cluster.url);
  const products = await cartProducts(cluster.url);

  const scale = FAULT_SHARE / Object.values(DEFAULT_RATES).reduce((a, b) => a + b, 0);
  proxy = await startFaultProxy({
    targetPort: cluster.port,
    seed: 20261124,
    rates: Object.fromEntries(Object.entries(DEFAULT_RATES).map(([k, v]) => [k, v * scale])),
    enabled: false,
    maxSockets: 1024,
  });
  const stats = new Stats();
  const common = { baseUrl: proxy.url, stats, products, scene, thinkMs: THINK_MS, timeoutMs: Number(opt.timeout) };
  const devices = [
    ...buyerAccounts.map((a, i) =>
      i < buyerAccounts.length - BULK_DEVICES
        ? new Device({ ...common, name: `buyer${i}`, role: 'buyer', account: a, seed: i + 1 })
        : new Device({ ...common, name: `bulk${i}`, role: 'bulk', account: a, seed: i + 1 }),
    ),
    ...Array.from({ length: SELLER_DEVICES }, (_, i) => {
      const farm = i % FARMS;
      return new Device({ ...common, name: `farm${farm}.${i}`, role: 'seller', account: { ...farmAccounts[farm], ip: deviceIp(500_000 + i) }, farm: scene.farms[farm], seed: 100_000 + i });
    }),
  ];

  proxy.setEnabled(FAULT_SHARE > 0);
  const began = performance.now();
  const until = began + SECONDS * 1000;
  // Devices come online over the first fifth of the run (at most a minute): each first pull brings the whole catalogue.
  const running = devices.map((d) => d.run(until, Math.min(60_000, SECONDS * 200)));
  say(`${devices.length} devices running`);

  // Mid-run: SIGKILL one worker; the primary forks a new one.
  const killAt = began + SECONDS * 1000 * Number(opt['kill-at']);
  let kill = null;
  const monitor = (async () => {
    while (performance.now() < until) {
      if (!kill && performance.now() >= killAt) {
        const [victim] = cluster.workers();
        const before = cluster.output.split('is back').length;
        process.kill(victim, 'SIGKILL');
        kill = { pid: victim, at: performance.now(), backMs: null };
        say(`SIGKILL worker ${victim}`);
        void (async () => {
          while (cluster.output.split('is back').length === before) await sleep(50);
          kill.backMs = performance.now() - kill.at;
          say(`a new worker is listening ${(kill.backMs / 1000).toFixed(1)} s after the kill (pids ${cluster.workers().join(', ')})`);
        })();
      }
      await sleep(5000);
      if (performance.now() < until) say(`${stats.requests} requests (last 5 s: ${stats.takeRecent()}), ${stats.acked} writes acknowledged (${stats.quoteAcked} bulk buying, ${stats.quoteStale} × 409 quote_changed), ${stats.waiting(devices)} waiting`);
    }
  })();
  await Promise.all(running);
  await monitor;
  const runSeconds = (performance.now() - began) / 1000;

  say('time is up: faults off, every outbox drains, every device pulls');
  proxy.setEnabled(false);
  // The drain has as long as the run had (at least 3 minutes): a saturated server works through the backlog.
  const settleBy = performance.now() + Math.max(180, SECONDS) * 1000;
  await Promise.all(devices.map((d) => d.drained(settleBy)));
  say(`every outbox empty after ${((performance.now() - began) / 1000 - runSeconds).toFixed(0)} s`);
  // A pull delivers the rows of transactions that ended before its snapshot's xmin (modules/sync/service.ts), and
  // xmin is the whole PostgreSQL server's: wait until every transaction running now has ended, then pull.
  const { rows: [{ barrier }] } = await db.query(`select pg_snapshot_xmax(pg_current_snapshot())::text as barrier`);
  const passed = async () => (await db.query(`select pg_snapshot_xmin(pg_current_snapshot()) >= $1::xid8 as past`, [barrier])).rows[0].past;
  for (const waitUntil = performance.now() + 60_000; !(await passed()) && performance.now() < waitUntil; ) await sleep(100);
  await Promise.all(devices.map((d) => d.finalPull()));
  say('every device pulled');
  const checks = [...(await checkFleet(db, devices, scene, stats)), ...(await checkQuotes(db, devices))];
  checks.unshift({
    name: 'a worker killed mid-run was replaced',
    pass: !!kill && kill.backMs !== null,
    detail: kill ? `worker ${kill.pid} killed at ${((kill.at - began) / 1000).toFixed(0)} s, a new one listening after ${kill.backMs === null ? '—' : `${(kill.backMs / 1000).toFixed(1)} s`}` : 'no kill',
  });
  checks.unshift({
    name: 'one rate-limit count across processes',
    pass: rate.created === 10 && rate.limited === 4 && rate.other.length === 0,
    detail: `14 registrations from one address: ${rate.created} accepted, ${rate.limited} refused with 429 (limit 10 an hour)${rate.other.length ? `, other ${rate.other.join(',')}` : ''}`,
  });
  failed = checks.some((c) => !c.pass);
  stats.print({ runSeconds, devices: devices.length, proxy });
  console.log('\nchecks');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  for (const c of checks) console.log(`BENCH ${JSON.stringify({ figure: `${c.name} (${DEVICES} devices, ${SECONDS} s)`, target: 'holds', measured: c.detail, pass: c.pass })}`);
  for (const c of checks.filter((x) => !x.pass && x.examples?.length)) for (const e of c.examples.slice(0, 10)) console.log(`        ${e}`);
  const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`\n${os.availableParallelism()} CPUs, load average ${load1} at the end; ${FAULT_SHARE > 0 ? `fault proxy: ${proxy.faults()} faults injected` : 'no fault proxy faults'}`);
} catch (err) {
  failed = true;
  console.error(err);
  if (cluster) console.error(cluster.output.slice(-3000));
} finally {
  await db?.end().catch(() => {});
  await proxy?.close();
  await cluster?.stop();
  await database.drop();
}
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
