// The ledger's invariants under random use, through the HTTP API on a real database (fast-check): random sequences of
// orders (on terms or paid at the door), status changes, cancellations and rejections, payments (whole, partial,
// over several invoices, over the top), e-Transfer notices confirmed or rejected, problem reports answered with
// credits and refunds, write-offs and reversals, for two buyers of one farm. A model kept from the answers says what
// each buyer should owe. After every sequence:
//   - the database finds nothing wrong (ledger_violations() is empty);
//   - each ledger's balance (the sum of its entries' receivable side, as both parties pull them) equals the
//     receivable summed in SQL, the statement's closing balance, and the model;
//   - no order was refunded more than was paid on it, nor refunded and credited more than its total;
//   - no request was answered 5xx.
// FC_RUNS sets the number of sequences (default 10), FC_SEED replays one.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../contract/ledger.ts';
import { balanceOf, invoiceStates, type LedgerOrder } from '../../../contract/ledger-rules.ts';
import type { OrderStatus, PaymentMethod, PaymentRecordMethod } from '../../../contract/enums.ts';
import { createTestApp, settleSnapshots, type TestApp } from '../../test/harness.ts';
import { caller, MONEY, moneyBuyer, moneyFarm, receivableOf, today, violations, type BuyerAccount, type MoneyFarm } from '../../test/money-fixture.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

const RUNS = Number(process.env.FC_RUNS ?? 10);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const METHODS: PaymentRecordMethod[] = ['cash', 'cheque', 'etransfer', 'card_on_delivery'];
const TERMS: PaymentMethod[] = ['invoice_net15', 'invoice_net30', 'pay_on_delivery'];

type Op =
  | { k: 'order'; buyer: number; qty: number; terms: number }
  | { k: 'advance'; order: number; choice: number; steps: number }
  | { k: 'pay'; buyer: number; amount: number; method: number; allocs: Array<{ order: number; amount: number }> }
  | { k: 'claim'; buyer: number; amount: number; orders: number[]; confirm: boolean }
  | { k: 'problem'; order: number; qty: number; refund: boolean; percent: number; method: number }
  | { k: 'writeOff'; order: number; amount: number }
  | { k: 'reverse'; entry: number };

