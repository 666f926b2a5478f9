// The marketplace as the first page of a start, while the device's store is still loading and opening (Dexie is
// downloaded apart from the start-up script): the server is asked at once, beside it, and its answer shows as soon as
// it arrives; a store that then says it holds the catalogue takes over. Once the store is open, a device that holds
// the catalogue never asks the server for its page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { loadDevice } from '@/offline/device-loader.ts';
import { TEST_FARM, testProduct, testSeller, emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderFirstPage } from '@/test/render-route.tsx';

// The store's loader, held closed until a test opens it (as a thin link's download and IndexedDB's open would).
const store = vi.hoisted(() => ({ closed: false, opened: Promise.resolve(), open: () => {}, listeners: new Set<() => void>() }));
vi.mock('@/offline/device-loader.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/offline/device-loader.ts')>();
  return {
    ...real,
    loadedDevice: () => (store.closed ? null : real.loadedDevice()),
    loadDevice: () => store.opened.then(() => real.loadDevice()),
    subscribeDevice: (listener: () => void) => {
      store.listeners.add(listener);
      const unsubscribe = real.subscribeDevice(listener);
      return () => {
        store.listeners.delete(listener);
        unsubscribe();
      };
    },
  };
});

function closeStore() {
  store.closed = true;
  store.opened = new Promise<void>((resolve) => {
    store.open = () => {
      store.closed = false;
      resolve();
      for (const listener of store.listeners) listener();
    };
  });
}

const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Kale');
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { created_at: '2026-01-03T00:00:00.000Z' });
const apples = testProduct('aaaaaaaa-0000-4000-8000-000000000002', 'Apples', { created_at: '2026-01-02T00:00:00.000Z' });

const { fetchMock } = emptyOfflineDeviceEachTest();
const productRequests = () => fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/product/products/'));

beforeEach(() => {
  fetchMock.mockImplementation((input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/product/products/')) return Promise.resolve(Response.json({ data: [kale], meta: { count: 30, page: 1, page_size: 24 } }));
    return Promise.reject(new TypeError('offline in tests'));
  });
});
afterEach(() => {
  store.open();
});

/** A device whose pull finished: it holds the catalogue. */
async function holdCatalogue() {
  await db.sellers.put(testSeller(TEST_FARM, 'Maple Ridge Farm'));
  await db.products.bulkPut([carrots, apples]);
  await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'c', lastSyncAt: Date.now() } });
}

const renderMarketplace = () => renderFirstPage('/marketplace');

describe('Marketplace as the first page of a start', () => {
  it('shows the server\'s answer while the store opens, then the catalogue the store holds', async () => {
    await holdCatalogue();
    closeStore();
    await renderMarketplace();
    expect(await screen.findByText('Showing 1 of 30 products')).toBeInTheDocument();
    expect(screen.getByText('Kale')).toBeInTheDocument();
    expect(productRequests()).toHaveLength(1);

    await act(async () => store.open());
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(productRequests()).toHaveLength(1);
  });

  it('keeps the server\'s answer when the opened store has not finished a pull', async () => {
    closeStore();
    await renderMarketplace();
    expect(await screen.findByText('Showing 1 of 30 products')).toBeInTheDocument();
    await act(async () => store.open());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Showing 1 of 30 products')).toBeInTheDocument();
    expect(productRequests()).toHaveLength(1);
  });

  it('with the store open, a device holding the catalogue reads it and asks the server nothing', async () => {
    await holdCatalogue();
    await loadDevice();
    await renderMarketplace();
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(productRequests()).toHaveLength(0);
  });
});
