// The farm's /seller/harvests: declare an expected harvest (one outbox entry, shown at once as waiting), each harvest's
// pre-orders and what is left, 'Record the harvest' with the first-come-first-served preview and the explicit
// confirmation when short, a short recording the server refused confirmed in one tap, cancel after a confirmation;
// the dashboard's link, the orders list's mark; the six notification sentences. axe finds nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@contract/orders.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { HARVEST_CANCEL_KIND, HARVEST_CREATE_KIND, HARVEST_RECORD_KIND } from '@/domain/harvests/harvest-appliers.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { HARVEST_ID, TOMATOES, testHarvest, testPreorder } from '@/test/harvest-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { testOrder } from '@/test/seller-order-fixtures.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const seller = testUser('Seller', { id: '44444444-4444-4444-8444-444444444444' });
const BUYER_A = '99999999-0000-4000-8000-00000000000a';
const BUYER_B = '99999999-0000-4000-8000-00000000000b';

async function farmOnDevice() {
  await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
  await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm'));
  await db.products.put(testProduct(TOMATOES, 'Heirloom tomatoes'));
}

async function withTwoPreorders() {
  await db.harvests.put(testHarvest({ preordered_quantity: 50 }));
  await db.preorders.bulkPut([
    testPreorder(BUYER_A, { id: 'pa', buyer_name: 'Ann Early', buyer_business: 'Café Ann', quantity: 30, created_at: '2026-02-21T10:00:00.000Z' }),
    testPreorder(BUYER_B, { id: 'pb', buyer_name: 'Bob Later', buyer_business: null, quantity: 20, created_at: '2026-02-22T10:00:00.000Z' }),
  ]);
}

