// The marketplace through the real route, with Dexie filled as a pull would fill it: filters from the URL,
// bad params dropped, offline search in English and French, counts, pages, the empty state, the first visit.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { parseCatalogueSearch, type Product } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { TEST_FARM as FARM, TEST_VEGETABLES as VEG, testProduct, testSeller, emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { queryCatalogue } from './catalogue-query.ts';

// The real query, watched: while the server answers, the device's catalogue is not worked out.
vi.mock('./catalogue-query.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./catalogue-query.ts')>();
  return { ...real, queryCatalogue: vi.fn(real.queryCatalogue) };
});

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

const carrots = product('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', {
  name_fr: 'Carottes',
  tags: ['root'],
  organic: true,
  discount_percent: 20,
  price_from_minor: 200,
  created_at: '2026-01-03T00:00:00.000Z',
});
const apples = product('aaaaaaaa-0000-4000-8000-000000000002', 'Honeycrisp Apples', {
  name_fr: 'Pommes Honeycrisp',
  category_id: FRUIT,
  tags: ['orchard'],
  currency: 'USD',
  status: 'Seasonal',
  price_from_minor: 600,
  created_at: '2026-01-02T00:00:00.000Z',
});
const kale = product('aaaaaaaa-0000-4000-8000-000000000003', 'Kale', {
  description: 'Curly kale, picked at dawn.',
  price_from_minor: 400,
  total_stock: 0,
  grades: [{ grade: 'top', price_minor: 400, stock: 0 }],
  created_at: '2026-01-01T00:00:00.000Z',
});
const spinach = product('aaaaaaaa-0000-4000-8000-000000000004', 'Spinach', {
  name_fr: 'Épinards',
  price_from_minor: 300,
  created_at: '2025-12-31T00:00:00.000Z',
});
const draft = product('aaaaaaaa-0000-4000-8000-000000000005', 'Secret Carrots', { status: 'Draft', visible: false });
const hidden = product('aaaaaaaa-0000-4000-8000-000000000006', 'Pending Carrots', { visible: false });

async function fillCatalogue(products: Product[] = [carrots, apples, kale, spinach, draft, hidden]) {
  await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm'));
  await db.categories.bulkPut([
    { id: VEG, slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 },
    { id: FRUIT, slug: 'fruit', name_en: 'Fruit', name_fr: 'Fruits', position: 2, version: 1 },
  ]);
  await db.products.bulkPut(products);
  // A finished pull: the marketplace reads Dexie, not the server.
  await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
}

const names = () => screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);

const { fetchMock } = emptyOfflineDeviceEachTest();

