// The signed-in cart's add-line through the outbox, shared by the cart (add to cart, undo, merge after sign-in) and
// 'order again' on a past order. The screen changes at once from Dexie; the call reaches the server when it can.
import type { CartItem } from '@contract/cart.ts';
import { CART_MAX_QUANTITY } from '@contract/constants.ts';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { discountedMinor } from '@contract/money.ts';
import { db } from './db.ts';
import { mutate } from './outbox.ts';

export const CART_PATH = '/product/add-to-cart/';
export const cartLinePath = (id: string) => `${CART_PATH}${id}/`;

/** Whole units between 1 and the cart's maximum. */
export const clampCartQuantity = (q: number) => Math.max(1, Math.min(Math.trunc(q), CART_MAX_QUANTITY));

/** Units of `grade` in stock now (0 when the grade is withdrawn). */
export function stockOf(product: Pick<Product, 'grades'>, grade: Grade): number {
  return product.grades.find((g) => g.grade === grade)?.stock ?? 0;
}

/** Today's price of one unit of `grade`, after the product's discount; null when the grade is withdrawn. */
export function priceOf(product: Pick<Product, 'grades' | 'discount_percent'>, grade: Grade): number | null {
  const offer = product.grades.find((g) => g.grade === grade);
  return offer ? discountedMinor(offer.price_minor, product.discount_percent) : null;
}

export function cartLineOf(productId: string, grade: Grade): Promise<CartItem | undefined> {
  return db.cart_items.where('[product_id+grade]').equals([productId, grade]).first();
}

/**
 * One outbox entry that adds `quantity` to the cart line of that product and grade (made when missing; the total is
 * capped at the cart's maximum). `label` says what the user did, in their language. Throws NotSignedIn when signed out.
 * Resolves to the line's quantity after the change.
 */
export async function addCartLine(args: { productId: string; product: Product | undefined; grade: Grade; quantity: number; label: string; id?: string }): Promise<number> {
  const { productId, product, grade, quantity, label } = args;
  const line = await cartLineOf(productId, grade);
  if (line) {
    const next = clampCartQuantity(line.quantity + quantity);
    await mutate({
      kind: 'cart.update',
      label,
      entity: { table: 'cart_items', id: line.id },
      request: { method: 'PATCH', path: cartLinePath(line.id), body: { quantity: next } },
      editHref: '/cart',
      apply: async () => {
        await db.cart_items.update(line.id, { quantity: next, updated_at: new Date().toISOString() });
      },
    });
    return next;
  }
  const lineId = args.id ?? crypto.randomUUID();
  const q = clampCartQuantity(quantity);
  const now = new Date().toISOString();
  await mutate({
    kind: 'cart.add',
    label,
    entity: { table: 'cart_items', id: lineId },
    request: { method: 'POST', path: CART_PATH, body: { id: lineId, product_id: productId, quantity: q, grade } },
    editHref: '/cart',
    apply: async () => {
      // Without the product row (not pulled yet) there is no price to show: the server's answer brings the line.
      if (!product) return;
      const price = priceOf(product, grade) ?? 0;
      await db.cart_items.put({
        id: lineId,
        product_id: productId,
        grade,
        quantity: q,
        unit_price_minor: price,
        current_price_minor: price,
        price_changed: false,
        currency: product.currency,
        available: stockOf(product, grade),
        created_at: now,
        updated_at: now,
        version: 0,
      });
    },
  });
  return q;
}
