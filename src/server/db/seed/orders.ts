// Demo orders: what the buyer, the bulk buyer and the farms see on first start. Every order took its stock
// with 'reserved' movements (a rejected or cancelled one gave it back with 'released'), has its timeline, the farm's
// sequential invoice number, and the notifications both parties received. The caller rebuilds the inventory history
// of every ordered grade around these movements so it still ends at the grade's stock.
import { randomUUID } from 'node:crypto';
import { discountedMinor } from '../../../contract/money.ts';
import { addDays, availableDates, formatInvoiceNumber, orderAddressOf, orderPath, orderTotals, paymentTermDays, taxLines, todayInCanada } from '../../../contract/order-rules.ts';
import type { FulfilmentMethod, NotificationKind, OrderStatus, PaymentMethod, ProblemKind, ProblemResolution } from '../../../contract/enums.ts';
import type { productGrades, productReviews, products, stockMovements } from '../schema/catalogue.ts';
import { DEMO_BULK_BUYER } from './data.ts';
import type { MoneyPlan } from './money.ts';
import { orderMoneyColumns, type notifications, type orderEvents, type orderLines, type orderProblems, type orders } from '../schema/orders.ts';

type ProductRow = typeof products.$inferInsert & { id: string };
type GradeRow = typeof productGrades.$inferInsert;

export interface SeedPerson {
  id: string;
  firstName: string;
  lastName: string;
}

export interface SeedFarm {
  email: string;
  sellerId: string;
  userId: string;
  farmName: string;
  terms: { minOrderMinor: number; deliveryFeeMinor: number; deliveryDays: number[]; leadDays: number };
  branches: Array<{ id: string; name: string; address: string; city: string; province: string; phone: string | null; status: string }>;
}

export interface SeedAddress {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  line1: string;
  line2: string | null;
  city: string;
  province: string;
  postalCode: string;
}

export interface OrderSeedInput {
  now: Date;
  person: (email: string) => SeedPerson;
  farms: SeedFarm[];
  products: ProductRow[];
  grades: GradeRow[];
  addresses: SeedAddress[];
}

