// The buyer's orders through the real routes, on a device offline: the list and its tabs, the timeline of delivery,
// pickup and cancelled orders, cancelling, ordering again at today's prices, rating and reporting a problem through
// the outbox, and axe-clean renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderLine } from '@contract/orders.ts';
import { ORDER_PATHS } from '@contract/order-rules.ts';
import { db, isMultipartBody, type LocalOrder } from '@/offline/db.ts';
import { ORDER_PROBLEM_KIND, ORDER_REVIEW_KIND, ORDER_TRANSITION_KIND } from '@/domain/orders/order-writes.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM as FARM, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
// The machine is shared: give the first render of a route time to load its code and read Dexie.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.useRealTimers();
  activateTestLanguage('en');
});

const buyer = testUser('BulkBuyer');
const ORDER = '0e000000-0000-4000-8000-000000000001';
const KALE = 'aaaaaaaa-0000-4000-8000-000000000003';
const CARROTS = 'aaaaaaaa-0000-4000-8000-000000000001';
const BERRIES = 'aaaaaaaa-0000-4000-8000-000000000009';

function orderLine(over: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    product_id: KALE,
    product_name: 'Kale',
    product_name_fr: 'Chou frisé',
    grade: 'top',
    unit: 'kg',
    quantity: 10,
    list_price_minor: 500,
    unit_price_minor: 500,
    line_total_minor: 5000,
    my_rating: null,
    my_comment: null,
    ...over,
  };
}

