import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  balanceOf,
  buildStatement,
  canReverse,
  creditHeld,
  csvLine,
  invoiceStates,
  minorToDecimal,
  monthBounds,
  owedByBuyer,
  refundRoom,
  reminderFor,
  takingsByMethod,
  type LedgerOrder,
  type LedgerRow,
} from './ledger-rules.ts';

const SELLER = 'farm';
const BUYER = 'bistro';

function order(id: string, invoice: number, date: string, total: number, extra: Partial<LedgerOrder> = {}): LedgerOrder {
  return { id, seller_id: SELLER, buyer_id: BUYER, currency: 'CAD', status: 'delivered', date, payment_due: null, total_minor: total, invoice_number: invoice, ...extra };
}
let seq = 0;
function entry(kind: LedgerRow['kind'], amount: number, on: string, parts: Partial<LedgerRow> = {}): LedgerRow {
  seq += 1;
  return {
    id: `e${String(seq).padStart(4, '0')}`,
    seller_id: SELLER,
    buyer_id: BUYER,
    currency: 'CAD',
    kind,
    amount_minor: amount,
    allocations: [],
    unallocated_minor: 0,
    method: null,
    occurred_on: on,
    created_at: `${on}T12:00:00Z`,
    order_id: null,
    ...parts,
  };
}
const charge = (o: LedgerOrder) => entry('charge', o.total_minor, o.date, { order_id: o.id, allocations: [{ order_id: o.id, amount_minor: o.total_minor }] });
const pay = (amount: number, on: string, allocations: Array<[string, number]>, method: LedgerRow['method'] = 'etransfer') => {
  const allocated = allocations.reduce((s, [, a]) => s + a, 0);
  return entry('payment', amount, on, { method, allocations: allocations.map(([order_id, a]) => ({ order_id, amount_minor: -a })), unallocated_minor: -(amount - allocated) });
};

describe('invoiceStates', () => {
  const a = order('a', 1, '2026-10-01', 10_000, { payment_due: '2026-10-16' });
  const b = order('b', 2, '2026-10-08', 5_000, { payment_due: '2026-10-23' });

  it('says paid, part paid, due and overdue from the entries', () => {
    const entries = [charge(a), charge(b), pay(4_000, '2026-10-10', [['a', 4_000]])];
    const [sa, sb] = invoiceStates([a, b], entries, '2026-10-12');
    expect(sa).toMatchObject({ status: 'part_paid', paid_minor: 4_000, due_minor: 6_000, due_date: '2026-10-16' });
    expect(sb).toMatchObject({ status: 'due', due_minor: 5_000 });
    const later = invoiceStates([a, b], entries, '2026-10-20');
    expect(later[0]).toMatchObject({ status: 'overdue', days_overdue: 4 });
    const paid = invoiceStates([a, b], [...entries, pay(6_000, '2026-10-21', [['a', 6_000]])], '2026-10-21');
    expect(paid[0]).toMatchObject({ status: 'paid', due_minor: 0, paid_minor: 10_000 });
  });

  it('counts spare credit towards the oldest open invoice, never more than there is', () => {
    // 12,000 paid on a (10,000): 2,000 on account goes to b.
    const entries = [charge(a), charge(b), pay(12_000, '2026-10-10', [['a', 10_000]])];
    const [sa, sb] = invoiceStates([a, b], entries, '2026-10-12');
    expect(sa!.status).toBe('paid');
    expect(sb).toMatchObject({ credit_applied_minor: 2_000, due_minor: 3_000, status: 'part_paid' });
    expect(balanceOf(entries)).toBe(3_000);
    expect(creditHeld([sa!, sb!], balanceOf(entries))).toBe(0);
  });

  it('a refund is a credit note and money paid back: the due does not move, the room to refund shrinks', () => {
    const entries = [charge(a), pay(10_000, '2026-10-05', [['a', 10_000]]), entry('refund', 1_500, '2026-10-06', { order_id: 'a', method: 'etransfer' })];
    const [s] = invoiceStates([a], entries, '2026-10-06');
    expect(s).toMatchObject({ status: 'paid', credited_minor: 1_500, refunded_minor: 1_500, due_minor: 0 });
    expect(refundRoom(s!)).toBe(8_500);
    expect(balanceOf(entries)).toBe(0);
  });

  it('a cancelled order shows cancelled and owes nothing once its charge is taken back', () => {
    const c = order('c', 3, '2026-10-09', 2_000, { status: 'cancelled' });
    const entries = [charge(c), entry('cancellation', 2_000, '2026-10-09', { order_id: 'c', allocations: [{ order_id: 'c', amount_minor: -2_000 }] })];
    expect(invoiceStates([c], entries, '2026-10-10')[0]).toMatchObject({ status: 'cancelled', due_minor: 0, charged_minor: 0 });
  });

  it('a reversed payment is unpaid again', () => {
    const p = pay(10_000, '2026-10-05', [['a', 10_000]]);
    const r = entry('reversal', 10_000, '2026-10-06', { reverses_id: p.id, allocations: [{ order_id: 'a', amount_minor: 10_000 }] });
    expect(invoiceStates([a], [charge(a), p, r], '2026-10-06')[0]).toMatchObject({ status: 'due', paid_minor: 0, due_minor: 10_000 });
  });
});

