// Journey (issue 4's proof): a demo seller opens one of their products' inventory on a phone, goes offline,
// records a harvest of 40 kg and a sale of 5 kg and edits the top grade's price, comes back online; the outbox
// drains and a buyer in another browser context sees the new stock and price on the product page. Then axe-core
// audits the seller dashboard and the inventory details and manage pages at both sizes.
import assert from 'node:assert/strict';
import { appReady, auditPage, eventually, newContext, shot, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';

const SELLER = { email: 'seller@demo.freshmarket.ca', password: 'Harvest2026!' };
const BUYER = { email: 'buyer@demo.freshmarket.ca', password: 'Harvest2026!' };

const topOf = (p) => p.grades.find((g) => g.grade === 'top');
const cad = (minor) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(minor / 100);

/** Signed in as the demo seller, first pull done, the farm known: the seller's product to work on. */
async function sellerReady(page) {
  await signIn(page, SELLER.email, SELLER.password);
  await page.goto('/dashboard/seller');
  await appReady(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(
    async () =>
      (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('sync:') && m.value?.lastSyncAt) &&
      (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('my_farm:')),
    { timeout: 40_000, message: 'the first pull and the farm id' },
  );
  const farm = (await idbAll(page, 'local_meta')).find((m) => m.key.startsWith('my_farm:')).value;
  const mine = (await idbAll(page, 'products')).filter((p) => p.seller_id === farm);
  assert.ok(mine.length > 0, 'the seller has products on the device');
  return mine;
}

export const tests = [
  {
    name: 'offline harvest 40 kg, sale 5 kg and a price edit reach a buyer on another context',
    async fn({ browser, baseUrl }) {
      const seller = await newContext(browser, baseUrl, { size: 'mobile' });
      const buyer = await newContext(browser, baseUrl, { size: 'desktop' });
      try {
        const page = await seller.newPage();
        const mine = await sellerReady(page);
        const product = mine.find((p) => p.visible && ['Published', 'In Stock'].includes(p.status) && p.unit === 'kg' && p.currency === 'CAD' && p.discount_percent === 0 && topOf(p));
        assert.ok(product, 'a visible, on-sale CAD product sold by the kg without discount, with a top grade');
        const before = topOf(product);
        const newPrice = before.price_minor + 125;

        await page.goto(`/dashboard/inventory/manage/${product.id}`);
        await appReady(page);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await seller.setOffline(true);

        await page.getByLabel('Grade', { exact: true }).selectOption('top');
        await page.getByLabel('Quantity (kg)').fill('40');
        await page.getByLabel('Note (optional)').fill('Morning pick, field 3');
        await page.getByRole('button', { name: 'Record harvest' }).click();
        await page.getByText('Harvest recorded: +40 kg, Top grade.').waitFor();
        await page.getByText('You are offline', { exact: false }).first().waitFor();
        await page.getByRole('radio', { name: /Sold/ }).check();
        await page.getByLabel('Quantity (kg)').fill('5');
        await page.getByRole('button', { name: 'Record sale' }).click();
        await page.getByText('Sale recorded: -5 kg, Top grade.').waitFor();
        const expected = before.stock + 35;
        const shown = `${new Intl.NumberFormat('en-CA').format(expected)} kg`;
        await eventually(async () => (await page.getByTestId('stock-top').innerText()).replace(/\s+/g, ' ').includes(shown), {
          message: `the top grade showing ${shown}`,
        });
        assert.equal(await page.getByText('Waiting to sync').count() >= 2, true, 'both movements wait to sync');
        await shotBoth(page, 'g-inventory-manage-offline');

        // The price edit (the product form), offline too.
        await page.goto(`/seller/products/edit/${product.id}`);
        await appReady(page);
        const price = page.getByLabel(/^Top grade: price per/);
        await price.waitFor({ timeout: 20_000 });
        await price.fill((newPrice / 100).toFixed(2));
        await page.getByRole('button', { name: 'Save changes' }).click();
        await eventually(async () => (await idbAll(page, 'local_outbox')).filter((e) => e.state === 'pending').length === 3, {
          message: 'three changes waiting (two movements, one edit)',
        });
        const kinds = (await idbAll(page, 'local_outbox')).sort((a, b) => a.seq - b.seq).map((e) => e.kind);
        assert.deepEqual(kinds.slice(0, 2), ['stock.move', 'stock.move']);

        await page.goto(`/dashboard/inventory/details/${product.id}`);
        await appReady(page);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await shotBoth(page, 'g-inventory-details-offline');

        await seller.setOffline(false);
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 75_000, message: 'the outbox drained' }).catch(async (err) => {
          const left = (await idbAll(page, 'local_outbox')).map((e) => `${e.kind} ${e.state} ${e.lastStatus} ${e.lastError}`);
          await page.screenshot({ path: 'screenshots/g-inventory-failure.png' });
          throw new Error(`${err.message}; left: ${left.join(' | ')}`);
        });
        await page.getByText('Waiting to sync').first().waitFor({ state: 'detached' });
        await shotBoth(page, 'g-inventory-details-synced');

        // The server holds both movements once and the new price.
        const session = await idbSession(page);
        const inv = await (
          await seller.request.get(`/api/product/seller/products/${product.id}/inventory/`, { headers: { authorization: `Bearer ${session.access}` } })
        ).json();
        assert.equal(topOf(inv.data.product).stock, expected, 'server stock = before + 40 - 5');
        assert.equal(topOf(inv.data.product).price_minor, newPrice, 'server price is the edited one');
        assert.deepEqual(
          inv.data.movements.slice(0, 2).map((m) => [m.kind, m.delta, m.by_name]),
          [
            ['sold', -5, 'Sam S.'],
            ['harvested', 40, 'Sam S.'],
          ],
        );

        // A buyer on another browser context sees them on the product page.
        const buyerPage = await buyer.newPage();
        await signIn(buyerPage, BUYER.email, BUYER.password);
        await buyerPage.goto(`/products/details/${product.id}`);
        await appReady(buyerPage);
        await buyerPage.getByRole('heading', { level: 1, name: product.name }).waitFor();
        const row = buyerPage.getByRole('row').filter({ hasText: 'Top grade' });
        await eventually(async () => {
          const text = await row.first().innerText();
          return text.includes(new Intl.NumberFormat('en-CA').format(expected)) && text.includes(cad(newPrice));
        }, { timeout: 20_000, message: `the buyer sees ${expected} kg at ${cad(newPrice)}` });
        await shot(buyerPage, 'g-inventory-buyer-sees');
      } finally {
        await seller.setOffline(false).catch(() => undefined);
        await seller.close();
        await buyer.close();
      }
    },
  },
  {
    name: 'no axe violations on the seller dashboard and the inventory pages at mobile and desktop',
    async fn({ browser, baseUrl }) {
      const problems = [];
      for (const size of ['mobile', 'desktop']) {
        const context = await newContext(browser, baseUrl, { size });
        try {
          const page = await context.newPage();
          const mine = await sellerReady(page);
          const product = mine.find((p) => p.visible) ?? mine[0];
          for (const path of ['/dashboard/seller', `/dashboard/inventory/details/${product.id}`, `/dashboard/inventory/manage/${product.id}`]) {
            problems.push(...(await auditPage(page, path)));
          }
          await page.goto('/dashboard/seller');
          await appReady(page);
          await page.getByTestId('count-total').waitFor();
          await shot(page, `g-seller-dashboard-${size}`);
        } finally {
          await context.close();
        }
      }
      assert.equal(problems.length, 0, `axe violations:\n  ${problems.join('\n  ')}`);
    },
  },
];
