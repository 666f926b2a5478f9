// `npm run bench:first-sync`: a new device's first sync at scale. The real server (PGlite) with 10,000 public
// products (the demo data grown through SQL), the built app in Chromium:
//   1. a visitor opens /marketplace: the server's page answers, and nothing of the catalogue is pulled into IndexedDB;
//   2. on a new device, the demo buyer signs in from /login?redirect=/marketplace: the time from pressing 'Sign in'
//      (the page's own time of the press)
//      until the marketplace is served from IndexedDB (the first pull's main stream finished: the sync meta of the
//      user has a last sync time, which is what the marketplace waits for), then until the price history stream
//      after it has finished too, the page's main-thread time meanwhile (DevTools TaskDuration, and long tasks over
//      50 ms), the products pulled, and when the head start (the products the buyer uses, pull.ts) was on the device;
//   3. bytes per product: over the wire (Brotli, as the browser asks, every page of both streams of GET
//      /api/sync/changes at the app's page size) and in IndexedDB (navigator.storage.estimate's indexedDB usage
//      after both streams / products);
//   4. the marketplace's query (features/catalogue/catalogue-query.ts, bundled for the page) over the device's
//      catalogue, for several filters (organic, stock and currency included), 50 runs each: first run and p95.
//   The sign-in runs SIGN_IN_RUNS times (3), each on a new device; its target is judged on the median, printed beside
//   the time Node takes to fetch the same pages from the same server (the floor no device can beat).
//   THROTTLED=1 adds the sign-in run at 4x CPU on a 1.6 Mbit/s, 150 ms link (page and its workers throttled).
//   PRODUCTS=10000, WEB_DIST=dist/web (needs `npx vite build`).
// Targets: marketplace from IndexedDB < 3 s after sign-in (loopback), < 20 s throttled; each filter p95 < 50 ms;
// a visitor pulls 0 products. Exit code 0 whatever the figures; 1 when the bench itself could not run.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { growCatalogue } from '../support/seed-catalogue.mjs';
import { startRestartableServer } from '../support/restartable-server.mjs';
import { hasChromium, launchChromium } from '../support/browser.mjs';
import { root } from '../support/server.mjs';

const TOTAL = Number(process.env.PRODUCTS) || 10_000;
const THROTTLED = !!process.env.THROTTLED;
/** The page size the app asks for (src/web/offline/pull.ts, FIRST_SYNC_PAGE). */
const PULL_LIMIT = Number(process.env.PULL_LIMIT) || 2000;
const RUNS = 50;
/** New devices signed in one after another; the target is judged on their median. */
const SIGN_IN_RUNS = Number(process.env.SIGN_IN_RUNS) || 3;
const TARGETS = { signIn: 3000, signInThrottled: 20_000, filterP95: 50 };
const BUYER = { email: 'buyer@demo.freshmarket.ca', password: 'Harvest2026!' };
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const CPU_RATE = 4;

const webDist = resolve(root, process.env.WEB_DIST || 'dist/web');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`bench:first-sync: ${webDist}/index.html is missing; run \`npx vite build\` first`);
  process.exit(1);
}
if (!hasChromium()) {
  console.error('bench:first-sync: /usr/bin/chromium is missing');
  process.exit(1);
}

const bench = (figure, target, measured, pass) => console.log(`BENCH ${JSON.stringify({ figure, target, measured, pass })}`);
const ms = (x) => `${Math.round(x)} ms`;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** The marketplace's query module with Dexie, as one script for the page (window.FmCatalogueBench). */
async function bundleQuery() {
  const src = (p) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@contract': src('contract'), '@': src('web') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./catalogue-entry.ts', import.meta.url)), formats: ['iife'], name: 'FmCatalogueBench', fileName: 'bench' },
    },
  });
  return (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).find((o) => o.type === 'chunk').code;
}

