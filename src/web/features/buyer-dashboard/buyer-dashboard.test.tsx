// The bulk buyer's dashboard from what the device holds: open requests with quote counts and unread marks, quotes
// waiting for the buyer (unread first), the five latest orders and this month's spend per currency (Toronto time).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@contract/orders.ts';
import type { Quote, QuoteRequest } from '@contract/quotes.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { bulkBuyerKey } from '@/domain/profile/bulk-buyer-profile.ts';
import { db } from '@/offline/db.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { testOrder } from '@/test/seller-order-fixtures.ts';
import { buyerDashboard } from './use-buyer-dashboard.ts';

const bulk = testUser('BulkBuyer', { first_name: 'Bruno' });
const NOW = new Date('2026-05-20T16:00:00Z');

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function request(n: number, over: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: id('77777777', n),
    buyer_id: bulk.id,
    buyer_name: 'Bruno Bulk',
    buyer_business: 'Bistro Bruno',
    title: `Request ${n}`,
    title_fr: null,
    product_id: null,
    category_id: 'vegetables',
    image: null,
    variety: null,
    grade: null,
    quantity: 200,
    unit: 'kg',
    packaging: null,
    organic_required: false,
    fulfilment: 'delivery',
    address: null,
    city: 'Toronto',
    province: 'ON',
    delivery_date: '2026-06-10',
    window_start: '08:00',
    window_end: '12:00',
    target_price_minor: null,
    currency: 'CAD',
    payment_method: 'invoice_net30',
    note: null,
    audience: 'matching',
    status: 'pending',
    closed_reason: null,
    recipients: 3,
    responses: 0,
    supplier: null,
    accepted_quote_id: null,
    order_id: null,
    unread: false,
    created_at: `2026-05-${String(n).padStart(2, '0')}T12:00:00.000Z`,
    updated_at: `2026-05-${String(n).padStart(2, '0')}T12:00:00.000Z`,
    version: 1,
    ...over,
  };
}

const terms: QuoteTerms = {
  variety: null,
  grade: 'top',
  pack_type: 'Crate',
  pack_style: null,
  quantity: 200,
  unit: 'kg',
  availability_start: '2026-06-01',
  availability_end: '2026-06-15',
  delivery_date: '2026-06-10',
  location: 'Guelph, ON',
  price_minor: 150,
  per_unit: 'kg',
  currency: 'CAD',
};

function quote(n: number, requestN: number, over: Partial<Quote> = {}): Quote {
  return {
    id: id('88888888', n),
    request_id: id('77777777', requestN),
    seller_id: id('66666666', n),
    farm_name: `Farm ${n}`,
    buyer_id: bulk.id,
    product_id: null,
    status: 'sent',
    closed_reason: null,
    reason: null,
    terms,
    total_minor: 30_000,
    current_version: 1,
    versions: [],
    unread: false,
    order_id: null,
    agreement_id: null,
    created_at: '2026-05-10T12:00:00.000Z',
    updated_at: `2026-05-1${n}T12:00:00.000Z`,
    version: 1,
    ...over,
  };
}

