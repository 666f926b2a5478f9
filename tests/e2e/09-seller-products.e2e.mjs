// Journey: a demo seller (their branches are approved) adds a product with a photo on a phone while offline: it
// shows at once as 'waiting to sync' with the photo previewed from the device. Back online, the outbox sends it
// once as multipart; the server stores the photo as WebP in three sizes and buyers find the product in the
// catalogue with its picture. Then an edit carries If-Match, and axe-core audits the add-product page at both sizes.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { appReady, eventually, newContext, resize, shot, shotBoth, signIn, SIZES } from '../support/e2e-kit.mjs';
import { idbAll } from '../support/idb-probe.mjs';

const SELLER = { email: 'seller2@demo.freshmarket.ca', password: 'Harvest2026!' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeClean(page, what) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const problems = violations.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
  assert.equal(problems.length, 0, `axe violations:\n  ${problems.join('\n  ')}`);
}

export const tests = [
  {
    name: 'a seller adds a product with a photo offline; online it reaches the catalogue with its picture; an edit carries If-Match',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl, { size: 'mobile' });
      try {
        const page = await context.newPage();
        await signIn(page, SELLER.email, SELLER.password);
        await page.goto('/seller/add-product');
        await appReady(page);
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        // The pull has brought the categories and the seller's branches, and the farm is known.
        await eventually(
          async () =>
            (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('sync:') && m.value?.lastSyncAt) &&
            (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('my_farm:')),
          { timeout: 40_000, message: 'the first pull and the farm id' },
        );
        await page.reload();
        await appReady(page);
        const branch = page.getByLabel('Branch');
        await eventually(async () => (await branch.inputValue()) !== '', { message: 'an approved branch chosen by default' });
        await axeClean(page, 'add product (mobile)');
        await resize(page, SIZES.desktop);
        await axeClean(page, 'add product (desktop)');
        await page.setViewportSize(SIZES.mobile);
        await shotBoth(page, 'seller-add-product');

        // Offline: the whole creation happens on the device.
        await context.setOffline(true);
        const name = `Offline squash ${Date.now()}`;
        await page.getByLabel('Product name', { exact: true }).fill(name);
        const category = page.getByLabel('Category');
        const firstCategory = await category.locator('option').nth(1).getAttribute('value');
        await category.selectOption(firstCategory);
        await page.getByLabel('Top grade: price per kg (CAD)').fill('4.50');
        await page.getByLabel('Top grade: opening stock (kg)').fill('40');
        const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e9a23b' } }).png().toBuffer();
        await page.getByLabel('Add photos').setInputFiles({ name: 'squash.png', mimeType: 'image/png', buffer: png });
        await page.getByRole('img', { name: 'Photo 1' }).waitFor();
        await page.screenshot({ path: 'screenshots/seller-add-product-filled-full-412-en.png', fullPage: true });
        await page.getByRole('button', { name: 'Add product' }).click();
        await page.waitForURL(/\/seller\/products\/details\//);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByText('Waiting to sync').first().waitFor();
        await page.getByRole('img', { name: `${name}, photo waiting to upload 1` }).waitFor();
        await shot(page, 'seller-product-offline');
        const outbox = await idbAll(page, 'local_outbox');
        assert.equal(outbox.filter((e) => e.kind === 'product.create').length, 1);

        // Online: sent once, the server's row (stored photo, visible) replaces the local one.
        await context.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        const stored = page.locator('img[src^="/uploads/products/"]');
        await stored.first().waitFor({ timeout: 30_000 });
        await page.getByText('Visible to buyers').waitFor();
        assert.equal(await page.getByText('Waiting to sync').count(), 0);
        await shot(page, 'seller-product-details');

        // A buyer (another browser context, signed out) finds it with its picture.
        const buyer = await newContext(browser, baseUrl);
        try {
          const res = await buyer.request.get(`/api/product/products/?q=${encodeURIComponent(name)}`);
          assert.equal(res.status(), 200);
          const found = (await res.json()).data.filter((p) => p.name === name);
          assert.equal(found.length, 1, 'created exactly once');
          assert.equal(found[0].images.length, 1);
          const card = await buyer.request.get(found[0].images[0].card);
          assert.equal(card.status(), 200);
          assert.equal(card.headers()['content-type'], 'image/webp');
        } finally {
          await buyer.close();
        }

        // An edit: the price changes, sent with If-Match of the revision it started from.
        const requests = [];
        page.on('request', (r) => {
          if (r.method() === 'PUT' && r.url().includes('/api/product/seller/products/')) requests.push(r.headers()['if-match']);
        });
        await page.getByRole('link', { name: 'Edit' }).click();
        await page.getByLabel('Top grade: price per kg (CAD)').fill('5.25');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.waitForURL(/\/seller\/products\/details\//);
        await eventually(async () => requests.length === 1, { timeout: 20_000, message: 'the PUT' });
        assert.equal(requests[0], '1');
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 20_000, message: 'the edit confirmed' });
        await page.getByText('$5.25').first().waitFor();
      } finally {
        await context.close();
      }
    },
  },
];
