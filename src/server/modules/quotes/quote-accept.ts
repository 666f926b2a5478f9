// Accepting a quote, inside the move's transaction: the order at the accepted terms, made as the
// orders module makes orders (invoice number, one line, timeline, taxes by the request's province), with the stock
// reserved when the farm has it now or as a pre-order for a future harvest; the quote and the request closed on it,
// the other farms' open quotes declined politely, the agreement appended to the fingerprint chain, the other party
// told. The order starts 'accepted': both parties agreed to it.
import { randomUUID } from 'node:crypto';
import { addDays, formatInvoiceNumber, orderTotals, paymentTermDays, taxLines, todayInCanada } from '../../../contract/order-rules.ts';
import type { PaymentMethod } from '../../../contract/enums.ts';
import type { OrderBranch } from '../../../contract/orders.ts';
import { REQUEST_HREF } from '../../../contract/quotes.ts';
import { isPreorderTerms, pricePerQuantityUnit, type QuoteActor } from '../../../contract/quote-rules.ts';
import type { Db } from '../../db/client.ts';
import { orderMoneyColumns } from '../../db/schema/orders.ts';
import { notify } from '../notifications/notify.ts';
import * as orderQueries from '../orders/queries.ts';
import { createAgreement } from './agreements.ts';
import { buyerLabel, closeOpenQuotes } from './quote-followups.ts';
import type { QuoteRow } from './quotes-mappers.ts';
import * as q from './quotes-queries.ts';

export interface AcceptInput {
  request: q.RequestRow;
  /** Locked by the caller (request row first). */
  quote: QuoteRow;
  actor: QuoteActor;
  userId: string;
  farm: { id: string; userId: string; farmName: string };
  now: Date;
}

export async function acceptQuote(tx: Db, input: AcceptInput): Promise<{ orderId: string; agreementId: string }> {
  const { request, quote, actor, userId, farm, now } = input;
  const version = (await q.latestVersion(tx, quote.id))!;
  const terms = version.terms;
  const today = todayInCanada(now);
  const product = quote.productId ? await q.findProduct(tx, quote.productId) : null;

  // Stock now, or a pre-order. Products, then grades (catalogue/locks.ts), then the farm's invoice counter, as
  // checkout does.
  let reserved: orderQueries.LockedGrade | null = null;
  if (product && product.sellerId === quote.sellerId && !isPreorderTerms(terms, today) && product.unit === terms.unit) {
    const [g] = await orderQueries.lockGrades(tx, [{ productId: product.id, grade: terms.grade }]);
    if (g && g.stock >= terms.quantity) reserved = g;
  }
  const preorder = reserved === null;

  const unitPrice = pricePerQuantityUnit(terms);
  const lines = [{ quantity: terms.quantity, list_price_minor: unitPrice, unit_price_minor: unitPrice }];
  const taxes = taxLines(request.province);
  const totals = orderTotals(lines, 0, taxes);
  const paymentMethod = request.paymentMethod as PaymentMethod;
  const termDays = paymentTermDays(paymentMethod);
  const invoiceNumber = await orderQueries.nextInvoiceNumber(tx, quote.sellerId);
  const invoice = formatInvoiceNumber(invoiceNumber);
  const pickup: OrderBranch | null =
    request.fulfilment === 'pickup' ? { branch_id: null, name: farm.farmName, address: terms.location, city: '', province: request.province, phone: null } : null;

  const orderId = randomUUID();
  await orderQueries.insertOrder(tx, {
    id: orderId,
    buyerId: request.buyerId,
    sellerId: quote.sellerId,
    buyerName: request.buyerName,
    buyerBusiness: request.buyerBusiness,
    farmName: farm.farmName,
    status: 'accepted',
    fulfilment: request.fulfilment,
    address: request.fulfilment === 'delivery' ? request.address : null,
    pickup,
    branchId: reserved?.branchId ?? product?.branchId ?? null,
    date: terms.delivery_date,
    paymentMethod,
    paymentDue: termDays > 0 ? addDays(terms.delivery_date, termDays) : null,
    note: request.note,
    currency: terms.currency,
    ...orderMoneyColumns(totals, taxes),
    invoiceNumber,
    quoteId: quote.id,
    preorder,
  });
  await orderQueries.insertLines(tx, [
    {
      orderId,
      productId: product && product.sellerId === quote.sellerId ? product.id : null,
      productName: product?.name ?? request.title,
      productNameFr: product ? product.nameFr : request.titleFr,
      grade: terms.grade,
      unit: terms.unit,
      quantity: terms.quantity,
      listPriceMinor: unitPrice,
      unitPriceMinor: unitPrice,
      position: 0,
    },
  ]);
  const byName = actor === 'seller' ? farm.farmName : request.buyerName;
  if (reserved) {
    const stockAfter = reserved.stock - terms.quantity;
    await orderQueries.setGradeStock(tx, reserved.gradeId, stockAfter);
    await orderQueries.insertMovements(tx, [
      {
        id: randomUUID(),
        productId: reserved.productId,
        sellerId: quote.sellerId,
        branchId: reserved.branchId,
        grade: reserved.grade,
        kind: 'reserved',
        delta: -terms.quantity,
        stockAfter,
        note: invoice,
        orderId,
        userId,
        byName,
      },
    ]);
  }
  await orderQueries.insertEvent(tx, { orderId, status: 'placed', actor: 'buyer', userId: request.buyerId, byName: request.buyerName, createdAt: now });
  await orderQueries.insertEvent(tx, { orderId, status: 'accepted', actor: 'seller', userId: farm.userId, byName: farm.farmName, createdAt: new Date(now.getTime() + 1) });

  const agreementId = await createAgreement(tx, {
    quote_id: quote.id,
    request_id: request.id,
    order_id: orderId,
    buyer: { id: request.buyerId, name: request.buyerName, business: request.buyerBusiness },
    seller: { id: quote.sellerId, farm_name: farm.farmName },
    title: request.title,
    terms,
    total_minor: version.totalMinor,
    accepted_by: actor,
    accepted_at: now.toISOString(),
    quote_version: quote.currentVersion,
  });

  await q.updateQuote(tx, quote.id, {
    status: 'accepted',
    orderId,
    agreementId,
    ...(actor === 'buyer' ? { sellerUnread: true, buyerUnread: false } : { buyerUnread: true, sellerUnread: false }),
  });
  await q.updateRequest(tx, request.id, { status: 'approved', acceptedQuoteId: quote.id, orderId });
  await closeOpenQuotes(tx, request.id, 'other_quote_accepted', now);

  const params = { title: request.title, farm: farm.farmName, buyer: buyerLabel(request), total: totals.total_minor, currency: terms.currency, invoice };
  if (actor === 'buyer') await notify(tx, { userId: farm.userId, kind: 'quote_accepted', orderId, params, href: REQUEST_HREF.seller(request.id) });
  else await notify(tx, { userId: request.buyerId, kind: 'quote_accepted', orderId, params, href: REQUEST_HREF.buyer(request.id) });
  return { orderId, agreementId };
}
