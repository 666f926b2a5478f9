// Placing one order (one farm, one currency) offline-first, and what a refused order gives back. The device shows
// the order at once as 'waiting to be sent' with its own sums and takes its lines out of the cart; the drainer sends
// it once (Idempotency-Key). When the server refuses it (409 'order_changed', 422 'below_minimum', 400), the cart
// lines come back, flagged with what changed, and nothing is sent again unless the user says so.
import type { Address } from '@contract/accounts.ts';
import type { CartItem } from '@contract/cart.ts';
import type { Branch, Product, SellerPublic } from '@contract/catalogue.ts';
import type { FulfilmentMethod, PaymentMethod } from '@contract/enums.ts';
import type { CreateOrder, OrderChange, OrderLine } from '@contract/orders.ts';
import { addDays, ORDER_PATHS, orderAddressOf, orderTotals, paymentTermDays, taxLines } from '@contract/order-rules.ts';
import { db as defaultDb, type LocalOrder, type MarketDb, type OutboxEntry } from '@/offline/db.ts';
import { ORDER_CREATE_KIND } from './order-writes.ts';
import { mutate } from '@/offline/outbox.ts';

export interface PlaceOrderLine {
  cart: CartItem;
  product: Product;
  /** One unit before the product's discount (the unit price when unknown). */
  list_price_minor: number;
}

export interface PlaceOrderArgs {
  /** Made here when absent; the order keeps it on the server. */
  id?: string;
  seller: SellerPublic;
  lines: PlaceOrderLine[];
  fulfilment: FulfilmentMethod;
  /** For delivery. */
  address?: Address | null;
  /** For pickup. */
  branch?: Branch | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  payment_method: PaymentMethod;
  note?: string | null;
  buyer: { id: string; first_name: string; last_name: string };
  /** What the user did, in their language ('Order from Maple Ridge Farm'). */
  label: string;
}

/** The body of POST /orders/create_order/ for an order: the unit prices are the ones the buyer saw. */
export function createOrderBody(id: string, args: PlaceOrderArgs): CreateOrder {
  const note = args.note?.trim() || null;
  return {
    id,
    seller_id: args.seller.id,
    lines: args.lines.map(({ cart }) => ({ product_id: cart.product_id, grade: cart.grade, quantity: cart.quantity, unit_price_minor: cart.unit_price_minor })),
    fulfilment: args.fulfilment,
    address_id: args.fulfilment === 'delivery' ? (args.address?.id ?? null) : null,
    branch_id: args.fulfilment === 'pickup' ? (args.branch?.id ?? null) : null,
    date: args.date,
    payment_method: args.payment_method,
    note,
    cart_item_ids: args.lines.map(({ cart }) => cart.id),
  };
}

/** The order as this device shows it until the server's row replaces it (invoice number 0: the server gives it). */
export function localOrder(id: string, args: PlaceOrderArgs, now: string): LocalOrder {
  const { seller, fulfilment, address, branch } = args;
  const lines: OrderLine[] = args.lines.map(({ cart, product, list_price_minor }) => ({
    id: crypto.randomUUID(),
    product_id: cart.product_id,
    product_name: product.name,
    product_name_fr: product.name_fr,
    grade: cart.grade,
    unit: product.unit,
    quantity: cart.quantity,
    list_price_minor,
    unit_price_minor: cart.unit_price_minor,
    line_total_minor: cart.unit_price_minor * cart.quantity,
    my_rating: null,
    my_comment: null,
  }));
  const delivery = fulfilment === 'delivery';
  const province = (delivery ? address?.province : branch?.province) ?? seller.province;
  const taxes = taxLines(province);
  const totals = orderTotals(lines, delivery ? seller.delivery_fee_minor : 0, taxes);
  const terms = paymentTermDays(args.payment_method);
  const buyerName = `${args.buyer.first_name} ${args.buyer.last_name}`.trim();
  return {
    id,
    buyer_id: args.buyer.id,
    buyer_name: buyerName,
    buyer_business: null,
    seller_id: seller.id,
    farm_name: seller.farm_name,
    status: 'placed',
    fulfilment,
    address:
      delivery && address
        ? orderAddressOf(address)
        : null,
    branch:
      !delivery && branch
        ? { branch_id: branch.id, name: branch.name, address: branch.address, city: branch.city, province: branch.province, phone: branch.phone }
        : null,
    branch_id: !delivery && branch ? branch.id : (args.lines[0]?.product.branch_id ?? null),
    date: args.date,
    payment_method: args.payment_method,
    payment_due: terms > 0 ? addDays(args.date, terms) : null,
    note: args.note?.trim() || null,
    currency: args.lines[0]?.cart.currency ?? 'CAD',
    lines,
    ...totals,
    taxes,
    invoice_number: 0,
    events: [{ id: crypto.randomUUID(), status: 'placed', at: now, by: 'buyer', by_name: buyerName, reason: null }],
    problems: [],
    delivered_at: null,
    quote_id: null,
    preorder: false,
    standing_order_id: null,
    preorder_id: null,
    created_at: now,
    updated_at: now,
    version: 0,
    local: 'waiting',
    local_cart: args.lines.map(({ cart }) => cart),
  };
}

