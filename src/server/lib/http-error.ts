// The error a route throws when the caller can act on it; plugins/errors.ts turns it into `{ code, message, messages? }`
// in the caller's language. It lives in lib/ so services and lib helpers can throw it without importing a plugin.
import type { ErrorCode } from '../../contract/errors.ts';

/** An error the caller can act on; `message` and `fields` hold message codes, translated when sent. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageCode: string,
    readonly extra: {
      params?: Record<string, string | number>;
      fields?: Record<string, string[]>;
      headers?: Record<string, string>;
      /** precondition_failed: the object as the server holds it now (ErrorBody.current). */
      current?: unknown;
      /** order_changed: what changed per line (ErrorBody.changes). */
      changes?: unknown[];
      /** invalid_transition: the states the order may move to now (ErrorBody.allowed). */
      allowed?: string[];
      /** agreement_altered: the result of checking the agreement (ErrorBody.verification). */
      verification?: unknown;
      /** harvest_short: the fill plan (ErrorBody.plan). */
      plan?: unknown[];
      /** preorder.not_enough: the units left (ErrorBody.available). */
      available?: number;
    } = {},
  ) {
    super(messageCode);
    this.name = 'HttpError';
  }
}

export const notFound = (messageCode = 'error.not_found') => new HttpError(404, 'not_found', messageCode);
export const unauthorized = (messageCode = 'error.unauthorized') => new HttpError(401, 'unauthorized', messageCode);
export const fieldError = (field: string, messageCode: string, status = 400, code: ErrorCode = 'validation_failed') =>
  new HttpError(status, code, messageCode, { fields: { [field]: [messageCode] } });