export interface OrderSeed {
  orders: Array<typeof orders.$inferInsert>;
  lines: Array<typeof orderLines.$inferInsert>;
  events: Array<typeof orderEvents.$inferInsert>;
  problems: Array<typeof orderProblems.$inferInsert>;
  notifications: Array<typeof notifications.$inferInsert>;
  reviews: Array<typeof productReviews.$inferInsert>;
  /** The orders' 'reserved' and 'released' movements (stock_after is set by the caller's rebuilt history). */
  movements: Array<typeof stockMovements.$inferInsert>;
  /** The last invoice number taken per seller id. */
  lastInvoice: Map<string, number>;
  /** How each order was paid (money.ts writes it in the ledger). */
  money: Array<{ orderId: string; plan: MoneyPlan }>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Plan {
  buyer: string;
  farm: string;
  status: OrderStatus;
  fulfilment: FulfilmentMethod;
  payment: PaymentMethod;
  /** How long ago it was placed, in days (fractions for hours). */
  placedDaysAgo: number;
  /** Delivered orders: how long ago they were delivered. */
  deliveredDaysAgo?: number;
  lineCount: number;
  /** Restaurants order more of each. */
  bulk?: boolean;
  note?: string;
  reason?: string;
  /** The pickup branch by name. */
  pickupAt?: string;
  /** Ratings the buyer gave to the first lines: [rating, comment]. */
  ratings?: Array<[number, string | null]>;
  problem?: { kind: ProblemKind; description: string; hoursAfterDelivery: number; resolution: ProblemResolution; amountMinor: number | null; note: string };
  /** What was paid on it, and how (money.ts). */
  money?: MoneyPlan;
}

const SAM = 'seller@demo.freshmarket.ca';
const BUYER = 'buyer@demo.freshmarket.ca';
const BULK = 'bulkbuyer@demo.freshmarket.ca';

/** The demo orders, oldest first. */
const PLANS: Plan[] = [
  // Bistro Bruno's months of invoices from Maple Ridge Farm (money.ts): paid by cheque at 30 days, by an e-Transfer
  // the farm confirmed, in two instalments (cash, then an e-Transfer), and one now overdue with an e-Transfer notice
  // waiting for the farm's answer.
  {
    buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net30', placedDaysAgo: 100, deliveredDaysAgo: 98, lineCount: 3, bulk: true,
    note: 'Kitchen door in the lane, before 10 a.m. please.',
    money: { payments: [{ daysAfterDelivery: 29, method: 'cheque', share: 1, reference: '1187' }] },
  },
  {
    buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net30', placedDaysAgo: 86, deliveredDaysAgo: 84, lineCount: 3, bulk: true,
    note: 'Kitchen door in the lane, before 10 a.m. please.',
    money: { payments: [{ daysAfterDelivery: 27, method: 'etransfer', share: 1, reference: 'CAvXq7Ln', viaClaim: true }] },
  },
  {
    buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net15', placedDaysAgo: 65, deliveredDaysAgo: 63, lineCount: 4, bulk: true,
    note: 'Catering for a wedding on Saturday: the same again, please.',
    money: { payments: [{ daysAfterDelivery: 13, method: 'cash', share: 0.6 }, { daysAfterDelivery: 21, method: 'etransfer', share: 'rest', reference: 'CAb3Tr9K' }] },
  },
  {
    buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net30', placedDaysAgo: 44, deliveredDaysAgo: 42, lineCount: 3, bulk: true,
    note: 'Kitchen door in the lane, before 10 a.m. please.',
    money: { overdueReminded: true, pendingClaim: { daysAgo: 1, reference: 'CAm8Wd2P' } },
  },
  {
    buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net30', placedDaysAgo: 14, deliveredDaysAgo: 12, lineCount: 3, bulk: true,
    note: 'Kitchen door in the lane, before 10 a.m. please.',
    problem: { kind: 'damaged', description: 'Part of the {product} arrived crushed under a crate: bruised and leaking, not something we can serve.', hoursAfterDelivery: 3, resolution: 'credit', amountMinor: 1800, note: 'Sorry, Bruno. A credit of $18.00 is applied to your next order, and we are strapping the flats from now on.' },
    // Part paid: the credit, and a cheque for half.
    money: { payments: [{ daysAfterDelivery: 8, method: 'cheque', share: 0.5, reference: '1203' }] },
  },
  {
    buyer: BUYER, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 12, deliveredDaysAgo: 10, lineCount: 3, ratings: [[5, 'Picked that morning, you can taste it. Will order again!'], [4, 'Very fresh, a few small ones in the box.']],
    money: { payments: [{ daysAfterDelivery: 0, method: 'cash', share: 1 }] },
  },
  { buyer: BULK, farm: SAM, status: 'delivered', fulfilment: 'delivery', payment: 'invoice_net30', placedDaysAgo: 7, deliveredDaysAgo: 5, lineCount: 4, bulk: true, note: 'Weekly produce for the bistro. Kitchen door in the lane, before 10 a.m. please.' },
  { buyer: BUYER, farm: SAM, status: 'cancelled', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 5, lineCount: 2, reason: 'Ordered twice by mistake, sorry!' },
  { buyer: BUYER, farm: 'seller3@demo.freshmarket.ca', status: 'delivered', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 4, deliveredDaysAgo: 0.8, lineCount: 2, money: { payments: [{ daysAfterDelivery: 0, method: 'card_on_delivery', share: 1 }] } },
  { buyer: BUYER, farm: 'seller4@demo.freshmarket.ca', status: 'rejected', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 3, lineCount: 2, reason: "Frost took most of this week's harvest; we cannot fill the order. Sorry!" },
  { buyer: BUYER, farm: SAM, status: 'out_for_delivery', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 2, lineCount: 3 },
  { buyer: BULK, farm: 'seller2@demo.freshmarket.ca', status: 'packed', fulfilment: 'delivery', payment: 'invoice_net15', placedDaysAgo: 2, lineCount: 3, bulk: true, note: 'Pour le brunch de dimanche.' },
  { buyer: BUYER, farm: SAM, status: 'ready_for_pickup', fulfilment: 'pickup', payment: 'pay_on_pickup', placedDaysAgo: 1.2, lineCount: 2, pickupAt: 'St. Lawrence Market stall' },
  { buyer: BUYER, farm: SAM, status: 'accepted', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 1, lineCount: 2 },
  { buyer: BUYER, farm: SAM, status: 'placed', fulfilment: 'delivery', payment: 'pay_on_delivery', placedDaysAgo: 0.125, lineCount: 3, note: 'Please ring twice, the doorbell is weak.' },
];

const isoDay = (d: Date) => todayInCanada(d);
const fullName = (p: SeedPerson) => `${p.firstName} ${p.lastName}`;
const shortName = (p: SeedPerson) => `${p.firstName} ${p.lastName.slice(0, 1)}.`;

/** Products a buyer can order today from `farm`, with a grade that has plenty of stock (oldest listing first). */
function orderable(input: OrderSeedInput, farm: SeedFarm, bulk: boolean) {
  const today = isoDay(input.now);
  const approved = new Set(farm.branches.filter((b) => b.status === 'approved').map((b) => b.id));
  const out: Array<{ product: ProductRow; grade: GradeRow }> = [];
  for (const p of input.products) {
    if (p.sellerId !== farm.sellerId || !approved.has(p.branchId!) || p.currency !== 'CAD') continue;
    if (p.status !== 'Published' && p.status !== 'In Stock') continue;
    // Sold by the gram or millilitre: a line would read '250 g', fine, but the demo keeps to whole-unit produce.
    if (p.unit === 'g' || p.unit === 'ml') continue;
    // Cases sold by five or more are for restaurants.
    if (!bulk && (p.minOrderQty ?? 1) > 1) continue;
    if ((p.availableFrom ?? today) > today || (p.availableUntil ?? '9999') < addDays(today, 14)) continue;
    const grade = input.grades.filter((g) => g.productId === p.id && (g.stock ?? 0) >= 40).sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0))[0];
    if (grade) out.push({ product: p, grade });
  }
  return out;
}

