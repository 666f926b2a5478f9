// The home page's product sections: best sellers and best rated from the API; the newest in Dexie when it fails.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { testProduct, emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderRoute } from '@/test/render-route.tsx';

const a = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { created_at: '2026-01-01T00:00:00.000Z' });
const b = testProduct('aaaaaaaa-0000-4000-8000-000000000002', 'Beets', { created_at: '2026-02-01T00:00:00.000Z' });
const c = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Draft Leeks', { created_at: '2026-03-01T00:00:00.000Z', status: 'Draft', visible: false });

const { fetchMock } = emptyOfflineDeviceEachTest();

describe('Home page products', () => {
  it('shows best sellers and best rated from the API', async () => {
    fetchMock.mockImplementation((input) =>
      String(input instanceof Request ? input.url : input).includes('/api/product/top_products/')
        ? Promise.resolve(Response.json({ data: { best_sellers: [a], best_rated: [b] } }))
        : Promise.reject(new TypeError('offline in tests')),
    );
    await renderRoute('/');
    const sellers = await screen.findByTestId('home-best-sellers');
    expect(within(sellers).getByRole('heading', { level: 2, name: 'Best sellers' })).toBeInTheDocument();
    expect(within(sellers).getByRole('heading', { level: 3, name: 'Carrots' })).toBeInTheDocument();
    expect(within(screen.getByTestId('home-best-rated')).getByText('Beets')).toBeInTheDocument();
  });

  it('falls back to the newest public products in Dexie, saying the call failed', async () => {
    fetchMock.mockImplementation((input) =>
      String(input instanceof Request ? input.url : input).includes('/api/product/top_products/')
        ? Promise.resolve(new Response('{"message":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } }))
        : Promise.reject(new TypeError('offline in tests')),
    );
    await db.products.bulkPut([a, b, c]);
    await renderRoute('/');
    const newest = await screen.findByTestId('home-newest');
    expect(within(newest).getByText('Fetch top products failed')).toBeInTheDocument();
    expect(within(newest).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Beets', 'Carrots']);
  });
});
