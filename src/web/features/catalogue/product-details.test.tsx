// The product page through the real route, from Dexie: tiers, discount, stock, tabs, feedback, the bulk prompt
// by role, buy now, share, and 'Product not found'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { TEST_FARM as FARM, TEST_VEGETABLES as VEG, testProduct, testSeller, emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';

const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', {
  name_fr: 'Carottes',
  description: 'Sweet Nantes carrots, washed.',
  tags: ['root', 'sweet'],
  organic: true,
  discount_percent: 20,
  weight: 0.5,
  unit: 'pack',
  min_order_qty: 2,
  branch_name: 'North Field',
  province: 'QC',
  harvest_date: '2026-05-02',
  available_from: '2026-05-01',
  available_until: '2026-06-30',
  grades: [
    { grade: 'top', price_minor: 500, stock: 100 },
    { grade: 'mid', price_minor: 400, stock: 5 },
    { grade: 'lower', price_minor: 300, stock: 0 },
  ],
  images: [
    { id: 'i1', thumb: '/uploads/c1-thumb.webp', card: '/uploads/c1-card.webp', full: '/uploads/c1-full.webp' },
    { id: 'i2', thumb: '/uploads/c2-thumb.webp', card: '/uploads/c2-card.webp', full: '/uploads/c2-full.webp' },
  ],
  rating_avg: 4.5,
  rating_count: 2,
});
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');
const hidden = testProduct('aaaaaaaa-0000-4000-8000-000000000004', 'Pending Kale', { visible: false });

async function fill(products: Product[] = [carrots, kale, hidden]) {
  await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm', { province: 'QC' }));
  await db.categories.put({ id: VEG, slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 });
  await db.products.bulkPut(products);
}

const { fetchMock } = emptyOfflineDeviceEachTest();
const urlOf = (input: Parameters<typeof fetch>[0]) => String(input instanceof Request ? input.url : input);

afterEach(() => activateTestLanguage('en'));

