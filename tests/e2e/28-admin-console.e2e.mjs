// Journey: the operator's console. A new member is signed in on a phone; the admin signs in and lands on the
// console's dashboard, finds the member on /admin/users, disables the account with a reason (an empty reason is
// refused): the member's phone is signed out at its next call and the sign-in form says the account is disabled.
// The admin enables it again and the member signs in. /admin/audit shows both actions, newest first, and filters by
// action. axe at both sizes on each screen; the dashboard in French too.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, newUser, registerByApi, shotBoth, signIn } from '../support/e2e-kit.mjs';

const ADMIN = { email: 'admin@demo.freshmarket.ca', password: 'Harvest2026!' };

export const tests = [
  {
    name: 'an admin disables a member (their phone is signed out, sign-in refused with the reason to ask), enables them again; the audit log shows both; French; axe clean',
    async fn({ browser, baseUrl }) {
      const phone = await newContext(browser, baseUrl, { size: 'mobile' });
      const desk = await newContext(browser, baseUrl, { size: 'desktop' });
      const french = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
      try {
        const member = await registerByApi(phone, newUser());
        const mine = await phone.newPage();
        await signIn(mine, member.email, member.password);
        await mine.goto('/userdashboard');
        await appReady(mine);

        const admin = await desk.newPage();
        await signIn(admin, ADMIN.email, ADMIN.password);
        await admin.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
        await admin.getByRole('list', { name: 'Waiting for you' }).waitFor({ timeout: 20_000 });
        await admin.getByRole('link', { name: /Branches to review/ }).waitFor();
        await axeAtBothSizes(admin, '/admin');
        await shotBoth(admin, 'admin-dashboard');

        await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
        await admin.waitForURL('**/admin/users');
        await admin.getByRole('searchbox', { name: 'Email, name or farm' }).fill(member.email);
        await admin.getByRole('button', { name: 'Find users' }).click();
        const row = admin.getByTestId('admin-user').filter({ hasText: member.email });
        await row.waitFor({ timeout: 20_000 });
        await eventually(async () => (await admin.getByTestId('admin-user').count()) === 1, { message: 'only the member is found' });
        // Registering and signing in on the phone: two sessions.
        await row.getByText('signed in on 2 devices').waitFor();
        await axeAtBothSizes(admin, '/admin/users');

        await row.getByRole('button', { name: `Disable ${member.firstName} ${member.lastName}` }).click();
        const dialog = admin.getByRole('dialog', { name: `Disable ${member.firstName} ${member.lastName}?` });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Disable the account' }).click();
        await dialog.getByText('Say why the account is disabled').waitFor();
        await dialog.getByRole('textbox', { name: 'Why (only admins read it)' }).fill('Listed produce it does not grow');
        await axeAtBothSizes(admin, '/admin/users, disable dialog');
        await dialog.getByRole('button', { name: 'Disable the account' }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.getByText(/Disabled .*: Listed produce it does not grow/).waitFor();
        await row.getByText('signed in on no device').waitFor();
        await shotBoth(admin, 'admin-users-disabled');

        // The member's phone: its next call is refused and it is signed out; signing in says why not.
        await mine.goto('/userdashboard');
        await mine.waitForURL((url) => /^\/(login|register)/.test(url.pathname), { timeout: 30_000 });
        await mine.goto('/login');
        await appReady(mine);
        await mine.locator('input[autocomplete="username"]').fill(member.email);
        await mine.locator('input[autocomplete="current-password"]').fill(member.password);
        await mine.locator('main form button[type="submit"]').click();
        await mine.getByText('This account has been disabled. Write to us from the contact page to ask why.').waitFor({ timeout: 20_000 });
        assert.ok(new URL(mine.url()).pathname.startsWith('/login'), 'still on the sign-in page');

        await row.getByRole('button', { name: `Enable again: ${member.firstName} ${member.lastName}` }).click();
        await row.getByText('Active', { exact: true }).waitFor();
        await signIn(mine, member.email, member.password);
        assert.ok(!new URL(mine.url()).pathname.startsWith('/login'), 'signed in again');

        await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click();
        await admin.waitForURL('**/admin/audit');
        const log = admin.getByRole('list', { name: 'Audit log' });
        await log.waitFor({ timeout: 20_000 });
        const entries = log.getByTestId('audit-entry');
        await entries.first().getByText('Account enabled').waitFor();
        assert.match(await entries.nth(1).innerText(), /Account disabled[\s\S]*by admin@demo\.freshmarket\.ca[\s\S]*reason: Listed produce it does not grow/);
        await axeAtBothSizes(admin, '/admin/audit');
        await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Account disabled' });
        await eventually(async () => {
          const texts = await log.getByTestId('audit-entry').allInnerTexts();
          return texts.length > 0 && texts.every((t) => t.startsWith('Account disabled'));
        }, { timeout: 20_000, message: 'only disables listed' });
        await shotBoth(admin, 'admin-audit');

        // The console in French.
        const fr = await french.newPage();
        await signIn(fr, ADMIN.email, ADMIN.password);
        await fr.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
        await fr.getByRole('heading', { level: 1, name: 'Console d’administration' }).waitFor({ timeout: 20_000 });
        await fr.getByRole('list', { name: 'En attente de vous' }).waitFor({ timeout: 20_000 });
        await axeAtBothSizes(fr, '/admin in French');
        await shotBoth(fr, 'admin-dashboard', 'fr');
      } finally {
        await phone.close();
        await desk.close();
        await french.close();
      }
    },
  },
];
