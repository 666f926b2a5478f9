// Journey: a visitor writes through /contact (the spec's messages for missing fields, the draft kept across a
// reload, 'Your message has been sent successfully!'), in French too; the operator finds it in /admin/messages,
// reads it (it stops being new) and answers it by mail once. axe at both sizes on both screens.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbSession } from '../support/idb-probe.mjs';

const ADMIN = 'admin@demo.freshmarket.ca';
const PASSWORD = 'Harvest2026!';

export const tests = [
  {
    name: 'a visitor’s message reaches the operator’s inbox, is read and answered by mail once; French; axe clean',
    async fn({ browser, baseUrl }) {
      const subject = `Eggs by the case ${Date.now()}`;
      const visitor = await newContext(browser, baseUrl, { size: 'mobile' });
      const admin = await newContext(browser, baseUrl, { size: 'desktop' });
      try {
        const page = await visitor.newPage();
        await page.goto('/contact');
        await appReady(page);
        await page.getByRole('heading', { name: 'Contact us' }).waitFor();
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByText('Please fill in all required fields correctly.').waitFor();
        await page.getByText('Subject is required').waitFor();
        await page.getByText('Message is required').waitFor();
        await axeAtBothSizes(page, '/contact with its errors');

        await page.getByLabel('Your name').fill('Léa Tremblay');
        await page.getByLabel('Your email').fill('lea.tremblay@example.ca');
        await page.getByLabel('Subject').fill(subject);
        await page.getByLabel('Message').fill('Do farms near Sherbrooke sell eggs by the case?');
        await page.reload();
        await appReady(page);
        assert.equal(await page.getByLabel('Subject').inputValue(), subject, 'the draft survives a reload');
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByText('Your message has been sent successfully!').waitFor();
        await shotBoth(page, 'contact-sent');
        await page.reload();
        await appReady(page);
        assert.equal(await page.getByLabel('Subject').inputValue(), '', 'the sent draft is gone from the device');

        // In French.
        const fr = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
        try {
          const p = await fr.newPage();
          await p.goto('/contact');
          await appReady(p);
          await p.getByRole('button', { name: 'Envoyer le message' }).click();
          await p.getByText('Veuillez remplir correctement tous les champs obligatoires.').waitFor();
          await axeAtBothSizes(p, '/contact in French');
          await shotBoth(p, 'contact-errors', 'fr');
        } finally {
          await fr.close();
        }

        // The operator.
        const desk = await admin.newPage();
        await signIn(desk, ADMIN, PASSWORD);
        await desk.goto('/admin/messages');
        await appReady(desk);
        const item = desk.getByTestId('contact-message').filter({ hasText: subject });
        await item.waitFor({ timeout: 20_000 });
        assert.match(await item.textContent(), /New/);
        await item.getByRole('button', { name: 'Read the message' }).click();
        await item.getByText('Do farms near Sherbrooke sell eggs by the case?').waitFor();
        await eventually(async () => /Read/.test(await item.locator('span.rounded-full').textContent()), { message: 'marked read' });
        await item.getByLabel(/Your answer, mailed to lea.tremblay@example.ca/).fill('Yes: Ferme du Ruisseau sells cases of 15 dozen.');
        await axeAtBothSizes(desk, '/admin/messages');
        await item.getByRole('button', { name: 'Send the answer' }).click();
        await item.getByText('Yes: Ferme du Ruisseau sells cases of 15 dozen.').waitFor();
        await shotBoth(desk, 'admin-messages');
        const token = (await idbSession(desk)).access;
        const res = await admin.request.get('/api/admin/contact-messages/?status=answered', { headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.status(), 200);
        const answered = (await res.json()).data.filter((m) => m.subject === subject);
        assert.equal(answered.length, 1, 'answered once');
        assert.equal(answered[0].reply, 'Yes: Ferme du Ruisseau sells cases of 15 dozen.');
      } finally {
        await visitor.close();
        await admin.close();
      }
    },
  },
];
