// Journey: a restaurant's month of money with its farm (the demo bulk buyer Bistro Bruno and Maple Ridge Farm). The
// restaurant places four orders on net 15 (one through the checkout, three from its kitchen system's API), the farm
// delivers them, the restaurant reports a problem on one in the app and the farm answers it with a credit; the
// restaurant tells the farm it sent an e-Transfer and the farm confirms it; the farm records a second e-Transfer with
// no signal and it reaches the server exactly once; the ledger's invariants hold over the whole database; the
// restaurant prints this month's statement in French, which holds the four invoices, the credit and both payments.
// The overdue reminder comes from the demo history (three months of invoices, one overdue and reminded by the
// reminder job at start): a real server's clock cannot be moved 15 days within a test.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { appReady, axeAtBothSizes, eventually, newContext, settled, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';
import { root } from '../support/server.mjs';

const PASSWORD = 'Harvest2026!';
const RESTAURANT = 'bulkbuyer@demo.freshmarket.ca';
const FARM = 'seller@demo.freshmarket.ca';
const ADMIN = 'admin@demo.freshmarket.ca';

/** The API as the signed-in user of `page` (its bearer token from the device). */
async function api(context, page) {
  await eventually(async () => Boolean((await idbSession(page))?.access), { message: 'the session on the device' });
  const auth = async () => ({ authorization: `Bearer ${(await idbSession(page)).access}` });
  return {
    async get(path) {
      const res = await context.request.get(`/api${path}`, { headers: await auth() });
      assert.ok(res.ok(), `GET ${path} answered ${res.status()}: ${await res.text()}`);
      return res.json();
    },
    async post(path, data) {
      const res = await context.request.post(`/api${path}`, { headers: { ...(await auth()), 'idempotency-key': crypto.randomUUID() }, data });
      assert.ok(res.ok(), `POST ${path} answered ${res.status()}: ${await res.text()}`);
      return res.json();
    },
    async delete(path) {
      const res = await context.request.delete(`/api${path}`, { headers: { ...(await auth()), 'idempotency-key': crypto.randomUUID() } });
      assert.ok(res.ok(), `DELETE ${path} answered ${res.status()}: ${await res.text()}`);
    },
    /** The answer whatever its status: { status, body }. */
    async try(path, data) {
      const res = await context.request.post(`/api${path}`, { headers: { ...(await auth()), 'idempotency-key': crypto.randomUUID() }, data });
      return { status: res.status(), body: await res.json().catch(() => null) };
    },
  };
}

async function signedIn(browser, baseUrl, email, { lang = 'en', size = 'desktop' } = {}) {
  const context = await newContext(browser, baseUrl, { lang, size });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await appReady(page);
  return { context, page, api: await api(context, page) };
}

/** Waits until the device's first pull has brought the ledger in. */
async function ledgerOnDevice(page) {
  await eventually(async () => (await idbAll(page, 'ledger_entries')).length > 0, { timeout: 30_000, message: 'the ledger on the device' });
}

/** Two of the farm's products with stock the restaurant can order for pickup, and the farm's id. */
async function farmProducts(restaurant, farm) {
  const farmId = (await farm.api.get('/account/user-seller/')).data.id;
  const products = (await restaurant.api.get(`/product/products/?page_size=100&seller=${farmId}`)).data.filter(
    (p) => p.seller_id === farmId && p.branch_id && p.currency === 'CAD' && p.grades.some((g) => g.stock >= 50),
  );
  assert.ok(products.length >= 2, 'the farm sells at least two products in CAD with stock');
  return { farmId, products };
}

/**
 * One order on net 15 for pickup from the restaurant's kitchen system (the API), on the first pickup day the farm
 * offers, with more of the product when under the farm's minimum.
 */