/** Every page of one stream of the pull as the browser gets it (Brotli): compressed and JSON bytes, products. */
async function wireBytes(baseUrl, token, stream) {
  let cursor = '';
  const total = { wire: 0, json: 0, products: 0, pages: 0, ms: 0 };
  const began = performance.now();
  for (;;) {
    const url = `${baseUrl}/api/sync/changes?limit=${PULL_LIMIT}&stream=${stream}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { raw, body } = await new Promise((resolve, reject) => {
      const headers = { 'Accept-Encoding': 'br, gzip', Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      http
        .get(url, { headers }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', async () => {
            const buf = Buffer.concat(chunks);
            const zlib = await import('node:zlib');
            const enc = res.headers['content-encoding'];
            const plain = enc === 'br' ? zlib.brotliDecompressSync(buf) : enc === 'gzip' ? zlib.gunzipSync(buf) : buf;
            resolve({ raw: buf.length, body: plain });
          });
        })
        .on('error', reject);
    });
    const page = JSON.parse(body.toString('utf8'));
    total.wire += raw;
    total.json += body.length;
    total.pages++;
    total.products += page.changes.filter((c) => c.table === 'products' && c.op === 'upsert').length;
    cursor = page.cursor;
    if (!page.has_more) break;
  }
  total.ms = performance.now() - began;
  return total;
}

/** Reads the app's database without creating it: products count and the sync meta rows. */
function probe(page) {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'freshmarket')) return { products: 0, metas: [] };
    return new Promise((resolve) => {
      const open = indexedDB.open('freshmarket');
      open.onerror = () => resolve({ products: 0, metas: [] });
      open.onsuccess = () => {
        const idb = open.result;
        try {
          const stores = ['products', 'local_meta'].filter((s) => idb.objectStoreNames.contains(s));
          if (stores.length < 2) return resolve({ products: 0, metas: [] });
          const tx = idb.transaction(stores);
          const count = tx.objectStore('products').count();
          const metas = tx.objectStore('local_meta').getAll();
          tx.oncomplete = () => resolve({ products: count.result, metas: metas.result });
          tx.onerror = () => resolve({ products: 0, metas: [] });
        } finally {
          idb.close();
        }
      };
    });
  });
}

const idbUsage = (page) => page.evaluate(async () => (await navigator.storage.estimate()).usageDetails?.indexedDB ?? 0);

/** Long tasks of the page, kept from the start of every document (an init script). */
const longTaskProbe = () => {
  globalThis.__fmLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) globalThis.__fmLongTasks.push({ at: performance.timeOrigin + e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing
  }
};

async function newDevice(browser, baseUrl, throttled) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 }, locale: 'en-CA', serviceWorkers: 'allow' });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(longTaskProbe);
  const syncRequests = [];
  context.on('request', (r) => {
    if (r.url().includes('/api/sync/changes')) syncRequests.push(r.url());
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (throttled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    // Workers (the pull's worker, the service worker) are targets of their own: throttle each as it starts.
    let nextId = 1;
    cdp.on('Target.attachedToTarget', async ({ sessionId }) => {
      const send = (method, params = {}) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
      await send('Network.enable').catch(() => {});
      await send('Network.emulateNetworkConditions', SLOW_LINK).catch(() => {});
      await send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE }).catch(() => {});
      await send('Runtime.runIfWaitingForDebugger').catch(() => {});
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  }
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  return { context, page, syncRequests, taskSeconds };
}

/** A visitor on /marketplace: the server's cards, and no catalogue pulled after the page has been idle a while. */
async function visitor(browser, baseUrl) {
  const { context, page, syncRequests } = await newDevice(browser, baseUrl, false);
  try {
    await page.goto('/marketplace');
    await page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(8000);
    const { products } = await probe(page);
    console.log(`visitor: ${products} products in IndexedDB and ${syncRequests.length} pull requests after 8 s on /marketplace (the server's cards shown)`);
    bench('products a visitor pulls (8 s on /marketplace)', '0', String(products), products === 0);
  } finally {
    await context.close();
  }
}

/** A new device signs the buyer in: time until the marketplace reads IndexedDB, main thread meanwhile. */
async function signedIn(browser, baseUrl, throttled, expectProducts) {
  const { context, page, taskSeconds } = await newDevice(browser, baseUrl, throttled);
  const label = throttled ? ' (4x CPU, 1.6 Mbit/s, 150 ms)' : '';
  try {
    await page.goto('/login?redirect=/marketplace');
    await page.locator('input[autocomplete="username"]').waitFor({ timeout: 120_000 });
    await page.locator('input[autocomplete="username"]').fill(BUYER.email);
    await page.locator('input[autocomplete="current-password"]').fill(BUYER.password);
    const usage0 = await idbUsage(page);
    const task0 = await taskSeconds();
    // Timed from the press itself, as the page saw it: Playwright's click waits for a busy page (the app still
    // starting) before it presses, up to a second, which a person typing a password never meets.
    await page.evaluate(() => {
      globalThis.__fmPressedAt = null;
      document.addEventListener('pointerdown', () => (globalThis.__fmPressedAt ??= Date.now()), { capture: true, once: true });
    });
    // When each request of the sign-in and the pull left and was answered (ms from the press), to see where the time goes.
    const timeline = [];
    const sent = new Map();
    const interesting = (url) => /\/api\/(auth|sync)\/|pull-worker|start-sync|\.po|db-/.test(url);
    const onRequest = (r) => interesting(r.url()) && sent.set(r, Date.now());
    const onFinished = (r) => {
      if (!sent.has(r)) return;
      const u = new URL(r.url());
      const stream = u.searchParams.get('stream');
      timeline.push({ what: `${r.method()} ${u.pathname.replace(/-[\w-]{8}\.js$/, '.js')}${stream ? ` ${stream}${u.searchParams.get('cursor') ? '' : ' (first)'}` : ''}`, from: sent.get(r), to: Date.now() });
    };
    context.on('request', onRequest);
    context.on('requestfinished', onFinished);
    const clickedAt = Date.now();
    await page.locator('main form button[type="submit"]').click();
    const t0 = (await page.evaluate(() => globalThis.__fmPressedAt)) ?? clickedAt;
    await page.waitForURL((url) => url.pathname.startsWith('/marketplace'), { timeout: 120_000 });
    const signedInMs = Date.now() - t0;
    let state = { products: 0, metas: [] };
    let done = null;
    // The head start (pull.ts): the products the user uses, on the device before the rest of the catalogue.
    let headStart = null;
    const seen = [];
    const deadline = t0 + (throttled ? 300_000 : 180_000);
    while (Date.now() < deadline) {
      state = await probe(page);
      seen.push({ at: Date.now() - t0, products: state.products });
      if (!headStart && state.metas.some((m) => m.key.startsWith('sync_scoped:') && m.value?.lastSyncAt)) headStart = { at: Date.now() - t0, products: state.products };
      const session = state.metas.find((m) => m.key.startsWith('sync:') && m.key !== 'sync:anon' && m.value?.lastSyncAt);
      if (session) {
        done = Date.now() - t0;
        break;
      }
      await page.waitForTimeout(100);
    }
    if (done === null) throw new Error(`no finished pull after ${Math.round((Date.now() - t0) / 1000)} s (${state.products} products in IndexedDB)`);
    const taskMs = ((await taskSeconds()) - task0) * 1000;
    const longTasks = await page.evaluate((since) => globalThis.__fmLongTasks.filter((t) => t.at >= since), t0);
    // The marketplace shows the device's answer: its count says every product.
    await page.getByTestId('showing-count').filter({ hasText: /Showing 24 of/ }).waitFor({ timeout: 30_000 });
    const shownMs = Date.now() - t0;
    // The price history follows main in the same pull (the bytes below count both).
    let historyDone = null;
    while (Date.now() < deadline) {
      const { metas } = await probe(page);
      if (metas.some((m) => m.key.startsWith('sync_history:') && m.key !== 'sync_history:anon' && m.value?.lastSyncAt)) {
        historyDone = Date.now() - t0;
        break;
      }
      await page.waitForTimeout(100);
    }
    const usage = (await idbUsage(page)) - usage0;
    const firstProducts = seen.find((s) => s.products > 0)?.at;
    console.log(
      `signed in${label}: on /marketplace ${signedInMs} ms after 'Sign in'; first products in IndexedDB at ${firstProducts ?? '-'} ms; ` +
        `the products they use (head start) at ${headStart ? `${headStart.at} ms (${headStart.products} products)` : '-'}; ` +
        `first pull finished (marketplace from IndexedDB) at ${done} ms (${state.products} products; cards shown at ${shownMs} ms); ` +
        `the price history after it at ${historyDone ?? '-'} ms`,
    );
    console.log(
      `  main thread of the page meanwhile: ${ms(taskMs)} of tasks, ${longTasks.length} long tasks (> 50 ms) totalling ${ms(longTasks.reduce((s, t) => s + t.ms, 0))}, ` +
        `longest ${ms(Math.max(0, ...longTasks.map((t) => t.ms)))}`,
    );
    context.off('request', onRequest);
    context.off('requestfinished', onFinished);
    console.log(
      '  requests (ms from the press): ' +
        timeline
          .filter((e) => e.to >= t0 && e.from <= t0 + done)
          .sort((a, b) => a.from - b.from)
          .map((e) => `${e.what} ${e.from - t0}-${e.to - t0}`)
          .join('; '),
    );
    const target = throttled ? TARGETS.signInThrottled : TARGETS.signIn;
    const longMs = longTasks.reduce((s, t) => s + t.ms, 0);
    // Unthrottled runs are judged on their median (below); a throttled run is one.
    if (throttled) {
      bench(`marketplace from IndexedDB after sign-in${label}, ${state.products} products`, `< ${target / 1000} s`, ms(done), done < target);
      bench(`page main-thread task time during the first pull${label}`, '—', ms(taskMs), null);
      bench(`page long tasks during the first pull${label}`, '—', `${longTasks.length}, ${ms(longMs)}`, null);
    }
    if (!throttled && state.products < expectProducts) console.log(`  (expected ${expectProducts} products)`);
    return { page, context, usage, products: state.products, done, headStart, taskMs, longTasks: longTasks.length, longMs };
  } catch (err) {
    await context.close();
    throw err;
  }
}

async function filterTimings(page) {
  const bundle = await bundleQuery();
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts, rightly.
  await page.evaluate(`${bundle};globalThis.FmCatalogueBench = FmCatalogueBench;true`);
  return page.evaluate(async (runs) => {
    const { MarketDb, queryCatalogue } = globalThis.FmCatalogueBench;
    const parse = (raw) => ({ organic: 'all', stock: 'all', sort: 'relevance', page: 1, ...raw });
    const db = new MarketDb('freshmarket');
    await db.open();
    const all = await db.products.toArray();
    const sample = all.sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[Math.floor(all.length / 2)];
    const category = (await db.categories.get(sample.category_id)).slug;
    const word = sample.name.split(' ')[0].toLowerCase();
    const scenarios = {
      'no filter (newest)': {},
      category: { category },
      'organic only': { organic: 'only' },
      'not organic': { organic: 'non' },
      'in stock': { stock: 'in_stock' },
      'out of stock': { stock: 'out_of_stock' },
      'currency USD': { currency: 'USD' },
      'currency CAD, price sort': { currency: 'CAD', sort: 'price_asc' },
      'price 2-8': { price_min: 2, price_max: 8, sort: 'price_asc' },
      [`search '${word.slice(0, 5)}'`]: { q: word.slice(0, 5) },
      'category+organic+in stock, price': { category, organic: 'only', stock: 'in_stock', sort: 'price_asc' },
      'organic, sort by name, page 20': { organic: 'only', sort: 'name', page: 20 },
    };
    const out = {};
    for (const [name, raw] of Object.entries(scenarios)) {
      const filter = parse(raw);
      const t = [];
      let result;
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        result = await queryCatalogue(db, filter, { pageSize: 24 });
        t.push(performance.now() - s);
      }
      out[name] = { t, plan: result.plan, matching: result.matching };
    }
    db.close();
    return out;
  }, RUNS);
}

