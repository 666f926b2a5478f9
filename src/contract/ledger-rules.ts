// The money ledger's rules, zod-free so the device, the service worker's appliers and the server share them.
//
// One ledger per buyer, farm and currency, in integer minor units. The server keeps it double-entry: each entry is
// a set of postings to accounts (receivable, sales, delivery, tax, cash by method, returns, bad debt) that sum to
// zero, and nothing is ever updated or deleted, only corrected by a new entry (a reversal). What both parties see
// and sync is each entry's side on the buyer's account, the receivable: how much it moved what the buyer owes,
// split by invoice (`allocations`) with the rest on account (`unallocated_minor`). Every figure below (what an
// invoice still owes, a balance, a statement, aging, a farm's takings) is derived from those rows, never stored.
import type { Currency, PaymentRecordMethod } from './enums.ts';
import { addDays } from './order-rules.ts';

/**
 * What an entry records.
 * - charge: an order placed (its invoice: the order's total, on that invoice). Made by the database for every order.
 * - adjustment: the order's total changed after it was placed (a pre-order filled short), by the difference.
 * - cancellation: the order was cancelled or rejected: what was charged comes off.
 * - payment: money the farm received (cash, cheque, e-Transfer, card at the door), on one or several invoices; what
 *   is left over stays on account as the buyer's credit.
 * - credit: a problem report answered with a credit: off the invoice it concerns (spare credit counts towards the
 *   next invoices).
 * - refund: a problem report answered with a refund: a credit note on the invoice and the same money paid back, so
 *   it moves nothing on the buyer's balance (no allocations; `order_id` names the invoice). Capped at what was paid
 *   for the order.
 * - write_off: the farm gives up on what is left of an invoice.
 * - reversal: a payment or write-off recorded by mistake, undone (the original stays, with this beside it).
 */
