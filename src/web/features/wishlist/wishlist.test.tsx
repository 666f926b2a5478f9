// Wishlist through the real routes: the heart and the list change at once; POST/DELETE wait in the outbox.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { testProduct } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const buyer = testUser('Buyer');
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale', {
  name_fr: 'Chou frisé',
  min_order_qty: 2,
  grades: [
    { grade: 'top', price_minor: 500, stock: 0 },
    { grade: 'mid', price_minor: 400, stock: 20 },
    { grade: 'lower', price_minor: 300, stock: 10 },
  ],
});

const pending = () => db.local_outbox.orderBy('seq').toArray();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline in tests')));
  await db.products.put(kale);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Wishlist', () => {
  it('the heart on the product page queues POST then DELETE and shows its state', async () => {
    const { user } = await renderRoute(`/products/details/${kale.id}`, { user: buyer });
    const heart = await screen.findByRole('button', { name: 'Save Kale to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Product added to wishlist successfully!')).toBeInTheDocument();
    const [item] = await db.wishlist_items.toArray();
    expect((await pending())[0]).toMatchObject({ kind: 'wishlist.add', method: 'POST', path: '/product/wishlist/', body: { id: item!.id, product_id: kale.id } });

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Product removed from wishlist successfully!')).toBeInTheDocument();
    expect(await db.wishlist_items.count()).toBe(0);
    expect((await pending())[1]).toMatchObject({ kind: 'wishlist.remove', method: 'DELETE', path: `/product/wishlist/${item!.id}/` });
  });

  it('lists saved products; move to cart adds the first grade in stock at the minimum order and removes it', async () => {
    await db.wishlist_items.put({ id: 'wwwwwwww-0000-4000-8000-000000000001', product_id: kale.id, created_at: '2026-01-01T00:00:00.000Z', version: 1 });
    const { user } = await renderRoute('/wishlist', { user: buyer });
    const item = await screen.findByTestId('wishlist-item');
    expect(within(item).getByText('Kale')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Move Kale to cart' }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(await db.cart_items.toArray()).toEqual([expect.objectContaining({ product_id: kale.id, grade: 'mid', quantity: 2 })]);
    expect((await pending()).map((e) => e.kind)).toEqual(['cart.add', 'wishlist.remove']);
  });

  it('removes from the list', async () => {
    await db.wishlist_items.put({ id: 'wwwwwwww-0000-4000-8000-000000000001', product_id: kale.id, created_at: '2026-01-01T00:00:00.000Z', version: 1 });
    const { user } = await renderRoute('/wishlist', { user: buyer });
    await user.click(await screen.findByRole('button', { name: 'Remove Kale from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect((await pending())[0]).toMatchObject({ method: 'DELETE', path: '/product/wishlist/wwwwwwww-0000-4000-8000-000000000001/' });
  });
});
