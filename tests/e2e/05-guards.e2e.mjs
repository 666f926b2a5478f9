// Journey (e): a guarded page visited signed out lands on /register; signed in with another role, /register says
// who the page is for and offers the right ways in (no registration form).
import { appReady, axeAtBothSizes, newContext, shot, shotBoth, signIn } from '../support/e2e-kit.mjs';

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
  {
    name: 'signed in as a buyer, a farm page says who it is for and offers to register a farm',
    async fn({ browser, baseUrl }) {
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await signIn(page, 'buyer@demo.freshmarket.ca', 'Harvest2026!');
        await page.goto('/seller/orders');
        await page.waitForURL((url) => url.pathname.startsWith('/register'));
        await appReady(page);
        await page.getByRole('heading', { name: 'This page is for farms (sellers)' }).waitFor();
        await page.getByRole('link', { name: 'Register my farm' }).waitFor();
        await axeAtBothSizes(page, '/register (signed in, wrong role)');
        await shotBoth(page, 'e-guard-wrong-role');
      } finally {
        await context.close();
      }
    },
  },
];
