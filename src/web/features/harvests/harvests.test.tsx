// Expected harvests for buyers and visitors: /preorderproduce lists them (a visitor's device asks the API, a signed-in
// one reads Dexie) with filters and English or French search; /preorderproduce/{id} takes a pre-order through the
// outbox (one entry, the price the buyer saw, no more than is left), shows the buyer's own pre-orders with cancel and
// the partial fill's accept, and says a refusal honestly. axe finds nothing on each screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Address } from '@contract/accounts.ts';
import { PREORDER_ACCEPT_KIND, PREORDER_CANCEL_KIND, PREORDER_CREATE_KIND } from '@/domain/harvests/harvest-appliers.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testSeller } from '@/test/catalogue-fixtures.ts';
import { HARVEST_ID, testHarvest, testPreorder } from '@/test/harvest-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { ADDRESS_ID } from '@/test/standing-order-fixtures.ts';
import { axeViolations } from '@/test/axe.ts';

const { fetchMock } = emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

const buyer = testUser('Buyer', { id: '99999999-0000-4000-8000-000000000001' });
const QC_HARVEST = '4a000000-0000-4000-8000-000000000002';
const berries = testHarvest({
  id: QC_HARVEST,
  product_name: 'Strawberries',
  product_name_fr: 'Fraises',
  farm_name: 'Ferme du Lac',
  province: 'QC',
  window_from: '2026-06-15',
  window_until: '2026-06-30',
  deposit_percent: 0,
  preordered_quantity: 0,
});

