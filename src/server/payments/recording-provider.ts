// The default payment provider: it writes every call down in payment_provider_events (in the caller's transaction)
// and charges nothing. FreshMarket takes no card payment itself; see provider.ts for what a card driver would do.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { paymentProviderEvents } from '../db/schema/money-jobs.ts';
import type { AuthoriseInput, CaptureInput, PaymentProvider, PaymentProviderAction, ProviderResult, RefundInput, WebhookInput } from './provider.ts';

const NAME = 'recording';

async function record(
  db: Db,
  action: PaymentProviderAction,
  row: { orderId?: string | null; problemId?: string | null; amountMinor?: number | null; currency?: string | null; payload?: Record<string, unknown> },
): Promise<ProviderResult> {
  const [event] = await db
    .insert(paymentProviderEvents)
    .values({
      provider: NAME,
      action,
      orderId: row.orderId ?? null,
      problemId: row.problemId ?? null,
      amountMinor: row.amountMinor ?? null,
      currency: row.currency ?? null,
      status: 'recorded',
      movedMinor: 0,
      providerRef: null,
      payload: row.payload ?? {},
    })
    .returning({ id: paymentProviderEvents.id });
  return { eventId: event!.id, provider: NAME, action, status: 'recorded', movedMinor: 0, providerRef: null };
}

export const recordingProvider: PaymentProvider = {
  name: NAME,
  authorise: (db, input: AuthoriseInput) => record(db, 'authorise', { orderId: input.orderId, amountMinor: input.amountMinor, currency: input.currency }),
  capture: (db, input: CaptureInput) =>
    record(db, 'capture', { orderId: input.orderId, amountMinor: input.amountMinor, currency: input.currency, payload: { authorisation: input.authorisation } }),
  refund: (db, input: RefundInput) => record(db, 'refund', { orderId: input.orderId, problemId: input.problemId, amountMinor: input.amountMinor, currency: input.currency }),
  // Nothing to verify a signature with (no provider, no secret): the body is noted by size and digest, never trusted.
  handleWebhook: (db, input: WebhookInput) =>
    record(db, 'webhook', { payload: { bytes: Buffer.byteLength(input.rawBody), sha256: createHash('sha256').update(input.rawBody).digest('hex') } }),
};
