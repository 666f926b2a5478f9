// The farm's money screens through the real routes on a device offline: /seller/money (owed by buyer, overdue first;
// e-Transfer notices to confirm; the month's takings by method; the export needing a connection) and
// /seller/money/$buyerId (record a payment with its split proposed oldest first, shown at once as paid and waiting,
// sent once with its Idempotency-Key; e-Transfer needs a reference; overpayment kept as credit; write-off and
// reversal need a reason; the monthly statement with aging, the only thing that prints); French. axe finds nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { CLAIM_ANSWER_KIND, ENTRY_REVERSE_KIND, PAYMENT_RECORD_KIND, WRITE_OFF_KIND } from '@/domain/money/money-appliers.ts';
import { db } from '@/offline/db.ts';
import { createDrainer } from '@/offline/drain.ts';
import { fakeApi, json } from '@/offline/testing/fake-api.ts';
import { emptyOfflineDeviceEachTest, TEST_FARM, testSeller } from '@/test/catalogue-fixtures.ts';
import { BUYER_BEA, BUYER_CARL, invoice, payment, testClaim } from '@/test/money-fixtures.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { axeViolations } from '@/test/axe.ts';

const { fetchMock } = emptyOfflineDeviceEachTest();
const seller = testUser('Seller', { id: '44444444-4444-4444-8444-444444444444' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  activateTestLanguage('en');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

// Bea (Bistro Bea): INV-1 Feb 1 ($100, $40 paid in Feb, $60 left, overdue), INV-2 Mar 1 ($50, $10 cheque in March,
// $40 left, overdue), INV-3 Mar 10 ($30, due Mar 25). Carl: INV-4 paid by e-Transfer, INV-5 $80 due Mar 29.
const i1 = invoice(1, '2026-02-01', 10000);
const i2 = invoice(2, '2026-03-01', 5000);
const i3 = invoice(3, '2026-03-10', 3000);
const carl = { buyer_id: BUYER_CARL, buyer_name: 'Carl Chef', buyer_business: null };
const i4 = invoice(4, '2026-03-12', 2000, carl);
const i5 = invoice(5, '2026-03-14', 8000, carl);
const febCash = payment(4000, '2026-02-10', [[i1.order, 4000]]);
const marCheque = payment(1000, '2026-03-05', [[i2.order, 1000]], { method: 'cheque', reference: '0042' });
const carlTransfer = payment(2000, '2026-03-13', [[i4.order, 2000]], { ...carl, method: 'etransfer', reference: 'X1Y2' });
const claim = testClaim({ order_ids: [i2.order.id] });

async function farmDevice() {
  await db.local_meta.put({ key: myFarmKey(seller.id), value: TEST_FARM });
  await db.sellers.put(testSeller(TEST_FARM, 'Green Acres'));
  const invoices = [i1, i2, i3, i4, i5];
  await db.orders.bulkPut(invoices.map((i) => i.order));
  await db.ledger_entries.bulkPut([...invoices.map((i) => i.charge), febCash, marCheque, carlTransfer]);
  await db.payment_claims.put(claim);
}

const urlOf = (input: unknown) => (input instanceof Request ? input.url : typeof input === 'string' ? input : input instanceof URL ? input.href : '');
const bea = `/seller/money/${BUYER_BEA}?currency=CAD`;
const rowOf = (number: string) => screen.getAllByTestId('invoice-row').find((r) => r.textContent?.includes(number))!;

describe('/seller/money', () => {
  it('owed by buyer, overdue first; the e-Transfers to confirm; this month’s takings by method; axe finds nothing', async () => {
    await farmDevice();
    const { container } = await renderRoute('/seller/money', { user: seller });
    const rows = await screen.findAllByTestId('owed-row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Bea Buyer · Bistro Bea', '$130.00', '$100.00', 'Feb 16, 2026', '3'],
      ['Carl Chef', '$80.00', '—', 'Mar 29, 2026', '1'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Bea Buyer · Bistro Bea' })).toHaveAttribute('href', `/seller/money/${BUYER_BEA}?currency=CAD`);
    const notice = screen.getByTestId('claim-to-answer');
    expect(notice).toHaveTextContent('Bea Buyer · Bistro Bea sent $50.00');
    expect(notice).toHaveTextContent('Interac e-Transfer · ref. CA8HJ2K9 · sent Mar 18, 2026 · for INV-000002');
    const takings = screen.getByTestId('takings');
    expect(within(takings).getByLabelText('Month')).toHaveValue('2026-03');
    expect(within(takings).getAllByTestId('takings-row').map((r) => r.textContent)).toEqual(['Cheque1$10.00—', 'Interac e-Transfer1$20.00—']);
    expect(within(takings).getByTestId('takings-total')).toHaveTextContent('Total (CAD)2$30.00$0.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the takings of another month', async () => {
    await farmDevice();
    const { user } = await renderRoute('/seller/money', { user: seller });
    const takings = await screen.findByTestId('takings');
    await user.selectOptions(within(takings).getByLabelText('Month'), '2026-02');
    await waitFor(() => expect(within(takings).getAllByTestId('takings-row').map((r) => r.textContent)).toEqual(['Cash1$40.00—']));
  });

  it('the bookkeeping export needs a connection; online it asks the server for the period', async () => {
    await farmDevice();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const { unmount } = await renderRoute('/seller/money', { user: seller });
    const box = await screen.findByTestId('bookkeeping-export');
    expect(within(box).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(within(box).getByTestId('export-offline')).toHaveTextContent('The export needs a connection');
    unmount();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    fetchMock.mockImplementation((input) =>
      urlOf(input).includes('/api/money/seller/export/')
        ? Promise.resolve(new Response('\uFEFFDate,Entry id\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }))
        : Promise.reject(new TypeError('offline')),
    );
    const { user } = await renderRoute('/seller/money?from=2026-03-01&to=2026-03-15', { user: seller });
    await user.click(await within(await screen.findByTestId('bookkeeping-export')).findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const asked = fetchMock.mock.calls.map(([i]) => urlOf(i)).find((u) => u.includes('/api/money/seller/export/'));
    expect(asked).toContain('from=2026-03-01');
    expect(asked).toContain('to=2026-03-15');
  });

  it('confirm an e-Transfer notice: a payment on the invoices it names at once, waiting to be sent; "not found" needs a note', async () => {
    await farmDevice();
    await db.payment_claims.put(testClaim({ id: 'cccccccc-0000-4000-8000-0000000000ff', amount_minor: 900, reference: 'NOPE', created_at: '2026-03-19T10:00:00.000Z' }));
    const { user } = await renderRoute('/seller/money', { user: seller });
    const [first, second] = await screen.findAllByTestId('claim-to-answer');
    await user.click(within(second!).getByRole('button', { name: /^Not found/ }));
    await user.click(within(second!).getByRole('button', { name: 'Send: not found' }));
    expect(await within(second!).findByText('Please give a reason')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.click(within(first!).getByRole('button', { name: 'Confirm received: $50.00 from Bea Buyer · Bistro Bea' }));
    await user.click(within(first!).getByRole('button', { name: 'Confirm: it arrived' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
    const [entry] = await db.local_outbox.toArray();
    expect(entry).toMatchObject({ kind: CLAIM_ANSWER_KIND, method: 'POST', path: `/money/claims/${claim.id}/answer/` });
    const body = entry!.body as { to: string; payment_id: string; received_on: string };
    expect(body).toMatchObject({ to: 'confirmed', received_on: '2026-03-20' });
    const made = await db.ledger_entries.get(body.payment_id);
    // The $50 goes on INV-2 (the invoice named), which owes $40; $10 stays on account.
    expect(made).toMatchObject({ kind: 'payment', method: 'etransfer', reference: 'CA8HJ2K9', claim_id: claim.id, allocations: [{ order_id: i2.order.id, amount_minor: -4000 }], unallocated_minor: -1000 });
    const answered = (await screen.findAllByTestId('claim-to-answer')).find((c) => c.textContent?.includes('CA8HJ2K9'))!;
    expect(within(answered).getByTestId('claim-status')).toHaveTextContent('Confirmed');
    expect(within(answered).getByTestId('claim-waiting')).toBeInTheDocument();
  });
});

describe('the ways in', () => {
  it('the dashboard links to Money; the order page shows its invoice and leads to recording a payment for it', async () => {
    await farmDevice();
    const { unmount } = await renderRoute('/dashboard/seller', { user: seller });
    // The quick link on the dashboard, and the header's.
    const links = await screen.findAllByRole('link', { name: 'Money' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/seller/money', '/seller/money']);
    unmount();
    await renderRoute(`/seller/orders/${i1.order.id}`, { user: seller });
    const box = await screen.findByTestId('invoice-payment');
    expect(within(box).getByTestId('invoice-status')).toHaveTextContent('Overdue');
    expect(within(box).getByTestId('invoice-left')).toHaveTextContent('$60.00');
    expect(within(box).getByRole('link', { name: 'Record a payment' })).toHaveAttribute('href', `/seller/money/${BUYER_BEA}?currency=CAD&pay=${i1.order.id}`);
  });
});

describe('/seller/money/$buyerId', () => {
  it('the buyer’s figures and invoices with status and due date; axe finds nothing', async () => {
    await farmDevice();
    const { container } = await renderRoute(bea, { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea Buyer · Bistro Bea' })).toBeInTheDocument();
    expect(screen.getByTestId('ledger-balance')).toHaveTextContent('$130.00');
    expect(screen.getByTestId('ledger-overdue')).toHaveTextContent('$100.00');
    expect(screen.getAllByTestId('invoice-row').map((r) => [...r.querySelectorAll('th, td')].slice(0, 6).map((c) => c.textContent))).toEqual([
      ['INV-000003', 'Mar 10, 2026', 'Mar 25, 2026', '$30.00', '$30.00', 'Due'],
      ['INV-000002', 'Mar 1, 2026', 'Mar 16, 2026', '$50.00', '$40.00', 'Overdue'],
      ['INV-000001', 'Feb 1, 2026', 'Feb 16, 2026', '$100.00', '$60.00', 'Overdue'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('records a payment offline: the split oldest first, paid at once with a waiting badge, the rest kept as credit; one outbox entry sent once with its Idempotency-Key', async () => {
    await farmDevice();
    const { user, container } = await renderRoute(bea, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await screen.findByTestId('payment-form');
    await user.type(within(form).getByLabelText('Amount received (CAD)'), '150');
    expect(within(form).getByLabelText(/^INV-000001, due Feb 16, 2026: \$60\.00 left/)).toHaveValue('60.00');
    expect(within(form).getByLabelText(/^INV-000002/)).toHaveValue('40.00');
    expect(within(form).getByLabelText(/^INV-000003/)).toHaveValue('30.00');
    expect(within(form).getByTestId('payment-spare')).toHaveTextContent("On invoices: $130.00. Kept as credit on the buyer's account: $20.00.");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(screen.queryByTestId('payment-form')).not.toBeInTheDocument());
    // Shown at once, from the device's own entry.
    await waitFor(() => expect(within(rowOf('INV-000001')).getByTestId('invoice-status')).toHaveTextContent('Paid'));
    expect(within(rowOf('INV-000002')).getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(within(rowOf('INV-000003')).getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(within(rowOf('INV-000001')).getByTestId('invoice-waiting')).toHaveTextContent('Waiting to be sent');
    expect(screen.getByTestId('ledger-balance')).toHaveTextContent('$20.00');
    expect(screen.getByText('Credit held')).toBeInTheDocument();
    const entries = await db.local_outbox.toArray();
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ kind: PAYMENT_RECORD_KIND, method: 'POST', path: '/money/payments/', state: 'pending' });
    const body = entry.body as { id: string; allocations: unknown };
    expect(body).toMatchObject({
      buyer_id: BUYER_BEA,
      currency: 'CAD',
      method: 'cash',
      amount_minor: 15000,
      received_on: '2026-03-20',
      allocations: [
        { order_id: i1.order.id, amount_minor: 6000 },
        { order_id: i2.order.id, amount_minor: 4000 },
        { order_id: i3.order.id, amount_minor: 3000 },
      ],
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    // The signal returns: the first send's answer is lost on the way back, so it is sent again with the same key;
    // the server's row then replaces the device's and nothing is sent a third time.
    await waitFor(async () => expect((await db.local_outbox.get(entry.seq!))?.networkFailures ?? 0).toBeGreaterThan(0));
    let lose = true;
    const server = { ...(await db.ledger_entries.get(body.id))!, local: undefined, version: 1 };
    delete server.local;
    const api = fakeApi(() => {
      if (lose) {
        lose = false;
        throw new TypeError('connection reset');
      }
      return json(201, { data: server });
    });
    const drainer = createDrainer({ db, fetch: api.fetch, autoSchedule: false, locks: null, batchSize: 1 });
    // The page's own drainer tried while offline; once it has let go, this one stands in for the signal's return.
    await waitFor(async () => expect(await db.local_meta.get('outbox_drain_lease')).toBeUndefined());
    await drainer.wake();
    await drainer.wake();
    await drainer.wake();
    const sends = api.calls.filter((c) => c.path === '/money/payments/');
    expect(sends).toHaveLength(2);
    expect(sends.map((c) => c.headers['Idempotency-Key'])).toEqual([entry.id, entry.id]);
    expect(sends.map((c) => (c.body as { id: string }).id)).toEqual([body.id, body.id]);
    expect(await db.local_outbox.count()).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('invoice-waiting')).not.toBeInTheDocument());
    expect((await db.ledger_entries.get(body.id))?.local).toBeUndefined();
  });

  it('an e-Transfer needs its reference; an edited split keeps the rest as credit, said so', async () => {
    await farmDevice();
    const { user } = await renderRoute(bea, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await screen.findByTestId('payment-form');
    await user.selectOptions(within(form).getByLabelText('How were you paid?'), 'etransfer');
    await user.type(within(form).getByLabelText('Amount received (CAD)'), '50');
    expect(within(form).getByLabelText(/^INV-000001/)).toHaveValue('50.00');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText('Enter the e-Transfer reference')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.type(within(form).getByLabelText(/^e-Transfer reference/), 'CA77');
    // The farm puts it on INV-3 instead, $30 of it: the other $20 is kept as credit.
    await user.clear(within(form).getByLabelText(/^INV-000001/));
    await user.type(within(form).getByLabelText(/^INV-000003/), '30');
    expect(within(form).getByTestId('payment-spare')).toHaveTextContent("On invoices: $30.00. Kept as credit on the buyer's account: $20.00.");
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
    expect((await db.local_outbox.toArray())[0]!.body).toMatchObject({ method: 'etransfer', reference: 'CA77', amount_minor: 5000, allocations: [{ order_id: i3.order.id, amount_minor: 3000 }] });
    await waitFor(() => expect(within(rowOf('INV-000003')).getByTestId('invoice-status')).toHaveTextContent('Paid'));
  });

  it('a split above what an invoice owes is refused on its field', async () => {
    await farmDevice();
    const { user } = await renderRoute(bea, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await screen.findByTestId('payment-form');
    await user.type(within(form).getByLabelText('Amount received (CAD)'), '100');
    await user.clear(within(form).getByLabelText(/^INV-000003/));
    await user.type(within(form).getByLabelText(/^INV-000003/), '35');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText('At most what this invoice still owes: $30.00')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
  });

  it('the order page’s shortcut opens the form with that invoice alone', async () => {
    await farmDevice();
    await renderRoute(`${bea}&pay=${i3.order.id}`, { user: seller });
    const form = await screen.findByTestId('payment-form');
    expect(within(form).getByLabelText('Amount received (CAD)')).toHaveValue('30.00');
    expect(within(form).getByLabelText(/^INV-000003/)).toHaveValue('30.00');
    expect(within(form).getByLabelText(/^INV-000001/)).toHaveValue('');
  });

  it('a reversal asks for a reason, then puts the payment back on the invoice; a write-off too', async () => {
    await farmDevice();
    const { user } = await renderRoute(`/seller/money/${BUYER_CARL}`, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Reverse: Payment received of $20.00 on Mar 13, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(await db.local_outbox.count()).toBe(0);
    await user.type(within(dialog).getByLabelText('Reason for the reversal'), 'Entered on the wrong buyer');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [reverse] = await db.local_outbox.toArray();
    expect(reverse).toMatchObject({ kind: ENTRY_REVERSE_KIND, path: `/money/entries/${carlTransfer.id}/reverse/`, body: { note: 'Entered on the wrong buyer' } });
    const original = () => screen.getAllByTestId('account-entry').find((e) => e.textContent?.includes('X1Y2') && e.textContent.includes('Payment received'))!;
    await waitFor(() => expect(within(original()).getByTestId('entry-reversed')).toBeInTheDocument());
    expect(within(original()).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
    // INV-4 (due Mar 27) owes its $20 again.
    await waitFor(() => expect(within(rowOf('INV-000004')).getByTestId('invoice-status')).toHaveTextContent('Due'));
    expect([...rowOf('INV-000004').querySelectorAll('td')][3]).toHaveTextContent('$20.00');

    await user.click(screen.getByRole('button', { name: 'Write off INV-000005' }));
    const writeOff = await screen.findByRole('dialog', { name: 'Write off INV-000005?' });
    expect(within(writeOff).getByLabelText('Amount to write off (CAD)')).toHaveValue('80.00');
    await user.click(within(writeOff).getByRole('button', { name: 'Write off' }));
    expect(await within(writeOff).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(writeOff).getByLabelText('Reason'), 'Restaurant closed');
    await user.click(within(writeOff).getByRole('button', { name: 'Write off' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(2));
    expect((await db.local_outbox.toArray())[1]).toMatchObject({ kind: WRITE_OFF_KIND, path: '/money/write-offs/', body: { order_id: i5.order.id, amount_minor: 8000, note: 'Restaurant closed' } });
    await waitFor(() => expect(within(rowOf('INV-000005')).getByTestId('invoice-status')).toHaveTextContent('Paid'));
  });

  it('the monthly statement: balance brought forward, the month’s lines, closing balance and aging; only it prints', async () => {
    await farmDevice();
    const { user, container } = await renderRoute(bea, { user: seller });
    const statement = await screen.findByTestId('statement');
    expect(within(statement).getByRole('heading', { name: 'Statement of account · March 2026' })).toBeInTheDocument();
    expect(within(statement).getByTestId('statement-opening')).toHaveTextContent('Balance brought forward$60.00');
    expect(within(statement).getAllByTestId('statement-line').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['Mar 1, 2026', 'Invoice · INV-000002', '$50.00', '', '$110.00'],
      ['Mar 5, 2026', 'Payment received · INV-000002 · Cheque · ref. 0042', '', '$10.00', '$100.00'],
      ['Mar 10, 2026', 'Invoice · INV-000003', '$30.00', '', '$130.00'],
    ]);
    expect(within(statement).getByTestId('statement-closing')).toHaveTextContent('Closing balance$130.00');
    expect([...within(statement).getByTestId('statement-aging').querySelectorAll('td')].map((c) => c.textContent)).toEqual(['$70.00', '$60.00', '$0.00', '$0.00', '$130.00', '$100.00']);
    // Print: everything but the statement is print:hidden (the shell's header and footer too).
    expect(statement.closest('.print\\:hidden')).toBeNull();
    expect(screen.getByTestId('invoices').closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByTestId('ledger-summary').closest('.print\\:hidden')).not.toBeNull();
    await user.selectOptions(within(statement).getByLabelText('Month'), '2026-02');
    await waitFor(() => expect(within(statement).getByTestId('statement-closing')).toHaveTextContent('Closing balance$60.00'));
    expect(within(statement).getByTestId('statement-opening')).toHaveTextContent('$0.00');
    expect(within(statement).getAllByTestId('statement-line')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads in French', async () => {
    activatePendingFrench();
    await farmDevice();
    await renderRoute(bea, { user: seller });
    const statement = await screen.findByTestId('statement');
    expect(within(statement).getByRole('heading', { level: 2 })).toHaveTextContent('Relevé de compte · mars 2026');
    expect(within(statement).getByTestId('statement-opening')).toHaveTextContent('Solde reporté60,00 $');
    expect(within(rowOf('INV-000001')).getByTestId('invoice-status')).toHaveTextContent('En retard');
    expect(within(rowOf('INV-000003')).getByTestId('invoice-status')).toHaveTextContent('À payer');
    expect(screen.getByRole('button', { name: 'Enregistrer un paiement' })).toBeInTheDocument();
  });
});
