// Journey (c): after one visit, the app works offline: the service worker serves the shell and the
// signed-in profile comes from Dexie.
import assert from 'node:assert/strict';
import { appReady, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';

export const tests = [
  {
    name: 'offline reload still shows the shell and the signed-in profile',
    async fn({ browser, baseUrl, state }) {
      assert.ok(state.user, 'needs the user registered by journey (a)');
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await signIn(page, state.user.email, state.user.password);
        await page.goto('/userdashboard');
        await appReady(page);
        await page.getByText(state.user.email).first().waitFor();
        // The worker has finished precaching once it is active.
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });

        await context.setOffline(true);
        await page.reload();
        await appReady(page);
        await page.getByRole('heading', { name: 'My Profile' }).waitFor();
        await page.getByText(state.user.email).first().waitFor();
        assert.equal(await page.evaluate(() => navigator.onLine), false);
        assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the page is served by the worker');
        await shotBoth(page, 'c-offline-profile');

        // A page never opened before is in the precache too (every route chunk is).
        await page.goto('/about');
        await appReady(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await shotBoth(page, 'c-offline-about');
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
    },
  },
];
