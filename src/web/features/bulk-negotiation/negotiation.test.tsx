// /buyer/request/{id} through the real routes on a device offline: the request and one conversation per farm from
// Dexie with unread flags (read when opened), Accept, Reject and Counter-Offer each as one outbox entry naming the
// version answered with the optimistic quote, the counter form's validation and live total, the accepted state with
// the agreement and its fingerprint check, closing the request, French, and axe-clean renders.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Agreement, Quote, QuoteRequest, QuoteVersion } from '@contract/quotes.ts';
import type { QuoteTerms } from '@contract/quote-rules.ts';
import { QUOTE_PATHS } from '@contract/quote-paths.ts';
import { quoteTotalMinor } from '@contract/quote-rules.ts';
import { db } from '@/offline/db.ts';
import { QUOTE_MOVE_KIND, QUOTE_READ_KIND, REQUEST_CLOSE_KIND } from '@/domain/quotes/quote-appliers.ts';
import { emptyOfflineDeviceEachTest } from '@/test/catalogue-fixtures.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { axeViolations } from '@/test/axe.ts';

const { fetchMock } = emptyOfflineDeviceEachTest();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => activateTestLanguage('en'));

const buyer = testUser('BulkBuyer');
const REQ = '0a000000-0000-4000-8000-000000000001';
const Q1 = '0b000000-0000-4000-8000-000000000001';
const Q2 = '0b000000-0000-4000-8000-000000000002';
const FARM1 = '22222222-2222-4222-8222-222222222222';
const FARM2 = '33333333-3333-4333-8333-333333333333';

function request(over: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: REQ,
    buyer_id: buyer.id,
    buyer_name: 'Ada Farmer',
    buyer_business: 'Chez Ada',
    title: 'Carrots',
    title_fr: 'Carottes',
    product_id: null,
    category_id: 'c0000000-0000-4000-8000-000000000001',
    image: null,
    variety: 'Nantes',
    grade: 'top',
    quantity: 200,
    unit: 'kg',
    packaging: '25 kg sacks',
    organic_required: false,
    fulfilment: 'delivery',
    address: { address_id: null, full_name: 'Ada Farmer', phone: null, line: '12 King St W', city: 'Toronto', province: 'ON', postal_code: 'M5H 1A1' },
    city: 'Toronto',
    province: 'ON',
    delivery_date: '2099-06-15',
    window_start: '08:00',
    window_end: '11:00',
    target_price_minor: 200,
    currency: 'CAD',
    payment_method: 'invoice_net30',
    note: null,
    audience: 'matching',
    status: 'pending',
    closed_reason: null,
    recipients: 3,
    responses: 2,
    supplier: null,
    accepted_quote_id: null,
    order_id: null,
    unread: true,
    created_at: '2099-06-01T12:00:00.000Z',
    updated_at: '2099-06-01T12:00:00.000Z',
    version: 1,
    ...over,
  };
}

const baseTerms: QuoteTerms = {
  variety: 'Nantes',
  grade: 'top',
  pack_type: 'Sacks',
  pack_style: 'Washed',
  quantity: 440,
  unit: 'lb',
  availability_start: '2099-06-10',
  availability_end: '2099-06-20',
  delivery_date: '2099-06-15',
  location: 'Guelph, ON',
  price_minor: 100,
  per_unit: 'lb',
  currency: 'CAD',
};

function version(number: number, author: QuoteVersion['author'], kind: QuoteVersion['kind'], terms: QuoteTerms, note: string | null = null): QuoteVersion {
  return { number, author, kind, terms, total_minor: quoteTotalMinor(terms), note, created_at: `2099-06-0${number + 1}T12:00:00.000Z` };
}

function quote(over: Partial<Quote> = {}): Quote {
  const versions = over.versions ?? [version(1, 'seller', 'quote', baseTerms, 'Fresh from the field')];
  const last = versions[versions.length - 1]!;
  return {
    id: Q1,
    request_id: REQ,
    seller_id: FARM1,
    farm_name: 'Maple Ridge Farm',
    buyer_id: buyer.id,
    product_id: null,
    status: 'sent',
    closed_reason: null,
    reason: null,
    terms: last.terms,
    total_minor: last.total_minor,
    current_version: last.number,
    versions,
    unread: false,
    order_id: null,
    agreement_id: null,
    created_at: '2099-06-02T12:00:00.000Z',
    updated_at: last.created_at,
    version: 1,
    ...over,
  };
}

