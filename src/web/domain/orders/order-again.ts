// 'Order again': the lines of a past order go back into the cart at today's prices, read from the device (Dexie) and
// written through the outbox like any add to cart, so a restaurant can reorder from a cellar kitchen. Each line
// reports what happened: added as before, added with a new price, fewer than before (stock), more than before (the
// farm's minimum for the product rose), or not at all (gone, or less stock left than the minimum).
import { CART_MAX_QUANTITY } from '@contract/constants.ts';
import type { OrderLine } from '@contract/orders.ts';
import { addCartLine, cartLineOf, priceOf, stockOf } from '@/domain/cart/cart-writes.ts';
import { db, type LocalOrder } from '@/offline/db.ts';

export interface ReorderOutcome {
  line: OrderLine;
  /** Units put in the cart (0: none). */
  added: number;
  /**
   * 'unavailable': the product, its grade or its stock is gone; 'short': fewer units than ordered; 'raised': more
   * units than ordered, to reach the product's minimum; 'below_minimum': less stock left than the minimum, none
   * added; 'failed': not queued.
   */
  problem: 'unavailable' | 'short' | 'raised' | 'below_minimum' | 'failed' | null;
  /** The product's minimum order quantity (for 'raised' and 'below_minimum'). */
  minimum: number;
  /** Units in stock now (for 'short'). */
  available: number;
  /** Today's price of one unit, when it differs from what the order paid. */
  newPriceMinor: number | null;
}

/**
 * Put the order's lines in the cart. `label(line)` says what the user did for the outbox ('Add Kale to cart').
 * A line is capped to the stock left and to the cart's maximum, counting what the cart already holds of it.
 */
export async function orderAgain(order: LocalOrder, label: (line: OrderLine) => string): Promise<ReorderOutcome[]> {
  const out: ReorderOutcome[] = [];
  for (const line of order.lines) {
    const product = line.product_id ? await db.products.get(line.product_id) : undefined;
    const price = product ? priceOf(product, line.grade) : null;
    const stock = product ? stockOf(product, line.grade) : 0;
    const buyable = !!product && product.visible !== false && product.status !== 'Draft' && price !== null && stock > 0;
    if (!buyable || !line.product_id) {
      out.push({ line, added: 0, problem: 'unavailable', available: 0, newPriceMinor: null, minimum: 1 });
      continue;
    }
    const minimum = Math.max(1, product.min_order_qty ?? 1);
    const inCart = (await cartLineOf(line.product_id, line.grade))?.quantity ?? 0;
    const room = Math.max(0, Math.min(stock, CART_MAX_QUANTITY) - inCart);
    let quantity = Math.min(line.quantity, room);
    const newPriceMinor = price !== line.unit_price_minor ? price : null;
    const outcome = { line, available: stock, newPriceMinor, minimum };
    if (quantity > 0 && inCart + quantity < minimum) {
      // The cart line must reach the farm's minimum (as checkout and the server require): raise it, or add nothing.
      const needed = minimum - inCart;
      if (needed > room) {
        out.push({ ...outcome, added: 0, problem: 'below_minimum' });
        continue;
      }
      quantity = needed;
    }
    if (quantity <= 0) {
      out.push({ ...outcome, added: 0, problem: 'short' });
      continue;
    }
    try {
      await addCartLine({ productId: line.product_id, product, grade: line.grade, quantity, label: label(line) });
      const problem = quantity < line.quantity ? 'short' : quantity > line.quantity ? 'raised' : null;
      out.push({ ...outcome, added: quantity, problem });
    } catch {
      out.push({ ...outcome, added: 0, problem: 'failed' });
    }
  }
  return out;
}
