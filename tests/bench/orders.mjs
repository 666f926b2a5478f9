// `npm run bench:orders`: placing orders under contention. Starts the real server (tsx, NODE_ENV=production) on
// PGlite and on PostgreSQL (a throwaway database on the server of DATABASE_URL, else TEST_DATABASE_URL, else the
// local test server; skipped with a line when nothing answers), makes one farm with 50 products of limited stock and
// 20 buyers, then lets the 20 buyers place orders at once for BENCH_SECONDS (1-3 random lines at the current prices,
// a fresh order id and Idempotency-Key each). Prints accepted orders per second, refusals (409 order_changed once
// the stock runs out), latency percentiles and errors (5xx must be 0); then checks in the database that no grade's
// stock is below zero and that for every grade, initial - final stock = the quantities reserved by orders = the
// quantities on the orders' lines. Exit code 1 when a check fails.
//   BUYERS=20 PRODUCTS=50 STOCK=12 BENCH_SECONDS=10 BENCH_ONLY=pglite|postgres DATABASE_URL=postgres://... npm run bench:orders
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { cpuMs, stubWebDist } from '../support/bench-kit.mjs';
import { benchDatabase } from '../support/postgres.mjs';
import { startRestartableServer } from '../support/restartable-server.mjs';

const BUYERS = Number(process.env.BUYERS) || 20;
const PRODUCTS = Number(process.env.PRODUCTS) || 50;
/** Units of the one grade each product sells: small enough that the stock runs out during the run. */
const STOCK = Number(process.env.STOCK) || 12;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const ONLY = process.env.BENCH_ONLY ?? '';
const PASSWORD = 'Harvest2026!';

// The API alone: a stub web build, so the bench needs no `vite build`.
const serverEnv = { WEB_DIST: stubWebDist('bench-orders-web'), SEED_DEMO: 'false', LOG_LEVEL: 'warn' };

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS + 4 });

