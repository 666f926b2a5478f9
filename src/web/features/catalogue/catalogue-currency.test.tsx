// Prices for Canada (issue 19): a product priced in another currency than the viewer's shows its listed price and,
// beside it, what it comes to in the viewer's currency with the rate's date ('≈ $12.40 (rate of Nov 27, 2026)'),
// from the synced rates (offline) or, on a device that holds none, the server's; nothing is guessed without a rate.
// The viewer's currency is CAD by default, chosen in a labelled select and kept on the device. The product page says
// the order is charged in the farm's currency. English and French, axe clean.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { ExchangeRate } from '@contract/currency-rules.ts';
import type { Product } from '@contract/catalogue.ts';
import { setViewerCurrency, VIEWER_CURRENCY_KEY } from '@/domain/currency/viewer-currency.ts';
import { forgetFetchedRates } from '@/domain/currency/use-exchange-rates.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { TEST_FARM as FARM, emptyOfflineDeviceEachTest, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute } from '@/test/render-route.tsx';

const RATES: ExchangeRate[] = [
  { id: 'r-usd-old', currency: 'USD', cad_micro: 1_376_000, effective_on: '2026-10-27', set_at: '2026-10-27T12:00:00.000Z' },
  { id: 'r-usd', currency: 'USD', cad_micro: 1_385_000, effective_on: '2026-11-27', set_at: '2026-11-27T12:00:00.000Z' },
  { id: 'r-inr', currency: 'INR', cad_micro: 16_500, effective_on: '2026-11-27', set_at: '2026-11-27T12:00:00.000Z' },
  // Dated far ahead: not in force yet.
  { id: 'r-usd-ahead', currency: 'USD', cad_micro: 2_000_000, effective_on: '2099-01-01', set_at: '2026-11-27T13:00:00.000Z' },
];

const grades = (price: number) => [{ grade: 'top' as const, price_minor: price, stock: 40 }];
// US$8.95 × 1.385 = C$12.39575 -> $12.40
const blueberries = testProduct('bbbbbbbb-0000-4000-8000-000000000001', 'Blueberries – Restaurant pack', {
  currency: 'USD',
  price_from_minor: 895,
  grades: grades(895),
  created_at: '2026-01-03T00:00:00.000Z',
});
const carrots = testProduct('bbbbbbbb-0000-4000-8000-000000000002', 'Carrots', { currency: 'CAD', price_from_minor: 1240, grades: grades(1240), created_at: '2026-01-02T00:00:00.000Z' });

async function fill(products: Product[] = [blueberries, carrots], rates: ExchangeRate[] = RATES) {
  await db.sellers.put(testSeller(FARM, 'Fraser Valley Growers'));
  await db.products.bulkPut(products);
  await db.exchange_rates.bulkPut(rates);
  await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
}

const card = (name: string) => screen.getAllByTestId('product-card').find((c) => within(c).queryByRole('heading', { name }))!;

const { fetchMock } = emptyOfflineDeviceEachTest();
afterEach(() => {
  act(() => setViewerCurrency('CAD'));
  window.localStorage.removeItem(VIEWER_CURRENCY_KEY);
  forgetFetchedRates();
  i18n.activate('en');
});

describe('prices in the viewer’s currency', () => {
  it('shows a USD price with what it comes to in CAD and the rate’s date; a CAD price alone', async () => {
    await fill();
    const { container } = await renderRoute('/marketplace');
    await waitFor(() => expect(within(card('Blueberries – Restaurant pack')).getByTestId('converted-price')).toHaveTextContent('≈ $12.40 (rate of Nov 27, 2026)'));
    expect(within(card('Blueberries – Restaurant pack')).getByText('US$8.95')).toBeInTheDocument();
    expect(within(card('Carrots')).queryByTestId('converted-price')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is CAD by default; choosing USD in the labelled select converts the CAD prices instead and is kept on the device', async () => {
    await fill();
    await renderRoute('/marketplace');
    const select = screen.getAllByRole('combobox', { name: 'Show prices in' })[0]!;
    expect(select).toHaveValue('CAD');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['CAD', 'USD', 'INR']);
    await screen.findAllByTestId('converted-price');
    fireEvent.change(select, { target: { value: 'USD' } });
    // C$12.40 / 1.385 = US$8.953... -> US$8.95; the USD product needs no conversion now.
    await waitFor(() => expect(within(card('Carrots')).getByTestId('converted-price')).toHaveTextContent('≈ US$8.95 (rate of Nov 27, 2026)'));
    expect(within(card('Blueberries – Restaurant pack')).queryByTestId('converted-price')).toBeNull();
    expect(window.localStorage.getItem(VIEWER_CURRENCY_KEY)).toBe('USD');
    // INR goes through CAD: C$12.40 / 0.0165 = ₹751.52; US$8.95 -> C$12.39575 -> ₹751.26.
    fireEvent.change(select, { target: { value: 'INR' } });
    await waitFor(() => expect(within(card('Carrots')).getByTestId('converted-price')).toHaveTextContent('≈ ₹751.52 (rate of Nov 27, 2026)'));
    expect(within(card('Blueberries – Restaurant pack')).getByTestId('converted-price')).toHaveTextContent('≈ ₹751.26 (rate of Nov 27, 2026)');
  });

  it('shows nothing converted without a rate (never a guess)', async () => {
    await fill([blueberries, carrots], []);
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ data: [] })));
    await renderRoute('/marketplace');
    await screen.findByRole('heading', { name: 'Blueberries – Restaurant pack' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u instanceof Request ? u.url : u).includes('/api/exchange-rates/'))).toBe(true));
    expect(screen.queryByTestId('converted-price')).toBeNull();
  });

  it('asks the server for the rates on a device that holds none', async () => {
    await fill([blueberries, carrots], []);
    fetchMock.mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/exchange-rates/')) return Promise.resolve(Response.json({ data: RATES.filter((r) => r.id === 'r-usd') }));
      return Promise.reject(new TypeError('offline in tests'));
    });
    await renderRoute('/marketplace');
    await waitFor(() => expect(within(card('Blueberries – Restaurant pack')).getByTestId('converted-price')).toHaveTextContent('≈ $12.40 (rate of Nov 27, 2026)'));
  });

  it('the product page says the order is charged in the farm’s currency', async () => {
    await fill();
    const { container } = await renderRoute(`/products/details/${blueberries.id}`);
    const note = await screen.findByTestId('charged-in-note');
    expect(note).toHaveTextContent('This farm sells this product in US dollars (USD): an order of it is charged in USD.');
    await waitFor(() => expect(note).toHaveTextContent('Amounts marked ≈ are for your information only, at the rate of Nov 27, 2026'));
    expect(within(screen.getByTestId('grade-tiers')).getByTestId('converted-price')).toHaveTextContent('≈ $12.40 (rate of Nov 27, 2026)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes French amounts and dates: ≈ 12,40 $ (taux du 27 nov. 2026)', async () => {
    await fill();
    activatePendingFrench();
    await renderRoute('/marketplace');
    await waitFor(() => expect(within(card('Blueberries – Restaurant pack')).getByTestId('converted-price')).toHaveTextContent(/^≈ 12,40\s\$ \(taux du 27 nov\. 2026\)$/));
  });
});
