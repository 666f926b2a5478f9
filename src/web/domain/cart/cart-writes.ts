// The signed-in cart through the outbox, for every screen that changes it (the cart, add to cart, undo, the merge
// after sign-in, 'order again' on a past order), and how the server's answers are written back. The screen changes
// at once from Dexie; the call reaches the server when it can.
import type { CartItem } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { discountedMinor } from '@contract/money.ts';
import { CART_PATH } from '@contract/sync-protocol.ts';
import { adoptServerId, confirmDelete, confirmRow, type Applier } from '@/offline/confirm.ts';
import { db, type OutboxEntry } from '@/offline/db.ts';
import { mutate } from '@/offline/outbox.ts';
import { clampCartQuantity } from './cart-quantity.ts';

export { clampCartQuantity };

export { CART_PATH };
export const cartLinePath = (id: string) => `${CART_PATH}${id}/`;

export const CART_ADD_KIND = 'cart.add';
export const CART_UPDATE_KIND = 'cart.update';
export const CART_REMOVE_KIND = 'cart.remove';

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

/** PATCH of one line: the new quantity, or taking the current price. `local` is the same change on the device. */
function patchLine(lineId: string, body: { quantity: number } | { accept_price: true }, local: Partial<CartItem>, label: string): Promise<OutboxEntry> {
  return mutate({
    kind: CART_UPDATE_KIND,
    label,
    entity: { table: 'cart_items', id: lineId },
    request: { method: 'PATCH', path: cartLinePath(lineId), body },
    editHref: '/cart',
    apply: async () => {
      await db.cart_items.update(lineId, { ...local, updated_at: new Date().toISOString() });
    },
  });
}

/** Set a line's quantity (already clamped by the caller). */
export async function setCartLineQuantity(lineId: string, quantity: number, label: string): Promise<void> {
  await patchLine(lineId, { quantity }, { quantity }, label);
}

/** Take the line's current price (the farm changed it since the line was added). */
export async function acceptCartLinePrice(line: Pick<CartItem, 'id' | 'current_price_minor'>, label: string): Promise<void> {
  await patchLine(line.id, { accept_price: true }, { unit_price_minor: line.current_price_minor, price_changed: false }, label);
}

export async function removeCartLine(lineId: string, label: string): Promise<void> {
  await mutate({
    kind: CART_REMOVE_KIND,
    label,
    entity: { table: 'cart_items', id: lineId },
    request: { method: 'DELETE', path: cartLinePath(lineId) },
    editHref: '/cart',
    apply: async () => {
      await db.cart_items.delete(lineId);
    },
  });
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
    await setCartLineQuantity(line.id, next, label);
    return next;
  }
  const lineId = args.id ?? crypto.randomUUID();
  const q = clampCartQuantity(quantity);
  const now = new Date().toISOString();
  await mutate({
    kind: CART_ADD_KIND,
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

/** Every cart answer is the line itself (or nothing, for a removal): it carries all the change did. */
const confirmLine = confirmRow<CartItem>('cart_items', { before: adoptServerId('cart_items'), alone: true });

export const CART_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [CART_ADD_KIND, confirmLine],
  [CART_UPDATE_KIND, confirmLine],
  [CART_REMOVE_KIND, confirmDelete('cart_items', { alone: true })],
];
