// Cart lines -> cartItemSchema, and the cart summary with money per currency (integer minor units).
import type { CartItem, CartSummary } from '../../../contract/cart.ts';
import { discountedMinor } from '../../../contract/catalogue.ts';
import { CURRENCIES, type Currency, type Grade } from '../../../contract/enums.ts';
import type { CartLine } from './queries.ts';

export function toCartItem(line: CartLine): CartItem {
  const { item } = line;
  const current = line.priceMinor === null ? item.unitPriceMinor : discountedMinor(line.priceMinor, line.discountPercent);
  return {
    id: item.id,
    product_id: item.productId,
    grade: item.grade as Grade,
    quantity: item.quantity,
    unit_price_minor: item.unitPriceMinor,
    current_price_minor: current,
    price_changed: current !== item.unitPriceMinor,
    currency: line.currency as Currency,
    // Nothing can be bought from a product that is no longer on sale.
    available: line.buyable ? (line.stock ?? 0) : 0,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
    version: item.version,
  };
}

/** One currency of a cart: its lines, their total at list price and at the current price (after discount). */
export interface CurrencyGroup {
  currency: Currency;
  lines: number;
  subtotal: number;
  total: number;
}

/** `items` counts lines. Subtotal at list price, discount, total at the current price; one group per currency, CAD first. */
export function cartSummary(lines: CartLine[]): CartSummary {
  const groups = new Map<Currency, CurrencyGroup>();
  for (const line of lines) {
    const currency = line.currency as Currency;
    const list = line.priceMinor ?? line.item.unitPriceMinor;
    const current = line.priceMinor === null ? line.item.unitPriceMinor : discountedMinor(line.priceMinor, line.discountPercent);
    const group = groups.get(currency) ?? { currency, lines: 0, subtotal: 0, total: 0 };
    group.lines += 1;
    group.subtotal += list * line.item.quantity;
    group.total += current * line.item.quantity;
    groups.set(currency, group);
  }
  return summaryOf([...groups.values()]);
}

/** The summary of a cart's currency groups (summed here from its lines, or by the database as it writes a line: queries.ts totalsWithWrittenLine). */
export function summaryOf(groups: CurrencyGroup[]): CartSummary {
  const totals = [...groups]
    .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency))
    .map((g) => ({ currency: g.currency, subtotal: g.subtotal, discount: g.subtotal - g.total, total: g.total }));
  const first = totals[0] ?? { currency: 'CAD' as const, subtotal: 0, discount: 0, total: 0 };
  const items = groups.reduce((n, g) => n + g.lines, 0);
  return { items, subtotal: first.subtotal, discount: first.discount, total: first.total, currency: first.currency, totals };
}
