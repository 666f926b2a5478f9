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

/** A new buyer pre-orders `quantity` of the harvest, pickup at the farm; answers their context and page. */
async function preorderAs(browser, baseUrl, harvestId, quantity, shotName) {
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
