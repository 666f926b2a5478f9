// Issue 20, the head start of a first sync (src/web/offline/pull.ts): a buyer signs in on a new device and the
// signal goes once the products they use have arrived, before the rest of the catalogue. What they use (near them,
// the categories they buy) is on the device, the sync panel says so, and offline the marketplace shows it from the
// device; once the signal is back, the rest of the catalogue follows and the head start leaves nothing behind.
import assert from 'node:assert/strict';
import { appReady, auditCurrent, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll } from '../support/idb-probe.mjs';

const BUYER = { email: 'buyer@demo.freshmarket.ca', password: 'Harvest2026!' };
const metaOf = async (page, prefix) => (await idbAll(page, 'local_meta')).find((m) => m.key.startsWith(prefix) && !m.key.endsWith(':anon'))?.value;

export const tests = [
  {
    name: 'a buyer whose signal goes after the head start keeps the products they use, offline too; the rest follows',
    async fn({ browser, baseUrl }) {
      const total = (await (await fetch(`${baseUrl}/api/product/products/?page_size=1`)).json()).meta.count;
      const context = await newContext(browser, baseUrl, { serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        // The signal goes after the head start: every request of the main stream fails as a lost connection would.
        const noMain = (route) => route.abort('internetdisconnected');
        await page.route(/\/api\/sync\/changes\?.*stream=main/, noMain);
        await signIn(page, BUYER.email, BUYER.password);
        await eventually(async () => !!(await metaOf(page, 'sync_scoped:'))?.lastSyncAt, { timeout: 30_000, message: 'the head start on the device' });
        const held = await idbAll(page, 'products');
        assert.ok(held.length > 0, 'the products the buyer uses are on the device');
        assert.ok(held.length < total, `only part of the catalogue (${held.length} of ${total}) came first`);
        // Near the buyer: their address is in Ontario.
        assert.deepEqual([...new Set(held.map((p) => p.province))], ['ON'], 'every product of the head start is near the buyer');
        assert.equal((await metaOf(page, 'sync:'))?.cursor ?? null, null, 'the whole catalogue has not come yet');

        // The sync panel says what is ready offline and that the rest is still to come.
        await page.getByRole('button', { name: /^Sync status/ }).click();
        await page.getByText(/^Ready offline: the \d+ products you use/).waitFor({ timeout: 10_000 });
        await shotBoth(page, 'head-start-sync-panel');
        assert.deepEqual(await auditCurrent(page, 'the sync panel during the head start'), []);
        await page.keyboard.press('Escape');

        // Offline, the marketplace shows what the device holds.
        await page.goto('/marketplace');
        await appReady(page);
        await context.setOffline(true);
        await page
          .getByTestId('showing-count')
          .filter({ hasText: new RegExp(`of ${held.length.toLocaleString('en-CA')}\\b`) })
          .waitFor({ timeout: 15_000 });
        await shotBoth(page, 'head-start-marketplace-offline');

        // The signal is back: main runs from the start; the catalogue is whole and the head start's list is gone.
        await page.unroute(/\/api\/sync\/changes\?.*stream=main/, noMain);
        await context.setOffline(false);
        await page.reload();
        await appReady(page);
        await eventually(async () => !!(await metaOf(page, 'sync:'))?.lastSyncAt, { timeout: 30_000, message: 'the whole catalogue' });
        const products = await idbAll(page, 'products');
        assert.equal(products.filter((p) => p.visible !== false && p.status !== 'Draft').length, total, 'every public product is on the device');
        assert.equal(await metaOf(page, 'head_start:'), undefined, "the head start's list is gone with main's first pass");
      } finally {
        await context.close();
      }
    },
  },
];
