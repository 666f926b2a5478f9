// Journey (e): a guarded page visited signed out lands on /register.
import { appReady, newContext, shot } from '../support/e2e-kit.mjs';

export const tests = [
  {
    name: 'signed out, /dashboard/seller lands on /register',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await page.goto('/dashboard/seller');
        await page.waitForURL((url) => url.pathname === '/register' || url.pathname === '/register/');
        await appReady(page);
        await shot(page, 'e-guard-register');
      } finally {
        await context.close();
      }
    },
  },
];
