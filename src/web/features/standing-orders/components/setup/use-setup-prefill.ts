// The set-up form's first values, from where the buyer came: that farm's lines in the cart, a past order's lines
// (with its delivery or pickup and payment), or one product and grade from its page. Read from Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FulfilmentMethod, Grade, PaymentMethod } from '@contract/enums.ts';
import { db } from '@/offline/db.ts';
import type { SetupSearch } from '../../setup-search.ts';

export interface PrefillLine {
  product_id: string;
  grade: Grade;
  quantity: number;
}

export interface Prefill {
  sellerId: string;
  lines: PrefillLine[];
  fulfilment?: FulfilmentMethod;
  address_id?: string | null;
  branch_id?: string | null;
  payment_method?: PaymentMethod;
  note?: string | null;
  /** The search named a cart, order or product this device does not hold. */
  notFound: boolean;
}

async function prefillOf(search: SetupSearch): Promise<Prefill> {
  const none: Prefill = { sellerId: '', lines: [], notFound: false };
  if (search.from === 'cart' && search.seller) {
    const cart = await db.cart_items.toArray();
    const products = await db.products.bulkGet(cart.map((l) => l.product_id));
    const lines = cart
      .filter((_, i) => products[i]?.seller_id === search.seller)
      .map((l) => ({ product_id: l.product_id, grade: l.grade, quantity: l.quantity }));
    return lines.length ? { sellerId: search.seller, lines, notFound: false } : { ...none, sellerId: search.seller, notFound: true };
  }
  if (search.from === 'order' && search.order) {
    const order = await db.orders.get(search.order);
    if (!order) return { ...none, notFound: true };
    return {
      sellerId: order.seller_id,
      lines: order.lines.flatMap((l) => (l.product_id ? [{ product_id: l.product_id, grade: l.grade, quantity: l.quantity }] : [])),
      fulfilment: order.fulfilment,
      address_id: order.address?.address_id ?? null,
      branch_id: order.fulfilment === 'pickup' ? order.branch_id : null,
      payment_method: order.payment_method,
      note: order.note,
      notFound: false,
    };
  }
  if (search.from === 'product' && search.product) {
    const product = await db.products.get(search.product);
    if (!product) return { ...none, notFound: true };
    const offered = product.grades.find((g) => g.grade === search.grade) ?? product.grades.find((g) => g.stock > 0) ?? product.grades[0];
    const lines = offered ? [{ product_id: product.id, grade: offered.grade, quantity: Math.max(1, product.min_order_qty) }] : [];
    return { sellerId: product.seller_id, lines, notFound: false };
  }
  return none;
}

/** Undefined while reading. Read once per search: the form owns its values afterwards. */
export function useSetupPrefill(search: SetupSearch): Prefill | undefined {
  return useLiveQuery(() => prefillOf(search), [search.from, search.seller, search.order, search.product, search.grade]);
}