const counterTerms: QuoteTerms = { ...baseTerms, price_minor: 90 };
/** Two farms: Maple Ridge sent a quote (unread); Green Acres revised after the buyer's counter. */
function twoQuotes(): Quote[] {
  return [
    quote({ unread: true }),
    quote({
      id: Q2,
      seller_id: FARM2,
      farm_name: 'Green Acres',
      status: 'countered',
      versions: [version(1, 'seller', 'quote', { ...baseTerms, price_minor: 110 }), version(2, 'buyer', 'counter', counterTerms, 'Can you do 90 cents?')],
    }),
  ];
}

function agreement(over: Partial<Agreement> = {}): Agreement {
  return {
    id: 'ag000000-0000-4000-8000-000000000001',
    seq: 7,
    quote_id: Q1,
    request_id: REQ,
    order_id: 'or000000-0000-4000-8000-000000000001',
    buyer: { id: buyer.id, name: 'Ada Farmer', business: 'Chez Ada' },
    seller: { id: FARM1, farm_name: 'Maple Ridge Farm' },
    title: 'Carrots',
    terms: baseTerms,
    total_minor: quoteTotalMinor(baseTerms),
    accepted_by: 'buyer',
    accepted_at: '2099-06-05T15:00:00.000Z',
    quote_version: 1,
    prev_hash: 'b'.repeat(64),
    hash: 'a1b2c3d4'.repeat(8),
    version: 1,
    ...over,
  };
}

const outbox = () => db.local_outbox.orderBy('seq').toArray();
const openConversation = async (user: Awaited<ReturnType<typeof renderRoute>>['user'], farm: string) => {
  const article = await screen.findByRole('article', { name: `Quote from ${farm}` });
  await user.click(within(article).getByRole('button', { expanded: false }));
  return article;
};

