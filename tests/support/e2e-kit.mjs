// What the journeys share: browser contexts at our two sizes and two languages, screenshots, waits.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { idbAll } from './idb-probe.mjs';
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

/**
 * Waits until the router has drawn a page and the splash over it (index.html's #splash) is gone, and the app has
 * drawn over the copy of a public page's first screen that came in the HTML (#root[data-prerendered], whose
 * controls do nothing yet).
 */
export async function appReady(page) {
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator('#splash').waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 20_000 });
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

/**
 * Waits until the page has stopped moving, as a person looking at it would: fonts loaded, every finite CSS
 * animation and transition (toasts sliding in, dialogs fading) finished, and two frames painted after that.
 * Spinners and other endless animations are left running.
 */
export async function settled(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Resizes the window and waits until the page has laid itself out at the new width (headers switch form). */
export async function resize(page, size) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await settled(page);
}

/** Asserts zero axe-core WCAG 2.1 AA violations on the page as it is, at 412x823 and at desktop size. */
export async function axeAtBothSizes(page, label) {
  for (const size of [SIZES.mobile, SIZES.desktop]) {
    await resize(page, size);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      `axe on ${label} at ${size.width}x${size.height}`,
    );
  }
}

/** A unique test user with a valid Toronto number (exchange starts 2-9, as NANP requires). */
export function newUser() {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const exchangeStart = 2 + Math.floor(Math.random() * 8);
  return {
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: `marie.${Date.now()}.${digits}@example.ca`,
    phone: `416${exchangeStart}${digits}`,
    password: 'Correct-Horse-42-battery',
  };
}

/** Both of our screen sizes, the current one last: screenshots/<name>-<w>x<h>-<lang>.png for each. */
export async function shotBoth(page, name, lang = 'en') {
  const before = page.viewportSize();
  for (const size of [SIZES.mobile, SIZES.desktop]) {
    await resize(page, size);
    await shot(page, name, lang);
  }
  await page.setViewportSize(before);
}

/** Signs in through the login form, in any language (fields found by their autocomplete purpose). */
export async function signIn(page, identifier, password) {
  await page.goto('/login');
  await appReady(page);
  await page.locator('input[autocomplete="username"]').fill(identifier);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/** Registers through the API (no UI): the journeys that need a signed-in user but test something else. */
export async function registerByApi(context, user) {
  const res = await context.request.post('/api/account/register/', {
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phone,
      password: user.password,
      confirm_password: user.password,
    },
  });
  if (!res.ok()) throw new Error(`register answered ${res.status()}: ${await res.text()}`);
  return user;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens `path`, waits for its heading, and returns axe-core's WCAG 2.1 AA violations as readable lines. */
export async function auditPage(page, path) {
  await page.goto(path);
  await appReady(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${path} at ${page.viewportSize().width}px: ${v.id} (${v.impact}): ${v.help} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** axe-core's WCAG 2.1 AA violations of the page as it is now (e.g. a form with its errors shown), as readable lines. */
export async function auditCurrent(page, label) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${label} at ${page.viewportSize().width}px: ${v.id} (${v.impact}): ${v.help} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Opens the marketplace and waits until the service worker is ready and the first pull has finished: the catalogue
 * is in Dexie and the sync cursor stored (what a journey needs before it goes offline).
 */
export async function catalogueOnDevice(page) {
  await page.goto('/marketplace');
  await appReady(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Both streams of the pull (src/web/offline/pull.ts): main, then the price history.
  const done = (meta, prefix) => meta.some((m) => m.key.startsWith(prefix) && m.value?.lastSyncAt);
  await eventually(async () => (await idbAll(page, 'products')).length > 0 && ((meta) => done(meta, 'sync:') && done(meta, 'sync_history:'))(await idbAll(page, 'local_meta')), {
    timeout: 30_000,
    message: 'the first pull into Dexie',
  });
}
