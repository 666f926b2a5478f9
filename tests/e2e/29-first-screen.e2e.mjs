// A visitor's first public page comes drawn by the server (#root[data-prerendered], src/contract/prerender.ts), its
// controls disabled until the app has started. The app takes that copy over in place (main.tsx: React hydrates it):
// the elements the visitor already sees stay the same nodes, nothing is drawn twice, React reports no difference
// between the copy and its first render, and the controls work once it has. A visitor's add to cart on a product page
// keeps the line on the device without loading the cart's Dexie code.
import assert from 'node:assert/strict';
import { appReady, newContext, shot } from '../support/e2e-kit.mjs';

/**
 * Opens `path` as a first-time visitor and returns what happened to the server's copy: whether its <main> is still
 * the node the app now shows, how many elements were removed from #root, and React's own reports of a difference.
 */
async function openCopy(page, path) {
  const reports = [];
  page.on('console', (message) => {
    if (/hydrat|server-drawn|didn't match/i.test(message.text())) reports.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => reports.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      window.__copy = { main: root?.querySelector('main') ?? null, drawn: root?.dataset.prerendered ?? null, removed: 0 };
      if (!root) return;
      new MutationObserver((changes) => {
        for (const change of changes) for (const node of change.removedNodes) if (node.nodeType === 1) window.__copy.removed++;
      }).observe(root, { childList: true, subtree: true });
    });
  });
  await page.goto(path);
  await appReady(page);
  const copy = await page.evaluate(() => ({
    drawn: window.__copy.drawn,
    kept: !!window.__copy.main && window.__copy.main === document.querySelector('#root main'),
    removed: window.__copy.removed,
    stillDisabled: document.querySelectorAll('[data-copy-disabled]').length,
  }));
  return { ...copy, reports };
}

export const tests = [
  {
    name: "a visitor's public pages: the app takes the server's copy over in place, in English and French",
    async fn({ browser, baseUrl }) {
      const top = await (await fetch(`${baseUrl}/api/product/top_products/`)).json();
      const product = (top.data ?? top).best_sellers?.[0];
      assert.ok(product?.id, 'a best seller to open');
      for (const lang of ['en', 'fr']) {
        for (const path of ['/', '/marketplace', `/products/details/${product.id}`, '/about']) {
          const context = await newContext(browser, baseUrl, { lang, serviceWorkers: 'block' });
          try {
            // A first visit, then a second on the same device (which now keeps what the page saved: figures, a copy).
            for (const visit of ['first', 'second']) {
              const page = await context.newPage();
              const copy = await openCopy(page, path);
              const where = `${path} (${lang}, ${visit} visit)`;
              assert.equal(copy.drawn, lang, `${where}: the server drew the page in the visitor's language`);
              assert.ok(copy.kept, `${where}: the page's <main> is still the node the server sent`);
              assert.deepEqual(copy.reports, [], `${where}: React found the copy like its first render`);
              assert.equal(copy.stillDisabled, 0, `${where}: every control the copy disabled works again`);
              // A page drawn anew would remove the copy's elements; one taken over removes none of them at start.
              assert.ok(copy.removed < 5, `${where}: ${copy.removed} elements were removed from the page while it started`);
              await page.close();
            }
          } finally {
            await context.close();
          }
        }
      }
    },
  },
  {
    name: "a visitor's product page works once taken over: grade, quantity and Add to cart, without the cart's Dexie code",
    async fn({ browser, baseUrl }) {
      const top = await (await fetch(`${baseUrl}/api/product/top_products/`)).json();
      const product = (top.data ?? top).best_sellers?.[0];
      const context = await newContext(browser, baseUrl, { size: 'mobile', serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const scripts = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const copy = await openCopy(page, `/products/details/${product.id}`);
        assert.ok(copy.kept, 'the product page was taken over in place');
        const quantity = page.getByLabel('Quantity');
        await quantity.fill('3');
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page.getByText('Please login to add items to cart').first().waitFor();
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
        assert.equal(kept.length, 1, 'the line waits on this device');
        assert.equal(kept[0].product_id, product.id);
        assert.equal(kept[0].quantity, 3);
        await shot(page, 'product-visitor-kept-locally');
        // Dexie marks the page when its module runs (Symbol.for('Dexie') on globalThis): a visitor's page never ran it.
        const dexieRan = await page.evaluate(() => Symbol.for('Dexie') in globalThis);
        assert.equal(dexieRan, false, `no Dexie code ran (scripts: ${scripts.filter((s) => /db-|dexie|cart/.test(s)).join(', ')})`);
      } finally {
        await context.close();
      }
    },
  },
];
