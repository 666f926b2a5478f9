// The cart split into orders: one per farm and currency (an order has one seller and one currency), with what
// each order's checks need: the seller's minimum, the lines the cart flags (new price, more than the stock left).
import type { CartItem } from '@contract/cart.ts';
import type { Branch, Product, SellerPublic } from '@contract/catalogue.ts';
import type { Currency, FulfilmentMethod } from '@contract/enums.ts';
import { discountedMinor } from '@contract/money.ts';
import { goodsMinor, orderTotals, taxLines, type OrderTotals, type TaxLine } from '@contract/order-rules.ts';

export interface CheckoutLine {
  cart: CartItem;
  product: Product;
  /** One unit before the product's discount. */
  list_price_minor: number;
  /** The seller changed the price since the buyer accepted it: the order would be refused. */
  priceChanged: boolean;
  /** More than the stock the device last saw (0 = sold out or withdrawn). */
  overStock: boolean;
}

export interface CheckoutGroup {
  /** `${seller_id}:${currency}` */
  key: string;
  seller: SellerPublic;
  currency: Currency;
  lines: CheckoutLine[];
  /** The farm's approved pickup places. */
  branches: Branch[];
  /** Goods after discounts (what the minimum is compared with). */
  goods: number;
  /** How much is missing to reach the seller's minimum; 0 when reached. */
  missingForMinimum: number;
  /** Some line is flagged: review it in the cart first. */
  flagged: boolean;
}

export interface CheckoutCart {
  groups: CheckoutGroup[];
  /** Cart lines whose product or farm is not on this device yet: they cannot be ordered until the next sync. */
  unknown: CartItem[];
}

/** The list price that gave the unit price the buyer accepted; the unit price itself when the product disagrees. */
export function listPriceOf(line: CartItem, product: Product): number {
  const offer = product.grades.find((g) => g.grade === line.grade);
  if (offer && discountedMinor(offer.price_minor, product.discount_percent) === line.unit_price_minor) return offer.price_minor;
  return line.unit_price_minor;
}

export function groupCart(lines: readonly CartItem[], products: ReadonlyMap<string, Product>, sellers: ReadonlyMap<string, SellerPublic>, branches: readonly Branch[]): CheckoutCart {
  const groups = new Map<string, CheckoutGroup>();
  const unknown: CartItem[] = [];
  for (const cart of lines) {
    const product = products.get(cart.product_id);
    const seller = product ? sellers.get(product.seller_id) : undefined;
    if (!product || !seller) {
      unknown.push(cart);
      continue;
    }
    const key = `${seller.id}:${cart.currency}`;
    const group = groups.get(key) ?? {
      key,
      seller,
      currency: cart.currency,
      lines: [],
      branches: branches.filter((b) => b.seller_id === seller.id && b.status === 'approved').sort((a, b) => a.name.localeCompare(b.name)),
      goods: 0,
      missingForMinimum: 0,
      flagged: false,
    };
    group.lines.push({
      cart,
      product,
      list_price_minor: listPriceOf(cart, product),
      priceChanged: cart.price_changed,
      overStock: cart.quantity > cart.available,
    });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.goods = goodsMinor(group.lines.map((l) => ({ quantity: l.cart.quantity, list_price_minor: l.list_price_minor, unit_price_minor: l.cart.unit_price_minor })));
    group.missingForMinimum = Math.max(0, group.seller.min_order_minor - group.goods);
    group.flagged = group.lines.some((l) => l.priceChanged || l.overStock);
  }
  const sorted = [...groups.values()].sort((a, b) => a.seller.farm_name.localeCompare(b.seller.farm_name) || a.currency.localeCompare(b.currency));
  return { groups: sorted, unknown };
}

/** An order that can be placed now (its minimum reached, no flagged line). */
export const isPlaceable = (group: CheckoutGroup): boolean => group.missingForMinimum === 0 && !group.flagged;

/** The order's taxes and totals for a fulfilment method and the province it goes to (or is picked up in). */
export function groupTotals(group: CheckoutGroup, fulfilment: FulfilmentMethod, province: string): { totals: OrderTotals; taxes: TaxLine[] } {
  const taxes = taxLines(province);
  const priced = group.lines.map((l) => ({ quantity: l.cart.quantity, list_price_minor: l.list_price_minor, unit_price_minor: l.cart.unit_price_minor }));
  return { totals: orderTotals(priced, fulfilment === 'delivery' ? group.seller.delivery_fee_minor : 0, taxes), taxes };
}
