// A signed-out add (spec §3, §6): the line waits in localStorage and the user is asked to log in. Apart from the
// cart's Dexie code (cart-actions.ts), so a visitor's product page adds without loading it.
import { t } from '@lingui/core/macro';
import { CART_MAX_QUANTITY } from '@contract/constants.ts';
import type { Product } from '@contract/catalogue.ts';
import type { Grade } from '@contract/enums.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { clampCartQuantity } from '@/domain/cart/cart-quantity.ts';
import { addToLocalCart } from './local-cart.ts';

export function keepInLocalCart(product: Pick<Product, 'id'>, grade: Grade, quantity: number): 'kept-locally' {
  addToLocalCart(product.id, grade, clampCartQuantity(quantity), CART_MAX_QUANTITY);
  toast.info(t`Please login to add items to cart`, t`We kept it on this device: it will be in your cart when you sign in.`);
  return 'kept-locally';
}
