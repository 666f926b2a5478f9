// Journey: a restaurant (the demo bulk buyer, Bistro Bruno) sets up a weekly standing order offline and skips a
// delivery. Online once, the catalogue reaches the device; offline, the buyer opens a product, starts a standing
// order from it, picks pickup at the farm, sets it up (it shows at once, waiting to be sent) and skips the first
// delivery that can still be skipped. Back online, the outbox drains and the server holds exactly one new standing
// order with that delivery skipped, as the device showed.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, catalogueOnDevice, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';

const LIST = '/api/standing-orders/';
const RESTAURANT = { email: 'bulkbuyer@demo.freshmarket.ca', password: 'Harvest2026!' };

/** The ids of the signed-in user's standing orders on the server. */
async function standingIds(context, page) {
  await eventually(async () => Boolean(await idbSession(page).catch(() => null)), { message: 'the session on the device' });
  const session = await idbSession(page);
  const listed = await (await context.request.get(LIST, { headers: { authorization: `Bearer ${session.access}` } })).json();
  return listed.data.map((s) => s.id);
}

export const tests = [
  {
    name: 'a restaurant sets up a weekly standing order offline and skips a delivery: both reach the server exactly once',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await signIn(page, RESTAURANT.email, RESTAURANT.password);
        const before = await standingIds(context, page);
        await catalogueOnDevice(page);
        // A CAD product sold by the unit from Maple Ridge Farm (it has an approved branch to pick up from).
        const farms = await idbAll(page, 'sellers');
        const maple = farms.find((f) => f.farm_name === 'Maple Ridge Farm');
        assert.ok(maple, 'Maple Ridge Farm is on the device');
        // A quantity that reaches the farm's minimum order, within the stock.
        const quantityFor = (p) => {
          const top = p.grades.find((g) => g.grade === 'top');
          return top ? Math.max(p.min_order_qty, Math.ceil((maple.min_order_minor + 500) / top.price_minor)) : Infinity;
        };
        const product = (await idbAll(page, 'products')).find(
          (p) =>
            p.seller_id === maple.id &&
            p.status !== 'Draft' &&
            p.currency === 'CAD' &&
            p.discount_percent === 0 &&
            quantityFor(p) <= Math.min(50, (p.grades.find((g) => g.grade === 'top')?.stock ?? 0) / 2),
        );
        assert.ok(product, 'a product with stock from Maple Ridge Farm');

        await context.setOffline(true);
        await page.goto(`/products/details/${product.id}`);
        await appReady(page);
        await page.getByRole('link', { name: /standing order/i }).first().click();
        const form = page.getByTestId('setup-form');
        await form.waitFor();
        await eventually(async () => (await form.getByTestId('setup-line').count()) === 1, { message: 'the product is the one line' });
        await form.getByLabel(/^Quantity/).fill(String(quantityFor(product)));
        await form.getByRole('radio', { name: 'Every week' }).check();
        await form.getByRole('radio', { name: 'Pickup at the farm' }).check();
        const place = form.getByLabel('Pickup place');
        const firstPlace = await place.locator('option:not([value=""])').first().getAttribute('value');
        await place.selectOption(firstPlace);
        const start = await form.getByLabel('First delivery').inputValue();
        assert.match(start, /^\d{4}-\d{2}-\d{2}$/, 'a first delivery is chosen');
        await form.getByRole('button', { name: 'Set up the standing order' }).click();

        await page.waitForURL(/\/standing-orders\/[0-9a-f-]{36}/, { waitUntil: 'commit' }).catch(async (err) => {
          await page.screenshot({ path: 'screenshots/g-standing-failure.png', fullPage: true });
          throw err;
        });
        const id = new URL(page.url()).pathname.split('/')[2];
        await page.getByTestId('standing-waiting').waitFor();
        await page.getByRole('button', { name: /^Skip / }).first().click();
        await page.getByRole('button', { name: /^Undo skip of / }).first().waitFor();
        const onDevice = (await idbAll(page, 'standing_orders')).find((s) => s.id === id);
        assert.ok(onDevice, 'the standing order is in Dexie');
        assert.equal(onDevice.skip_dates.length, 1, 'one delivery skipped on the device');
        const pending = (await idbAll(page, 'local_outbox')).filter((e) => e.state === 'pending');
        assert.equal(pending.length, 2, `the set-up and the skip wait in the outbox, not ${pending.length}`);
        await shotBoth(page, 'g-standing-offline');
        await page.close();

        await context.setOffline(false);
        const online = await context.newPage();
        await online.goto(`/standing-orders/${id}`);
        await appReady(online);
        await eventually(async () => (await idbAll(online, 'local_outbox')).length === 0, { timeout: 75_000, message: 'the outbox drained' });
        const session = await idbSession(online);
        const listed = await (await context.request.get(LIST, { headers: { authorization: `Bearer ${session.access}` } })).json();
        const added = listed.data.filter((s) => !before.includes(s.id));
        assert.equal(added.length, 1, 'exactly one new standing order on the server');
        const [saved] = added;
        assert.equal(saved.id, id);
        assert.equal(saved.cadence, 'weekly');
        assert.equal(saved.fulfilment, 'pickup');
        assert.deepEqual(saved.skip_dates, onDevice.skip_dates, 'the skipped delivery as the device showed it');
        assert.deepEqual(
          saved.lines.map((l) => l.product_id),
          [product.id],
        );
        await eventually(async () => (await online.getByTestId('standing-waiting').count()) === 0, { message: 'no longer waiting' });
        await shotBoth(online, 'g-standing-synced');
        await axeAtBothSizes(online, 'standing order');

        await online.goto('/flexiblebuying');
        await appReady(online);
        await axeAtBothSizes(online, '/flexiblebuying');
        await shotBoth(online, 'g-flexiblebuying');
        await online.goto('/profiledashboard/subscription');
        await appReady(online);
        await online.getByRole('heading', { name: 'Maple Ridge Farm' }).first().waitFor();
        await axeAtBothSizes(online, '/profiledashboard/subscription');
        await shotBoth(online, 'g-standing-list');
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    },
  },
  {
    name: "the farm sees its buyers' standing orders and the coming week, in English and French",
    async fn({ browser, baseUrl }) {
      for (const lang of ['en', 'fr']) {
        const context = await newContext(browser, baseUrl, { lang });
        try {
          const page = await context.newPage();
          await signIn(page, 'seller@demo.freshmarket.ca', 'Harvest2026!');
          await page.goto('/profiledashboard/subscription');
          await appReady(page);
          // The demo's two standing orders (Bistro Bruno weekly, Bianca every 2 weeks) reach the farm's device.
          await page.getByText('Bistro Bruno').first().waitFor({ timeout: 30_000 });
          await page.getByText('Bianca Buyer').first().waitFor();
          await axeAtBothSizes(page, `/profiledashboard/subscription (${lang})`);
          await shotBoth(page, 'g-standing-farm', lang);
          if (lang === 'fr') {
            await page.goto('/flexiblebuying');
            await appReady(page);
            await page.getByRole('heading', { name: 'Achat flexible' }).waitFor();
            await shotBoth(page, 'g-flexiblebuying', lang);
          }
        } finally {
          await context.close();
        }
      }
    },
  },
];
