// A monthly statement of one ledger (a buyer and a farm, in one currency): who may read which, the figures
// (ledger-rules.ts buildStatement over the ledger's orders and entries, as the devices compute them), and the same
// statement as a CSV file in the reader's language.
import { and, eq } from 'drizzle-orm';
import type { Currency, Language } from '../../../contract/enums.ts';
import { AGING_BUCKETS, buildStatement, csvLine, minorToDecimal, type Statement } from '../../../contract/ledger-rules.ts';
import { formatInvoiceNumber, todayInCanada } from '../../../contract/order-rules.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { ledgerEntries } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { findBulkBuyer } from '../bulk-buyers/queries.ts';
import { findSellerOf } from '../sellers/current.ts';
import { findSeller } from '../sellers/queries.ts';
import { csvFile, csvWords, slug } from './csv-labels.ts';
import { ledgerOrders, ledgerRows } from './ledger.ts';

export interface StatementView extends Statement {
  seller_id: string;
  buyer_id: string;
  farm_name: string;
  buyer_name: string;
  buyer_business: string | null;
}

export interface StatementAsk {
  seller_id?: string | undefined;
  buyer_id?: string | undefined;
  currency: Currency;
  month: string;
}

interface Parties {
  sellerId: string;
  farmName: string;
  buyerId: string;
  buyerName: string;
  buyerBusiness: string | null;
}

const unknown = () => notFound('error.not_found');

/** Whether the farm and the buyer ever dealt (an order, an entry), in any currency. */
async function haveDealt(db: Db, sellerId: string, buyerId: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.sellerId, sellerId), eq(orders.buyerId, buyerId))).limit(1);
  if (order) return true;
  const [entry] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.sellerId, sellerId), eq(ledgerEntries.buyerId, buyerId))).limit(1);
  return !!entry;
}

/**
 * Who the statement is between. `seller_id`: the caller is the buyer, reading their statement with that farm (any
 * farm: with no dealings it is empty). `buyer_id`: the caller is a farm, reading that buyer's statement; a buyer the
 * farm never dealt with is answered like an unknown id (404), so no farm learns who else is on FreshMarket.
 */
async function partiesOf(db: Db, callerId: string, ask: StatementAsk): Promise<Parties> {
  if ((ask.seller_id === undefined) === (ask.buyer_id === undefined)) throw fieldError(ask.seller_id ? 'buyer_id' : 'seller_id', 'validation.required');
  let sellerId: string;
  let farmName: string;
  let buyerId: string;
  if (ask.seller_id) {
    const farm = await findSeller(db, ask.seller_id);
    if (!farm) throw unknown();
    sellerId = farm.id;
    farmName = farm.farmName;
    buyerId = callerId;
  } else {
    const farm = await findSellerOf(db, callerId);
    if (!farm) throw unknown();
    sellerId = farm.id;
    farmName = farm.farmName;
    buyerId = ask.buyer_id!;
    if (buyerId === callerId || !(await haveDealt(db, sellerId, buyerId))) throw unknown();
  }
  const [buyer] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, buyerId)).limit(1);
  if (!buyer) throw unknown();
  const business = (await findBulkBuyer(db, buyerId))?.businessName ?? null;
  return { sellerId, farmName, buyerId, buyerName: `${buyer.first} ${buyer.last}`.trim(), buyerBusiness: business };
}

/** GET /money/statement/: the statement of `ask.month` between the caller and the other party. */
export async function statementFor(db: Db, callerId: string, ask: StatementAsk, now: Date): Promise<StatementView> {
  const p = await partiesOf(db, callerId, ask);
  const key = { sellerId: p.sellerId, buyerId: p.buyerId, currency: ask.currency };
  // Orders and entries from one snapshot: a charge is never read without its order.
  const [orderRows, entries] = await db.transaction(async (tx) => [await ledgerOrders(tx, key), await ledgerRows(tx, key)] as const, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const statement = buildStatement(orderRows, entries, ask.month, ask.currency, todayInCanada(now));
  return { ...statement, seller_id: p.sellerId, buyer_id: p.buyerId, farm_name: p.farmName, buyer_name: p.buyerName, buyer_business: p.buyerBusiness };
}

/** 'statement-maple-ridge-farm-bistro-bruno-2026-10.csv' */
export function statementFileName(view: StatementView): string {
  return `statement-${slug(view.farm_name)}-${slug(view.buyer_business ?? view.buyer_name)}-${view.month}.csv`;
}

/** How the statement names the buyer: their business, with the person who orders. */
export function buyerLabel(view: Pick<StatementView, 'buyer_name' | 'buyer_business'>): string {
  return view.buyer_business ? `${view.buyer_business} (${view.buyer_name})` : view.buyer_name;
}

/**
 * The statement as CSV: a header block (farm, buyer, month, currency, opening balance), the column titles, a line
 * per statement line, then the closing balance, what of it is overdue and the aging. Every field goes through
 * csvLine, so a name or reference starting with = + - @ is never run as a formula.
 */
export function statementCsv(view: StatementView, lang: Language): string {
  const w = csvWords(lang);
  const money = minorToDecimal;
  const lines = [
    csvLine([w.farm, view.farm_name]),
    csvLine([w.buyer, buyerLabel(view)]),
    csvLine([w.month, view.month]),
    csvLine([w.currency, view.currency]),
    csvLine([w.opening, money(view.opening_minor)]),
    '',
    csvLine(w.statementColumns),
  ];
  for (const l of view.lines) {
    lines.push(
      csvLine([
        l.date,
        l.payout ? w.refundPayout : w.kinds[l.kind],
        l.invoice_number === null ? null : formatInvoiceNumber(l.invoice_number),
        l.method ? w.methods[l.method] : null,
        l.reference,
        l.debit_minor ? money(l.debit_minor) : null,
        l.credit_minor ? money(l.credit_minor) : null,
        money(l.balance_minor),
      ]),
    );
  }
  lines.push('', csvLine([w.closing, money(view.closing_minor)]), csvLine([w.overdue, money(view.overdue_minor)]), '', csvLine([w.aging]));
  for (const bucket of AGING_BUCKETS) lines.push(csvLine([w.agingBuckets[bucket], money(view.aging[bucket])]));
  return csvFile(lines);
}

