// The seller's orders through the real routes, on a device offline: the list's filters, search and CSV export,
// the moves of the state machine through the outbox, the packing slip, problem answers and the checkout terms.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { db } from '@/offline/db.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { applySellerTerms, SELLER_TERMS_KIND } from '@/domain/farm/seller-terms.ts';
import { ORDER_ANSWER_KIND, ORDER_TRANSITION_KIND } from '@/domain/orders/order-writes.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { CSV_BOM, csvCell, ordersCsv, type CsvLabels } from './csv.ts';
import { filterOrders, matchesQuery } from './order-filter.ts';
import { parseSellerOrdersSearch } from './search.ts';
import { BRANCH_A, BRANCH_B, testLine, testOrder } from '@/test/seller-order-fixtures.ts';
import { invoice, payment } from '@/test/money-fixtures.ts';

const seller = testUser('Seller');
emptyOfflineDeviceEachTest();

async function farmDevice() {
  await db.local_meta.put({ key: myFarmKey(seller.id), value: TEST_FARM });
  await db.sellers.put(testSeller(TEST_FARM, 'Green Acres'));
}

async function noAxeViolations(root: Element = document.body) {
  // jsdom cannot compute colours; contrast is checked in the browser (e2e).
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const kale = testLine('Kale', { product_name_fr: 'Chou frisé' });
const apples = testLine('Apples', { product_name_fr: 'Pommes' });
const o42 = testOrder(42, { buyer_name: 'Chez Émile', buyer_business: 'Bistro Émile', lines: [kale], date: '2026-03-18', branch_id: BRANCH_B });
const o7 = testOrder(7, { status: 'accepted', lines: [apples], date: '2026-03-25' });
const o9 = testOrder(9, { status: 'delivered', lines: [testLine('Leeks')], date: '2026-03-10', delivered_at: '2026-03-10T18:00:00.000Z' });

describe('order filters (pure)', () => {
  it('finds an invoice by its number in any spelling, buyers, businesses and products in either language, without accents', () => {
    for (const q of ['INV-000042', 'inv-42', '42', '000042']) expect(matchesQuery(o42, q)).toBe(true);
    expect(matchesQuery(o42, 'INV-000043')).toBe(false);
    expect(matchesQuery(o42, 'emile')).toBe(true);
    expect(matchesQuery(o42, 'bistro')).toBe(true);
    expect(matchesQuery(o42, 'chou frise')).toBe(true);
    expect(matchesQuery(o42, 'kale')).toBe(true);
    expect(matchesQuery(o42, 'pommes')).toBe(false);
    expect(matchesQuery(o7, 'POMMES')).toBe(true);
  });

  it('filters by date range and branch, counts per status over the other filters, newest first', () => {
    const all = [o7, o42, o9];
    const { orders, counts, total } = filterOrders(all, { from: '2026-03-15' });
    expect(orders.map((o) => o.invoice_number)).toEqual([42, 7]);
    expect(total).toBe(2);
    expect(counts).toMatchObject({ placed: 1, accepted: 1, delivered: 0 });
    expect(filterOrders(all, { to: '2026-03-18' }).orders.map((o) => o.invoice_number)).toEqual([42, 9]);
    expect(filterOrders(all, { branch: BRANCH_B }).orders.map((o) => o.invoice_number)).toEqual([42]);
    expect(filterOrders(all, { status: 'delivered' }).orders.map((o) => o.invoice_number)).toEqual([9]);
    expect(filterOrders(all, {}).orders.map((o) => o.invoice_number)).toEqual([42, 9, 7]);
  });

  it('reads search params without trusting them', () => {
    expect(parseSellerOrdersSearch({ status: 'placed', from: '2026-03-01', to: 'tomorrow', q: '  42 ', branch: BRANCH_A })).toEqual({
      status: 'placed',
      from: '2026-03-01',
      to: undefined,
      q: '42',
      branch: BRANCH_A,
    });
    expect(parseSellerOrdersSearch({ status: 'shipped', q: 'x'.repeat(101) })).toEqual({ status: undefined, from: undefined, to: undefined, branch: undefined, q: undefined });
  });
});

describe('CSV export', () => {
  const labels: CsvLabels = {
    headers: {
      invoice: 'Invoice', placedAt: 'Placed at', status: 'Status', date: 'Date', fulfilment: 'Fulfilment', buyer: 'Buyer', business: 'Business', place: 'Address or branch',
      product: 'Product', grade: 'Grade', quantity: 'Quantity', unit: 'Unit', unitPrice: 'Unit price', lineTotal: 'Line total', orderTotal: 'Order total', currency: 'Currency', payment: 'Payment method',
    },
    status: (s) => s, fulfilment: (f) => f, grade: (g) => g, unit: (u) => u, payment: (p) => p, lang: 'fr',
  };

  it('quotes commas, quotes and line breaks, and keeps formulas out', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell('-12.50', false)).toBe('-12.50');
  });

  it('starts with a UTF-8 BOM and writes one row per line with French names, amounts as decimals', () => {
    const order = testOrder(5, {
      buyer_name: 'Zoé "Z" Tremblay',
      buyer_business: 'Épicerie, fine',
      lines: [testLine('Apples', { product_name_fr: 'Pommes', quantity: 3, unit_price_minor: 250 }), testLine('Kale', { quantity: 1, unit_price_minor: 1999 })],
      delivery_fee_minor: 500,
      created_at: '2026-03-05T15:04:00.000Z',
    });
    const csv = ordersCsv([order], labels);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('Invoice,Placed at,Status,Date,Fulfilment,Buyer,Business,Address or branch,Product,Grade,Quantity,Unit,Unit price,Line total,Order total,Currency,Payment method');
    expect(rows[1]).toBe(
      'INV-000005,2026-03-05 10:04,placed,2026-03-20,delivery,"Zoé ""Z"" Tremblay","Épicerie, fine","12 King St, Toronto, ON, M5H 1A1",Pommes,top,3,kg,2.50,7.50,32.49,CAD,pay_on_delivery',
    );
    expect(rows[2]).toContain(',Kale,top,1,kg,19.99,19.99,32.49,CAD,');
  });
});