async function orderOnNet15(restaurant, farmId, product) {
  const offer = product.grades.find((g) => g.stock >= 50);
  const unit = Math.round((offer.price_minor * (100 - product.discount_percent)) / 100);
  let quantity = Math.max(1, product.min_order_qty);
  for (let day = 1; day < 22; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const res = await restaurant.api.try('/orders/create_order/', {
      id: crypto.randomUUID(),
      seller_id: farmId,
      lines: [{ product_id: product.id, grade: offer.grade, quantity, unit_price_minor: unit }],
      fulfilment: 'pickup',
      branch_id: product.branch_id,
      date,
      payment_method: 'invoice_net15',
    });
    if (res.status === 201) return res.body.data;
    if (res.status === 422 && res.body?.code === 'below_minimum' && quantity * 2 <= offer.stock) {
      quantity *= 2;
      day--;
      continue;
    }
    if (res.status !== 400) assert.fail(`create_order answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return assert.fail('no pickup day in three weeks');
}

/** The farm takes an order from placed to delivered (pickup). */
async function deliver(farm, orderId, fulfilment) {
  const steps = ['accepted', 'packed', fulfilment === 'pickup' ? 'ready_for_pickup' : 'out_for_delivery', 'delivered'];
  for (const to of steps) await farm.api.post(`/orders/${orderId}/transition/`, { to });
}

const thisMonth = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }).slice(0, 7);

export const tests = [
  {
    name: "a restaurant's month: four orders on net 15 placed and delivered, a problem credited, two e-Transfers (one recorded offline, once), a reminder, the statement in French",
    async fn({ browser, baseUrl }) {
      const restaurant = await signedIn(browser, baseUrl, RESTAURANT);
      const farm = await signedIn(browser, baseUrl, FARM);
      try {
        await ledgerOnDevice(restaurant.page);
        const me = (await idbSession(restaurant.page)).user;
        const farmEntries = await idbAll(restaurant.page, 'ledger_entries');
        const maple = farmEntries.find((e) => e.farm_name === 'Maple Ridge Farm');
        assert.ok(maple, 'the restaurant has an account with Maple Ridge Farm');
        const sellerId = maple.seller_id;

        // Four orders on net 15: three from the kitchen system's API, one through the checkout in the app.
        const { farmId, products } = await farmProducts(restaurant, farm);
        const placed = [];
        for (const product of [products[0], products[1], products[0]]) placed.push(await orderOnNet15(restaurant, farmId, product));
        // An earlier journey may have left lines in the restaurant's cart: the checkout orders this one line only.
        for (const line of (await restaurant.api.get('/product/add-to-cart/')).data) await restaurant.api.delete(`/product/add-to-cart/${line.id}/`);
        await restaurant.api.post('/product/add-to-cart/', { id: crypto.randomUUID(), product_id: products[1].id, grade: placed[1].lines[0].grade, quantity: placed[1].lines[0].quantity });
        await restaurant.page.goto('/checkout');
        await appReady(restaurant.page);
        await eventually(async () => (await idbAll(restaurant.page, 'cart_items')).length === 1, { timeout: 30_000, message: 'the line in the cart on the device' });
        const group = restaurant.page.getByTestId('checkout-order');
        await group.first().waitFor();
        assert.equal(await group.count(), 1, 'one farm, one order');
        await group.getByLabel(/^(Delivery|Pickup) date/).selectOption({ index: 1 });
        await group.getByRole('radio', { name: /Invoice, net 15 days/ }).check();
        await restaurant.page.getByRole('button', { name: 'Place order' }).click();
        await restaurant.page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
        const checkedOut = restaurant.page.url().split('/').pop();
        await eventually(async () => (await idbAll(restaurant.page, 'orders')).find((o) => o.id === checkedOut)?.invoice_number > 0, {
          timeout: 30_000,
          message: 'the checkout order numbered by the server',
        });
        const viaCheckout = (await idbAll(restaurant.page, 'orders')).find((o) => o.id === checkedOut);
        assert.equal(viaCheckout.payment_method, 'invoice_net15');
        placed.push(viaCheckout);

        // The farm delivers all four; each becomes an invoice due 15 days after delivery.
        for (const order of placed) await deliver(farm, order.id, order.fulfilment);
        const invoiceNumbers = placed.map((o) => o.invoice_number);
        await eventually(
          async () => {
            const charged = (await idbAll(restaurant.page, 'ledger_entries')).filter((e) => e.kind === 'charge' && invoiceNumbers.includes(e.invoice_number));
            return new Set(charged.map((e) => e.invoice_number)).size === 4;
          },
          { timeout: 30_000, message: 'the four invoices in the restaurant’s ledger' },
        );
        await restaurant.page.goto(`/orders/${placed[1].id}`);
        await appReady(restaurant.page);
        await restaurant.page.getByText(/^Due /).first().waitFor();

        // A problem on the second order, reported in the app and answered by the farm with a credit.
        await restaurant.page.getByRole('button', { name: 'Report a problem' }).click();
        const report = restaurant.page.getByRole('form', { name: 'Report a problem' });
        await report.getByRole('checkbox').first().check();
        await report.getByLabel(/^What went wrong with/).selectOption('damaged');
        await report.getByLabel(/^Quantity affected/).fill('1');
        await report.getByLabel('What happened?').fill('One case arrived crushed.');
        await report.getByRole('button', { name: 'Send report' }).click();
        await restaurant.page.getByText('Problem reported to the farm').first().waitFor();
        await eventually(async () => (await idbAll(restaurant.page, 'local_outbox')).length === 0, { timeout: 30_000, message: 'the report sent' });

        await farm.page.goto(`/seller/orders/${placed[1].id}`);
        await appReady(farm.page);
        const answer = farm.page.getByRole('form', { name: 'Answer this report' });
        await answer.waitFor({ timeout: 30_000 });
        await answer.getByRole('radio', { name: 'Credit on the next order' }).check();
        const creditMinor = Math.min(500, placed[1].total_minor);
        await answer.getByLabel(/^Amount/).fill((creditMinor / 100).toFixed(2));
        await answer.getByLabel(/Message to the buyer/).fill('Sorry about the crushed case: credited on your account.');
        await answer.getByRole('button', { name: 'Send answer' }).click();
        await eventually(
          async () => (await idbAll(restaurant.page, 'ledger_entries')).some((e) => e.kind === 'credit' && e.order_id === placed[1].id && e.amount_minor === creditMinor),
          { timeout: 30_000, message: 'the credit in the restaurant’s ledger' },
        );

        // The overdue reminder from the demo history: a notice of kind invoice_overdue.
        const notices = await restaurant.api.get('/notifications/?limit=100');
        assert.ok(
          (notices.data ?? notices).some((n) => n.kind === 'invoice_overdue'),
          'the restaurant was reminded of an overdue invoice',
        );

        // The history, as the farm's statements tell it: invoices charged over the last months, at least one credit.
        const months = [0, 1, 2, 3].map((back) => {
          const d = new Date();
          d.setUTCDate(1);
          d.setUTCMonth(d.getUTCMonth() - back);
          return d.toISOString().slice(0, 7);
        });
        const history = [];
        for (const m of months) {
          const s = await farm.api.get(`/money/statement/?buyer_id=${me.id}&currency=CAD&month=${m}`);
          history.push(...(s.data?.lines ?? s.lines));
        }
        assert.ok(history.filter((l) => l.kind === 'charge').length >= 4, 'at least four invoices in the last months');
        assert.ok(history.some((l) => l.kind === 'credit'), 'a problem answered with a credit');

        // 'I sent an e-Transfer' from /statements.
        await restaurant.page.goto('/statements');
        await appReady(restaurant.page);
        const card = restaurant.page.getByTestId('account-card').filter({ hasText: 'Maple Ridge Farm' }).first();
        await card.waitFor();
        await card.getByRole('button', { name: /I sent an e-Transfer/ }).click();
        await card.getByLabel(/Amount sent/).fill('25.00');
        await card.getByLabel('e-Transfer reference', { exact: false }).fill('E2E-CLAIM-1');
        await card.getByRole('button', { name: 'Tell the farm' }).click();
        await eventually(async () => (await idbAll(restaurant.page, 'payment_claims')).some((c) => c.reference === 'E2E-CLAIM-1' && c.version > 0), {
          timeout: 20_000,
          message: 'the claim confirmed by the server',
        });
        await axeAtBothSizes(restaurant.page, '/statements');

        // The farm confirms it on /seller/money, then, offline, records a second e-Transfer on the account.
        await farm.page.goto('/seller/money');
        await appReady(farm.page);
        await ledgerOnDevice(farm.page);
        await eventually(async () => (await idbAll(farm.page, 'payment_claims')).some((c) => c.reference === 'E2E-CLAIM-1'), {
          timeout: 30_000,
          message: 'the claim on the farm device',
        });
        const claim = farm.page.getByTestId('claim-to-answer').filter({ hasText: 'E2E-CLAIM-1' });
        await claim.getByRole('button', { name: /Confirm received/ }).click();
        await claim.getByRole('button', { name: 'Confirm: it arrived' }).click();
        await eventually(async () => (await idbAll(farm.page, 'payment_claims')).some((c) => c.reference === 'E2E-CLAIM-1' && c.status === 'confirmed'), {
          timeout: 20_000,
          message: 'the claim confirmed',
        });
        await axeAtBothSizes(farm.page, '/seller/money');

        await farm.page.goto(`/seller/money/${me.id}`);
        await appReady(farm.page);
        await farm.page.getByTestId('invoices').waitFor();
        await farm.context.setOffline(true);
        await farm.page.getByRole('button', { name: 'Record a payment' }).first().click();
        await farm.page.getByLabel('How were you paid?').selectOption('etransfer');
        await farm.page.getByLabel('e-Transfer reference').fill('E2E-OFFLINE-2');
        await farm.page.getByLabel(/Amount received/).fill('40.00');
        await farm.page.getByRole('button', { name: 'Record the payment' }).click();
        await eventually(async () => (await idbAll(farm.page, 'local_outbox')).length === 1, { message: 'one change waiting in the outbox' });
        await farm.context.setOffline(false);
        await eventually(async () => (await idbAll(farm.page, 'local_outbox')).length === 0, { timeout: 30_000, message: 'the outbox drained' });

        // On the server: exactly one entry with each reference, and no broken invariant anywhere.
        const month = thisMonth();
        const statement = await farm.api.get(`/money/statement/?buyer_id=${me.id}&currency=CAD&month=${month}`);
        const lines = statement.data?.lines ?? statement.lines;
        assert.equal(lines.filter((l) => l.reference === 'E2E-OFFLINE-2').length, 1, 'the offline e-Transfer recorded once');
        assert.equal(lines.filter((l) => l.reference === 'E2E-CLAIM-1').length, 1, 'the confirmed e-Transfer recorded once');
        assert.equal(lines.filter((l) => l.kind === 'credit' && l.credit_minor === creditMinor).length, 1, 'the problem’s credit on this month’s statement');
        for (const order of placed) {
          const its = await farm.api.get(`/money/statement/?buyer_id=${me.id}&currency=CAD&month=${order.date.slice(0, 7)}`);
          const charged = (its.data?.lines ?? its.lines).filter((l) => l.kind === 'charge' && l.invoice_number === order.invoice_number);
          assert.equal(charged.length, 1, `invoice ${order.invoice_number} on the statement of ${order.date.slice(0, 7)}, once`);
          assert.equal(charged[0].debit_minor, order.total_minor, `invoice ${order.invoice_number} charged its total`);
        }
        const admin = await signedIn(browser, baseUrl, ADMIN);
        try {
          const check = await admin.api.get('/money/check/');
          assert.deepEqual(check.violations ?? check.data?.violations, [], 'ledger_violations() is empty');
        } finally {
          await admin.context.close();
        }
        await axeAtBothSizes(farm.page, '/seller/money/{buyer}');
        await shotBoth(farm.page, 'e-money-farm-account');

        // The restaurant, in French, prints this month's statement.
        const fr = await signedIn(browser, baseUrl, RESTAURANT, { lang: 'fr' });
        try {
          await ledgerOnDevice(fr.page);
          await eventually(async () => (await idbAll(fr.page, 'ledger_entries')).some((e) => e.reference === 'E2E-OFFLINE-2'), {
            timeout: 30_000,
            message: 'the farm’s payment on the restaurant’s device',
          });
          await fr.page.goto(`/statements/${sellerId}?currency=CAD&month=${month}`);
          await appReady(fr.page).catch(async (err) => {
            await fr.page.screenshot({ path: join(root, 'screenshots', 'e-money-statement-failed.png') });
            throw err;
          });
          const sheet = fr.page.getByTestId('statement-lines');
          await sheet.waitFor();
          await eventually(async () => (await sheet.textContent()).includes('E2E-OFFLINE-2'), { message: 'the payment on the statement' });
          assert.match(await fr.page.locator('main').textContent(), /Relevé de compte/);
          await axeAtBothSizes(fr.page, '/statements/{farm} in French');
          await fr.page.emulateMedia({ media: 'print' });
          await settled(fr.page);
          await fr.page.pdf({ path: join(root, 'screenshots', 'e-money-statement-fr.pdf'), format: 'Letter' });
          await shotBoth(fr.page, 'e-money-statement-print', 'fr');
          await fr.page.emulateMedia({ media: 'screen' });
        } finally {
          await fr.context.close();
        }
      } finally {
        await restaurant.context.close();
        await farm.context.close();
      }
    },
  },
];
