// The home page's JavaScript budget: the gzip size of every JS file the home page loads must stay
// under 200 KB. Two views, united: what dist/web/index.html loads (module scripts, modulepreload
// links and their static imports), and what Chromium actually fetches for `/` (lazy route chunks,
// the language catalogue), with the service worker blocked so precaching does not count.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../support/static-server.mjs';
import { hasChromium, launchChromium } from '../support/browser.mjs';

const BUDGET_KB = 200;
const dist = process.env.WEB_DIST ? join(process.cwd(), process.env.WEB_DIST, '/') : fileURLToPath(new URL('../../dist/web/', import.meta.url));

function staticJs() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  // Follow static imports (`import"./x.js"`, `from"./x.js"`): the browser loads them before anything runs.
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      const dep = new URL(m[1], `http://x${file}`).pathname;
      if (!files.has(dep)) {
        files.add(dep);
        queue.push(dep);
      }
    }
  }
  return files;
}

async function loadedByBrowser() {
  if (!hasChromium()) {
    console.warn('bundle-size: Chromium not found; counting only what index.html loads statically');
    return new Set();
  }
  const site = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-CA' });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('.js') && url.origin === site.url) files.add(url.pathname);
    });
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // the splash holds the router for a second; its lazy chunks load after
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    await browser.close();
    await site.close();
  }
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('bundle-size: dist/web/index.html is missing; run `npx vite build` first');
  process.exit(1);
}
const files = new Set([...staticJs(), ...(await loadedByBrowser())]);
let total = 0;
const rows = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  rows.push([file, bytes]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, bytes] of rows) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const kb = total / 1024;
console.log(`home page JS: ${kb.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`bundle-size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
