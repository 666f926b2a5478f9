// Honest sync on a weak signal. A link that answers nothing is offline for the app even though navigator.onLine
// stays true: the page's requests to /api are held unanswered, and the header says Offline within seconds; once
// they are answered again it says Online and the waiting change leaves. Without Background Sync (Safari, iOS,
// Firefox: registration.sync deleted) an offline cart change says it leaves only while FreshMarket is open.
import assert from 'node:assert/strict';
import { appReady, auditCurrent, eventually, newContext, newUser, registerByApi, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll } from '../support/idb-probe.mjs';

const SAFARI_WORDING = 'Saved on this phone; it will be sent when FreshMarket is open with a signal';
const CHROMIUM_WORDING = 'Saved on this device. It will be sent when you are back online.';
const pill = (page, state) => page.getByRole('button', { name: new RegExp(`^Sync status: ${state}`) }).first();

/** A published product with stock in the top grade that takes a quantity of 1. */
async function aProduct(context) {
  const res = await context.request.get('/api/product/products/?page_size=100');
  assert.ok(res.ok(), `product list answered ${res.status()}`);
  const products = (await res.json()).data.filter(
    (p) => p.status !== 'Draft' && p.min_order_qty === 1 && (p.grades.find((g) => g.grade === 'top')?.stock ?? 0) >= 10,
  );
  assert.ok(products.length > 0, 'a product with stock');
  return products[0];
}

/** The product's page, once the first pull has put the product on the device (offline, the page reads Dexie). */
async function openProduct(page, product) {
  await page.goto(`/products/details/${product.id}`);
  await appReady(page);
  await eventually(async () => (await idbAll(page, 'products')).some((p) => p.id === product.id), { timeout: 30_000, message: 'the product in Dexie' });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();
}

export const tests = [
  {
    name: 'requests that hang make the header say Offline within seconds while navigator.onLine stays true; answers bring Online back',
    async fn({ browser, baseUrl }) {
      // No service worker: the page's own requests are the ones held (a worker would fetch beside the route).
      const context = await newContext(browser, baseUrl, { serviceWorkers: 'block' });
      const held = [];
      try {
        const user = await registerByApi(context, newUser());
        const product = await aProduct(context);
        const page = await context.newPage();
        await signIn(page, user.email, user.password);
        await openProduct(page, product);
        await pill(page, 'Online').waitFor();

        // The weak signal: every request to /api leaves and nothing comes back.
        await page.route('**/api/**', (route) => void held.push(route));
        const began = Date.now();
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await page.getByText('Product added to cart successfully!').first().waitFor();
        await pill(page, 'Offline').waitFor({ timeout: 10_000 });
        const tookMs = Date.now() - began;
        assert.ok(tookMs < 10_000, `Offline after ${tookMs} ms`);
        assert.equal(await page.evaluate(() => navigator.onLine), true, 'the browser still believes it is online');
        assert.ok(held.length > 0, 'requests were held');

        // A change made now is offline; Chromium has Background Sync, so the screen keeps its own wording.
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await page.getByText(CHROMIUM_WORDING).first().waitFor();
        const violations = await auditCurrent(page, 'offline header and toast');
        assert.deepEqual(violations, [], violations.join('\n'));
        await shotBoth(page, 'q-honest-offline');

        // The link answers again: what was held goes through, and so does everything after it.
        await page.unroute('**/api/**');
        for (const route of held.splice(0)) await route.continue().catch(() => undefined);
        await pill(page, 'Online').waitFor({ timeout: 20_000 });
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 30_000, message: 'both cart changes sent' });
        await shotBoth(page, 'q-honest-online');
      } finally {
        for (const route of held) await route.continue().catch(() => undefined);
        await context.close();
      }
    },
  },
  {
    name: 'without Background Sync an offline cart change says it is sent when FreshMarket is open with a signal',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl, { size: 'mobile' });
      // A browser without Background Sync (Safari, iOS, Firefox): no registration.sync, no SyncManager.
      await context.addInitScript(() => {
        delete ServiceWorkerRegistration.prototype.sync;
        delete globalThis.SyncManager;
      });
      try {
        const user = await registerByApi(context, newUser());
        const product = await aProduct(context);
        const page = await context.newPage();
        await signIn(page, user.email, user.password);
        await openProduct(page, product);
        await pill(page, 'Online').waitFor();

        await context.setOffline(true);
        await pill(page, 'Offline').waitFor({ timeout: 5_000 });
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await page.getByText(SAFARI_WORDING).first().waitFor();
        await shotBoth(page, 'q-no-bgsync-toast');

        // The sync panel says the same.
        await pill(page, 'Offline').click();
        await page.getByRole('dialog').getByText(/Your changes are saved on this phone; they will be sent when FreshMarket is open with a signal/).waitFor();
        const violations = await auditCurrent(page, 'no Background Sync: toast and sync panel');
        assert.deepEqual(violations, [], violations.join('\n'));
        await shotBoth(page, 'q-no-bgsync-panel');
        await page.keyboard.press('Escape');

        // Back online with the app open: the change leaves.
        await context.setOffline(false);
        await pill(page, 'Online').waitFor({ timeout: 15_000 });
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 30_000, message: 'the cart change sent' });
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    },
  },
];
