// The money ledger's mutation kinds (the writes: money-writes.ts) and how the server's answers land. Each answer is
// the row `{ data }`: a payment's or write-off's entry carries all it did (the server may have cut an allocation to
// what an invoice still owed, and says so in the row); a reversal also marks the entry it undoes, and a confirmed
// e-Transfer notice makes a payment, so those two are followed by a pull. Kept small: every applier is in the page's
// first JavaScript and in the service worker.
import type { LedgerEntry, PaymentClaim } from '@contract/ledger.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';

export const PAYMENT_RECORD_KIND = 'money.payment';
export const WRITE_OFF_KIND = 'money.write_off';
export const ENTRY_REVERSE_KIND = 'money.reverse';
export const CLAIM_CREATE_KIND = 'money.claim';
export const CLAIM_ANSWER_KIND = 'money.claim_answer';

const entryAlone = confirmRow<LedgerEntry>('ledger_entries', { alone: true });
const entry = confirmRow<LedgerEntry>('ledger_entries');
const claimAlone = confirmRow<PaymentClaim>('payment_claims', { alone: true });
const claim = confirmRow<PaymentClaim>('payment_claims');

export const MONEY_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [PAYMENT_RECORD_KIND, entryAlone],
  [WRITE_OFF_KIND, entryAlone],
  [ENTRY_REVERSE_KIND, entry],
  [CLAIM_CREATE_KIND, claimAlone],
  [CLAIM_ANSWER_KIND, claim],
];