describe('Product page', () => {
  it('shows each grade tier with its price after discount, the original struck, and stock per grade', async () => {
    await fill();
    await renderRoute(`/products/details/${carrots.id}`, { user: testUser('Buyer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrots' })).toBeInTheDocument();
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    const tiers = screen.getByTestId('grade-tiers');
    const rows = within(tiers).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Top grade', 'Mid grade', 'Lower grade']);
    expect(within(rows[0]!).getByText('$4.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$5.00').closest('s')).not.toBeNull();
    expect(within(rows[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Low stock')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Out of stock')).toBeInTheDocument();
    // Per pack, and the stock left in the plural it takes.
    expect(rows[0]).toHaveTextContent('$4.00 / pack');
    expect(within(rows[0]!).getByText('100 packs')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Lower grade (out of stock)' })).toBeDisabled();
  });

  it('in French: the stock left per grade and the minimum order agree with their number', async () => {
    activatePendingFrench();
    await fill([carrots, testProduct('aaaaaaaa-0000-4000-8000-000000000005', 'Eggs', { name_fr: 'Œufs', unit: 'box', grades: [{ grade: 'top', price_minor: 500, stock: 1 }] })]);
    const { unmount } = await renderRoute(`/products/details/${carrots.id}`, { user: testUser('Buyer') });
    await screen.findByRole('heading', { level: 1, name: 'Carottes' });
    const rows = within(screen.getByTestId('grade-tiers')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('100 paquets')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('5 paquets')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('0 paquet')).toBeInTheDocument();
    unmount();
    await renderRoute('/products/details/aaaaaaaa-0000-4000-8000-000000000005', { user: testUser('Buyer') });
    await screen.findByRole('heading', { level: 1, name: 'Œufs' });
    expect(within(screen.getByTestId('grade-tiers')).getByText('1 boîte')).toBeInTheDocument();
  });

  it('shows the photos with srcset and alt text, the large one at once and the thumbnails lazily, and switches photo from a thumbnail', async () => {
    await fill();
    const { user } = await renderRoute(`/products/details/${carrots.id}`);
    const main = await screen.findByRole('img', { name: 'Carrots, photo 1 of 2' });
    expect(main).toHaveAttribute('srcset', '/uploads/c1-thumb.webp 160w, /uploads/c1-card.webp 480w, /uploads/c1-full.webp 1280w');
    // The page's largest paint: loaded at once and before other images; the thumbnails wait until laid out.
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Carrots, photo 2 of 2' })).toHaveAttribute('src', '/uploads/c2-full.webp');
  });

  it('has keyboard tabs for description, additional information and feedback', async () => {
    await fill();
    const { user } = await renderRoute(`/products/details/${carrots.id}`);
    const tablist = await screen.findByRole('tablist', { name: 'Product information' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Description', 'Additional information', 'Customer feedback (2)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sweet Nantes carrots, washed.');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    const info = screen.getByRole('tabpanel', { name: 'Additional information' });
    for (const text of ['Vegetables', '0.5 kg per pack', 'Sold by the pack, at least 2 packs per order', 'root, sweet', 'Yes', 'North Field', 'Quebec', 'May 2, 2026', 'May 1, 2026 to June 30, 2026']) {
      expect(within(info).getByText(text)).toBeInTheDocument();
    }
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the feedback from Dexie with the average', async () => {
    await fill();
    await db.product_reviews.bulkPut([
      { id: 'r1', product_id: carrots.id, rating: 5, comment: 'Crunchy and sweet.', author: 'Marie L.', created_at: '2026-05-10T12:00:00.000Z', version: 1 },
      { id: 'r2', product_id: carrots.id, rating: 4, comment: 'Good value.', author: 'Sam K.', created_at: '2026-05-12T12:00:00.000Z', version: 1 },
      { id: 'r3', product_id: kale.id, rating: 1, comment: 'Not this one', author: 'X Y.', created_at: '2026-05-12T12:00:00.000Z', version: 1 },
    ]);
    const { user } = await renderRoute(`/products/details/${carrots.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Customer feedback (2)' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').map((li) => within(li).getByText(/\./, { selector: 'p' }).textContent)).toEqual(['Good value.', 'Crunchy and sweet.']);
    expect(within(panel).queryByText('Not this one')).not.toBeInTheDocument();
  });

  it('says "No description available" and "No customer feedback yet"', async () => {
    await fill();
    const { user } = await renderRoute(`/products/details/${kale.id}`);
    expect(await screen.findByText('No description available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Customer feedback' }));
    expect(await screen.findByText('No customer feedback yet')).toBeInTheDocument();
  });

  it.each([
    ['BulkBuyer', 'Request a quote', `/request-produce?product=${carrots.id}`],
    ['Buyer', 'Register as a bulk buyer', '/register/bulk-buyer'],
    [null, 'Register as a bulk buyer', '/register/bulk-buyer'],
  ])('the bulk prompt leads a %s to the right place', async (role, name, href) => {
    await fill();
    await renderRoute(`/products/details/${carrots.id}`, { user: role ? testUser(role) : null });
    expect(await screen.findByRole('heading', { name: 'Buying in bulk?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('a seller sees no bulk prompt', async () => {
    await fill();
    await renderRoute(`/products/details/${carrots.id}`, { user: testUser('Seller') });
    await screen.findByRole('heading', { level: 1, name: 'Carrots' });
    expect(screen.queryByRole('heading', { name: 'Buying in bulk?' })).not.toBeInTheDocument();
  });

  it('buy now adds the line through the outbox and goes to checkout', async () => {
    await fill();
    const { user, router } = await renderRoute(`/products/details/${carrots.id}`, { user: testUser('Buyer') });
    await screen.findByRole('heading', { level: 1, name: 'Carrots' });
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const lines = await db.cart_items.toArray();
    expect(lines).toMatchObject([{ product_id: carrots.id, grade: 'top', quantity: 3 }]);
    expect(await db.local_outbox.count()).toBe(1);
  });

  it('refuses a quantity under the minimum order', async () => {
    await fill();
    const { user } = await renderRoute(`/products/details/${carrots.id}`, { user: testUser('Buyer') });
    await screen.findByRole('heading', { level: 1, name: 'Carrots' });
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '1');
    expect(screen.getByText('Order at least 2 packs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await db.cart_items.count()).toBe(0);
  });

  it('copies the link when the Web Share API is missing', async () => {
    await fill();
    const { user } = await renderRoute(`/products/details/${carrots.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Carrots' });
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/products/details/${carrots.id}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says "Product not found" for an unknown or hidden id', async () => {
    await fill();
    await renderRoute('/products/details/ffffffff-0000-4000-8000-000000000000');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    await renderRoute(`/products/details/${hidden.id}`);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it('asks the API when the pull has not brought the product yet', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).includes(`/api/product/products/${kale.id}/`) ? Promise.resolve(Response.json({ data: kale })) : Promise.reject(new TypeError('offline in tests')),
    );
    await renderRoute(`/products/details/${kale.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kale' })).toBeInTheDocument();
  });
});
