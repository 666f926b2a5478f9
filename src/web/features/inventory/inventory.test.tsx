// Inventory pages through the real routes: stock per grade with low-stock badges, a movement recorded offline
// (the device changes at once and the outbox holds the call), a refused movement with the server's reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Branch, StockMovement } from '@contract/catalogue.ts';
import { db, entityKey, type OutboxEntry } from '@/offline/db.ts';
import { applyConfirmedMovement, type StockedProduct } from '@/domain/inventory/inventory-stock.ts';
import { TEST_FARM, testProduct } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { testHarvest, testPreorder } from '@/test/harvest-fixtures.ts';

const seller = testUser('Seller', { first_name: 'Marie', last_name: 'Tremblay' });
const BRANCH = '44444444-4444-4444-8444-444444444444';
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', {
  branch_id: BRANCH,
  branch_name: 'North field',
  province: 'QC',
  low_stock_threshold: 15,
  grades: [
    { grade: 'top', price_minor: 500, stock: 40 },
    { grade: 'mid', price_minor: 400, stock: 12 },
    { grade: 'lower', price_minor: 300, stock: 0 },
  ],
});
const branch: Branch = {
  id: BRANCH,
  seller_id: TEST_FARM,
  name: 'North field',
  province: 'QC',
  city: 'Lévis',
  address: '2 rang',
  postal_code: null,
  phone: null,
  status: 'approved',
  reject_reason: null,
  reviewed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const saved: StockMovement = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  product_id: carrots.id,
  branch_id: BRANCH,
  grade: 'top',
  kind: 'harvested',
  delta: 30,
  stock_after: 40,
  note: 'Morning pick',
  by_name: 'Marie T.',
  created_at: '2026-02-01T08:00:00.000Z',
  version: 5,
};

