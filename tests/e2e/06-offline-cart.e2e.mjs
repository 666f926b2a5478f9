// Journey: the cart and wishlist work offline and reach the server exactly once. A fresh buyer visits the
// marketplace once, goes offline, reloads (the service worker serves the app), adds three products to the
// cart and one to the wishlist, changes a quantity, sees the header counts and the waiting changes, closes
// the page; a new page online drains the outbox and the server's cart equals what the user saw.
// The second run puts the fault proxy in front of the server: the first POST to the cart is answered 500
// without reaching the server, the second is committed and then answered 503: still exactly once.
import assert from 'node:assert/strict';
import { appReady, catalogueOnDevice, eventually, newContext, newUser, registerByApi, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';
import { startFaultProxy } from '../support/fault-proxy.mjs';

const CART = '/api/product/add-to-cart/';
const WISHLIST = '/api/product/wishlist/';

const lineKey = (l) => `${l.product_id} ${l.grade} ${l.quantity}`;

async function journey({ browser, baseUrl, name, noBackgroundSync = false }) {
  const context = await newContext(browser, baseUrl);
  if (noBackgroundSync) {
    // A browser without Background Sync (Safari, Firefox): no registration.sync, no SyncManager.
    await context.addInitScript(() => {
      delete ServiceWorkerRegistration.prototype.sync;
      delete globalThis.SyncManager;
    });
  }
  try {
    const user = await registerByApi(context, newUser());
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await catalogueOnDevice(page);
    const products = (await idbAll(page, 'products'))
      .filter((p) => p.status !== 'Draft' && p.min_order_qty === 1 && (p.grades.find((g) => g.grade === 'top')?.stock ?? 0) >= 10)
      .slice(0, 4);
    assert.equal(products.length, 4, 'four products with stock in Dexie');

    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the page is served by the worker');
    const hasSync = await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready));
    assert.equal(hasSync, !noBackgroundSync, noBackgroundSync ? 'Background Sync is hidden' : 'Chromium has Background Sync');

    for (const [i, p] of products.slice(0, 3).entries()) {
      await page.goto(`/products/details/${p.id}`);
      await appReady(page);
      await page
        .getByRole('button', { name: 'Add to cart', exact: true })
        .click()
        .catch(async (err) => {
          await page.screenshot({ path: `screenshots/${name}-failure.png` });
          throw err;
        });
      await eventually(async () => (await idbAll(page, 'cart_items')).length === i + 1, { message: `cart line ${i + 1} in Dexie` });
    }
    await page.goto(`/products/details/${products[3].id}`);
    await appReady(page);
    const heart = page.getByRole('button', { name: /to wishlist/ });
    await heart.click();
    await eventually(async () => (await heart.getAttribute('aria-pressed')) === 'true', { message: 'the heart pressed' });

    await page.goto('/cart');
    await appReady(page);
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await eventually(async () => (await idbAll(page, 'cart_items')).some((l) => l.quantity === 2), { message: 'a quantity of 2 in Dexie' });

    await page.getByRole('link', { name: /Cart, 3 items/ }).first().waitFor();
    await page.getByRole('link', { name: /Wishlist, 1 item/ }).first().waitFor();
    const pending = (await idbAll(page, 'local_outbox')).filter((e) => e.state === 'pending');
    assert.equal(pending.length, 5, `5 changes wait in the outbox (3 adds, 1 wishlist, 1 quantity), not ${pending.length}`);
    await page.getByRole('button', { name: /^Sync status: Offline · 5 waiting\. Offline, 5 changes waiting/ }).first().waitFor({ timeout: 5_000 });
    const seen = (await idbAll(page, 'cart_items')).map(lineKey).sort();
    assert.equal(seen.length, 3);
    await shotBoth(page, `${name}-offline-cart`);
    await page.close();

    await context.setOffline(false);
    const online = await context.newPage();
    await online.goto('/cart');
    await appReady(online);
    // Offline, each enqueue's drain fails and counts as an attempt, so the first entry can wait out a backoff of
    // up to a minute after the page opens online (the drainer does not reset it on 'online' or app start).
    await eventually(async () => (await idbAll(online, 'local_outbox')).length === 0, { timeout: 75_000, message: 'the outbox drained' }).catch(async (err) => {
      const left = (await idbAll(online, 'local_outbox')).map((e) => `${e.kind} ${e.state} attempts ${e.attempts} ${e.lastStatus} ${e.lastError} next in ${e.nextAttemptAt - Date.now()} ms`);
      await online.screenshot({ path: `screenshots/${name}-failure.png` });
      throw new Error(`${err.message}; left: ${left.join(' | ')}`);
    });
    const session = await idbSession(online);
    const headers = { authorization: `Bearer ${session.access}` };
    const cart = await (await context.request.get(CART, { headers })).json();
    assert.deepEqual(cart.data.map(lineKey).sort(), seen, 'the server cart equals what the user saw');
    const wishlist = await (await context.request.get(WISHLIST, { headers })).json();
    assert.deepEqual(
      wishlist.data.map((w) => w.product_id),
      [products[3].id],
      'the wishlist has the one product',
    );
    await online.getByRole('link', { name: /Cart, 3 items/ }).first().waitFor();
    await online.getByRole('button', { name: /^Sync status: Online\. Online, Last synced/ }).first().waitFor();
    await shotBoth(online, `${name}-online-synced`);
    return { seen };
  } finally {
    await context.setOffline(false).catch(() => undefined);
    await context.close();
  }
}

export const tests = [
  {
    name: 'offline cart and wishlist reach the server exactly once',
    async fn({ browser, baseUrl }) {
      await journey({ browser, baseUrl, name: 'f-offline-cart' });
    },
  },
  {
    name: 'without Background Sync (registration.sync deleted) the page triggers alone drain the outbox',
    async fn({ browser, baseUrl }) {
      await journey({ browser, baseUrl, name: 'f-offline-cart-no-bgsync', noBackgroundSync: true });
    },
  },
  {
    name: 'the same with a 500 on the first cart POST and a 503 after the second committed',
    async fn({ browser, baseUrl }) {
      let posts = 0;
      const proxy = await startFaultProxy({
        targetPort: Number(new URL(baseUrl).port),
        seed: 1,
        decide: (req) => {
          if (process.env.E2E_DEBUG && req.url.startsWith('/api/')) console.log(`proxy: ${req.method} ${req.url} ${new Date().toISOString().slice(11, 23)}`);
          // Waiting cart changes leave alone or together in one batch (POST /api/sync/batch/): fail either.
          if (req.method !== 'POST' || !(req.url.startsWith(CART) || req.url.startsWith('/api/sync/batch/'))) return 'pass';
          posts++;
          if (process.env.E2E_DEBUG) console.log(`proxy: cart POST #${posts} key ${req.headers['idempotency-key']}`);
          return posts === 1 ? 'error500' : posts === 2 ? 'error503' : 'pass';
        },
      });
      try {
        await journey({ browser, baseUrl: proxy.url, name: 'f-offline-cart-faults' });
        assert.equal(proxy.counts.error500, 1, 'one 500 answered');
        assert.equal(proxy.counts.error503, 1, 'one 503 answered after the commit');
      } finally {
        await proxy.close();
      }
    },
  },
];