const address: Address = {
  id: ADDRESS_ID,
  label: 'Kitchen',
  full_name: 'Ada Farmer',
  phone_number: null,
  line1: '12 King St W',
  line2: null,
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  country: 'CA',
  delivery_instructions: null,
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const urlOf = (input: unknown) => String(input instanceof Request ? input.url : input);

describe('/preorderproduce', () => {
  it('a visitor online: the API answers the list; cards say farm, province, grade, window, price, left and deposit; axe finds nothing', async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.includes('/api/harvests/')) return Promise.resolve(Response.json({ data: [testHarvest(), berries] }));
      if (url.includes('/api/product/categories/')) return Promise.resolve(Response.json({ data: [] }));
      return Promise.reject(new TypeError('offline in tests'));
    });
    const { container } = await renderRoute('/preorderproduce');
    const cards = await screen.findAllByTestId('harvest-card');
    expect(cards).toHaveLength(2);
    const tomatoes = cards.find((c) => c.textContent?.includes('Heirloom tomatoes'))!;
    expect(tomatoes).toHaveTextContent('Maple Ridge Farm · Ontario');
    expect(tomatoes).toHaveTextContent('Top grade');
    expect(tomatoes).toHaveTextContent(/Harvest Jul 6\s*–\s*24, 2026/);
    expect(tomatoes).toHaveTextContent('$3.50');
    expect(within(tomatoes).getByTestId('harvest-left')).toHaveTextContent('150 kg left to pre-order');
    expect(tomatoes).toHaveTextContent('Deposit asked by the farm: 10%');
    expect(within(tomatoes).getByRole('link', { name: /^Pre-order: Heirloom tomatoes/ })).toHaveAttribute('href', `/preorderproduce/${HARVEST_ID}`);
    expect(screen.getByRole('heading', { name: 'How pre-orders work' })).toBeInTheDocument();
    expect(screen.getByText(/FreshMarket takes no payment for a pre-order/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a visitor offline with nothing stored: says so', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    await renderRoute('/preorderproduce');
    expect(await screen.findByText(/You are offline and this device holds no harvests yet/)).toBeInTheDocument();
  });

  it('signed in: reads the device (no call); searches French names, filters by province and by week', async () => {
    await db.harvests.bulkPut([testHarvest(), berries, testHarvest({ id: 'closed', status: 'harvested', product_name: 'Old corn' })]);
    const { user, router } = await renderRoute('/preorderproduce', { user: buyer });
    expect(await screen.findAllByTestId('harvest-card')).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([i]) => urlOf(i)).filter((u) => u.includes('/api/harvests/'))).toEqual([]);
    await user.type(screen.getByLabelText('Search'), 'fraise');
    await waitFor(() => expect(screen.getAllByTestId('harvest-card')).toHaveLength(1));
    expect(screen.getByTestId('harvest-card')).toHaveTextContent('Strawberries');
    expect(router.state.location.search).toMatchObject({ q: 'fraise' });
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Province'), 'ON');
    await waitFor(() => expect(screen.getAllByTestId('harvest-card')).toHaveLength(1));
    expect(screen.getByTestId('harvest-card')).toHaveTextContent('Heirloom tomatoes');
    await user.selectOptions(screen.getByLabelText('Province'), '');
    await user.selectOptions(screen.getByLabelText('Harvest week'), '2026-06-29');
    await waitFor(() => expect(screen.getAllByTestId('harvest-card')).toHaveLength(1));
    expect(screen.getByTestId('harvest-card')).toHaveTextContent('Strawberries');
    expect(screen.getByTestId('harvest-count')).toHaveTextContent('Showing 1 of 2 harvests');
  });

  it('shows 24 harvests a page, soonest first; the page is in the URL, a filter goes back to page 1', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      testHarvest({
        id: `4a000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
        product_name: `Squash ${String(i + 1).padStart(2, '0')}`,
        window_from: `2026-07-${String(1 + (i % 28)).padStart(2, '0')}`,
        province: i < 3 ? 'QC' : 'ON',
      }),
    );
    await db.harvests.bulkPut(many);
    const { user, router } = await renderRoute('/preorderproduce', { user: buyer });
    expect(await screen.findAllByTestId('harvest-card')).toHaveLength(24);
    expect(screen.getByTestId('harvest-count')).toHaveTextContent('Showing 1–24 of 30 harvests');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('harvest-card')).toHaveLength(6));
    expect(screen.getByTestId('harvest-count')).toHaveTextContent('Showing 25–30 of 30 harvests');
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Upcoming harvests' }));
    await user.selectOptions(screen.getByLabelText('Province'), 'QC');
    await waitFor(() => expect(screen.getAllByTestId('harvest-card')).toHaveLength(3));
    expect(router.state.location.search).not.toHaveProperty('page');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('/preorderproduce/{id}', () => {
  async function onDevice() {
    await db.harvests.put(testHarvest());
    await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm', { delivery_fee_minor: 800 }));
    await db.addresses.put(address);
  }

  it("the farm's note in the reader's language when the farm wrote it, else the other", async () => {
    const shown = async (over: Parameters<typeof testHarvest>[0]) => {
      fetchMock.mockImplementation((input) =>
        urlOf(input).includes(`/api/harvests/${HARVEST_ID}/`) ? Promise.resolve(Response.json({ data: testHarvest(over) })) : Promise.reject(new TypeError('offline')),
      );
      const { unmount } = await renderRoute(`/preorderproduce/${HARVEST_ID}`);
      const note = await screen.findByTestId('harvest-note');
      const out = [note.textContent, note.getAttribute('lang')];
      unmount();
      return out;
    };
    expect(await shown({ note_fr: 'Champ 3, cueillies mûres' })).toEqual(['Field 3, picked ripe', 'en']);
    expect(await shown({ note: null, note_fr: 'Champ 3, cueillies mûres' })).toEqual(['Champ 3, cueillies mûres', 'fr']);
    i18n.load('fr', {});
    i18n.activate('fr');
    try {
      expect(await shown({ note_fr: 'Champ 3, cueillies mûres' })).toEqual(['Champ 3, cueillies mûres', 'fr']);
      expect(await shown({})).toEqual(['Field 3, picked ripe', null]);
    } finally {
      i18n.activate('en');
    }
  });

  it('a visitor sees the harvest and is asked to sign in', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).includes(`/api/harvests/${HARVEST_ID}/`)
        ? Promise.resolve(Response.json({ data: testHarvest() }))
        : Promise.reject(new TypeError('offline')),
    );
    await renderRoute(`/preorderproduce/${HARVEST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heirloom tomatoes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to pre-order' })).toHaveAttribute('href', expect.stringContaining('/login?redirect='));
    expect(screen.queryByTestId('preorder-form')).not.toBeInTheDocument();
  });

  it('a buyer offline pre-orders: more than is left is refused on the field; then one outbox entry with the price seen, shown at once as waiting; axe finds nothing', async () => {
    await onDevice();
    const { user, container } = await renderRoute(`/preorderproduce/${HARVEST_ID}`, { user: buyer });
    const form = await screen.findByTestId('preorder-form');
    expect(screen.getByTestId('harvest-left')).toHaveTextContent('150 kg of 200 kg expected');
    expect(screen.getByText(/10% of the pre-order, asked by the farm and settled with it/)).toBeInTheDocument();
    const quantity = within(form).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '151');
    await user.click(within(form).getByRole('button', { name: 'Pre-order' }));
    expect(await within(form).findByText('Only 150 kg left to pre-order')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.clear(quantity);
    await user.type(quantity, '40');
    // 40 kg x $3.50 = $140.00; the deposit, 10%, is $14.00 and taken by nobody here.
    expect(within(form).getByTestId('preorder-summary')).toHaveTextContent('Pre-order total: $140.00');
    expect(within(form).getByTestId('preorder-summary')).toHaveTextContent(
      'Deposit asked by the farm: $14.00 (10%). You settle it with the farm: FreshMarket takes no payment.',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Pre-order' }));
    const card = await screen.findByTestId('preorder');
    expect(card).toHaveTextContent('40 kg · Heirloom tomatoes');
    expect(within(card).getByTestId('preorder-waiting')).toBeInTheDocument();
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: PREORDER_CREATE_KIND, method: 'POST', path: '/preorders/' });
    expect(entries[0]!.body).toMatchObject({
      harvest_id: HARVEST_ID,
      quantity: 40,
      unit_price_minor: 350,
      fulfilment: 'delivery',
      address_id: ADDRESS_ID,
      branch_id: null,
      payment_method: 'pay_on_delivery',
    });
    expect(screen.getByTestId('harvest-left')).toHaveTextContent('110 kg of 200 kg expected');
  });

  it('a partial fill offered: accept sends one call; a waiting pre-order can be cancelled after a confirmation', async () => {
    await onDevice();
    await db.preorders.bulkPut([
      testPreorder(buyer.id, { id: 'p-partial', status: 'partial_offered', offered_quantity: 12, quantity: 30 }),
      testPreorder(buyer.id, { id: 'p-pending', created_at: '2026-02-22T15:00:00.000Z', quantity: 5 }),
    ]);
    const { user, container } = await renderRoute(`/preorderproduce/${HARVEST_ID}`, { user: buyer });
    const offer = await screen.findByTestId('partial-offer');
    expect(offer).toHaveTextContent('the farm can fill 12 kg of the 30 kg you pre-ordered ($42.00)');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(offer).getByRole('button', { name: 'Accept 12 kg' }));
    await waitFor(async () =>
      expect(await db.local_outbox.toArray()).toMatchObject([{ kind: PREORDER_ACCEPT_KIND, path: '/preorders/p-partial/accept/' }]),
    );
    const pending = screen.getAllByTestId('preorder').find((c) => c.textContent?.includes('5 kg'))!;
    await user.click(within(pending).getByRole('button', { name: 'Cancel pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this pre-order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pre-order' }));
    await waitFor(async () =>
      expect((await db.local_outbox.toArray()).map((e) => [e.kind, e.path])).toContainEqual([PREORDER_CANCEL_KIND, '/preorders/p-pending/cancel/']),
    );
    expect(await db.local_outbox.count()).toBe(2);
    expect((await db.preorders.get('p-pending'))?.status).toBe('cancelled');
  });

  it('a refused pre-order says why, with what is still available, and can be discarded', async () => {
    await onDevice();
    await db.preorders.put({ ...testPreorder(buyer.id, { id: 'p-refused', quantity: 90 }), local: 'waiting' });
    await db.local_session.get('current');
    await renderRoute(`/preorderproduce/${HARVEST_ID}`, { user: buyer });
    await db.local_outbox.add({
      id: 'e1',
      kind: PREORDER_CREATE_KIND,
      label: 'Pre-order 90 kg of Heirloom tomatoes from Maple Ridge Farm',
      method: 'POST',
      path: '/preorders/',
      body: {},
      userId: buyer.id,
      lang: 'en',
      createdAt: Date.now(),
      state: 'rejected',
      attempts: 1,
      lastError: 'Not enough left to pre-order',
      lastStatus: 409,
      lastBody: { code: 'insufficient_stock', message: 'Not enough left to pre-order', available: 12 },
      nextAttemptAt: Date.now(),
      entityKey: 'preorders:p-refused',
    });
    const refused = await screen.findByTestId('harvest-refused');
    expect(refused).toHaveTextContent('Not saved: Pre-order 90 kg of Heirloom tomatoes from Maple Ridge Farm. Not enough left to pre-order');
    expect(refused).toHaveTextContent('Still available: 12 kg');
    expect(within(refused).getByRole('button', { name: /^Discard/ })).toBeInTheDocument();
  });

  it('a harvest no longer on the device (harvested) still shows the buyer their pre-orders of it', async () => {
    await db.preorders.put(testPreorder(buyer.id, { status: 'cancelled', cancel_reason: 'not_filled' }));
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    await renderRoute(`/preorderproduce/${HARVEST_ID}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your pre-orders' })).toBeInTheDocument();
    expect(screen.getByTestId('preorder')).toHaveTextContent('Nothing was left for this pre-order at harvest');
  });
});

describe('/orders', () => {
  it('a Pre-orders section (offer first, then waiting, then cancelled with why); an order from a pre-order links to its harvest; axe finds nothing', async () => {
    const { testOrder } = await import('@/test/seller-order-fixtures.ts');
    await db.preorders.bulkPut([
      testPreorder(buyer.id, { id: 'a', quantity: 5 }),
      testPreorder(buyer.id, { id: 'b', status: 'partial_offered', offered_quantity: 3 }),
      testPreorder(buyer.id, { id: 'c', status: 'cancelled', cancel_reason: 'harvest_cancelled', updated_at: '2026-03-01T00:00:00.000Z' }),
      testPreorder(buyer.id, { id: 'd', status: 'ordered', order_id: 'o1' }),
    ]);
    await db.orders.put({ ...testOrder(9, { buyer_id: buyer.id, preorder: true, preorder_id: 'd' }) });
    const { container } = await renderRoute('/orders', { user: buyer });
    const section = await screen.findByTestId('preorders-section');
    const cards = within(section).getAllByTestId('preorder');
    expect(cards.map((c) => within(c).getByTestId('preorder-status').textContent)).toEqual([
      'Partial fill offered',
      'Waiting for the harvest',
      'Cancelled',
    ]);
    expect(cards[2]).toHaveTextContent('The farm cancelled the harvest');
    expect(within(section).getByText(/A harvest came in short/)).toBeInTheDocument();
    // The badge becomes a link once its harvest is read: ask for the element again each time (it is re-rendered).
    await waitFor(() => expect(screen.getByTestId('preorder-badge')).toHaveAttribute('href', `/preorderproduce/${HARVEST_ID}`));
    expect(await axeViolations(container)).toEqual([]);
  });
});
