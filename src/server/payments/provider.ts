// The payment-provider seam: what FreshMarket would call if it took card payments itself. Today it charges nothing:
// farms are paid on delivery, at pickup, by invoice (cash, cheque, Interac e-Transfer, a card on the farm's own
// terminal) and record what they receive in the ledger (modules/money). The default driver (recording-provider.ts)
// records every call in payment_provider_events and charges nothing.
//
// A card driver (Stripe, Square) implements the same four calls, each answering what it did as a recorded result:
// - authorise: at checkout, a hold for the order's total on the buyer's card (Stripe: a PaymentIntent with
//   capture_method 'manual'; Square: CreatePayment with autocomplete false), keyed by the order id so a retried
//   checkout holds once;
// - capture: when the order is delivered, for its final total (a pre-order filled short captures less); the ledger
//   then gets a payment entry of method 'card_on_delivery' for what was captured;
// - refund: from a problem answered with a refund on an order paid through the provider (Stripe: a Refund on the
//   PaymentIntent; Square: RefundPayment), never above what was captured less earlier refunds (ledger-rules.ts
//   refundRoom);
// - handleWebhook: the provider's events (a capture that failed, a dispute) at a webhook route that verifies the
//   signature over the raw body (Stripe-Signature with the endpoint's secret; Square's x-square-hmacsha256-signature)
//   before it believes anything, and is idempotent on the provider's event id.
// Until such a driver is configured (config.ts PAYMENT_PROVIDER), no page may say that cards are charged online.
import type { Currency } from '../../contract/enums.ts';
import type { Db } from '../db/client.ts';

/** The drivers this build has (config.ts PAYMENT_PROVIDER). A card driver would add its name here. */
export const PAYMENT_PROVIDERS = ['recording'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PROVIDER_ACTIONS = ['authorise', 'capture', 'refund', 'webhook'] as const;
export type PaymentProviderAction = (typeof PAYMENT_PROVIDER_ACTIONS)[number];

/** What a call did. The recording driver answers 'recorded' and moves no money. */
export interface ProviderResult {
  /** The row in payment_provider_events that records the call. */
  eventId: string;
  provider: string;
  action: PaymentProviderAction;
  /** 'recorded': written down, no money moved; a card driver answers 'succeeded', 'failed' or 'pending'. */
  status: 'recorded' | 'succeeded' | 'failed' | 'pending';
  /** Money actually moved by the provider (0 for the recording driver). */
  movedMinor: number;
  /** The provider's own id of the payment, refund or event (null when there is none). */
  providerRef: string | null;
}

export interface AuthoriseInput {
  orderId: string;
  amountMinor: number;
  currency: Currency;
}

export interface CaptureInput {
  orderId: string;
  amountMinor: number;
  currency: Currency;
  /** The providerRef of the authorisation. */
  authorisation: string | null;
}

export interface RefundInput {
  orderId: string;
  problemId: string | null;
  amountMinor: number;
  currency: Currency;
}

export interface WebhookInput {
  /** The request's headers, for the signature. */
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, exactly as received (a signature is over these bytes). */
  rawBody: string;
}

/** Every call takes the database or the caller's transaction first, so its record commits with the change it serves. */
export interface PaymentProvider {
  readonly name: string;
  authorise(db: Db, input: AuthoriseInput): Promise<ProviderResult>;
  capture(db: Db, input: CaptureInput): Promise<ProviderResult>;
  refund(db: Db, input: RefundInput): Promise<ProviderResult>;
  handleWebhook(db: Db, input: WebhookInput): Promise<ProviderResult>;
}
