// Journey (issue 15, the gallery): the operator uploads a photo with its English and French captions on
// /admin/gallery and moves it first; a visitor on a phone sees it on /gallery, opens the lightbox from the keyboard,
// moves with the arrow keys (each move announced "Photo 2 of N"), Escape closes and focus is back on the photo's
// tile; once visited, the gallery reads offline; a French reader sees the French caption and "Photo 1 sur N"; the
// operator hides it (visitors no longer see it) and deletes it after a confirmation. Axe at both sizes on every
// screen and the lightbox; screenshots of each.
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { appReady, axeAtBothSizes, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';

const ADMIN = 'admin@demo.freshmarket.ca';
const PASSWORD = 'Harvest2026!';

/** Until the service worker controls the page, its fetches bypass the worker's caches. */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await appReady(page);
  }
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'the service worker controls the page' });
}

/** A landscape picture with some detail (a sky, a field and a sun), as a phone would send it. */
function picture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="560" fill="#8ecae6"/><rect y="560" width="1600" height="440" fill="#6a994e"/>
    <circle cx="1250" cy="220" r="120" fill="#ffb703"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${60 + i * 130}" y="${600 + (i % 3) * 110}" width="90" height="60" rx="30" fill="#f77f00"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The name of the element that has focus: its aria-label, or the alt of the picture inside it. */
const focusedName = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.querySelector('img')?.getAttribute('alt') ?? el?.textContent ?? '';
  });

