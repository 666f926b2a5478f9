// 'Order again': the lines of a past order go back into the cart at today's prices, read from the device (Dexie) and
// written through the outbox like any add to cart, so a restaurant can reorder from a cellar kitchen. Each line
// reports what happened: added as before, added with a new price, fewer than before (stock), or not at all.
import { CART_MAX_QUANTITY } from '@contract/constants.ts';
import type { OrderLine } from '@contract/orders.ts';
import { addCartLine, cartLineOf, priceOf, stockOf } from '@/domain/cart/cart-writes.ts';
import { db, type LocalOrder } from '@/offline/db.ts';

export interface ReorderOutcome {
  line: OrderLine;
  /** Units put in the cart (0: none). */
  added: number;
  /** 'unavailable': the product, its grade or its stock is gone; 'short': fewer units than ordered; 'failed': not queued. */
  problem: 'unavailable' | 'short' | 'failed' | null;
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
      out.push({ line, added: 0, problem: 'unavailable', available: 0, newPriceMinor: null });
      continue;
    }
    const inCart = (await cartLineOf(line.product_id, line.grade))?.quantity ?? 0;
    const room = Math.max(0, Math.min(stock, CART_MAX_QUANTITY) - inCart);
    const quantity = Math.min(line.quantity, room);
    const newPriceMinor = price !== line.unit_price_minor ? price : null;
    if (quantity <= 0) {
      out.push({ line, added: 0, problem: 'short', available: stock, newPriceMinor });
      continue;
    }
    try {
      await addCartLine({ productId: line.product_id, product, grade: line.grade, quantity, label: label(line) });
      out.push({ line, added: quantity, problem: quantity < line.quantity ? 'short' : null, available: stock, newPriceMinor });
    } catch {
      out.push({ line, added: 0, problem: 'failed', available: stock, newPriceMinor });
    }
  }
  return out;
}