/** The delivery date of an order placed at `placed`: the farm's first day after its notice. */
function firstDate(farm: SeedFarm, placed: Date): string {
  return availableDates({ delivery_days: farm.terms.deliveryDays, lead_days: farm.terms.leadDays }, isoDay(placed), 1)[0] ?? addDays(isoDay(placed), farm.terms.leadDays);
}

/** Farm work happens in the day: a time moved into 8 a.m.-6 p.m. in Toronto (12:00-22:00 UTC, close enough). */
function inWorkingHours(d: Date): Date {
  const h = d.getUTCHours();
  if (h >= 12 && h < 22) return d;
  const out = new Date(d);
  if (h < 12) out.setUTCHours(12 + (d.getUTCMinutes() % 3), d.getUTCMinutes());
  else out.setUTCHours(21, d.getUTCMinutes());
  return out;
}

export function planDemoOrders(input: OrderSeedInput): OrderSeed {
  const out: OrderSeed = { orders: [], lines: [], events: [], problems: [], notifications: [], reviews: [], movements: [], lastInvoice: new Map(), money: [] };
  const farmOf = (email: string) => input.farms.find((f) => f.email === email)!;
  const used = new Map<string, number>();
  const now = input.now.getTime();

  for (const plan of PLANS) {
    const farm = farmOf(plan.farm);
    const buyer = input.person(plan.buyer);
    const sellerUser = { id: farm.userId };
    const placedAt = new Date(now - plan.placedDaysAgo * DAY);
    const id = randomUUID();
    const invoiceNumber = (out.lastInvoice.get(farm.sellerId) ?? 0) + 1;
    out.lastInvoice.set(farm.sellerId, invoiceNumber);
    const invoice = formatInvoiceNumber(invoiceNumber);

    // Lines: the farm's orderable products in turn, so each order has its own mix.
    const pool = orderable(input, farm, !!plan.bulk);
    if (pool.length < plan.lineCount) throw new Error(`demo orders: ${farm.farmName} has only ${pool.length} orderable products`);
    const start = used.get(farm.sellerId) ?? 0;
    used.set(farm.sellerId, start + plan.lineCount);
    const picked = Array.from({ length: plan.lineCount }, (_, i) => pool[(start + i) % pool.length]!);
    const lines = picked.map(({ product, grade }, i) => {
      const stock = grade.stock ?? 0;
      const wanted = Math.max(product.minOrderQty ?? 1, (plan.bulk ? 6 : 2) + ((start + i) % 3) * (plan.bulk ? 2 : 1));
      return {
        id: randomUUID(),
        orderId: id,
        productId: product.id,
        productName: product.name,
        productNameFr: product.nameFr ?? null,
        grade: grade.grade,
        unit: product.unit!,
        quantity: Math.min(wanted, Math.floor(stock / 3)),
        listPriceMinor: grade.priceMinor,
        unitPriceMinor: discountedMinor(grade.priceMinor, product.discountPercent ?? 0),
        position: i,
        createdAt: placedAt,
        branchId: product.branchId ?? null,
        stock,
      };
    });
    // Reach the farm's minimum order amount, as checkout would have asked.
    const goods = () => lines.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0);
    for (let guard = 0; goods() < farm.terms.minOrderMinor && guard < 200; guard++) {
      const line = lines[guard % lines.length]!;
      if (line.quantity < Math.floor(line.stock / 3)) line.quantity += 1;
    }

    const pickup = plan.fulfilment === 'pickup' ? farm.branches.find((b) => b.name === plan.pickupAt && b.status === 'approved') ?? farm.branches.find((b) => b.status === 'approved')! : null;
    const address = plan.fulfilment === 'delivery' ? input.addresses.find((a) => a.email === plan.buyer)! : null;
    const province = pickup ? pickup.province : address!.province;
    const taxes = taxLines(province);
    const totals = orderTotals(
      lines.map((l) => ({ quantity: l.quantity, list_price_minor: l.listPriceMinor, unit_price_minor: l.unitPriceMinor })),
      plan.fulfilment === 'delivery' ? farm.terms.deliveryFeeMinor : 0,
      taxes,
    );

    // The timeline, then the date and delivery time it implies.
    const deliveredAt = plan.deliveredDaysAgo !== undefined ? inWorkingHours(new Date(now - plan.deliveredDaysAgo * DAY)) : null;
    const date =
      deliveredAt ? isoDay(deliveredAt)
      : plan.status === 'out_for_delivery' || plan.status === 'ready_for_pickup' ? isoDay(input.now)
      : plan.status === 'placed' || plan.status === 'accepted' || plan.status === 'packed' ? firstDate(farm, input.now)
      : firstDate(farm, placedAt);
    const steps: Array<{ status: OrderStatus; at: Date; by: 'buyer' | 'seller'; reason?: string }> = [{ status: 'placed', at: placedAt, by: 'buyer' }];
    if (plan.status === 'cancelled') steps.push({ status: 'cancelled', at: new Date(placedAt.getTime() + 50 * 60_000), by: 'buyer', reason: plan.reason });
    else if (plan.status === 'rejected') steps.push({ status: 'rejected', at: new Date(placedAt.getTime() + 5 * HOUR), by: 'seller', reason: plan.reason });
    else if (plan.status !== 'placed') {
      const path = orderPath(plan.fulfilment);
      const reached = path.slice(1, path.indexOf(plan.status) + 1);
      // Accepted soon after it came in; packed the day before delivery (or this morning); out an hour or two
      // before the end. Kept in order, in working hours, and never after the delivery or the present.
      const end = deliveredAt ? deliveredAt.getTime() : now;
      const target: Partial<Record<OrderStatus, number>> = {
        accepted: placedAt.getTime() + 1.5 * HOUR,
        packed: deliveredAt ? end - 18 * HOUR : now - 3 * HOUR,
        out_for_delivery: end - (deliveredAt ? 2.5 : 1.2) * HOUR,
        ready_for_pickup: end - (deliveredAt ? 4 : 1) * HOUR,
      };
      reached.forEach((status, i) => {
        if (status === 'delivered') return void steps.push({ status, at: deliveredAt!, by: 'seller' });
        const previous = steps[steps.length - 1]!.at.getTime();
        const ceiling = end - (reached.length - i) * 10 * 60_000;
        const wanted = inWorkingHours(new Date(target[status]!)).getTime();
        steps.push({ status, at: new Date(Math.min(Math.max(wanted, previous + 20 * 60_000), ceiling)), by: 'seller' });
      });
    }
    const last = steps[steps.length - 1]!;
    const termDays = paymentTermDays(plan.payment);

    out.orders.push({
      id,
      buyerId: buyer.id,
      sellerId: farm.sellerId,
      buyerName: fullName(buyer),
      buyerBusiness: plan.buyer === DEMO_BULK_BUYER.email ? DEMO_BULK_BUYER.businessName : null,
      farmName: farm.farmName,
      status: plan.status,
      fulfilment: plan.fulfilment,
      address: address
        ? orderAddressOf({ id: address.id, full_name: address.fullName, phone_number: address.phone, line1: address.line1, line2: address.line2, city: address.city, province: address.province, postal_code: address.postalCode })
        : null,
      pickup: pickup ? { branch_id: pickup.id, name: pickup.name, address: pickup.address, city: pickup.city, province: pickup.province, phone: pickup.phone } : null,
      branchId: pickup ? pickup.id : (lines[0]!.branchId ?? null),
      date,
      paymentMethod: plan.payment,
      paymentDue: termDays > 0 ? addDays(date, termDays) : null,
      note: plan.note ?? null,
      currency: 'CAD',
      ...orderMoneyColumns(totals, taxes),
      invoiceNumber,
      deliveredAt,
      createdAt: placedAt,
      updatedAt: last.at,
    });
    out.lines.push(...lines.map(({ branchId: _b, stock: _s, ...l }) => l));
    if (plan.money) out.money.push({ orderId: id, plan: plan.money });

    const notice = (userId: string, kind: NotificationKind, at: Date, params: Record<string, string | number | null>, href: string) =>
      out.notifications.push({
        userId,
        kind,
        orderId: id,
        params,
        href,
        createdAt: at,
        updatedAt: at,
        // What happened more than a day ago has been seen.
        readAt: at.getTime() < now - DAY ? new Date(at.getTime() + 2 * HOUR) : null,
      });
    for (const step of steps) {
      const byName = step.by === 'buyer' ? fullName(buyer) : farm.farmName;
      out.events.push({ orderId: id, status: step.status, actor: step.by, userId: step.by === 'buyer' ? buyer.id : sellerUser.id, byName, reason: step.reason ?? null, createdAt: step.at });
      if (step.status === 'placed') {
        notice(farm.userId, 'order_placed', step.at, { invoice, buyer: fullName(buyer), total: totals.total_minor, currency: 'CAD' }, `/seller/orders/${id}`);
      } else {
        const params = { invoice, farm: farm.farmName, buyer: fullName(buyer), status: step.status, reason: step.reason ?? null };
        if (step.by === 'seller') notice(buyer.id, 'order_status', step.at, params, `/orders/${id}`);
        else notice(farm.userId, 'order_status', step.at, params, `/seller/orders/${id}`);
      }
    }

    // Stock: taken when placed, given back when rejected or cancelled.
    for (const l of lines) {
      const base = { productId: l.productId, sellerId: farm.sellerId, branchId: l.branchId, grade: l.grade, note: invoice, orderId: id, stockAfter: 0 };
      out.movements.push({ ...base, id: randomUUID(), kind: 'reserved', delta: -l.quantity, userId: buyer.id, byName: fullName(buyer), createdAt: placedAt });
      if (plan.status === 'rejected' || plan.status === 'cancelled') {
        const by = last.by === 'buyer' ? { userId: buyer.id, byName: fullName(buyer) } : { userId: farm.userId, byName: farm.farmName };
        out.movements.push({ ...base, id: randomUUID(), kind: 'released', delta: l.quantity, ...by, createdAt: last.at });
      }
    }

    // Feedback given after delivery.
    for (const [i, [rating, comment]] of (plan.ratings ?? []).entries()) {
      const line = lines[i]!;
      out.reviews.push({ productId: line.productId, userId: buyer.id, rating, comment, author: shortName(buyer), orderId: id, createdAt: new Date(deliveredAt!.getTime() + (20 + i) * HOUR) });
    }
    if (plan.problem && deliveredAt) {
      const p = plan.problem;
      const reportedAt = new Date(deliveredAt.getTime() + p.hoursAfterDelivery * HOUR);
      const answeredAt = new Date(reportedAt.getTime() + 5 * HOUR);
      const line = lines[0]!;
      out.problems.push({
        id: randomUUID(),
        orderId: id,
        lines: [{ line_id: line.id, kind: p.kind, quantity: Math.max(1, Math.round(line.quantity / 3)) }],
        description: p.description.replace('{product}', line.productName),
        photos: [],
        resolution: p.resolution,
        amountMinor: p.amountMinor,
        answerNote: p.note,
        answeredAt,
        answeredBy: farm.userId,
        createdAt: reportedAt,
      });
      notice(farm.userId, 'problem_reported', reportedAt, { invoice, buyer: fullName(buyer) }, `/seller/orders/${id}`);
      notice(buyer.id, 'problem_answered', answeredAt, { invoice, farm: farm.farmName, resolution: p.resolution, amount: p.amountMinor, currency: 'CAD' }, `/orders/${id}`);
    }
  }
  return out;
}
