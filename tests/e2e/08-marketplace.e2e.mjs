// Issue 4, buyers: a filtered marketplace link opened cold in a fresh browser shows what the server's
// GET /api/product/products/ answers for the same filters, first from the server and, once the visitor has chosen to
// keep the catalogue on the device and the pull has filled Dexie, from Dexie; axe finds nothing on the marketplace (filters open) and the product page at both sizes.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { appReady, eventually, newContext, settled, shot } from '../support/e2e-kit.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describe(violations) {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n      ')}`)
    .join('\n    ');
}

async function api(baseUrl, path) {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { 'Accept-Language': 'en' } });
  assert.equal(res.status, 200, `GET ${path} answered ${res.status}`);
  return res.json();
}

/** Whether the page's first pull has finished (the sync meta of the signed-out reader has a last sync time). */
function pulled(page) {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'freshmarket')) return false;
    return new Promise((resolve) => {
      const open = indexedDB.open('freshmarket');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const idb = open.result;
        try {
          if (!idb.objectStoreNames.contains('local_meta')) return resolve(false);
          const req = idb.transaction('local_meta').objectStore('local_meta').get('sync:anon');
          req.onsuccess = () => resolve(!!req.result?.value?.lastSyncAt);
          req.onerror = () => resolve(false);
        } finally {
          idb.close();
        }
      };
    });
  });
}

const cardNames = (page) => page.getByTestId('product-card').getByRole('heading').allTextContents();
const showing = (page) => page.getByTestId('showing-count').textContent();

/** A filter the demo data answers with a few products: a category with organic products, a word of one of them. */
async function pickFilter(baseUrl) {
  const { data: categories } = await api(baseUrl, '/product/categories/');
  for (const c of categories) {
    const list = await api(baseUrl, `/product/products/?category=${c.slug}&organic=only&sort=price_asc&page_size=100`);
    if (list.meta.count < 2) continue;
    const word = list.data[0].name.split(/\s+/)[0].toLowerCase();
    if (word.length < 4) continue;
    const q = word.slice(0, Math.max(4, word.length - 2)); // a prefix, as people type
    return { category: c.slug, q };
  }
  throw new Error('no category with organic products in the demo data');
}

export const tests = [
  {
    name: 'a filtered marketplace link opened cold shows the server’s answer, then the same from Dexie after the pull',
    async fn({ browser, baseUrl }) {
      const { category, q } = await pickFilter(baseUrl);
      const search = `category=${category}&organic=only&sort=price_asc&q=${encodeURIComponent(q)}`;
      const server = await api(baseUrl, `/product/products/?${search}&page_size=24`);
      assert.ok(server.meta.count > 0, `the server finds nothing for ${search}`);
      const expectedNames = server.data.map((p) => p.name);
      const expectedCount = `Showing ${server.data.length} of ${server.meta.count} products`;

      const context = await newContext(browser, baseUrl, { size: 'mobile' });
      try {
        const page = await context.newPage();
        const syncCalls = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/sync/')) syncCalls.push(request.url());
        });
        await page.goto(`/marketplace?${search}`);
        await appReady(page);
        await eventually(async () => (await showing(page))?.includes(expectedCount), { timeout: 20_000, message: `'${expectedCount}' (cold)` });
        assert.deepEqual(await cardNames(page), expectedNames, 'cold: the cards are the server’s answer');
        // The URL keeps the filters (a shareable link) and the filters show them.
        assert.match(page.url(), new RegExp(`category=${category}`));
        assert.match(page.url(), /organic=only/);

        // A visitor reads the server's pages; the catalogue comes to the device when they choose to keep it.
        // The service worker registers once the page is idle, the moment a signed-in device would start its pull.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        assert.deepEqual(syncCalls, [], 'a visitor asks for no sync page until they choose to keep the catalogue');
        assert.equal(await pulled(page), false, 'a visitor pulls nothing until they choose to');
        await page.getByRole('button', { name: /^Sync status:/ }).first().click();
        await page.getByRole('checkbox', { name: /Keep the catalogue on this device/ }).check();
        await page.keyboard.press('Escape');
        await eventually(() => pulled(page), { timeout: 120_000, message: 'the first pull' });
        // The worker has finished precaching once it is active: the reload below is then served by it, offline too.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.reload();
        await appReady(page);
        await eventually(async () => (await showing(page))?.includes(expectedCount), { timeout: 20_000, message: `'${expectedCount}' (Dexie)` });
        assert.deepEqual(await cardNames(page), expectedNames, 'after the pull: Dexie’s answer is the server’s');

        // Offline, the same link still answers from Dexie.
        await context.setOffline(true);
        await page.reload().catch(() => {}); // the service worker serves the shell
        await appReady(page);
        await eventually(async () => (await showing(page))?.includes(expectedCount), { timeout: 20_000, message: `'${expectedCount}' (offline)` });
        assert.deepEqual(await cardNames(page), expectedNames, 'offline: the same cards');
        await context.setOffline(false);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'no axe violations on the marketplace with filters open and on the product page, at 412x823 and desktop',
    async fn({ browser, baseUrl }) {
      const problems = [];
      const { data } = await api(baseUrl, '/product/products/?sort=newest&page_size=50');
      const product = data.find((p) => p.images.length > 1 && p.discount_percent > 0) ?? data.find((p) => p.images.length > 0) ?? data[0];
      for (const size of ['mobile', 'desktop']) {
        const context = await newContext(browser, baseUrl, { size });
        try {
          const page = await context.newPage();
          await page.goto('/marketplace?organic=only&sort=price_asc');
          await appReady(page);
          await page.getByTestId('product-card').first().waitFor();
          if (size === 'mobile') {
            await page.getByRole('button', { name: /^Filters/ }).click();
            await page.getByRole('dialog', { name: 'Filters' }).waitFor();
          } else {
            await page.getByTestId('filters-sidebar').getByLabel('Category').waitFor();
          }
          await settled(page);
          let { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          if (violations.length) problems.push(`/marketplace (filters open) at ${size}:\n    ${describe(violations)}`);
          await shot(page, 'm-marketplace-filters', 'en');
          if (size === 'mobile') {
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
            await shot(page, 'm-marketplace', 'en');
          }

          await page.goto(`/products/details/${product.id}`);
          await appReady(page);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.getByRole('tablist').waitFor();
          await settled(page);
          ({ violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze());
          if (violations.length) problems.push(`/products/details at ${size}:\n    ${describe(violations)}`);
          await shot(page, 'm-product', 'en');
          await page.getByRole('tab', { name: /Additional information/ }).click();
          ({ violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze());
          if (violations.length) problems.push(`/products/details (information tab) at ${size}:\n    ${describe(violations)}`);
          await page.getByRole('tab', { name: /Additional information/ }).scrollIntoViewIfNeeded();
          await shot(page, 'm-product-info', 'en');
        } finally {
          await context.close();
        }
      }
      assert.equal(problems.length, 0, `axe violations:\n  ${problems.join('\n  ')}`);
    },
  },
];
