// The buyer's money through the real routes on a device offline: /statements ('What you owe', one card per farm and
// currency with balance, overdue and open invoices; 'I sent an e-Transfer' with its reference required, one outbox
// entry shown at once as waiting for the farm; notices confirmed or not found with the farm's note),
// /statements/$sellerId (the monthly statement with its month picker and aging), the order page's invoice status,
// French. axe finds nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CLAIM_CREATE_KIND } from '@/domain/money/money-appliers.ts';
import { db } from '@/offline/db.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM } from '@/test/catalogue-fixtures.ts';
import { BUYER_BEA, invoice, payment, testClaim } from '@/test/money-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { axeViolations } from '@/test/axe.ts';

emptyOfflineDeviceEachTest();
const buyer = testUser('BulkBuyer', { id: BUYER_BEA, first_name: 'Bea', last_name: 'Buyer' });
const OTHER_FARM = '55555555-5555-4555-8555-555555555555';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  activateTestLanguage('en');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

// Green Acres: INV-1 Feb 1 ($100; $40 paid Feb 10; overdue since Feb 16), INV-2 Mar 10 ($30, due Mar 25).
// Hilltop Orchard: INV-7 paid in full.
const i1 = invoice(1, '2026-02-01', 10000);
const i2 = invoice(2, '2026-03-10', 3000);
const hill = { seller_id: OTHER_FARM, farm_name: 'Hilltop Orchard' };
const i7 = invoice(7, '2026-03-02', 2500, hill);
const paid1 = payment(4000, '2026-02-10', [[i1.order, 4000]], { method: 'etransfer', reference: 'FEB10' });
const paid7 = payment(2500, '2026-03-02', [[i7.order, 2500]], { ...hill });
const confirmed = testClaim({ id: 'cccccccc-0000-4000-8000-0000000000a1', amount_minor: 4000, reference: 'FEB10', sent_on: '2026-02-09', status: 'confirmed', created_at: '2026-02-09T12:00:00.000Z' });
const rejected = testClaim({ id: 'cccccccc-0000-4000-8000-0000000000a2', amount_minor: 3000, reference: 'ZZ99', sent_on: '2026-03-15', status: 'rejected', answer_note: 'Nothing with this reference reached us.', created_at: '2026-03-15T12:00:00.000Z' });

async function buyerDevice() {
  await db.orders.bulkPut([i1.order, i2.order, i7.order]);
  await db.ledger_entries.bulkPut([i1.charge, i2.charge, i7.charge, paid1, paid7]);
  await db.payment_claims.bulkPut([confirmed, rejected]);
}

const card = (farm: string) => screen.getAllByTestId('account-card').find((c) => c.textContent?.includes(farm))!;

