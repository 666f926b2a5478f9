// What the journeys share: browser contexts at our two sizes and two languages, screenshots, waits.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server.mjs';

export const SIZES = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1366, height: 900 },
};

const shotsDir = join(root, 'screenshots');
mkdirSync(shotsDir, { recursive: true });

/** A fresh browser context (own storage, own service worker) pinned to a language through localStorage. */
export async function newContext(browser, baseUrl, { size = 'desktop', lang = 'en', serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: SIZES[size],
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    serviceWorkers,
    isMobile: false,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Saves screenshots/<name>-<w>x<h>-<lang>.png of the page as it is now. */
export async function shot(page, name, lang = 'en') {
  const { width, height } = page.viewportSize();
  await page.screenshot({ path: join(shotsDir, `${name}-${width}x${height}-${lang}.png`), fullPage: false });
}

/** Waits until the splash is gone and the router has drawn a page. */
export async function appReady(page) {
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Asserts a condition that may take a moment (the UI reads Dexie, which fills asynchronously). */
export async function eventually(check, { timeout = 10_000, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}${last ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A unique test user; the phone number is a valid Canadian mobile in E.164-friendly form. */
export function newUser() {
  const n = Date.now().toString().slice(-7);
  return {
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: `marie.${n}@example.ca`,
    phone: `416${n}`,
    password: 'Correct-Horse-42-battery',
  };
}
