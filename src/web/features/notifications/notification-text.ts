// A notification's sentence, made on the device from its kind and params in the reader's language. The server
// stores only facts ({ invoice, buyer, farm, status, reason, total, resolution, amount, currency; for bulk buying
// title, quantity, unit; for standing orders date, cadence, first_date, products, count and a failure's facts; for
// pre-orders product, quantity, unit, offered, reason }); any
// may be missing (an older server, a deleted farm), so every sentence has a form without each name and never says
// 'undefined'. The reader is the seller when the link goes to /seller/..., else
// the buyer. One row of NOTIFICATION_TEXT per kind.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CLOSED_REASONS, CURRENCIES, UNITS, type ClosedReason, type Currency, type NotificationKind, type Unit } from '@contract/enums.ts';
import type { Notification } from '@contract/orders.ts';
import { formatInvoiceNumber, useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import { useClosedReasonLabel } from '@/domain/quotes/quote-labels.tsx';
import { useStandingText } from '@/domain/standing-orders/standing-order-text.ts';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';

type Params = Notification['params'];

/** What a sentence builder may use: the params, the reader's side, and the formats of the reader's language. */
interface Reading {
  p: Params;
  sellerReads: boolean;
  say: (message: MessageDescriptor) => string;
  money: (minor: number, currency: Currency) => string;
  number: (n: number) => string;
  quantity: (n: number, unit: Unit) => string;
  closedReason: (reason: ClosedReason) => string;
  standing: ReturnType<typeof useStandingText>;
  /** The reader reads French (the params may carry a French product name). */
  fr: boolean;
}

/** A non-empty trimmed text param, or null. */
function text(params: Params, key: string): string | null {
  const value = params[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** '200 kg', '3 boîtes': a quantity with its unit param; a unit this app does not know is shown as it came. */
function quantityOf(r: Reading, n: number, unitCode: string): string {
  return (UNITS as readonly string[]).includes(unitCode) ? r.quantity(n, unitCode as Unit) : `${r.number(n)} ${unitCode}`;
}

function amount(params: Params, key: string): number | null {
  const value = params[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** 'INV-000042' as the server wrote it; a bare number is formatted the same way. */
function invoiceOf(params: Params): string | null {
  const value = params.invoice;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return formatInvoiceNumber(value);
  return text(params, 'invoice');
}

function currencyOf(params: Params): Currency {
  const value = text(params, 'currency')?.toUpperCase();
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : 'CAD';
}

type Forms = [
  both: (first: string, second: string) => MessageDescriptor,
  onlyFirst: (first: string) => MessageDescriptor,
  onlySecond: (second: string) => MessageDescriptor,
  neither: MessageDescriptor,
];

/** The sentence for the two names a notification may carry: both, only the first, only the second, neither. */
function byNames(first: string | null, second: string | null, [both, onlyFirst, onlySecond, neither]: Forms): MessageDescriptor {
  if (first && second) return both(first, second);
  if (first) return onlyFirst(first);
  if (second) return onlySecond(second);
  return neither;
}

function withDetail(r: Reading, sentence: string, detail: string | null): string {
  return detail ? r.say(msg`${sentence}: ${detail}`) : sentence;
}

function withTotal(r: Reading, sentence: string, total: string | null): string {
  return total ? r.say(msg`${sentence} — ${total}`) : sentence;
}

/** A total in the currency the params name. */
function moneyOf(r: Reading, key: 'total' | 'amount'): string | null {
  const value = amount(r.p, key);
  return value === null ? null : r.money(value, currencyOf(r.p));
}

/** The buyer reads what the seller did to their order. */
function buyerStatus(r: Reading): string {
  const { p, say } = r;
  const invoice = invoiceOf(p);
  const farm = text(p, 'farm');
  const order = say(
    byNames(invoice, farm, [
      (invoice, farm) => msg`Your order ${invoice} from ${farm}`,
      (invoice) => msg`Your order ${invoice}`,
      (farm) => msg`Your order from ${farm}`,
      msg`Your order`,
    ]),
  );
  const reason = text(p, 'reason');
  switch (text(p, 'status')) {
    case 'accepted':
      return say(msg`${order} was accepted`);
    case 'packed':
      return say(msg`${order} is packed`);
    case 'out_for_delivery':
      return say(msg`${order} is out for delivery`);
    case 'ready_for_pickup':
      return say(msg`${order} is ready for pickup`);
    case 'delivered':
      return say(msg`${order} was delivered`);
    case 'rejected':
      return withDetail(r, say(msg`${order} was rejected`), reason);
    case 'cancelled':
      return withDetail(r, say(msg`${order} was cancelled`), reason);
    default:
      return say(msg`${order} was updated`);
  }
}

/** The seller reads what the buyer did: only cancelling is theirs to do. */
function sellerStatus(r: Reading): string {
  const { p, say } = r;
  const invoice = invoiceOf(p);
  const buyer = text(p, 'buyer');
  if (text(p, 'status') !== 'cancelled') return say(invoice ? msg`Order ${invoice} was updated` : msg`An order was updated`);
  const sentence = byNames(buyer, invoice, [
    (buyer, invoice) => msg`${buyer} cancelled order ${invoice}`,
    (buyer) => msg`${buyer} cancelled an order`,
    (invoice) => msg`The buyer cancelled order ${invoice}`,
    msg`The buyer cancelled an order`,
  ]);
  return withDetail(r, say(sentence), text(p, 'reason'));
}

function problemAnswered(r: Reading): string {
  const { p, say } = r;
  const invoice = invoiceOf(p);
  const farm = text(p, 'farm');
  const sentence = say(
    byNames(farm, invoice, [
      (farm, invoice) => msg`${farm} answered your report on ${invoice}`,
      (farm) => msg`${farm} answered your report`,
      (invoice) => msg`The farm answered your report on ${invoice}`,
      msg`The farm answered your report`,
    ]),
  );
  const sum = moneyOf(r, 'amount');
  switch (text(p, 'resolution')) {
    case 'refund':
      return withDetail(r, sentence, say(sum ? msg`refund of ${sum}` : msg`refund`));
    case 'credit':
      return withDetail(r, sentence, say(sum ? msg`credit of ${sum} on the next order` : msg`credit on the next order`));
    case 'declined':
      return withDetail(r, sentence, say(msg`declined`));
    default:
      return sentence;
  }
}

/** A farm reads a request it was sent: '200 kg of Carrots' when it can. */
function requestReceived(r: Reading): string {
  const { p, say } = r;
  const title = text(p, 'title');
  const buyer = text(p, 'buyer');
  const quantity = amount(p, 'quantity');
  const unitCode = text(p, 'unit');
  const qty = quantity !== null && quantity > 0 && unitCode ? quantityOf(r, quantity, unitCode) : null;
  const what = title && qty ? say(msg`${qty} of ${title}`) : title;
  const sentence = say(buyer ? msg`New produce request from ${buyer}` : msg`New produce request`);
  return withDetail(r, sentence, what);
}

/** The farm reads that the buyer accepted its quote; the buyer reads that the farm accepted their counter-offer. */
function quoteAccepted(r: Reading): string {
  const { p, say } = r;
  const title = text(p, 'title');
  const invoice = invoiceOf(p);
  const buyer = text(p, 'buyer');
  const farm = text(p, 'farm');
  const sentence = r.sellerReads
    ? byNames(buyer, title, [
        (buyer, title) => msg`${buyer} accepted your quote for ${title}`,
        (buyer) => msg`${buyer} accepted your quote`,
        (title) => msg`The buyer accepted your quote for ${title}`,
        msg`The buyer accepted your quote`,
      ])
    : byNames(farm, title, [
        (farm, title) => msg`${farm} accepted your counter-offer for ${title}`,
        (farm) => msg`${farm} accepted your counter-offer`,
        (title) => msg`The farm accepted your counter-offer for ${title}`,
        msg`The farm accepted your counter-offer`,
      ]);
  return withTotal(r, withDetail(r, say(sentence), invoice ? say(msg`order ${invoice}`) : null), moneyOf(r, 'total'));
}

/** The farm reads that the buyer declined its quote; the buyer reads that the farm declined their counter-offer. */
function quoteDeclined(r: Reading): string {
  const { p, say } = r;
  const title = text(p, 'title');
  const buyer = text(p, 'buyer');
  const farm = text(p, 'farm');
  const sentence = r.sellerReads
    ? byNames(buyer, title, [
        (buyer, title) => msg`${buyer} declined your quote for ${title}`,
        (buyer) => msg`${buyer} declined your quote`,
        (title) => msg`The buyer declined your quote for ${title}`,
        msg`The buyer declined your quote`,
      ])
    : byNames(farm, title, [
        (farm, title) => msg`${farm} declined your counter-offer for ${title}`,
        (farm) => msg`${farm} declined your counter-offer`,
        (title) => msg`The farm declined your counter-offer for ${title}`,
        msg`The farm declined your counter-offer`,
      ]);
  return withDetail(r, say(sentence), text(p, 'reason'));
}

/** A farm whose open quote the system closed: another offer was chosen, the request closed or expired. */
function quoteClosed(r: Reading): string {
  const { p, say } = r;
  const title = text(p, 'title');
  const buyer = text(p, 'buyer');
  const sentence = byNames(title, buyer, [
    (title, buyer) => msg`Your quote to ${buyer} for ${title} was closed`,
    (title) => msg`Your quote for ${title} was closed`,
    (buyer) => msg`Your quote to ${buyer} was closed`,
    msg`Your quote was closed`,
  ]);
  const code = text(p, 'reason');
  const reason = code && (CLOSED_REASONS as readonly string[]).includes(code) ? r.closedReason(code as ClosedReason) : null;
  return withDetail(r, say(sentence), reason);
}

/** A delivery date param ('YYYY-MM-DD') as 'Tue, Dec 1'; other text as it came. */
function dateOf(r: Reading, key: string): string | null {
  const value = text(r.p, key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? r.standing.weekdayDate(value) : value;
}

/** The buyer reads that a delivery of their standing order was placed (and whether prices moved). */
function standingPlaced(r: Reading): string {
  const { p, say } = r;
  const farm = text(p, 'farm');
  const date = dateOf(r, 'date');
  const sentence = byNames(farm, date, [
    (farm, date) => msg`Your standing order from ${farm} was placed for ${date}`,
    (farm) => msg`Your standing order from ${farm} was placed`,
    (date) => msg`Your standing order was placed for ${date}`,
    msg`Your standing order was placed`,
  ]);
  const invoice = invoiceOf(p);
  const placed = withTotal(r, withDetail(r, say(sentence), invoice ? say(msg`order ${invoice}`) : null), moneyOf(r, 'total'));
  return amount(p, 'price_changed') === 1 ? say(msg`${placed}. Some prices changed since you last saw them.`) : placed;
}

/** The buyer reads why a delivery could not be placed, and the fix. */
function standingFailed(r: Reading): string {
  const { p, say } = r;
  const farm = text(p, 'farm');
  const date = dateOf(r, 'date');
  const sentence = byNames(farm, date, [
    (farm, date) => msg`Your standing order from ${farm} for ${date} could not be placed`,
    (farm) => msg`Your standing order from ${farm} could not be placed`,
    (date) => msg`Your standing order for ${date} could not be placed`,
    msg`A delivery of your standing order could not be placed`,
  ]);
  const fix = r.standing.failure({ reason: text(p, 'reason'), date: text(p, 'date'), detail: p, currency: currencyOf(p) });
  return withDetail(r, say(sentence), fix);
}

function standingMissed(r: Reading): string {
  const farm = text(r.p, 'farm');
  const date = dateOf(r, 'date');
  return r.say(
    byNames(farm, date, [
      (farm, date) => msg`Your delivery from ${farm} on ${date} was missed: it could not be placed in time`,
      (farm) => msg`A delivery of your standing order from ${farm} was missed: it could not be placed in time`,
      (date) => msg`Your standing order delivery on ${date} was missed: it could not be placed in time`,
      msg`A delivery of your standing order was missed: it could not be placed in time`,
    ]),
  );
}

function standingPriceChanged(r: Reading): string {
  const { p, say } = r;
  const farm = text(p, 'farm');
  const date = dateOf(r, 'date');
  const sentence = byNames(farm, date, [
    (farm, date) => msg`Prices changed in your standing order from ${farm} before the delivery of ${date}`,
    (farm) => msg`Prices changed in your standing order from ${farm}`,
    (date) => msg`Prices changed in your standing order before the delivery of ${date}`,
    msg`Prices changed in your standing order`,
  ]);
  return withDetail(r, say(sentence), text(p, 'products'));
}

/** The farm reads that a buyer set up a standing order with it: how often, from when. */
function standingCreated(r: Reading): string {
  const { p, say } = r;
  const buyer = text(p, 'buyer');
  const cadence = text(p, 'cadence');
  const first = dateOf(r, 'first_date');
  const sentence = say(buyer ? msg`${buyer} set up a standing order with your farm` : msg`A buyer set up a standing order with your farm`);
  const how = cadence ? r.standing.cadenceName(cadence) : null;
  const detail = how && first ? say(msg`${how}, first delivery ${first}`) : (how ?? (first ? say(msg`first delivery ${first}`) : null));
  return withDetail(r, sentence, detail);
}

/** The product's name in the reader's language. */
function productOf(r: Reading): string | null {
  return (r.fr ? text(r.p, 'product_fr') : null) ?? text(r.p, 'product');
}

/** '40 kg of Carrots' when the params say so; the product alone, or null. */
function produceOf(r: Reading, quantityKey = 'quantity'): string | null {
  const product = productOf(r);
  const quantity = amount(r.p, quantityKey);
  const unitCode = text(r.p, 'unit');
  if (product && quantity !== null && quantity > 0 && unitCode) {
    const qty = quantityOf(r, quantity, unitCode);
    return r.say(msg`${qty} of ${product}`);
  }
  return product;
}

/** The farm reads that a buyer pre-ordered from one of its expected harvests. */
function preorderReceived(r: Reading): string {
  const buyer = text(r.p, 'buyer');
  const what = produceOf(r);
  return r.say(
    byNames(buyer, what, [
      (buyer, what) => msg`${buyer} pre-ordered ${what}`,
      (buyer) => msg`${buyer} pre-ordered from your expected harvest`,
      (what) => msg`New pre-order: ${what}`,
      msg`New pre-order on your expected harvest`,
    ]),
  );
}

/** The farm reads that a pre-order was withdrawn: cancelled by its buyer, or its partial fill declined. */
function preorderWithdrawn(r: Reading): string {
  const buyer = text(r.p, 'buyer');
  const what = produceOf(r);
  const sentence = r.say(
    byNames(buyer, what, [
      (buyer, what) => msg`${buyer} withdrew their pre-order of ${what}`,
      (buyer) => msg`${buyer} withdrew their pre-order`,
      (what) => msg`A buyer withdrew their pre-order of ${what}`,
      msg`A buyer withdrew their pre-order`,
    ]),
  );
  return text(r.p, 'reason') === 'partial_declined' ? withDetail(r, sentence, r.say(msg`the partial fill was declined`)) : sentence;
}

/** The buyer reads that the harvest came in and their pre-order is now an order. */
function preorderFilled(r: Reading): string {
  const farm = text(r.p, 'farm');
  const what = produceOf(r);
  const sentence = byNames(farm, what, [
    (farm, what) => msg`${farm} harvested your pre-order of ${what}: it is now an order`,
    (farm) => msg`${farm} harvested your pre-order: it is now an order`,
    (what) => msg`Your pre-order of ${what} was harvested: it is now an order`,
    msg`Your pre-order was harvested: it is now an order`,
  ]);
  const invoice = invoiceOf(r.p);
  return withTotal(r, withDetail(r, r.say(sentence), invoice ? r.say(msg`order ${invoice}`) : null), moneyOf(r, 'total'));
}

/** The buyer reads that the harvest was short: part of their pre-order is offered (accept or cancel). */
function preorderPartial(r: Reading): string {
  const farm = text(r.p, 'farm');
  const product = productOf(r);
  const offered = amount(r.p, 'offered');
  const unitCode = text(r.p, 'unit');
  const part = offered !== null && offered > 0 && unitCode ? quantityOf(r, offered, unitCode) : null;
  const sentence = r.say(
    byNames(farm, product, [
      (farm, product) => msg`The harvest of ${product} from ${farm} came in short`,
      (farm) => msg`The harvest from ${farm} came in short`,
      (product) => msg`The harvest of ${product} came in short`,
      msg`A harvest you pre-ordered came in short`,
    ]),
  );
  return withDetail(r, sentence, r.say(part ? msg`${part} can be yours: accept it or cancel` : msg`accept the part offered or cancel`));
}

function preorderUnfilled(r: Reading): string {
  const farm = text(r.p, 'farm');
  const product = productOf(r);
  return r.say(
    byNames(farm, product, [
      (farm, product) => msg`Nothing was left for your pre-order of ${product} from ${farm}: it is cancelled`,
      (farm) => msg`Nothing was left for your pre-order from ${farm}: it is cancelled`,
      (product) => msg`Nothing was left for your pre-order of ${product}: it is cancelled`,
      msg`Nothing was left for your pre-order: it is cancelled`,
    ]),
  );
}

function harvestCancelled(r: Reading): string {
  const farm = text(r.p, 'farm');
  const product = productOf(r);
  return r.say(
    byNames(farm, product, [
      (farm, product) => msg`${farm} cancelled the expected harvest of ${product}: your pre-order is cancelled`,
      (farm) => msg`${farm} cancelled an expected harvest: your pre-order is cancelled`,
      (product) => msg`The expected harvest of ${product} was cancelled: your pre-order is cancelled`,
      msg`An expected harvest was cancelled: your pre-order is cancelled`,
    ]),
  );
}

/** A param by its name or the name an older or newer server gives it ('farm' / 'farm_name'). */
function textOf(params: Params, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = text(params, key);
    if (value) return value;
  }
  return null;
}

/** An amount of the money ledger's notices ('amount' or 'amount_minor', in minor units). */
function ledgerMoney(r: Reading): string | null {
  const value = amount(r.p, 'amount') ?? amount(r.p, 'amount_minor');
  return value === null ? null : r.money(value, currencyOf(r.p));
}

/** 'Invoice INV-000042 from Green Acres', or as much of it as the params say. */
function invoiceFrom(r: Reading): string {
  return r.say(
    byNames(invoiceOf(r.p), textOf(r.p, 'farm', 'farm_name'), [
      (invoice, farm) => msg`Invoice ${invoice} from ${farm}`,
      (invoice) => msg`Invoice ${invoice}`,
      (farm) => msg`Your invoice from ${farm}`,
      msg`Your invoice`,
    ]),
  );
}

/** The buyer reads that the farm recorded a payment from them. */
function paymentRecorded(r: Reading): string {
  return r.say(
    byNames(textOf(r.p, 'farm', 'farm_name'), ledgerMoney(r), [
      (farm, sum) => msg`${farm} recorded your payment of ${sum}`,
      (farm) => msg`${farm} recorded your payment`,
      (sum) => msg`Your payment of ${sum} was recorded`,
      msg`Your payment was recorded`,
    ]),
  );
}

/** The buyer reads that an invoice falls due in a few days. */
function invoiceDueSoon(r: Reading): string {
  const invoice = invoiceFrom(r);
  const due = dateOf(r, 'due_date');
  return withTotal(r, r.say(due ? msg`${invoice} is due ${due}` : msg`${invoice} is due soon`), ledgerMoney(r));
}

/** The buyer reads that an invoice is past its due date. */
function invoiceOverdue(r: Reading): string {
  const invoice = invoiceFrom(r);
  const days = amount(r.p, 'days_overdue');
  const count = days !== null && days > 1 ? r.number(days) : null;
  const sentence = r.say(days === 1 ? msg`${invoice} is 1 day overdue` : count ? msg`${invoice} is ${count} days overdue` : msg`${invoice} is overdue`);
  return withTotal(r, sentence, ledgerMoney(r));
}

/** The farm reads that a buyer says they sent an e-Transfer. */
function eTransferClaimed(r: Reading): string {
  const sentence = r.say(
    byNames(textOf(r.p, 'buyer', 'buyer_name'), ledgerMoney(r), [
      (buyer, sum) => msg`${buyer} says they sent an e-Transfer of ${sum}: confirm it when it arrives`,
      (buyer) => msg`${buyer} says they sent an e-Transfer: confirm it when it arrives`,
      (sum) => msg`A buyer says they sent an e-Transfer of ${sum}: confirm it when it arrives`,
      msg`A buyer says they sent an e-Transfer: confirm it when it arrives`,
    ]),
  );
  const reference = text(r.p, 'reference');
  return reference ? r.say(msg`${sentence} (ref. ${reference})`) : sentence;
}

/** The buyer reads the farm's answer to their e-Transfer notice. */
function eTransferAnswered(r: Reading): string {
  const farm = textOf(r.p, 'farm', 'farm_name');
  const sum = ledgerMoney(r);
  const status = textOf(r.p, 'status', 'to');
  if (status === 'rejected')
    return withDetail(
      r,
      r.say(
        byNames(farm, sum, [
          (farm, sum) => msg`${farm} did not find your e-Transfer of ${sum}`,
          (farm) => msg`${farm} did not find your e-Transfer`,
          (sum) => msg`The farm did not find your e-Transfer of ${sum}`,
          msg`The farm did not find your e-Transfer`,
        ]),
      ),
      textOf(r.p, 'note', 'answer_note'),
    );
  return r.say(
    byNames(farm, sum, [
      (farm, sum) => msg`${farm} confirmed your e-Transfer of ${sum}`,
      (farm) => msg`${farm} confirmed your e-Transfer`,
      (sum) => msg`The farm confirmed your e-Transfer of ${sum}`,
      msg`The farm confirmed your e-Transfer`,
    ]),
  );
}

/** Each kind's sentence. */
const NOTIFICATION_TEXT: Record<NotificationKind, (r: Reading) => string> = {
  order_placed: (r) => {
    const invoice = invoiceOf(r.p);
    const buyer = text(r.p, 'buyer');
    const sentence = byNames(invoice, buyer, [
      (invoice, buyer) => msg`New order ${invoice} from ${buyer}`,
      (invoice) => msg`New order ${invoice}`,
      (buyer) => msg`New order from ${buyer}`,
      msg`New order`,
    ]);
    return withTotal(r, r.say(sentence), moneyOf(r, 'total'));
  },
  order_status: (r) => (r.sellerReads ? sellerStatus(r) : buyerStatus(r)),
  problem_reported: (r) => {
    const invoice = invoiceOf(r.p);
    const buyer = text(r.p, 'buyer');
    return r.say(
      byNames(buyer, invoice, [
        (buyer, invoice) => msg`${buyer} reported a problem with order ${invoice}`,
        (buyer) => msg`${buyer} reported a problem with an order`,
        (invoice) => msg`A buyer reported a problem with order ${invoice}`,
        msg`A buyer reported a problem with an order`,
      ]),
    );
  },
  problem_answered: problemAnswered,
  request_received: requestReceived,
  quote_received: (r) => {
    const title = text(r.p, 'title');
    const farm = text(r.p, 'farm');
    const sentence = byNames(farm, title, [
      (farm, title) => msg`${farm} sent a quote for ${title}`,
      (farm) => msg`${farm} sent a quote`,
      (title) => msg`New quote for ${title}`,
      msg`New quote on your request`,
    ]);
    return withTotal(r, r.say(sentence), moneyOf(r, 'total'));
  },
  quote_countered: (r) => {
    const title = text(r.p, 'title');
    const buyer = text(r.p, 'buyer');
    const sentence = byNames(buyer, title, [
      (buyer, title) => msg`${buyer} made a counter-offer on ${title}`,
      (buyer) => msg`${buyer} made a counter-offer on your quote`,
      (title) => msg`The buyer made a counter-offer on ${title}`,
      msg`The buyer made a counter-offer on your quote`,
    ]);
    return withTotal(r, r.say(sentence), moneyOf(r, 'total'));
  },
  quote_revised: (r) => {
    const title = text(r.p, 'title');
    const farm = text(r.p, 'farm');
    const sentence = byNames(farm, title, [
      (farm, title) => msg`${farm} revised its quote for ${title}`,
      (farm) => msg`${farm} revised its quote`,
      (title) => msg`The farm revised its quote for ${title}`,
      msg`The farm revised its quote`,
    ]);
    return withTotal(r, r.say(sentence), moneyOf(r, 'total'));
  },
  quote_accepted: quoteAccepted,
  quote_declined: quoteDeclined,
  quote_withdrawn: (r) => {
    const title = text(r.p, 'title');
    const farm = text(r.p, 'farm');
    const sentence = byNames(farm, title, [
      (farm, title) => msg`${farm} withdrew its quote for ${title}`,
      (farm) => msg`${farm} withdrew its quote`,
      (title) => msg`A farm withdrew its quote for ${title}`,
      msg`A farm withdrew its quote`,
    ]);
    return withDetail(r, r.say(sentence), text(r.p, 'reason'));
  },
  quote_closed: quoteClosed,
  request_expired: (r) => {
    const title = text(r.p, 'title');
    return r.say(title ? msg`Your request for ${title} expired without an accepted quote` : msg`Your request expired without an accepted quote`);
  },
  standing_placed: standingPlaced,
  standing_failed: standingFailed,
  standing_missed: standingMissed,
  standing_price_changed: standingPriceChanged,
  standing_created: standingCreated,
  standing_cancelled: (r) => {
    const buyer = text(r.p, 'buyer');
    return r.say(buyer ? msg`${buyer} cancelled their standing order with your farm` : msg`A buyer cancelled their standing order with your farm`);
  },
  preorder_received: preorderReceived,
  preorder_withdrawn: preorderWithdrawn,
  preorder_filled: preorderFilled,
  preorder_partial: preorderPartial,
  preorder_unfilled: preorderUnfilled,
  harvest_cancelled: harvestCancelled,
  payment_recorded: paymentRecorded,
  invoice_due_soon: invoiceDueSoon,
  invoice_overdue: invoiceOverdue,
  etransfer_claimed: eTransferClaimed,
  etransfer_answered: eTransferAnswered,
};

export function useNotificationText(): (notification: Pick<Notification, 'kind' | 'params' | 'href'>) => string {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const { number } = useQuantityFormats();
  const quantity = useQuantityLabel();
  const closedReason = useClosedReasonLabel('farm');
  const standing = useStandingText();
  const say = (message: MessageDescriptor) => i18n._(message);

  return ({ kind, params, href }) => {
    const build = Object.hasOwn(NOTIFICATION_TEXT, kind) ? NOTIFICATION_TEXT[kind] : undefined;
    if (!build) return say(msg`You have a new notification`);
    const p: Params = params && typeof params === 'object' ? params : {};
    return build({
      p,
      sellerReads: !!href?.startsWith('/seller/'),
      say,
      money,
      number,
      quantity,
      closedReason,
      standing,
      fr: i18n.locale === 'fr',
    });
  };
}
