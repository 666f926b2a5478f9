// Ledger entries and e-Transfer notices as the sync pull delivers them (contract/ledger.ts), for the money screens'
// tests: a charge per invoice, payments and the rest, with the receivable side the server computes.
import type { LedgerEntry, PaymentClaim } from '@contract/ledger.ts';
import type { Order } from '@contract/orders.ts';
import { TEST_FARM } from '@/test/catalogue-fixtures.ts';
import { testOrder } from '@/test/seller-order-fixtures.ts';

export const BUYER_BEA = '99999999-0000-4000-8000-000000000001';
export const BUYER_CARL = '99999999-0000-4000-8000-000000000002';

let n = 0;
const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function testEntry(over: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amount_minor' | 'occurred_on'>): LedgerEntry {
  const created = over.created_at ?? `${over.occurred_on}T15:00:00.000Z`;
  return {
    id: nextId('ffffffff'),
    seller_id: TEST_FARM,
    buyer_id: BUYER_BEA,
    farm_name: 'Green Acres',
    buyer_name: 'Bea Buyer',
    buyer_business: 'Bistro Bea',
    currency: 'CAD',
    allocations: [],
    unallocated_minor: 0,
    method: null,
    reference: null,
    note: null,
    order_id: null,
    invoice_number: null,
    problem_id: null,
    claim_id: null,
    reverses_id: null,
    reversed_by: null,
    recorded_by: null,
    created_at: created,
    updated_at: created,
    version: 1,
    ...over,
  };
}

/** An invoice: the order (its buyer's names copied) and its charge, dated the delivery day. */
export function invoice(number: number, date: string, totalMinor: number, over: Partial<Order> = {}): { order: Order; charge: LedgerEntry } {
  const order = testOrder(number, {
    date,
    payment_method: 'invoice_net15',
    payment_due: over.payment_due === undefined ? addDays(date, 15) : over.payment_due,
    buyer_id: BUYER_BEA,
    buyer_name: 'Bea Buyer',
    buyer_business: 'Bistro Bea',
    status: 'delivered',
    ...over,
  });
  order.total_minor = totalMinor;
  order.subtotal_minor = totalMinor;
  const charge = testEntry({
    kind: 'charge',
    amount_minor: totalMinor,
    occurred_on: date,
    order_id: order.id,
    invoice_number: number,
    allocations: [{ order_id: order.id, amount_minor: totalMinor }],
    buyer_id: order.buyer_id,
    buyer_name: order.buyer_name,
    buyer_business: order.buyer_business,
    seller_id: order.seller_id,
    farm_name: order.farm_name,
    created_at: `${date}T12:00:00.000Z`,
  });
  return { order, charge };
}

/** A payment received on these invoices (amounts > 0), the rest on account. */
export function payment(amountMinor: number, on: string, shares: Array<[Order, number]>, over: Partial<LedgerEntry> = {}): LedgerEntry {
  const allocated = shares.reduce((s, [, a]) => s + a, 0);
  return testEntry({
    kind: 'payment',
    amount_minor: amountMinor,
    occurred_on: on,
    method: 'cash',
    allocations: shares.map(([o, a]) => ({ order_id: o.id, amount_minor: -a })),
    unallocated_minor: -(amountMinor - allocated),
    recorded_by: 'Ada Farmer',
    ...over,
  });
}

export function testClaim(over: Partial<PaymentClaim> = {}): PaymentClaim {
  return {
    id: nextId('cccccccc'),
    seller_id: TEST_FARM,
    buyer_id: BUYER_BEA,
    farm_name: 'Green Acres',
    buyer_name: 'Bea Buyer',
    buyer_business: 'Bistro Bea',
    currency: 'CAD',
    amount_minor: 5000,
    reference: 'CA8HJ2K9',
    sent_on: '2026-03-18',
    order_ids: [],
    note: null,
    status: 'claimed',
    answer_note: null,
    payment_id: null,
    answered_at: null,
    created_at: '2026-03-18T20:00:00.000Z',
    updated_at: '2026-03-18T20:00:00.000Z',
    version: 1,
    ...over,
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