export const LEDGER_KINDS = ['charge', 'adjustment', 'cancellation', 'payment', 'credit', 'refund', 'write_off', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Entries a farm may reverse (the others follow the order and its reports). */
export const REVERSIBLE_KINDS = ['payment', 'write_off'] as const satisfies readonly LedgerKind[];

/** A buyer's notice that they sent an e-Transfer: the farm confirms it (it becomes a payment) or says it did not
 * arrive. */
export const CLAIM_STATUSES = ['claimed', 'confirmed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Limits of the money forms. */
export const PAYMENT_REFERENCE_MAX = 100;
export const MONEY_NOTE_MAX = 500;
/** Invoices one payment or claim may name. */
export const PAYMENT_ALLOCATIONS_MAX = 100;
/** Days before an invoice's due date that its buyer is reminded. */
export const DUE_SOON_DAYS = 3;
/** After the due date: the first overdue reminder the day after, then one every this many days while unpaid. */
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
/** Overdue reminders at most, per invoice. */
export const OVERDUE_REMINDERS_MAX = 4;
/** Aging buckets of a statement, by days since the invoice's date (the delivery or pickup date). */
export const AGING_BUCKETS = ['0_30', '31_60', '61_90', '90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export interface LedgerAllocation {
  order_id: string;
  /** Signed: + the buyer owes more on this invoice, - less. */
  amount_minor: number;
}

/** The fields of a ledger row (contract/ledger.ts ledgerEntrySchema) the rules read. */
export interface LedgerRow {
  id: string;
  seller_id: string;
  buyer_id: string;
  currency: Currency;
  kind: LedgerKind;
  /** The entry's size, always > 0 (a payment of $50, a credit of $12). */
  amount_minor: number;
  allocations: readonly LedgerAllocation[];
  /** Signed, on the buyer's account but on no invoice (an overpayment: negative). */
  unallocated_minor: number;
  method: PaymentRecordMethod | null;
  /** 'YYYY-MM-DD' the money moved (or the order was placed). */
  occurred_on: string;
  created_at: string;
  /** The invoice the entry is about: a charge's, adjustment's, cancellation's, credit's, refund's, write-off's. */
  order_id: string | null;
  /** The entry this one reverses (kind 'reversal'). */
  reverses_id?: string | null;
}

/** The fields of an order the rules read (contract/orders.ts orderSchema has them all). */
export interface LedgerOrder {
  id: string;
  seller_id: string;
  buyer_id: string;
  currency: Currency;
  status: string;
  /** 'YYYY-MM-DD' of delivery or pickup: the invoice's date. */
  date: string;
  payment_due: string | null;
  total_minor: number;
  invoice_number: number;
}

/** How an entry moves what the buyer owes (the sum of its receivable side). */
export function effectOf(e: Pick<LedgerRow, 'allocations' | 'unallocated_minor'>): number {
  let sum = e.unallocated_minor;
  for (const a of e.allocations) sum += a.amount_minor;
  return sum;
}

/** The key of one ledger: a buyer and a farm, in one currency. */
export function ledgerKey(e: { seller_id: string; buyer_id: string; currency: string }): string {
  return `${e.seller_id}|${e.buyer_id}|${e.currency}`;
}

/** What the buyer owes the farm (negative: the farm owes the buyer, a credit). */
export function balanceOf(entries: readonly Pick<LedgerRow, 'allocations' | 'unallocated_minor'>[]): number {
  let sum = 0;
  for (const e of entries) sum += effectOf(e);
  return sum;
}

/** The date an invoice is due: its terms' due date, else the delivery or pickup date (paid on the spot). */
export function dueDateOf(order: Pick<LedgerOrder, 'date' | 'payment_due'>): string {
  return order.payment_due ?? order.date;
}

export const INVOICE_STATUSES = ['paid', 'part_paid', 'due', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceState {
  order_id: string;
  invoice_number: number;
  date: string;
  due_date: string;
  /** Charged (charge, adjustments, cancellation). */
  charged_minor: number;
  /** Payments on this invoice, net of reversals (> 0). */
  paid_minor: number;
  /** Credits and the credit notes of refunds (> 0). */
  credited_minor: number;
  /** Refunds paid back (> 0). */
  refunded_minor: number;
  written_off_minor: number;
  /** Spare credit on the buyer's account counted towards this invoice (oldest due first). */
  credit_applied_minor: number;
  /** What is left to pay (never below 0). */
  due_minor: number;
  status: InvoiceStatus;
  /** Whole days past the due date (0 when not overdue). */
  days_overdue: number;
}

const CANCELLED = new Set(['cancelled', 'rejected']);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * Every invoice of one ledger (a buyer, a farm, a currency) with what it still owes, from the orders and the
 * entries. Spare credit (overpayments on account, invoices credited beyond what they owed) counts towards the
 * open invoices, the oldest due date first. Orders of other ledgers are ignored.
 */
export function invoiceStates(orders: readonly LedgerOrder[], entries: readonly LedgerRow[], today: string): InvoiceState[] {
  const byOrder = new Map<string, { charged: number; paid: number; credited: number; refunded: number; written: number; raw: number }>();
  const slot = (id: string) => {
    let s = byOrder.get(id);
    if (!s) byOrder.set(id, (s = { charged: 0, paid: 0, credited: 0, refunded: 0, written: 0, raw: 0 }));
    return s;
  };
  const byId = new Map(entries.map((e) => [e.id, e]));
  let spare = 0;
  for (const e of entries) {
    spare -= e.unallocated_minor;
    if (e.kind === 'refund' && e.order_id) {
      // The credit note and the money paid back: the invoice's due does not move.
      const s = slot(e.order_id);
      s.credited += e.amount_minor;
      s.refunded += e.amount_minor;
    }
    for (const a of e.allocations) {
      const s = slot(a.order_id);
      s.raw += a.amount_minor;
      switch (e.kind) {
        case 'charge':
        case 'adjustment':
        case 'cancellation':
          s.charged += a.amount_minor;
          break;
        case 'payment':
          s.paid -= a.amount_minor;
          break;
        case 'credit':
          s.credited -= a.amount_minor;
          break;
        case 'write_off':
          s.written -= a.amount_minor;
          break;
        case 'reversal': {
          const original = e.reverses_id ? byId.get(e.reverses_id) : undefined;
          if (original?.kind === 'payment') s.paid -= a.amount_minor;
          else if (original?.kind === 'write_off') s.written -= a.amount_minor;
          break;
        }
      }
    }
  }
  const states: InvoiceState[] = [];
  for (const o of orders) {
    const s = byOrder.get(o.id) ?? { charged: 0, paid: 0, credited: 0, refunded: 0, written: 0, raw: 0 };
    if (s.raw < 0) spare -= s.raw;
    states.push({
      order_id: o.id,
      invoice_number: o.invoice_number,
      date: o.date,
      due_date: dueDateOf(o),
      charged_minor: s.charged,
      paid_minor: s.paid,
      credited_minor: s.credited,
      refunded_minor: s.refunded,
      written_off_minor: s.written,
      credit_applied_minor: 0,
      due_minor: Math.max(0, s.raw),
      status: 'due',
      days_overdue: 0,
    });
  }
  // Entries of invoices this list does not hold (an order not yet on the device) still count in the balance;
  // their spare credit does not, so what is shown never claims more credit than there is.
  const open = states.filter((s) => s.due_minor > 0 && !CANCELLED.has(orders.find((o) => o.id === s.order_id)?.status ?? ''));
  open.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.invoice_number - b.invoice_number));
  for (const s of open) {
    if (spare <= 0) break;
    const used = Math.min(spare, s.due_minor);
    s.credit_applied_minor = used;
    s.due_minor -= used;
    spare -= used;
  }
  for (const s of states) {
    const order = orders.find((o) => o.id === s.order_id);
    if (order && CANCELLED.has(order.status)) s.status = 'cancelled';
    else if (s.due_minor <= 0) s.status = 'paid';
    else if (today > s.due_date) {
      s.status = 'overdue';
      s.days_overdue = daysBetween(s.due_date, today);
    } else s.status = s.paid_minor + s.credited_minor + s.credit_applied_minor > 0 ? 'part_paid' : 'due';
  }
  return states;
}

/** Credit the buyer holds with the farm (spare payments and credits not taken by an open invoice), >= 0. */
export function creditHeld(states: readonly InvoiceState[], balanceMinor: number): number {
  const open = states.reduce((sum, s) => sum + s.due_minor, 0);
  return Math.max(0, open - balanceMinor);
}

/**
 * A payment's split over open invoices, the oldest due date first, as the farm's form proposes it and a confirmed
 * e-Transfer is applied: each invoice takes at most what it still owes; the rest stays on account.
 */
export function allocateOldestFirst(amountMinor: number, open: readonly Pick<InvoiceState, 'order_id' | 'due_minor' | 'due_date' | 'invoice_number'>[]): { allocations: LedgerAllocation[]; unallocated_minor: number } {
  const sorted = [...open].filter((s) => s.due_minor > 0).sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.invoice_number - b.invoice_number));
  let left = amountMinor;
  const allocations: LedgerAllocation[] = [];
  for (const s of sorted) {
    if (left <= 0) break;
    const take = Math.min(left, s.due_minor);
    allocations.push({ order_id: s.order_id, amount_minor: -take });
    left -= take;
  }
  return { allocations, unallocated_minor: -left };
}