describe('/seller/orders', () => {
  it('lists the farm\'s orders newest first, new ones marked, with counts; the status chip and search filter through the URL', async () => {
    await farmDevice();
    await db.orders.bulkPut([o7, o42, o9, testOrder(60, { seller_id: '55555555-5555-4555-8555-555555555555', buyer_name: 'Someone else' })]);
    const { user, router } = await renderRoute('/seller/orders', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('seller-order');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['INV-000042', 'INV-000009', 'INV-000007']);
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByTestId('count-all')).toHaveTextContent('3');
    expect(screen.getByTestId('count-placed')).toHaveTextContent('1');
    await noAxeViolations();

    await user.click(screen.getByTestId('count-accepted'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'accepted' }));
    expect(screen.getAllByTestId('seller-order')).toHaveLength(1);
    expect(screen.getByTestId('count-accepted')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('count-all'));
    await user.type(screen.getByRole('searchbox', { name: /Search orders/ }), 'emile');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'emile' }));
    expect(screen.getAllByTestId('seller-order').map((r) => within(r).getByRole('link').textContent)).toEqual(['INV-000042']);
  });

  it('opens with filters from the URL (date range, branch) and says when nothing matches', async () => {
    await farmDevice();
    await db.branches.bulkPut([
      { id: BRANCH_A, seller_id: TEST_FARM, name: 'North field', province: 'ON', city: 'Guelph', address: '1 Farm Rd', postal_code: null, phone: null, status: 'approved', reject_reason: null, reviewed_at: null, created_at: '2026-01-01T00:00:00.000Z', version: 1, updated_at: '2026-01-01T00:00:00.000Z' },
      { id: BRANCH_B, seller_id: TEST_FARM, name: 'Market stall', province: 'ON', city: 'Toronto', address: '2 Market St', postal_code: null, phone: null, status: 'approved', reject_reason: null, reviewed_at: null, created_at: '2026-01-01T00:00:00.000Z', version: 1, updated_at: '2026-01-01T00:00:00.000Z' },
    ]);
    await db.orders.bulkPut([o7, o42, o9]);
    const { user } = await renderRoute(`/seller/orders?branch=${BRANCH_B}&from=2026-03-15`, { user: seller });
    expect((await screen.findAllByTestId('seller-order')).map((r) => within(r).getByRole('link').textContent)).toEqual(['INV-000042']);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue(BRANCH_B);
    expect(screen.getByLabelText('Delivery from')).toHaveValue('2026-03-15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findAllByTestId('seller-order')).toHaveLength(3);
  });

  it('shows an empty state when the farm has no orders', async () => {
    await farmDevice();
    await renderRoute('/seller/orders', { user: seller });
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await noAxeViolations();
  });

  it('saves the checkout terms on the device and queues PATCH /account/user-seller/; the applier writes the answer', async () => {
    await farmDevice();
    const { user } = await renderRoute('/seller/orders', { user: seller });
    const settings = await screen.findByRole('button', { name: 'Order settings' });
    await waitFor(() => expect(settings).toBeEnabled());
    await user.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Order settings' });
    await noAxeViolations(dialog);
    const min = within(dialog).getByRole('textbox', { name: /Minimum order amount/ });
    await user.clear(min);
    await user.type(min, '25,50');
    await user.type(within(dialog).getByRole('textbox', { name: /Delivery fee/ }), 'abc');
    for (const day of ['Tuesday', 'Thursday', 'Saturday']) await user.click(within(dialog).getByRole('checkbox', { name: day }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByText('Enter an amount such as 25.00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one day.')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);

    const fee = within(dialog).getByRole('textbox', { name: /Delivery fee/ });
    await user.clear(fee);
    await user.type(fee, '7.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    const lead = within(dialog).getByRole('textbox', { name: /Days of notice/ });
    await user.clear(lead);
    await user.type(lead, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: SELLER_TERMS_KIND, method: 'PATCH', path: '/account/user-seller/', entityKey: `sellers:${TEST_FARM}` });
    expect(entry!.body).toEqual({ min_order_minor: 2550, delivery_fee_minor: 750, delivery_days: [5], lead_days: 2 });
    expect(await db.sellers.get(TEST_FARM)).toMatchObject({ min_order_minor: 2550, delivery_fee_minor: 750, delivery_days: [5], lead_days: 2 });

    // The server's answer (the farm record) lands once the entry is gone.
    await db.local_outbox.clear();
    await applySellerTerms({
      db,
      entry: entry!,
      response: { data: { ...testSeller(TEST_FARM, 'Green Acres'), min_order_minor: 2500, delivery_fee_minor: 750, delivery_days: [5], lead_days: 2, version: 7, user_id: seller.id, address: 'private', city: 'Guelph', postal_code: null, phone: null, created_at: '' } },
    });
    const row = await db.sellers.get(TEST_FARM);
    expect(row).toMatchObject({ min_order_minor: 2500, version: 7 });
    expect(row).not.toHaveProperty('address');
  });
});

