// Stable error codes and the body shapes of failed calls.
import { z } from 'zod';

export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'internal',
  // maintenance mode: writes from others than admins wait (503 with Retry-After; the body carries `until`)
  'maintenance',
  // an edit sent with If-Match of an older revision: the body carries `current` (the row as it is now)
  'precondition_failed',
  // an edit sent without If-Match where one is required (428)
  'precondition_required',
  // an inventory movement or order that would take stock below zero
  'insufficient_stock',
  // an order refused because a price or the stock changed since the cart: the body lists `changes`
  'order_changed',
  // an order move the state machine does not allow from the current state: the body lists `allowed`
  'invalid_transition',
  // a quote move answered an older version of its terms than the current one: the body carries `current`
  'quote_changed',
  // a stored agreement was rewritten so that it no longer reads as one: the body carries `verification`
  'agreement_altered',
  // the goods of an order are under the seller's minimum order amount
  'below_minimum',
  // an order, a quote or a stock movement would pass a documented limit (contract/constants.ts)
  'limit_exceeded',
  // exactly-once protocol: in_progress means 'retry later with the same key', mismatch means 'this key was used for another body'
  // a harvest recorded short of its pre-orders without confirm_partial: the body carries `plan` (who would get what)
  'harvest_short',
  'idempotency_key_invalid',
  'idempotency_in_progress',
  'idempotency_mismatch',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx body: `code` is stable, `message` is in the caller's language. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  messages: z.record(z.string(), z.array(z.string())).optional(),
  /** With precondition_failed: the object as the server holds it now, so the client can show both versions. */
  current: z.unknown().optional(),
  /** With order_changed: what changed per line (orderChangeSchema). */
  changes: z.array(z.unknown()).optional(),
  /** With invalid_transition: the states the order may move to now. */
  allowed: z.array(z.string()).optional(),
  /** With agreement_altered: the result of checking the agreement's fingerprints. */
  verification: z.unknown().optional(),
  /** With harvest_short: who would get what, first come first served (harvest-rules Fill[]). */
  plan: z.array(z.object({ id: z.string(), quantity: z.number().int(), filled: z.number().int() })).optional(),
  /** With a pre-order refused for want of units (preorder.not_enough): the units still open to pre-orders. */
  available: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