/** What can still be refunded on an order: paid on it, less refunds already paid back. */
export function refundRoom(state: Pick<InvoiceState, 'paid_minor' | 'refunded_minor'>): number {
  return Math.max(0, state.paid_minor - state.refunded_minor);
}

/** Whether a payment or write-off may be reversed: once only (the server checks that), and a payment only if every
 * invoice it paid keeps at least what was refunded on it (money paid back must stay covered by money received). */
export function canReverse(entry: Pick<LedgerRow, 'kind' | 'allocations'>, states: readonly Pick<InvoiceState, 'order_id' | 'paid_minor' | 'refunded_minor'>[]): boolean {
  if (entry.kind === 'write_off') return true;
  if (entry.kind !== 'payment') return false;
  return entry.allocations.every((a) => {
    const s = states.find((x) => x.order_id === a.order_id);
    return !s || s.paid_minor + a.amount_minor >= s.refunded_minor;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

export interface StatementLine {
  entry_id: string;
  date: string;
  kind: LedgerKind;
  /** The invoice the line is about (charges, credits, refunds, write-offs, one invoice's payments), else null. */
  invoice_number: number | null;
  method: PaymentRecordMethod | null;
  reference: string | null;
  /** What the buyer owes more (> 0) or less (> 0), one of the two non-zero; a refund gives two lines. */
  debit_minor: number;
  credit_minor: number;
  /** The running balance after the line. */
  balance_minor: number;
  /** For a refund's second line: the money paid back. */
  payout: boolean;
}

export interface Statement {
  month: string;
  from: string;
  until: string;
  currency: Currency;
  opening_minor: number;
  lines: StatementLine[];
  closing_minor: number;
  /** Open invoices at the statement's end (today for the month in progress) by days since the invoice's date. */
  aging: Record<AgingBucket, number>;
  /** Of the closing balance, what is past its due date. */
  overdue_minor: number;
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string): { from: string; until: string } {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, until: addDays(next, -1) };
}

function byWhen(a: Pick<LedgerRow, 'occurred_on' | 'created_at' | 'id'>, b: Pick<LedgerRow, 'occurred_on' | 'created_at' | 'id'>): number {
  if (a.occurred_on !== b.occurred_on) return a.occurred_on < b.occurred_on ? -1 : 1;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One ledger's statement for a month: the balance brought forward, every entry of the month in date order with the
 * running balance, the closing balance, and the aging of what is open at the end of the month (or today, for the
 * month in progress).
 */
export function buildStatement(
  orders: readonly LedgerOrder[],
  entries: readonly (LedgerRow & { reference?: string | null; invoice_number?: number | null })[],
  month: string,
  currency: Currency,
  today: string,
): Statement {
  const { from, until } = monthBounds(month);
  const sorted = [...entries].sort(byWhen);
  const invoiceOf = new Map(orders.map((o) => [o.id, o.invoice_number]));
  let balance = 0;
  for (const e of sorted) if (e.occurred_on < from) balance += effectOf(e);
  const opening = balance;
  const lines: StatementLine[] = [];
  for (const e of sorted) {
    if (e.occurred_on < from || e.occurred_on > until) continue;
    const single = e.order_id ?? (e.allocations.length === 1 && e.unallocated_minor === 0 ? e.allocations[0]!.order_id : null);
    const invoice = e.invoice_number ?? (single ? (invoiceOf.get(single) ?? null) : null);
    const base = { entry_id: e.id, date: e.occurred_on, kind: e.kind, invoice_number: invoice, method: e.method, reference: e.reference ?? null, payout: false };
    if (e.kind === 'refund') {
      balance -= e.amount_minor;
      lines.push({ ...base, method: null, debit_minor: 0, credit_minor: e.amount_minor, balance_minor: balance });
      balance += e.amount_minor;
      lines.push({ ...base, debit_minor: e.amount_minor, credit_minor: 0, balance_minor: balance, payout: true });
      continue;
    }
    const effect = effectOf(e);
    balance += effect;
    lines.push({ ...base, debit_minor: Math.max(0, effect), credit_minor: Math.max(0, -effect), balance_minor: balance });
  }
  const asOf = today < until ? today : until;
  const within = sorted.filter((e) => e.occurred_on <= asOf);
  const states = invoiceStates(
    orders.filter((o) => o.date <= asOf || within.some((e) => e.allocations.some((a) => a.order_id === o.id))),
    within,
    asOf,
  );
  const aging: Record<AgingBucket, number> = { '0_30': 0, '31_60': 0, '61_90': 0, '90_plus': 0 };
  let overdue = 0;
  for (const s of states) {
    if (s.due_minor <= 0 || s.status === 'cancelled') continue;
    const age = daysBetween(s.date, asOf);
    aging[age <= 30 ? '0_30' : age <= 60 ? '31_60' : age <= 90 ? '61_90' : '90_plus'] += s.due_minor;
    if (s.status === 'overdue') overdue += s.due_minor;
  }
  return { month, from, until, currency, opening_minor: opening, lines, closing_minor: balance, aging, overdue_minor: overdue };
}

// ---------------------------------------------------------------------------------------------------------------
// A farm's figures

export interface OwedByBuyer {
  buyer_id: string;
  currency: Currency;
  balance_minor: number;
  overdue_minor: number;
  /** The oldest due date among open invoices, or null. */
  oldest_due: string | null;
  open_invoices: number;
}

/** What each buyer owes the farm (one row per buyer and currency with a balance), overdue first, then largest. */
export function owedByBuyer(orders: readonly LedgerOrder[], entries: readonly LedgerRow[], today: string): OwedByBuyer[] {
  const groups = new Map<string, { orders: LedgerOrder[]; entries: LedgerRow[]; buyer_id: string; currency: Currency }>();
  const group = (x: { seller_id: string; buyer_id: string; currency: Currency }) => {
    const key = ledgerKey(x);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { orders: [], entries: [], buyer_id: x.buyer_id, currency: x.currency }));
    return g;
  };
  for (const e of entries) group(e).entries.push(e);
  for (const o of orders) group(o).orders.push(o);
  const rows: OwedByBuyer[] = [];
  for (const g of groups.values()) {
    const balance = balanceOf(g.entries);
    const states = invoiceStates(g.orders, g.entries, today).filter((s) => s.due_minor > 0 && s.status !== 'cancelled');
    if (balance === 0 && states.length === 0) continue;
    const overdue = states.filter((s) => s.status === 'overdue');
    rows.push({
      buyer_id: g.buyer_id,
      currency: g.currency,
      balance_minor: balance,
      overdue_minor: overdue.reduce((sum, s) => sum + s.due_minor, 0),
      oldest_due: states.reduce<string | null>((min, s) => (min === null || s.due_date < min ? s.due_date : min), null),
      open_invoices: states.length,
    });
  }
  return rows.sort((a, b) => b.overdue_minor - a.overdue_minor || b.balance_minor - a.balance_minor || a.buyer_id.localeCompare(b.buyer_id));
}

/** Money received (payments, net of reversals) and paid back (refunds) in a period, by method and currency. */
export function takingsByMethod(entries: readonly LedgerRow[], from: string, until: string): Array<{ method: PaymentRecordMethod; currency: Currency; received_minor: number; refunded_minor: number; count: number }> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const rows = new Map<string, { method: PaymentRecordMethod; currency: Currency; received_minor: number; refunded_minor: number; count: number }>();
  const row = (method: PaymentRecordMethod, currency: Currency) => {
    const key = `${method}|${currency}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { method, currency, received_minor: 0, refunded_minor: 0, count: 0 }));
    return r;
  };
  for (const e of entries) {
    if (e.occurred_on < from || e.occurred_on > until) continue;
    if (e.kind === 'payment' && e.method) {
      const r = row(e.method, e.currency);
      r.received_minor += e.amount_minor;
      r.count += 1;
    } else if (e.kind === 'refund' && e.method) row(e.method, e.currency).refunded_minor += e.amount_minor;
    else if (e.kind === 'reversal' && e.reverses_id) {
      const original = byId.get(e.reverses_id);
      if (original?.kind === 'payment' && original.method) {
        const r = row(original.method, original.currency);
        r.received_minor -= original.amount_minor;
        r.count -= 1;
      }
    }
  }
  return [...rows.values()].filter((r) => r.count !== 0 || r.received_minor !== 0 || r.refunded_minor !== 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders

/** The reminder an open invoice is owed today, if any: 'due_soon' DUE_SOON_DAYS before its due date, 'overdue' the
 * day after and every OVERDUE_REMINDER_EVERY_DAYS after that (OVERDUE_REMINDERS_MAX at most). `step` names the
 * reminder so it is sent once (0 for due soon, 1.. for the overdue ones). */
export function reminderFor(state: Pick<InvoiceState, 'due_minor' | 'due_date' | 'status'>, today: string): { kind: 'due_soon' | 'overdue'; step: number } | null {
  if (state.due_minor <= 0 || state.status === 'cancelled' || state.status === 'paid') return null;
  const until = daysBetween(today, state.due_date);
  if (until >= 0 && until <= DUE_SOON_DAYS) return { kind: 'due_soon', step: 0 };
  const late = -until;
  if (late >= 1) {
    const step = Math.floor((late - 1) / OVERDUE_REMINDER_EVERY_DAYS) + 1;
    if (step <= OVERDUE_REMINDERS_MAX) return { kind: 'overdue', step };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

/** One CSV line (RFC 4180): fields with a comma, quote or line break are quoted; a leading =, +, - or @ is
 * prefixed with a quote so a spreadsheet never runs it as a formula. */
export function csvLine(fields: ReadonlyArray<string | number | null>): string {
  return fields
    .map((f) => {
      if (f === null) return '';
      let s = String(f);
      if (typeof f === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
      return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    })
    .join(',');
}

/** Minor units as a plain decimal for a spreadsheet ('1234.50', '-3.05'). */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