describe('/seller/orders/$id', () => {
  const actions = () => within(screen.getByRole('region', { name: 'Next steps' })).queryAllByRole('button').map((b) => b.textContent);

  it.each([
    ['placed', 'delivery', ['Accept order', 'Reject order']],
    ['accepted', 'delivery', ['Mark packed', 'Cancel order']],
    ['packed', 'delivery', ['Mark out for delivery', 'Cancel order']],
    ['packed', 'pickup', ['Mark ready for pickup', 'Cancel order']],
    ['ready_for_pickup', 'pickup', ['Mark delivered']],
    ['out_for_delivery', 'delivery', ['Mark delivered']],
  ] as const)('offers the seller\'s moves from %s (%s)', async (status, fulfilment, expected) => {
    await farmDevice();
    const order = testOrder(3, { status, fulfilment });
    await db.orders.put(order);
    await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: /Order INV-000003/ });
    expect(actions()).toEqual(expected);
  });

  it.each([
    ['delivered', o9, /Order INV-000009/],
    ['rejected', testOrder(11, { status: 'rejected' }), /Order INV-000011/],
    ['cancelled', testOrder(12, { status: 'cancelled' }), /Order INV-000012/],
  ] as const)('offers nothing on a %s order', async (_status, order, heading) => {
    await farmDevice();
    await db.orders.put(order);
    await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('accepts offline: the outbox holds the move and the page shows Accepted at once', async () => {
    await farmDevice();
    await db.orders.put(o42);
    const { user } = await renderRoute(`/seller/orders/${o42.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: /Order INV-000042/ });
    await noAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accepted'));
    expect(screen.getByText(/waiting to be sent/)).toBeInTheDocument();
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: ORDER_TRANSITION_KIND, method: 'POST', path: `/orders/${o42.id}/transition/`, body: { to: 'accepted', reason: null }, entityKey: `orders:${o42.id}` });
    expect(entry!.label).toBe('Accept order: INV-000042');
    expect(screen.getAllByTestId('timeline-step').map((s) => s.textContent)).toEqual([expect.stringContaining('Placed'), expect.stringContaining('Green Acres')]);
    expect(actions()).toEqual(['Mark packed', 'Cancel order']);
  });

  it('rejects only with a reason, shown in the timeline', async () => {
    await farmDevice();
    await db.orders.put(o42);
    const { user } = await renderRoute(`/seller/orders/${o42.id}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Reject order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order' });
    await noAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hail took the kale');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await db.local_outbox.toArray())[0]!.body).toEqual({ to: 'rejected', reason: 'Hail took the kale' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rejected'));
    expect(screen.getByText('Reason: Hail took the kale')).toBeInTheDocument();
  });

  it('has a packing slip with where it goes, lines with quantity, unit, grade and a checkbox, the note, and no prices', async () => {
    await farmDevice();
    const order = testOrder(11, {
      fulfilment: 'pickup',
      address: null,
      branch: { branch_id: BRANCH_A, name: 'North field', address: '1 Farm Rd', city: 'Guelph', province: 'ON', phone: null },
      lines: [testLine('Carrots', { quantity: 12, unit_price_minor: 345 }), testLine('Eggs', { unit: 'dozen', grade: 'mid', quantity: 3, unit_price_minor: 699 })],
      note: 'Back door please',
    });
    await db.orders.put(order);
    await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    expect(await screen.findByRole('button', { name: 'Print packing slip' })).toBeInTheDocument();
    const slip = screen.getByTestId('packing-slip');
    expect(slip).toHaveTextContent('Green Acres');
    expect(slip).toHaveTextContent('INV-000011');
    expect(slip).toHaveTextContent('Pickup at North field');
    expect(slip).toHaveTextContent('Back door please');
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['CarrotsTop grade12 kg', 'EggsMid grade3 dozen']);
    expect(slip.textContent).not.toMatch(/\$|3\.45|6\.99|Total/);
  });

  it('answers a problem report: amount required for a refund, reason for a decline; the answer is queued and shown', async () => {
    await farmDevice();
    const line = testLine('Tomatoes', { quantity: 4, unit_price_minor: 500 });
    const problemId = 'ffffffff-0000-4000-8000-000000000001';
    const order = testOrder(21, {
      status: 'delivered',
      delivered_at: '2026-03-20T18:00:00.000Z',
      lines: [line],
      problems: [
        { id: problemId, lines: [{ line_id: line.id, kind: 'damaged', quantity: 2 }], description: 'Two were crushed', photos: [{ thumb: '/uploads/p-thumb.webp', full: '/uploads/p-full.webp' }], created_at: '2026-03-20T20:00:00.000Z', resolution: null, amount_minor: null, answer_note: null, answered_at: null },
      ],
    });
    await db.orders.put(order);
    const { user } = await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    const report = await screen.findByTestId('problem-report');
    expect(report).toHaveTextContent('Tomatoes: Damaged, 2 kg');
    expect(report).toHaveTextContent('Two were crushed');
    expect(within(report).getByRole('img', { name: 'Photo 1 of the problem' })).toHaveAttribute('src', '/uploads/p-thumb.webp');
    await noAxeViolations();

    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    expect(within(report).getByText('Enter an amount greater than zero')).toBeInTheDocument();
    await user.type(within(report).getByRole('textbox', { name: /Amount/ }), '25');
    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    expect(within(report).getByText('The amount cannot be more than the order total')).toBeInTheDocument();
    await user.click(within(report).getByRole('radio', { name: 'Declined' }));
    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    expect(within(report).getByText('Please give a reason')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);

    await user.click(within(report).getByRole('radio', { name: 'Refund' }));
    const amount = within(report).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    expect(await within(await screen.findByTestId('problem-answer')).findByText(/Refund/)).toBeInTheDocument();
    expect(screen.getByTestId('problem-answer')).toHaveTextContent('$10.00');
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: ORDER_ANSWER_KIND, method: 'POST', path: `/orders/${order.id}/problems/${problemId}/answer/`, body: { resolution: 'refund', amount_minor: 1000, note: null } });
  });

  it('a refund is at most what was paid on the order (the device\'s ledger), and says how it is paid back', async () => {
    await farmDevice();
    const line = testLine('Tomatoes', { quantity: 4, unit_price_minor: 500 });
    const problemId = 'ffffffff-0000-4000-8000-000000000002';
    const { order, charge } = invoice(22, '2026-03-20', 2000, {
      lines: [line],
      delivered_at: '2026-03-20T18:00:00.000Z',
      problems: [
        { id: problemId, lines: [{ line_id: line.id, kind: 'damaged', quantity: 2 }], description: 'Two were crushed', photos: [], created_at: '2026-03-20T20:00:00.000Z', resolution: null, amount_minor: null, answer_note: null, answered_at: null },
      ],
    });
    await db.orders.put(order);
    await db.ledger_entries.bulkPut([charge, payment(600, '2026-03-20', [[order, 600]])]);
    const { user } = await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    const report = await screen.findByTestId('problem-report');
    const amount = within(report).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '10');
    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    expect(await within(report).findByText(/A refund pays money back: at most \$6\.00/)).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.selectOptions(within(report).getByRole('combobox', { name: 'How is the refund paid back?' }), 'cash');
    await noAxeViolations();
    await user.click(within(report).getByRole('button', { name: 'Send answer' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: ORDER_ANSWER_KIND, body: { resolution: 'refund', amount_minor: 500, refund_method: 'cash' } });
  });

  it('shows what earlier refunds and credits left of the order total, and refuses more', async () => {
    await farmDevice();
    const line = testLine('Tomatoes', { quantity: 4, unit_price_minor: 500 });
    const report = (id: string, answered: boolean) => ({ id, lines: [{ line_id: line.id, kind: 'damaged' as const, quantity: 1 }], description: `Report ${id}`, photos: [], created_at: '2026-03-20T20:00:00.000Z', resolution: answered ? ('refund' as const) : null, amount_minor: answered ? 1500 : null, answer_note: null, answered_at: answered ? '2026-03-21T10:00:00.000Z' : null });
    const order = testOrder(22, { status: 'delivered', delivered_at: '2026-03-20T18:00:00.000Z', lines: [line], problems: [report('p1', true), report('p2', false)] });
    await db.orders.put(order);
    const { user } = await renderRoute(`/seller/orders/${order.id}`, { user: seller });
    const open = (await screen.findAllByTestId('problem-report'))[1]!;
    expect(open).toHaveTextContent('At most $5.00: what earlier refunds and credits left of the order total of $20.00.');
    const amount = within(open).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '10');
    await user.click(within(open).getByRole('button', { name: 'Send answer' }));
    expect(within(open).getByText('Only $5.00 of the order total of $20.00 is left to refund or credit.')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(open).getByRole('button', { name: 'Send answer' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
  });
});
