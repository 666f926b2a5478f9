// Setting up a standing order on /flexiblebuying, on a device offline with a fixed clock: the form starts from the
// cart's lines of one farm, a past order or a product; offers only the farm's delivery days from the earliest a
// standing order can start; queues exactly one outbox entry and shows the standing order at once as waiting. Signed
// out, the page explains and offers to sign in. axe finds nothing on the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@contract/accounts.ts';
import { STANDING_ORDER_PATHS } from '@contract/standing-orders.ts';
import { db } from '@/offline/db.ts';
import { STANDING_CREATE_KIND } from '@/domain/standing-orders/standing-order-appliers.ts';
import { STANDING_PATHS } from '@/domain/standing-orders/standing-order-paths.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { testOrder, testLine } from '@/test/seller-order-fixtures.ts';
import { ADDRESS_ID, CARROTS, KALE } from '@/test/standing-order-fixtures.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z')); // Monday 10:00 in Toronto
});
afterEach(() => {
  vi.useRealTimers();
});

const buyer = testUser('BulkBuyer');

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

async function farmOnDevice() {
  await db.sellers.put(
    testSeller(FARM, 'Maple Ridge Farm', { delivery_days: [2, 4, 6], lead_days: 1, min_order_minor: 2000, delivery_fee_minor: 800 }),
  );
  await db.products.bulkPut([
    testProduct(CARROTS, 'Carrots'),
    testProduct(KALE, 'Kale', { grades: [{ grade: 'mid', price_minor: 350, stock: 30 }] }),
  ]);
  await db.addresses.put(address);
}

