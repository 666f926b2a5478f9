// Journey (issue 5's proof): a restaurant (the demo BulkBuyer) goes offline in its cellar kitchen, orders last week's
// produce again and places the order at checkout; back online, the order reaches the farm once. The farmer, in another
// browser, accepts, packs, sends out and delivers it; the restaurant sees each step in its timeline and the bell count
// grow, rates a product, and the rating shows on the product page. axe-core audits checkout, the orders pages and the
// seller's orders pages at both sizes.
import assert from 'node:assert/strict';
import { appReady, auditPage, eventually, newContext, shot, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll } from '../support/idb-probe.mjs';

const PASSWORD = 'Harvest2026!';
const RESTAURANT = 'bulkbuyer@demo.freshmarket.ca';
const FARMER = 'seller@demo.freshmarket.ca';
const DAY_MS = 86_400_000;

/** The signed-in user's first pull has finished (not the anonymous one from before sign-in). */
async function firstPull(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(
    async () => {
      const user = (await idbAll(page, 'local_session'))[0]?.user.id;
      return !!user && (await idbAll(page, 'local_meta')).some((m) => m.key === `sync:${user}` && m.value?.lastSyncAt);
    },
    { timeout: 40_000, message: "the user's first pull" },
  );
}

/** The app pulls when the page becomes visible (and on start, online, every minute): ask it now. */
async function pullNow(page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

async function unreadCount(page) {
  const name = await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  return Number(/(\d+)/.exec(name ?? '')?.[1] ?? NaN);
}

export const tests = [
  {
    name: "a restaurant reorders last week's produce offline; the farm accepts, packs and delivers; the restaurant rates it",
    async fn({ browser, baseUrl }) {
      const kitchen = await newContext(browser, baseUrl, { size: 'mobile' });
      const farm = await newContext(browser, baseUrl, { size: 'desktop' });
      try {
        // The restaurant signs in once with a signal: its orders and the catalogue come to the device.
        const page = await kitchen.newPage();
        await signIn(page, RESTAURANT, PASSWORD);
        await page.goto('/orders');
        await appReady(page);
        await firstPull(page);
        const me = (await idbAll(page, 'local_session'))[0].user.id;
        const past = (await idbAll(page, 'orders'))
          .filter((o) => o.buyer_id === me && o.status === 'delivered' && Date.now() - Date.parse(o.created_at) < 8 * DAY_MS)
          .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
        assert.ok(past, "last week's delivered order is on the device");
        assert.equal((await idbAll(page, 'cart_items')).length, 0, 'the cart starts empty');
        const before = (await idbAll(page, 'orders')).filter((o) => o.buyer_id === me).length;
        await page.goto(`/orders/${past.id}`);
        await appReady(page);
        await page.getByTestId('order-timeline').waitFor();
        const bellBefore = await unreadCount(page);

        // Cellar kitchen: no signal. Order again from last week's order, then check out.
        await kitchen.setOffline(true);
        await page.reload();
        await appReady(page);
        assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the page is served by the worker');
        await page.getByRole('button', { name: /^Order again/ }).first().click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Added to your cart' }).waitFor();
        await shot(page, 'orders-order-again-offline');
        await page.getByRole('link', { name: 'Go to cart' }).click();
        await page.waitForURL('**/cart');
        await eventually(async () => (await idbAll(page, 'cart_items')).length === past.lines.length, { message: 'every line of last week in the cart' });

        await page.goto('/checkout');
        await appReady(page);
        const group = page.getByTestId('checkout-order');
        await group.first().waitFor();
        assert.equal(await group.count(), 1, 'one farm, one order');
        await group.getByLabel('Delivery date').selectOption({ index: 1 });
        await group.getByRole('radio', { name: /Invoice, net 30 days/ }).check();
        await group.getByLabel(/^Note for/).fill('Back door, before 10 am please');
        await shotBoth(page, 'checkout-offline');
        await page.getByRole('button', { name: 'Place order' }).click();
        await page.getByText('Your order is saved on this device and will be sent when you are back online.').first().waitFor();
        await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
        const orderId = page.url().split('/').pop();
        await page.getByText('Waiting to be sent').first().waitFor();
        await shot(page, 'orders-waiting-offline');
        assert.equal((await idbAll(page, 'cart_items')).length, 0, 'the ordered lines left the cart');
        const waiting = (await idbAll(page, 'local_outbox')).filter((e) => e.kind === 'order.create');
        assert.equal(waiting.length, 1, 'one order waits in the outbox');

        // Signal again: the order is sent once and gets its invoice number.
        await kitchen.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 30_000, message: 'the outbox drained' });
        await eventually(async () => (await idbAll(page, 'orders')).find((o) => o.id === orderId)?.invoice_number > 0, { message: 'the server numbered the order' });
        const placed = (await idbAll(page, 'orders')).find((o) => o.id === orderId);
        assert.equal(placed.status, 'placed');
        assert.equal(placed.payment_method, 'invoice_net30');
        assert.equal(placed.lines.length, past.lines.length);
        assert.equal((await idbAll(page, 'orders')).filter((o) => o.buyer_id === me).length, before + 1, 'exactly one new order');
        const invoice = `INV-${String(placed.invoice_number).padStart(6, '0')}`;

        // The farmer, elsewhere: the order arrives by the pull; accept, pack, send out, deliver.
        const desk = await farm.newPage();
        await signIn(desk, FARMER, PASSWORD);
        await desk.goto('/seller/orders');
        await appReady(desk);
        await firstPull(desk);
        await eventually(async () => (await idbAll(desk, 'orders')).some((o) => o.id === orderId), { timeout: 20_000, message: 'the order on the farm device' });
        await desk.getByText(invoice).first().waitFor();
        await shot(desk, 'seller-orders');
        await desk.goto(`/seller/orders/${orderId}`);
        await appReady(desk);
        const steps = [
          ['Accept order', 'Accepted', 'accepted'],
          ['Mark packed', 'Packed', 'packed'],
          ['Mark out for delivery', 'Out for delivery', 'out_for_delivery'],
          ['Mark delivered', 'Delivered', 'delivered'],
        ];
        for (const [button, label, status] of steps) {
          await desk.getByRole('button', { name: button }).click();
          await eventually(async () => (await idbAll(desk, 'local_outbox')).length === 0, { timeout: 20_000, message: `${status} sent` });
          // The restaurant sees the step in its timeline.
          await pullNow(page);
          await eventually(async () => (await idbAll(page, 'orders')).find((o) => o.id === orderId)?.status === status, { timeout: 20_000, message: `${status} on the restaurant's device` });
          await eventually(async () => (await page.getByTestId('order-timeline').locator('li[aria-current="step"]').innerText()).startsWith(label), {
            message: `${label} as the current step of the timeline`,
          });
        }
        await shot(desk, 'seller-order-delivered');
        await eventually(async () => (await unreadCount(page)) === bellBefore + 4, { message: 'four new notifications on the bell' });
        await shotBoth(page, 'orders-delivered');

        // The restaurant rates the first product; the rating reaches the product page.
        const line = placed.lines[0];
        const rating = page.getByTestId('rate-products').locator('form').first();
        await rating.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
        await rating.getByLabel('Comment (optional)').fill('Crisp and sweet, the kitchen loved them');
        await rating.getByRole('button', { name: 'Save rating' }).click();
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 20_000, message: 'the rating sent' });
        await page.goto(`/products/details/${line.product_id}`);
        await appReady(page);
        await eventually(
          async () => {
            await pullNow(page);
            return (await idbAll(page, 'product_reviews')).some((r) => r.product_id === line.product_id && r.comment === 'Crisp and sweet, the kitchen loved them');
          },
          { timeout: 20_000, message: 'the review pulled' },
        );
        await page.getByRole('tab', { name: /Customer feedback/ }).click();
        await page.getByText('Crisp and sweet, the kitchen loved them').waitFor();
        await shot(page, 'product-feedback-after-rating');
      } finally {
        await kitchen.close();
        await farm.close();
      }
    },
  },
  {
    name: 'axe-core: checkout, orders, an order, seller orders and a seller order are clean at both sizes',
    async fn({ browser, baseUrl }) {
      const problems = [];
      for (const size of ['mobile', 'desktop']) {
        const buyer = await newContext(browser, baseUrl, { size });
        const seller = await newContext(browser, baseUrl, { size });
        try {
          const page = await buyer.newPage();
          await signIn(page, RESTAURANT, PASSWORD);
          await page.goto('/orders');
          await appReady(page);
          await firstPull(page);
          const me = (await idbAll(page, 'local_session'))[0].user.id;
          const mine = (await idbAll(page, 'orders')).filter((o) => o.buyer_id === me);
          // Something to check out: one product of the farm the restaurant orders from.
          const product = (await idbAll(page, 'products')).find((p) => p.seller_id === mine[0].seller_id && p.visible && p.total_stock > 5 && p.grades[0]?.stock > 5);
          await page.goto(`/products/details/${product.id}`);
          await appReady(page);
          await page.getByRole('button', { name: /Add to cart/ }).first().click();
          await eventually(async () => (await idbAll(page, 'cart_items')).length > 0, { message: 'a line in the cart' });
          problems.push(...(await auditPage(page, '/checkout')));
          problems.push(...(await auditPage(page, '/orders')));
          problems.push(...(await auditPage(page, `/orders/${mine[0].id}`)));

          const desk = await seller.newPage();
          await signIn(desk, FARMER, PASSWORD);
          await desk.goto('/seller/orders');
          await appReady(desk);
          await firstPull(desk);
          // A farm's device holds the orders addressed to it.
          const farmOrders = await idbAll(desk, 'orders');
          problems.push(...(await auditPage(desk, '/seller/orders')));
          problems.push(...(await auditPage(desk, `/seller/orders/${farmOrders[0].id}`)));
          problems.push(...(await auditPage(desk, '/notifications')));
          if (size === 'mobile') {
            await desk.goto('/seller/orders');
            await appReady(desk);
            await shotBoth(desk, 'seller-orders-list');
          }
        } finally {
          await buyer.close();
          await seller.close();
        }
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    },
  },
  {
    name: 'in French: checkout, the restaurant\'s order with its invoice, and the farm\'s order with its packing slip',
    async fn({ browser, baseUrl }) {
      for (const size of ['mobile', 'desktop']) {
        const kitchen = await newContext(browser, baseUrl, { size, lang: 'fr' });
        const farm = await newContext(browser, baseUrl, { size, lang: 'fr' });
        try {
          const page = await kitchen.newPage();
          await signIn(page, RESTAURANT, PASSWORD);
          await page.goto('/orders');
          await appReady(page);
          await firstPull(page);
          const me = (await idbAll(page, 'local_session'))[0].user.id;
          const delivered = (await idbAll(page, 'orders')).find((o) => o.buyer_id === me && o.status === 'delivered');
          await page.goto(`/orders/${delivered.id}`);
          await appReady(page);
          await page.getByRole('button', { name: 'Imprimer la facture' }).waitFor();
          await shot(page, 'orders-detail', 'fr');
          await page.emulateMedia({ media: 'print' });
          await shot(page, 'orders-invoice-print', 'fr');
          await page.emulateMedia({ media: 'screen' });
          await page.getByRole('button', { name: /^Commander de nouveau/ }).first().click();
          await page.getByRole('dialog').getByRole('link').last().click();
          await page.goto('/checkout');
          await appReady(page);
          await page.getByText('Total de la commande').first().waitFor();
          await page.getByTestId('checkout-order').first().getByLabel('Date de livraison').selectOption({ index: 1 });
          await shot(page, 'checkout', 'fr');

          const desk = await farm.newPage();
          await signIn(desk, FARMER, PASSWORD);
          await desk.goto('/seller/orders');
          await appReady(desk);
          await firstPull(desk);
          await shot(desk, 'seller-orders', 'fr');
          const placed = (await idbAll(desk, 'orders')).find((o) => o.status === 'placed');
          await desk.goto(`/seller/orders/${placed.id}`);
          await appReady(desk);
          await desk.getByRole('button', { name: 'Accepter la commande' }).waitFor();
          await desk.getByRole('button', { name: 'Imprimer le bordereau de préparation' }).waitFor();
          await shot(desk, 'seller-order', 'fr');
          await desk.emulateMedia({ media: 'print' });
          await shot(desk, 'seller-packing-slip-print', 'fr');
        } finally {
          await kitchen.close();
          await farm.close();
        }
      }
    },
  },
];
