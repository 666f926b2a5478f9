// Journey (issue 4, onboarding): a new Buyer registers their farm and becomes a Seller, adds a branch (it waits for
// approval), an Admin approves it on /admin/approvals, and the seller sees it approved. axe-core audits the
// registration, branch and approval pages at both sizes; screenshots of each at both sizes.
import { appReady, axeAtBothSizes, eventually, newContext, newUser, registerByApi, shotBoth, signIn } from '../support/e2e-kit.mjs';
import { idbAll } from '../support/idb-probe.mjs';

const ADMIN = { email: 'admin@demo.freshmarket.ca', password: 'Harvest2026!' };
export const tests = [
  {
    name: 'a Buyer registers a farm and a branch; an Admin approves it; the seller sees it approved',
    fn: async ({ browser, baseUrl }) => {
      const branchName = `Stand ${Date.now().toString(36)}`;
      const sellerContext = await newContext(browser, baseUrl, { size: 'mobile' });
      const adminContext = await newContext(browser, baseUrl);
      try {
        const user = await registerByApi(sellerContext, newUser());
        const page = await sellerContext.newPage();
        await signIn(page, user.email, user.password);

        // A Buyer who opens /register-branch is sent to register the farm first.
        await page.goto('/register-branch');
        await page.waitForURL('**/register/seller');
        await appReady(page);
        await page.getByRole('heading', { name: 'Register as a seller' }).waitFor();
        await page.getByRole('button', { name: 'Register my farm' }).click();
        await page.getByText('Please fix the validation errors above.').waitFor();
        await shotBoth(page, 'onboarding-register-seller-errors');
        await axeAtBothSizes(page, '/register/seller with errors');

        await page.getByLabel('Farm or business name').fill('Ferme du Ruisseau');
        await page.getByLabel('Province or territory').selectOption('QC');
        await page.getByLabel('City').fill('Saint-Hyacinthe');
        await page.getByLabel('Address', { exact: true }).fill('120 rang Saint-Joseph');
        await page.getByLabel('Postal code (optional)').fill('j2s 1a1');
        await page.getByLabel('Certifications (optional)').fill('Organic, CanadaGAP');
        await page.getByRole('button', { name: 'Register my farm' }).click();
        await page.waitForURL('**/register-branch');
        await page.getByRole('heading', { name: 'Register a branch' }).waitFor();
        await shotBoth(page, 'onboarding-register-branch');
        await axeAtBothSizes(page, '/register-branch');

        await page.getByLabel('Branch name').fill(branchName);
        await page.getByLabel('Province or territory').selectOption('ON');
        await page.getByLabel('City').fill('Guelph');
        await page.getByLabel('Address', { exact: true }).fill('2 Gordon St');
        await page.getByRole('button', { name: 'Submit for review' }).click();
        await page.waitForURL('**/branch/pending-approval');
        const list = page.getByRole('list', { name: 'Branches' });
        await list.getByText(branchName).waitFor();
        await list.getByText('Pending review').waitFor();
        // The outbox drains: the branch is on the server.
        await eventually(async () => (await idbAll(page, 'local_outbox')).length === 0, { timeout: 20_000, message: 'the branch to reach the server' });
        await page.getByTestId('waiting-to-sync').waitFor({ state: 'detached' });
        await shotBoth(page, 'onboarding-pending-approval');
        await axeAtBothSizes(page, '/branch/pending-approval');

        // The admin approves it.
        const admin = await adminContext.newPage();
        await signIn(admin, ADMIN.email, ADMIN.password);
        await admin.goto('/admin/approvals');
        await appReady(admin);
        await admin.getByRole('heading', { name: branchName }).waitFor();
        await shotBoth(admin, 'onboarding-admin-approvals');
        await axeAtBothSizes(admin, '/admin/approvals');
        await admin.getByRole('button', { name: `Reject ${branchName}` }).click();
        const dialog = admin.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Reject branch' }).click();
        await dialog.getByText('Give the seller a reason (at least 5 characters)').waitFor();
        await axeAtBothSizes(admin, 'the reject dialog');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await admin.getByRole('button', { name: `Approve ${branchName}` }).click();
        await admin.getByText('Branch approved').first().waitFor();
        await admin.getByRole('heading', { name: branchName }).waitFor({ state: 'detached' });
        await admin.getByRole('tab', { name: 'Approved' }).click();
        await admin.getByRole('heading', { name: branchName }).waitFor();

        // The seller sees it approved.
        await page.goto('/branches');
        await appReady(page);
        const item = page.getByRole('listitem').filter({ hasText: branchName });
        await item.getByText('Approved').waitFor();
        await shotBoth(page, 'onboarding-branches');
        await axeAtBothSizes(page, '/branches');
        await item.getByRole('link', { name: branchName }).click();
        await page.getByRole('heading', { level: 1, name: branchName }).waitFor();
        await shotBoth(page, 'onboarding-branch-details');
        await axeAtBothSizes(page, '/branch-details');
        await page.getByRole('link', { name: 'Edit branch' }).click();
        await page.getByRole('heading', { level: 1, name: `Edit ${branchName}` }).waitFor();
        await axeAtBothSizes(page, '/update-branch');
      } finally {
        await sellerContext.close();
        await adminContext.close();
      }
    },
  },
];
