// The cart screen's actions: what the user is told (toasts, the signed-out cart) around the cart's local writes
// (domain/cart/cart-writes.ts): the screen changes at once from Dexie, the call reaches the server when it can.
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { CartItem } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { authStore } from '@/lib/auth.ts';
import { isOnline } from '@/lib/online.ts';
import { savedOfflineMessage } from '@/lib/saved-offline.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { db } from '@/offline/db.ts';
import { acceptCartLinePrice, addCartLine, clampCartQuantity, removeCartLine, setCartLineQuantity } from '@/domain/cart/cart-writes.ts';
import { NotSignedIn } from '@/offline/outbox.ts';
import { keepInLocalCart } from './keep-locally.ts';
import { clearLocalCart, readLocalCart, writeLocalCart } from './local-cart.ts';

export type AddResult = 'added' | 'kept-locally' | 'failed';

const clampQuantity = clampCartQuantity;

function nameOf(product: Pick<Product, 'name' | 'name_fr'> | undefined): string {
  if (!product) return t`a product`;
  return i18n.locale === 'fr' && product.name_fr ? product.name_fr : product.name;
}

/** Signed in: one outbox entry that adds `quantity` to the line of that product and grade (made if missing). */
async function addLine(productId: string, product: Product | undefined, grade: Grade, quantity: number, id?: string): Promise<void> {
  await addCartLine({ productId, product, grade, quantity, id, label: t`Add ${nameOf(product)} to cart` });
}

/** Signed out, the line waits in localStorage and the user is asked to log in (spec §3, §6: keep-locally.ts). */
export async function addToCart(product: Product, grade: Grade, quantity: number): Promise<AddResult> {
  const keepLocally = () => keepInLocalCart(product, grade, quantity);
  if (!authStore.get().user) return keepLocally();
  try {
    await addLine(product.id, product, grade, quantity);
    toast.success(t`Product added to cart successfully!`, isOnline() ? undefined : savedOfflineMessage(t`Saved on this device. It will be sent when you are back online.`));
    return 'added';
  } catch (err) {
    if (err instanceof NotSignedIn) return keepLocally();
    toast.error(t`Add to cart failed`);
    return 'failed';
  }
}

export async function setQuantity(line: CartItem, quantity: number, productName?: string): Promise<boolean> {
  const next = clampQuantity(quantity);
  if (next === line.quantity) return true;
  try {
    await setCartLineQuantity(line.id, next, t`Change quantity of ${productName ?? t`a product`} to ${next}`);
    return true;
  } catch {
    toast.error(t`Update failed`);
    return false;
  }
}

export async function removeLine(line: CartItem, productName?: string): Promise<boolean> {
  try {
    await removeCartLine(line.id, t`Remove ${productName ?? t`a product`} from cart`);
    return true;
  } catch {
    toast.error(t`Delete failed`);
    return false;
  }
}

/** Puts a removed line back (the undo of the remove toast): a new add of the same product, grade and quantity. */
export async function restoreLine(line: CartItem, product: Product | undefined): Promise<void> {
  try {
    await addLine(line.product_id, product, line.grade, line.quantity);
  } catch {
    toast.error(t`Add to cart failed`);
  }
}

export async function acceptPrice(line: CartItem, productName?: string): Promise<boolean> {
  try {
    await acceptCartLinePrice(line, t`Accept the new price of ${productName ?? t`a product`}`);
    return true;
  } catch {
    toast.error(t`Update failed`);
    return false;
  }
}

/**
 * After sign-in: every line of the signed-out cart becomes an outbox entry of the user's cart, then the
 * local cart is cleared. Lines that could not be queued stay for the next sign-in. Returns how many moved.
 */
let merging: Promise<number> | null = null;

export function mergeLocalCart(): Promise<number> {
  // Sign-in and the screens may both ask at once: one merge at a time, or lines would be added twice.
  merging ??= moveLocalLines().finally(() => {
    merging = null;
  });
  return merging;
}

async function moveLocalLines(): Promise<number> {
  const lines = readLocalCart();
  if (!lines.length) return 0;
  let moved = 0;
  for (const line of lines) {
    try {
      const product = await db.products.get(line.product_id);
      await addLine(line.product_id, product, line.grade, line.quantity, line.id);
      moved++;
    } catch {
      writeLocalCart(lines.slice(moved)); // signed out again or storage failing: the rest waits for the next sign-in
      return moved;
    }
  }
  clearLocalCart();
  return moved;
}