/** One JSON request over the keep-alive pool: { status, body, ms }. */
function request(base, method, path, { body, headers = {} } = {}) {
  const target = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const began = performance.now();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: { accept: 'application/json', ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: json, ms: performance.now() - began });
        });
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: { message: err.message }, ms: performance.now() - began }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Registers the seller and the buyers through the API; answers their ids and access tokens. */
async function registerAccounts(base) {
  const tag = `${process.pid}${Date.now().toString(36)}`;
  const accounts = [];
  for (let i = 0; i <= BUYERS; i++) {
    const res = await request(base, 'POST', '/api/account/register/', {
      body: {
        first_name: i === 0 ? 'Bench' : `Buyer${i}`,
        last_name: i === 0 ? 'Farmer' : 'Bench',
        email: `bench-${tag}-${i}@example.ca`,
        phone_number: `+1 416 555 ${String(1000 + i).padStart(4, '0')}`,
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    accounts.push({ id: res.body.user.id, email: res.body.user.email, access: res.body.tokens.access });
  }
  return { seller: accounts[0], buyers: accounts.slice(1) };
}

/**
 * The farm (every day a delivery day, no notice, no minimum), its approved branch, a category, PRODUCTS products
 * with one grade of STOCK units, and an Ontario address per buyer. `db`: query(sql, params) -> { rows }.
 */
async function seedFarm(db, seller, buyers) {
  await db.query('begin');
  try {
    await db.query(`update users set role = 'Seller' where id = $1`, [seller.id]);
    const { rows: [farm] } = await db.query(
      `insert into sellers (user_id, farm_name, province, delivery_days, lead_days, min_order_minor, delivery_fee_minor)
       values ($1, 'Bench Farm', 'ON', '{1,2,3,4,5,6,7}', 0, 0, 500) returning id`,
      [seller.id],
    );
    const { rows: [branch] } = await db.query(
      `insert into branches (seller_id, name, province, city, address, status) values ($1, 'Bench field', 'ON', 'Guelph', '1 Farm Rd', 'approved') returning id`,
      [farm.id],
    );
    const { rows: [category] } = await db.query(`insert into categories (slug, name_en, name_fr) values ($1, 'Bench', 'Banc') returning id`, [`bench-${randomUUID().slice(0, 8)}`]);
    const products = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const { rows: [p] } = await db.query(
        `insert into products (seller_id, branch_id, category_id, name, status, discount_percent) values ($1, $2, $3, $4, 'Published', $5) returning id`,
        [farm.id, branch.id, category.id, `Bench produce ${i + 1}`, i % 5 === 0 ? 10 : 0],
      );
      await db.query(`insert into product_grades (product_id, grade, price_minor, stock) values ($1, 'top', $2, $3)`, [p.id, 300 + i * 7, STOCK]);
      products.push(p.id);
    }
    for (const b of buyers) {
      const { rows: [a] } = await db.query(
        `insert into addresses (user_id, full_name, line1, city, province, postal_code) values ($1, 'Bench Buyer', '10 King St', 'Toronto', 'ON', 'M5H 1A1') returning id`,
        [b.id],
      );
      b.addressId = a.id;
    }
    await db.query('commit');
    return { sellerId: farm.id, products };
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/** The buyers' view of the prices: the public product list, as the checkout reads them. */
async function currentPrices(base, productIds) {
  const prices = new Map();
  for (const id of productIds) {
    const res = await request(base, 'GET', `/api/product/products/${id}/`);
    if (res.status !== 200) throw new Error(`product ${id} answered ${res.status}`);
    const product = res.body.data;
    const top = product.grades.find((g) => g.grade === 'top');
    // The price a cart holds: after the product's discount (contract/money.ts discountedMinor).
    prices.set(id, Math.round((top.price_minor * (100 - product.discount_percent)) / 100));
  }
  return prices;
}

async function run(base, scene, prices, pid) {
  const cpuBefore = cpuMs(pid);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const latencies = [];
  const stats = { accepted: 0, refused: 0, other4xx: 0, errors5xx: 0, network: 0, firstProblem: '' };
  const deadline = performance.now() + SECONDS * 1000;
  const began = performance.now();
  await Promise.all(
    scene.buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const n = 1 + Math.floor(Math.random() * 3);
        const picked = new Set();
        while (picked.size < n) picked.add(scene.products[Math.floor(Math.random() * scene.products.length)]);
        const lines = [...picked].map((id) => ({ product_id: id, grade: 'top', quantity: 1 + Math.floor(Math.random() * 3), unit_price_minor: prices.get(id) }));
        const res = await request(base, 'POST', '/api/orders/create_order/', {
          headers: { authorization: `Bearer ${buyer.access}`, 'idempotency-key': randomUUID() },
          body: { id: randomUUID(), seller_id: scene.sellerId, lines, fulfilment: 'delivery', address_id: buyer.addressId, date: today, payment_method: 'pay_on_delivery' },
        });
        latencies.push(res.ms);
        if (res.status === 201) stats.accepted++;
        else if (res.status === 409 && res.body?.code === 'order_changed') stats.refused++;
        else {
          if (res.status >= 500) stats.errors5xx++;
          else if (res.status === 0) stats.network++;
          else stats.other4xx++;
          stats.firstProblem ||= `HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const cpu = cpuMs(pid) - cpuBefore;
  return { ...stats, cpuPerRequest: cpu / Math.max(1, sorted.length), requests: sorted.length, elapsed, rps: stats.accepted / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Database checks after the run: no negative stock, and per grade initial - final = reserved = ordered. */
async function verify(db, scene, accepted) {
  const { rows } = await db.query(
    `select g.product_id, g.stock::int as stock,
       coalesce((select -sum(m.delta) from stock_movements m where m.product_id = g.product_id and m.grade = g.grade and m.kind = 'reserved'), 0)::int as reserved,
       coalesce((select sum(m.delta) from stock_movements m where m.product_id = g.product_id and m.grade = g.grade and m.kind = 'released'), 0)::int as released,
       coalesce((select sum(l.quantity) from order_lines l where l.product_id = g.product_id and l.grade = g.grade), 0)::int as ordered
     from product_grades g join products p on p.id = g.product_id where p.seller_id = $1`,
    [scene.sellerId],
  );
  const { rows: [orders] } = await db.query(`select count(*)::int as n, count(distinct invoice_number)::int as invoices, max(invoice_number) as last from orders where seller_id = $1`, [scene.sellerId]);
  const negative = rows.filter((r) => r.stock < 0).length;
  const mismatched = rows.filter((r) => STOCK - r.stock !== r.reserved - r.released || r.reserved !== r.ordered).length;
  const soldOut = rows.filter((r) => r.stock === 0).length;
  const sold = rows.reduce((n, r) => n + r.reserved, 0);
  const problems = [];
  if (rows.length !== scene.products.length) problems.push(`${rows.length} grades instead of ${scene.products.length}`);
  if (negative) problems.push(`${negative} grades below zero`);
  if (mismatched) problems.push(`${mismatched} grades where initial - final differs from the reserved or ordered quantities`);
  if (orders.n !== accepted) problems.push(`${orders.n} orders in the database, ${accepted} accepted answers`);
  if (orders.invoices !== orders.n || Number(orders.last ?? 0) !== orders.n) problems.push('invoice numbers are not 1..n');
  return { negative, mismatched, soldOut, sold, orders: orders.n, problems };
}

const results = [];
let failed = false;
console.log(`bench:orders: ${BUYERS} concurrent buyers, ${PRODUCTS} products of ${STOCK} units each, ${SECONDS} s per database`);

function report(label, r, v) {
  const pass = v.problems.length === 0 && r.errors5xx === 0 && r.network === 0 && r.other4xx === 0;
  if (!pass) failed = true;
  results.push({ label, r, v, pass });
  console.log(
    `  ${label}: ${r.accepted} orders accepted (${r.rps.toFixed(1)}/s), ${r.refused} refused (409 order_changed), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, server CPU ${r.cpuPerRequest.toFixed(1)} ms/request, ` +
      `5xx ${r.errors5xx}, other ${r.other4xx + r.network}${r.firstProblem ? ` (${r.firstProblem})` : ''}; ` +
      `${v.sold} units reserved, ${v.soldOut}/${PRODUCTS} products sold out, stock below zero: ${v.negative}; ${pass ? 'PASS' : `FAIL: ${v.problems.join('; ') || 'errors'}`}`,
  );
  for (const [figure, target, measured, ok] of [
    [`${label}: orders accepted per second (${BUYERS} buyers)`, '—', `${r.rps.toFixed(1)}/s`, null],
    [`${label}: p99 latency of create_order`, '—', `${r.p99.toFixed(1)} ms`, null],
    [`${label}: stock never below zero, reserved = ordered, no 5xx`, 'all hold', pass ? 'all hold' : v.problems.join('; ') || `5xx ${r.errors5xx}, other ${r.other4xx + r.network}`, pass],
  ]) console.log(`BENCH ${JSON.stringify({ figure, target, measured, pass: ok })}`);
}

if (ONLY !== 'postgres') {
  const server = await startRestartableServer({ env: serverEnv, logName: 'bench-orders-pglite' });
  try {
    const { seller, buyers } = await registerAccounts(server.url);
    // PGlite is single-process: seed the farm on the stopped server's data directory, then start it again.
    await server.stop();
    let db = new PGlite({ dataDir: join(server.dataDir, 'db') });
    const scene = { buyers, ...(await seedFarm(db, seller, buyers)) };
    await db.close();
    await server.start();
    const prices = await currentPrices(server.url, scene.products);
    const r = await run(server.url, scene, prices, server.pid);
    await server.stop();
    db = new PGlite({ dataDir: join(server.dataDir, 'db') });
    const v = await verify(db, scene, r.accepted);
    await db.close();
    report('PGlite', r, v);
  } catch (err) {
    failed = true;
    console.error(`PGlite: ${err.stack ?? err}`);
  } finally {
    await server.dispose();
  }
}

if (ONLY !== 'pglite') {
  const database = await benchDatabase();
  if (database) {
    const server = await startRestartableServer({ env: { ...serverEnv, DATABASE_URL: database.url }, logName: 'bench-orders-postgres' });
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const { seller, buyers } = await registerAccounts(server.url);
      const scene = { buyers, ...(await seedFarm(client, seller, buyers)) };
      const prices = await currentPrices(server.url, scene.products);
      const r = await run(server.url, scene, prices, server.pid);
      const v = await verify(client, scene, r.accepted);
      report('PostgreSQL', r, v);
    } catch (err) {
      failed = true;
      console.error(`PostgreSQL: ${err.stack ?? err}`);
    } finally {
      await client.end().catch(() => {});
      await server.dispose();
      await database.drop();
    }
  }
}

agent.destroy();
if (results.length) {
  const head = ['database', 'accepted', 'orders/s', 'refused 409', 'p50 ms', 'p99 ms', 'max ms', 'server CPU ms/req', '5xx', 'units sold', 'sold out', 'stock < 0', 'check'];
  const cells = results.map(({ label, r, v, pass }) => [
    label,
    String(r.accepted),
    r.rps.toFixed(1),
    String(r.refused),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.cpuPerRequest.toFixed(1),
    String(r.errors5xx),
    String(v.sold),
    `${v.soldOut}/${PRODUCTS}`,
    String(v.negative),
    pass ? 'PASS' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`\n${line(head)}\n|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|\n${cells.map(line).join('\n')}`);
  console.log(`\n${BUYERS} buyers, ${SECONDS} s each; ${os.availableParallelism()} CPUs, load average ${load1} at the end.`);
}
console.log(failed ? 'FAIL' : 'PASS');
if (failed) process.exitCode = 1;
