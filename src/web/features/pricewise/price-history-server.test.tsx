// A device that holds no catalogue (a visitor's) compares on the server and asks it for the price history too
// (GET /api/product/pricewise/history/): the same chart as a device that keeps the catalogue draws from its own rows.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { utcDay, type PriceHistoryEntry } from '@contract/price-history-rules.ts';
import { comparePrices } from '@contract/pricewise-rules.ts';
import { db } from '@/offline/db.ts';
import { TEST_FARM as FARM, emptyOfflineDeviceEachTest, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute } from '@/test/render-route.tsx';

const OTHER = '44444444-4444-4444-8444-444444444444';
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'aaaaaaaa-0000-4000-8000-000000000002';
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));
const dayText = (n: number) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${daysAgo(n)}T00:00:00Z`));
const row = (product_id: string, back: number, price_minor: number): PriceHistoryEntry => ({
  id: `${product_id}-${back}`,
  product_id,
  grade: 'top',
  price_minor,
  discount_percent: 0,
  currency: 'CAD',
  unit: 'kg',
  weight: null,
  recorded_on: daysAgo(back),
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const { fetchMock } = emptyOfflineDeviceEachTest();

describe('price history on a device without the catalogue', () => {
  it("draws the server's rows: the same medians as on a device that keeps them", async () => {
    const products = [
      { ...testProduct(A, 'Carrots', { province: 'ON', grades: [{ grade: 'top', price_minor: 500, stock: 10 }] }), visible: true },
      { ...testProduct(B, 'Carrots – Bunches', { seller_id: OTHER, province: 'ON', grades: [{ grade: 'top', price_minor: 300, stock: 10 }] }), visible: true },
    ];
    const farms = new Map([
      [FARM, { farm_name: 'Maple Ridge Farm', province: 'ON', delivery_days: [2] }],
      [OTHER, { farm_name: 'Ferme du Nord', province: 'ON', delivery_days: [3] }],
    ]);
    const comparison = comparePrices(products, farms, { q: 'carrots', organic: 'all', fulfilment: 'any' }, 'CAD');
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/product/pricewise/history/') return json({ data: [row(A, 40, 400), row(A, 10, 500), row(B, 50, 300)] });
      if (url.pathname === '/api/product/pricewise/') return json({ data: comparison });
      if (url.pathname === '/api/exchange-rates/') return json({ data: [] });
      throw new TypeError('offline in tests');
    });
    await renderRoute('/pricewise?q=carrots&days=30');
    const chart = await screen.findByRole('img', { name: /Median price per kg by grade/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription(`Top grade: median $3.50 on ${dayText(29)}, $4.00 on ${dayText(0)}; lowest $3.50, highest $4.00`);
    const history = asked.filter((a) => a.startsWith('/api/product/pricewise/history/'));
    expect(history).toHaveLength(1);
    const ids = new URL(history[0]!, 'http://localhost').searchParams.get('ids')!.split(',').sort();
    expect(ids).toEqual([A, B]);
    expect(screen.queryByText(/once this device has downloaded the catalogue/)).not.toBeInTheDocument();
  });
});

describe('price history on a device whose history is still arriving (the pull brings it last)', () => {
  async function device(historyDone: boolean) {
    await db.sellers.bulkPut([testSeller(FARM, 'Maple Ridge Farm'), testSeller(OTHER, 'Ferme du Nord', { province: 'ON' })]);
    await db.products.bulkPut([
      testProduct(A, 'Carrots', { province: 'ON', grades: [{ grade: 'top', price_minor: 500, stock: 10 }], price_from_minor: 500 }),
      testProduct(B, 'Carrots – Bunches', { seller_id: OTHER, province: 'ON', grades: [{ grade: 'top', price_minor: 300, stock: 10 }], price_from_minor: 300 }),
    ]);
    // Only farm B's day has arrived so far.
    await db.price_history.bulkPut([row(B, 50, 300)]);
    await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
    await db.local_meta.put({ key: 'sync_history:anon', value: { cursor: historyDone ? 'h' : null, lastSyncAt: historyDone ? Date.now() : null } });
  }
  const serverHistory = (asked: string[], up = true) =>
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      asked.push(url.pathname);
      if (up && url.pathname === '/api/product/pricewise/history/') return json({ data: [row(A, 40, 400), row(A, 10, 500), row(B, 50, 300)] });
      throw new TypeError('offline in tests');
    });

  it("draws the server's whole history rather than the part the device holds", async () => {
    const asked: string[] = [];
    serverHistory(asked);
    await device(false);
    await renderRoute('/pricewise?q=carrots&days=30');
    const chart = await screen.findByRole('img', { name: /Median price per kg by grade/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription(`Top grade: median $3.50 on ${dayText(29)}, $4.00 on ${dayText(0)}; lowest $3.50, highest $4.00`);
    expect(asked).toContain('/api/product/pricewise/history/');
  });

  it('with no signal, draws what the device holds', async () => {
    serverHistory([], false);
    await device(false);
    await renderRoute('/pricewise?q=carrots&days=30');
    const chart = await screen.findByRole('img', { name: /Median price per kg by grade/ }, { timeout: 10_000 });
    // Farm B's 3.00 alone: the day the device holds.
    expect(chart).toHaveAccessibleDescription(`Top grade: median $3.00 on ${dayText(29)}, $3.00 on ${dayText(0)}; lowest $3.00, highest $3.00`);
  });

  it('once the history has all arrived, the device answers alone', async () => {
    const asked: string[] = [];
    serverHistory(asked);
    await device(true);
    await renderRoute('/pricewise?q=carrots&days=30');
    const chart = await screen.findByRole('img', { name: /Median price per kg by grade/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleDescription(`Top grade: median $3.00 on ${dayText(29)}, $3.00 on ${dayText(0)}; lowest $3.00, highest $3.00`);
    expect(asked).not.toContain('/api/product/pricewise/history/');
  });
});