describe('Marketplace', () => {
  it('shows the public cards from Dexie, available first then newest (Kale is out of stock), with price, farm, badges and the count', async () => {
    await fillCatalogue();
    await renderRoute('/marketplace');
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    expect(names()).toEqual(['Carrots', 'Honeycrisp Apples', 'Spinach', 'Kale']);
    const carrotCard = screen.getAllByTestId('product-card')[0]!;
    expect(within(carrotCard).getByText('20% OFF')).toBeInTheDocument();
    expect(within(carrotCard).getByText('Organic')).toBeInTheDocument();
    expect(within(carrotCard).getByText('$3.60')).toBeInTheDocument();
    expect(within(carrotCard).getByText('Maple Ridge Farm')).toBeInTheDocument();
    // The first row is in view as the page opens: its photos load at once and first (one of them is the largest paint).
    expect(carrotCard.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(carrotCard.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    ['organic=only', ['Carrots']],
    ['organic=non', ['Honeycrisp Apples', 'Spinach', 'Kale']],
    ['category=fruit', ['Honeycrisp Apples']],
    [`category=${VEG}`, ['Carrots', 'Spinach', 'Kale']],
    ['price_min=3&price_max=4', ['Spinach', 'Kale']],
    ['status=Seasonal', ['Honeycrisp Apples']],
    ['currency=USD', ['Honeycrisp Apples']],
    ['stock=out_of_stock', ['Kale']],
    ['stock=in_stock&sort=price_asc', ['Carrots', 'Spinach', 'Honeycrisp Apples']],
    ['sort=price_desc', ['Honeycrisp Apples', 'Kale', 'Spinach', 'Carrots']],
    ['sort=name', ['Carrots', 'Honeycrisp Apples', 'Kale', 'Spinach']],
    ['category=vegetables&organic=non&sort=price_asc', ['Spinach', 'Kale']],
  ])('filters from the URL: ?%s', async (query, expected) => {
    await fillCatalogue();
    await renderRoute(`/marketplace?${query}`);
    expect(await screen.findByText(`Showing ${expected.length} of ${expected.length} products`)).toBeInTheDocument();
    expect(names()).toEqual(expected);
  });

  it('drops invalid params and keeps the valid ones', async () => {
    await fillCatalogue();
    const { router } = await renderRoute('/marketplace?organic=maybe&sort=cheapest&price_min=abc&status=Draft&page=-3&q=carot');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(names()).toEqual(['Carrots']);
    expect(router.state.location.search).toEqual({ q: 'carot' });
    expect(parseCatalogueSearch({ organic: 'maybe', q: 'carot' })).toMatchObject({ organic: 'all', q: 'carot' });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it.each([
    ['carot', ['Carrots']],
    ['CARROTS', ['Carrots']],
    ['carottes', ['Carrots']],
    ['pomme', ['Honeycrisp Apples']],
    ['epinards', ['Spinach']],
    ['Épin', ['Spinach']],
    ['orchard', ['Honeycrisp Apples']],
    ['fruits', ['Honeycrisp Apples']],
    ['légumes', ['Carrots', 'Spinach', 'Kale']],
    ['honeycrisp pom', ['Honeycrisp Apples']],
    ['honeycrisp carrot', []],
  ])('searches offline in English and French, prefixes and accents: %s', async (q, expected) => {
    await fillCatalogue();
    await renderRoute(`/marketplace?q=${encodeURIComponent(q)}`);
    if (expected.length === 0) {
      expect(await screen.findByText('No products found matching your filters. Try adjusting your search criteria.')).toBeInTheDocument();
      return;
    }
    expect(await screen.findByText(`Showing ${expected.length} of ${expected.length} products`)).toBeInTheDocument();
    expect(names()).toEqual(expected);
  });

  it('writes the filters to the URL, without the defaults', async () => {
    await fillCatalogue();
    const { user, router } = await renderRoute('/marketplace');
    await screen.findByText('Showing 4 of 4 products');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fruit');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/marketplace?category=fruit');
    await user.click(screen.getByLabelText('Organic only'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(router.state.location.href).toBe('/marketplace?category=fruit&organic=only&sort=price_asc'));
    await user.click(screen.getByLabelText('All'));
    await waitFor(() => expect(router.state.location.href).toBe('/marketplace?category=fruit&sort=price_asc'));
  });

  it('applies a typed product name and price after a pause', async () => {
    await fillCatalogue();
    const { user, router } = await renderRoute('/marketplace');
    await screen.findByText('Showing 4 of 4 products');
    await user.type(screen.getByLabelText('Product name'), 'kale');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'kale' });
    await user.clear(screen.getByLabelText('Product name'));
    await user.type(screen.getByLabelText('Max price'), '3.5{Enter}');
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ price_max: 3.5 });
  });

  it('shows the empty state with Clear filters', async () => {
    await fillCatalogue();
    const { user, router } = await renderRoute('/marketplace?q=durian&organic=only');
    expect(await screen.findByText('No products found matching your filters. Try adjusting your search criteria.')).toBeInTheDocument();
    const main = screen.getByText(/No products found/).parentElement!;
    await user.click(within(main).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/marketplace');
  });

  it('pages 24 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      product(`bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`, `Squash ${String(i).padStart(2, '0')}`, { price_from_minor: 100 + i }),
    );
    await fillCatalogue(many);
    const { user, router } = await renderRoute('/marketplace?sort=price_asc');
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6 of 30 products')).toBeInTheDocument();
    expect(names()[0]).toBe('Squash 24');
    expect(router.state.location.search).toMatchObject({ page: 2 });
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

  it('on a first visit asks the API with the same filters while Dexie is empty', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/product/products/')) return Promise.resolve(Response.json({ data: [kale], meta: { count: 30, page: 1, page_size: 24 } }));
      if (url.includes('/api/product/categories/')) return Promise.resolve(Response.json({ data: [{ id: FRUIT, slug: 'fruit', name_en: 'Fruit', name_fr: 'Fruits', position: 1, version: 1 }] }));
      return Promise.reject(new TypeError('offline in tests'));
    });
    await renderRoute('/marketplace?organic=non&sort=price_asc');
    expect(await screen.findByText('Kale')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 30 products')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).find((u) => u.includes('/product/products/'))!;
    expect(asked).toContain('organic=non');
    expect(asked).toContain('sort=price_asc');
    expect(await screen.findByRole('option', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('during a first pull shows the server\'s page without querying the device, then the device\'s with no loading in between', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/product/products/')) return Promise.resolve(Response.json({ data: [kale], meta: { count: 30, page: 1, page_size: 24 } }));
      return Promise.reject(new TypeError('offline in tests'));
    });
    vi.mocked(queryCatalogue).mockClear();
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading products')) seen.push('loading');
    });
    await renderRoute('/marketplace');
    expect(await screen.findByText('Showing 1 of 30 products')).toBeInTheDocument();
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });

    // The pull writes its pages: the server's page stays and the device's catalogue is not queried for it.
    await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm'));
    await db.products.bulkPut([carrots, apples]);
    await db.products.bulkPut([kale, spinach]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Showing 1 of 30 products')).toBeInTheDocument();
    expect(queryCatalogue).not.toHaveBeenCalled();

    // The pull finishes: the device answers, and the server's page stayed until it did.
    await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    watcher.disconnect();
    expect(seen).toEqual([]);
  });

  it('filters inside the sheet on a phone', async () => {
    await fillCatalogue();
    const { user, router } = await renderRoute('/marketplace');
    await screen.findByText('Showing 4 of 4 products');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ currency: 'USD' }));
    await user.click(await within(sheet).findByRole('button', { name: 'Show 1 products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a seller never sees their own hidden products in the marketplace', async () => {
    await fillCatalogue();
    await renderRoute('/marketplace?q=carrots', { user: testUser('Seller') });
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
  });
});

