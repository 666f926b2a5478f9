// The catalogue on this device: a visitor's choice (kept in Dexie), what a signed-in user is told, the progress of a
// first download; and lists of the user's own rows say 'loading' rather than 'none' until their first pull is done.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { db } from '@/offline/db.ts';
import { keepsCatalogue } from '@/offline/pull-policy.ts';
import { syncActivity } from '@/offline/sync-activity.ts';
import { signInAs } from '@/offline/testing/fake-api.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { emptyOfflineDeviceEachTest, TEST_FARM } from '@/test/catalogue-fixtures.ts';
import { CatalogueProgressBadge } from './catalogue-progress.tsx';
import { OfflineCatalogue } from './offline-catalogue.tsx';

emptyOfflineDeviceEachTest();
beforeEach(() => syncActivity.set({ catalogue: null }));

const show = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('Keep the catalogue on this device', () => {
  it('a visitor chooses to keep it; the choice is stored on the device', async () => {
    show(<OfflineCatalogue />);
    const box = await screen.findByRole('checkbox', { name: /Keep the catalogue on this device/ });
    expect(box).not.toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(await keepsCatalogue(db)).toBe(true);
  });

  it('signed in, the device keeps it: no choice to make', async () => {
    await signInAs(db, 'u1');
    show(<OfflineCatalogue />);
    expect(await screen.findByText(/Signed in, this device keeps the catalogue/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows products downloaded of the total while a first download runs, in the panel and the pill', async () => {
    show(
      <>
        <OfflineCatalogue />
        <CatalogueProgressBadge />
      </>,
    );
    await screen.findByRole('checkbox');
    syncActivity.set({ catalogue: { products: 4000, scoped: 0, phase: 'main', total: 10_000, first: true, done: false } });
    expect(await screen.findByText('Downloading the catalogue: 4,000 of 10,000 products', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('catalogue-progress-badge')).toHaveTextContent('40%');
    syncActivity.set({ catalogue: { products: 10_000, scoped: 0, phase: 'main', total: 10_000, first: true, done: true } });
    await waitFor(() => expect(screen.queryByTestId('catalogue-progress-badge')).toBeNull());
  });

  it('says the products the user uses come first, then that they are ready offline while the rest comes', async () => {
    await signInAs(db, 'u1');
    show(<OfflineCatalogue />);
    await screen.findByText(/Signed in, this device keeps the catalogue/);
    syncActivity.set({ catalogue: { products: 300, scoped: 300, phase: 'scoped', total: 10_000, first: true, done: false } });
    expect(await screen.findByText('Downloading the products you use first: 300')).toBeInTheDocument();
    syncActivity.set({ catalogue: { products: 2000, scoped: 850, phase: 'main', total: 10_000, first: true, done: false } });
    expect(await screen.findByText('Ready offline: the 850 products you use (your province, your farm, the categories you buy).')).toBeInTheDocument();
    expect(screen.getByText('Downloading the catalogue: 2,000 of 10,000 products')).toBeInTheDocument();
    expect(screen.queryByText(/products you use first/)).toBeNull();
  });
});

describe('before the first pull', () => {
  it("lists of the user's own rows say they are loading, not that there are none", async () => {
    await renderRoute('/notifications', { user: testUser('Buyer'), firstPullDone: false });
    expect(await screen.findByText('Loading notifications…')).toBeInTheDocument();
    expect(screen.queryByText('No notifications yet')).toBeNull();
    // The first pull reaches its last page.
    await db.local_meta.put({ key: `sync:${testUser('Buyer').id}`, value: { cursor: 'c9', lastSyncAt: Date.now() } });
    expect(await screen.findByText('No notifications yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('orders too', async () => {
    await renderRoute('/orders', { user: testUser('Buyer'), firstPullDone: false });
    expect(await screen.findByText('Loading your orders…')).toBeInTheDocument();
    expect(screen.queryByText('You have not ordered yet.')).toBeNull();
  });

  it('the cart and the wishlist: loading, not empty', async () => {
    const { router } = await renderRoute('/cart', { user: testUser('Buyer'), firstPullDone: false });
    expect(await screen.findByText('Loading your cart…')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    await router.navigate({ to: '/wishlist' });
    expect(await screen.findByText('Loading your wishlist…')).toBeInTheDocument();
    expect(screen.queryByText('Your wishlist is empty.')).toBeNull();
  });

  it("the dashboards: loading, never zeros or 'no open requests'", async () => {
    const seller = testUser('Seller');
    await db.local_meta.put({ key: myFarmKey(seller.id), value: TEST_FARM });
    await renderRoute('/dashboard/seller', { user: seller, firstPullDone: false });
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    expect(screen.queryByText('Open orders')).toBeNull();
    await db.local_meta.put({ key: `sync:${seller.id}`, value: { cursor: 'c9', lastSyncAt: Date.now() } });
    expect(await screen.findByText('Open orders', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the bulk buyer dashboard too', async () => {
    await renderRoute('/dashboard/buyer', { user: testUser('BulkBuyer'), firstPullDone: false });
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    expect(screen.queryByText(/No open requests/)).toBeNull();
  });
});