/**
 * Place one order through the outbox: the waiting order and the outbox entry are written together, the cart lines
 * it takes leave the cart in the same Dexie transaction (the server removes them with the order). Returns its id.
 */
export async function placeOrder(args: PlaceOrderArgs): Promise<string> {
  const id = args.id ?? crypto.randomUUID();
  const now = new Date().toISOString();
  const order = localOrder(id, args, now);
  await mutate({
    kind: ORDER_CREATE_KIND,
    label: args.label,
    entity: { table: 'orders', id },
    request: { method: 'POST', path: ORDER_PATHS.create, body: createOrderBody(id, args) },
    editHref: '/cart',
    apply: async () => {
      await defaultDb.orders.put(order);
      await defaultDb.cart_items.bulkDelete(args.lines.map(({ cart }) => cart.id));
    },
  });
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// Refused orders

/** The list of what changed in a refusal body (409 'order_changed'), read without zod. */
export function orderChangesOf(entry: Pick<OutboxEntry, 'lastBody'>): OrderChange[] {
  const changes = (entry.lastBody as { changes?: unknown } | null | undefined)?.changes;
  if (!Array.isArray(changes)) return [];
  return changes.filter(
    (c): c is OrderChange =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as OrderChange).product_id === 'string' &&
      typeof (c as OrderChange).grade === 'string' &&
      ['price', 'stock', 'unavailable'].includes((c as OrderChange).reason),
  );
}

const orderIdOf = (entry: OutboxEntry): string | undefined => (entry.entityKey?.startsWith('orders:') ? entry.entityKey.slice('orders:'.length) : undefined);

/** A cart line flagged with what the server said changed, so the cart shows the new price or the stock left. */
export function flagCartLine(line: CartItem, changes: readonly OrderChange[]): CartItem {
  const mine = changes.filter((c) => c.product_id === line.product_id && c.grade === line.grade);
  let next = line;
  for (const c of mine) {
    if (c.reason === 'price' && c.current_price_minor !== null) {
      next = { ...next, current_price_minor: c.current_price_minor, price_changed: c.current_price_minor !== next.unit_price_minor };
    } else if (c.reason === 'stock') {
      next = { ...next, available: Math.max(0, c.available) };
    } else if (c.reason === 'unavailable') {
      next = { ...next, available: 0 };
    }
  }
  return next;
}

/**
 * Give a refused (or discarded) order's lines back to the cart, inside the caller's transaction: the server never
 * took them out. Lines the user put in the cart again since keep the user's newer row.
 */
export async function giveBackCart(db: MarketDb, orderId: string, changes: readonly OrderChange[] = []): Promise<void> {
  const order = await db.orders.get(orderId);
  const lines = order?.local_cart ?? [];
  if (!lines.length) return;
  const present = new Set((await db.cart_items.bulkGet(lines.map((l) => l.id))).filter(Boolean).map((l) => l!.id));
  await db.cart_items.bulkPut(lines.filter((l) => !present.has(l.id)).map((l) => flagCartLine(l, changes)));
}

/**
 * "Review in cart": the refused order's lines go back to the cart with the server's changes flagged, the waiting
 * order and its outbox entry go. Nothing is sent again; the user decides in the cart.
 */
export async function reviewRefusedOrder(entry: OutboxEntry, db: MarketDb = defaultDb): Promise<void> {
  const orderId = orderIdOf(entry);
  const changes = orderChangesOf(entry);
  await db.transaction('rw', [db.local_outbox, db.orders, db.cart_items], async () => {
    await db.local_outbox.where('id').equals(entry.id).delete();
    if (!orderId) return;
    await giveBackCart(db, orderId, changes);
    const order = await db.orders.get(orderId);
    if (order?.local) await db.orders.delete(orderId);
  });
}

/** For discardChange: the order id an order.create entry placed, when it is one. */
export function placedOrderId(entry: OutboxEntry): string | undefined {
  return entry.kind === ORDER_CREATE_KIND ? orderIdOf(entry) : undefined;
}
