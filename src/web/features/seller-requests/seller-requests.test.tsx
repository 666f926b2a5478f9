// The farm's side of bulk buying through the real routes, on a device offline: the request list's tabs and search,
// the quote form's defaults, conversions and validation messages, a quote sent offline, and the negotiation moves
// with the bodies they queue.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { addDays, todayInCanada } from '@contract/order-rules.ts';
import type { Agreement, Quote, QuoteRequest } from '@contract/quotes.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { db } from '@/offline/db.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { QUOTE_MOVE_KIND, QUOTE_READ_KIND, QUOTE_SUBMIT_KIND, REQUEST_READ_KIND } from '@/domain/quotes/quote-appliers.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, TEST_VEGETABLES, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { checkQuoteValues, newQuoteValues, priceMinorOf } from './quote-form-values.ts';
import { filterRequests, tabOf } from './request-filter.ts';
import { parseSellerRequestsSearch } from './search.ts';
import { sellerMoves } from './components/quote-moves.tsx';

const seller = testUser('Seller');
emptyOfflineDeviceEachTest();
afterEach(() => activateTestLanguage('en'));

const TODAY = todayInCanada();
const BUYER = '44444444-4444-4444-8444-444444444444';

async function farmDevice() {
  await db.local_meta.put({ key: myFarmKey(seller.id), value: TEST_FARM });
  await db.sellers.put(testSeller(TEST_FARM, 'Green Acres'));
  await db.branches.put({ id: 'b1', seller_id: TEST_FARM, name: 'Home farm', province: 'ON', city: 'Guelph', address: '1 Farm Rd', postal_code: null, phone: null, status: 'approved', reject_reason: null, reviewed_at: null, created_at: '2026-01-01T00:00:00.000Z', version: 1, updated_at: '2026-01-01T00:00:00.000Z' });
}

async function noAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

