// The seller dashboard through the real route: counts, hidden products, low-stock alerts and recent movements,
// all from Dexie rows of the seller's farm (other farms' products do not count).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { db, entityKey } from '@/offline/db.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { TEST_FARM, testProduct } from '@/test/catalogue-fixtures.ts';
import { testOrder } from '@/test/seller-order-fixtures.ts';
import { orderFigures } from './use-order-figures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';

const seller = testUser('Seller');
const OTHER_FARM = '55555555-5555-4555-8555-555555555555';
const grades = (top: number, mid: number) => [
  { grade: 'top' as const, price_minor: 500, stock: top },
  { grade: 'mid' as const, price_minor: 400, stock: mid },
];
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { grades: grades(40, 12), low_stock_threshold: 15 });
const kale = testProduct('aaaaaaaa-0000-4000-8000-000000000002', 'Kale', { status: 'Draft', visible: false, grades: grades(50, 50) });
const apples = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Apples', { status: 'Seasonal', grades: grades(0, 30) });
const theirs = testProduct('aaaaaaaa-0000-4000-8000-000000000004', 'Leeks', { seller_id: OTHER_FARM, grades: grades(1, 1) });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline in tests')));
  await db.products.bulkPut([carrots, kale, apples, theirs]);
  await db.local_meta.put({ key: myFarmKey(seller.id), value: TEST_FARM });
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateTestLanguage('en');
});