export const tests = [
  {
    name: 'the operator uploads a photo with both captions; a visitor browses it with the keyboard in the lightbox, offline and in French; hidden then deleted; axe clean',
    async fn({ browser, baseUrl }) {
      const stamp = Date.now().toString(36);
      const EN = `Orange crates in the field at dawn ${stamp}`;
      const FR = `Des caisses orange dans le champ à l’aube ${stamp}`;
      const admin = await newContext(browser, baseUrl, { size: 'desktop' });
      const visitor = await newContext(browser, baseUrl, { size: 'mobile' });
      try {
        // The operator adds the photo and moves it to the top.
        const desk = await admin.newPage();
        await signIn(desk, ADMIN, PASSWORD);
        await desk.goto('/admin/gallery');
        await appReady(desk);
        await desk.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
        const rows = desk.getByRole('list', { name: 'Photos in their order' }).getByRole('listitem');
        await eventually(async () => (await rows.count()) >= 10, { message: 'the demo gallery listed' });
        const before = await rows.count();
        await axeAtBothSizes(desk, '/admin/gallery');
        // Refused without captions, said beside the fields.
        await desk.getByRole('button', { name: 'Add photo' }).click();
        await desk.getByText('Please check the highlighted fields.').waitFor();
        await desk.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles({ name: 'crates.jpg', mimeType: 'image/jpeg', buffer: await picture() });
        await desk.getByLabel('Caption in English').fill(EN);
        await desk.getByLabel('Caption in French').fill(FR);
        await desk.getByLabel('Credit (a place or a farm)').fill('Maple Ridge Farm');
        await desk.getByRole('button', { name: 'Add photo' }).click();
        await desk.getByText('Photo added to the gallery').first().waitFor({ timeout: 20_000 });
        await eventually(async () => (await rows.count()) === before + 1, { message: 'the new photo listed' });
        const mine = rows.filter({ hasText: EN });
        await mine.waitFor();
        assert.match(await mine.getAttribute('aria-label'), new RegExp(`^Photo ${before + 1}: `));
        // To the top, one step at a time from the keyboard: the button keeps focus as the row moves.
        await mine.getByRole('button', { name: 'Move up' }).focus();
        for (let step = 0; step < before; step++) {
          await desk.keyboard.press('Enter');
          await eventually(async () => (await mine.getAttribute('aria-label')).startsWith(`Photo ${before - step}: `), { timeout: 15_000, message: `moved up to ${before - step}` });
        }
        assert.match(await mine.getAttribute('aria-label'), /^Photo 1: /);
        await desk.getByRole('status').filter({ hasText: `Moved to place 1 of ${before + 1}` }).waitFor({ state: 'attached' });
        await mine.scrollIntoViewIfNeeded();
        await shotBoth(desk, 'gallery-admin');

        // A visitor on a phone: the photo first, its caption, lazy pictures with their boxes reserved.
        const page = await visitor.newPage();
        await page.goto('/gallery');
        await appReady(page);
        await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
        const grid = page.getByRole('list', { name: 'Photos' });
        await grid.getByText(EN).waitFor();
        const tiles = grid.getByRole('button');
        const total = await tiles.count();
        assert.ok(total >= 12, `the published demo photos and the new one (${total})`);
        const first = grid.getByRole('img').first();
        assert.equal(await first.getAttribute('alt'), EN);
        assert.equal(await first.getAttribute('width'), '1280');
        assert.equal(await first.getAttribute('height'), '800');
        assert.match(await first.getAttribute('srcset'), /-thumb\.webp 160w, .*-card\.webp 480w, .*-full\.webp 1280w$/);
        assert.equal(await grid.getByRole('img').last().getAttribute('loading'), 'lazy');
        assert.equal(await grid.getByText('Cheese curds').count(), 0, 'the hidden demo photo is not shown');
        await axeAtBothSizes(page, '/gallery');
        await shotBoth(page, 'gallery');

        // The lightbox from the keyboard.
        await tiles.first().focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: `Photo 1 of ${total}` });
        await dialog.waitFor();
        assert.equal(await dialog.getAttribute('aria-modal'), 'true');
        assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus moved into the lightbox');
        await dialog.getByText(EN).waitFor();
        await dialog.getByText('Maple Ridge Farm').waitFor();
        await axeAtBothSizes(page, '/gallery lightbox');
        await shotBoth(page, 'gallery-lightbox');
        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: `Photo 2 of ${total}` }).waitFor();
        await eventually(async () => (await page.getByTestId('gallery-lightbox-announce').textContent()).startsWith(`Photo 2 of ${total}: `), { message: 'the move announced' });
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.getByRole('dialog', { name: `Photo ${total} of ${total}` }).waitFor();
        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: `Photo 1 of ${total}` }).waitFor();
        await page.getByRole('button', { name: 'Next photo' }).click();
        await page.getByRole('dialog', { name: `Photo 2 of ${total}` }).waitFor();
        await page.getByRole('button', { name: 'Previous photo' }).click();
        await page.getByRole('dialog', { name: `Photo 1 of ${total}` }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await eventually(async () => (await focusedName(page)) === EN, { message: 'focus back on the photo’s tile' });

        // Offline once visited through the worker.
        await controlled(page);
        await page.goto('/gallery');
        await appReady(page);
        await grid.getByText(EN).waitFor();
        await visitor.setOffline(true);
        await page.goto('/gallery');
        await appReady(page);
        await grid.getByText(EN).waitFor({ timeout: 20_000 });
        assert.equal(await tiles.count(), total, 'every photo offline');
        await visitor.setOffline(false);

        // In French.
        const fr = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
        try {
          const p = await fr.newPage();
          await p.goto('/gallery');
          await appReady(p);
          await p.getByRole('heading', { name: 'Galerie', level: 1 }).waitFor();
          const frGrid = p.getByRole('list', { name: 'Photos' });
          await frGrid.getByText(FR).waitFor();
          assert.equal(await frGrid.getByText(EN).count(), 0);
          await axeAtBothSizes(p, '/gallery in French');
          await shotBoth(p, 'gallery', 'fr');
          await frGrid.getByRole('button').first().focus();
          await p.keyboard.press('Enter');
          await p.getByRole('dialog', { name: `Photo 1 sur ${total}` }).waitFor();
          await p.getByRole('button', { name: 'Photo suivante' }).waitFor();
          await axeAtBothSizes(p, '/gallery lightbox in French');
          await shotBoth(p, 'gallery-lightbox', 'fr');
          await p.keyboard.press('Escape');
          await p.getByRole('dialog').waitFor({ state: 'detached' });
        } finally {
          await fr.close();
        }
        const frAdmin = await newContext(browser, baseUrl, { size: 'desktop', lang: 'fr' });
        try {
          const d = await frAdmin.newPage();
          await signIn(d, ADMIN, PASSWORD);
          await d.goto('/admin/gallery');
          await appReady(d);
          await d.getByRole('heading', { name: 'Ajouter une photo' }).waitFor();
          await d.getByRole('list', { name: 'Les photos dans leur ordre' }).getByText(FR).waitFor();
          await axeAtBothSizes(d, '/admin/gallery in French');
          await shotBoth(d, 'gallery-admin', 'fr');
        } finally {
          await frAdmin.close();
        }

        // Hidden: visitors no longer see it. Then deleted, after a confirmation.
        await mine.getByRole('button', { name: 'Hide' }).click();
        await desk.getByText('Photo hidden from visitors').first().waitFor();
        await mine.getByText('Hidden', { exact: true }).waitFor();
        await page.reload();
        await appReady(page);
        await grid.getByRole('img').first().waitFor();
        assert.equal(await grid.getByText(EN).count(), 0, 'a hidden photo is not public');
        await mine.getByRole('button', { name: 'Delete' }).click();
        const confirm = desk.getByRole('dialog', { name: 'Delete this photo?' });
        await confirm.waitFor();
        await axeAtBothSizes(desk, '/admin/gallery delete confirmation');
        await confirm.getByRole('button', { name: 'Delete photo' }).click();
        await desk.getByText('Photo deleted').first().waitFor();
        await eventually(async () => (await rows.count()) === before, { message: 'the photo gone from the console' });
      } finally {
        await admin.close();
        await visitor.close();
      }
    },
  },
];