const outbox = () => db.local_outbox.orderBy('seq').toArray();
const stockOf = async (grade: string) => (await db.products.get(carrots.id))!.grades.find((g) => g.grade === grade)!.stock;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline in tests')));
  await db.products.put(carrots);
  await db.branches.put(branch);
  await db.stock_movements.put(saved);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Inventory details', () => {
  it('shows the branch, stock per grade with low-stock badges and the history', async () => {
    await renderRoute(`/dashboard/inventory/details/${carrots.id}`, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrots' })).toBeInTheDocument();
    expect(screen.getByText(/North field · Lévis, Quebec/)).toBeInTheDocument();
    expect(screen.getByText('Low-stock alert at 15 kg or less.')).toBeInTheDocument();
    expect(within(screen.getByTestId('stock-top')).getByText('40 kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('stock-top')).queryByText('Low stock')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('stock-mid')).getByText('Low stock')).toBeInTheDocument();
    expect(within(screen.getByTestId('stock-lower')).getByText('Out of stock')).toBeInTheDocument();
    const [row] = screen.getAllByTestId('movement');
    expect(row).toHaveTextContent('Harvested +30 kg · Top grade');
    expect(row).toHaveTextContent('Morning pick');
    expect(row).toHaveTextContent('Stock after: 40 kg');
    expect(row).toHaveTextContent('Marie T.');
    expect(screen.getByRole('link', { name: 'Record a movement' })).toHaveAttribute('href', `/dashboard/inventory/manage/${carrots.id}`);
  });

  it('uses the default alert level when the product has none', async () => {
    await db.products.put({ ...carrots, low_stock_threshold: null });
    await renderRoute(`/dashboard/inventory/details/${carrots.id}`, { user: seller });
    expect(await screen.findByText('Low-stock alert at 10 kg or less (default).')).toBeInTheDocument();
    expect(within(screen.getByTestId('stock-mid')).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('says when the product is not on the device', async () => {
    await renderRoute('/dashboard/inventory/details/aaaaaaaa-0000-4000-8000-00000000dead', { user: seller });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});

describe('Manage inventory', () => {
  it('records a harvest and a sale offline: stock changes at once, the outbox holds both calls', async () => {
    const { user } = await renderRoute(`/dashboard/inventory/manage/${carrots.id}`, { user: seller });
    await user.type(await screen.findByLabelText('Quantity (kg)'), '40');
    await user.type(screen.getByLabelText('Note (optional)'), 'Field 3');
    await user.click(screen.getByRole('button', { name: 'Record harvest' }));
    expect(await screen.findByText(/Harvest recorded: \+40 kg, Top grade\./)).toBeInTheDocument();
    await waitFor(async () => expect(await stockOf('top')).toBe(80));

    await user.click(screen.getByRole('radio', { name: /Sold/ }));
    await user.type(screen.getByLabelText('Quantity (kg)'), '5');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText(/Sale recorded: -5 kg, Top grade\./)).toBeInTheDocument();
    await waitFor(async () => expect(await stockOf('top')).toBe(75));
    expect(await within(screen.getByTestId('stock-top')).findByText('75 kg')).toBeInTheDocument();

    const [harvest, sale] = await outbox();
    expect(harvest).toMatchObject({
      kind: 'stock.move',
      method: 'POST',
      path: `/product/seller/products/${carrots.id}/inventory/movements/`,
      body: { grade: 'top', kind: 'harvested', delta: 40, note: 'Field 3' },
      entityKey: entityKey('stock_movements', (harvest!.body as { id: string }).id),
      label: 'Carrots: Harvested +40 kg, Top grade',
    });
    expect(sale!.body).toMatchObject({ grade: 'top', kind: 'sold', delta: -5, note: null });
    expect((sale!.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    const waiting = screen.getAllByTestId('movement').slice(0, 2);
    expect(waiting[0]).toHaveTextContent('Sold -5 kg');
    expect(waiting[0]).toHaveTextContent('Waiting to sync');
    expect(waiting[0]).toHaveTextContent('Stock after: 75 kg');
    expect(waiting[1]).toHaveTextContent('Harvested +40 kg');
  });

  it('a harvest can record a declared harvest of its grade: the plan shows first, a short one needs a yes, pre-orders are filled first', async () => {
    const harvest = testHarvest({ product_id: carrots.id, product_name: 'Carrots', grade: 'top', expected_quantity: 100, preordered_quantity: 50 });
    await db.harvests.put(harvest);
    await db.harvests.put(testHarvest({ id: '4a000000-0000-4000-8000-000000000002', product_id: carrots.id, grade: 'mid' }));
    await db.preorders.bulkPut([
      testPreorder('b0000000-0000-4000-8000-000000000001', { product_id: carrots.id, quantity: 30, created_at: '2026-02-21T15:00:00.000Z' }),
      testPreorder('b0000000-0000-4000-8000-000000000002', {
        id: 'b1000000-0000-4000-8000-000000000002',
        product_id: carrots.id,
        buyer_name: 'Léa Client',
        buyer_business: null,
        quantity: 20,
        created_at: '2026-02-22T15:00:00.000Z',
      }),
    ]);
    const { user } = await renderRoute(`/dashboard/inventory/manage/${carrots.id}`, { user: seller });
    const choice = await screen.findByLabelText('Declared harvest');
    // Only the top grade's harvest is offered for top grade.
    const options = within(choice).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/\s+/g, ' '))).toEqual(['None: add to stock only', 'Expected Jul 6–24, 2026: 100 kg, 50 kg pre-ordered']);
    await user.selectOptions(choice, harvest.id);
    await user.type(screen.getByLabelText('Quantity (kg)'), '40');
    const rows = screen.getAllByTestId('fill-row');
    expect(rows[0]).toHaveTextContent('1. Bea Buyer · Bistro Bruno · 30 kg');
    expect(rows[0]).toHaveTextContent('filled in full');
    expect(rows[1]).toHaveTextContent('partial: 10 kg offered');
    await user.click(screen.getByRole('button', { name: 'Record harvest' }));
    expect(await screen.findByText('Confirm the partial fills to record a harvest short of its pre-orders.')).toBeInTheDocument();
    expect(await outbox()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I confirm the partial fills/ }));
    await user.click(screen.getByRole('button', { name: 'Record harvest' }));
    expect(await screen.findByText(/Harvest recorded: \+40 kg, Top grade\. Pre-orders are filled first; 0 kg go to your stock\./)).toBeInTheDocument();
    const [entry] = await outbox();
    expect(entry!.body).toMatchObject({ grade: 'top', kind: 'harvested', delta: 40, harvest_id: harvest.id, confirm_partial: true });
    await waitFor(async () => expect((await db.harvests.get(harvest.id))!.status).toBe('harvested'));
    // Recorded, the harvest is no longer offered; the mid grade's still is for mid grade.
    await waitFor(() => expect(screen.queryByLabelText('Declared harvest')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Grade'), 'mid');
    expect(await screen.findByLabelText('Declared harvest')).toBeInTheDocument();
  });

  it('a harvest not short of its pre-orders needs no confirmation; none chosen sends a plain movement', async () => {
    const harvest = testHarvest({ product_id: carrots.id, product_name: 'Carrots', grade: 'top' });
    await db.harvests.put(harvest);
    await db.preorders.put(testPreorder('b0000000-0000-4000-8000-000000000001', { product_id: carrots.id, quantity: 30 }));
    const { user } = await renderRoute(`/dashboard/inventory/manage/${carrots.id}`, { user: seller });
    await user.type(await screen.findByLabelText('Quantity (kg)'), '10');
    await user.click(screen.getByRole('button', { name: 'Record harvest' }));
    expect(await screen.findByText(/Harvest recorded: \+10 kg, Top grade\./)).not.toHaveTextContent('Pre-orders');
    await user.selectOptions(screen.getByLabelText('Declared harvest'), harvest.id);
    await user.type(screen.getByLabelText('Quantity (kg)'), '100');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record harvest' }));
    expect(await screen.findByText(/Pre-orders are filled first; 70 kg go to your stock\./)).toBeInTheDocument();
    const [plain, declared] = await outbox();
    expect(plain!.body).not.toHaveProperty('harvest_id');
    expect(declared!.body).toMatchObject({ delta: 100, harvest_id: harvest.id, confirm_partial: false });
  });

  it('a correction can remove stock; more than the stock is refused on the device', async () => {
    const { user } = await renderRoute(`/dashboard/inventory/manage/${carrots.id}`, { user: seller });
    await user.selectOptions(await screen.findByLabelText('Grade'), 'mid');
    await user.click(screen.getByRole('radio', { name: /Corrected/ }));
    await user.click(screen.getByRole('radio', { name: 'Remove from stock' }));
    await user.type(screen.getByLabelText('Quantity (kg)'), '13');
    await user.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText('Not enough stock: Mid grade has 12 left')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.clear(screen.getByLabelText('Quantity (kg)'));
    await user.type(screen.getByLabelText('Quantity (kg)'), '2');
    await user.click(screen.getByRole('button', { name: 'Record correction' }));
    await waitFor(async () => expect(await stockOf('mid')).toBe(10));
    expect((await outbox())[0]!.body).toMatchObject({ grade: 'mid', kind: 'corrected', delta: -2 });
    await user.clear(screen.getByLabelText('Quantity (kg)'));
    await user.type(screen.getByLabelText('Quantity (kg)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText('Enter a whole quantity of 1 or more')).toBeInTheDocument();
  });

  it('saves the low-stock alert level through the outbox with PATCH', async () => {
    const { user } = await renderRoute(`/dashboard/inventory/manage/${carrots.id}`, { user: seller });
    const input = await screen.findByLabelText('Alert at (kg)');
    await user.clear(input);
    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: 'Save alert level' }));
    expect(await screen.findByText('Low-stock alert set to 20 kg.')).toBeInTheDocument();
    expect((await db.products.get(carrots.id))!.low_stock_threshold).toBe(20);
    expect((await outbox())[0]).toMatchObject({
      kind: 'inventory.settings',
      method: 'PATCH',
      path: `/product/seller/products/${carrots.id}/inventory/`,
      body: { low_stock_threshold: 20 },
      entityKey: entityKey('products', carrots.id),
    });
  });

  it('a refused movement shows the server\'s reason and no longer counts in the stock', async () => {
    const id = 'cccccccc-0000-4000-8000-000000000009';
    // The sale was applied on the device (stock 40 -> 0), then the server refused it: it had sold some meanwhile.
    await db.products.put({ ...carrots, grades: carrots.grades.map((g) => (g.grade === 'top' ? { ...g, stock: 0 } : g)), local_moves: [id] } as StockedProduct);
    const entry: OutboxEntry = {
      id: crypto.randomUUID(),
      kind: 'stock.move',
      label: 'Carrots: Sold -40 kg, Top grade',
      method: 'POST',
      path: `/product/seller/products/${carrots.id}/inventory/movements/`,
      body: { id, grade: 'top', kind: 'sold', delta: -40, note: null },
      userId: seller.id,
      lang: 'en',
      createdAt: Date.parse('2026-02-02T08:00:00Z'),
      state: 'rejected',
      attempts: 1,
      lastError: 'Not enough stock: Top grade has 35 left',
      lastStatus: 409,
      lastBody: { code: 'insufficient_stock', message: 'Not enough stock: Top grade has 35 left' },
      nextAttemptAt: 0,
      entityKey: entityKey('stock_movements', id),
    };
    await db.local_outbox.add(entry);
    await renderRoute(`/dashboard/inventory/details/${carrots.id}`, { user: seller });
    const [refused] = await screen.findAllByTestId('movement');
    expect(refused).toHaveTextContent('Sold -40 kg');
    expect(refused).toHaveTextContent('Not saved: Not enough stock: Top grade has 35 left');
    expect(within(screen.getByTestId('stock-top')).getByText('40 kg')).toBeInTheDocument();
    // the sync panel lists it among the changes not saved
    expect(await screen.findByRole('button', { name: /not saved|refused/i })).toBeInTheDocument();
  });
});

describe('Confirmed movements', () => {
  it('the answer brings the server\'s product, with the movements still waiting added on top', async () => {
    const first = { id: 'dddddddd-0000-4000-8000-000000000001', grade: 'top', kind: 'harvested', delta: 40, note: null };
    const second = { id: 'dddddddd-0000-4000-8000-000000000002', grade: 'top', kind: 'sold', delta: -5, note: null };
    await db.local_outbox.add({
      id: crypto.randomUUID(), kind: 'stock.move', label: 'sale', method: 'POST', path: `/product/seller/products/${carrots.id}/inventory/movements/`,
      body: second, userId: seller.id, lang: 'en', createdAt: 0, state: 'pending', attempts: 0, lastError: null, lastStatus: null, nextAttemptAt: 0,
      entityKey: entityKey('stock_movements', second.id),
    });
    const server = { ...carrots, grades: carrots.grades.map((g) => (g.grade === 'top' ? { ...g, stock: 80 } : g)), version: 9 };
    await db.transaction('rw', [db.local_outbox, ...db.syncedTables], () =>
      applyConfirmedMovement({
        db,
        entry: {} as OutboxEntry,
        response: { data: { movement: { ...saved, id: first.id, delta: 40, stock_after: 80, version: 9 }, product: server } },
      }),
    );
    const row = (await db.products.get(carrots.id)) as StockedProduct;
    expect(row.grades.find((g) => g.grade === 'top')!.stock).toBe(75);
    expect(row.local_moves).toEqual([second.id]);
    expect(row.version).toBe(9);
    expect(await db.stock_movements.get(first.id)).toMatchObject({ stock_after: 80 });
  });
});