const buyerIx = fc.integer({ min: 0, max: 1 });
const money = fc.integer({ min: 1, max: 6000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('order' as const), buyer: buyerIx, qty: fc.integer({ min: 1, max: 6 }), terms: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('advance' as const), order: fc.nat(), choice: fc.integer({ min: 0, max: 9 }), steps: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('pay' as const),
      buyer: buyerIx,
      amount: money,
      method: fc.integer({ min: 0, max: 3 }),
      allocs: fc.array(fc.record({ order: fc.nat(), amount: money }), { maxLength: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('claim' as const), buyer: buyerIx, amount: money, orders: fc.array(fc.nat(), { maxLength: 2 }), confirm: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({ k: fc.constant('problem' as const), order: fc.nat(), qty: fc.integer({ min: 1, max: 3 }), refund: fc.boolean(), percent: fc.integer({ min: 1, max: 130 }), method: fc.integer({ min: 0, max: 3 }) }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('writeOff' as const), order: fc.nat(), amount: fc.integer({ min: 1, max: 3000 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('reverse' as const), entry: fc.nat() }) },
);

interface ModelOrder {
  id: string;
  buyer: number;
  status: OrderStatus;
  fulfilment: 'delivery';
  total: number;
  lineId: string;
  qty: number;
  reported: number;
  /** Paid on it (payments' allocations, net of reversals), refunded, credited. */
  paid: number;
  refunded: number;
  credited: number;
}
interface ModelEntry {
  id: string;
  buyer: number;
  kind: 'payment' | 'write_off';
  amount: number;
  allocations: Array<{ order_id: string; amount_minor: number }>;
  reversed: boolean;
}

/** What the seller (or the buyer, for a cancellation) may do next, picked by `choice`. */
function nextMove(status: OrderStatus, choice: number): { to: OrderStatus; by: 'seller' | 'buyer' } | null {
  const moves: Partial<Record<OrderStatus, Array<{ to: OrderStatus; by: 'seller' | 'buyer' }>>> = {
    placed: [{ to: 'accepted', by: 'seller' }, { to: 'accepted', by: 'seller' }, { to: 'rejected', by: 'seller' }, { to: 'cancelled', by: 'buyer' }],
    accepted: [{ to: 'packed', by: 'seller' }, { to: 'packed', by: 'seller' }, { to: 'packed', by: 'seller' }, { to: 'cancelled', by: 'seller' }],
    packed: [{ to: 'out_for_delivery', by: 'seller' }, { to: 'out_for_delivery', by: 'seller' }, { to: 'out_for_delivery', by: 'seller' }, { to: 'cancelled', by: 'seller' }],
    out_for_delivery: [{ to: 'delivered', by: 'seller' }],
  };
  const list = moves[status];
  return list ? list[choice % list.length]! : null;
}

/** What the sequences did that counted, for the log (a property that never refunds proves little). */
const effects = new Map<string, number>();
const did = (what: string) => effects.set(what, (effects.get(what) ?? 0) + 1);

class Run {
  orders: ModelOrder[] = [];
  entries: ModelEntry[] = [];
  statuses: number[] = [];
  constructor(
    readonly farm: MoneyFarm,
    readonly buyers: BuyerAccount[],
  ) {}

  async send(method: 'GET' | 'POST', url: string, access: string, body?: unknown) {
    const res = await call(method, url, access, body, method === 'POST' ? { 'idempotency-key': randomUUID() } : {});
    this.statuses.push(res.statusCode);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
    return res;
  }

  ordersOf(buyer: number) {
    return this.orders.filter((o) => o.buyer === buyer);
  }

  /** The model's balance of a buyer: charges of orders standing, less payments, credits, write-offs not undone. */
  balance(buyer: number): number {
    let sum = 0;
    for (const o of this.ordersOf(buyer)) sum += (o.status === 'cancelled' || o.status === 'rejected' ? 0 : o.total) - o.credited;
    for (const e of this.entries) if (e.buyer === buyer && !e.reversed) sum -= e.amount;
    return sum;
  }

  recordPaid(allocations: Array<{ order_id: string; amount_minor: number }>, sign: 1 | -1) {
    for (const a of allocations) {
      const o = this.orders.find((x) => x.id === a.order_id);
      if (o) o.paid += sign * -a.amount_minor;
    }
  }

  async apply(op: Op): Promise<void> {
    const farm = this.farm;
    switch (op.k) {
      case 'order': {
        const buyer = this.buyers[op.buyer]!;
        const res = await this.send('POST', '/api/orders/create_order/', buyer.access, {
          id: randomUUID(),
          seller_id: farm.farm.sellerId,
          lines: [{ product_id: farm.product, grade: 'top', quantity: op.qty, unit_price_minor: 500 }],
          fulfilment: 'delivery',
          address_id: buyer.addressId,
          date: today(t),
          payment_method: TERMS[op.terms]!,
          note: null,
        });
        expect(res.statusCode, res.body).toBe(201);
        const d = res.json().data;
        this.orders.push({ id: d.id, buyer: op.buyer, status: 'placed', fulfilment: 'delivery', total: d.total_minor, lineId: d.lines[0].id, qty: op.qty, reported: 0, paid: 0, refunded: 0, credited: 0 });
        return;
      }
      case 'advance': {
        if (this.orders.length === 0) return;
        const o = this.orders[op.order % this.orders.length]!;
        // Up to `steps` moves; a cancellation or rejection only as the first.
        for (let step = 0; step < op.steps; step++) {
          const move = nextMove(o.status, step === 0 ? op.choice : 0);
          if (!move) return;
          const access = move.by === 'seller' ? farm.access : this.buyers[o.buyer]!.access;
          const res = await this.send('POST', `/api/orders/${o.id}/transition/`, access, { to: move.to, ...(move.to === 'cancelled' || move.to === 'rejected' ? { reason: 'Random' } : {}) });
          expect(res.statusCode, res.body).toBe(200);
          o.status = move.to;
          did(move.to);
        }
        return;
      }
      case 'pay': {
        const mine = this.ordersOf(op.buyer);
        if (mine.length === 0) return;
        // Allocations within the payment (the form would not let more through), each naming an invoice once.
        let left = op.amount;
        const allocations: Array<{ order_id: string; amount_minor: number }> = [];
        // Delivered orders twice as likely: their payments are what refunds may pay back.
        const pool = [...mine.filter((o) => o.status === 'delivered'), ...mine];
        for (const a of op.allocs) {
          const o = pool[a.order % pool.length]!;
          if (allocations.some((x) => x.order_id === o.id) || left <= 0) continue;
          const amount = Math.min(a.amount, left);
          allocations.push({ order_id: o.id, amount_minor: amount });
          left -= amount;
        }
        const method = METHODS[op.method]!;
        const res = await this.send('POST', MONEY.payments, farm.access, {
          id: randomUUID(),
          buyer_id: this.buyers[op.buyer]!.userId,
          currency: 'CAD',
          method,
          reference: method === 'etransfer' ? 'REF' : null,
          amount_minor: op.amount,
          received_on: today(t),
          allocations,
        });
        expect(res.statusCode, res.body).toBe(201);
        const e = res.json().data as LedgerEntry;
        // Each allocation took at most what was asked.
        for (const a of e.allocations) expect(-a.amount_minor).toBeLessThanOrEqual(allocations.find((x) => x.order_id === a.order_id)!.amount_minor);
        this.entries.push({ id: e.id, buyer: op.buyer, kind: 'payment', amount: op.amount, allocations: e.allocations, reversed: false });
        this.recordPaid(e.allocations, 1);
        did(e.allocations.length === 0 ? 'payment on account' : e.unallocated_minor < 0 ? 'payment with credit left' : 'payment');
        return;
      }
      case 'claim': {
        const mine = this.ordersOf(op.buyer);
        if (mine.length === 0) return;
        const buyer = this.buyers[op.buyer]!;
        const orderIds = [...new Set(op.orders.map((i) => mine[i % mine.length]!.id))];
        const created = await this.send('POST', MONEY.claims, buyer.access, { id: randomUUID(), seller_id: farm.farm.sellerId, currency: 'CAD', amount_minor: op.amount, reference: 'CLAIM', sent_on: today(t), order_ids: orderIds });
        expect(created.statusCode, created.body).toBe(201);
        const claimId = created.json().data.id as string;
        const answer = op.confirm ? { to: 'confirmed', payment_id: randomUUID() } : { to: 'rejected', note: 'Not received' };
        const res = await this.send('POST', MONEY.answer(claimId), farm.access, answer);
        expect(res.statusCode, res.body).toBe(200);
        const payment = res.json().payment as LedgerEntry | null;
        if (payment) {
          expect(payment.amount_minor).toBe(op.amount);
          for (const a of payment.allocations) expect(orderIds.length === 0 || orderIds.includes(a.order_id)).toBe(true);
          this.entries.push({ id: payment.id, buyer: op.buyer, kind: 'payment', amount: op.amount, allocations: payment.allocations, reversed: false });
          this.recordPaid(payment.allocations, 1);
          did('e-Transfer confirmed');
        } else did('e-Transfer rejected');
        return;
      }
      case 'problem': {
        const delivered = this.orders.filter((o) => o.status === 'delivered');
        if (delivered.length === 0) return;
        const o = delivered[op.order % delivered.length]!;
        const buyer = this.buyers[o.buyer]!;
        const pid = randomUUID();
        const reported = await this.send('POST', `/api/orders/${o.id}/problems/`, buyer.access, { id: pid, lines: [{ line_id: o.lineId, kind: 'missing', quantity: op.qty }], description: 'Random' });
        if (reported.statusCode !== 201) {
          expect(o.reported + op.qty).toBeGreaterThan(o.qty);
          return;
        }
        o.reported += op.qty;
        // A share of what the reported units cost (500 each): above 100 %, more than the report may get.
        const amount = Math.max(1, Math.round((op.qty * 500 * op.percent) / 100));
        const res = await this.send('POST', `/api/orders/${o.id}/problems/${pid}/answer/`, farm.access, {
          resolution: op.refund ? 'refund' : 'credit',
          amount_minor: amount,
          ...(op.refund && { refund_method: METHODS[op.method] }),
          note: 'Random',
        });
        if (res.statusCode === 200) {
          if (op.refund) o.refunded += amount;
          else o.credited += amount;
          did(op.refund ? 'refund' : 'credit');
        } else {
          did(op.refund ? 'refund refused' : 'credit refused');
          expect([400, 409, 422]).toContain(res.statusCode);
          // A refund refused for want of payment really was above what was paid less refunds.
          if (res.json().messages?.amount_minor?.[0]?.startsWith('A refund cannot')) expect(amount).toBeGreaterThan(o.paid - o.refunded);
        }
        return;
      }
      case 'writeOff': {
        if (this.orders.length === 0) return;
        const o = this.orders[op.order % this.orders.length]!;
        const res = await this.send('POST', MONEY.writeOffs, farm.access, { id: randomUUID(), order_id: o.id, amount_minor: op.amount, note: 'Random' });
        if (res.statusCode === 201) {
          this.entries.push({ id: res.json().data.id, buyer: o.buyer, kind: 'write_off', amount: op.amount, allocations: res.json().data.allocations, reversed: false });
          did('write-off');
        } else expect(res.statusCode).toBe(422);
        return;
      }
      case 'reverse': {
        if (this.entries.length === 0) return;
        const e = this.entries[op.entry % this.entries.length]!;
        const res = await this.send('POST', MONEY.reverse(e.id), farm.access, { id: randomUUID(), note: 'Random' });
        if (res.statusCode === 201) {
          expect(e.reversed).toBe(false);
          e.reversed = true;
          if (e.kind === 'payment') this.recordPaid(e.allocations, -1);
          did(`${e.kind} reversed`);
        } else if (e.reversed) expect(res.statusCode).toBe(409);
        else {
          expect(res.statusCode).toBe(422);
          expect(e.kind).toBe('payment');
        }
        return;
      }
    }
  }

  async check(): Promise<void> {
    expect(await violations(t)).toEqual([]);
    await settleSnapshots(t.database);
    const month = today(t).slice(0, 7);
    for (const [i, buyer] of this.buyers.entries()) {
      const expected = this.balance(i);
      expect(await receivableOf(t, this.farm.farm.sellerId, buyer.userId)).toBe(expected);
      // What the buyer's device pulls adds up the same; so does the statement.
      const rows = await pulledEntries(buyer.access, this.farm.farm.sellerId);
      expect(balanceOf(rows)).toBe(expected);
      if (this.ordersOf(i).length > 0) {
        const s = await this.send('GET', `${MONEY.statement}?buyer_id=${buyer.userId}&month=${month}`, this.farm.access);
        expect(s.json().data.closing_minor).toBe(expected);
      }
      // No refund above what was paid; refunds and credits within the total.
      const orders: LedgerOrder[] = this.ordersOf(i).map((o, n) => ({ id: o.id, seller_id: this.farm.farm.sellerId, buyer_id: buyer.userId, currency: 'CAD', status: o.status, date: today(t), payment_due: null, total_minor: o.total, invoice_number: n + 1 }));
      for (const s of invoiceStates(orders, rows, today(t))) {
        expect(s.refunded_minor).toBeLessThanOrEqual(s.paid_minor);
        const o = this.orders.find((x) => x.id === s.order_id)!;
        expect(s.refunded_minor).toBe(o.refunded);
        expect(s.paid_minor).toBe(o.paid);
        expect(o.refunded).toBeLessThanOrEqual(o.paid);
        expect(o.refunded + o.credited).toBeLessThanOrEqual(o.total);
      }
    }
  }
}

async function pulledEntries(access: string, sellerId: string): Promise<LedgerEntry[]> {
  const out: LedgerEntry[] = [];
  let cursor: string | undefined;
  for (;;) {
    const res = await call('GET', `/api/sync/changes?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, access);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ changes: Array<{ table: string; row?: LedgerEntry }>; cursor: string; has_more: boolean }>();
    for (const c of page.changes) if (c.table === 'ledger_entries' && c.row && c.row.seller_id === sellerId) out.push(c.row);
    cursor = page.cursor;
    if (!page.has_more) return out;
  }
}

let runs = 0;
let ops = 0;
const statusCount = new Map<number, number>();

describe('the ledger under random use', () => {
  it(
    'random sequences through the API keep every invariant',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 20, maxLength: 60 }), async (sequence) => {
          runs += 1;
          const farm = await moneyFarm(t, `F${runs}`);
          const run = new Run(farm, [await moneyBuyer(t, 'BulkBuyer', `B${runs}`), await moneyBuyer(t, 'BulkBuyer', `C${runs}`)]);
          for (const [i, op] of sequence.entries()) {
            await run.apply(op);
            ops += 1;
            if (i === Math.floor(sequence.length / 2)) expect(await violations(t)).toEqual([]);
          }
          await run.check();
          for (const s of run.statuses) statusCount.set(s, (statusCount.get(s) ?? 0) + 1);
        }),
        { numRuns: RUNS, ...(SEED !== undefined && { seed: SEED }), endOnFailure: true },
      );
      console.info(`ledger property: ${runs} sequences, ${ops} operations, answers ${JSON.stringify(Object.fromEntries([...statusCount].sort()))}, ${JSON.stringify(Object.fromEntries([...effects].sort()))}`);
      expect(statusCount.get(201) ?? 0).toBeGreaterThan(0);
    },
    600_000,
  );
});
