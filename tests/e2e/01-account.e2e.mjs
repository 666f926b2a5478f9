// Journey (a): register, sign out through the profile menu, sign in by phone, edit the profile,
// add an address and delete it. English, desktop; screenshots of each step at both sizes.
import assert from 'node:assert/strict';
import { appReady, newContext, newUser, shotBoth } from '../support/e2e-kit.mjs';

export const tests = [
  {
    name: 'register, sign out, sign in by phone, edit the profile, add and delete an address',
    async fn({ browser, baseUrl, state }) {
      const context = await newContext(browser, baseUrl);
      const user = newUser();
      try {
        const page = await context.newPage();
        await page.goto('/register');
        await appReady(page);
        await page.getByLabel('First name').fill(user.firstName);
        await page.getByLabel('Last name').fill(user.lastName);
        await page.getByLabel('Email', { exact: true }).fill(user.email);
        await page.getByLabel('Phone number').fill(user.phone);
        await page.getByLabel('Password', { exact: true }).fill(user.password);
        await page.getByLabel('Confirm password').fill(user.password);
        await shotBoth(page, 'a1-register-filled');
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL('**/userdashboard');
        await page.getByRole('heading', { name: 'My Profile' }).waitFor();
        await page.getByText(user.email).first().waitFor();
        await shotBoth(page, 'a2-registered-dashboard');
        state.user = user; // later journeys sign in as this user

        // Sign out through the profile menu of the marketplace header.
        await page.getByRole('button', { name: /^Account menu for/ }).click();
        await page.getByRole('button', { name: 'Logout' }).click();
        await page.waitForURL('**/login');
        await shotBoth(page, 'a3-signed-out');

        // Sign in by phone number.
        await page.getByLabel('Email or phone number').fill(user.phone);
        await page.getByLabel('Password', { exact: true }).fill(user.password);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.waitForURL('**/userdashboard');
        await page.getByRole('heading', { name: 'My Profile' }).waitFor();

        // Edit the profile: a WhatsApp number.
        await page.getByRole('button', { name: 'Edit profile' }).click();
        await page.getByLabel('WhatsApp number').fill('613 555 0142');
        await shotBoth(page, 'a4-profile-editing');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Profile updated successfully!').waitFor();
        await page.getByText(/613.?555.?0142/).first().waitFor();
        await shotBoth(page, 'a5-profile-updated');

        // Add an address, then delete it.
        await page.getByRole('link', { name: 'Address management' }).click();
        await page.waitForURL('**/userdashboard/addressmanagement');
        await page.getByText('No saved addresses yet').waitFor();
        await page.getByRole('button', { name: 'Add address' }).first().click();
        const form = page.locator('form[aria-labelledby="address-form-title"]');
        await form.getByLabel('Full name').fill(`${user.firstName} ${user.lastName}`);
        await form.getByLabel('Street address').fill('24 Sussex Drive');
        await form.getByLabel('City').fill('Ottawa');
        await form.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
        await form.getByLabel('Postal code').fill('K1M 1M4');
        await shotBoth(page, 'a6-address-filled');
        await form.getByRole('button', { name: 'Add address' }).click();
        const card = page.getByRole('article').filter({ hasText: '24 Sussex Drive' });
        await card.waitFor();
        await shotBoth(page, 'a7-address-added');
        await card.getByRole('button', { name: /^Delete address/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await page.getByText('No saved addresses yet').waitFor();
        assert.equal(await page.getByText('24 Sussex Drive').count(), 0);
        await shotBoth(page, 'a8-address-deleted');
      } finally {
        await context.close();
      }
    },
  },
];
