// /request-produce, /request/timepicker and /buyer/requests through the real routes, on a device without network:
// the form's messages (the contract's and 'after today'), the prefill from a product page, the draft across the time
// picker, a request sent offline (a waiting row and one outbox entry), and the list's tabs and search.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Address } from '@contract/accounts.ts';
import type { Category } from '@contract/catalogue.ts';
import { addDays, todayInCanada } from '@contract/order-rules.ts';
import type { QuoteRequest } from '@contract/quotes.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, TEST_VEGETABLES, testProduct, testSeller } from '@/test/catalogue-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { draftKey, newDraft, type RequestDraft } from './request-draft.ts';

emptyOfflineDeviceEachTest();
afterEach(() => {
  vi.restoreAllMocks();
  activateTestLanguage('en');
});

const bulk = testUser('BulkBuyer');
const FRUIT = '33333333-3333-4333-8333-333333333334';
const QC_FARM = '44444444-4444-4444-8444-444444444444';
const NS_FARM = '55555555-5555-4555-8555-555555555555';
const carrots = testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots', { name_fr: 'Carottes' });
const qcCarrots = testProduct('aaaaaaaa-0000-4000-8000-000000000002', 'Nantes carrots', { seller_id: QC_FARM, province: 'QC' });
const apples = testProduct('aaaaaaaa-0000-4000-8000-000000000003', 'Apples', { seller_id: NS_FARM, category_id: FRUIT, province: 'NS' });
const categories: Category[] = [
  { id: TEST_VEGETABLES, slug: 'vegetables', name_en: 'Vegetables', name_fr: 'Légumes', position: 1, version: 1 },
  { id: FRUIT, slug: 'fruit', name_en: 'Fruit', name_fr: 'Fruits', position: 2, version: 1 },
];
const home: Address = {
  id: 'dddddddd-0000-4000-8000-000000000001',
  label: 'Restaurant',
  full_name: 'Bruno Bulk',
  phone_number: null,
  line1: '1 King St W',
  line2: null,
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  country: 'CA',
  delivery_instructions: null,
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

async function device({ addresses = [home] }: { addresses?: Address[] } = {}) {
  await db.categories.bulkPut(categories);
  await db.sellers.bulkPut([testSeller(TEST_FARM, 'Maple Ridge Farm'), testSeller(QC_FARM, 'Ferme du Rang', { province: 'QC' }), testSeller(NS_FARM, 'Orchard Hill', { province: 'NS' })]);
  await db.products.bulkPut([carrots, qcCarrots, apples]);
  await db.addresses.bulkPut(addresses);
}

async function storeDraft(patch: Partial<RequestDraft>) {
  await db.local_meta.put({ key: draftKey(bulk.id), value: { ...newDraft(), ...patch } });
}

// The first render loads (and, in tests, transforms) the form's chunk: allow it time.
const sendButton = () => screen.findByRole('button', { name: 'Send request' }, { timeout: 10_000 });
const tomorrow = () => addDays(todayInCanada(), 1);

describe('Request produce form', () => {
  it('shows the contract messages for every missing field and focuses the first', async () => {
    await device({ addresses: [] });
    const { user } = await renderRoute('/request-produce', { user: bulk });
    await user.click(await sendButton());
    expect(await screen.findByText('Please fix the errors in the form.')).toBeInTheDocument();
    const what = screen.getByLabelText('What do you need?');
    expect(what).toHaveAccessibleDescription(expect.stringContaining('Say what produce you need'));
    expect(what).toHaveFocus();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Enter a whole quantity greater than zero');
    expect(screen.getByText('Choose a delivery address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the delivery date and time' })).toHaveAccessibleDescription('Choose a date');
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('refuses a quantity, price, province, farms and window the contract refuses, and a date not after today', async () => {
    await device();
    await storeDraft({ title: 'Carrots', category_id: TEST_VEGETABLES, delivery_date: todayInCanada(), window_start: '10:00', window_end: '09:00' });
    const { user } = await renderRoute('/request-produce', { user: bulk });
    await user.type(await screen.findByLabelText('Quantity'), '2.5');
    await user.type(screen.getByLabelText(/Target price per kg/), 'cheap');
    await user.click(screen.getByLabelText('I pick up at the farm'));
    await user.click(screen.getByLabelText('Choose farms'));
    await user.click(await sendButton());
    expect(await screen.findByText('Please fix the errors in the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Enter a whole quantity greater than zero');
    expect(screen.getByLabelText('Quantity')).toHaveFocus();
    expect(screen.getByLabelText(/Target price per kg/)).toHaveAccessibleDescription('Enter a price greater than zero');
    expect(screen.getByLabelText('Province you pick up in')).toHaveAccessibleDescription('Choose a province');
    expect(screen.getByText('Choose at least one farm')).toBeInTheDocument();
    expect(screen.getByText('The delivery window must end after it starts')).toBeInTheDocument();

    // Window fixed: the date is the next message.
    await storeDraft({ title: 'Carrots', category_id: TEST_VEGETABLES, quantity: '200', delivery_date: todayInCanada() });
    await renderRoute('/request-produce', { user: bulk });
    await user.click((await screen.findAllByRole('button', { name: 'Send request' })).at(-1)!);
    expect(await screen.findByText('Choose a date after today')).toBeInTheDocument();
  });

  it('prefills what, category and unit from ?product, and counts the farms of the category in the province', async () => {
    await device();
    await renderRoute(`/request-produce?product=${carrots.id}`, { user: bulk });
    expect(await screen.findByDisplayValue('Carrots')).toBe(screen.getByLabelText('What do you need?'));
    expect(screen.getByLabelText('Category')).toHaveValue(TEST_VEGETABLES);
    expect(screen.getByTestId('chosen-product')).toHaveTextContent('From the catalogue: Carrots, Maple Ridge Farm');
    // Delivery to the default address in Ontario: Maple Ridge sells vegetables there; Ferme du Rang is in Quebec.
    expect(screen.getByLabelText('Delivery address')).toHaveValue(home.id);
    expect(screen.getByTestId('matching-farms')).toHaveTextContent('1 farm on this device sells this category in Ontario.');
    expect(screen.getByLabelText('Payment method')).toHaveValue('invoice_net30');
  });

  it('offers catalogue products as the buyer types, and lists the farms of the category to choose from', async () => {
    await device();
    const { user } = await renderRoute('/request-produce', { user: bulk });
    await user.type(await screen.findByLabelText('What do you need?'), 'carr');
    const list = await screen.findByRole('list', { name: 'Products of the catalogue' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: /Nantes carrots/ }));
    expect(screen.getByLabelText('What do you need?')).toHaveValue('Nantes carrots');
    expect(screen.getByLabelText('Category')).toHaveValue(TEST_VEGETABLES);
    await user.click(screen.getByLabelText('Choose farms'));
    const here = screen.getByRole('group', { name: 'Farms in Ontario' });
    expect(within(here).getByLabelText(/Maple Ridge Farm/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Other farms of this category' })).getByLabelText(/Ferme du Rang/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Orchard Hill/)).not.toBeInTheDocument();
  });

  it('keeps the draft across the time picker, which writes the date and window; Cancel changes nothing', async () => {
    await device();
    const { user, router } = await renderRoute(`/request-produce?product=${carrots.id}`, { user: bulk });
    await user.type(await screen.findByLabelText('Quantity'), '200');
    expect(screen.getByTestId('delivery-when')).toHaveTextContent('No date chosen yet');
    await waitFor(async () => expect(((await db.local_meta.get(draftKey(bulk.id)))?.value as RequestDraft).quantity).toBe('200'));
    await user.click(screen.getByRole('link', { name: 'Choose the delivery date and time' }));
    await screen.findByRole('heading', { name: 'Choose a delivery time' });

    // Today is refused; the morning preset is chosen; 'Other hours' must end after they start.
    const date = await screen.findByLabelText('Delivery date');
    fireEvent.change(date, { target: { value: todayInCanada() } });
    await user.click(screen.getByRole('button', { name: 'Use this time' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Choose a date after today'));
    expect(date).toHaveFocus();
    expect(screen.getByLabelText(/Morning/)).toBeChecked();
    await user.click(screen.getByLabelText('Other hours'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '13:00' } });
    fireEvent.change(date, { target: { value: tomorrow() } });
    await user.click(screen.getByRole('button', { name: 'Use this time' }));
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription('The delivery window must end after it starts');

    await user.click(screen.getByLabelText(/Afternoon/));
    await user.click(screen.getByRole('button', { name: 'Use this time' }));
    await screen.findByRole('heading', { name: 'Request produce' });
    expect(router.state.location.pathname).toBe('/request-produce');
    expect(await screen.findByLabelText('Quantity')).toHaveValue('200');
    expect(screen.getByLabelText('What do you need?')).toHaveValue('Carrots');
    expect(screen.getByTestId('delivery-when')).toHaveTextContent(/between 14:00 and 18:00/);

    // Cancel: back without a change.
    await user.click(screen.getByRole('link', { name: 'Change the delivery date and time' }));
    await user.click(await screen.findByLabelText(/Morning/));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('delivery-when')).toHaveTextContent(/between 14:00 and 18:00/);
  });

  it('sends offline: the waiting request and its one outbox entry, the draft cleared, then the request page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await device();
    await storeDraft({ delivery_date: tomorrow(), window_start: '06:00', window_end: '10:00' });
    const { user, router } = await renderRoute(`/request-produce?product=${carrots.id}`, { user: bulk });
    await user.type(await screen.findByLabelText('Quantity'), '200');
    await user.type(screen.getByLabelText('Packaging (optional)'), '25 kg mesh bags');
    await user.click(screen.getByLabelText('Organic required'));
    await user.type(screen.getByLabelText(/Target price per kg/), '1.25');
    await user.click(await sendButton());

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/buyer\/request\//));
    const id = router.state.location.pathname.split('/')[3]!;
    // jsdom has no Background Sync (like Safari): the change leaves only while the app is open, and the message says so.
    expect(await screen.findByText('Saved on this phone; it will be sent when FreshMarket is open with a signal')).toBeInTheDocument();
    const rows = await db.quote_requests.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      local: 'waiting',
      buyer_id: bulk.id,
      title: 'Carrots',
      title_fr: 'Carottes',
      product_id: carrots.id,
      category_id: TEST_VEGETABLES,
      quantity: 200,
      unit: 'kg',
      packaging: '25 kg mesh bags',
      organic_required: true,
      fulfilment: 'delivery',
      province: 'ON',
      city: 'Toronto',
      target_price_minor: 125,
      payment_method: 'invoice_net30',
      audience: 'matching',
      status: 'pending',
      responses: 0,
      unread: false,
    });
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'POST', path: '/quotes/requests/', entityKey: `quote_requests:${id}`, state: 'pending' });
    expect(entries[0]!.body).toMatchObject({ id, address_id: home.id, province: null, quantity: 200, seller_ids: [], delivery_date: tomorrow() });
    expect(await db.local_meta.get(draftKey(bulk.id))).toBeUndefined();
  });

  it('has no axe violations on the form and the time picker', async () => {
    await device();
    const { container, user } = await renderRoute(`/request-produce?product=${carrots.id}`, { user: bulk });
    await user.click(await sendButton());
    await user.click(screen.getByLabelText('Choose farms'));
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Choose the delivery date and time' }));
    await screen.findByRole('heading', { name: 'Choose a delivery time' });
    await user.click(await screen.findByLabelText('Other hours'));
    expect((await axe.run(container, { rules })).violations).toEqual([]);
  });
});

