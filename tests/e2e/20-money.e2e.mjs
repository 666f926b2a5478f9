// Journey: a restaurant's month of money with its farm (the demo bulk buyer Bistro Bruno and Maple Ridge Farm). The
// demo history holds three months of their invoices on net terms: paid, part paid, one overdue and reminded, a
// problem answered with a credit. The journey checks that history where the restaurant reads it, then: the
// restaurant tells the farm it sent an e-Transfer and the farm confirms it; the farm records a second e-Transfer with
// no signal and it reaches the server exactly once; the ledger's invariants hold over the whole database; the
// restaurant prints this month's statement in French.
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

const thisMonth = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }).slice(0, 7);

export const tests = [
  {
    name: "a restaurant's month: invoices on net 15, a credit, two e-Transfers (one recorded offline, once), a reminder, the statement in French",
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
