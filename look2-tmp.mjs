import { launchChromium } from './tests/support/browser.mjs';
import { startServer } from './tests/support/server.mjs';
const server = await startServer({ logName: 'look2' });
const browser = await launchChromium();
for (const [path, w, h, locale] of [['/marketplace', 412, 823, 'en-CA'], ['/', 412, 823, 'fr-CA'], ['/marketplace', 1366, 900, 'fr-CA']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale });
  await ctx.addInitScript(() => {
    const p = { min: null, seen: false, live: null, zeroAfterSeen: 0, log: [] , last: -1};
    window.__p = p;
    new MutationObserver(() => {
      const n = document.querySelectorAll('[data-testid="product-card"]').length;
      if (n !== p.last) { p.log.push([Math.round(performance.now()), n, document.getElementById('root')?.hasAttribute('data-prerendered'), (document.querySelector('main')?.innerText || '').slice(0, 40).replace(/\n/g, ' ')]); p.last = n; }
      if (n > 0) p.seen = true;
      if (p.seen && n === 0) p.zeroAfterSeen++;
      const root = document.getElementById('root');
      if (p.live === null && root && root.childElementCount && !root.hasAttribute('data-prerendered')) p.live = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  const page = await ctx.newPage();
  const errors = [];
  const api = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => r.url().includes('/api/product/') && api.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await page.goto(server.url + path);
  await page.waitForFunction(() => window.__p.live !== null);
  await page.waitForTimeout(1500);
  const state = await page.evaluate(() => ({ ...window.__p, cards: document.querySelectorAll('[data-testid="product-card"]').length, loading: /Loading products|Chargement des produits/.test(document.body.innerText) }));
  await page.screenshot({ path: `/work/scratch/prerender/live-${path.replace(/\//g, '_')}-${w}-${locale}.png` });
  // The app is live: a filter works.
  console.log(path, w, locale, JSON.stringify(state), 'api', api, 'errors', errors);
  await ctx.close();
}
await browser.close();
await server.stop();
