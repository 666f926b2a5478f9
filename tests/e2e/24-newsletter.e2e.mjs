// Journey: a visitor subscribes from the footer in French (the spec's 'sending...', then the server's real answer,
// and the field cleared 3 s later); the confirmation link from the mail outbox confirms it; the operator sees the
// subscriber confirmed with language and consent time on /admin/newsletter and exports the CSV; the unsubscribe
// link of the welcome mail ends it in one click. axe at both sizes on each screen.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, axeAtBothSizes, eventually, newContext, settled, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbSession } from '../support/idb-probe.mjs';

const ADMIN = 'admin@demo.freshmarket.ca';
const PASSWORD = 'Harvest2026!';

/** The mails written to DATA_DIR/mail/ (no SMTP in tests) for one address, oldest first. */
function mailsTo(dataDir, email) {
  const dir = join(dataDir, 'mail');
  let files;
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((text) => text.startsWith(`To: ${email}\n`));
}

/** The path and query of a link of the app in a mail (the server's PUBLIC_URL is not this test's address). */
function linkIn(mail, page) {
  const m = new RegExp(`https?://[^/\\s]+(/newsletter/${page}\\?token=[A-Za-z0-9_-]{43})`).exec(mail);
  assert.ok(m, `a ${page} link in:\n${mail}`);
  return m[1];
}

export const tests = [
  {
    name: 'a French visitor subscribes from the footer, confirms from the mailed link, the admin sees and exports it, the unsubscribe link ends it; axe clean',
    async fn({ browser, baseUrl, dataDir }) {
      assert.ok(dataDir, 'the runner gives the server’s DATA_DIR');
      const email = `abonnee.${Date.now()}@example.ca`;
      const visitor = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
      const admin = await newContext(browser, baseUrl, { size: 'desktop' });
      try {
        const page = await visitor.newPage();
        await page.goto('/about');
        await appReady(page);
        const band = page.locator('section[aria-labelledby="newsletter-title"]');
        await band.scrollIntoViewIfNeeded();
        await band.getByLabel('Adresse courriel').fill(email);
        await band.getByRole('button', { name: "S'abonner" }).click();
        const dialog = page.getByRole('dialog', { name: 'Consultez votre boîte de réception' });
        await dialog.waitFor();
        await dialog.getByText('Presque fini : nous vous avons envoyé un courriel.', { exact: false }).waitFor();
        await settled(page);
        await shotBoth(page, 'newsletter-check-inbox', 'fr');
        await axeAtBothSizes(page, 'the newsletter dialog in French');
        await dialog.waitFor({ state: 'detached', timeout: 6000 });
        assert.equal(await band.getByLabel('Adresse courriel').inputValue(), '', 'the field clears after 3 s');

        // The confirmation mail, in French, with its link and an unsubscribe link.
        await eventually(() => mailsTo(dataDir, email).length === 1, { message: 'the confirmation mail' });
        const [confirmation] = mailsTo(dataDir, email);
        assert.match(confirmation, /Subject: Confirmez votre abonnement à l’infolettre FreshMarket/);
        assert.match(confirmation, /List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/one-click\/\?token=/);
        await page.goto(linkIn(confirmation, 'confirm'));
        await appReady(page);
        await page.getByText('Votre abonnement est confirmé. Merci !').waitFor();
        await axeAtBothSizes(page, '/newsletter/confirm in French');
        await shotBoth(page, 'newsletter-confirmed', 'fr');

        // The operator sees it confirmed, in French, with the time of consent, and exports it.
        const desk = await admin.newPage();
        await signIn(desk, ADMIN, PASSWORD);
        await desk.goto('/admin/newsletter');
        await appReady(desk);
        const row = desk.getByTestId('newsletter-subscriber').filter({ hasText: email });
        await row.waitFor({ timeout: 20_000 });
        const text = await row.textContent();
        assert.match(text, /Confirmed/);
        assert.match(text, /French/);
        assert.match(text, /Consent /);
        await axeAtBothSizes(desk, '/admin/newsletter');
        await shotBoth(desk, 'admin-newsletter');
        const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Export confirmed (CSV)' }).click()]);
        assert.match(download.suggestedFilename(), /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = readFileSync(await download.path(), 'utf8');
        assert.match(csv, new RegExp(`^"${email.replace(/\./g, '\\.')}","fr","\\d{4}-\\d{2}-\\d{2}T`, 'm'));

        // The welcome mail's unsubscribe link ends it in one click.
        await eventually(() => mailsTo(dataDir, email).length === 2, { message: 'the welcome mail' });
        const welcome = mailsTo(dataDir, email)[1];
        assert.match(welcome, /Subject: Vous êtes abonné à l’infolettre FreshMarket/);
        await page.goto(linkIn(welcome, 'unsubscribe'));
        await appReady(page);
        await page.getByText('Vous êtes désabonné. Nous ne vous enverrons plus l’infolettre.').waitFor();
        await axeAtBothSizes(page, '/newsletter/unsubscribe in French');
        await shotBoth(page, 'newsletter-unsubscribed', 'fr');
        const token = (await idbSession(desk)).access;
        const res = await admin.request.get('/api/admin/newsletter/subscribers/?status=unsubscribed', { headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.status(), 200);
        assert.ok((await res.json()).data.some((s) => s.email === email), 'unsubscribed on the server');
        const again = await admin.request.get('/api/admin/newsletter/subscribers.csv', { headers: { authorization: `Bearer ${token}` } });
        assert.ok(!(await again.text()).includes(email), 'no longer in the export');
      } finally {
        await visitor.close();
        await admin.close();
      }
    },
  },
];