describe('allocateOldestFirst', () => {
  it('fills the oldest due date first and keeps the rest on account', () => {
    const open = [
      { order_id: 'late', due_minor: 3_000, due_date: '2026-11-01', invoice_number: 9 },
      { order_id: 'early', due_minor: 2_000, due_date: '2026-10-01', invoice_number: 4 },
    ];
    expect(allocateOldestFirst(6_000, open)).toEqual({
      allocations: [
        { order_id: 'early', amount_minor: -2_000 },
        { order_id: 'late', amount_minor: -3_000 },
      ],
      unallocated_minor: -1_000,
    });
    expect(allocateOldestFirst(1_500, open)).toEqual({ allocations: [{ order_id: 'early', amount_minor: -1_500 }], unallocated_minor: -0 });
  });
});

describe('buildStatement', () => {
  it('brings the balance forward, runs it line by line, and ages what is open by invoice date', () => {
    const sept = order('s', 1, '2026-09-10', 8_000, { payment_due: '2026-09-25' });
    const oct1 = order('o1', 2, '2026-10-02', 4_000, { payment_due: '2026-10-17' });
    const oct2 = order('o2', 3, '2026-10-20', 1_000, { payment_due: '2026-11-04' });
    const entries = [
      charge(sept),
      pay(5_000, '2026-09-28', [['s', 5_000]], 'cheque'),
      charge(oct1),
      entry('credit', 500, '2026-10-05', { order_id: 'o1', allocations: [{ order_id: 'o1', amount_minor: -500 }] }),
      charge(oct2),
      pay(3_000, '2026-10-12', [['s', 3_000]], 'etransfer'),
    ];
    const st = buildStatement([sept, oct1, oct2], entries, '2026-10', 'CAD', '2026-11-24');
    expect(st.opening_minor).toBe(3_000);
    expect(st.lines.map((l) => [l.date, l.kind, l.debit_minor, l.credit_minor, l.balance_minor])).toEqual([
      ['2026-10-02', 'charge', 4_000, 0, 7_000],
      ['2026-10-05', 'credit', 0, 500, 6_500],
      ['2026-10-12', 'payment', 0, 3_000, 3_500],
      ['2026-10-20', 'charge', 1_000, 0, 4_500],
    ]);
    expect(st.closing_minor).toBe(4_500);
    // At 31 October: o1 (29 days old, 3,500 left, overdue) and o2 (11 days, 1,000, not yet due).
    expect(st.aging).toEqual({ '0_30': 4_500, '31_60': 0, '61_90': 0, '90_plus': 0 });
    expect(st.overdue_minor).toBe(3_500);
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', until: '2026-12-31' });
    expect(monthBounds('2028-02').until).toBe('2028-02-29');
  });

  it('a refund shows as a credit note and a payout that leave the balance where it was', () => {
    const o = order('o', 1, '2026-10-02', 4_000);
    const entries = [charge(o), pay(4_000, '2026-10-02', [['o', 4_000]], 'cash'), entry('refund', 700, '2026-10-03', { order_id: 'o', method: 'cash' })];
    const st = buildStatement([o], entries, '2026-10', 'CAD', '2026-10-31');
    expect(st.lines.slice(2).map((l) => [l.credit_minor, l.debit_minor, l.balance_minor, l.payout])).toEqual([
      [700, 0, -700, false],
      [0, 700, 0, true],
    ]);
    expect(st.closing_minor).toBe(0);
  });
});

