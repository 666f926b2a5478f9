// Cart and wishlist (spec §3, §4, §7): one line per product and grade; quantities in the product's unit.
import { z } from 'zod';
import { CART_MAX_QUANTITY } from './constants.ts';
import { CURRENCIES, GRADES } from './enums.ts';

/** Kept in the zod-free constants so screens can clamp without loading zod. */
export { CART_MAX_QUANTITY };

export const cartItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  grade: z.enum(GRADES),
  quantity: z.number().int(),
  /** Unit price (after discount) when the line was added or last confirmed by the user. */
  unit_price_minor: z.number().int(),
  /** Unit price (after discount) now; differs from unit_price_minor when the seller changed it. */
  current_price_minor: z.number().int(),
  price_changed: z.boolean(),
  currency: z.enum(CURRENCIES),
  /** Stock of that grade now; the line is flagged when quantity exceeds it. */
  available: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const currencyTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
/** Top-level money fields describe the first currency group; `totals` lists every currency in the cart. */
export const cartSummarySchema = z.object({
  items: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  totals: z.array(currencyTotalsSchema),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartResponse = z.object({ data: z.array(cartItemSchema), cart_summary: cartSummarySchema });
export const cartItemResponse = z.object({ message: z.string(), data: cartItemSchema, cart_summary: cartSummarySchema });

const quantity = z
  .number({ error: 'cart.quantity_invalid' })
  .int({ error: 'cart.quantity_invalid' })
  .min(1, { error: 'cart.quantity_invalid' })
  .max(CART_MAX_QUANTITY, { error: 'cart.quantity_invalid' });

/** `id` is made by the client (UUID) so a line added offline can be changed before the server has seen it.
 * Adding a product+grade already in the cart increases that line (and answers it). */
export const addToCartBody = z
  .object({ id: z.uuid().optional(), product_id: z.uuid({ error: 'cart.product_invalid' }), quantity, grade: z.enum(GRADES).default('top') })
  .strict();
export type AddToCart = z.input<typeof addToCartBody>;
/** `accept_price: true` confirms the current price after a change was shown to the user. */
export const patchCartBody = z.object({ quantity: quantity.optional(), accept_price: z.literal(true).optional() }).strict();
export type PatchCart = z.input<typeof patchCartBody>;

export const wishlistItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  created_at: z.string(),
  version: z.number().int(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistResponse = z.object({ data: z.array(wishlistItemSchema) });
export const addToWishlistBody = z.object({ id: z.uuid().optional(), product_id: z.uuid({ error: 'cart.product_invalid' }) }).strict();
export const wishlistItemResponse = z.object({ message: z.string(), data: wishlistItemSchema });

export const checkCartWishlistQuery = z.object({ product_id: z.uuid({ error: 'cart.product_invalid' }) });
export const checkCartWishlistResponse = z.object({
  data: z.object({
    product_id: z.string(),
    in_cart: z.boolean(),
    cart_item_ids: z.array(z.string()),
    in_wishlist: z.boolean(),
    wishlist_item_id: z.string().nullable(),
  }),
});
