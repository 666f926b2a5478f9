// The order summary computed on the device from the cart rows, one group per currency, in integer minor units.
import type { CartItem } from '@contract/cart.ts';
import type { Product } from '@contract/catalogue.ts';
import { discountedMinor } from '@contract/money.ts';
import type { Currency } from '@contract/enums.ts';

export interface CurrencyTotals {
  currency: Currency;
  items: number;
  /** Before the products' discounts. */
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * Line total = the price the user accepted (unit_price_minor) × quantity. The discount is known only when the
 * product row says which list price gave that unit price; otherwise the line counts at its unit price.
 */
export function listPriceOf(line: CartItem, product: Product | undefined): number {
  const offer = product?.grades.find((g) => g.grade === line.grade);
  if (product && offer && discountedMinor(offer.price_minor, product.discount_percent) === line.unit_price_minor) return offer.price_minor;
  return line.unit_price_minor;
}

export function cartTotals(lines: CartItem[], products: Map<string, Product>): CurrencyTotals[] {
  const groups = new Map<Currency, CurrencyTotals>();
  for (const line of lines) {
    const group = groups.get(line.currency) ?? { currency: line.currency, items: 0, subtotal: 0, discount: 0, total: 0 };
    const list = listPriceOf(line, products.get(line.product_id));
    group.items += 1;
    group.subtotal += list * line.quantity;
    group.total += line.unit_price_minor * line.quantity;
    group.discount = group.subtotal - group.total;
    groups.set(line.currency, group);
  }
  return [...groups.values()];
}
