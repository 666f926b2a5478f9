// Demo bulk buying: Bistro Bruno's business, and its produce requests at every stage, written as the
// services would have written them: the farms each request went to, every version of each quote (totals from
// quoteTotalMinor), the orders made from accepted quotes with their timelines, the agreements chained by fingerprint,
// and the notifications both sides received.
//  - Field Tomatoes, 150 kg next week: two farms quoted; the buyer countered Maple Ridge Farm, which revised (unread).
//  - Honeycrisp Apples, 120 kg: sent this morning to two chosen orchards, nobody has quoted (unread for the farms).
//  - Sweet Potatoes, 200 lb: Maple Ridge Farm's quote accepted -> an accepted pre-order of a coming harvest; the
//    other farm's quote closed politely.
//  - Carrots, 300 kg: Ferme des Érables accepted the buyer's counter-offer; the order was delivered (completed).
import { randomUUID } from 'node:crypto';
import type { ClosedReason, NotificationKind, OrderStatus, QuoteStatus, RequestStatus } from '../../../contract/enums.ts';
import { addDays, formatInvoiceNumber, orderAddressOf, orderTotals, paymentTermDays, taxLines, todayInCanada } from '../../../contract/order-rules.ts';
import { REQUEST_HREF } from '../../../contract/quotes.ts';
import { findQuoteTransition, GENESIS_HASH, isPreorderTerms, pricePerQuantityUnit, quoteTotalMinor, SYSTEM_QUOTE_CLOSE, type QuoteActor, type QuoteTerms } from '../../../contract/quote-rules.ts';
import { eq } from 'drizzle-orm';
import { fingerprint } from '../../modules/quotes/agreements.ts';
import type { AgreementRecord } from '../../modules/quotes/quotes-mappers.ts';
import type { Db } from '../client.ts';
import type { products } from '../schema/catalogue.ts';
import { notifications, orderEvents, orderLines, orderMoneyColumns, orders } from '../schema/orders.ts';
import { agreements, bulkBuyers, quoteRequestSellers, quoteRequests, quoteVersions, quotes } from '../schema/quotes.ts';
import { DEMO_BULK_BUYER } from './data.ts';
import type { SeedAddress, SeedFarm, SeedPerson } from './orders.ts';

type ProductRow = typeof products.$inferInsert & { id: string };

export interface QuoteSeedInput {
  now: Date;
  person: (email: string) => SeedPerson;
  farms: SeedFarm[];
  products: ProductRow[];
  addresses: SeedAddress[];
  categoryId: (slug: string) => string;
  /** A product's card picture, for the request's image. */
  imageOf: (productId: string) => string | null;
  /** The last invoice number taken per seller id (the demo orders'); the orders made here continue it. */
  lastInvoice: Map<string, number>;
}

