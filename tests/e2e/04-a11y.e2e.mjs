// Journey (d): axe-core finds no WCAG 2.1 A/AA violations on the main screens, desktop and mobile.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { appReady, newContext, settled, shot, signIn } from '../support/e2e-kit.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describe(violations) {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n      ')}`)
    .join('\n    ');
}

async function audit(page, path, label, size) {
  await page.goto(path);
  await appReady(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  await shot(page, `d-${label}`, 'en');
  return violations.length ? [`${path} at ${size}:\n    ${describe(violations)}`] : [];
}

export const tests = [
  {
    name: 'no axe violations on home, login, register, profile, addresses, marketplace, cart and wishlist at desktop and mobile',
    async fn({ browser, baseUrl, state }) {
      assert.ok(state.user, 'needs the user registered by journey (a)');
      const problems = [];
      for (const size of ['desktop', 'mobile']) {
        const context = await newContext(browser, baseUrl, { size });
        try {
          const page = await context.newPage();
          for (const path of ['/', '/login', '/register']) problems.push(...(await audit(page, path, `${path.slice(1) || 'home'}`, size)));
          await signIn(page, state.user.email, state.user.password);
          for (const path of ['/userdashboard', '/profile/address', '/marketplace', '/cart', '/wishlist'])
            problems.push(...(await audit(page, path, path.slice(1).replace('/', '-'), size)));
        } finally {
          await context.close();
        }
      }
      assert.equal(problems.length, 0, `axe violations:\n  ${problems.join('\n  ')}`);
    },
  },
];