function testOrder(over: Partial<LocalOrder> = {}): LocalOrder {
  const created = over.created_at ?? '2026-03-02T15:00:00.000Z';
  const base: Order = {
    id: ORDER,
    buyer_id: buyer.id,
    buyer_name: 'Ada Farmer',
    buyer_business: 'Chez Ada',
    seller_id: FARM,
    farm_name: 'Maple Ridge Farm',
    status: 'placed',
    fulfilment: 'delivery',
    address: { address_id: null, full_name: 'Ada Farmer', phone: '+14165550100', line: '12 King St W', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' },
    branch: null,
    branch_id: null,
    date: '2026-03-05',
    payment_method: 'invoice_net30',
    payment_due: '2026-04-04',
    note: 'Back door, please',
    currency: 'CAD',
    lines: [orderLine()],
    subtotal_minor: 5000,
    discount_minor: 0,
    delivery_fee_minor: 800,
    tax_minor: 0,
    taxes: [{ name: 'HST', rate_percent: 13, amount_minor: 0, zero_rated: true }],
    total_minor: 5800,
    invoice_number: 42,
    events: [{ id: 'e1', status: 'placed', at: created, by: 'buyer', by_name: 'Ada Farmer', reason: null }],
    problems: [],
    delivered_at: null,
    quote_id: null,
    preorder: false,
    standing_order_id: null,
    preorder_id: null,
    created_at: created,
    updated_at: created,
    version: 1,
  };
  return { ...base, ...over };
}

const ev = (status: Order['status'], at: string, by: 'buyer' | 'seller' = 'seller', reason: string | null = null) => ({ id: `e-${status}`, status, at, by, by_name: by === 'buyer' ? 'Ada Farmer' : 'Sam Seller', reason });

const pending = () => db.local_outbox.orderBy('seq').toArray();

describe('/orders', () => {
  it('lists my orders newest first with status, farm, dates, total and items; tabs filter; axe finds nothing', async () => {
    await db.orders.bulkPut([
      testOrder({ id: 'o1', invoice_number: 1, status: 'delivered', created_at: '2026-02-01T15:00:00.000Z' }),
      testOrder({ id: 'o2', invoice_number: 2, status: 'cancelled', created_at: '2026-02-10T15:00:00.000Z' }),
      testOrder({ id: 'o3', invoice_number: 3, status: 'accepted', created_at: '2026-02-20T15:00:00.000Z', lines: [orderLine(), orderLine({ id: 'l2', product_id: CARROTS, product_name: 'Carrots' })] }),
      testOrder({ id: 'o4', invoice_number: 0, local: 'waiting', created_at: '2026-03-01T15:00:00.000Z' }),
      testOrder({ id: 'other', buyer_id: 'someone-else', invoice_number: 9 }),
    ]);
    const { container, user } = await renderRoute('/orders', { user: buyer });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'New order · Maple Ridge Farm',
      'INV-000003 · Maple Ridge Farm',
      'INV-000002 · Maple Ridge Farm',
      'INV-000001 · Maple Ridge Farm',
    ]);
    expect(within(rows[0]!).getByTestId('order-waiting')).toHaveTextContent('Waiting to be sent');
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('Accepted');
    expect(rows[1]).toHaveTextContent('Placed Feb 20, 2026');
    expect(rows[1]).toHaveTextContent('Delivery Mar 5, 2026');
    expect(rows[1]).toHaveTextContent('$58.00');
    expect(rows[1]).toHaveTextContent('2 items');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/orders/o3');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('link', { name: /^Open/ }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: /Delivered/ }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(screen.getByTestId('order-row')).toHaveTextContent('INV-000001');
    await user.click(screen.getByRole('link', { name: /Cancelled or rejected/ }));
    await waitFor(() => expect(screen.getByTestId('order-row')).toHaveTextContent('INV-000002'));
  });

  it('with no order: an empty state with the way to the marketplace', async () => {
    await renderRoute('/orders', { user: testUser('Buyer') });
    expect(await screen.findByText('You have not ordered yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});

describe('/orders/{id}', () => {
  it('delivery: the timeline with the time of each step reached, the current one marked; lines, totals, details, invoice; axe finds nothing', async () => {
    await db.orders.put(
      testOrder({
        status: 'packed',
        discount_minor: 500,
        subtotal_minor: 5500,
        lines: [orderLine({ list_price_minor: 550 })],
        events: [ev('placed', '2026-03-02T15:00:00.000Z', 'buyer'), ev('accepted', '2026-03-02T16:00:00.000Z'), ev('packed', '2026-03-03T14:00:00.000Z')],
      }),
    );
    const { container } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order INV-000042' })).toBeInTheDocument();
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')!.textContent)).toEqual(['Placed', 'Accepted', 'Packed (current status)', 'Out for delivery', 'Delivered']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Mar 2, 2026');
    expect(steps[3]).toHaveTextContent('Not yet');

    const line = screen.getByTestId('order-line');
    expect(line).toHaveTextContent('Kale');
    expect(line).toHaveTextContent('Top grade · 10 kg × $5.00');
    expect(line).toHaveTextContent('$50.00');
    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent('Subtotal$55.00');
    expect(totals).toHaveTextContent('Discount−$5.00');
    expect(totals).toHaveTextContent('Delivery fee$8.00');
    expect(totals).toHaveTextContent('HST 13%, zero-rated (fresh produce)$0.00');
    expect(totals).toHaveTextContent('Total$58.00');
    const details = screen.getByTestId('delivery-details');
    expect(details).toHaveTextContent('12 King St W');
    expect(details).toHaveTextContent('Thursday, March 5, 2026');
    expect(details).toHaveTextContent('Invoice, net 30 days');
    expect(details).toHaveTextContent('Due Saturday, April 4, 2026');
    expect(details).toHaveTextContent('Back door, please');
    // The invoice is in the page for print (hidden on screen).
    const invoice = screen.getByTestId('invoice');
    expect(invoice).toHaveTextContent('Maple Ridge Farm');
    expect(invoice).toHaveTextContent('Chez Ada');
    expect(invoice).toHaveTextContent('INV-000042');
    expect(within(invoice).queryByTestId('invoice-void')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says counted units in the plural their quantity takes, on the lines and the invoice, in English and French', async () => {
    await db.orders.put(
      testOrder({
        lines: [
          orderLine({ product_name: 'Eggs', product_name_fr: 'Œufs', unit: 'box', quantity: 1, line_total_minor: 500 }),
          orderLine({ id: 'l2', product_id: CARROTS, product_name: 'Cabbage', product_name_fr: 'Chou', unit: 'piece', quantity: 12, line_total_minor: 6000 }),
        ],
      }),
    );
    const { unmount } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const [eggs, cabbage] = await screen.findAllByTestId('order-line');
    expect(eggs).toHaveTextContent('Top grade · 1 box × $5.00');
    expect(cabbage).toHaveTextContent('Top grade · 12 pieces × $5.00');
    unmount();

    activatePendingFrench();
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const [oeufs, chou] = await screen.findAllByTestId('order-line');
    expect(oeufs).toHaveTextContent(/1 boîte × 5,00\s\$/);
    expect(chou).toHaveTextContent(/12 pièces × 5,00\s\$/);
    const invoice = screen.getByTestId('invoice');
    expect(within(invoice).getByText('1 boîte')).toBeInTheDocument();
    expect(within(invoice).getByText('12 pièces')).toBeInTheDocument();
  });

  it('pickup: the timeline has ready for pickup and the branch', async () => {
    await db.orders.put(
      testOrder({
        fulfilment: 'pickup',
        status: 'ready_for_pickup',
        address: null,
        branch: { branch_id: null, name: 'Maple Ridge Farm stand', address: '4 Orchard Rd', city: 'Guelph', province: 'ON', phone: null },
        payment_method: 'pay_on_pickup',
        payment_due: null,
      }),
    );
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const timeline = await screen.findByTestId('order-timeline');
    expect(within(timeline).getAllByRole('listitem').map((s) => s.querySelector('p')!.textContent)).toEqual(['Placed', 'Accepted', 'Packed', 'Ready for pickup (current status)', 'Delivered']);
    expect(screen.getByTestId('delivery-details')).toHaveTextContent('Maple Ridge Farm stand');
    expect(screen.getByTestId('delivery-details')).toHaveTextContent('Pay at pickup');
  });

  it('cancelled: the timeline ends with Cancelled, the reason and who; the invoice is void', async () => {
    await db.orders.put(testOrder({ status: 'rejected', events: [ev('placed', '2026-03-02T15:00:00.000Z', 'buyer'), ev('rejected', '2026-03-02T18:00:00.000Z', 'seller', 'Hail took the kale')] }));
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const steps = within(await screen.findByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Rejected');
    expect(steps[1]).toHaveTextContent('By Sam Seller, Maple Ridge Farm');
    expect(steps[1]).toHaveTextContent('Reason: Hail took the kale');
    expect(within(screen.getByTestId('invoice')).getByTestId('invoice-void')).toHaveTextContent('Void');
  });

  it('says Order not found for an order that is not mine or not here', async () => {
    await db.orders.put(testOrder({ buyer_id: 'someone-else' }));
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('cancel: asks for a reason, then shows Cancelled at once and queues the transition', async () => {
    await db.orders.put(testOrder());
    const { user } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please say why you cancel the order.')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-waiting')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-timeline')).getByText('Reason: Ordered twice')).toBeInTheDocument();
    const [entry] = await pending();
    expect(entry).toMatchObject({ kind: ORDER_TRANSITION_KIND, method: 'POST', path: ORDER_PATHS.transition(ORDER), body: { to: 'cancelled', reason: 'Ordered twice' }, entityKey: `orders:${ORDER}`, label: 'Cancel order INV-000042' });
  });

  it('an order made offline, not on the server yet, is titled New order (no invoice number yet)', async () => {
    await db.orders.put({ ...testOrder({ invoice_number: 0 }), local: 'waiting' });
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeInTheDocument();
  });

  it('order again offline: today prices, capped to stock, and says what is gone, short or repriced', async () => {
    await db.sellers.put(testSeller(FARM, 'Maple Ridge Farm'));
    await db.products.bulkPut([
      testProduct(KALE, 'Kale', { grades: [{ grade: 'top', price_minor: 550, stock: 40 }] }),
      testProduct(CARROTS, 'Carrots', { grades: [{ grade: 'mid', price_minor: 300, stock: 8 }] }),
    ]);
    await db.orders.put(
      testOrder({
        status: 'delivered',
        delivered_at: '2026-03-05T18:00:00.000Z',
        lines: [
          orderLine(),
          orderLine({ id: 'l2', product_id: CARROTS, product_name: 'Carrots', product_name_fr: null, grade: 'mid', quantity: 12, unit_price_minor: 300, list_price_minor: 300, line_total_minor: 3600 }),
          orderLine({ id: 'l3', product_id: BERRIES, product_name: 'Strawberries', product_name_fr: null, quantity: 5 }),
        ],
      }),
    );
    const { user } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    await user.click(await screen.findByRole('button', { name: /^Order again/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent("2 products of 3 added to your cart at today's prices.");
    const notes = within(within(dialog).getByTestId('reorder-notes')).getAllByRole('listitem').map((li) => li.textContent);
    expect(notes).toEqual([
      'Kale (Top grade): price changed from $5.00 to $5.50 per kg',
      'Carrots (Mid grade): only 8 kg left, 8 kg added',
      'Strawberries (Top grade) is no longer available',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');

    const cart = await db.cart_items.toArray();
    expect(cart.map((c) => [c.product_id, c.grade, c.quantity, c.unit_price_minor]).sort()).toEqual([
      [CARROTS, 'mid', 8, 300],
      [KALE, 'top', 10, 550],
    ]);
    const entries = await pending();
    expect(entries.map((e) => [e.kind, e.method, e.path])).toEqual([
      ['cart.add', 'POST', '/product/add-to-cart/'],
      ['cart.add', 'POST', '/product/add-to-cart/'],
    ]);
    expect(entries[0]!.body).toMatchObject({ product_id: KALE, grade: 'top', quantity: 10 });
    expect(entries[0]!.label).toBe('Add Kale to cart');
  });

  it("order again respects the product's minimum: raised to it when the stock allows, else nothing added and said why", async () => {
    await db.products.bulkPut([
      testProduct(KALE, 'Kale', { min_order_qty: 15, grades: [{ grade: 'top', price_minor: 500, stock: 40 }] }),
      testProduct(CARROTS, 'Carrots', { min_order_qty: 10, grades: [{ grade: 'mid', price_minor: 300, stock: 6 }] }),
    ]);
    await db.orders.put(
      testOrder({
        status: 'delivered',
        lines: [
          orderLine(),
          orderLine({ id: 'l2', product_id: CARROTS, product_name: 'Carrots', product_name_fr: null, grade: 'mid', quantity: 12, unit_price_minor: 300, list_price_minor: 300, line_total_minor: 3600 }),
        ],
      }),
    );
    const { user } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    await user.click(await screen.findByRole('button', { name: /^Order again/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent("1 product of 2 added to your cart at today's prices.");
    const notes = within(within(dialog).getByTestId('reorder-notes')).getAllByRole('listitem').map((li) => li.textContent);
    expect(notes).toEqual(["Kale (Top grade): the farm's minimum is 15 kg, 15 kg added", "Carrots (Mid grade): only 6 kg left, below the farm's minimum of 10 kg"]);
    const cart = await db.cart_items.toArray();
    expect(cart.map((c) => [c.product_id, c.quantity])).toEqual([[KALE, 15]]);
  });

  it('order again from the list adds to a line already in the cart up to the stock', async () => {
    await db.products.put(testProduct(KALE, 'Kale', { grades: [{ grade: 'top', price_minor: 500, stock: 12 }] }));
    await db.cart_items.put({ id: 'c1', product_id: KALE, grade: 'top', quantity: 4, unit_price_minor: 500, current_price_minor: 500, price_changed: false, currency: 'CAD', available: 12, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', version: 1 });
    await db.orders.put(testOrder({ status: 'delivered' }));
    const { user } = await renderRoute('/orders', { user: buyer });
    await user.click(await screen.findByRole('button', { name: /^Order again/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Kale (Top grade): only 12 kg left, 8 kg added');
    await waitFor(async () => expect((await db.cart_items.get('c1'))?.quantity).toBe(12));
    expect((await pending())[0]).toMatchObject({ kind: 'cart.update', method: 'PATCH', path: '/product/add-to-cart/c1/', body: { quantity: 12 } });
  });

  it('after delivery: rates a product with a comment through the outbox, shows it and lets me change it', async () => {
    await db.orders.put(testOrder({ status: 'delivered', delivered_at: '2026-03-05T18:00:00.000Z' }));
    const { user, container } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const section = await screen.findByTestId('rate-products');
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((st) => st.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    expect(steps[4]).toHaveTextContent('Delivered (current status)');
    const group = within(section).getByRole('group', { name: 'Your rating of Kale (Top grade)' });
    await user.click(within(section).getByRole('button', { name: 'Save rating' }));
    expect(await within(section).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: '4 out of 5 stars' }));
    expect(within(group).getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    await user.type(within(section).getByLabelText('Comment (optional)'), 'Crisp and fresh');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Save rating' }));

    const shown = await within(section).findByTestId('my-rating');
    expect(within(shown).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('“Crisp and fresh”');
    const [entry] = await pending();
    expect(entry).toMatchObject({ kind: ORDER_REVIEW_KIND, method: 'POST', path: ORDER_PATHS.review(ORDER), body: { product_id: KALE, rating: 4, comment: 'Crisp and fresh' }, entityKey: `orders:${ORDER}` });
    expect((await db.orders.get(ORDER))?.lines[0]).toMatchObject({ my_rating: 4, my_comment: 'Crisp and fresh' });

    await user.click(within(section).getByRole('button', { name: 'Edit your rating of Kale' }));
    expect(within(section).getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  });

  it('reports a problem with a photo within 48 hours of delivery (multipart), and shows the farm answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T17:00:00.000Z')); // 47 h after delivery
    await db.orders.put(
      testOrder({
        status: 'delivered',
        delivered_at: '2026-03-05T18:00:00.000Z',
        problems: [
          { id: 'p0', lines: [{ line_id: orderLine().id, kind: 'damaged', quantity: 1 }], description: 'Bruised', photos: [], created_at: '2026-03-05T20:00:00.000Z', resolution: 'refund', amount_minor: 500, answer_note: 'Sorry about that', answered_at: '2026-03-06T10:00:00.000Z' },
        ],
      }),
    );
    const { user, container } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const section = await screen.findByTestId('problems');
    const answered = within(section).getByTestId('problem-answer');
    expect(answered).toHaveTextContent('Answer from the farm: Refund · $5.00');
    expect(answered).toHaveTextContent('Sorry about that');

    await user.click(within(section).getByRole('button', { name: 'Report a problem' }));
    await user.click(within(section).getByRole('button', { name: 'Send report' }));
    expect(await within(section).findByText('Choose the products with a problem.')).toBeInTheDocument();
    expect(within(section).getByText('Please describe the problem.')).toBeInTheDocument();

    await user.click(within(section).getByRole('checkbox', { name: 'Kale (Top grade)' }));
    await user.selectOptions(within(section).getByLabelText('What went wrong with Kale?'), 'poor_quality');
    await user.clear(within(section).getByLabelText('Quantity affected (kg)'));
    await user.type(within(section).getByLabelText('Quantity affected (kg)'), '3');
    await user.type(within(section).getByLabelText('What happened?'), 'Wilted leaves');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kale.jpg', { type: 'image/jpeg' });
    await user.upload(within(section).getByLabelText('Photos (up to 3)'), photo);
    expect(await within(section).findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(within(section).getAllByTestId('problem-report')).toHaveLength(2));
    expect(within(section).getAllByTestId('problem-answer')[1]).toHaveTextContent("Waiting for the farm's answer.");
    const [entry] = await pending();
    expect(entry).toMatchObject({ kind: ORDER_PROBLEM_KIND, method: 'POST', path: ORDER_PATHS.problems(ORDER), entityKey: `orders:${ORDER}` });
    expect(isMultipartBody(entry!.body)).toBe(true);
    const body = entry!.body as { data: { id: string; lines: unknown; description: string }; files: Array<{ field: string; name: string; type: string; blob: Blob }> };
    expect(body.data).toEqual({ id: expect.any(String), lines: [{ line_id: orderLine().id, kind: 'poor_quality', quantity: 3 }], description: 'Wilted leaves' });
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ field: 'photos', name: 'kale.jpg', type: 'image/jpeg' });
    expect(body.files[0]!.blob).toBeDefined();
  });

  it('shows what earlier reports left to report, and refuses more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T17:00:00.000Z'));
    const earlier = (id: string, quantity: number) => ({ id, lines: [{ line_id: orderLine().id, kind: 'missing' as const, quantity }], description: 'Missing', photos: [], created_at: '2026-03-05T20:00:00.000Z', resolution: null, amount_minor: null, answer_note: null, answered_at: null });
    await db.orders.put(testOrder({ status: 'delivered', delivered_at: '2026-03-05T18:00:00.000Z', problems: [earlier('p0', 6), earlier('p1', 3)] }));
    const { user } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const section = await screen.findByTestId('problems');
    await user.click(within(section).getByRole('button', { name: 'Report a problem' }));
    expect(section).toHaveTextContent('Earlier reports cover part of it: up to 1 of 10 can still be reported.');
    await user.click(within(section).getByRole('checkbox', { name: 'Kale (Top grade)' }));
    const quantity = within(section).getByLabelText('Quantity affected (kg)');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(section).getByLabelText('What happened?'), 'Two more missing');
    await user.click(within(section).getByRole('button', { name: 'Send report' }));
    expect(await within(section).findByText('From 1 to 1.')).toBeInTheDocument();
    expect(await pending()).toHaveLength(0);
  });

  it('a line reported in full cannot be chosen again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T17:00:00.000Z'));
    const all = { id: 'p0', lines: [{ line_id: orderLine().id, kind: 'missing' as const, quantity: 10 }], description: 'Nothing came', photos: [], created_at: '2026-03-05T20:00:00.000Z', resolution: null, amount_minor: null, answer_note: null, answered_at: null };
    await db.orders.put(testOrder({ status: 'delivered', delivered_at: '2026-03-05T18:00:00.000Z', problems: [all] }));
    const { user } = await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const section = await screen.findByTestId('problems');
    await user.click(within(section).getByRole('button', { name: 'Report a problem' }));
    expect(within(section).getByRole('checkbox', { name: 'Kale (Top grade)' })).toBeDisabled();
    expect(section).toHaveTextContent('Already reported in full.');
  });

  it('no problem report after 48 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-07T19:00:00.000Z')); // 49 h after delivery
    await db.orders.put(testOrder({ status: 'delivered', delivered_at: '2026-03-05T18:00:00.000Z' }));
    await renderRoute(`/orders/${ORDER}`, { user: buyer });
    const section = await screen.findByTestId('problems');
    expect(within(section).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Problems can be reported within 48 hours of delivery.');
  });
});