describe('Seller dashboard', () => {
  it('counts the farm\'s products by status and hidden ones, and lists low-stock grades', async () => {
    await renderRoute('/dashboard/seller', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeInTheDocument();
    const count = (key: string) => within(screen.getByTestId(`count-${key}`)).getByRole('definition');
    expect(await screen.findByTestId('count-total')).toHaveTextContent('3');
    expect(count('Published')).toHaveTextContent('1');
    expect(count('Draft')).toHaveTextContent('1');
    expect(count('Seasonal')).toHaveTextContent('1');
    expect(count('In Stock')).toHaveTextContent('0');
    expect(count('hidden')).toHaveTextContent('1');

    const alerts = screen.getAllByTestId('low-stock-alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Apples · Top gradeOut of stock'),
      expect.stringContaining('Carrots · Mid grade12 kg left'),
    ]);
    expect(within(alerts[1]!).getByRole('link')).toHaveAttribute('href', `/dashboard/inventory/manage/${carrots.id}`);
    expect(screen.queryByText('Leeks')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('dashboard-product')).toHaveLength(3);
    // The order figures read their own table: they may settle a moment after the product counts.
    expect(await screen.findByTestId('figure-open')).toHaveTextContent('Open orders0No new orders waiting.');
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/seller/add-product');
    expect(screen.getByRole('link', { name: 'Branches' })).toHaveAttribute('href', '/branches');
  });

  it('says the stock left of counted units in the plural it takes, in English and French', async () => {
    await db.products.bulkPut([
      testProduct('aaaaaaaa-0000-4000-8000-000000000005', 'Eggs', { name_fr: 'Œufs', unit: 'dozen', grades: grades(1, 40), low_stock_threshold: 5 }),
      testProduct('aaaaaaaa-0000-4000-8000-000000000006', 'Cabbage', { name_fr: 'Chou', unit: 'piece', grades: grades(40, 12), low_stock_threshold: 15 }),
    ]);
    const { unmount } = await renderRoute('/dashboard/seller', { user: seller });
    await screen.findByRole('heading', { level: 1, name: 'Seller dashboard' });
    const english = () => screen.getAllByTestId('low-stock-alert').map((a) => a.textContent);
    await waitFor(() => expect(english()).toEqual(expect.arrayContaining([expect.stringContaining('Eggs · Top grade1 dozen left'), expect.stringContaining('Cabbage · Mid grade12 pieces left')])));
    unmount();

    activatePendingFrench();
    await renderRoute('/dashboard/seller', { user: seller });
    await waitFor(() => expect(screen.getAllByTestId('low-stock-alert')).not.toHaveLength(0));
    const french = screen.getAllByTestId('low-stock-alert').map((a) => a.textContent);
    expect(french).toEqual(expect.arrayContaining([expect.stringContaining('Il reste 1 douzaine'), expect.stringContaining('Il reste 12 pièces')]));
  });

  it('counts a movement waiting in the outbox, and shows recent movements', async () => {
    const id = 'dddddddd-0000-4000-8000-000000000001';
    // A harvest recorded offline on a device whose product row was since replaced by the pull (without it).
    await db.local_outbox.add({
      id: crypto.randomUUID(), kind: 'stock.move', label: 'harvest', method: 'POST', path: `/product/seller/products/${carrots.id}/inventory/movements/`,
      body: { id, grade: 'mid', kind: 'harvested', delta: 10, note: null }, userId: seller.id, lang: 'en', createdAt: 0, state: 'pending',
      attempts: 0, lastError: null, lastStatus: null, nextAttemptAt: 0, entityKey: entityKey('stock_movements', id),
    });
    await db.stock_movements.put({
      id: 'eeeeeeee-0000-4000-8000-000000000001', product_id: apples.id, branch_id: null, grade: 'top', kind: 'sold', delta: -8, stock_after: 0,
      note: null, by_name: 'Ada F.', created_at: '2026-02-01T10:00:00.000Z', version: 3,
    });
    await renderRoute('/dashboard/seller', { user: seller });
    expect(await screen.findByTestId('recent-movement')).toHaveTextContent('ApplesSold -8 kg · Top grade');
    expect(screen.getAllByTestId('low-stock-alert')).toHaveLength(1);
  });

  it('shows open orders, today\'s deliveries and pickups, and revenue of the last 30 days per currency (fixed clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T15:00:00.000Z')); // 11:00 in Toronto
    try {
      const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
      await db.orders.bulkPut([
        testOrder(1, { status: 'placed', date: day(20), buyer_business: 'Bistro Émile' }),
        testOrder(2, { status: 'placed', date: day(24) }),
        testOrder(3, { status: 'ready_for_pickup', fulfilment: 'pickup', date: day(20) }),
        testOrder(4, { status: 'cancelled', date: day(20) }),
        testOrder(5, { status: 'delivered', date: day(19), delivered_at: '2026-03-19T18:00:00.000Z', total_minor: 4000 }),
        testOrder(6, { status: 'delivered', date: day(1), delivered_at: '2026-02-19T16:00:00.000Z', total_minor: 1000 }), // 29 days ago
        testOrder(7, { status: 'delivered', date: day(1), delivered_at: '2026-02-18T14:00:00.000Z', total_minor: 99900 }), // 30 days and 1 hour ago
        testOrder(8, { status: 'delivered', date: day(10), delivered_at: '2026-03-10T18:00:00.000Z', total_minor: 2500, currency: 'USD' }),
        testOrder(9, { status: 'accepted', date: day(20), seller_id: OTHER_FARM }),
      ]);
      await renderRoute('/dashboard/seller', { user: seller });
      const open = await screen.findByTestId('figure-open');
      await waitFor(() => expect(open).toHaveTextContent('Open orders3'));
      expect(within(open).getByRole('link', { name: '2 new orders to accept' })).toHaveAttribute('href', '/seller/orders?status=placed');
      const today = screen.getByTestId('figure-today');
      expect(today).toHaveTextContent("Today's deliveries and pickups2");
      expect(within(today).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
        '/seller/orders/dddddddd-0000-4000-8000-000000000001',
        '/seller/orders/dddddddd-0000-4000-8000-000000000003',
      ]);
      expect(within(today).getAllByRole('link')[0]).toHaveTextContent('INV-000001Bistro Émile · Delivery · Placed');
      expect(screen.getByTestId('revenue-CAD')).toHaveTextContent('$50.00 2 delivered orders');
      expect(screen.getByTestId('revenue-USD')).toHaveTextContent('US$25.00 1 delivered order');
      const axeResult = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect(axeResult.violations.map((v) => v.id)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never adds currencies together', () => {
    const now = new Date('2026-03-20T15:00:00.000Z');
    const f = orderFigures(
      [
        testOrder(1, { status: 'delivered', delivered_at: '2026-03-19T00:00:00.000Z', total_minor: 100, currency: 'INR' }),
        testOrder(2, { status: 'delivered', delivered_at: '2026-03-19T00:00:00.000Z', total_minor: 300, currency: 'CAD' }),
        testOrder(3, { status: 'delivered', delivered_at: '2026-03-18T00:00:00.000Z', total_minor: 200, currency: 'INR' }),
      ],
      now,
    );
    expect(f.revenue).toEqual([
      { currency: 'CAD', total_minor: 300, orders: 1 },
      { currency: 'INR', total_minor: 300, orders: 2 },
    ]);
  });
});
