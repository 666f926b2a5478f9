// Journey: maintenance mode on and off while a farm keeps working. The seller records a harvest offline; the
// operator switches maintenance on from /admin/maintenance with a return time (and keeps working); the seller's
// signal comes back: the device shows /maintenance with the return time (French for a French visitor), the change
// stays queued (the server answered 503) and the stock on the server is unchanged; maintenance off: the device goes
// back where it was and the harvest reaches the server exactly once. axe at both sizes.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll, idbSession } from '../support/idb-probe.mjs';

const SELLER = { email: 'seller@demo.freshmarket.ca', password: 'Harvest2026!' };
const ADMIN = { email: 'admin@demo.freshmarket.ca', password: 'Harvest2026!' };
const topOf = (p) => p.grades.find((g) => g.grade === 'top');

export const tests = [
  {
    name: 'maintenance on: the seller’s offline harvest stays queued behind /maintenance; off: it reaches the server once; French; axe clean',
    async fn({ browser, baseUrl }) {
      const seller = await newContext(browser, baseUrl, { size: 'mobile' });
      const operator = await newContext(browser, baseUrl, { size: 'desktop' });
      const visitor = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
      let desk;
      try {
        const page = await seller.newPage();
        await signIn(page, SELLER.email, SELLER.password);
        await page.goto('/dashboard/seller');
        await appReady(page);
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await eventually(async () => (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('my_farm:')) && (await idbAll(page, 'local_meta')).some((m) => m.key.startsWith('sync:') && m.value?.lastSyncAt), {
          timeout: 40_000,
          message: 'the first pull and the farm id',
        });
        const farm = (await idbAll(page, 'local_meta')).find((m) => m.key.startsWith('my_farm:')).value;
        const product = (await idbAll(page, 'products')).find((p) => p.seller_id === farm && p.unit === 'kg' && topOf(p));
        assert.ok(product, 'a product of the farm sold by the kg with a top grade');
        const session = await idbSession(page);
        const serverStock = async () =>
          topOf((await (await seller.request.get(`/api/product/seller/products/${product.id}/inventory/`, { headers: { authorization: `Bearer ${session.access}` } })).json()).data.product).stock;
        const before = await serverStock();

        // Offline, the farm records a harvest: it waits in the outbox.
        const manage = `/dashboard/inventory/manage/${product.id}`;
        await page.goto(manage);
        await appReady(page);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await seller.setOffline(true);
        await page.getByLabel('Grade', { exact: true }).selectOption('top');
        await page.getByLabel('Quantity (kg)').fill('7');
        await page.getByRole('button', { name: 'Record harvest' }).click();
        await page.getByText('Harvest recorded: +7 kg, Top grade.').waitFor();
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 1, { message: 'one change waiting' });

        // The operator switches maintenance on, with a return time, and keeps working.
        desk = await operator.newPage();
        await signIn(desk, ADMIN.email, ADMIN.password);
        await desk.goto('/admin/maintenance');
        await appReady(desk);
        await desk.getByText('Maintenance mode is off').first().waitFor({ timeout: 20_000 });
        const back = new Date(Date.now() + 2 * 3600_000);
        const local = new Date(back.getTime() - back.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        await desk.getByLabel(/Expected return/).fill(local);
        await axeAtBothSizes(desk, '/admin/maintenance, off');
        await desk.getByRole('button', { name: 'Switch maintenance on' }).click();
        await desk.getByTestId('maintenance-state').getByText('Maintenance mode is on').waitFor();
        await shotBoth(desk, 'admin-maintenance-on');
        await desk.goto('/admin/messages');
        await appReady(desk);
        assert.equal(new URL(desk.url()).pathname, '/admin/messages', 'admins are not sent to /maintenance');

        // A French visitor sees /maintenance with the return time.
        const fr = await visitor.newPage();
        await fr.goto('/marketplace');
        await appReady(fr);
        await fr.waitForURL((url) => url.pathname === '/maintenance', { timeout: 20_000 });
        await fr.getByTestId('maintenance-until').getByText(/^Retour prévu/).waitFor();
        await axeAtBothSizes(fr, '/maintenance in French');
        await shotBoth(fr, 'maintenance', 'fr');
        const refused = await visitor.request.post('/api/contact/', { data: { name: 'A', email: 'a@example.ca', subject: 's', message: 'm' }, headers: { 'idempotency-key': crypto.randomUUID() } });
        assert.equal(refused.status(), 503);
        assert.ok(Number(refused.headers()['retry-after']) > 0, 'Retry-After');

        // The seller's signal comes back: /maintenance, the change still queued, the server unchanged.
        await seller.setOffline(false);
        await page.waitForURL((url) => url.pathname === '/maintenance', { timeout: 30_000 });
        await page.getByText(/Expected back:/).waitFor();
        await eventually(async () => (await idbAll(page, 'local_outbox')).some((e) => e.lastStatus === 503), { timeout: 30_000, message: 'the harvest answered 503 and kept' });
        const waiting = await idbAll(page, 'local_outbox');
        assert.equal(waiting.length, 1, 'still queued');
        assert.equal(waiting[0].state, 'pending');
        assert.equal(await serverStock(), before, 'nothing reached the server');
        await axeAtBothSizes(page, '/maintenance');
        await shotBoth(page, 'maintenance-seller');

        // Maintenance off: the device goes back and the harvest reaches the server once.
        await desk.goto('/admin/maintenance');
        await appReady(desk);
        await desk.getByRole('button', { name: 'Switch maintenance off' }).click();
        await desk.getByText('Maintenance mode is off').first().waitFor();
        await page.waitForURL((url) => url.pathname === manage, { timeout: 40_000 });
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 40_000, message: 'the outbox drained' });
        assert.equal(await serverStock(), before + 7, 'the harvest counted once');
        const inv = await (await seller.request.get(`/api/product/seller/products/${product.id}/inventory/`, { headers: { authorization: `Bearer ${session.access}` } })).json();
        assert.equal(inv.data.movements.filter((m) => m.kind === 'harvested' && m.delta === 7).length, 1, 'one movement of +7 kg');
      } finally {
        // Never leave the shared server in maintenance for the journeys after this one.
        if (desk) {
          const token = (await idbSession(desk).catch(() => null))?.access;
          if (token) await operator.request.put('/api/admin/maintenance/', { data: { enabled: false }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() } }).catch(() => undefined);
        }
        await seller.setOffline(false).catch(() => undefined);
        await seller.close();
        await operator.close();
        await visitor.close();
      }
    },
  },
];
