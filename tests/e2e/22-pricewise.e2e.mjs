// Journey: Pricewise offline. A buyer's device pulls the catalogue once, goes offline, and compares carrots across
// farms from Dexie: every offer the server's comparison API gives, in the same order at the same normalised prices,
// each grade's best value marked, the choice held in the URL; then in French ('carottes') the same offers. axe: 0
// violations at both sizes in both languages. Price history offline: the median of each grade over the link's days
// (today's point is the comparison's median), its table behind 'Show as table', a year from the radio into the URL,
// in English and French.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, catalogueOnDevice, eventually, newContext, newUser, registerByApi, settled, shotBoth, signIn } from '../support/e2e-kit.mjs';

/** The compared prices column of every offers table, top to bottom, as shown. */
const shownPrices = (page) => page.locator('main table tbody tr td:nth-child(2) > span:first-child').allInnerTexts();

export const tests = [
  {
    name: 'compares carrots across farms offline, then in French',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl);
      try {
        const user = await registerByApi(context, newUser());
        const page = await context.newPage();
        await signIn(page, user.email, user.password);
        await catalogueOnDevice(page);
        // What the server's comparison answers, to hold the device's offline answer against.
        const res = await context.request.get('/api/product/pricewise/?q=carrots&currency=CAD');
        assert.equal(res.status(), 200);
        const server = (await res.json()).data;
        const offers = server.groups.flatMap((g) => g.offers);
        assert.ok(offers.length >= 6, `several carrot offers on the server (${offers.length})`);
        assert.ok(new Set(offers.map((o) => o.seller_id)).size >= 3, 'from three farms or more');

        await context.setOffline(true);
        await page.goto('/pricewise');
        await appReady(page);
        await page.getByRole('heading', { level: 1, name: 'Pricewise' }).waitFor();
        await page.getByLabel('Produce, in English or French').fill('carrots');
        await page.getByRole('button', { name: 'Compare' }).click();
        await page.waitForURL((url) => url.searchParams.get('q') === 'carrots');
        await page.getByRole('heading', { name: 'Offers of “carrots”' }).waitFor();
        await page.locator('main table tbody tr').first().waitFor();
        assert.equal(await page.evaluate(() => navigator.onLine), false, 'offline');
        await page.getByText('Compared by the server').waitFor({ state: 'detached' });

        const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
        const perBasis = { kg: '/ kg', l: '/ L', piece: '/ piece', box: '/ box', pack: '/ pack' };
        const expected = server.groups.flatMap((g) => g.offers.map((o) => `${money.format(o.price_minor / 100)} ${perBasis[g.basis]}`));
        await eventually(async () => JSON.stringify(await shownPrices(page)) === JSON.stringify(expected), { message: 'the device shows the server’s comparison' });
        const best = server.groups.flatMap((g) => g.offers).filter((o) => o.best_value).length;
        assert.equal(await page.locator('main table').getByText('Best value', { exact: true }).count(), best, 'each grade’s best value marked');
        for (const g of server.groups[0].grades) assert.ok(g.count > 0);
        await settled(page);
        await shotBoth(page, 'pricewise-offline-carrots');
        await axeAtBothSizes(page, 'Pricewise offline, English');

        // Price history, offline from the synced rows: today's median of the top grade is the comparison's.
        const dates = (lang) => new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
        const today = (lang) => dates(lang).format(new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`));
        const top = server.groups[0].grades.find((g) => g.grade === 'top');
        const chart = page.getByRole('img', { name: /^Median price per kg by grade/ });
        await chart.waitFor();
        const description = await chart.evaluate((svg) => svg.querySelector('desc').textContent);
        assert.ok(description.includes(`Top grade: median `) && description.includes(`, ${money.format(top.median / 100)} on ${today('en')};`), description);
        await page.getByRole('button', { name: 'Show as table' }).click();
        const history = page.getByRole('table', { name: 'Median price per kg by grade, each day it changed' });
        await history.waitFor();
        const rows90 = await history.locator('tbody tr').count();
        assert.ok(rows90 >= 2, `the median changed over 90 days (${rows90} rows)`);
        await page.getByRole('group', { name: 'Period' }).getByText('1 year', { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('days') === '365');
        await eventually(async () => (await history.locator('tbody tr').count()) > rows90, { message: 'a year holds more changes than 90 days' });
        await settled(page);
        await shotBoth(page, 'pricewise-history-year');
        await axeAtBothSizes(page, 'Pricewise history with its table, English');
        await page.getByRole('button', { name: 'Hide the table' }).click();
        await page.getByRole('group', { name: 'Period' }).getByText('90 days', { exact: true }).click();
        await page.waitForURL((url) => !url.searchParams.has('days'));

        // A filter goes into the URL: the same link opens the same choice.
        await page.getByLabel('Grade', { exact: true }).selectOption('top');
        await page.waitForURL((url) => url.searchParams.get('grade') === 'top');
        const tops = server.groups.flatMap((g) => g.offers).filter((o) => o.grade === 'top').length;
        await eventually(async () => (await page.locator('main table tbody tr').count()) === tops, { message: 'top grade only' });
        await page.getByLabel('Grade', { exact: true }).selectOption('');

        // French: the switch, then the French name of the produce finds the same offers.
        await page.getByRole('button', { name: 'FR Français' }).first().click();
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
        await page.getByLabel('Produit, en français ou en anglais').fill('carottes');
        await page.getByRole('button', { name: 'Comparer' }).click();
        await page.waitForURL((url) => url.searchParams.get('q') === 'carottes');
        await page.getByRole('heading', { name: 'Offres de « carottes »' }).waitFor();
        await eventually(async () => (await page.locator('main table tbody tr').count()) === offers.length, { message: 'the same offers in French' });
        await page.getByRole('heading', { name: /^Prix au kilo/ }).first().waitFor();
        assert.ok((await page.locator('main table').getByText('Meilleur prix', { exact: true }).count()) >= 1);
        await settled(page);
        await shotBoth(page, 'pricewise-offline-carottes', 'fr');
        await axeAtBothSizes(page, 'Pricewise offline, French');
        // The history in French, its table too.
        await page.getByRole('img', { name: /^Prix médian au kilo par catégorie/ }).waitFor();
        await page.getByRole('button', { name: 'Afficher en tableau' }).click();
        await page.getByRole('table', { name: 'Prix médian au kilo par catégorie, chaque jour où il a changé' }).locator('tbody tr').first().waitFor();
        await settled(page);
        await shotBoth(page, 'pricewise-history-fr', 'fr');
        await axeAtBothSizes(page, 'Pricewise history with its table, French');
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    },
  },
];