describe('/buyer/request/{id}', () => {
  it('shows the request and one conversation per farm from Dexie, unread flagged; axe finds nothing', async () => {
    await db.quote_requests.put(request());
    await db.quotes.bulkPut([...twoQuotes(), quote({ id: 'someone-else', buyer_id: 'other', farm_name: 'Hidden Farm' })]);
    const { container } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrots' })).toBeInTheDocument();
    const summary = screen.getByTestId('request-summary');
    expect(summary).toHaveTextContent('200 kg');
    expect(summary).toHaveTextContent('12 King St W, Toronto, Ontario');
    expect(summary).toHaveTextContent('08:00 to 11:00');
    expect(summary).toHaveTextContent('$2.00 per kg');
    expect(summary).toHaveTextContent('3 farms');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Pending');

    const articles = screen.getAllByTestId('conversation');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(['Quote from Maple Ridge Farm', 'Quote from Green Acres']);
    expect(screen.queryByText('Hidden Farm')).toBeNull();
    expect(within(articles[0]!).getByTestId('unread-badge')).toHaveTextContent('New');
    expect(within(articles[0]!).getByTestId('quote-status')).toHaveTextContent('Sent');
    expect(within(articles[0]!).getByRole('button')).toHaveTextContent('$440.00');
    expect(within(articles[1]!).queryByTestId('unread-badge')).toBeNull();
    expect(within(articles[1]!).getByTestId('quote-status')).toHaveTextContent('Counter-offer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opening an unread conversation marks it read through the outbox; terms, changed marks and history show', async () => {
    await db.quote_requests.put(request());
    await db.quotes.bulkPut(twoQuotes());
    const { user, container } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const maple = await openConversation(user, 'Maple Ridge Farm');
    await waitFor(async () => expect((await db.quotes.get(Q1))?.unread).toBe(false));
    expect(await outbox()).toMatchObject([{ kind: QUOTE_READ_KIND, method: 'POST', path: QUOTE_PATHS.quoteRead(Q1), entityKey: `quotes:${Q1}` }]);
    await waitFor(() => expect(within(maple).queryByTestId('unread-badge')).toBeNull());
    expect(within(maple).getByTestId('turn')).toHaveTextContent('Your turn: accept, reject or make a counter-offer.');
    expect(within(maple).getByTestId('quote-terms')).toHaveTextContent('$1.00 per lb');
    expect(within(maple).getAllByText('“Fresh from the field”')[0]).toBeVisible();
    expect(within(maple).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(maple).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(maple).getByRole('button', { name: 'Counter-Offer' })).toBeInTheDocument();

    const green = await openConversation(user, 'Green Acres');
    expect(within(green).getByTestId('turn')).toHaveTextContent('Waiting for Green Acres to answer your counter-offer.');
    expect(within(green).queryByRole('button', { name: 'Accept' })).toBeNull();
    // The price and the total changed from version 1: marked in words.
    const changed = within(green).getAllByTestId('term-changed');
    expect(changed.map((c) => c.closest('[data-field]')?.getAttribute('data-field'))).toEqual(['price', 'total']);
    expect(within(green).getByRole('heading', { name: 'Your counter-offer' })).toBeInTheDocument();
    const history = within(green).getAllByTestId('quote-version');
    expect(history[0]).toHaveTextContent('Version 2: Counter-offer by You');
    expect(history[0]).toHaveTextContent('Changed: Price');
    expect(history[0]).toHaveTextContent('Can you do 90 cents?');
    expect(history[1]).toHaveTextContent('Version 1: Quote by Green Acres');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Accept: a confirm with the terms, total and pre-order note, then one outbox entry with the answered version', async () => {
    await db.quote_requests.put(request());
    await db.quotes.put(quote({ status: 'revised', versions: [version(1, 'seller', 'quote', baseTerms), version(2, 'buyer', 'counter', counterTerms), version(3, 'seller', 'revision', { ...baseTerms, price_minor: 95 })] }));
    const { user } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const maple = await screen.findByRole('article', { name: 'Quote from Maple Ridge Farm' });
    // One conversation: open at once.
    await user.click(within(maple).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote from Maple Ridge Farm?' });
    expect(dialog).toHaveTextContent('This places the order for $418.00 at these terms.');
    expect(within(dialog).getByTestId('accept-preorder')).toHaveTextContent('This is a pre-order: the harvest is available from Jun 10, 2099.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and place the order' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect(await outbox()).toMatchObject([
      { kind: QUOTE_MOVE_KIND, method: 'POST', path: QUOTE_PATHS.quoteTransition(Q1), entityKey: `quotes:${Q1}`, body: { action: 'accept', expected_version: 3 }, label: 'Accept the quote from Maple Ridge Farm' },
    ]);
    const row = await db.quotes.get(Q1);
    expect(row).toMatchObject({ status: 'accepted', local_action: 'accept', current_version: 3 });
    await waitFor(() => expect(within(maple).getByTestId('waiting-badge')).toHaveTextContent('Waiting to be sent'));
    expect(within(maple).getByTestId('quote-status')).toHaveTextContent('Accepted');
    expect(within(maple).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('Reject: an optional reason, one outbox entry, the quote shows declined', async () => {
    await db.quote_requests.put(request());
    await db.quotes.put(quote());
    const { user } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const maple = await screen.findByRole('article', { name: 'Quote from Maple Ridge Farm' });
    await user.click(within(maple).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the quote from Maple Ridge Farm?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Found closer produce');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]).toMatchObject({ kind: QUOTE_MOVE_KIND, body: { action: 'decline', expected_version: 1, reason: 'Found closer produce' } });
    expect(await db.quotes.get(Q1)).toMatchObject({ status: 'declined', reason: 'Found closer produce', local_action: 'decline' });
    await waitFor(() => expect(within(maple).getByTestId('quote-status')).toHaveTextContent('Declined'));
  });

  it('Counter-Offer: prefilled, validated, live total; sends the new terms with the answered version and shows the new version', async () => {
    await db.quote_requests.put(request());
    await db.quotes.put(quote());
    const { user, container } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const maple = await screen.findByRole('article', { name: 'Quote from Maple Ridge Farm' });
    await user.click(within(maple).getByRole('button', { name: 'Counter-Offer' }));
    const form = within(maple).getByTestId('counter-form');
    const price = within(form).getByLabelText('Price per lb (CAD)');
    expect(price).toHaveValue('1.00');
    expect(price).toHaveFocus();
    expect(within(form).getByLabelText('Quantity (lb)')).toHaveValue('440');
    expect(within(form).getByTestId('counter-total')).toHaveTextContent('New total: $440.00');

    // Nothing changed: refused.
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Change at least one term to make a counter-offer.');
    // Invalid values: each field says why, linked to its input.
    await user.clear(price);
    await user.type(price, 'abc');
    await user.clear(within(form).getByLabelText('Quantity (lb)'));
    await user.clear(within(form).getByLabelText('Pack type'));
    expect(within(form).getByTestId('counter-total')).toHaveTextContent('New total: enter a price and a quantity');
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    expect(price).toHaveAccessibleDescription('Enter a price greater than zero');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(within(form).getByLabelText('Quantity (lb)')).toHaveAccessibleDescription('Enter a whole quantity greater than zero');
    expect(within(form).getByLabelText('Pack type')).toHaveAccessibleDescription('Pack type is required');
    expect(await db.local_outbox.count()).toBe(0);
    expect(await axeViolations(container)).toEqual([]);

    // A delivery date outside the farm's availability.
    await user.clear(price);
    await user.type(price, '0.85');
    await user.type(within(form).getByLabelText('Quantity (lb)'), '500');
    await user.type(within(form).getByLabelText('Pack type'), 'Bins');
    const date = within(form).getByLabelText(/^Delivery date/);
    fireEvent.change(date, { target: { value: '2099-07-01' } });
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    expect(date).toHaveAccessibleDescription(/The delivery date must fall within the availability dates/);
    expect(date).toHaveFocus();
    expect(await db.local_outbox.count()).toBe(0);

    fireEvent.change(date, { target: { value: '2099-06-12' } });
    await user.type(within(form).getByLabelText('Note to the farm (optional)'), 'Bins are easier for us');
    expect(within(form).getByTestId('counter-total')).toHaveTextContent('New total: $425.00');
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      kind: QUOTE_MOVE_KIND,
      path: QUOTE_PATHS.quoteTransition(Q1),
      label: 'Counter-offer to Maple Ridge Farm',
      body: {
        action: 'counter',
        expected_version: 1,
        note: 'Bins are easier for us',
        terms: { ...baseTerms, price_minor: 85, quantity: 500, pack_type: 'Bins', delivery_date: '2099-06-12' },
      },
    });
    const row = await db.quotes.get(Q1);
    expect(row).toMatchObject({ status: 'countered', current_version: 2, total_minor: 42500, local_action: 'counter' });
    expect(row?.versions.at(-1)).toMatchObject({ number: 2, author: 'buyer', kind: 'counter', total_minor: 42500, note: 'Bins are easier for us' });
    await waitFor(() => expect(within(maple).getByTestId('quote-status')).toHaveTextContent('Counter-offer'));
    expect(within(maple).queryByTestId('counter-form')).toBeNull();
    expect(within(maple).getByTestId('turn')).toHaveTextContent('Your answer is on this device and will be sent when you are back online.');
  });

  it('accepted: the agreement with its fingerprint, a check through the API, and the link to the order; other quotes closed politely', async () => {
    const ag = agreement();
    await db.quote_requests.put(request({ status: 'approved', accepted_quote_id: Q1, order_id: ag.order_id, supplier: 'Maple Ridge Farm' }));
    await db.quotes.bulkPut([
      quote({ status: 'accepted', order_id: ag.order_id, agreement_id: ag.id }),
      quote({ id: Q2, seller_id: FARM2, farm_name: 'Green Acres', status: 'declined', closed_reason: 'other_quote_accepted' }),
    ]);
    await db.agreements.put(ag);
    fetchMock.mockImplementation((input) =>
      String(input instanceof Request ? input.url : input).includes(`/api${QUOTE_PATHS.agreement(ag.id)}`)
        ? Promise.resolve(Response.json({ data: ag, verification: { valid: true, content_ok: true, chain_ok: true, checked_at: '2099-06-05T16:00:00.000Z' } }))
        : Promise.reject(new TypeError('offline in tests')),
    );
    const { user, container } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const maple = await openConversation(user, 'Maple Ridge Farm');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Approved');
    const card = within(maple).getByTestId('agreement-card');
    expect(card).toHaveTextContent('Agreement no. 7');
    expect(card).toHaveTextContent('Between Chez Ada (Ada Farmer) and Maple Ridge Farm for Carrots.');
    expect(card).toHaveTextContent('$440.00');
    expect(card).toHaveTextContent('a1b2c3d4…c3d4');
    expect(within(card).getByTestId('agreement-hash')).toHaveTextContent('a1b2c3d4'.repeat(8));
    expect(within(maple).getByRole('link', { name: 'View the order' })).toHaveAttribute('href', `/orders/${ag.order_id}`);
    await user.click(within(card).getByRole('button', { name: 'Check fingerprint' }));
    expect(await within(card).findByText('Verified: the agreement is unchanged')).toBeInTheDocument();

    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ data: ag, verification: { valid: false, content_ok: false, chain_ok: true, checked_at: '2099-06-05T16:00:00.000Z' } })));
    await user.click(within(card).getByRole('button', { name: 'Check fingerprint' }));
    expect(await within(card).findByText('Warning: this agreement was altered after it was made')).toBeInTheDocument();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await user.click(within(card).getByRole('button', { name: 'Check fingerprint' }));
    expect(await within(card).findByText('Checking needs a connection')).toBeInTheDocument();

    const green = await openConversation(user, 'Green Acres');
    expect(within(green).getByTestId('quote-closed-reason')).toHaveTextContent('You accepted another offer');
    expect(within(green).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Accept warns where the terms differ from the request and names the open offers it closes', async () => {
    await db.quote_requests.put(request());
    const [maple, green] = twoQuotes();
    await db.quotes.bulkPut([quote({ ...maple!, terms: { ...baseTerms, grade: 'mid', quantity: 300, delivery_date: '2099-06-17' } }), green!]);
    const { user } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    const card = await openConversation(user, 'Maple Ridge Farm');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote from Maple Ridge Farm?' });
    const differences = within(dialog).getByTestId('accept-differences');
    expect(differences).toHaveTextContent('These terms differ from your request:');
    expect(differences).toHaveTextContent('Grade: you asked for');
    expect(differences).toHaveTextContent('Quantity: you asked for 200 kg; this offer is for less, 300 lb.');
    expect(differences).toHaveTextContent('Delivery: you asked for Jun 15, 2099; this offer delivers on Jun 17, 2099.');
    expect(within(dialog).getByTestId('accept-closes-others')).toHaveTextContent('Green Acres: your counter-offer is waiting for its answer');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('no quote yet: says how many farms it went to; Close request asks and sends one entry', async () => {
    await db.quote_requests.put(request());
    const { user } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    expect(await screen.findByTestId('no-quotes')).toHaveTextContent('Sent to 3 farms. Quotes will appear here.');
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this request?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Menu changed');
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]).toMatchObject({ kind: REQUEST_CLOSE_KIND, path: QUOTE_PATHS.requestClose(REQ), body: { reason: 'Menu changed' } });
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent('Rejected'));
    expect(screen.getByTestId('request-closed-reason')).toHaveTextContent('You closed the request');
    expect(screen.getByTestId('waiting-badge')).toBeInTheDocument();
  });

  it('an unknown id (offline): not found', async () => {
    await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    expect(await screen.findByTestId('request-not-found')).toHaveTextContent('Request not found');
  });

  it('in French: the request, the conversations and the counter form', async () => {
    activatePendingFrench();
    await db.quote_requests.put(request());
    await db.quotes.bulkPut(twoQuotes());
    const { user, container } = await renderRoute(`/buyer/request/${REQ}`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carottes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soumissions des fermes' })).toBeInTheDocument();
    const maple = await screen.findByRole('article', { name: 'Soumission de Maple Ridge Farm' });
    await user.click(within(maple).getByRole('button', { expanded: false }));
    expect(within(maple).getByTestId('turn')).toHaveTextContent('À vous de répondre : accepter, rejeter ou faire une contre-offre.');
    await user.click(within(maple).getByRole('button', { name: 'Contre-offre' }));
    const form = within(maple).getByTestId('counter-form');
    expect(within(form).getByLabelText('Prix par lb (CAD)')).toHaveValue('1.00');
    expect(within(form).getByTestId('counter-total').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Nouveau total : 440,00 $');
    expect(await axeViolations(container)).toEqual([]);
  });
});
