// /checkout through the real route, on a device without network: the cart as one order per farm and currency, the
// farm's minimum, payment by role, the farm's days, the province's tax lines, and placing waiting orders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Address } from '@contract/accounts.ts';
import type { CartItem } from '@contract/cart.ts';
import type { Branch } from '@contract/catalogue.ts';
import { availableDates, todayInCanada } from '@contract/order-rules.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

emptyOfflineDeviceEachTest();
afterEach(() => vi.restoreAllMocks());

const OTHER_FARM = '44444444-4444-4444-8444-444444444444';
const buyer = testUser('Buyer');
const bulk = testUser('BulkBuyer');

const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { discount_percent: 10, name_fr: 'Carottes' });
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');
const apples = testProduct('aaaaaaaa-0000-4000-8000-000000000005', 'Apples', { seller_id: OTHER_FARM });
const maple = testSeller(TEST_FARM, 'Maple Ridge Farm', { delivery_fee_minor: 800, delivery_days: [2, 5], lead_days: 2 });
const orchard = testSeller(OTHER_FARM, 'Orchard Hill', { province: 'QC' });

let n = 0;
function line(productId: string, over: Partial<CartItem> = {}): CartItem {
  n += 1;
  return {
    id: `cccccccc-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    product_id: productId,
    grade: 'top',
    quantity: 2,
    unit_price_minor: 500,
    current_price_minor: 500,
    price_changed: false,
    currency: 'CAD',
    available: 40,
    created_at: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...over,
  };
}

function address(id: string, province: string, over: Partial<Address> = {}): Address {
  return {
    id,
    label: null,
    full_name: 'Ada Farmer',
    phone_number: null,
    line1: `${province} street`,
    line2: null,
    city: 'Town',
    province,
    postal_code: 'A1A 1A1',
    country: 'CA',
    delivery_instructions: null,
    is_default: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const standBranch: Branch = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  seller_id: TEST_FARM,
  name: 'Farm stand',
  province: 'NS',
  city: 'Wolfville',
  address: '1 Main St',
  postal_code: null,
  phone: null,
  status: 'approved',
  reject_reason: null,
  reviewed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};

async function device({ lines, addresses = [address('dddddddd-0000-4000-8000-000000000001', 'ON', { is_default: true })] }: { lines: CartItem[]; addresses?: Address[] }) {
  await db.sellers.bulkPut([maple, orchard]);
  await db.products.bulkPut([carrots, kale, apples]);
  await db.branches.put(standBranch);
  await db.addresses.bulkPut(addresses);
  await db.cart_items.bulkPut(lines);
}

const orders = () => screen.findAllByTestId('checkout-order');
const orderOf = async (farm: string) => (await orders()).find((o) => within(o).queryByRole('heading', { name: farm }))!;

describe('Checkout', () => {
  it('makes one order per farm and currency, each with its lines, and a grand total per currency', async () => {
    await device({
      lines: [line(carrots.id, { quantity: 3, unit_price_minor: 450, current_price_minor: 450 }), line(kale.id), line(apples.id, { quantity: 10 }), line(kale.id, { grade: 'mid', currency: 'USD', unit_price_minor: 400, current_price_minor: 400 })],
    });
    await renderRoute('/checkout', { user: buyer });
    expect(await orders()).toHaveLength(3);
    expect(screen.getByTestId('orders-count')).toHaveTextContent('3 orders, one per farm and currency.');
    const maple = await orderOf('Maple Ridge Farm');
    expect(within(maple).getAllByTestId('checkout-line')).toHaveLength(2);
    expect(within(maple).getByText('Carrots')).toBeInTheDocument();
    expect(within(maple).getByText(/3 kg × \$4\.50/)).toBeInTheDocument();
    expect(within(maple).getByText('$13.50')).toBeInTheDocument();
    // Subtotal before discount 3×5.00 + 2×5.00, discount 1.50, delivery 8.00.
    const summary = within(maple).getByTestId('order-summary');
    expect(summary).toHaveTextContent('Subtotal$25.00');
    expect(summary).toHaveTextContent('Discounts−$1.50');
    expect(summary).toHaveTextContent('Delivery fee$8.00');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$31.50');
    // Orchard Hill: 10×5.00, free delivery; the USD order: 2×4.00 + the farm's delivery fee.
    expect(screen.getByTestId('grand-CAD')).toHaveTextContent('$81.50');
    expect(screen.getByTestId('grand-USD')).toHaveTextContent('US$16.00');
    expect(screen.getByRole('button', { name: 'Place 3 orders' })).toBeEnabled();
  });

  it('says when an order is below the farm minimum and places the others only', async () => {
    await device({ lines: [line(carrots.id, { quantity: 3, unit_price_minor: 450, current_price_minor: 450 }), line(kale.id, { quantity: 1 }), line(apples.id)] });
    await db.sellers.put({ ...maple, min_order_minor: 2500 });
    await renderRoute('/checkout', { user: buyer });
    const mapleOrder = await orderOf('Maple Ridge Farm');
    expect(
      await within(mapleOrder).findByText('Maple Ridge Farm has a minimum order of $25.00. Add $6.50 more to order from this farm.'),
    ).toBeInTheDocument();
    expect(within(mapleOrder).queryByLabelText('Delivery date')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.getByText('1 order stays in your cart for now.')).toBeInTheDocument();
    expect(within(mapleOrder).getByRole('link', { name: 'Shop more from Maple Ridge Farm' })).toHaveAttribute('href', `/marketplace?seller=${TEST_FARM}`);
  });

  it('flags a changed price or missing stock and does not place that farm', async () => {
    await device({ lines: [line(carrots.id, { price_changed: true, current_price_minor: 475, unit_price_minor: 450 }), line(kale.id, { quantity: 5, available: 3 })] });
    await renderRoute('/checkout', { user: buyer });
    expect(await screen.findByText('Price changed from $4.50 to $4.75')).toBeInTheDocument();
    expect(screen.getByText('Only 3 kg left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review in cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('offers pay on delivery to buyers, invoices to bulk buyers, and pay at pickup for pickup', async () => {
    await device({ lines: [line(kale.id)] });
    const first = await renderRoute('/checkout', { user: buyer });
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(within(payment).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Pay on delivery']);
    first.unmount();

    const { user } = await renderRoute('/checkout', { user: bulk });
    const bulkPayment = await screen.findByRole('group', { name: 'Payment' });
    expect(within(bulkPayment).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Pay on delivery', 'Invoice, net 15 days', 'Invoice, net 30 days']);
    await user.click(within(bulkPayment).getByRole('radio', { name: 'Invoice, net 30 days' }));
    await user.click(screen.getByRole('radio', { name: /Pickup at the farm/ }));
    const after = screen.getByRole('group', { name: 'Payment' });
    expect(within(after).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Pay at pickup', 'Invoice, net 15 days', 'Invoice, net 30 days']);
    expect(within(after).getByRole('radio', { name: 'Invoice, net 30 days' })).toBeChecked();
    // One approved branch: chosen for the buyer; pickup is free and taxed where the branch is (NS HST 14%).
    expect(screen.getByLabelText('Pickup place')).toHaveDisplayValue(/Farm stand/);
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Delivery feeFree (pickup)');
    expect(screen.getByTestId('tax-line')).toHaveTextContent('HST 14%, zero-rated (fresh produce)$0.00');
  });

  it("offers the farm's next delivery days after its notice", async () => {
    await device({ lines: [line(kale.id)] });
    await renderRoute('/checkout', { user: buyer });
    const select = await screen.findByLabelText('Delivery date');
    const values = within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual(['', ...availableDates(maple, todayInCanada(), 10)]);
    const first = within(select).getAllByRole('option')[1]!;
    expect(first.textContent).toMatch(/^(Tuesday|Friday), /);
  });

  it('shows the tax lines of the delivery province honestly, at zero for fresh produce', async () => {
    await device({ lines: [line(kale.id)], addresses: [address('dddddddd-0000-4000-8000-000000000001', 'ON', { is_default: true }), address('dddddddd-0000-4000-8000-000000000002', 'QC', { label: 'Montréal' })] });
    const { user } = await renderRoute('/checkout', { user: buyer });
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getAllByTestId('tax-line').map((l) => l.textContent)).toEqual(['HST 13%, zero-rated (fresh produce)$0.00']);
    await user.selectOptions(screen.getByLabelText('Delivery address'), 'dddddddd-0000-4000-8000-000000000002');
    expect(within(summary).getAllByTestId('tax-line').map((l) => l.textContent)).toEqual([
      'GST 5%, zero-rated (fresh produce)$0.00',
      'QST 9.975%, zero-rated (fresh produce)$0.00',
    ]);
  });

  it('asks for a date and an address before placing anything', async () => {
    await device({ lines: [line(kale.id)], addresses: [] });
    const { user } = await renderRoute('/checkout', { user: buyer });
    expect(await screen.findByText('You have no saved address yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a delivery address' })).toHaveAttribute('href', '/profile/address');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Add a delivery address before ordering')).toBeInTheDocument();
    expect(screen.getByText('Choose a delivery date')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery date')).toHaveAttribute('aria-invalid', 'true');
    expect(await db.local_outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
  });

  it('places one waiting order per farm offline, empties those cart lines and goes to the orders', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await device({ lines: [line(carrots.id), line(kale.id), line(apples.id)] });
    const { user, router } = await renderRoute('/checkout', { user: buyer });
    const [first, second] = await orders();
    for (const order of [first!, second!]) {
      const date = within(order).getByLabelText('Delivery date');
      await user.selectOptions(date, within(date).getAllByRole('option')[1]!);
    }
    await user.type(within(first!).getByLabelText(/Note for/), 'Back door');
    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    // jsdom has no Background Sync (like Safari): the change leaves only while the app is open, and the message says so.
    expect(await screen.findAllByText('Saved on this phone; it will be sent when FreshMarket is open with a signal', {}, { timeout: 5000 })).not.toHaveLength(0);
    const placed = await db.orders.toArray();
    expect(placed).toHaveLength(2);
    expect(placed.every((o) => o.local === 'waiting' && o.status === 'placed')).toBe(true);
    const entries = await db.local_outbox.toArray();
    expect(entries.map((e) => [e.kind, e.label])).toEqual([
      ['order.create', 'Order from Maple Ridge Farm'],
      ['order.create', 'Order from Orchard Hill'],
    ]);
    expect(entries[0]!.body).toMatchObject({ seller_id: TEST_FARM, fulfilment: 'delivery', payment_method: 'pay_on_delivery', note: 'Back door', lines: [{ product_id: carrots.id }, { product_id: kale.id }] });
    expect(await db.cart_items.count()).toBe(0);
  });

  it('one order goes to its own page', async () => {
    await device({ lines: [line(kale.id)] });
    const { user, router } = await renderRoute('/checkout', { user: buyer });
    const date = await screen.findByLabelText('Delivery date');
    await user.selectOptions(date, within(date).getAllByRole('option')[1]!);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const [order] = await waitFor(async () => {
      const rows = await db.orders.toArray();
      expect(rows).toHaveLength(1);
      return rows;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order!.id}`));
  });

  it('has no axe violations', async () => {
    await device({ lines: [line(carrots.id, { price_changed: true, current_price_minor: 475 }), line(apples.id)] });
    await db.sellers.put({ ...maple, min_order_minor: 5000 });
    const { container } = await renderRoute('/checkout', { user: bulk });
    await orders();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
