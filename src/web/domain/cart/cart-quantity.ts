// A cart line's quantity as the cart keeps it: a whole number from 1 to CART_MAX_QUANTITY. Apart from the cart's
// Dexie writes (cart-writes.ts), so a signed-out add (features/cart/keep-locally.ts) needs nothing else.
import { CART_MAX_QUANTITY } from '@contract/constants.ts';

/** Whole units between 1 and the cart's maximum. */
export const clampCartQuantity = (q: number) => Math.max(1, Math.min(Math.trunc(q), CART_MAX_QUANTITY));
