// Journey: pre-orders of an expected harvest, first come first served. The farm declares a harvest of 50 units;
// two new buyers pre-order 30 and then 25 of it (pickup at the farm); the farm records a harvest of 40: the
// preview says the first buyer is filled in full and the second is offered 10, and recording a short harvest needs
// the farm's explicit confirmation; the second buyer accepts the partial fill and it becomes an order. Screens in
// English and French at both sizes, axe on each.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, newUser, registerByApi, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';

const FARM = { email: 'seller@demo.freshmarket.ca', password: 'Harvest2026!' };

/** 'YYYY-MM-DD', `days` from today. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function api(context, page, path, init = {}) {
  const session = await idbSession(page);
  const res = await context.request.fetch(path, { ...init, headers: { authorization: `Bearer ${session.access}`, ...(init.headers ?? {}) } });
  return res.json();
}

async function drained(page, message) {
  await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 60_000, message });
}

/** A new buyer pre-orders `quantity` of the harvest, pickup at the farm; answers their context and page. With
 * `offline`, the pre-order is made with no signal: it waits in the outbox until the link is back. */
async function preorderAs(browser, baseUrl, harvestId, quantity, shotName, { offline = false } = {}) {
  const context = await newContext(browser, baseUrl);
  const user = await registerByApi(context, newUser());
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  await page.goto('/preorderproduce');
  await appReady(page);
  await eventually(async () => (await idbAll(page, 'harvests')).some((h) => h.id === harvestId), {
    timeout: 30_000,
    message: 'the harvest reaches the buyer',
  });
  if (shotName) {
    await page.getByTestId('harvest-card').first().waitFor();
    await axeAtBothSizes(page, '/preorderproduce (buyer)');
    await shotBoth(page, `${shotName}-list`);
  }
  if (offline) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
  }
  await page.goto(`/preorderproduce/${harvestId}`);
  await appReady(page);
  const form = page.getByTestId('preorder-form');
  await form.waitFor();
  await form.getByLabel(/^Quantity/).fill(String(quantity));
  await form.getByRole('radio', { name: 'Pickup at the farm' }).check();
  const place = form.getByLabel('Pickup place');
  await place.selectOption((await place.locator('option:not([value=""])').first().getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Pre-order' }).click();
  await page.getByTestId('preorder').first().waitFor();
  if (offline) {
    const waiting = (await idbAll(page, 'local_outbox')).filter((e) => e.state === 'pending');
    assert.equal(waiting.length, 1, `the pre-order waits in the outbox, not ${waiting.length} entries`);
    await shotBoth(page, 'h-buyer-offline');
    await context.setOffline(false);
  }
  await drained(page, 'the pre-order is sent');
  if (shotName) {
    await axeAtBothSizes(page, '/preorderproduce/{id} (buyer)');
    await shotBoth(page, `${shotName}-detail`);
  }
  return { context, page, user };
}

export const tests = [
  {
    name: 'a farm declares a harvest, two buyers pre-order, a short harvest is confirmed and a partial fill accepted',
    async fn({ browser, baseUrl }) {
      const farmContext = await newContext(browser, baseUrl);
      const buyers = [];
      try {
        const farm = await farmContext.newPage();
        await signIn(farm, FARM.email, FARM.password);
        await farm.goto('/seller/harvests');
        await appReady(farm);
        await eventually(async () => (await idbAll(farm, 'products')).length > 0, { timeout: 30_000, message: 'the farm’s products on its device' });
        await farm.getByRole('button', { name: 'Declare a harvest' }).click();
        const form = farm.getByTestId('harvest-form');
        await form.waitFor();
        await form.getByLabel(/^Expected quantity/).fill('50');
        await form.getByLabel('Harvest window from').fill(inDays(14));
        await form.getByLabel('Harvest window until').fill(inDays(28));
        await form.getByLabel(/^Deposit asked/).fill('10');
        await form.getByLabel('Note for buyers (optional)').fill('Picked the morning of pickup');
        await shotBoth(farm, 'h-harvest-declare');
        await form.getByRole('button', { name: 'Declare the harvest' }).click();
        await drained(farm, 'the declaration is sent');
        const declared = (await idbAll(farm, 'harvests')).find((h) => h.note === 'Picked the morning of pickup');
        assert.ok(declared, 'the harvest is on the farm’s device');
        const listed = await api(farmContext, farm, `/api/harvests/${declared.id}/`);
        assert.equal(listed.data.expected_quantity, 50, 'the server holds the harvest');
        assert.equal(listed.data.deposit_percent, 10);

        // Two buyers, first come first served: 30 then 25 (of 50).
        buyers.push(await preorderAs(browser, baseUrl, declared.id, 30, 'h-buyer'));
        buyers.push(await preorderAs(browser, baseUrl, declared.id, 20, null));

        // The farm sees both pre-orders, then records 40: the first is filled, the second offered 10.
        await farm.reload();
        await appReady(farm);
        const card = farm.getByTestId('farm-harvest').filter({ hasText: 'Picked the morning of pickup' });
        await eventually(async () => (await card.getByTestId('harvest-preorder').count()) === 2, {
          timeout: 45_000,
          message: 'both pre-orders reach the farm',
        });
        await axeAtBothSizes(farm, '/seller/harvests');
        await shotBoth(farm, 'h-harvest-farm');
        await card.getByRole('button', { name: 'Record the harvest' }).click();
        const record = card.getByTestId('record-harvest');
        await record.getByLabel(/^Quantity harvested/).fill('40');
        await eventually(async () => (await record.getByTestId('fill-row').allTextContents()).join('|').includes('partial: 10'), {
          message: 'the preview',
        });
        await record.getByRole('button', { name: 'Record the harvest' }).click();
        await record.getByText('Confirm the partial fills to record a harvest short of its pre-orders.').waitFor();
        await record.getByRole('checkbox').check();
        await axeAtBothSizes(farm, 'record the harvest');
        await record.scrollIntoViewIfNeeded();
        await shotBoth(farm, 'h-harvest-record');
        await record.getByRole('button', { name: 'Record the harvest' }).click();
        await drained(farm, 'the recording is sent');
        const recorded = await api(farmContext, farm, `/api/harvests/${declared.id}/`);
        assert.equal(recorded.data.status, 'harvested');
        assert.equal(recorded.data.harvested_quantity, 40);

        // The second buyer is offered 10 and accepts: it becomes an order.
        const second = buyers[1].page;
        await second.goto(`/preorderproduce/${declared.id}`);
        await appReady(second);
        const offer = second.getByTestId('partial-offer');
        await eventually(async () => (await offer.count()) === 1, { timeout: 45_000, message: 'the partial offer reaches the buyer' });
        await axeAtBothSizes(second, 'partial offer');
        await offer.scrollIntoViewIfNeeded();
        await shotBoth(second, 'h-buyer-partial');
        await offer.getByRole('button', { name: /^Accept 10/ }).click();
        await drained(second, 'the acceptance is sent');
        const mine = await api(buyers[1].context, second, '/api/preorders/');
        assert.equal(mine.data.length, 1);
        assert.equal(mine.data[0].status, 'ordered');
        assert.ok(mine.data[0].order_id, 'an order was made');
        await second.goto('/orders');
        await appReady(second);
        await eventually(async () => (await second.getByTestId('preorder-badge').count()) > 0, {
          timeout: 45_000,
          message: 'the order shows as a pre-order',
        });
        await axeAtBothSizes(second, '/orders');
        await shotBoth(second, 'h-buyer-orders');

        // The first buyer's order was made at harvest.
        const first = await api(buyers[0].context, buyers[0].page, '/api/preorders/');
        assert.equal(first.data[0].status, 'ordered');
      } finally {
        for (const b of buyers) await b.context.close();
        await farmContext.close();
      }
    },
  },
  {
    name: 'with no signal, a buyer pre-orders and the farm records the harvest from its inventory: each reaches the server exactly once',
    async fn({ browser, baseUrl }) {
      const farmContext = await newContext(browser, baseUrl);
      let buyer;
      try {
        const farm = await farmContext.newPage();
        await signIn(farm, FARM.email, FARM.password);
        await farm.goto('/seller/harvests');
        await appReady(farm);
        await eventually(async () => (await idbAll(farm, 'products')).length > 0, { timeout: 30_000, message: 'the farm’s products on its device' });
        // One of the farm's products buyers see (the public product page answers it), with a top grade.
        const own = (await api(farmContext, farm, '/api/product/seller/products/?page_size=100')).data;
        let product;
        for (const p of own.filter((x) => x.status !== 'Draft' && x.grades.some((g) => g.grade === 'top'))) {
          if ((await farmContext.request.get(`/api/product/products/${p.id}/`)).ok()) {
            product = p;
            break;
          }
        }
        assert.ok(product, 'a product buyers see, with a top grade');
        const declared = await api(farmContext, farm, '/api/harvests/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          data: {
            id: crypto.randomUUID(),
            product_id: product.id,
            grade: 'top',
            expected_quantity: 60,
            window_from: inDays(7),
            window_until: inDays(21),
            price_minor: 300,
            deposit_percent: 0,
            note: 'Offline journey',
          },
        });
        assert.ok(declared.data?.id, `the harvest is declared: ${JSON.stringify(declared)}`);
        const harvestId = declared.data.id;

        buyer = await preorderAs(browser, baseUrl, harvestId, 15, null, { offline: true });
        const mine = await api(buyer.context, buyer.page, '/api/preorders/');
        assert.equal(mine.data.filter((p) => p.harvest_id === harvestId).length, 1, 'exactly one pre-order on the server');
        assert.equal(mine.data[0].quantity, 15);

        // The farm, in the field: its device holds the pre-order; offline, it records 20 as the declared harvest.
        await farm.goto(`/dashboard/inventory/manage/${product.id}`);
        await appReady(farm);
        await eventually(async () => (await idbAll(farm, 'preorders')).some((p) => p.harvest_id === harvestId), {
          timeout: 45_000,
          message: 'the pre-order reaches the farm’s device',
        });
        const inventory = () => api(farmContext, farm, `/api/product/seller/products/${product.id}/inventory/`).then((r) => r.data);
        const topStock = (inv) => inv.product.grades.find((g) => g.grade === 'top').stock;
        const before = await inventory();
        await farm.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await farmContext.setOffline(true);
        await farm.reload();
        await appReady(farm);
        await farm.getByLabel('Grade', { exact: true }).selectOption('top');
        await farm.getByLabel('Declared harvest').selectOption(harvestId);
        await farm.getByLabel(/^Quantity/).fill('20');
        await eventually(async () => (await farm.getByTestId('fill-row').allTextContents()).join('|').includes('filled in full'), { message: 'the plan' });
        await axeAtBothSizes(farm, 'inventory: a declared harvest');
        await shotBoth(farm, 'h-inventory-harvest-offline');
        await farm.getByRole('button', { name: 'Record harvest' }).click();
        await farm.getByText(/Pre-orders are filled first; 5 \S+ go to your stock\./).waitFor();
        const waiting = (await idbAll(farm, 'local_outbox')).filter((e) => e.state === 'pending');
        assert.equal(waiting.length, 1, 'the movement waits in the outbox');
        await farmContext.setOffline(false);
        await drained(farm, 'the movement is sent');

        const recorded = await api(farmContext, farm, `/api/harvests/${harvestId}/`);
        assert.equal(recorded.data.status, 'harvested');
        assert.equal(recorded.data.harvested_quantity, 20);
        const after = (await api(buyer.context, buyer.page, '/api/preorders/')).data.find((p) => p.harvest_id === harvestId);
        assert.equal(after.status, 'ordered', 'the pre-order became an order');
        // One 'harvested' movement of 20 (sent once), the pre-order's 15 reserved from it for its order: 5 more to sell.
        const after2 = await inventory();
        const added = after2.movements.filter((m) => !before.movements.some((b) => b.id === m.id));
        assert.deepEqual(
          added.filter((m) => m.kind === 'harvested').map((m) => m.delta),
          [20],
          'one harvested movement',
        );
        assert.equal(topStock(after2) - topStock(before), 5, 'the stock grows by what the pre-order did not take');
      } finally {
        await farmContext.setOffline(false).catch(() => undefined);
        if (buyer) await buyer.context.close();
        await farmContext.close();
      }
    },
  },
  {
    name: 'the harvests page and the farm’s screen in French',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl, { lang: 'fr' });
      try {
        const page = await context.newPage();
        await page.goto('/preorderproduce');
        await appReady(page);
        await page.getByRole('heading', { name: 'Récoltes à venir' }).waitFor();
        await page.getByTestId('harvest-card').first().waitFor({ timeout: 20_000 });
        await axeAtBothSizes(page, '/preorderproduce (fr)');
        await shotBoth(page, 'h-preorderproduce', 'fr');
        await signIn(page, FARM.email, FARM.password);
        await page.goto('/seller/harvests');
        await appReady(page);
        await page.getByTestId('farm-harvest').first().waitFor({ timeout: 30_000 });
        await axeAtBothSizes(page, '/seller/harvests (fr)');
        await shotBoth(page, 'h-harvest-farm', 'fr');
      } finally {
        await context.close();
      }
    },
  },
];
