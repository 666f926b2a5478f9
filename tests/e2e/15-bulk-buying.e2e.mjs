// Journey (issue 6's proof): a new buyer registers as a bulk buyer, hitting each validation message of the form first;
// offline in the kitchen, the restaurant asks for 200 kg of carrots; back online the request reaches the server once
// and the two farms selling carrots in Ontario; both quote; the buyer counters one, that farm revises, the buyer
// accepts: an order and an agreement whose fingerprint checks out, the other quote closed politely, notifications on
// both sides. axe-core audits the bulk-buyer form (with its errors), the requests list and the negotiation screens at
// both sizes, and the same screens are shown in French.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTranslations } from '../../scripts/check-translations.mjs';
import { appReady, auditCurrent, auditPage, eventually, newContext, newUser, shot, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';
import { root } from '../support/server.mjs';

const PASSWORD = 'Harvest2026!';
const SAM = 'seller@demo.freshmarket.ca';
const ELODIE = 'seller2@demo.freshmarket.ca';
const SAM_FARM = 'Maple Ridge Farm';
const ELODIE_FARM = 'Ferme des Érables';
const DAY_MS = 86_400_000;

// French as the app shows it: the merged catalogue, or the engineers' pending translations before the merge.
const FRENCH = frenchTranslations();
const pendingDir = join(root, 'src/web/locales/fr-pending');
for (const file of readdirSync(pendingDir).filter((f) => f.endsWith('.json'))) {
  for (const [en, fr] of Object.entries(JSON.parse(readFileSync(join(pendingDir, file), 'utf8')))) if (!FRENCH.get(en)) FRENCH.set(en, fr);
}
// Field messages come from the contract's message codes (src/contract/messages.ts), not from the catalogue.
FRENCH.set('Business name is required', "Le nom de l'entreprise est obligatoire");
FRENCH.set('HST number is required', 'Le numéro de TVH est obligatoire');
function french(en) {
  const fr = FRENCH.get(en);
  assert.ok(fr, `no French for ${JSON.stringify(en)}`);
  return fr;
}

const MESSAGES = {
  name: 'Business name is required',
  number: 'Business number is required',
  type: 'Choose a business type',
  volume: 'Expected monthly volume is required',
  unit: 'Unit is required',
  hst: 'HST number is required',
  sfcr: 'SFCR license is required',
  fix: 'Please fix the validation errors above.',
  numberMin: 'Business number should be at least 6 digits',
  volumeNumber: 'Volume must be a number',
  hstFormat: 'Enter the HST number as 9 digits, RT and 4 digits, for example 123456789 RT0001',
};

/** A message shown in `scope` (not the option of a list that reads the same, such as 'Choose a business type'). */
function message(scope, text) {
  return scope.getByText(text, { exact: true }).and(scope.locator(':not(option)')).first();
}

/** The signed-in user's first pull has finished. */
async function firstPull(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await eventually(
    async () => {
      const user = (await idbSession(page))?.user.id;
      return !!user && (await idbAll(page, 'local_meta')).some((m) => m.key === `sync:${user}` && m.value?.lastSyncAt);
    },
    { timeout: 40_000, message: "the user's first pull" },
  );
}

/** The app pulls when the page becomes visible: ask it now. */
async function pullNow(page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

async function drained(page, what) {
  await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 30_000, message: `${what} sent` });
}

/** GET /api/<path> with the page's own session. */
async function api(page, path) {
  const token = (await idbSession(page)).access;
  const res = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  assert.equal(res.status(), 200, `GET ${path}: ${res.status()}`);
  return res.json();
}

/** Waits until the pull has brought the row of `store` matching `test`, asking for pulls meanwhile. */
async function pulled(page, store, test, message) {
  await eventually(
    async () => {
      await pullNow(page);
      return (await idbAll(page, store)).some(test);
    },
    { timeout: 30_000, message },
  );
}

async function signedIn(browser, baseUrl, email, password, { size = 'desktop', lang = 'en', start = '/' } = {}) {
  const context = await newContext(browser, baseUrl, { size, lang });
  const page = await context.newPage();
  await signIn(page, email, password);
  await page.goto(start);
  await appReady(page);
  await firstPull(page);
  return { context, page };
}

