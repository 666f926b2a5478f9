// Journey (b): the header's language switch turns every page into French: home, login, register,
// profile and addresses show known French strings, and no English message of the catalogue is left
// in <main>. The expected French comes from the French catalogues themselves.
import assert from 'node:assert/strict';
import { frenchTranslations } from '../../scripts/check-translations.mjs';
import { appReady, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';

const catalogue = frenchTranslations();

// English messages whose French differs and that are long enough not to occur inside French text by chance.
const englishOnly = [...catalogue]
  .filter(([en, fr]) => fr && fr !== en && en.length >= 10 && !/[{}<>]/.test(en) && !fr.includes(en))
  .map(([en]) => en);

const PAGES = {
  home: ['Fresh from Canadian farms', 'Browse the marketplace', 'Sell your harvest'],
  login: ['Email or phone number', 'Forgot password?', 'Create an account'],
  register: ['Create your account', 'First name', 'Confirm password', 'Create account'],
  profile: ['My Profile', 'WhatsApp number', 'Address management'],
  addresses: ['Saved addresses', 'Add address'],
};

function french(en) {
  const fr = catalogue.get(en);
  assert.ok(fr, `fr/messages.po has no translation for ${JSON.stringify(en)}`);
  return fr;
}

async function assertFrench(page, name) {
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  const main = page.locator('main');
  for (const en of PAGES[name]) await main.getByText(french(en), { exact: false }).first().waitFor({ timeout: 10_000 });
  const text = await main.innerText();
  const leftover = englishOnly.filter((en) => text.includes(en));
  assert.deepEqual(leftover, [], `English left in <main> on ${name}`);
  await shotBoth(page, `b-${name}`, 'fr');
}

export const tests = [
  {
    name: 'the language switch shows French on home, login, register, profile and addresses',
    async fn({ browser, baseUrl, state }) {
      assert.ok(state.user, 'needs the user registered by journey (a)');
      const context = await newContext(browser, baseUrl, { lang: 'en' });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await appReady(page);
        await page.getByRole('button', { name: 'FR Français' }).first().click();
        await assertFrench(page, 'home');

        await page.goto('/login');
        await appReady(page);
        await assertFrench(page, 'login');

        await page.goto('/register');
        await appReady(page);
        await assertFrench(page, 'register');

        await signIn(page, state.user.email, state.user.password);
        await page.goto('/userdashboard');
        await appReady(page);
        await assertFrench(page, 'profile');

        await page.goto('/userdashboard/addressmanagement');
        await appReady(page);
        await assertFrench(page, 'addresses');
      } finally {
        await context.close();
      }
    },
  },
];
