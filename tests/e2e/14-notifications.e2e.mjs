// Issue 5, notifications: the demo buyer places an order by the API and the seller accepts it, so the buyer is told;
// the feed arrives by the sync pull; the bell counts the unread ones; opening
// one marks it read and leads to its order; 'Mark all as read' reaches the server, so a second device shows none
// unread; the feed reads in French; axe finds nothing on /notifications at both sizes.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';

const BUYER = { email: 'buyer@demo.freshmarket.ca', password: 'Harvest2026!' };
const SELLER = { email: 'seller@demo.freshmarket.ca', password: 'Harvest2026!' };

async function call(baseUrl, method, path, token, body) {
  const headers = { Accept: 'application/json', 'Accept-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = 'application/json';
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function login(baseUrl, { email, password }) {
  const res = await call(baseUrl, 'POST', '/account/login/', null, { identifier: email, password });
  assert.equal(res.status, 200, `login ${email}: ${res.status}`);
  return res.body.tokens.access;
}

/**
 * The buyer orders one of the demo seller's products for pickup (trying the next days until one is a pickup day,
 * and more of it when under the farm's minimum) and the seller accepts: the buyer gets an 'order_status' notice.
 */
async function orderAndAccept(baseUrl) {
  const buyer = await login(baseUrl, BUYER);
  const seller = await login(baseUrl, SELLER);
  const farm = (await call(baseUrl, 'GET', '/account/user-seller/', seller)).body.data.id;
  const products = (await call(baseUrl, 'GET', '/product/products/?page_size=100', buyer)).body.data;
  const product = products.find((p) => p.seller_id === farm && p.branch_id && p.grades.some((g) => g.stock >= 20));
  assert.ok(product, 'a demo product of seller@demo with stock');
  const offer = product.grades.find((g) => g.stock >= 20);
  const unit = Math.round((offer.price_minor * (100 - product.discount_percent)) / 100);
  let quantity = Math.max(1, product.min_order_qty);
  for (let day = 0; day < 21; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const res = await call(baseUrl, 'POST', '/orders/create_order/', buyer, {
      id: crypto.randomUUID(),
      seller_id: farm,
      lines: [{ product_id: product.id, grade: offer.grade, quantity, unit_price_minor: unit }],
      fulfilment: 'pickup',
      branch_id: product.branch_id,
      date,
      payment_method: 'pay_on_pickup',
    });
    if (res.status === 201) {
      const moved = await call(baseUrl, 'POST', `/orders/${res.body.data.id}/transition/`, seller, { to: 'accepted' });
      assert.equal(moved.status, 200, `accept: ${JSON.stringify(moved.body)}`);
      return res.body.data;
    }
    if (res.status === 422 && quantity < offer.stock) {
      quantity = Math.min(offer.stock, quantity * 4);
      day--;
      continue;
    }
    if (res.status !== 400) assert.fail(`create_order answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  assert.fail('no pickup day in three weeks');
}

/** The number in the bell's accessible name ('Notifications, 3 unread' / 'Notifications, 3 non lues'), or null. */
async function bellCount(page) {
  const label = await page.locator('header a[href="/notifications"]').getAttribute('aria-label', { timeout: 2000 }).catch(() => null);
  const m = label?.match(/(\d+)/);
  return m ? Number(m[1]) : null;
}

/** Nothing waits in the outbox (the sync pill shows no count). */
async function drained(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('freshmarket');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const req = open.result.transaction('local_outbox').objectStore('local_outbox').count();
          req.onsuccess = () => {
            resolve(req.result === 0);
            open.result.close();
          };
          req.onerror = () => resolve(false);
        };
      }),
  );
}

export const tests = [
  {
    name: 'the bell counts unread notices from the pull; opening one and marking all read reach every device; French; axe clean',
    async fn({ browser, baseUrl }) {
      const order = await orderAndAccept(baseUrl);
      const phone = await newContext(browser, baseUrl, { size: 'mobile' });
      const page = await phone.newPage();
      await signIn(page, BUYER.email, BUYER.password);
      await page.goto('/marketplace'); // the marketplace header, with the bell
      await appReady(page);
      let unread = 0;
      await eventually(async () => (unread = (await bellCount(page)) ?? 0) > 0, { timeout: 30_000, message: `the notices in the bell (at ${page.url()})` });

      await page.locator('header a[href="/notifications"]').click();
      await page.waitForURL('**/notifications');
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
      await items.first().waitFor();
      const invoice = `INV-${String(order.invoice_number).padStart(6, '0')}`;
      await page.getByRole('link', { name: new RegExp(`^Unread: Your order ${invoice} from .+ was accepted`) }).waitFor();
      // The first pull may still bring notices after the bell first counted some: the bell and the page agree once
      // the accepted order's notice is there (both read the same rows).
      await eventually(
        async () => {
          unread = (await bellCount(page)) ?? 0;
          return unread > 0 && (await page.getByText(`${unread} unread`).count()) > 0;
        },
        { timeout: 15_000, message: 'the page says as many unread as the bell' },
      );
      await axeAtBothSizes(page, '/notifications');
      await shotBoth(page, 'notifications');

      // The first unread notice: read at once, and its order opens.
      const first = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /^Unread:/ }).first();
      const href = await first.getAttribute('href');
      assert.match(href, /^\/(seller\/)?orders\/[0-9a-f-]{36}$/);
      await first.click();
      await page.waitForURL(`**${href}`);
      await eventually(async () => (await bellCount(page)) === unread - 1, { message: `the bell at ${unread - 1}` });

      await page.goto('/notifications');
      await appReady(page);
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await eventually(async () => (await bellCount(page)) === 0, { message: 'the bell at 0' });
      await eventually(() => drained(page), { timeout: 20_000, message: 'the read calls sent' });

      // Another device, in French: the same feed, all read.
      const desktop = await newContext(browser, baseUrl, { size: 'desktop', lang: 'fr' });
      const other = await desktop.newPage();
      await signIn(other, BUYER.email, BUYER.password);
      await other.goto('/notifications');
      await appReady(other);
      await other.getByRole('list', { name: 'Notifications' }).getByRole('link').first().waitFor({ timeout: 20_000 });
      // Its first pull brings the feed page by page: the same notices once it has finished.
      const total = await items.count();
      await eventually(async () => (await other.getByRole('list', { name: 'Notifications' }).getByRole('link').count()) === total, {
        timeout: 30_000,
        message: `the second device's feed at ${total} notices`,
      });
      await eventually(async () => (await bellCount(other)) === 0, { message: 'nothing unread on the second device' });
      await other.getByText('Tout est lu').waitFor();
      await axeAtBothSizes(other, '/notifications (fr)');
      await shotBoth(other, 'notifications', 'fr');
      await desktop.close();
      await phone.close();
    },
  },
];
