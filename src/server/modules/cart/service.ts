// Cart rules: the signed-in user's lines only; stock, minimum order and availability checked against the product now.
import type { z } from 'zod';
import { CART_MAX_QUANTITY, type addToCartBody, type CartItem, type CartSummary, type patchCartBody } from '../../../contract/cart.ts';
import { discountedMinor } from '../../../contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { cartSummary, summaryOf, toCartItem, type CurrencyGroup } from './mappers.ts';
import type { CartLine } from './queries.ts';
import * as q from './queries.ts';

/** Another user's line, an unknown id and a malformed one all look the same. */
const lineNotFound = () => notFound('cart.not_found');

type AddResult = { created: boolean; data: CartItem; cart_summary: CartSummary };

export interface CartView {
  data: CartItem[];
  cart_summary: CartSummary;
}

export async function getCart(db: Db, userId: string): Promise<CartView> {
  const lines = await q.userLines(db, userId);
  return { data: lines.map(toCartItem), cart_summary: cartSummary(lines) };
}

/**
 * The answer to a change: the line from the row just written and the offer it was checked against, and the cart's
 * totals the database summed in the statement that wrote it. (Re-reading the whole cart with its joins after every
 * change cost about 1.3 ms each, a large part of a drain of waiting changes; summing in a statement of its own cost
 * a round trip each.)
 */
function answerLine(line: CartLine, totals: CurrencyGroup[]): { data: CartItem; cart_summary: CartSummary } {
  return { data: toCartItem(line), cart_summary: summaryOf(totals) };
}

/** A line just written for an offer buyableGrade let through (so buyable now). */
function lineOf(item: q.CartItemRow, offer: q.Offer & { priceMinor: number; stock: number }): CartLine {
  return { item, currency: offer.currency, discountPercent: offer.discountPercent, minOrderQty: offer.minOrderQty, unit: offer.unit, priceMinor: offer.priceMinor, stock: offer.stock, buyable: true };
}

/**
 * The product and grade a quantity is asked of, refused when it cannot be bought now, with the user's line for them
 * (locked until the transaction ends) if there is one.
 */
async function buyableGrade(db: Db, userId: string, productId: string, grade: string) {
  const found = await q.findOfferAndLockLine(db, userId, productId, grade);
  if (!found) throw new HttpError(404, 'not_found', 'cart.product_invalid');
  const { line, ...offer } = found;
  if (!offer.buyable || offer.priceMinor === null || offer.stock === null) throw new HttpError(409, 'conflict', 'cart.product_unavailable');
  return { offer: { ...offer, priceMinor: offer.priceMinor, stock: offer.stock }, priceMinor: discountedMinor(offer.priceMinor, offer.discountPercent), existing: line };
}

function assertQuantity(quantity: number, product: { minOrderQty: number; unit: string }, available: number, growing: boolean) {
  if (quantity > CART_MAX_QUANTITY) throw new HttpError(400, 'validation_failed', 'cart.quantity_invalid', { fields: { quantity: ['cart.quantity_invalid'] } });
  if (quantity < product.minOrderQty) {
    const params = { min: product.minOrderQty, unit: product.unit };
    throw new HttpError(400, 'validation_failed', 'cart.below_minimum', { params, fields: { quantity: ['cart.below_minimum'] } });
  }
  // Lowering a quantity that is already over stock is always allowed: it moves towards what can be bought.
  if (growing && quantity > available) {
    throw new HttpError(409, 'conflict', 'cart.over_stock', { params: { available, unit: product.unit } });
  }
}

/** Adds a line, or increases the line already holding this product and grade (the client's id is then ignored). */
export async function addToCart(db: Db, userId: string, body: z.output<typeof addToCartBody>, now: Date, retried = false): Promise<AddResult> {
  if (!retried && body.quantity <= CART_MAX_QUANTITY) {
    const written = await q.insertLineIfAllowed(db, { id: body.id, userId, productId: body.product_id, grade: body.grade, quantity: body.quantity, now });
    if (written) {
      const { totals, ...line } = written;
      return { created: true, ...answerLine(line, totals) };
    }
  }
  const { offer, priceMinor, existing } = await buyableGrade(db, userId, body.product_id, body.grade);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  assertQuantity(quantity, offer, offer.stock, true);
  if (existing) {
    // Adding again is done looking at today's price: that price is the one accepted.
    const written = (await q.updateLine(db, userId, existing.id, { quantity, unitPriceMinor: priceMinor, updatedAt: now }))!;
    return { created: false, ...answerLine(lineOf(written.item, offer), written.totals) };
  }
  const written = await q.insertLine(db, {
    ...(body.id && { id: body.id }),
    userId,
    productId: body.product_id,
    grade: body.grade,
    quantity,
    unitPriceMinor: priceMinor,
    createdAt: now,
    updatedAt: now,
  });
  if (!written) {
    // The id the device chose is another line's (checked only now: a rare event, not a statement on every add).
    if (body.id && (await q.idTaken(db, body.id))) {
      throw new HttpError(409, 'conflict', 'error.conflict', { fields: { id: ['error.conflict'] } });
    }
    // Another add of the same product and grade committed meanwhile: add to that line instead.
    if (!retried) return addToCart(db, userId, body, now, true);
    throw new HttpError(409, 'conflict', 'error.conflict');
  }
  return { created: true, ...answerLine(lineOf(written.item, offer), written.totals) };
}

export async function updateCartLine(db: Db, userId: string, id: string, body: z.output<typeof patchCartBody>, now: Date) {
  if (!isUuid(id)) throw lineNotFound();
  if (body.quantity !== undefined && body.quantity <= CART_MAX_QUANTITY && !body.accept_price) {
    const written = await q.setQuantityIfAllowed(db, userId, id, body.quantity, now);
    if (written) {
      const { totals, ...line } = written;
      return answerLine(line, totals);
    }
  }
  const line = await q.findLine(db, userId, id);
  if (!line) throw lineNotFound();
  const patch: { quantity?: number; unitPriceMinor?: number; updatedAt: Date } = { updatedAt: now };
  if (body.quantity !== undefined && body.quantity !== line.item.quantity) {
    const available = line.buyable ? (line.stock ?? 0) : 0;
    assertQuantity(body.quantity, line, available, body.quantity > line.item.quantity);
    patch.quantity = body.quantity;
  }
  if (body.accept_price) patch.unitPriceMinor = toCartItem(line).current_price_minor;
  const written = (await q.updateLine(db, userId, id, patch))!;
  return answerLine({ ...line, item: written.item }, written.totals);
}

export async function removeCartLine(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw lineNotFound();
  if (!(await q.deleteLine(db, userId, id))) throw lineNotFound();
}
