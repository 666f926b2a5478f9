// Cart through the real routes: Dexie changes at once and each change waits in the outbox with its REST call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@contract/cart.ts';
import { setSession } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { TEST_FARM as FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { mergeLocalCart } from './cart-actions.ts';
import { LOCAL_CART_KEY } from './local-cart.ts';

const buyer = testUser('Buyer');


const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { discount_percent: 10 });
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');

function line(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 'cccccccc-0000-4000-8000-000000000001',
    product_id: kale.id,
    grade: 'top',
    quantity: 2,
    unit_price_minor: 500,
    current_price_minor: 500,
    price_changed: false,
    currency: 'CAD',
    available: 40,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...over,
  };
}

const pending = () => db.local_outbox.orderBy('seq').toArray();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  window.localStorage.clear();
  // No network in these tests: entries stay in the outbox where the test can read them.
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline in tests')));
  await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm'));
  await db.products.bulkPut([carrots, kale]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateTestLanguage('en');
});

describe('Add to cart', () => {
  it('puts a line in Dexie with the current price and queues POST /product/add-to-cart/', async () => {
    const { user } = await renderRoute(`/products/details/${carrots.id}`, { user: buyer });
    await user.selectOptions(await screen.findByLabelText('Grade'), 'mid');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product added to cart successfully!')).toBeInTheDocument();

    const [row] = await db.cart_items.toArray();
    expect(row).toMatchObject({ product_id: carrots.id, grade: 'mid', quantity: 3, unit_price_minor: 360, current_price_minor: 360, price_changed: false, available: 20 });
    const [entry] = await pending();
    expect(entry).toMatchObject({ kind: 'cart.add', method: 'POST', path: '/product/add-to-cart/', entityKey: `cart_items:${row!.id}` });
    expect(entry!.body).toEqual({ id: row!.id, product_id: carrots.id, quantity: 3, grade: 'mid' });

    // The same product and grade again increases that line.
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(async () => expect((await db.cart_items.get(row!.id))?.quantity).toBe(6));
    const entries = await pending();
    expect(entries[1]).toMatchObject({ kind: 'cart.update', method: 'PATCH', path: `/product/add-to-cart/${row!.id}/`, body: { quantity: 6 } });
  });

  it('signed out: keeps the line in localStorage and asks to log in', async () => {
    const { user } = await renderRoute(`/products/details/${kale.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findAllByText('Please login to add items to cart')).not.toHaveLength(0);
    // It says what really happens: the line is kept and joins the cart at sign-in.
    expect(screen.getAllByText(/We kept it on this device: it will be in your cart when you sign in\./)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login'));
    const local = JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? '[]') as unknown[];
    expect(local).toEqual([{ id: expect.any(String), product_id: kale.id, grade: 'top', quantity: 1 }]);
    expect(await db.cart_items.count()).toBe(0);
    expect(await db.local_outbox.count()).toBe(0);
  });
});

describe('Cart page', () => {
  it('changes a quantity and removes a line at once, queueing PATCH and DELETE', async () => {
    await db.cart_items.put(line());
    const { user } = await renderRoute('/cart', { user: buyer });
    const row = await screen.findByTestId('cart-line');
    expect(within(row).getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Maple Ridge Farm/ })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(async () => expect((await db.cart_items.get(line().id))?.quantity).toBe(3));
    expect(await within(row).findByText('$15.00')).toBeInTheDocument();
    expect(await within(row).findByTestId('waiting-to-sync')).toBeInTheDocument();
    expect((await pending())[0]).toMatchObject({ kind: 'cart.update', method: 'PATCH', path: `/product/add-to-cart/${line().id}/`, body: { quantity: 3 } });

    await user.click(within(row).getByRole('button', { name: 'Remove Kale from cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(await db.cart_items.count()).toBe(0);
    expect((await pending())[1]).toMatchObject({ kind: 'cart.remove', method: 'DELETE', path: `/product/add-to-cart/${line().id}/` });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
    expect((await pending())[2]).toMatchObject({ kind: 'cart.add', method: 'POST', body: { product_id: kale.id, quantity: 3, grade: 'top' } });
  });

  it('types a quantity in the stepper', async () => {
    await db.cart_items.put(line());
    const { user } = await renderRoute('/cart', { user: buyer });
    const input = await screen.findByRole('spinbutton', { name: 'Quantity of Kale' });
    await user.clear(input);
    await user.type(input, '7{Enter}');
    await waitFor(async () => expect((await db.cart_items.get(line().id))?.quantity).toBe(7));
  });

  it('shows a changed price, and accepting it queues PATCH { accept_price: true }', async () => {
    await db.cart_items.put(line({ current_price_minor: 550, price_changed: true }));
    const { user } = await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Price changed from $5.00 to $5.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept new price' }));
    await waitFor(() => expect(screen.queryByText(/Price changed/)).not.toBeInTheDocument());
    expect(await db.cart_items.get(line().id)).toMatchObject({ unit_price_minor: 550, price_changed: false });
    expect((await pending())[0]).toMatchObject({ method: 'PATCH', body: { accept_price: true } });
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$11.00');
  });

  it('marks a line whose last change the server refused, with its reason', async () => {
    await db.cart_items.put(line());
    await setSession(buyer, { access: 'a', refresh: 'r' });
    await db.local_outbox.add({
      id: 'ffffffff-0000-4000-8000-000000000001',
      kind: 'cart.update',
      label: 'Change quantity',
      method: 'PATCH',
      path: `/product/add-to-cart/${line().id}/`,
      body: { quantity: 99 },
      userId: buyer.id,
      lang: 'en',
      createdAt: 1,
      state: 'rejected',
      attempts: 1,
      lastError: 'Only 40 kg left in stock',
      lastStatus: 409,
      nextAttemptAt: 1,
      entityKey: `cart_items:${line().id}`,
    });
    await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Not saved: Only 40 kg left in stock')).toBeInTheDocument();
    expect(screen.queryByTestId('waiting-to-sync')).not.toBeInTheDocument();
  });

  it('flags a quantity above the stock left', async () => {
    await db.cart_items.put(line({ quantity: 5, available: 3 }));
    await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Only 3 kg left')).toBeInTheDocument();
  });

  it('says the stock left of a counted unit in the plural it takes, in English and French', async () => {
    const eggs = testProduct('aaaaaaaa-0000-4000-8000-000000000005', 'Eggs', { name_fr: 'Œufs', unit: 'box' });
    await db.products.put(eggs);
    await db.cart_items.bulkPut([
      line({ product_id: eggs.id, quantity: 5, available: 3 }),
      line({ id: 'cccccccc-0000-4000-8000-000000000002', product_id: eggs.id, grade: 'mid', quantity: 2, available: 1, created_at: '2026-01-02T00:00:00.000Z' }),
    ]);
    const { unmount } = await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Only 3 boxes left')).toBeInTheDocument();
    expect(screen.getByText('Only 1 box left')).toBeInTheDocument();
    unmount();

    activatePendingFrench();
    await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Plus que 3 boîtes en stock')).toBeInTheDocument();
    expect(screen.getByText('Plus que 1 boîte en stock')).toBeInTheDocument();
    // The price stays per unit, singular.
    expect(screen.getAllByText(/\/ boîte$/)).toHaveLength(2);
  });

  it('sums per currency with the discount, in integer cents', async () => {
    await db.cart_items.bulkPut([
      line(),
      line({ id: 'cccccccc-0000-4000-8000-000000000002', product_id: carrots.id, quantity: 3, unit_price_minor: 450, current_price_minor: 450, created_at: '2026-01-02T00:00:00.000Z' }),
      line({ id: 'cccccccc-0000-4000-8000-000000000003', product_id: 'dddddddd-0000-4000-8000-000000000009', currency: 'USD', quantity: 1, unit_price_minor: 999, current_price_minor: 999, created_at: '2026-01-03T00:00:00.000Z' }),
    ]);
    await renderRoute('/cart', { user: buyer });
    const cad = await screen.findByTestId('summary-CAD');
    expect(within(cad).getByText('$25.00')).toBeInTheDocument(); // 2×5.00 + 3×5.00 list
    expect(within(cad).getByText('−$1.50')).toBeInTheDocument();
    expect(within(cad).getByTestId('summary-total')).toHaveTextContent('$23.50');
    expect(within(screen.getByTestId('summary-USD')).getByTestId('summary-total')).toHaveTextContent('US$9.99');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the empty state with a way back to the marketplace', async () => {
    await renderRoute('/cart', { user: buyer });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});

describe('mergeLocalCart', () => {
  it('runs when a shop screen sees the signed-in user: the line kept signed out lands in the cart', async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([{ id: 'eeeeeeee-0000-4000-8000-000000000003', product_id: kale.id, grade: 'mid', quantity: 2 }]));
    await renderRoute('/cart', { user: buyer });
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Kale' })).toHaveValue(2);
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(await pending()).toEqual([expect.objectContaining({ kind: 'cart.add', body: { id: 'eeeeeeee-0000-4000-8000-000000000003', product_id: kale.id, quantity: 2, grade: 'mid' } })]);
  });

  it('moves the signed-out cart into the user cart through the outbox, then clears it', async () => {
    await db.cart_items.put(line({ quantity: 2 }));
    window.localStorage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([
        { id: 'eeeeeeee-0000-4000-8000-000000000001', product_id: kale.id, grade: 'top', quantity: 4 },
        { id: 'eeeeeeee-0000-4000-8000-000000000002', product_id: carrots.id, grade: 'lower', quantity: 1 },
      ]),
    );
    await setSession(buyer, { access: 'a', refresh: 'r' });
    expect(await mergeLocalCart()).toBe(2);
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
    const [increase, add] = await pending();
    expect(increase).toMatchObject({ kind: 'cart.update', method: 'PATCH', body: { quantity: 6 } });
    expect(add).toMatchObject({
      kind: 'cart.add',
      body: { id: 'eeeeeeee-0000-4000-8000-000000000002', product_id: carrots.id, quantity: 1, grade: 'lower' },
    });
    expect(await db.cart_items.get('eeeeeeee-0000-4000-8000-000000000002')).toMatchObject({ unit_price_minor: 270 });
  });
});