let n = 0;
function testRequest(title: string, over: Partial<QuoteRequest> = {}): QuoteRequest {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    buyer_id: BUYER,
    buyer_name: 'Bruno Bulk',
    buyer_business: 'Bistro Bruno',
    title,
    title_fr: null,
    product_id: null,
    category_id: TEST_VEGETABLES,
    image: null,
    variety: null,
    grade: null,
    quantity: 200,
    unit: 'kg',
    packaging: '25 kg sacks',
    organic_required: false,
    fulfilment: 'delivery',
    address: null,
    city: 'Toronto',
    province: 'ON',
    delivery_date: addDays(TODAY, 14),
    window_start: '08:00',
    window_end: '12:00',
    target_price_minor: 200,
    currency: 'CAD',
    payment_method: 'invoice_net30',
    note: null,
    audience: 'matching',
    status: 'pending',
    closed_reason: null,
    recipients: 3,
    responses: null,
    supplier: null,
    accepted_quote_id: null,
    order_id: null,
    unread: false,
    created_at: `2026-03-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
    updated_at: '2026-03-01T12:00:00.000Z',
    version: 1,
    ...over,
  };
}

function terms(over: Partial<QuoteTerms> = {}): QuoteTerms {
  return {
    variety: 'Nantes',
    grade: 'top',
    pack_type: '50 lb sacks',
    pack_style: null,
    quantity: 441,
    unit: 'lb',
    availability_start: TODAY,
    availability_end: addDays(TODAY, 20),
    delivery_date: addDays(TODAY, 14),
    location: 'Guelph, ON',
    price_minor: 100,
    per_unit: 'lb',
    currency: 'USD',
    ...over,
  };
}

function testQuote(request: QuoteRequest, status: Quote['status'], over: Partial<Quote> = {}): Quote {
  const v1 = terms();
  const versions: Quote['versions'] = [{ number: 1, author: 'seller', kind: 'quote', terms: v1, total_minor: 44100, note: 'Fresh from the field', created_at: '2026-03-20T12:00:00.000Z' }];
  if (status === 'countered') {
    versions.push({ number: 2, author: 'buyer', kind: 'counter', terms: terms({ price_minor: 90 }), total_minor: 39690, note: 'Can you do 90 cents?', created_at: '2026-03-21T12:00:00.000Z' });
  }
  const last = versions[versions.length - 1]!;
  return {
    id: `99999999-0000-4000-8000-${request.id.slice(-12)}`,
    request_id: request.id,
    seller_id: TEST_FARM,
    farm_name: 'Green Acres',
    buyer_id: BUYER,
    product_id: null,
    status,
    closed_reason: null,
    reason: null,
    terms: last.terms,
    total_minor: last.total_minor,
    current_version: last.number,
    versions,
    unread: false,
    order_id: null,
    agreement_id: null,
    created_at: '2026-03-20T12:00:00.000Z',
    updated_at: '2026-03-21T12:00:00.000Z',
    version: 3,
    ...over,
  };
}

const carrots = testRequest('Carrots', { variety: 'Nantes', unread: true, organic_required: true });
const beets = testRequest('Beets', { buyer_business: 'Épicerie Émile', unit: 'lb', quantity: 500, target_price_minor: null });
const kale = testRequest('Kale');
const leeks = testRequest('Leeks');
const onions = testRequest('Onions', { status: 'expired' });
const beetsQuote = testQuote(beets, 'countered', { unread: true });
const kaleQuote = testQuote(kale, 'accepted', { order_id: 'o1', agreement_id: 'a1' });
const leeksQuote = testQuote(leeks, 'withdrawn', { reason: 'Frost' });

describe('request list (pure)', () => {
  it('puts each request in one tab from its status and my quote; searches title, variety and buyer without accents', () => {
    expect(tabOf({ request: carrots, quote: undefined })).toBe('new');
    expect(tabOf({ request: beets, quote: beetsQuote })).toBe('negotiating');
    expect(tabOf({ request: kale, quote: kaleQuote })).toBe('won');
    expect(tabOf({ request: leeks, quote: leeksQuote })).toBe('closed');
    expect(tabOf({ request: onions, quote: undefined })).toBe('closed');
    const rows = [carrots, beets, kale, leeks, onions].map((r) => ({ request: r, quote: [beetsQuote, kaleQuote, leeksQuote].find((q) => q.request_id === r.id) }));
    const all = filterRequests(rows, {});
    expect(all.counts).toEqual({ new: 1, negotiating: 1, won: 1, closed: 2 });
    expect(all.rows.map((r) => r.request.title)).toEqual(['Onions', 'Leeks', 'Kale', 'Beets', 'Carrots']);
    expect(filterRequests(rows, { q: 'emile' }).rows.map((r) => r.request.title)).toEqual(['Beets']);
    expect(filterRequests(rows, { q: 'NANTES' }).rows.map((r) => r.request.title)).toEqual(['Carrots']);
    expect(filterRequests(rows, { tab: 'closed' }).rows.map((r) => r.request.title)).toEqual(['Onions', 'Leeks']);
  });

  it('reads search params without trusting them', () => {
    expect(parseSellerRequestsSearch({ tab: 'won', q: ' kale ' })).toEqual({ tab: 'won', q: 'kale' });
    expect(parseSellerRequestsSearch({ tab: 'lost', q: 'x'.repeat(101) })).toEqual({ tab: undefined, q: undefined });
  });

  it('offers the farm its moves only while the request is open', () => {
    expect(sellerMoves({ status: 'countered' }, { status: 'pending' })).toEqual(['accept', 'revise', 'decline']);
    expect(sellerMoves({ status: 'sent' }, { status: 'pending' })).toEqual(['revise', 'withdraw']);
    expect(sellerMoves({ status: 'revised' }, { status: 'pending' })).toEqual(['revise', 'withdraw']);
    expect(sellerMoves({ status: 'countered' }, { status: 'approved' })).toEqual([]);
    expect(sellerMoves({ status: 'accepted' }, { status: 'pending' })).toEqual([]);
  });
});

describe('quote form values (pure)', () => {
  it("answers in the request's unit and, with a target price, its currency; lb, per lb and USD where it names neither", () => {
    const v = newQuoteValues(carrots, TODAY, 'Guelph, ON');
    expect(carrots).toMatchObject({ unit: 'kg', quantity: 200 });
    expect(v).toMatchObject({ unit: 'kg', per_unit: 'kg', quantity: '200', availability_start: TODAY, availability_end: carrots.delivery_date, delivery_date: carrots.delivery_date, location: 'Guelph, ON', variety: 'Nantes', pack_type: '25 kg sacks' });
    expect(newQuoteValues({ ...carrots, target_price_minor: 8800, currency: 'CAD' }, TODAY, '')).toMatchObject({ currency: 'CAD' });
    expect(newQuoteValues({ ...carrots, target_price_minor: null, currency: 'CAD' }, TODAY, '')).toMatchObject({ currency: 'USD' });
    expect(newQuoteValues({ ...carrots, unit: 'lb', quantity: 80 }, TODAY, '')).toMatchObject({ unit: 'lb', per_unit: 'lb', quantity: '80' });
    // Counted in boxes: the spec's lb, and no quantity to convert.
    expect(newQuoteValues({ ...carrots, unit: 'box', quantity: 40 }, TODAY, '')).toMatchObject({ unit: 'lb', per_unit: 'lb', quantity: '' });
    expect(priceMinorOf('2,5')).toBe(250);
    expect(priceMinorOf('2.555')).toBeNaN();
  });

  it('answers message codes per field, and "past" for dates before today', () => {
    const v = { ...newQuoteValues(carrots, TODAY, ''), pack_type: ' ', quantity: '0', price: 'abc', availability_start: addDays(TODAY, -1) };
    const check = checkQuoteValues(v, TODAY);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      grade: 'quote.grade_required',
      pack_type: 'quote.pack_type_required',
      quantity: 'request.quantity_invalid',
      location: 'quote.location_required',
      price: 'quote.price_invalid',
      availability_start: 'past',
    });
    const outside = checkQuoteValues({ ...newQuoteValues(carrots, TODAY, 'Guelph'), grade: 'top', price: '1', delivery_date: addDays(carrots.delivery_date, 1) }, TODAY);
    expect(outside).toEqual({ ok: false, errors: { delivery_date: 'quote.delivery_outside' } });
  });
});

describe('/seller/requests', () => {
  it('lists requests newest first with unread flags, my quote status and total; tabs and search go to the URL', async () => {
    await farmDevice();
    await db.quote_requests.bulkPut([carrots, beets, kale, leeks, onions]);
    await db.quotes.bulkPut([beetsQuote, kaleQuote, leeksQuote]);
    const { user, router } = await renderRoute('/seller/requests', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote requests' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('seller-request');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Onions', 'Leeks', 'Kale', 'Beets (unread)', 'Carrots (unread)']);
    const carrotRow = rows[4]!;
    expect(within(carrotRow).getByText('New')).toBeInTheDocument();
    expect(within(carrotRow).getByText('Organic required')).toBeInTheDocument();
    expect(carrotRow).toHaveTextContent('200 kg (about 441 lb)');
    expect(carrotRow).toHaveTextContent('Target $2.00 per kg');
    expect(carrotRow).toHaveTextContent('Delivery · Toronto, ON');
    expect(within(carrotRow).getByText('Not quoted yet')).toBeInTheDocument();
    const beetRow = rows[3]!;
    expect(within(beetRow).getByTestId('quote-status')).toHaveTextContent('Counter-offer');
    expect(within(beetRow).getByText('Your turn')).toBeInTheDocument();
    expect(within(beetRow).getByTestId('quote-total')).toHaveTextContent('US$396.90');
    expect(beetRow).toHaveTextContent('500 lb');
    expect(beetRow).not.toHaveTextContent('about');
    expect(screen.getByTestId('tab-all')).toHaveTextContent('5');
    expect(screen.getByTestId('tab-new')).toHaveTextContent('1');
    expect(screen.getByTestId('tab-closed')).toHaveTextContent('2');
    await noAxeViolations();

    await user.click(screen.getByTestId('tab-won'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'won' }));
    expect(screen.getAllByTestId('seller-request').map((r) => within(r).getByRole('link').textContent)).toEqual(['Kale']);
    expect(screen.getByTestId('tab-won')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('tab-all'));
    await user.type(screen.getByRole('searchbox', { name: /Search requests/ }), 'bistro bruno');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'bistro bruno' }));
    expect(screen.getAllByTestId('seller-request')).toHaveLength(4);
    await user.clear(screen.getByRole('searchbox', { name: /Search requests/ }));
    await user.type(screen.getByRole('searchbox', { name: /Search requests/ }), 'parsnips');
    expect(await screen.findByText('No requests match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all requests' }));
    expect(await screen.findAllByTestId('seller-request')).toHaveLength(5);
  });

  it('says when there are no requests, and when a tab is empty', async () => {
    await farmDevice();
    await renderRoute('/seller/requests', { user: seller });
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
    await noAxeViolations();
  });

  it('says when a tab from the URL is empty', async () => {
    await farmDevice();
    await db.quote_requests.put(carrots);
    await renderRoute('/seller/requests?tab=won', { user: seller });
    expect(await screen.findByText('No accepted quotes yet.')).toBeInTheDocument();
  });
});

describe('/seller/requests/submit/$id', () => {
  const field = (name: RegExp | string) => screen.getByLabelText(name);

  it("prefills the form in the request's terms (200 kg, per kg, CAD), converts when the unit changes, and marks the request seen", async () => {
    await farmDevice();
    await db.quote_requests.put(carrots);
    const { user } = await renderRoute(`/seller/requests/submit/${carrots.id}`, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for Carrots' })).toBeInTheDocument();
    expect(field('Quantity')).toHaveValue('200');
    expect(field('Unit')).toHaveValue('kg');
    expect(field('Per')).toHaveValue('kg');
    expect(field('Currency')).toHaveValue('CAD');
    expect(field('Available from')).toHaveValue(TODAY);
    expect(field('Available until')).toHaveValue(carrots.delivery_date);
    expect(field('Delivery date')).toHaveValue(carrots.delivery_date);
    expect(field(/^Location/)).toHaveValue('Guelph, ON');
    expect(screen.getByTestId('buyer-target')).toHaveTextContent("Buyer's target: $2.00 per kg, $400.00 for 200 kg.");
    await noAxeViolations();

    await user.selectOptions(field('Unit'), 'lb');
    expect(field('Quantity')).toHaveValue('441');
    await user.selectOptions(field('Unit'), 'kg');
    expect(field('Quantity')).toHaveValue('200');
    await user.selectOptions(field('Unit'), 'lb');
    await user.selectOptions(field('Per'), 'lb');
    await user.selectOptions(field('Currency'), 'USD');
    await user.type(field(/^Price/), '1.10');
    expect(screen.getByTestId('live-total')).toHaveTextContent('US$485.10');
    await user.selectOptions(field('Per'), 'kg');
    // 1.10 per kg is 0.50 per lb: 441 x 0.50
    expect(screen.getByTestId('live-total')).toHaveTextContent('US$220.50');

    await waitFor(async () => expect((await db.local_outbox.toArray()).map((e) => e.kind)).toEqual([REQUEST_READ_KIND]));
    expect((await db.quote_requests.get(carrots.id))?.unread).toBe(false);
  });

  it('shows each validation message on its field, focuses the first, and sends nothing', async () => {
    await farmDevice();
    await db.quote_requests.put(beets);
    const { user } = await renderRoute(`/seller/requests/submit/${beets.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: 'Quote for Beets' });
    await user.clear(field('Pack type'));
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '12.5');
    await user.clear(field(/^Location/));
    await user.type(field(/^Price/), '0');
    await user.clear(field('Available from'));
    await user.type(field('Available from'), addDays(TODAY, -2));
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect(field('Grade')).toHaveFocus();
    expect(field('Grade')).toHaveAccessibleDescription('Choose a grade');
    expect(field('Pack type')).toHaveAccessibleDescription(expect.stringContaining('Pack type is required'));
    expect(field('Quantity')).toHaveAccessibleDescription(expect.stringContaining('Enter a whole quantity greater than zero'));
    expect(field(/^Location/)).toHaveAccessibleDescription(expect.stringContaining('Location is required'));
    expect(field(/^Price/)).toHaveAccessibleDescription(expect.stringContaining('Enter a price greater than zero'));
    expect(field('Available from')).toHaveAccessibleDescription('Choose today or a later date');
    expect(screen.getByRole('alert')).toHaveTextContent('6 fields need your attention.');
    await noAxeViolations();

    // Corrections clear the messages as they are made; then the dates' own rules speak.
    await user.selectOptions(field('Grade'), 'mid');
    expect(field('Grade')).not.toHaveAccessibleDescription();
    await user.type(field('Pack type'), 'Bins');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '500');
    await user.type(field(/^Location/), 'Guelph');
    await user.clear(field(/^Price/));
    await user.type(field(/^Price/), '0.8');
    await user.clear(field('Available from'));
    await user.type(field('Available from'), addDays(TODAY, 3));
    await user.clear(field('Available until'));
    await user.type(field('Available until'), addDays(TODAY, 2));
    expect(field('Available until')).toHaveAccessibleDescription(expect.stringMatching(/availability|end/i));
    await user.clear(field('Available until'));
    await user.type(field('Available until'), addDays(TODAY, 5));
    expect(field('Delivery date')).toHaveAccessibleDescription(expect.stringContaining('within'));
    expect((await db.local_outbox.toArray()).filter((e) => e.kind === QUOTE_SUBMIT_KIND)).toHaveLength(0);
  });

  it('sends the quote offline: one outbox entry, the quote waiting on the device, then the conversation', async () => {
    await farmDevice();
    await db.products.put(testProduct('55555555-5555-4555-8555-555555555555', 'Nantes carrots', { branch_id: 'b1', grades: [{ grade: 'mid', price_minor: 300, stock: 150 }] }));
    await db.products.put(testProduct('66666666-6666-4666-8666-666666666666', 'Fruit', { category_id: '77777777-7777-4777-8777-777777777777' }));
    await db.quote_requests.put(carrots);
    const { user, router } = await renderRoute(`/seller/requests/submit/${carrots.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: 'Quote for Carrots' });
    const product = field(/Which of your products/);
    expect(within(product).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not one of my listed products', 'Nantes carrots']);
    await user.selectOptions(product, '55555555-5555-4555-8555-555555555555');
    expect(field(/^Variety/)).toHaveValue('Nantes carrots');
    expect(field('Grade')).toHaveValue('mid');
    // The request's 200 kg: more than the 150 kg in stock
    expect(screen.getByTestId('stock-hint')).toHaveTextContent('Only 150 kg of Mid grade in stock now');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '100');
    expect(screen.getByTestId('stock-hint')).toHaveTextContent('In stock now: 150 kg of Mid grade.');
    await user.type(field(/^Pack style/), ' washed ');
    await user.type(field(/^Price/), '1.25');
    await user.type(field(/^Note to the buyer/), 'Harvested this week');
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/seller/requests/${carrots.id}`));
    const entries = (await db.local_outbox.toArray()).filter((e) => e.kind === QUOTE_SUBMIT_KIND);
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ method: 'POST', path: `/quotes/requests/${carrots.id}/quotes/`, label: 'Quote: Carrots' });
    const body = entry.body as { id: string; product_id: string; note: string; terms: QuoteTerms };
    expect(body).toEqual({
      id: expect.any(String),
      product_id: '55555555-5555-4555-8555-555555555555',
      note: 'Harvested this week',
      terms: { ...terms(), variety: 'Nantes carrots', grade: 'mid', pack_type: '25 kg sacks', pack_style: 'washed', quantity: 100, unit: 'kg', per_unit: 'kg', currency: 'CAD', availability_end: carrots.delivery_date, price_minor: 125 },
    });
    expect(entry.entityKey).toBe(`quotes:${body.id}`);
    const local = await db.quotes.get(body.id);
    expect(local).toMatchObject({ local: 'waiting', status: 'sent', total_minor: 12500, current_version: 1, seller_id: TEST_FARM, farm_name: 'Green Acres' });
    expect(await screen.findByTestId('waiting')).toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Sent');
  });

  it('says when I already quoted, with the way to the conversation', async () => {
    await farmDevice();
    await db.quote_requests.put(beets);
    await db.quotes.put(beetsQuote);
    await renderRoute(`/seller/requests/submit/${beets.id}`, { user: seller });
    expect(await screen.findByText('You have already quoted on this request.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', `/seller/requests/${beets.id}`);
    expect(screen.queryByTestId('quote-form')).not.toBeInTheDocument();
  });
});

