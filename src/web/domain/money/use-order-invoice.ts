// One order's invoice as the money ledger says it is (the order pages): its state (paid, part paid, due, overdue,
// cancelled) with the due date from its terms, and the entries that moved it (payments received, credits, refunds,
// write-offs, reversals), derived on the device from the buyer's ledger with that farm.
import { useLiveQuery } from 'dexie-react-hooks';
import { ledgerKey, type InvoiceState } from '@contract/ledger-rules.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { db, entityKey, type LocalLedgerEntry, type LocalOrder } from '@/offline/db.ts';
import { rowsWithWaitingChanges } from '@/offline/waiting.ts';
import { ledgerBooks } from './ledger-book.ts';

export interface InvoiceMove {
  entry: LocalLedgerEntry;
  /** What the entry took off this invoice (> 0) or put back on it (< 0, a reversal). */
  amount_minor: number;
  waiting: boolean;
}

export interface OrderInvoice {
  state: InvoiceState;
  /** Payments, credits, refunds, write-offs and reversals on this invoice, in date order. */
  moves: InvoiceMove[];
  /** Something on this invoice waits to be sent. */
  waiting: boolean;
}

/** The invoice of `order`; null while the ledger holds nothing on it (not charged yet on this device); undefined while reading. */
export function useOrderInvoice(order: Pick<LocalOrder, 'id' | 'seller_id' | 'buyer_id' | 'currency'> | null): OrderInvoice | null | undefined {
  const id = order?.id;
  const key = order ? ledgerKey(order) : null;
  return useLiveQuery(async () => {
    if (!order || !key) return null;
    const [entries, orders, pending] = await Promise.all([
      db.ledger_entries.where('buyer_id').equals(order.buyer_id).filter((e) => ledgerKey(e) === key).toArray(),
      db.orders.where('buyer_id').equals(order.buyer_id).filter((o) => ledgerKey(o) === key).toArray(),
      rowsWithWaitingChanges(db, { scope: 'pending', table: 'ledger_entries' }),
    ]);
    const book = ledgerBooks(orders, entries, [], todayInCanada()).find((b) => b.key === key);
    const state = book?.states.find((s) => s.order_id === order.id);
    if (!book || !state) return null;
    const moves: InvoiceMove[] = [];
    for (const entry of [...book.entries].sort((a, b) => a.occurred_on.localeCompare(b.occurred_on) || a.created_at.localeCompare(b.created_at))) {
      if (entry.kind === 'charge' || entry.kind === 'adjustment' || entry.kind === 'cancellation') continue;
      const waiting = pending.has(entityKey('ledger_entries', entry.id));
      if (entry.kind === 'refund') {
        if (entry.order_id === order.id) moves.push({ entry, amount_minor: entry.amount_minor, waiting });
        continue;
      }
      const on = entry.allocations.filter((a) => a.order_id === order.id).reduce((sum, a) => sum - a.amount_minor, 0);
      if (on !== 0) moves.push({ entry, amount_minor: on, waiting });
    }
    return { state, moves, waiting: moves.some((m) => m.waiting) };
  }, [id, key]);
}