export interface QuoteSeed {
  bulkBuyers: Array<typeof bulkBuyers.$inferInsert>;
  requests: Array<typeof quoteRequests.$inferInsert & { id: string; updatedAt: Date }>;
  recipients: Array<typeof quoteRequestSellers.$inferInsert>;
  quotes: Array<typeof quotes.$inferInsert & { id: string; updatedAt: Date }>;
  versions: Array<typeof quoteVersions.$inferInsert>;
  agreements: Array<typeof agreements.$inferInsert>;
  orders: Array<typeof orders.$inferInsert>;
  lines: Array<typeof orderLines.$inferInsert>;
  events: Array<typeof orderEvents.$inferInsert>;
  notifications: Array<typeof notifications.$inferInsert>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SAM = 'seller@demo.freshmarket.ca';
const ELODIE = 'seller2@demo.freshmarket.ca';
const ORCHARDS = 'seller4@demo.freshmarket.ca';

interface Move {
  /** Hours after the request was made. */
  at: number;
  by: QuoteActor;
  kind: 'quote' | 'counter' | 'revision' | 'accept';
  /** Changes to the previous terms (the first version: all of them). */
  terms?: Partial<QuoteTerms>;
  note?: string;
}

interface QuotePlan {
  farm: string;
  /** The farm's catalogue product by name. */
  product?: string;
  moves: Move[];
  /** The buyer has opened the farm's latest move. */
  buyerRead?: boolean;
}

interface RequestPlan {
  title: string;
  titleFr: string;
  /** Catalogue product whose name and picture the request took (by name, any farm). */
  product?: string;
  category: string;
  variety: string | null;
  grade: 'top' | 'mid' | 'lower' | null;
  quantity: number;
  unit: 'kg' | 'lb';
  packaging: string | null;
  organic: boolean;
  createdDaysAgo: number;
  /** Days from today (negative: past). */
  deliveryInDays: number;
  window: [string, string];
  targetPriceMinor: number | null;
  note: string | null;
  audience: 'matching' | 'chosen';
  farms: string[];
  /** Farms that opened the request. */
  seenBy: string[];
  quotes: QuotePlan[];
  /** The status of the order made from the accepted quote (delivered: on the delivery date). */
  order?: OrderStatus;
}

const PLANS: RequestPlan[] = [
  {
    title: 'Carrots',
    titleFr: 'Carottes',
    category: 'root-vegetables',
    variety: 'Nantes',
    grade: 'mid',
    quantity: 300,
    unit: 'kg',
    packaging: '25 kg mesh bags',
    organic: false,
    createdDaysAgo: 27,
    deliveryInDays: -20,
    window: ['07:00', '10:00'],
    targetPriceMinor: 160,
    note: 'For soups and the staff meal. Washed, tops off.',
    audience: 'matching',
    farms: [SAM, ELODIE],
    seenBy: [SAM, ELODIE],
    quotes: [
      {
        farm: SAM,
        moves: [{ at: 5, by: 'seller', kind: 'quote', terms: { grade: 'mid', price_minor: 195, pack_type: '25 kg mesh bags' }, note: 'Washed and topped, from our storage.' }],
      },
      {
        farm: ELODIE,
        product: 'Carrots – Farmers’ pick',
        moves: [
          { at: 8, by: 'seller', kind: 'quote', terms: { grade: 'mid', price_minor: 179, pack_type: '25 kg mesh bags', location: 'Marché By, Ottawa' }, note: 'Nos Nantes de la Beauce, livrées depuis Ottawa.' },
          { at: 20, by: 'buyer', kind: 'counter', terms: { price_minor: 165 }, note: 'Could you do $1.65/kg for the 300 kg?' },
          { at: 26, by: 'seller', kind: 'accept' },
        ],
      },
    ],
    order: 'delivered',
  },
  {
    title: 'Sweet Potatoes',
    titleFr: 'Patates douces',
    product: 'Sweet Potatoes – Early season',
    category: 'root-vegetables',
    variety: 'Covington',
    grade: 'top',
    quantity: 200,
    unit: 'lb',
    packaging: '40 lb cases',
    organic: false,
    createdDaysAgo: 6,
    deliveryInDays: 12,
    window: ['06:30', '09:00'],
    targetPriceMinor: 150,
    note: 'Fall menu: roasted sweet potatoes with maple.',
    audience: 'matching',
    farms: [SAM, ELODIE],
    seenBy: [SAM, ELODIE],
    quotes: [
      {
        farm: SAM,
        product: 'Sweet Potatoes – Early season',
        moves: [
          { at: 20, by: 'seller', kind: 'quote', terms: { grade: 'top', price_minor: 145, pack_type: '40 lb cases', availability_start: 'in:9', availability_end: 'in:40' }, note: 'First dig of the season, cured two weeks.' },
          { at: 70, by: 'buyer', kind: 'accept' },
        ],
      },
      {
        farm: ELODIE,
        moves: [{ at: 40, by: 'seller', kind: 'quote', terms: { grade: 'mid', price_minor: 139, pack_type: '20 lb cases', location: 'Marché By, Ottawa' } }],
        buyerRead: true,
      },
    ],
    order: 'accepted',
  },
  {
    title: 'Field Tomatoes',
    titleFr: 'Tomates des champs',
    product: 'Field Tomatoes – Bulk case',
    category: 'vegetables',
    variety: 'Roma',
    grade: 'top',
    quantity: 150,
    unit: 'kg',
    packaging: '10 kg flats',
    organic: false,
    createdDaysAgo: 2,
    deliveryInDays: 7,
    window: ['07:00', '10:00'],
    targetPriceMinor: 380,
    note: 'Sauce for the week. Ripe but firm, please.',
    audience: 'matching',
    farms: [SAM, ELODIE],
    seenBy: [SAM, ELODIE],
    quotes: [
      {
        farm: SAM,
        product: 'Field Tomatoes – Bulk case',
        moves: [
          { at: 5, by: 'seller', kind: 'quote', terms: { grade: 'top', price_minor: 420, pack_type: '10 kg flats' }, note: 'Romas picked the day before delivery.' },
          { at: 20, by: 'buyer', kind: 'counter', terms: { price_minor: 380 }, note: 'We order every week in season: $3.80/kg?' },
          { at: 40, by: 'seller', kind: 'revision', terms: { price_minor: 395, pack_style: 'Single layer' }, note: 'Best I can do is $3.95/kg, single-layer flats so nothing gets crushed.' },
        ],
      },
      {
        farm: ELODIE,
        moves: [{ at: 12, by: 'seller', kind: 'quote', terms: { grade: 'mid', quantity: 140, price_minor: 410, pack_type: '10 kg flats', location: 'Marché By, Ottawa' }, note: 'Nous avons 140 kg cette semaine.' }],
        buyerRead: true,
      },
    ],
  },
  {
    title: 'Honeycrisp Apples',
    titleFr: 'Pommes Honeycrisp',
    category: 'fruits',
    variety: 'Honeycrisp',
    grade: null,
    quantity: 120,
    unit: 'kg',
    packaging: 'Bushel boxes',
    organic: false,
    createdDaysAgo: 0.4,
    deliveryInDays: 10,
    window: ['08:00', '11:00'],
    targetPriceMinor: null,
    note: 'Tarte Tatin for the holidays: firm apples that hold their shape.',
    audience: 'chosen',
    farms: [SAM, ORCHARDS],
    seenBy: [],
    quotes: [],
  },
];


export function planDemoQuotes(input: QuoteSeedInput): QuoteSeed {
  const out: QuoteSeed = { bulkBuyers: [], requests: [], recipients: [], quotes: [], versions: [], agreements: [], orders: [], lines: [], events: [], notifications: [] };
  const now = input.now.getTime();
  const today = todayInCanada(input.now);
  const buyer = input.person(DEMO_BULK_BUYER.email);
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;
  const business = DEMO_BULK_BUYER.businessName;
  const address = input.addresses.find((a) => a.email === DEMO_BULK_BUYER.email)!;
  const farmOf = (email: string) => input.farms.find((f) => f.email === email)!;
  const productNamed = (name: string, sellerId?: string) => input.products.find((p) => p.name === name && (!sellerId || p.sellerId === sellerId));
  let seq = 0;
  let prevHash = GENESIS_HASH;

  out.bulkBuyers.push({
    userId: buyer.id,
    businessName: business,
    businessNumber: DEMO_BULK_BUYER.businessNumber,
    businessType: DEMO_BULK_BUYER.businessType,
    expectedMonthlyVolume: DEMO_BULK_BUYER.expectedMonthlyVolume,
    hstNumber: DEMO_BULK_BUYER.hstNumber,
    sfcrLicense: DEMO_BULK_BUYER.sfcrLicense,
    unit: DEMO_BULK_BUYER.unit,
    createdAt: new Date(now - 320 * DAY),
    updatedAt: new Date(now - 320 * DAY),
  });

  // Oldest first, so the agreements chain in the order they were made.
  for (const plan of PLANS) {
    const requestId = randomUUID();
    const created = now - plan.createdDaysAgo * DAY;
    const at = (hours: number) => new Date(created + hours * HOUR);
    const deliveryDate = addDays(today, plan.deliveryInDays);
    const requestProduct = plan.product ? productNamed(plan.product) : undefined;
    const orderAddress = orderAddressOf({ id: address.id, full_name: address.fullName, phone_number: address.phone, line1: address.line1, line2: address.line2, city: address.city, province: address.province, postal_code: address.postalCode });
    const buyerHref = REQUEST_HREF.buyer(requestId);
    const notice = (userId: string, kind: NotificationKind, when: Date, params: Record<string, string | number | null>, href: string, orderId: string | null = null) =>
      out.notifications.push({ userId, kind, orderId, params, href, createdAt: when, updatedAt: when, readAt: when.getTime() < now - DAY ? new Date(when.getTime() + 2 * HOUR) : null });

    let status: RequestStatus = 'pending';
    let acceptedQuoteId: string | null = null;
    let orderId: string | null = null;
    let lastActivity = created;

    for (const email of plan.farms) {
      const farm = farmOf(email);
      out.recipients.push({ requestId, sellerId: farm.sellerId, chosen: plan.audience === 'chosen', seenAt: plan.seenBy.includes(email) ? at(2 + plan.farms.indexOf(email)) : null, createdAt: at(0) });
      notice(farm.userId, 'request_received', at(0), { title: plan.title, buyer: business, quantity: plan.quantity, unit: plan.unit }, REQUEST_HREF.seller(requestId));
    }

    // The accepting move happens last among the quotes (the others are closed by it).
    const quoteRows: Array<{ plan: QuotePlan; row: QuoteSeed['quotes'][number]; terms: QuoteTerms; version: number }> = [];
    for (const qp of plan.quotes) {
      const farm = farmOf(qp.farm);
      const product = qp.product ? productNamed(qp.product, farm.sellerId) : undefined;
      if (qp.product && !product) throw new Error(`demo quotes: ${farm.farmName} has no '${qp.product}'`);
      const quoteId = randomUUID();
      const sellerHref = REQUEST_HREF.seller(requestId);
      const base: QuoteTerms = {
        variety: plan.variety,
        grade: plan.grade ?? 'top',
        pack_type: plan.packaging ?? 'Cases',
        pack_style: null,
        quantity: plan.quantity,
        unit: plan.unit,
        availability_start: addDays(deliveryDate, -3),
        availability_end: addDays(deliveryDate, 14),
        delivery_date: deliveryDate,
        location: `${farm.branches[0]!.name}, ${farm.branches[0]!.city}`,
        price_minor: 100,
        per_unit: plan.unit,
        currency: 'CAD',
      };
      let terms = base;
      let version = 0;
      let quoteStatus: QuoteStatus = 'sent';
      let buyerUnread = false;
      let sellerUnread = false;
      let updated = created;
      const row: QuoteSeed['quotes'][number] = { id: quoteId, requestId, sellerId: farm.sellerId, buyerId: buyer.id, farmName: farm.farmName, productId: product?.id ?? null, status: 'sent', createdAt: at(qp.moves[0]!.at), updatedAt: at(0) };
      for (const move of qp.moves) {
        const when = at(move.at);
        updated = when.getTime();
        if (move.kind !== 'quote') {
          const action = move.kind === 'revision' ? 'revise' : move.kind;
          if (!findQuoteTransition(quoteStatus, action, move.by)) throw new Error(`demo quotes: ${move.by} cannot ${action} a ${quoteStatus} quote`);
        }
        if (move.kind === 'quote' || move.kind === 'counter' || move.kind === 'revision') {
          const changes = Object.fromEntries(
            Object.entries(move.terms ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('in:') ? addDays(today, Number(v.slice(3))) : v]),
          ) as Partial<QuoteTerms>;
          terms = { ...terms, ...changes };
          version += 1;
          const total = quoteTotalMinor(terms);
          out.versions.push({ quoteId, number: version, author: move.by, kind: move.kind, terms, totalMinor: total, note: move.note ?? null, createdBy: move.by === 'buyer' ? buyer.id : farm.userId, createdAt: when });
          quoteStatus = move.kind === 'counter' ? 'countered' : move.kind === 'revision' ? 'revised' : 'sent';
          buyerUnread = move.by === 'seller';
          sellerUnread = move.by === 'buyer';
          const money = { total, currency: terms.currency };
          if (move.kind === 'quote') notice(buyer.id, 'quote_received', when, { title: plan.title, farm: farm.farmName, ...money }, buyerHref);
          if (move.kind === 'counter') notice(farm.userId, 'quote_countered', when, { title: plan.title, buyer: business, ...money }, sellerHref);
          if (move.kind === 'revision') notice(buyer.id, 'quote_revised', when, { title: plan.title, farm: farm.farmName, ...money }, buyerHref);
        } else {
          quoteStatus = 'accepted';
          buyerUnread = move.by === 'seller';
          sellerUnread = move.by === 'buyer';
        }
      }
      if (qp.buyerRead) buyerUnread = false;
      // Read by each side once it is a day old.
      if (updated < now - DAY) {
        buyerUnread = false;
        sellerUnread = false;
      }
      Object.assign(row, { status: quoteStatus, closedReason: null, currentVersion: version, buyerUnread, sellerUnread, updatedAt: new Date(updated) });
      lastActivity = Math.max(lastActivity, updated);
      out.quotes.push(row);
      quoteRows.push({ plan: qp, row, terms, version });
    }

    // The accepted quote: its order (as S2's accept writes it) and its agreement.
    const accepted = quoteRows.find((q) => q.row.status === 'accepted');
    if (accepted && plan.order) {
      const closedAt = at(accepted.plan.moves[accepted.plan.moves.length - 1]!.at);
      // The other open quotes are closed politely when one is accepted.
      for (const q of quoteRows) {
        if (q === accepted || !['sent', 'countered', 'revised'].includes(q.row.status!)) continue;
        const farm = farmOf(q.plan.farm);
        const reason: ClosedReason = 'other_quote_accepted';
        Object.assign(q.row, { status: SYSTEM_QUOTE_CLOSE[reason], closedReason: reason, buyerUnread: false, sellerUnread: closedAt.getTime() >= now - DAY, updatedAt: closedAt });
        notice(farm.userId, 'quote_closed', closedAt, { title: plan.title, buyer: business, reason }, REQUEST_HREF.seller(requestId));
      }
      const farm = farmOf(accepted.plan.farm);
      const acceptMove = accepted.plan.moves[accepted.plan.moves.length - 1]!;
      const acceptedAt = at(acceptMove.at);
      const terms = accepted.terms;
      const total = quoteTotalMinor(terms);
      const unitPrice = pricePerQuantityUnit(terms);
      orderId = randomUUID();
      acceptedQuoteId = accepted.row.id;
      status = plan.order === 'delivered' ? 'completed' : 'approved';
      const invoiceNumber = (input.lastInvoice.get(farm.sellerId) ?? 0) + 1;
      input.lastInvoice.set(farm.sellerId, invoiceNumber);
      const invoice = formatInvoiceNumber(invoiceNumber);
      const taxes = taxLines(address.province);
      const totals = orderTotals([{ quantity: terms.quantity, list_price_minor: unitPrice, unit_price_minor: unitPrice }], 0, taxes);
      const product = accepted.row.productId ? input.products.find((p) => p.id === accepted.row.productId) : undefined;
      // Delivered at 9:30 in Toronto on the agreed day.
      const deliveredAt = plan.order === 'delivered' ? new Date(`${terms.delivery_date}T13:30:00Z`) : null;
      const steps: Array<{ status: OrderStatus; at: Date; by: 'buyer' | 'seller' }> = [
        { status: 'placed', at: acceptedAt, by: 'buyer' },
        // Both in the accepting move; a second apart so the timeline reads in order.
        { status: 'accepted', at: new Date(acceptedAt.getTime() + 1000), by: 'seller' },
      ];
      if (deliveredAt) {
        steps.push({ status: 'packed', at: new Date(deliveredAt.getTime() - 16 * HOUR), by: 'seller' });
        steps.push({ status: 'out_for_delivery', at: new Date(deliveredAt.getTime() - 2 * HOUR), by: 'seller' });
        steps.push({ status: 'delivered', at: deliveredAt, by: 'seller' });
      }
      const last = steps[steps.length - 1]!;
      const termDays = paymentTermDays('invoice_net30');
      out.orders.push({
        id: orderId,
        buyerId: buyer.id,
        sellerId: farm.sellerId,
        buyerName,
        buyerBusiness: business,
        farmName: farm.farmName,
        status: plan.order,
        fulfilment: 'delivery',
        address: orderAddress,
        pickup: null,
        branchId: product?.branchId ?? null,
        date: terms.delivery_date,
        paymentMethod: 'invoice_net30',
        paymentDue: termDays > 0 ? addDays(terms.delivery_date, termDays) : null,
        note: plan.note,
        currency: terms.currency,
        ...orderMoneyColumns(totals, taxes),
        invoiceNumber,
        deliveredAt,
        quoteId: accepted.row.id,
        // Nothing was reserved: the harvest was still to come when the quote was accepted.
        preorder: true,
        createdAt: acceptedAt,
        updatedAt: last.at,
      });
      if (!isPreorderTerms(terms, todayInCanada(acceptedAt))) throw new Error(`demo quotes: '${plan.title}' is not a future harvest`);
      out.lines.push({
        id: randomUUID(),
        orderId,
        productId: product?.id ?? null,
        productName: product?.name ?? plan.title,
        productNameFr: product?.nameFr ?? plan.titleFr,
        grade: terms.grade,
        unit: terms.unit,
        quantity: terms.quantity,
        listPriceMinor: unitPrice,
        unitPriceMinor: unitPrice,
        position: 0,
        createdAt: acceptedAt,
      });
      for (const step of steps) {
        out.events.push({ orderId, status: step.status, actor: step.by, userId: step.by === 'buyer' ? buyer.id : farm.userId, byName: step.by === 'buyer' ? buyerName : farm.farmName, reason: null, createdAt: step.at });
        if (step.status !== 'placed' && step.status !== 'accepted') {
          notice(buyer.id, 'order_status', step.at, { invoice, farm: farm.farmName, buyer: buyerName, status: step.status, reason: null }, `/orders/${orderId}`, orderId);
        }
      }
      const acceptedBy = acceptMove.by;
      const other = acceptedBy === 'buyer' ? { userId: farm.userId, href: REQUEST_HREF.seller(requestId) } : { userId: buyer.id, href: buyerHref };
      notice(other.userId, 'quote_accepted', acceptedAt, { title: plan.title, farm: farm.farmName, buyer: business, total, currency: terms.currency, invoice }, other.href, orderId);

      seq += 1;
      const agreementId = randomUUID();
      const record: AgreementRecord = {
        id: agreementId,
        seq,
        quote_id: accepted.row.id,
        request_id: requestId,
        order_id: orderId,
        buyer: { id: buyer.id, name: buyerName, business },
        seller: { id: farm.sellerId, farm_name: farm.farmName },
        title: plan.title,
        terms,
        total_minor: total,
        accepted_by: acceptedBy,
        accepted_at: acceptedAt.toISOString(),
        quote_version: accepted.version,
      };
      const prev = prevHash;
      const hash = fingerprint(prev, record);
      prevHash = hash;
      out.agreements.push({ id: agreementId, seq, quoteId: accepted.row.id, requestId, orderId, buyerId: buyer.id, sellerId: farm.sellerId, record: record as unknown as Record<string, unknown>, prevHash: prev, hash, createdAt: acceptedAt, updatedAt: acceptedAt });
      Object.assign(accepted.row, { orderId, agreementId });
      lastActivity = Math.max(lastActivity, last.at.getTime());
    }

    out.requests.push({
      id: requestId,
      buyerId: buyer.id,
      buyerName,
      buyerBusiness: business,
      title: plan.title,
      titleFr: plan.titleFr,
      productId: requestProduct?.id ?? null,
      categoryId: input.categoryId(plan.category),
      image: requestProduct ? input.imageOf(requestProduct.id) : null,
      variety: plan.variety,
      grade: plan.grade,
      quantity: plan.quantity,
      unit: plan.unit,
      packaging: plan.packaging,
      organicRequired: plan.organic,
      fulfilment: 'delivery',
      address: orderAddress,
      city: address.city,
      province: address.province,
      deliveryDate,
      windowStart: plan.window[0],
      windowEnd: plan.window[1],
      targetPriceMinor: plan.targetPriceMinor,
      currency: 'CAD',
      paymentMethod: 'invoice_net30',
      note: plan.note,
      audience: plan.audience,
      status,
      closedReason: null,
      acceptedQuoteId,
      orderId,
      createdAt: at(0),
      updatedAt: new Date(lastActivity),
    });
  }
  return out;
}

/**
 * Writes the plan in the order the foreign keys need, then puts back the times of the last activity the triggers
 * replaced (a new version or quote touches its quote and request with now()).
 */
export async function insertDemoQuotes(tx: Db, seed: QuoteSeed): Promise<void> {
  await tx.insert(bulkBuyers).values(seed.bulkBuyers);
  await tx.insert(orders).values(seed.orders);
  await tx.insert(orderLines).values(seed.lines);
  await tx.insert(orderEvents).values(seed.events);
  await tx.insert(quoteRequests).values(seed.requests);
  await tx.insert(quoteRequestSellers).values(seed.recipients);
  await tx.insert(quotes).values(seed.quotes);
  await tx.insert(quoteVersions).values(seed.versions);
  await tx.insert(agreements).values(seed.agreements);
  await tx.insert(notifications).values(seed.notifications);
  for (const q of seed.quotes) await tx.update(quotes).set({ updatedAt: q.updatedAt }).where(eq(quotes.id, q.id));
  for (const r of seed.requests) await tx.update(quoteRequests).set({ updatedAt: r.updatedAt }).where(eq(quoteRequests.id, r.id));
}