describe('/seller/requests/$id', () => {
  const moves = () => within(screen.getByRole('group', { name: 'Your answer' })).getAllByRole('button').map((b) => b.textContent);

  it('before I quote: the request and "Submit a quote"', async () => {
    await farmDevice();
    await db.quote_requests.put(carrots);
    await renderRoute(`/seller/requests/${carrots.id}`, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a quote' })).toHaveAttribute('href', `/seller/requests/submit/${carrots.id}`);
    expect(screen.getByTestId('request-details')).toHaveTextContent('200 kg (about 441 lb)');
    await noAxeViolations();
  });

  it('a counter-offer: my turn, the changes marked, marked read; accepting asks first and queues the move', async () => {
    await farmDevice();
    await db.quote_requests.put(beets);
    await db.quotes.put(beetsQuote);
    const { user } = await renderRoute(`/seller/requests/${beets.id}`, { user: seller });
    expect(await screen.findByTestId('turn')).toHaveTextContent('Your turn: Épicerie Émile sent a counter-offer.');
    expect(screen.getByText('New answer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "The buyer's terms (version 2)" })).toBeInTheDocument();
    expect(screen.getAllByTestId('term-changed').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('quote-version')).toHaveLength(2);
    expect(moves()).toEqual(['Accept counter-offer', 'Send revised quote', 'Decline']);
    await waitFor(async () => expect((await db.local_outbox.toArray()).map((e) => e.kind)).toEqual([QUOTE_READ_KIND]));
    await noAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Accept counter-offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the counter-offer?' });
    expect(dialog).toHaveTextContent('This places the order: 441 lb for US$396.90');
    await noAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Accept and place the order' }));
    await waitFor(() => expect(screen.getByTestId('quote-status')).toHaveTextContent('Accepted'));
    const move = (await db.local_outbox.toArray()).find((e) => e.kind === QUOTE_MOVE_KIND)!;
    expect(move).toMatchObject({ method: 'POST', path: `/quotes/quotes/${beetsQuote.id}/transition/`, body: { action: 'accept', expected_version: 2 }, label: 'Accept counter-offer: Beets' });
    expect(await db.quotes.get(beetsQuote.id)).toMatchObject({ status: 'accepted', local_action: 'accept' });
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.getByText(/The order and the agreement appear here/)).toBeInTheDocument();
  });

  it('declines a counter-offer only with a reason', async () => {
    await farmDevice();
    await db.quote_requests.put(beets);
    await db.quotes.put(beetsQuote);
    const { user } = await renderRoute(`/seller/requests/${beets.id}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the counter-offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Please give a reason');
    expect((await db.local_outbox.toArray()).some((e) => e.kind === QUOTE_MOVE_KIND)).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Below my costs');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('closed-note')).toHaveTextContent('Reason: Below my costs'));
    const move = (await db.local_outbox.toArray()).find((e) => e.kind === QUOTE_MOVE_KIND)!;
    expect(move.body).toEqual({ action: 'decline', expected_version: 2, reason: 'Below my costs' });
  });

  it('answers a counter-offer with revised terms prefilled from the table: a new version', async () => {
    await farmDevice();
    await db.quote_requests.put(beets);
    await db.quotes.put(beetsQuote);
    const { user } = await renderRoute(`/seller/requests/${beets.id}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Send revised quote' }));
    const form = screen.getByRole('form', { name: 'Send revised quote' });
    expect(within(form).getByLabelText(/^Price/)).toHaveValue('0.90');
    expect(within(form).getByLabelText('Quantity')).toHaveValue('441');
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '0.95');
    await user.type(within(form).getByLabelText(/^Note to the buyer/), 'Meet halfway?');
    await user.click(within(form).getByRole('button', { name: 'Send revised quote' }));
    await waitFor(() => expect(screen.getByTestId('quote-status')).toHaveTextContent('Revised'));
    const move = (await db.local_outbox.toArray()).find((e) => e.kind === QUOTE_MOVE_KIND)!;
    expect(move.body).toEqual({ action: 'revise', expected_version: 2, terms: terms({ price_minor: 95 }), note: 'Meet halfway?' });
    expect(move.label).toBe('Revised quote: Beets');
    const local = await db.quotes.get(beetsQuote.id);
    expect(local).toMatchObject({ status: 'revised', current_version: 3, total_minor: 41895, local_action: 'revise' });
    expect(local?.versions[2]).toMatchObject({ number: 3, author: 'seller', kind: 'revision', note: 'Meet halfway?' });
    expect(screen.getByTestId('turn')).toHaveTextContent('Waiting for Épicerie Émile to answer.');
    expect(moves()).toEqual(['Revise quote', 'Withdraw quote']);
  });

  it('withdraws a sent quote with a reason', async () => {
    await farmDevice();
    await db.quote_requests.put(carrots);
    const sent = testQuote(carrots, 'sent');
    await db.quotes.put(sent);
    const { user } = await renderRoute(`/seller/requests/${carrots.id}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Withdraw quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your quote' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hail');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() => expect(screen.getByTestId('closed-note')).toHaveTextContent('You withdrew this quote.'));
    const move = (await db.local_outbox.toArray()).find((e) => e.kind === QUOTE_MOVE_KIND)!;
    expect(move.body).toEqual({ action: 'withdraw', expected_version: 1, reason: 'Hail' });
  });

  it('an accepted quote shows its agreement and the order; a closed one says why', async () => {
    await farmDevice();
    const agreement: Agreement = {
      id: 'a1', seq: 7, quote_id: kaleQuote.id, request_id: kale.id, order_id: 'o1',
      buyer: { id: BUYER, name: 'Bruno Bulk', business: 'Bistro Bruno' }, seller: { id: TEST_FARM, farm_name: 'Green Acres' },
      title: 'Kale', terms: kaleQuote.terms, total_minor: kaleQuote.total_minor, accepted_by: 'buyer', accepted_at: '2026-03-22T12:00:00.000Z', quote_version: 1,
      prev_hash: 'a'.repeat(64), hash: 'b'.repeat(64), version: 1,
    };
    await db.quote_requests.bulkPut([{ ...kale, status: 'approved', order_id: 'o1' }, { ...leeks, status: 'approved' }]);
    await db.quotes.bulkPut([kaleQuote, { ...leeksQuote, status: 'declined', closed_reason: 'other_quote_accepted', reason: null }]);
    await db.agreements.put(agreement);
    const { unmount } = await renderRoute(`/seller/requests/${kale.id}`, { user: seller });
    expect(await screen.findByTestId('agreement-card')).toHaveTextContent('Agreement no. 7');
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', '/seller/orders/o1');
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
    await noAxeViolations();
    unmount();
    await renderRoute(`/seller/requests/${leeks.id}`, { user: seller });
    expect(await screen.findByTestId('closed-note')).toHaveTextContent('The buyer chose another offer');
  });

  it('in French: the list, a counter-offer and the quote form with its messages', async () => {
    activatePendingFrench();
    await farmDevice();
    await db.quote_requests.bulkPut([carrots, { ...beets, title_fr: 'Betteraves' }]);
    await db.quotes.put(beetsQuote);
    const { user, unmount } = await renderRoute('/seller/requests', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de soumission' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('seller-request');
    expect(rows[1]).toHaveTextContent(/200\skg \(environ 441\slb\)/);
    expect(within(rows[0]!).getByText('À vous de jouer')).toBeInTheDocument();
    expect(screen.getByTestId('tab-negotiating')).toHaveTextContent('En négociation');
    unmount();

    const thread = await renderRoute(`/seller/requests/${beets.id}`, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Betteraves' })).toBeInTheDocument();
    expect(screen.getByTestId('turn')).toHaveTextContent('À vous de jouer : Épicerie Émile a envoyé une contre-offre.');
    expect(within(screen.getByRole('group', { name: 'Votre réponse' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Accepter la contre-offre',
      'Envoyer une soumission révisée',
      'Décliner',
    ]);
    await noAxeViolations();
    thread.unmount();

    await renderRoute(`/seller/requests/submit/${carrots.id}`, { user: seller });
    await screen.findByRole('heading', { level: 1, name: 'Soumission pour Carrots' });
    await user.click(screen.getByRole('button', { name: 'Envoyer la soumission' }));
    expect(screen.getByLabelText('Qualité')).toHaveAccessibleDescription('Choisissez une qualité');
    expect(screen.getByLabelText(/^Prix$/)).toHaveAccessibleDescription(expect.stringContaining('Entrez un prix supérieur à zéro'));
    expect(screen.getByRole('alert')).toHaveTextContent('2 champs demandent votre attention.');
  });
});