describe('/flexiblebuying', () => {
  it("the paths the device sends are the contract's", () => {
    expect(STANDING_PATHS.list).toBe(STANDING_ORDER_PATHS.list);
    for (const key of ['detail', 'skip', 'pause', 'cancel'] as const) expect(STANDING_PATHS[key]('x')).toBe(STANDING_ORDER_PATHS[key]('x'));
  });

  it('signed out: says how standing orders work and offers to sign in', async () => {
    await renderRoute('/flexiblebuying');
    expect(await screen.findByRole('heading', { name: 'How standing orders work' })).toBeInTheDocument();
    expect(screen.getByText(/48 hours before its day/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/pre-order/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fflexiblebuying');
    expect(screen.queryByTestId('setup-form')).not.toBeInTheDocument();
  });

  it('from the cart, offline: one outbox entry, and the standing order shows at once as waiting; axe finds nothing', async () => {
    await farmOnDevice();
    await db.cart_items.bulkPut([
      {
        id: 'c1',
        product_id: CARROTS,
        grade: 'top',
        quantity: 6,
        unit_price_minor: 500,
        currency: 'CAD',
        available: 40,
        price_changed: false,
        current_price_minor: 500,
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
        version: 1,
      },
      {
        id: 'c2',
        product_id: KALE,
        grade: 'mid',
        quantity: 2,
        unit_price_minor: 350,
        currency: 'CAD',
        available: 30,
        price_changed: false,
        current_price_minor: 350,
        created_at: '2026-03-01T10:01:00.000Z',
        updated_at: '2026-03-01T10:01:00.000Z',
        version: 1,
      },
    ]);
    const { user, container, router } = await renderRoute(`/flexiblebuying?from=cart&seller=${FARM}`, { user: buyer });
    const form = await screen.findByTestId('setup-form');
    expect(within(form).getByLabelText('Farm')).toHaveValue(FARM);
    await waitFor(() => expect(within(form).getAllByTestId('setup-line')).toHaveLength(2));
    // Placed 2 days ahead: from Monday, the first delivery day is Thursday the 5th (Tuesday the 3rd is too soon).
    const start = within(form).getByLabelText('First delivery');
    expect(start).toHaveValue('2026-03-05');
    expect([...(start as HTMLSelectElement).options].map((o) => o.value).slice(1, 4)).toEqual(['2026-03-05', '2026-03-07', '2026-03-10']);
    // 6 kg x $5.00 + 2 x $3.50 + $8.00 delivery.
    // The prices come from the device's catalogue a moment after the lines.
    await waitFor(() => expect(within(form).getByTestId('setup-summary')).toHaveTextContent('$45.00'));
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Every 2 weeks' }));
    await user.type(within(form).getByLabelText('Note for Maple Ridge Farm (optional)'), 'Back door');
    await user.click(within(form).getByRole('button', { name: 'Set up the standing order' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/standing-orders\//));
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    const id = router.state.location.pathname.split('/')[2]!;
    expect(entries[0]).toMatchObject({
      kind: STANDING_CREATE_KIND,
      method: 'POST',
      path: '/standing-orders/',
      entityKey: `standing_orders:${id}`,
      body: {
        id,
        seller_id: FARM,
        cadence: 'every_2_weeks',
        weekdays: [],
        start_date: '2026-03-05',
        end_date: null,
        fulfilment: 'delivery',
        address_id: ADDRESS_ID,
        branch_id: null,
        payment_method: 'pay_on_delivery',
        note: 'Back door',
        lines: [
          { product_id: CARROTS, grade: 'top', quantity: 6, unit_price_minor: 500 },
          { product_id: KALE, grade: 'mid', quantity: 2, unit_price_minor: 350 },
        ],
      },
    });
    expect(await db.standing_orders.get(id)).toMatchObject({
      local: 'waiting',
      farm_name: 'Maple Ridge Farm',
      place: 'Toronto, ON',
      status: 'active',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge Farm' })).toBeInTheDocument();
    expect(screen.getByTestId('standing-waiting')).toHaveTextContent('Waiting to be sent');
    expect(screen.getByTestId('standing-cadence')).toHaveTextContent('Every 2 weeks on Thursday');
    expect(screen.getByTestId('next-delivery')).toHaveTextContent('Next delivery: Thursday, March 5, 2026');
    expect(screen.getAllByTestId('standing-line')).toHaveLength(2);
  });

  it("from a product: that product and grade; chosen weekdays offer only the farm's delivery days; nothing is queued while a field is missing", async () => {
    await farmOnDevice();
    await db.addresses.clear();
    const { user } = await renderRoute(`/flexiblebuying?from=product&product=${KALE}&grade=mid`, { user: testUser('Buyer') });
    const form = await screen.findByTestId('setup-form');
    await waitFor(() => expect(within(form).getAllByTestId('setup-line')).toHaveLength(1));
    await waitFor(() => expect(within(form).getByLabelText('Product')).toHaveValue(KALE));
    expect(within(form).getByLabelText('Grade')).toHaveValue('mid');
    await user.click(within(form).getByRole('radio', { name: 'On chosen days of the week' }));
    const days = within(form).getByRole('group', { name: 'Delivery days' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Tuesday', 'Thursday', 'Saturday']);
    // A Buyer pays on delivery or at pickup only.
    expect(
      within(form)
        .getAllByRole('radio', { name: /Pay|Invoice/ })
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Pay on delivery']);
    await user.click(within(form).getByRole('button', { name: 'Set up the standing order' }));
    expect(await within(form).findByText('Choose at least one delivery day')).toBeInTheDocument();
    expect(within(form).getByText('Choose a delivery address')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Add a delivery address' })).toHaveAttribute('href', '/profile/address');
    expect(await db.local_outbox.count()).toBe(0);

    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('radio', { name: /Pickup at the farm/ }));
    expect(within(form).getByRole('radio', { name: /Pickup at the farm/ })).toBeDisabled();
  });
  it('from a past order: its lines, its address and its payment', async () => {
    await farmOnDevice();
    const order = testOrder(3, {
      buyer_id: buyer.id,
      payment_method: 'invoice_net30',
      address: { address_id: ADDRESS_ID, full_name: 'Ada Farmer', phone: null, line: '12 King St W', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' },
      lines: [{ ...testLine('Carrots'), product_id: CARROTS, quantity: 12 }, { ...testLine('Kale'), product_id: KALE, grade: 'mid', quantity: 3 }],
    });
    await db.orders.put(order);
    await renderRoute(`/flexiblebuying?from=order&order=${order.id}`, { user: buyer });
    const form = await screen.findByTestId('setup-form');
    await waitFor(() => expect(within(form).getAllByTestId('setup-line')).toHaveLength(2));
    expect(within(form).getByLabelText('Quantity (kg)', { selector: '#setup-line-0-quantity' })).toHaveValue(12);
    await waitFor(() => expect(within(form).getByLabelText('Product', { selector: '#setup-line-1-product' })).toHaveValue(KALE));
    expect(within(form).getByRole('radio', { name: 'Invoice, net 30 days' })).toBeChecked();
    expect(within(form).getByLabelText('Delivery address')).toHaveValue(ADDRESS_ID);
  });
});