/** A conversation of the negotiation page by farm, opened. */
async function openConversation(page, farm) {
  const conversation = page.getByTestId('conversation').filter({ hasText: farm });
  await conversation.waitFor();
  const toggle = conversation.locator('h3 button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return conversation;
}

/** A farm answers the request with its quote on /seller/requests/submit/{id}. */
async function submitQuote(page, requestId, { price, location }) {
  await page.goto(`/seller/requests/submit/${requestId}`);
  await appReady(page);
  const form = page.getByTestId('quote-form');
  await form.waitFor();
  await form.getByLabel('Grade', { exact: true }).selectOption('top');
  await form.getByLabel('Pack type').fill('25 kg mesh bags');
  await form.getByLabel('Pack style (optional)').fill('Washed, topped');
  await form.getByLabel('Unit', { exact: true }).selectOption('kg');
  await form.getByLabel('Quantity', { exact: true }).fill('200');
  await form.getByLabel('Location').fill(location);
  await form.getByLabel('Price', { exact: true }).fill(price);
  await form.getByLabel('Per', { exact: true }).selectOption('kg');
  await form.getByLabel('Currency').selectOption('CAD');
  await form.getByLabel('Note to the buyer (optional)').fill('Nantes carrots from storage, sweet and crisp.');
  await shotBoth(page, `bulk-seller-quote-form-${price.replace('.', '_')}`);
  await form.getByRole('button', { name: 'Submit quote' }).click();
  await drained(page, 'the quote');
}

export const tests = [
  {
    name: 'a buyer registers as a bulk buyer, hitting each validation message of the form first',
    async fn({ browser, baseUrl, state }) {
      const context = await newContext(browser, baseUrl, { size: 'mobile' });
      const user = newUser();
      try {
        const page = await context.newPage();
        await page.goto('/register');
        await appReady(page);
        await page.getByLabel('First name').fill('Bruno');
        await page.getByLabel('Last name').fill('Lefebvre');
        await page.getByLabel('Email', { exact: true }).fill(user.email);
        await page.getByLabel('Phone number').fill(user.phone);
        await page.getByLabel('Password', { exact: true }).fill(user.password);
        await page.getByLabel('Confirm password').fill(user.password);
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL('**/userdashboard');

        await page.goto('/register/bulk-buyer');
        await appReady(page);
        const form = page.locator('main form');
        // Every field empty (the two lists on their blank choice): each required message, and the summary.
        await form.getByLabel('Business type').selectOption('');
        await form.getByLabel('Unit', { exact: true }).selectOption('');
        await form.getByRole('button', { name: 'Register my business' }).click();
        for (const key of ['name', 'number', 'type', 'volume', 'unit', 'hst', 'sfcr', 'fix']) await message(form, MESSAGES[key]).waitFor();
        // Each message is tied to its field for screen readers.
        const nameInput = form.getByLabel('Business name');
        assert.equal(await nameInput.getAttribute('aria-invalid'), 'true');
        const described = await nameInput.getAttribute('aria-describedby');
        assert.ok(described && (await page.locator(`[id="${described.split(' ').find((id) => id.includes('error')) ?? described.split(' ')[0]}"]`).innerText()).includes(MESSAGES.name), 'the business name error is its description');
        await shotBoth(page, 'bulk-register-empty');
        state.bulkFormErrors = await auditCurrent(page, '/register/bulk-buyer (errors shown)');

        // Wrong values, each checked when the field is left.
        await form.getByLabel('Business number').fill('12345');
        await form.getByLabel('Business number').blur();
        await form.getByText(MESSAGES.numberMin, { exact: true }).waitFor();
        await form.getByLabel('Expected monthly volume').fill('lots');
        await form.getByLabel('Expected monthly volume').blur();
        await form.getByText(MESSAGES.volumeNumber, { exact: true }).waitFor();
        await form.getByLabel('HST number').fill('12345');
        await form.getByLabel('HST number').blur();
        await form.getByText(MESSAGES.hstFormat, { exact: true }).waitFor();
        await shotBoth(page, 'bulk-register-wrong-values');

        // Fixed.
        await form.getByLabel('Business name').fill('  Bistro Lefebvre  ');
        await form.getByLabel('Business number').fill('123 456 789');
        await form.getByLabel('Business type').selectOption('Restaurant/Food_Service');
        await form.getByLabel('Expected monthly volume').fill('800');
        await form.getByLabel('Unit', { exact: true }).selectOption('kg');
        await form.getByLabel('HST number').fill('123456789 RT0001');
        await form.getByLabel('SFCR license').fill('SFCR-4XK2-9931');
        for (const key of ['numberMin', 'volumeNumber', 'hstFormat']) assert.equal(await form.getByText(MESSAGES[key], { exact: true }).count(), 0, `${key} gone once fixed`);
        await form.getByRole('button', { name: 'Register my business' }).click();
        await page.getByText('Registered successfully.').first().waitFor();
        await page.waitForURL('**/request-success');
        await shotBoth(page, 'bulk-register-success');
        // The account link of the header now leads to the bulk buyer's dashboard.
        await eventually(async () => (await page.locator('header a[href="/dashboard/buyer"]').count()) > 0, { message: 'the header links to /dashboard/buyer' });
        assert.equal((await idbSession(page)).user.roles, 'BulkBuyer');
        state.bulkBuyer = user;
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'offline, the new bulk buyer asks for 200 kg of carrots; back online the request reaches the server once',
    async fn({ browser, baseUrl, state }) {
      assert.ok(state.bulkBuyer, 'needs the bulk buyer registered by the first test');
      const { context, page } = await signedIn(browser, baseUrl, state.bulkBuyer.email, state.bulkBuyer.password, { size: 'mobile', start: '/profiledashboard/addressmanagement' });
      try {
        // A delivery address, saved online first.
        await page.getByRole('button', { name: 'Add address' }).first().click();
        const address = page.locator('form[aria-labelledby="address-form-title"]');
        await address.getByLabel('Full name').fill('Bruno Lefebvre');
        await address.getByLabel('Street address').fill('345 Queen St W');
        await address.getByLabel('City').fill('Toronto');
        await address.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
        await address.getByLabel('Postal code').fill('M5V 2A4');
        await address.getByRole('button', { name: 'Add address' }).click();
        await page.getByRole('article').filter({ hasText: '345 Queen St W' }).waitFor();
        await drained(page, 'the address');

        // Open the request form once online (the worker keeps its code), then lose the signal.
        await page.goto('/request-produce');
        await appReady(page);
        await page.getByRole('button', { name: 'Send request' }).waitFor();
        await page.goto('/request/timepicker');
        await appReady(page);
        await context.setOffline(true);
        await page.goto('/request-produce').catch(() => undefined);
        await page.reload();
        await appReady(page);
        assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the page is served by the worker');

        const main = page.locator('main');
        await main.getByLabel('What do you need?').fill('Carrots');
        await main.getByLabel('Category', { exact: true }).selectOption({ label: 'Root vegetables' });
        await main.getByLabel('Quantity', { exact: true }).fill('200');
        await main.getByLabel('Unit', { exact: true }).selectOption('kg');
        await main.getByLabel('Packaging (optional)').fill('25 kg mesh bags');
        const addressSelect = main.getByLabel('Delivery address');
        await addressSelect.selectOption((await addressSelect.locator('option', { hasText: '345 Queen St W' }).getAttribute('value')) ?? '');
        // Date and window on /request/timepicker.
        await page.getByRole('link', { name: /Choose the delivery date and time|Change the delivery date and time/ }).click();
        await page.waitForURL('**/request/timepicker');
        const date = new Date(Date.now() + 6 * DAY_MS).toISOString().slice(0, 10);
        await page.getByLabel('Delivery date').fill(date);
        await page.getByRole('radio', { name: /Morning/ }).check();
        await shotBoth(page, 'bulk-timepicker-offline');
        await page.getByRole('button', { name: 'Use this time' }).click();
        await page.waitForURL('**/request-produce');
        await page.getByTestId('delivery-when').getByText(/between/).waitFor();
        await page.getByRole('radio', { name: /All matching farms/ }).check();
        await main.getByLabel('Note for the farms (optional)').fill('For the soup of the week. Washed, tops off.');
        await shotBoth(page, 'bulk-request-offline');
        await page.getByRole('button', { name: 'Send request' }).click();
        await page.waitForURL(/\/buyer\/request\/[0-9a-f-]{36}$/);
        const requestId = page.url().split('/').pop();
        assert.equal((await idbAll(page, 'local_outbox')).length, 1, 'one request waits in the outbox');

        await page.goto('/buyer/requests');
        await appReady(page);
        const row = page.getByTestId('request-row').filter({ hasText: 'Carrots' });
        await row.getByText('Waiting to be sent').waitFor();
        await shotBoth(page, 'bulk-requests-waiting-offline');

        // Signal again: sent once.
        await context.setOffline(false);
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        await drained(page, 'the request');
        const mine = await api(page, '/quotes/requests/');
        assert.equal(mine.data.length, 1, 'exactly one request on the server');
        assert.equal(mine.data[0].id, requestId);
        assert.equal(mine.data[0].quantity, 200);
        assert.equal(mine.data[0].recipients, 2, 'sent to the two farms selling carrots in Ontario');
        await eventually(async () => (await row.getByText('Waiting to be sent').count()) === 0, { message: 'the waiting mark gone' });
        state.carrots = requestId;
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'two farms quote; the buyer counters one, it revises, the buyer accepts: an order, a verified agreement, the other quote closed',
    async fn({ browser, baseUrl, state }) {
      assert.ok(state.carrots, 'needs the request of the second test');
      const id = state.carrots;
      const buyer = await signedIn(browser, baseUrl, state.bulkBuyer.email, state.bulkBuyer.password, { size: 'mobile', start: '/buyer/requests' });
      const sam = await signedIn(browser, baseUrl, SAM, PASSWORD, { start: '/seller/requests' });
      const elodie = await signedIn(browser, baseUrl, ELODIE, PASSWORD, { start: '/seller/requests' });
      try {
        // Both farms see the new request, unread.
        for (const farm of [sam, elodie]) {
          await pulled(farm.page, 'quote_requests', (r) => r.id === id, 'the request on the farm device');
          const row = farm.page.getByTestId('seller-request').filter({ hasText: 'Carrots' });
          await row.getByText('(unread)').waitFor();
        }
        await shotBoth(sam.page, 'bulk-seller-requests');
        await submitQuote(sam.page, id, { price: '1.90', location: 'Home farm stand, Simcoe' });
        await submitQuote(elodie.page, id, { price: '1.75', location: 'Marché By, Ottawa' });

        // The buyer: two conversations; counters Maple Ridge Farm on price and quantity.
        const page = buyer.page;
        await pulled(page, 'quotes', (q) => q.request_id === id && q.farm_name === ELODIE_FARM, 'both quotes on the buyer device');
        await pulled(page, 'quotes', (q) => q.request_id === id && q.farm_name === SAM_FARM, 'both quotes on the buyer device');
        await page.goto(`/buyer/request/${id}`);
        await appReady(page);
        await eventually(async () => (await page.getByTestId('conversation').count()) === 2, { message: 'two conversations' });
        let conversation = await openConversation(page, SAM_FARM);
        await conversation.getByRole('button', { name: 'Counter-Offer' }).click();
        const counter = conversation.getByTestId('counter-form');
        await counter.getByLabel(/^Price per kg/).fill('1.70');
        await counter.getByLabel(/^Quantity/).fill('220');
        await counter.getByLabel('Note to the farm (optional)').fill('We take 220 kg at $1.70/kg every week in season.');
        await shotBoth(page, 'bulk-buyer-counter');
        await counter.getByRole('button', { name: 'Send counter-offer' }).click();
        await drained(page, 'the counter-offer');

        // Maple Ridge Farm answers with a revised quote.
        await pulled(sam.page, 'quotes', (q) => q.request_id === id && q.status === 'countered', 'the counter-offer on the farm device');
        await sam.page.goto(`/seller/requests/${id}`);
        await appReady(sam.page);
        await sam.page.getByText(/Your turn: .* sent a counter-offer\./).waitFor();
        await shotBoth(sam.page, 'bulk-seller-countered');
        await sam.page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Send revised quote' }).click();
        const revise = sam.page.getByTestId('quote-form');
        await revise.getByLabel('Price', { exact: true }).fill('1.80');
        await revise.getByLabel('Note to the buyer (optional)').fill('Meet in the middle: $1.80/kg for 220 kg.');
        await revise.getByRole('button', { name: 'Send revised quote' }).click();
        await drained(sam.page, 'the revised quote');

        // The buyer accepts the revision.
        await pulled(page, 'quotes', (q) => q.request_id === id && q.status === 'revised', 'the revision on the buyer device');
        conversation = await openConversation(page, SAM_FARM);
        await conversation.getByRole('button', { name: 'Accept', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(/396\.00/).first().waitFor();
        await shot(page, 'bulk-buyer-accept-dialog');
        await dialog.getByRole('button', { name: 'Accept and place the order' }).click();
        await drained(page, 'the acceptance');

        // An order at the agreed total, and the agreement, verified.
        await pulled(page, 'agreements', (a) => a.quote_id && a.order_id, 'the agreement on the buyer device');
        conversation = await openConversation(page, SAM_FARM);
        const card = conversation.getByTestId('agreement-card');
        await card.waitFor({ timeout: 20_000 });
        await card.getByRole('button', { name: 'Check fingerprint' }).click();
        await card.getByText('Verified: the agreement is unchanged').waitFor();
        await shotBoth(page, 'bulk-buyer-agreement');
        const detail = await api(page, `/quotes/requests/${id}/`);
        assert.equal(detail.data.status, 'approved');
        const accepted = detail.quotes.find((q) => q.status === 'accepted');
        assert.equal(accepted.farm_name, SAM_FARM);
        assert.equal(accepted.total_minor, 220 * 180);
        const order = (await api(page, `/orders/${accepted.order_id}/`)).data;
        assert.equal(order.total_minor, 220 * 180);
        assert.equal(order.quote_id, accepted.id);
        const agreement = await api(page, `/quotes/agreements/${accepted.agreement_id}/`);
        assert.equal(agreement.verification.valid, true);
        await page.goto('/orders');
        await appReady(page);
        await page.getByText(SAM_FARM).first().waitFor();
        await shot(page, 'bulk-buyer-orders');

        // The other farm's quote is closed politely, on both sides.
        const other = detail.quotes.find((q) => q.farm_name === ELODIE_FARM);
        assert.deepEqual([other.status, other.closed_reason], ['declined', 'other_quote_accepted']);
        await page.goto(`/buyer/request/${id}`);
        await appReady(page);
        const closed = await openConversation(page, ELODIE_FARM);
        // Each side reads its own words: the buyer 'You accepted another offer', the farm 'The buyer chose another offer'.
        await closed.getByTestId('quote-closed-reason').getByText('You accepted another offer').waitFor();
        await pulled(elodie.page, 'quotes', (q) => q.request_id === id && q.closed_reason === 'other_quote_accepted', 'the closed quote on the farm device');
        await elodie.page.goto(`/seller/requests/${id}`);
        await appReady(elodie.page);
        await elodie.page.getByTestId('closed-note').getByText('The buyer chose another offer').waitFor();
        await shotBoth(elodie.page, 'bulk-seller-closed');

        // Both sides were told.
        const kinds = async (p) => new Set((await idbAll(p, 'notifications')).filter((n) => n.href?.includes(id)).map((n) => n.kind));
        await pulled(page, 'notifications', (n) => n.kind === 'quote_revised' && n.href?.includes(id), 'the buyer notified');
        await pulled(sam.page, 'notifications', (n) => n.kind === 'quote_accepted' && n.href?.includes(id), 'the farm notified');
        await pulled(elodie.page, 'notifications', (n) => n.kind === 'quote_closed' && n.href?.includes(id), 'the other farm notified');
        for (const k of ['quote_received', 'quote_revised']) assert.ok((await kinds(page)).has(k), `buyer: ${k}`);
        for (const k of ['request_received', 'quote_countered', 'quote_accepted']) assert.ok((await kinds(sam.page)).has(k), `farm: ${k}`);
        state.carrotsQuote = accepted.id;
      } finally {
        await buyer.context.close();
        await sam.context.close();
        await elodie.context.close();
      }
    },
  },
  {
    name: 'axe-core: the bulk-buyer form with errors, requests, the negotiation and the farm screens are clean at both sizes',
    async fn({ browser, baseUrl, state }) {
      // On the demo data: Bistro Bruno's requests at every stage (src/server/db/seed/quotes.ts).
      const problems = [...(state.bulkFormErrors ?? [])];
      for (const size of ['mobile', 'desktop']) {
        const buyer = await signedIn(browser, baseUrl, 'bulkbuyer@demo.freshmarket.ca', PASSWORD, { size, start: '/buyer/requests' });
        const farm = await signedIn(browser, baseUrl, SAM, PASSWORD, { size, start: '/seller/requests' });
        const fresh = await newContext(browser, baseUrl, { size });
        try {
          // The registration form with every error shown, as a new buyer sees it.
          const user = newUser();
          const reg = await fresh.newPage();
          await fresh.request.post('/api/account/register/', {
            data: { first_name: user.firstName, last_name: user.lastName, email: user.email, phone_number: user.phone, password: user.password, confirm_password: user.password },
          });
          await signIn(reg, user.email, user.password);
          await reg.goto('/register/bulk-buyer');
          await appReady(reg);
          await reg.getByRole('button', { name: 'Register my business' }).click();
          await reg.getByText(MESSAGES.fix).waitFor();
          problems.push(...(await auditCurrent(reg, '/register/bulk-buyer (errors shown)')));

          const requests = await idbAll(buyer.page, 'quote_requests');
          const negotiating = requests.find((r) => r.title === 'Field Tomatoes');
          problems.push(...(await auditPage(buyer.page, '/buyer/requests')));
          problems.push(...(await auditPage(buyer.page, `/buyer/request/${negotiating.id}`)));
          await openConversation(buyer.page, SAM_FARM);
          problems.push(...(await auditCurrent(buyer.page, `/buyer/request/${negotiating.id} (a conversation open)`)));
          problems.push(...(await auditPage(buyer.page, '/dashboard/buyer')));
          problems.push(...(await auditPage(farm.page, '/seller/requests')));
          const unquoted = (await idbAll(farm.page, 'quote_requests')).find((r) => r.title === 'Honeycrisp Apples');
          problems.push(...(await auditPage(farm.page, `/seller/requests/submit/${unquoted.id}`)));
          problems.push(...(await auditPage(farm.page, `/seller/requests/${negotiating.id}`)));
          const won = (await idbAll(farm.page, 'quote_requests')).find((r) => r.title === 'Sweet Potatoes');
          problems.push(...(await auditPage(farm.page, `/seller/requests/${won.id}`)));
        } finally {
          await buyer.context.close();
          await farm.context.close();
          await fresh.close();
        }
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    },
  },
  {
    name: 'in French: the bulk-buyer form, requests, the negotiation and the farm screens',
    async fn({ browser, baseUrl }) {
      const buyer = await signedIn(browser, baseUrl, 'bulkbuyer@demo.freshmarket.ca', PASSWORD, { size: 'mobile', lang: 'fr', start: '/dashboard/buyer' });
      const farm = await signedIn(browser, baseUrl, SAM, PASSWORD, { lang: 'fr', start: '/seller/requests' });
      const fresh = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
      const see = async (page, name, texts) => {
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
        try {
          for (const en of texts) await page.locator('main').getByText(french(en), { exact: false }).first().waitFor({ timeout: 10_000 });
        } finally {
          await shotBoth(page, name, 'fr');
        }
      };
      try {
        const user = newUser();
        const reg = await fresh.newPage();
        await fresh.request.post('/api/account/register/', {
          data: { first_name: user.firstName, last_name: user.lastName, email: user.email, phone_number: user.phone, password: user.password, confirm_password: user.password },
        });
        await signIn(reg, user.email, user.password);
        await reg.goto('/register/bulk-buyer');
        await appReady(reg);
        await reg.locator('main form button[type="submit"]').click();
        await see(reg, 'bulk-register-errors', ['Register as a bulk buyer', MESSAGES.name, MESSAGES.hst, MESSAGES.fix]);

        const page = buyer.page;
        await see(page, 'bulk-dashboard', ['Buyer dashboard', 'Request produce']);
        await page.goto('/buyer/requests');
        await appReady(page);
        await see(page, 'bulk-requests', ['Your requests', 'Pending', 'Completed']);
        const tomatoes = (await idbAll(page, 'quote_requests')).find((r) => r.title === 'Field Tomatoes');
        await page.goto(`/buyer/request/${tomatoes.id}`);
        await appReady(page);
        await openConversation(page, SAM_FARM);
        await see(page, 'bulk-negotiation', ['Quotes from farms', 'Your request', 'Counter-Offer']);
        const carrots = (await idbAll(page, 'quote_requests')).find((r) => r.title === 'Carrots' && r.status === 'completed');
        await page.goto(`/buyer/request/${carrots.id}`);
        await appReady(page);
        await openConversation(page, ELODIE_FARM);
        await see(page, 'bulk-agreement', ['Check fingerprint']);
        await page.goto('/request-produce');
        await appReady(page);
        await see(page, 'bulk-request-form', ['What do you need?', 'Which farms?', 'Send request']);

        const desk = farm.page;
        await see(desk, 'bulk-seller-requests', ['Quote requests']);
        const apples = (await idbAll(desk, 'quote_requests')).find((r) => r.title === 'Honeycrisp Apples');
        await desk.goto(`/seller/requests/submit/${apples.id}`);
        await appReady(desk);
        await see(desk, 'bulk-seller-quote-form', ['Your quote', 'Submit quote']);
        const won = (await idbAll(desk, 'quote_requests')).find((r) => r.title === 'Sweet Potatoes');
        await desk.goto(`/seller/requests/${won.id}`);
        await appReady(desk);
        await see(desk, 'bulk-seller-thread', ['Your quote', 'Agreed. The order is placed at these terms.']);
      } finally {
        await buyer.context.close();
        await farm.context.close();
        await fresh.close();
      }
    },
  },
];