describe('/statements', () => {
  it('one card per farm and currency, the one overdue first: balance, overdue, open invoices; notices with their state; axe finds nothing', async () => {
    await buyerDevice();
    const { container } = await renderRoute('/statements', { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'What you owe' })).toBeInTheDocument();
    expect(screen.getByText(/FreshMarket takes no payment/)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('account-card');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Green Acres · CAD', 'Hilltop Orchard · CAD']);
    const green = cards[0]!;
    expect(within(green).getByTestId('ledger-balance')).toHaveTextContent('$90.00');
    expect(within(green).getByTestId('ledger-overdue')).toHaveTextContent('$60.00');
    expect(within(green).getByTestId('ledger-open')).toHaveTextContent('2');
    expect(
      within(within(green).getByTestId('open-invoices'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['INV-000001due Feb 16, 2026$60.00Overdue', 'INV-000002due Mar 25, 2026$30.00Due']);
    const notices = within(green).getAllByTestId('my-claim');
    expect(notices[0]).toHaveTextContent('$30.00 sent Mar 15, 2026 · ref. ZZ99Not found by the farm');
    expect(notices[0]).toHaveTextContent('The farm says: Nothing with this reference reached us.');
    expect(notices[1]).toHaveTextContent('$40.00 sent Feb 9, 2026 · ref. FEB10Confirmed by the farm');
    expect(within(cards[1]!).getByTestId('ledger-balance')).toHaveTextContent('$0.00');
    expect(within(green).getByRole('link', { name: 'Monthly statement from Green Acres' })).toHaveAttribute('href', `/statements/${TEST_FARM}?currency=CAD`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('I sent an e-Transfer: the reference is required; then one outbox entry, shown at once as waiting for the farm', async () => {
    await buyerDevice();
    const { user, container } = await renderRoute('/statements', { user: buyer });
    await user.click(await within(await waitFor(() => card('Green Acres'))).findByRole('button', { name: 'I sent an e-Transfer to Green Acres' }));
    const form = await screen.findByTestId('claim-form');
    expect(within(form).getByLabelText('Amount sent (CAD)')).toHaveValue('90.00');
    expect(within(form).getByLabelText('Sent on')).toHaveValue('2026-03-20');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Tell the farm' }));
    expect(await within(form).findByText('Enter the e-Transfer reference')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.clear(within(form).getByLabelText('Amount sent (CAD)'));
    await user.type(within(form).getByLabelText('Amount sent (CAD)'), '60');
    await user.type(within(form).getByLabelText(/^e-Transfer reference/), 'CA55TT');
    await user.click(within(form).getByRole('checkbox', { name: /^INV-000001/ }));
    await user.click(within(form).getByRole('button', { name: 'Tell the farm' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: CLAIM_CREATE_KIND, method: 'POST', path: '/money/claims/' });
    expect(entry!.body).toMatchObject({ seller_id: TEST_FARM, currency: 'CAD', amount_minor: 6000, reference: 'CA55TT', sent_on: '2026-03-20', order_ids: [i1.order.id], note: null });
    await waitFor(() => expect(within(card('Green Acres')).getAllByTestId('my-claim')).toHaveLength(3));
    const mine = within(card('Green Acres')).getAllByTestId('my-claim')[0]!;
    expect(mine).toHaveTextContent('$60.00 sent Mar 20, 2026 · ref. CA55TT');
    expect(within(mine).getByTestId('claim-status')).toHaveTextContent('Waiting for the farm');
    expect(within(mine).getByTestId('claim-waiting')).toHaveTextContent('Waiting to be sent');
  });

  it('the bulk buyer’s dashboard links to it', async () => {
    await renderRoute('/dashboard/buyer', { user: buyer });
    expect(await screen.findByRole('link', { name: 'What you owe' })).toHaveAttribute('href', '/statements');
  });

  it('nothing owed yet: says so', async () => {
    await renderRoute('/statements', { user: buyer });
    expect(await screen.findByText('No invoice from a farm yet. Your orders’ invoices appear here.'.replace('’', "'"))).toBeInTheDocument();
  });
});

describe('/statements/$sellerId', () => {
  it('the monthly statement with its month picker: opening, lines, closing, aging; axe finds nothing', async () => {
    await buyerDevice();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const { user, container } = await renderRoute(`/statements/${TEST_FARM}?currency=CAD`, { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account with Green Acres' })).toBeInTheDocument();
    const statement = screen.getByTestId('statement');
    expect(within(statement).getByLabelText('Month')).toHaveValue('2026-03');
    expect(within(statement).getByTestId('statement-opening')).toHaveTextContent('$60.00');
    expect(within(statement).getAllByTestId('statement-line').map((r) => r.textContent)).toEqual(['Mar 10, 2026Invoice · INV-000002$30.00$90.00']);
    expect(within(statement).getByTestId('statement-closing')).toHaveTextContent('Closing balance$90.00');
    // As of today (Mar 20): INV-1 is 47 days old ($60), INV-2 10 days ($30); $60 of it overdue.
    expect([...within(statement).getByTestId('statement-aging').querySelectorAll('td')].map((c) => c.textContent)).toEqual(['$30.00', '$60.00', '$0.00', '$0.00', '$90.00', '$60.00']);
    expect(within(statement).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(within(statement).getByText(/The CSV file needs a connection/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(within(statement).getByLabelText('Month'), '2026-02');
    await waitFor(() =>
      expect(within(statement).getAllByTestId('statement-line').map((r) => r.textContent)).toEqual([
        'Feb 1, 2026Invoice · INV-000001$100.00$100.00',
        'Feb 10, 2026Payment received · INV-000001 · Interac e-Transfer · ref. FEB10$40.00$60.00',
      ]),
    );
  });

  it('reads in French', async () => {
    activatePendingFrench();
    await buyerDevice();
    await renderRoute(`/statements/${TEST_FARM}?currency=CAD&month=2026-02`, { user: buyer });
    const statement = await screen.findByTestId('statement');
    expect(within(statement).getByRole('heading', { level: 2 })).toHaveTextContent('Relevé de compte · février 2026');
    expect(within(statement).getAllByTestId('statement-line')[1]).toHaveTextContent('Paiement reçu · INV-000001 · Virement Interac · réf. FEB10');
    expect(within(statement).getByTestId('statement-closing')).toHaveTextContent('Solde de clôture60,00 $');
    expect(screen.getByRole('button', { name: 'Imprimer le relevé' })).toBeInTheDocument();
  });
});

describe('/orders/$id', () => {
  it('the invoice’s status, its due date from the terms and the payments received', async () => {
    await buyerDevice();
    await renderRoute(`/orders/${i1.order.id}`, { user: buyer });
    const box = await screen.findByTestId('invoice-payment');
    expect(within(box).getByTestId('invoice-status')).toHaveTextContent('Overdue');
    expect(within(box).getByTestId('invoice-due-date')).toHaveTextContent('Was due Feb 16, 2026 · 32 days overdue');
    expect(within(box).getByTestId('invoice-left')).toHaveTextContent('$60.00');
    expect(within(box).getByTestId('invoice-moves')).toHaveTextContent('Feb 10, 2026 · Payment received · Interac e-Transfer · ref. FEB10$40.00');
    expect(within(box).getByRole('link', { name: 'Your account with Green Acres' })).toHaveAttribute('href', `/statements/${TEST_FARM}?currency=CAD`);
    // The printable invoice says the same.
    expect(screen.getByTestId('invoice-standing')).toHaveTextContent('Overdue · paid or credited $40.00 · left to pay $60.00');
  });

  it('part paid before its due date; paid', async () => {
    await db.orders.bulkPut([i2.order, i7.order]);
    await db.ledger_entries.bulkPut([i2.charge, payment(1000, '2026-03-12', [[i2.order, 1000]]), i7.charge, paid7]);
    const { unmount } = await renderRoute(`/orders/${i2.order.id}`, { user: buyer });
    const box = await screen.findByTestId('invoice-payment');
    expect(within(box).getByTestId('invoice-status')).toHaveTextContent('Part paid');
    expect(within(box).getByTestId('invoice-due-date')).toHaveTextContent('Due Mar 25, 2026');
    expect(within(box).getByTestId('invoice-left')).toHaveTextContent('$20.00');
    unmount();
    await renderRoute(`/orders/${i7.order.id}`, { user: buyer });
    expect(within(await screen.findByTestId('invoice-payment')).getByTestId('invoice-status')).toHaveTextContent('Paid');
  });
});
