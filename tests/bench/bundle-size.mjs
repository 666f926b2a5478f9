// What a phone receives on its first visit to the home page, measured over the wire: Chromium opens `/` on
// the real server (demo data, PGlite) with the service worker blocked, so precaching does not count, and
// every response's encoded body size (bytes after compression, as sent) is added up by kind.
// Budgets: home page JavaScript <= 170 KB; HTML, CSS, JS, fonts, images and manifest together <= 350 KB.
// API answers are printed beside them but not budgeted here (the catalogue download is its own figure).
// zod stays out of the home page's JavaScript, the service worker and the catalogue pull's worker: it is about
// 60 KB compressed, and those three run before (or without) any form that needs it (ARCHITECTURE.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasChromium, launchChromium } from '../support/browser.mjs';
import { startServer } from '../support/server.mjs';

const JS_BUDGET_KB = 170;
const FIRST_VISIT_BUDGET_KB = 350;
const dist = process.env.WEB_DIST ? join(process.cwd(), process.env.WEB_DIST, '/') : fileURLToPath(new URL('../../dist/web/', import.meta.url));

if (!existsSync(join(dist, 'index.html'))) {
  console.error('bundle-size: dist/web/index.html is missing; run `npx vite build` first');
  process.exit(1);
}
if (!hasChromium()) {
  console.error('bundle-size: Chromium is needed at /usr/bin/chromium to measure what a browser receives');
  process.exit(1);
}

function kindOf(url, contentType) {
  const path = new URL(url).pathname;
  if (path.startsWith('/api/')) return 'api';
  if (/\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (/\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(path) || contentType.startsWith('image/')) return 'image';
  if (path.endsWith('.webmanifest')) return 'manifest';
  if (contentType.includes('text/html')) return 'html';
  return 'other';
}

const server = await startServer({ logName: 'bundle-size-server' });
const browser = await launchChromium();
const rows = [];
try {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'en-CA',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const headers = await response.allHeaders();
        rows.push({
          url: request.url(),
          kind: kindOf(request.url(), headers['content-type'] ?? ''),
          wire: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'none',
        });
      })(),
    );
  });
  await page.goto(server.url + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // lazy route chunks and the language catalogue arrive after the first render
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
} finally {
  await browser.close();
  await server.stop();
}

const sum = (kind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.wire, 0) / 1024;
rows.sort((a, b) => b.wire - a.wire);
for (const r of rows.filter((r) => r.kind !== 'api')) {
  console.log(`  ${(r.wire / 1024).toFixed(1).padStart(7)} KB  ${r.kind.padEnd(8)} ${r.encoding.padEnd(5)} ${new URL(r.url).pathname}`);
}
const uncompressed = rows.filter((r) => r.kind !== 'api' && r.kind !== 'image' && r.kind !== 'font' && r.encoding === 'none' && r.wire > 1024);
const js = sum('js');
const firstVisit = ['html', 'css', 'js', 'font', 'image', 'manifest', 'other'].reduce((n, k) => n + sum(k), 0);
console.log(`by kind (KB over the wire): ${['html', 'css', 'js', 'font', 'image', 'manifest', 'other', 'api'].map((k) => `${k} ${sum(k).toFixed(1)}`).join(', ')}`);
console.log(`home page JS: ${js.toFixed(1)} KB over the wire in ${rows.filter((r) => r.kind === 'js').length} files (budget ${JS_BUDGET_KB} KB)`);
console.log(`first visit without API answers: ${firstVisit.toFixed(1)} KB over the wire (budget ${FIRST_VISIT_BUDGET_KB} KB); API answers ${sum('api').toFixed(1)} KB`);
const bench = (figure, target, measured, pass) => console.log(`BENCH ${JSON.stringify({ figure, target, measured, pass })}`);
bench('home page JS over the wire', `<= ${JS_BUDGET_KB} KB`, `${js.toFixed(1)} KB`, js <= JS_BUDGET_KB);
bench('first visit without API answers', `<= ${FIRST_VISIT_BUDGET_KB} KB`, `${firstVisit.toFixed(1)} KB`, firstVisit <= FIRST_VISIT_BUDGET_KB);
bench('text responses over 1 KB sent uncompressed', '0', String(uncompressed.length), uncompressed.length === 0);
// zod's core declares its error class under this name; minifiers keep the string.
const ZOD_MARK = '$ZodError';
const served = (url) => join(dist, decodeURIComponent(new URL(url).pathname));
const workers = ['sw.js', ...readdirSync(join(dist, 'assets')).filter((f) => /^pull-worker.*\.js$/.test(f)).map((f) => `assets/${f}`)];
const withZod = [
  ...rows.filter((r) => r.kind === 'js' && existsSync(served(r.url)) && readFileSync(served(r.url), 'utf8').includes(ZOD_MARK)).map((r) => new URL(r.url).pathname),
  ...workers.filter((f) => readFileSync(join(dist, f), 'utf8').includes(ZOD_MARK)),
];
console.log(`zod-free: home page JS and ${workers.join(', ')}`);
bench('home page JS and workers that load zod', '0', String(withZod.length), withZod.length === 0);
let failed = false;
if (withZod.length) {
  console.error(`bundle-size: zod reached JavaScript that must run without it: ${withZod.join(', ')}`);
  failed = true;
}
if (uncompressed.length) {
  console.error(`bundle-size: ${uncompressed.length} text responses over 1 KB were sent uncompressed: ${uncompressed.map((r) => new URL(r.url).pathname).join(', ')}`);
  failed = true;
}
if (js > JS_BUDGET_KB) {
  console.error(`bundle-size: JavaScript over budget by ${(js - JS_BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}
if (firstVisit > FIRST_VISIT_BUDGET_KB) {
  console.error(`bundle-size: first visit over budget by ${(firstVisit - FIRST_VISIT_BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}
process.exit(failed ? 1 : 0);
