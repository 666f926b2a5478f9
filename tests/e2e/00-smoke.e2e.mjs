// The home page renders from the real server, and the PWA plumbing is there (manifest, worker).
import assert from 'node:assert/strict';
import { appReady, newContext, shot } from '../support/e2e-kit.mjs';

export const tests = [
  {
    name: 'home renders with a heading, the manifest is served and a service worker registers',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto('/');
        await appReady(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await shot(page, 'home');

        const manifest = await context.request.get('/manifest.webmanifest');
        assert.equal(manifest.status(), 200);
        const body = await manifest.json();
        assert.equal(body.short_name, 'FreshMarket');
        assert.equal(body.display, 'standalone');
        assert.ok(body.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'));
        for (const icon of body.icons) assert.equal((await context.request.get(icon.src)).status(), 200, icon.src);

        const scope = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return reg.scope;
        });
        assert.equal(scope, `${baseUrl}/`);
        assert.deepEqual(errors, [], 'no uncaught page errors');
      } finally {
        await context.close();
      }
    },
  },
];
