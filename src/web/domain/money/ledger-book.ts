// One ledger (a farm, a buyer, a currency) as the screens read it, derived on the device from the synced entries and
// orders with the contract's rules (ledger-rules.ts), exactly as the server derives them: each invoice's state, the
// balance, what is overdue, the credit held, the open invoices oldest due first.
import { balanceOf, creditHeld, invoiceStates, ledgerKey, type InvoiceState } from '@contract/ledger-rules.ts';
import type { LocalLedgerEntry, LocalOrder, LocalPaymentClaim } from '@/offline/db.ts';
import type { LedgerParty } from './money-writes.ts';

export interface LedgerBook {
  key: string;
  party: LedgerParty;
  /** The orders that are invoices of this ledger (charged: an entry names them), oldest first. */
  orders: LocalOrder[];
  entries: LocalLedgerEntry[];
  claims: LocalPaymentClaim[];
  states: InvoiceState[];
  balance: number;
  overdue: number;
  /** Credit the buyer holds (spare payments and credits no open invoice took). */
  credit: number;
  /** Invoices with something left to pay, oldest due date first. */
  open: InvoiceState[];
  /** Ids of the entries a reversal undid (on the device, waiting ones too). */
  reversed: Set<string>;
}

/** The orders some entry names: an order placed offline, or whose charge has not reached the device yet, is no
 * invoice yet (its state would otherwise read 'paid'). */
export function invoicedOrderIds(entries: readonly LocalLedgerEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const e of entries) {
    if (e.order_id) ids.add(e.order_id);
    for (const a of e.allocations) ids.add(a.order_id);
  }
  return ids;
}

const oldestDueFirst = (a: InvoiceState, b: InvoiceState) => a.due_date.localeCompare(b.due_date) || a.invoice_number - b.invoice_number;

/** Each ledger found among these rows (the newest entry's names stand for its parties). */
export function ledgerBooks(orders: readonly LocalOrder[], entries: readonly LocalLedgerEntry[], claims: readonly LocalPaymentClaim[], today: string): LedgerBook[] {
  const groups = new Map<string, { entries: LocalLedgerEntry[]; orders: LocalOrder[]; claims: LocalPaymentClaim[] }>();
  const group = (key: string) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { entries: [], orders: [], claims: [] }));
    return g;
  };
  for (const e of entries) group(ledgerKey(e)).entries.push(e);
  const charged = invoicedOrderIds(entries);
  for (const o of orders) if (charged.has(o.id) && groups.has(ledgerKey(o))) group(ledgerKey(o)).orders.push(o);
  for (const c of claims) group(ledgerKey(c)).claims.push(c);
  const books: LedgerBook[] = [];
  for (const [key, g] of groups) {
    const newest = [...g.entries].sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? g.claims[0];
    if (!newest) continue;
    g.orders.sort((a, b) => a.date.localeCompare(b.date) || a.invoice_number - b.invoice_number);
    const states = invoiceStates(g.orders, g.entries, today);
    const balance = balanceOf(g.entries);
    const open = states.filter((s) => s.due_minor > 0 && s.status !== 'cancelled').sort(oldestDueFirst);
    const reversed = new Set<string>();
    for (const e of g.entries) {
      if (e.kind === 'reversal' && e.reverses_id) reversed.add(e.reverses_id);
      if (e.reversed_by) reversed.add(e.id);
    }
    books.push({
      key,
      party: {
        seller_id: newest.seller_id,
        buyer_id: newest.buyer_id,
        farm_name: newest.farm_name,
        buyer_name: newest.buyer_name,
        buyer_business: newest.buyer_business,
        currency: newest.currency,
      },
      orders: g.orders,
      entries: g.entries,
      claims: g.claims,
      states,
      balance,
      overdue: open.filter((s) => s.status === 'overdue').reduce((sum, s) => sum + s.due_minor, 0),
      credit: creditHeld(states, balance),
      open,
      reversed,
    });
  }
  return books;
}

/** The buyer as a farm names them: 'Bea Buyer · Bistro Bea'. */
export function buyerLabel(party: Pick<LedgerParty, 'buyer_name' | 'buyer_business'>): string {
  return party.buyer_business ? `${party.buyer_name} · ${party.buyer_business}` : party.buyer_name;
}
