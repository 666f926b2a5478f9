// A refused order in 'changes not saved': what changed line by line, and "Review in cart" gives the cart back flagged.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@contract/cart.ts';
import type { OrderChange } from '@contract/orders.ts';
import { db } from '@/offline/db.ts';
import { placeOrder } from '@/domain/orders/order-create.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

vi.mock('@/offline/sync-runtime.ts', () => ({ startSync: vi.fn(), syncNow: vi.fn(async () => {}) }));

emptyOfflineDeviceEachTest();

const buyer = testUser('Buyer');
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { name_fr: 'Carottes' });
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');
const beets = testProduct('aaaaaaaa-0000-4000-8000-000000000005', 'Beets');
const farm = testSeller(TEST_FARM, 'Maple Ridge Farm');

const cart = (id: string, productId: string, quantity: number, price: number): CartItem => ({
  id,
  product_id: productId,
  grade: 'top',
  quantity,
  unit_price_minor: price,
  current_price_minor: price,
  price_changed: false,
  currency: 'CAD',
  available: 40,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const lines = [cart('cccccccc-0000-4000-8000-000000000001', carrots.id, 3, 400), cart('cccccccc-0000-4000-8000-000000000002', kale.id, 12, 500), cart('cccccccc-0000-4000-8000-000000000003', beets.id, 1, 300)];

const change = (product: typeof carrots, over: Partial<OrderChange>): OrderChange => ({
  product_id: product.id,
  grade: 'top',
  product_name: product.name,
  product_name_fr: product.name_fr,
  reason: 'price',
  expected_price_minor: 400,
  current_price_minor: 450,
  requested: 3,
  available: 40,
  ...over,
});
const changes = [
  change(carrots, {}),
  change(kale, { reason: 'stock', expected_price_minor: 500, current_price_minor: 500, requested: 12, available: 8 }),
  change(beets, { reason: 'unavailable', expected_price_minor: 300, current_price_minor: null, requested: 1, available: 0 }),
];

describe('A refused order', () => {
  it('shows what changed and "Review in cart" puts the lines back, flagged, then opens the cart', async () => {
    await db.sellers.put(farm);
    await db.products.bulkPut([carrots, kale, beets]);
    const { user, router } = await renderRoute('/marketplace', { user: buyer });
    await db.cart_items.bulkPut(lines);
    await placeOrder({
      seller: farm,
      lines: [
        { cart: lines[0]!, product: carrots, list_price_minor: 400 },
        { cart: lines[1]!, product: kale, list_price_minor: 500 },
        { cart: lines[2]!, product: beets, list_price_minor: 300 },
      ],
      fulfilment: 'pickup',
      date: '2026-06-02',
      payment_method: 'pay_on_pickup',
      buyer,
      label: 'Order from Maple Ridge Farm',
    });
    expect(await db.cart_items.count()).toBe(0);
    await db.local_outbox.toCollection().modify({
      state: 'rejected',
      lastStatus: 409,
      lastError: 'Prices or stock changed since you filled your cart. Review your cart before ordering again.',
      lastBody: { code: 'order_changed', changes },
    });

    await user.click(await screen.findByRole('button', { name: /1 change not saved/ }, { timeout: 5000 }));
    const refused = await screen.findByTestId('refused-order', {}, { timeout: 5000 });
    expect(within(refused).getByText('Order from Maple Ridge Farm')).toBeInTheDocument();
    expect(within(refused).getByText(/Prices or stock changed/)).toBeInTheDocument();
    const items = within(await within(refused).findByTestId('order-changes')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Carrots (Top grade): price was $4.00, now $4.50',
      'Kale (Top grade): you asked for 12 kg, 8 kg left',
      'Beets (Top grade): no longer available',
    ]);
    expect(within(refused).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    await user.click(within(refused).getByRole('button', { name: 'Review in cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Price changed from $4.00 to $4.50')).toBeInTheDocument();
    expect(screen.getByText('Only 8 kg left')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
