// Discarding a refused answer to an e-Transfer notice takes away the payment the confirmation showed at once (the
// notice itself comes back from the server with the pull that follows the discard).
import type { DiscardStep } from '@/offline/appliers.ts';
import { CLAIM_ANSWER_KIND } from './money-appliers.ts';

/** The payment an answer made on this device. */
function answeredPaymentId(body: unknown): string | null {
  const id = (body as { payment_id?: unknown } | null)?.payment_id;
  return typeof id === 'string' ? id : null;
}

const dropAnsweredPayment: DiscardStep = async (entry) => {
  const paymentId = answeredPaymentId(entry.body);
  return paymentId ? (db) => db.ledger_entries.delete(paymentId) : undefined;
};

export const MONEY_DISCARD_STEPS: ReadonlyArray<readonly [string, DiscardStep]> = [[CLAIM_ANSWER_KIND, dropAnsweredPayment]];