describe('a farm’s figures', () => {
  it('owedByBuyer puts overdue first; takingsByMethod nets reversals', () => {
    const x = order('x', 1, '2026-10-01', 9_000, { buyer_id: 'late-payer', payment_due: '2026-10-16' });
    const y = order('y', 2, '2026-11-20', 20_000, { buyer_id: 'big-buyer', payment_due: '2026-12-05' });
    const cx = { ...charge(x), buyer_id: 'late-payer' };
    const cy = { ...charge(y), buyer_id: 'big-buyer' };
    const rows = owedByBuyer([x, y], [cx, cy], '2026-11-24');
    expect(rows.map((r) => [r.buyer_id, r.balance_minor, r.overdue_minor])).toEqual([
      ['late-payer', 9_000, 9_000],
      ['big-buyer', 20_000, 0],
    ]);
    const p1 = pay(1_000, '2026-11-02', [], 'cash');
    const p2 = pay(2_500, '2026-11-03', [], 'cash');
    const rev = entry('reversal', 1_000, '2026-11-04', { reverses_id: p1.id, unallocated_minor: 1_000 });
    expect(takingsByMethod([p1, p2, rev], '2026-11-01', '2026-11-30')).toEqual([{ method: 'cash', currency: 'CAD', received_minor: 2_500, refunded_minor: 0, count: 1 }]);
  });
});

describe('reminderFor', () => {
  const open = { due_minor: 100, due_date: '2026-11-20', status: 'due' as const };
  it('reminds three days ahead, the day after, then weekly, four times at most', () => {
    expect(reminderFor(open, '2026-11-16')).toBeNull();
    expect(reminderFor(open, '2026-11-17')).toEqual({ kind: 'due_soon', step: 0 });
    expect(reminderFor(open, '2026-11-21')).toEqual({ kind: 'overdue', step: 1 });
    expect(reminderFor(open, '2026-11-28')).toEqual({ kind: 'overdue', step: 2 });
    expect(reminderFor(open, '2026-12-12')).toEqual({ kind: 'overdue', step: 4 });
    expect(reminderFor(open, '2026-12-19')).toBeNull();
    expect(reminderFor({ ...open, due_minor: 0, status: 'paid' }, '2026-11-21')).toBeNull();
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a formula', () => {
    expect(csvLine(['Bistro "Bruno", Montréal', 12, null, '=HYPERLINK("x")', '-5', '@sum'])).toBe(`"Bistro ""Bruno"", Montréal",12,,"'=HYPERLINK(""x"")",'-5,'@sum`);
    expect(minorToDecimal(123_450)).toBe('1234.50');
    expect(minorToDecimal(-305)).toBe('-3.05');
    expect(minorToDecimal(7)).toBe('0.07');
  });
});