describe('Marketplace with 10,000 products', () => {
  it('reads index keys and one page of rows, and filters by a word', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      product(`cccccccc-0000-4000-8000-${String(i).padStart(12, '0')}`, `${i % 10 === 0 ? 'Garlic' : 'Onion'} ${i}`, {
        price_from_minor: 100 + (i % 500),
        created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    await fillCatalogue(many);
    const all = await queryCatalogue(db, parseCatalogueSearch({}), { pageSize: 24 });
    expect(all).toMatchObject({ matching: 10_000, plan: 'keys', pages: 417 });
    expect(all.products[0]!.name).toBe('Onion 9999');
    const cheap = await queryCatalogue(db, parseCatalogueSearch({ price_max: '4', sort: 'price_desc' }), { pageSize: 24 });
    expect(cheap.plan).toBe('keys');
    expect(cheap.matching).toBe(20 * 301);
    expect(cheap.products[0]!.price_from_minor).toBe(400);
    // Checking every row's visibility (a seller's Dexie) gives the same answer.
    const checked = await queryCatalogue(db, parseCatalogueSearch({ price_max: '4', sort: 'price_desc' }), { pageSize: 24, mayHoldHidden: true });
    expect(checked.products.map((p) => p.id)).toEqual(cheap.products.map((p) => p.id));
    // Unindexed filters on a large set: still keys, and the same count as filtering every row.
    await db.products.bulkPut(many.filter((_, i) => i % 4 === 0).map((p) => ({ ...p, organic: true })));
    const organic = await queryCatalogue(db, parseCatalogueSearch({ organic: 'only', sort: 'name', page: '3' }), { pageSize: 24 });
    expect(organic).toMatchObject({ plan: 'keys', matching: 2500, page: 3 });
    expect(organic.products.every((p) => p.organic)).toBe(true);
    await renderRoute('/marketplace');
    expect(await screen.findByText('Showing 24 of 10,000 products', {}, { timeout: 10_000 })).toBeInTheDocument();
    await renderRoute('/marketplace?q=garlic');
    expect(await screen.findByText('Showing 24 of 1,000 products', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);
});