describe('/seller/harvests', () => {
  it('each harvest with what is left and its pre-orders, first come first served; axe finds nothing', async () => {
    await farmOnDevice();
    await withTwoPreorders();
    await db.harvests.put(testHarvest({ id: 'elsewhere', seller_id: 'other-farm' }));
    const { container } = await renderRoute('/seller/harvests', { user: seller });
    const card = await screen.findByTestId('farm-harvest');
    expect(screen.getAllByTestId('farm-harvest')).toHaveLength(1);
    expect(within(card).getByTestId('farm-harvest-figures')).toHaveTextContent('50 kg pre-ordered of 200 kg expected · 150 kg left');
    expect(
      within(card)
        .getAllByTestId('harvest-preorder')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('Ann Early · Café Ann30 kg$10.50Waiting for the harvest'), expect.stringContaining('Bob Later20 kg')]);
    expect(await axeViolations(container)).toEqual([]);
    expect(within(card).queryByTestId('harvest-hidden')).not.toBeInTheDocument();
  });

  it('a harvest of a draft product says buyers do not see it', async () => {
    await farmOnDevice();
    await db.products.put({ ...testProduct(TOMATOES, 'Heirloom tomatoes'), status: 'Draft' });
    await withTwoPreorders();
    await renderRoute('/seller/harvests', { user: seller });
    expect(await screen.findByTestId('harvest-hidden')).toHaveTextContent(
      'Buyers do not see this harvest while Heirloom tomatoes is a draft: publish the product to take pre-orders again. Pre-orders already made stay.',
    );
  });

  it('declare a harvest offline: one outbox entry, shown at once as waiting', async () => {
    await farmOnDevice();
    const { user, container } = await renderRoute('/seller/harvests', { user: seller });
    // The button waits for the farm's products on the device (disabled until then): a click before does nothing.
    const declare = await screen.findByRole('button', { name: 'Declare a harvest' });
    await waitFor(() => expect(declare).toBeEnabled());
    await user.click(declare);
    const form = await screen.findByTestId('harvest-form');
    expect(within(form).getByLabelText('Product')).toHaveValue(TOMATOES);
    await user.type(within(form).getByLabelText(/^Expected quantity/), '300');
    const price = within(form).getByLabelText(/^Pre-order price per kg/);
    expect(price).toHaveValue(5);
    await user.clear(price);
    await user.type(price, '4.25');
    await user.type(within(form).getByLabelText('Harvest window from'), '2026-08-03');
    await user.type(within(form).getByLabelText('Harvest window until'), '2026-08-20');
    await user.clear(within(form).getByLabelText(/^Deposit asked/));
    await user.type(within(form).getByLabelText(/^Deposit asked/), '20');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Declare the harvest' }));
    const card = await screen.findByTestId('farm-harvest');
    expect(within(card).getByTestId('harvest-waiting')).toBeInTheDocument();
    expect(card).toHaveTextContent('$4.25 per kg');
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: HARVEST_CREATE_KIND, method: 'POST', path: '/harvests/' });
    expect(entries[0]!.body).toMatchObject({
      product_id: TOMATOES,
      grade: 'top',
      expected_quantity: 300,
      window_from: '2026-08-03',
      window_until: '2026-08-20',
      price_minor: 425,
      deposit_percent: 20,
    });
  });

  it('a window that ends in the past is refused on the field', async () => {
    await farmOnDevice();
    const { user } = await renderRoute('/seller/harvests', { user: seller });
    // The button waits for the farm's products on the device (disabled until then): a click before does nothing.
    const declare = await screen.findByRole('button', { name: 'Declare a harvest' });
    await waitFor(() => expect(declare).toBeEnabled());
    await user.click(declare);
    const form = await screen.findByTestId('harvest-form');
    await user.type(within(form).getByLabelText(/^Expected quantity/), '10');
    await user.type(within(form).getByLabelText('Harvest window from'), '2026-02-01');
    await user.type(within(form).getByLabelText('Harvest window until'), '2026-02-10');
    await user.click(within(form).getByRole('button', { name: 'Declare the harvest' }));
    expect(await within(form).findByText('The window cannot end in the past')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('record a short harvest: the plan shows who is filled, the farm must confirm the partial fills; axe finds nothing', async () => {
    await farmOnDevice();
    await withTwoPreorders();
    const { user, container } = await renderRoute('/seller/harvests', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Record the harvest' }));
    const record = await screen.findByTestId('record-harvest');
    const quantity = within(record).getByLabelText(/^Quantity harvested/);
    await user.clear(quantity);
    await user.type(quantity, '40');
    const rows = within(record).getAllByTestId('fill-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1. Ann Early · Café Ann · 30 kgfilled in full', '2. Bob Later · 20 kgpartial: 10 kg offered']);
    expect(within(record).getByTestId('fill-summary')).toHaveTextContent('1 pre-order filled in full · 1 offered in part · 0 kg to your stock');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(record).getByRole('button', { name: 'Record the harvest' }));
    expect(await within(record).findByText('Confirm the partial fills to record a harvest short of its pre-orders.')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.click(within(record).getByRole('checkbox', { name: /I confirm the partial fills/ }));
    await user.click(within(record).getByRole('button', { name: 'Record the harvest' }));
    await waitFor(async () =>
      expect(await db.local_outbox.toArray()).toMatchObject([
        { kind: HARVEST_RECORD_KIND, path: `/harvests/${HARVEST_ID}/harvest/`, body: { quantity: 40, confirm_partial: true } },
      ]),
    );
  });

  it('a full harvest needs no confirmation and sends confirm_partial false', async () => {
    await farmOnDevice();
    await withTwoPreorders();
    const { user } = await renderRoute('/seller/harvests', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Record the harvest' }));
    const record = await screen.findByTestId('record-harvest');
    expect(within(record).getByTestId('fill-summary')).toHaveTextContent('2 pre-orders filled in full · 150 kg to your stock');
    await user.click(within(record).getByRole('button', { name: 'Record the harvest' }));
    await waitFor(async () => expect(await db.local_outbox.toArray()).toMatchObject([{ body: { quantity: 200, confirm_partial: false } }]));
  });

  it('a recording refused as short (pre-orders came in since) is confirmed in one tap: the refused entry is replaced', async () => {
    await farmOnDevice();
    await withTwoPreorders();
    await db.harvests.put({ ...testHarvest({ status: 'harvested', harvested_quantity: 60 }), local: undefined });
    await db.local_outbox.add({
      id: 'refused',
      kind: HARVEST_RECORD_KIND,
      label: 'Record the harvest of Heirloom tomatoes: 60 kg',
      method: 'POST',
      path: `/harvests/${HARVEST_ID}/harvest/`,
      body: { quantity: 60, confirm_partial: false },
      userId: seller.id,
      lang: 'en',
      createdAt: Date.now(),
      state: 'rejected',
      attempts: 1,
      lastError: 'The harvest is short of the pre-orders: confirm the partial fills',
      lastStatus: 409,
      lastBody: { code: 'harvest_short', message: 'The harvest is short of the pre-orders: confirm the partial fills', plan: [] },
      nextAttemptAt: Date.now(),
      entityKey: `harvests:${HARVEST_ID}`,
    });
    const { user } = await renderRoute('/seller/harvests', { user: seller });
    const refused = await screen.findByTestId('harvest-refused');
    expect(refused).toHaveTextContent('More pre-orders came in since: 60 kg no longer covers them all.');
    await user.click(within(refused).getByRole('button', { name: 'Confirm the partial fills' }));
    await waitFor(async () =>
      expect(await db.local_outbox.toArray()).toMatchObject([
        { kind: HARVEST_RECORD_KIND, state: 'pending', body: { quantity: 60, confirm_partial: true } },
      ]),
    );
  });

  it('cancel after a confirmation that says the waiting pre-orders are cancelled', async () => {
    await farmOnDevice();
    await withTwoPreorders();
    const { user } = await renderRoute('/seller/harvests', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Cancel the harvest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the expected harvest of Heirloom tomatoes?' });
    expect(dialog).toHaveTextContent('Its 2 waiting pre-orders are cancelled and their buyers told.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the harvest' }));
    await waitFor(async () =>
      expect(await db.local_outbox.toArray()).toMatchObject([{ kind: HARVEST_CANCEL_KIND, path: `/harvests/${HARVEST_ID}/cancel/` }]),
    );
    expect((await db.harvests.get(HARVEST_ID))?.status).toBe('cancelled');
  });

  it("the dashboard links here; the farm's orders list marks an order made from a pre-order", async () => {
    await farmOnDevice();
    await db.orders.bulkPut([testOrder(7, { preorder: true, preorder_id: 'pa' }), testOrder(8)]);
    await renderRoute('/seller/orders', { user: seller });
    const badges = await screen.findAllByTestId('preorder-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveAttribute('href', '/seller/harvests');
    expect(badges[0]!.closest('[data-testid="seller-order"]')).toHaveTextContent('INV-000007');
  });

  it('the seller dashboard has the link', async () => {
    await farmOnDevice();
    await renderRoute('/dashboard/seller', { user: seller });
    expect(await screen.findByRole('link', { name: 'Expected harvests' })).toHaveAttribute('href', '/seller/harvests');
  });
});

describe('notifications', () => {
  const notice = (id: string, kind: Notification['kind'], params: Notification['params'], href: string): Notification => ({
    id,
    kind,
    params,
    href,
    order_id: null,
    read_at: null,
    created_at: '2026-03-02T14:00:00.000Z',
    version: 1,
  });
  const p = {
    product: 'Heirloom tomatoes',
    product_fr: 'Tomates ancestrales',
    quantity: 30,
    unit: 'kg',
    farm: 'Maple Ridge Farm',
    buyer: 'Café Ann',
  };

  it('says each pre-order notice in words, with forms without the names', async () => {
    await db.notifications.bulkPut([
      notice('n1', 'preorder_received', p, '/seller/harvests'),
      notice('n2', 'preorder_withdrawn', { ...p, reason: 'partial_declined' }, '/seller/harvests'),
      notice('n3', 'preorder_filled', { ...p, invoice: 12 }, `/preorderproduce/${HARVEST_ID}`),
      notice('n4', 'preorder_partial', { ...p, offered: 12 }, `/preorderproduce/${HARVEST_ID}`),
      notice('n5', 'preorder_unfilled', p, `/preorderproduce/${HARVEST_ID}`),
      notice('n6', 'harvest_cancelled', {}, `/preorderproduce/${HARVEST_ID}`),
    ]);
    await renderRoute('/notifications', { user: testUser('Buyer') });
    await screen.findByText('Café Ann pre-ordered 30 kg of Heirloom tomatoes');
    const texts = screen.getAllByRole('link').flatMap((a) => a.querySelector('.block')?.textContent ?? []);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Café Ann pre-ordered 30 kg of Heirloom tomatoes',
        'Café Ann withdrew their pre-order of 30 kg of Heirloom tomatoes: the partial fill was declined',
        'Maple Ridge Farm harvested your pre-order of 30 kg of Heirloom tomatoes: it is now an order: order INV-000012',
        'The harvest of Heirloom tomatoes from Maple Ridge Farm came in short: 12 kg can be yours: accept it or cancel',
        'Nothing was left for your pre-order of Heirloom tomatoes from Maple Ridge Farm: it is cancelled',
        'An expected harvest was cancelled: your pre-order is cancelled',
      ]),
    );
  });
});