// Property: whatever sequence of charges, payments (on invoices, over or under), credits, write-offs, refunds within
// what was paid and reversals a ledger holds, what the invoices still owe never goes below zero, and the balance
// equals what is open less the credit held; a statement's closing balance is the balance.
describe('ledger properties', () => {
  const step = fc.oneof(
    fc.record({ t: fc.constant('order' as const), total: fc.integer({ min: 1, max: 500_000 }), terms: fc.constantFrom(0, 15, 30) }),
    fc.record({ t: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 600_000 }), onInvoices: fc.boolean() }),
    fc.record({ t: fc.constant('credit' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ t: fc.constant('refund' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 100_000 }) }),
    fc.record({ t: fc.constant('write_off' as const), pick: fc.nat() }),
    fc.record({ t: fc.constant('reverse' as const), pick: fc.nat() }),
    fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }),
  );

  it('holds for random sequences', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const orders: LedgerOrder[] = [];
        const entries: LedgerRow[] = [];
        let day = 1;
        const today = () => `2026-10-${String(Math.min(day, 28)).padStart(2, '0')}`;
        for (const s of steps) {
          day += 1;
          const states = invoiceStates(orders, entries, today());
          const openStates = states.filter((x) => x.due_minor > 0 && x.status !== 'cancelled');
          const pickOf = (pick: number) => (orders.length ? orders[pick % orders.length]! : undefined);
          if (s.t === 'order') {
            const o = order(`o${orders.length}`, orders.length + 1, today(), s.total, { payment_due: s.terms ? `2026-11-${String(s.terms - 1).padStart(2, '0')}` : null });
            orders.push(o);
            entries.push(charge(o));
          } else if (s.t === 'pay') {
            const split = s.onInvoices ? allocateOldestFirst(s.amount, openStates) : { allocations: [], unallocated_minor: -s.amount };
            entries.push(entry('payment', s.amount, today(), { method: 'cash', ...split }));
          } else if (s.t === 'credit') {
            const o = pickOf(s.pick);
            if (o && o.status !== 'cancelled') entries.push(entry('credit', s.amount, today(), { order_id: o.id, allocations: [{ order_id: o.id, amount_minor: -s.amount }] }));
          } else if (s.t === 'refund') {
            const o = pickOf(s.pick);
            const st = o && states.find((x) => x.order_id === o.id);
            if (o && st && s.amount <= refundRoom(st)) entries.push(entry('refund', s.amount, today(), { order_id: o.id, method: 'cash' }));
          } else if (s.t === 'write_off') {
            const st = openStates[s.pick % Math.max(1, openStates.length)];
            if (st) entries.push(entry('write_off', st.due_minor, today(), { order_id: st.order_id, allocations: [{ order_id: st.order_id, amount_minor: -st.due_minor }] }));
          } else if (s.t === 'reverse') {
            // A payment whose reversal would leave an invoice refunded beyond what stays paid is refused (canReverse).
            const candidates = entries.filter((e) => (e.kind === 'payment' || e.kind === 'write_off') && !entries.some((r) => r.reverses_id === e.id) && canReverse(e, states));
            const e = candidates[s.pick % Math.max(1, candidates.length)];
            if (e)
              entries.push(
                entry('reversal', e.amount_minor, today(), {
                  reverses_id: e.id,
                  allocations: e.allocations.map((x) => ({ order_id: x.order_id, amount_minor: -x.amount_minor })),
                  unallocated_minor: -e.unallocated_minor,
                }),
              );
          } else if (s.t === 'cancel') {
            const o = pickOf(s.pick);
            if (o && o.status !== 'cancelled') {
              const charged = entries.filter((e) => e.kind === 'charge' && e.order_id === o.id).reduce((sum, e) => sum + e.amount_minor, 0);
              o.status = 'cancelled';
              entries.push(entry('cancellation', charged, today(), { order_id: o.id, allocations: [{ order_id: o.id, amount_minor: -charged }] }));
            }
          }
          const after = invoiceStates(orders, entries, today());
          const balance = balanceOf(entries);
          for (const x of after) {
            expect(x.due_minor).toBeGreaterThanOrEqual(0);
            expect(x.refunded_minor).toBeLessThanOrEqual(x.paid_minor);
          }
          // What the invoices still owe, less the credit the buyer holds, is the balance.
          const open = after.reduce((sum, x) => sum + x.due_minor, 0);
          expect(open - creditHeld(after, balance)).toBe(balance);
          const st = buildStatement(orders, entries, '2026-10', 'CAD', '2026-10-31');
          expect(st.closing_minor).toBe(balance);
        }
      }),
      { numRuns: 300 },
    );
  });
});