const server = await startRestartableServer({ logName: 'bench-first-sync-server', env: { WEB_DIST: webDist } });
let browser;
let failed = false;
try {
  await server.stop();
  const grown = await growCatalogue(server.dataDir, TOTAL);
  console.log(`catalogue: ${grown.visible} public products (${grown.products} rows) seeded in ${Math.round(grown.ms)} ms`);
  await server.start();

  const login = await fetch(`${server.url}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: BUYER.email, password: BUYER.password }),
  }).then((r) => r.json());
  // The app's two streams (src/web/offline/pull.ts): main (what the screens read), then the price history.
  const main = await wireBytes(server.url, login.tokens?.access, 'main');
  const history = await wireBytes(server.url, login.tokens?.access, 'history');
  for (const [name, part] of [['main stream', main], ['price history stream', history]]) {
    console.log(
      `server: the buyer's first pull, ${name}: ${part.pages} pages of up to ${PULL_LIMIT} in ${ms(part.ms)} from Node` +
        `${part.products ? `: ${part.products} products` : ''}, ${(part.wire / 1024).toFixed(0)} KB Brotli (${(part.json / 1024).toFixed(0)} KB of JSON)`,
    );
  }
  const wire = { wire: main.wire + history.wire, json: main.json + history.json, products: main.products };

  browser = await launchChromium();
  await visitor(browser, server.url);
  // Several new devices in turn (a shared machine is noisy): each run's figures, then the median against the target.
  const runs = [];
  for (let i = 0; i < SIGN_IN_RUNS; i++) {
    if (runs.length) await runs.at(-1).context.close();
    runs.push(await signedIn(browser, server.url, false, wire.products));
  }
  const doneMs = pct(runs.map((r) => r.done), 50);
  console.log(
    `median of ${runs.length} sign-ins: marketplace from IndexedDB at ${ms(doneMs)} (runs ${runs.map((r) => r.done).join(', ')} ms); ` +
      `the server's main stream fetched from Node above: ${ms(main.ms)} (${((100 * main.ms) / doneMs).toFixed(0)}% of it)`,
  );
  bench(`marketplace from IndexedDB after sign-in, ${runs.at(-1).products} products (median of ${runs.length})`, `< ${TARGETS.signIn / 1000} s`, ms(doneMs), doneMs < TARGETS.signIn);
  const heads = runs.filter((r) => r.headStart);
  if (heads.length) {
    const headMs = pct(heads.map((r) => r.headStart.at), 50);
    bench(`the products the buyer uses on the device after sign-in (head start: ${heads.at(-1).headStart.products} products; median of ${heads.length})`, '—', ms(headMs), null);
  }
  const middle = runs.find((r) => r.done === doneMs);
  bench('page main-thread task time during the first pull (the median run)', '—', ms(middle.taskMs), null);
  bench('page long tasks during the first pull (the median run)', '—', `${middle.longTasks}, ${ms(middle.longMs)}`, null);
  const run = runs.at(-1);
  const perWire = wire.wire / Math.max(1, wire.products);
  const perJson = wire.json / Math.max(1, wire.products);
  const perIdb = run.usage / Math.max(1, run.products);
  console.log(`bytes per product: ${perWire.toFixed(0)} over the wire (Brotli; ${perJson.toFixed(0)} of JSON), ${perIdb.toFixed(0)} in IndexedDB (${(run.usage / 1048576).toFixed(1)} MB for ${run.products})`);
  bench('bytes per product over the wire (Brotli)', '—', `${perWire.toFixed(0)} B`, null);
  bench('bytes per product in IndexedDB', '—', `${perIdb.toFixed(0)} B`, null);

  const timings = await filterTimings(run.page);
  console.log(`marketplace queries over ${run.products} products, ${RUNS} runs each (one page of 24):`);
  let worst = 0;
  for (const [name, { t, plan, matching }] of Object.entries(timings)) {
    const p95 = pct(t, 95);
    worst = Math.max(worst, p95);
    console.log(`  ${name.padEnd(34)} ${String(matching).padStart(6)} match, plan ${plan.padEnd(4)} first ${t[0].toFixed(1).padStart(6)} ms  p50 ${pct(t, 50).toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms`);
    bench(`filter p95: ${name}`, `< ${TARGETS.filterP95} ms`, `${p95.toFixed(1)} ms`, p95 < TARGETS.filterP95);
  }
  await run.context.close();

  if (THROTTLED) {
    const slow = await signedIn(browser, server.url, true, wire.products);
    await slow.context.close();
  }
} catch (err) {
  failed = true;
  console.error(`bench:first-sync failed: ${err.stack ?? err.message}`);
} finally {
  await browser?.close();
  await server.dispose();
}
process.exit(failed ? 1 : 0);