let n = 0;
function request(title: string, over: Partial<QuoteRequest> = {}): QuoteRequest {
  n += 1;
  const at = `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;
  return {
    id: `eeeeeeee-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    buyer_id: bulk.id,
    buyer_name: 'Ada Farmer',
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
    packaging: null,
    organic_required: false,
    fulfilment: 'delivery',
    address: null,
    city: 'Toronto',
    province: 'ON',
    delivery_date: '2026-04-15',
    window_start: '06:00',
    window_end: '10:00',
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
    created_at: at,
    updated_at: at,
    version: 1,
    ...over,
  };
}

describe('Buyer requests list', () => {
  async function fill() {
    const all = [
      request('Carrots', { variety: 'Nantes', responses: 2, unread: true, packaging: '25 kg bags', organic_required: true }),
      request('Apples', { status: 'approved', supplier: 'Orchard Hill', responses: 3, fulfilment: 'pickup' }),
      request('Kale', { status: 'completed', supplier: 'Maple Ridge Farm', responses: 1 }),
      request('Beets', { status: 'rejected' }),
      request('Leeks', { status: 'expired' }),
      { ...request('Onions'), local: 'waiting' as const },
      request('Someone else’s', { buyer_id: '99999999-9999-4999-8999-999999999999' }),
    ];
    await db.quote_requests.bulkPut(all);
    return all;
  }
  const rows = () => screen.findAllByTestId('request-row');
  const titles = async () => (await rows()).map((r) => within(r).getByRole('heading').textContent);

  it('lists my requests newest first with the sample fields, and counts each tab', async () => {
    const all = await fill();
    await renderRoute('/buyer/requests', { user: bulk });
    expect(await titles()).toEqual(['Onions', 'Leeks', 'Beets', 'Kale', 'Apples', 'New answers: Carrots · Nantes']);
    expect(screen.getByTestId('tab-all')).toHaveTextContent('All requests(6)');
    expect(screen.getByTestId('tab-pending')).toHaveTextContent('Pending(2)');
    expect(screen.getByTestId('tab-approved')).toHaveTextContent('Approved(1)');
    expect(screen.getByTestId('tab-completed')).toHaveTextContent('Completed(1)');
    const [onions, leeks, beets, , apples, carrots] = await rows();
    expect(within(onions!).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(onions!).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(leeks!).getByTestId('request-status')).toHaveTextContent('Expired');
    expect(within(beets!).getByTestId('request-status')).toHaveTextContent('Rejected');
    expect(within(apples!).getByText('Orchard Hill')).toBeInTheDocument();
    expect(within(apples!).getByText('Pickup at the farm')).toBeInTheDocument();
    expect(within(carrots!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(carrots!).getByRole('link')).toHaveAttribute('href', `/buyer/request/${all[0]!.id}`);
    for (const text of ['200 kg', 'Delivery', '25 kg bags', '2 quotes', 'Not chosen yet', 'Required']) expect(within(carrots!).getByText(text)).toBeInTheDocument();
    expect(within(carrots!).getByText('06:00–10:00').closest('dd')).toHaveTextContent(/^.+2026, 06:00–10:00$/);
    expect(within(carrots!).getByTestId('request-image-placeholder')).toBeInTheDocument();
  });

  it('filters by tab and search through the URL, with an empty state per tab', async () => {
    await fill();
    const { user, router } = await renderRoute('/buyer/requests', { user: bulk });
    await user.click(await screen.findByTestId('tab-pending'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'pending' }));
    expect(await titles()).toEqual(['Onions', 'New answers: Carrots · Nantes']);
    await user.type(screen.getByRole('searchbox', { name: 'Search your requests' }), 'nantes{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'pending', q: 'nantes' }));
    expect(await titles()).toEqual(['New answers: Carrots · Nantes']);
    expect(screen.getByTestId('tab-all')).toHaveTextContent('All requests(1)');
    await user.click(screen.getByTestId('tab-completed'));
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('No request matches your search.');

    await renderRoute('/buyer/requests?tab=approved', { user: bulk });
    expect(await titles()).toEqual(['Apples']);
  });

  it('says what each empty tab means and offers to request produce; axe clean', async () => {
    const { container, user } = await renderRoute('/buyer/requests', { user: bulk });
    const empty = await screen.findByTestId('requests-empty');
    expect(empty).toHaveTextContent('You have not requested any produce yet.');
    expect(within(empty).getByRole('link', { name: 'Request produce' })).toHaveAttribute('href', '/request-produce');
    await db.quote_requests.put(request('Carrots'));
    await user.click(await screen.findByTestId('tab-approved'));
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('No approved request: accept a quote to approve its request.');
    await user.click(screen.getByTestId('tab-all'));
    await rows();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('speaks French: tabs, row fields and the contract messages of the form', async () => {
    await fill();
    activatePendingFrench();
    const { user } = await renderRoute('/buyer/requests', { user: bulk });
    await waitFor(() => expect(screen.getByTestId('tab-pending')).toHaveTextContent('En attente(2)'));
    const carrots = (await rows()).at(-1)!;
    expect(within(carrots).getByText('2 soumissions')).toBeInTheDocument();
    expect(within(carrots).getByText('Pas encore choisi')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Demander des produits' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Envoyer la demande' }, { timeout: 10_000 }));
    expect(screen.getByLabelText('De quoi avez-vous besoin?')).toHaveAccessibleDescription(expect.stringContaining('Indiquez le produit dont vous avez besoin'));
    expect(screen.getByLabelText('Catégorie')).toHaveAccessibleDescription('Choisissez une catégorie');
  });
});