const order = (invoice: number, over: Partial<Order>) => testOrder(invoice, { buyer_id: bulk.id, buyer_name: 'Bruno Bulk', buyer_business: 'Bistro Bruno', ...over });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Buyer dashboard', () => {
  it('shows open requests, quotes waiting for an answer (unread first), recent orders and this month’s spend', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline in tests'))));
    await db.quote_requests.bulkPut([
      request(1, { title: 'Carrots', responses: 2 }),
      request(2, { title: 'Potatoes' }),
      request(3, { title: 'Onions', status: 'approved' }),
      request(4, { title: 'Leeks', buyer_id: 'someone-else' }),
    ]);
    await db.quotes.bulkPut([
      quote(1, 1, { farm_name: 'Maple Ridge Farm', status: 'sent' }),
      quote(2, 1, { farm_name: 'Green Acres', status: 'revised', unread: true, total_minor: 28_000 }),
      quote(3, 2, { farm_name: 'Hill Farm', status: 'countered' }),
      quote(4, 3, { farm_name: 'Done Farm', status: 'accepted' }),
    ]);
    await db.orders.bulkPut([
      order(1, { created_at: '2026-05-02T12:00:00.000Z', total_minor: 10_000, status: 'delivered' }),
      order(2, { created_at: '2026-05-03T12:00:00.000Z', total_minor: 5_050, currency: 'USD', farm_name: 'Maple Ridge Farm' }),
      order(3, { created_at: '2026-05-04T12:00:00.000Z', total_minor: 99_999, status: 'rejected' }),
      order(4, { created_at: '2026-04-30T12:00:00.000Z', total_minor: 7_000 }),
      order(5, { created_at: '2026-05-05T12:00:00.000Z', total_minor: 2_500, status: 'accepted' }),
      order(6, { created_at: '2026-04-01T12:00:00.000Z', total_minor: 1_000 }),
    ]);

    await renderRoute('/dashboard/buyer', { user: bulk });
    expect(await screen.findByRole('heading', { name: 'Buyer dashboard' })).toBeInTheDocument();
    const open = await screen.findByRole('list', { name: 'Open requests' });
    expect(screen.getByTestId('greeting')).toHaveTextContent('Welcome back, Bistro Bruno.');
    const openRows = within(open).getAllByRole('link');
    expect(openRows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Carrots.*New.*200 kg · delivery .*2 quotes$/),
      expect.stringMatching(/^Potatoes.*1 quote$/),
    ]);
    expect(openRows[0]).toHaveAttribute('href', `/buyer/request/${id('77777777', 1)}`);

    const waiting = screen.getByRole('list', { name: 'Quotes waiting for your answer' });
    const waitingRows = within(waiting).getAllByRole('link');
    expect(waitingRows).toHaveLength(2);
    expect(waitingRows[0]).toHaveTextContent(/^Green Acres.*New.*Carrots · 200 kg.*\$280\.00.*Revised$/);
    expect(waitingRows[1]).toHaveTextContent(/^Maple Ridge Farm.*Carrots.*\$300\.00.*Sent$/);
    expect(within(waitingRows[1]!).queryByTestId('unread')).not.toBeInTheDocument();

    const recent = screen.getByRole('list', { name: 'Recent orders' });
    const orderRows = within(recent).getAllByRole('link');
    expect(orderRows).toHaveLength(5);
    expect(orderRows[0]).toHaveTextContent(/Green Acres.*Accepted/);
    expect(orderRows[0]).toHaveAttribute('href', `/orders/${id('dddddddd', 5)}`);
    expect(orderRows[2]).toHaveTextContent(/Maple Ridge Farm.*Placed.*US\$50\.50/);

    const spend = screen.getByTestId('month-spend');
    expect(spend).toHaveTextContent('Orders placed in May 2026, not counting rejected or cancelled ones.');
    expect(spend).toHaveTextContent(/\$125\.00.*2 orders/);
    expect(spend).toHaveTextContent(/50\.50.*1 order/);

    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Request produce' })).toHaveAttribute('href', '/request-produce');
    expect(within(actions).getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/buyer/requests');
    expect(within(actions).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    expect(within(actions).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('says what to do when nothing is there yet, and greets the business kept on the device', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline in tests'))));
    await db.local_meta.put({ key: bulkBuyerKey(bulk.id), value: { business_name: 'Chez Bruno' } });
    await renderRoute('/dashboard/buyer', { user: bulk });
    expect(await screen.findByText(/No open requests\. Request produce/)).toBeInTheDocument();
    expect(screen.getByText(/No quotes are waiting for you/)).toBeInTheDocument();
    expect(screen.getByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.getByTestId('month-spend')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('greeting')).toHaveTextContent('Welcome back, Chez Bruno.');
  });

  it('asks the server for the business once when online and keeps it for offline', async () => {
    const fetchMock = vi.fn(async (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/product/bulk-buyer/')) {
        return new Response(JSON.stringify({ data: { business_name: 'Bistro Bruno', user_id: bulk.id } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      throw new TypeError('offline in tests');
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderRoute('/dashboard/buyer', { user: bulk });
    expect(await screen.findByText('Welcome back, Bistro Bruno.')).toBeInTheDocument();
    expect((await db.local_meta.get(bulkBuyerKey(bulk.id)))?.value).toMatchObject({ business_name: 'Bistro Bruno' });
  });

  it('counts a month in Toronto time: an order at 22:00 on May 31 in Toronto is May’s', () => {
    const lateMay = order(1, { created_at: '2026-06-01T02:00:00.000Z', total_minor: 4_000 });
    const june = order(2, { created_at: '2026-06-01T05:00:00.000Z', total_minor: 9_000 });
    expect(buyerDashboard([], [], [lateMay, june], new Date('2026-05-31T20:00:00Z')).spend).toEqual([{ currency: 'CAD', total_minor: 4_000, orders: 1 }]);
    expect(buyerDashboard([], [], [lateMay, june], new Date('2026-06-02T12:00:00Z')).spend).toEqual([{ currency: 'CAD', total_minor: 9_000, orders: 1 }]);
  });
});
