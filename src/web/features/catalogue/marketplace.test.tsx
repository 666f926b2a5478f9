// The marketplace and product page through the real routes, with Dexie filled as a pull would fill it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Product } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { TEST_FARM as FARM, TEST_VEGETABLES as VEG, testProduct } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const FRUIT = '44444444-4444-4444-8444-444444444444';


/** The marketplace's products: dearer grades run out lower down, and each has a picture. */
function product(id: string, name: string, over: Partial<Product> = {}): Product {
  return testProduct(id, name, {
    grades: [
      { grade: 'top', price_minor: 450, stock: 100 },
      { grade: 'mid', price_minor: 350, stock: 50 },
      { grade: 'lower', price_minor: 250, stock: 0 },
    ],
    images: [{ id: 'img-1', thumb: '/uploads/demo/x-thumb.webp', card: '/uploads/demo/x-card.webp', full: '/uploads/demo/x-full.webp' }],
    ...over,
  });
}

const carrots = product('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { name_fr: 'Carottes', tags: ['root'], organic: true, discount_percent: 20 });
const apples = product('aaaaaaaa-0000-4000-8000-000000000002', 'Honeycrisp Apples', { category_id: FRUIT, tags: ['orchard'] });
const kale = product('aaaaaaaa-0000-4000-8000-000000000003', 'Kale', { description: 'Curly kale, picked at dawn.' });

async function fillCatalogue(products: Product[] = [carrots, apples, kale]) {
  await db.sellers.put({ id: FARM, farm_name: 'Maple Ridge Farm', description: null, province: 'ON', certifications: [], version: 1 });
  await db.categories.bulkPut([
    { id: VEG, slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 },
    { id: FRUIT, slug: 'fruit', name_en: 'Fruit', name_fr: 'Fruits', position: 2, version: 1 },
  ]);
  await db.products.bulkPut(products);
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('offline in tests'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Marketplace', () => {
  it('shows the cards from Dexie with price, farm, badges and the count', async () => {
    await fillCatalogue();
    await renderRoute('/marketplace');
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    const carrotCard = cards.find((c) => within(c).queryByText('Carrots'))!;
    expect(within(carrotCard).getByText('20% OFF')).toBeInTheDocument();
    expect(within(carrotCard).getByText('Organic')).toBeInTheDocument();
    expect(within(carrotCard).getByText('$3.60')).toBeInTheDocument();
    expect(within(carrotCard).getByText('Maple Ridge Farm')).toBeInTheDocument();
    expect(carrotCard.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(carrotCard.querySelector('img')).toHaveAttribute('srcset', '/uploads/demo/x-thumb.webp 160w, /uploads/demo/x-card.webp 480w');
  });

  it('filters by ?q= on the name, French name and tags', async () => {
    await fillCatalogue();
    await renderRoute('/marketplace?q=orchard');
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
    expect(screen.getByText('Honeycrisp Apples')).toBeInTheDocument();
    expect(screen.queryByText('Carrots')).not.toBeInTheDocument();
  });

  it('shows French names and categories in French', async () => {
    await fillCatalogue();
    i18n.load('fr', {});
    i18n.activate('fr');
    try {
      await renderRoute('/marketplace?q=carottes');
      expect(await screen.findByText('Carottes')).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Légumes' })).toBeInTheDocument();
      expect(screen.getByText('3,60 $')).toBeInTheDocument();
    } finally {
      i18n.activate('en');
    }
  });

  it('offline on a first visit, says the catalogue needs one connection', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await renderRoute('/marketplace');
      expect(await screen.findByText(/The catalogue is not on this device yet/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('filters by category', async () => {
    await fillCatalogue();
    const { user } = await renderRoute('/marketplace');
    await screen.findByText('Showing 3 of 3 products');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fruit');
    expect(await screen.findByText('Showing 1 of 3 products')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    await fillCatalogue();
    await renderRoute('/marketplace?q=durian');
    expect(await screen.findByText('No products found matching your filters. Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('shows the first page from the API while Dexie is empty', async () => {
    fetchMock.mockImplementation((input) =>
      String(input instanceof Request ? input.url : input).includes('/api/product/products/')
        ? Promise.resolve(Response.json({ data: [kale], meta: { count: 1, page: 1, page_size: 48 } }))
        : Promise.reject(new TypeError('offline in tests')),
    );
    await renderRoute('/marketplace');
    expect(await screen.findByText('Kale')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 products')).toBeInTheDocument();
  });

  it('pages 48 at a time with Load more', async () => {
    const many = Array.from({ length: 60 }, (_, i) => product(`bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`, `Squash ${String(i).padStart(2, '0')}`));
    await fillCatalogue(many);
    const { user } = await renderRoute('/marketplace');
    await screen.findByText('Showing 60 of 60 products');
    expect(screen.getAllByTestId('product-card')).toHaveLength(48);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByTestId('product-card')).toHaveLength(60);
  });
});

describe('Marketplace with 10,000 products', () => {
  it('renders one page of cards and filters by a word', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      product(`cccccccc-0000-4000-8000-${String(i).padStart(12, '0')}`, `${i % 10 === 0 ? 'Garlic' : 'Onion'} ${i}`),
    );
    await fillCatalogue(many);
    await renderRoute('/marketplace');
    expect(await screen.findByText('Showing 10,000 of 10,000 products', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(48);
    await renderRoute('/marketplace?q=garlic');
    expect(await screen.findByText('Showing 1,000 of 10,000 products', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);
});

describe('Product page', () => {
  it('shows prices per grade, stock and the description', async () => {
    await fillCatalogue();
    await renderRoute(`/products/details/${kale.id}`, { user: testUser('Buyer') });
    expect(await screen.findByRole('heading', { name: 'Kale' })).toBeInTheDocument();
    expect(screen.getByText('Curly kale, picked at dawn.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Top grade' })).toBeInTheDocument();
    expect(screen.getByText('$4.50')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Lower grade (out of stock)' })).toBeDisabled();
  });

  it('says "No description available" and "Product not found"', async () => {
    await fillCatalogue();
    await renderRoute(`/products/details/${apples.id}`);
    expect(await screen.findByText('No description available')).toBeInTheDocument();
    await renderRoute('/products/details/ffffffff-0000-4000-8000-000000000000');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
