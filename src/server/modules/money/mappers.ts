// e-Transfer notices (payment_claims rows) as both parties read them (contract/ledger.ts PaymentClaim). Ledger
// entries are mapped in ledger.ts (toLedgerEntries), which reads their postings.
import type { Currency } from '../../../contract/enums.ts';
import type { PaymentClaim } from '../../../contract/ledger.ts';
import type { ClaimStatus } from '../../../contract/ledger-rules.ts';
import type { ClaimRow } from './queries.ts';

export function toPaymentClaim(r: ClaimRow): PaymentClaim {
  return {
    id: r.id,
    seller_id: r.sellerId,
    buyer_id: r.buyerId,
    farm_name: r.farmName,
    buyer_name: r.buyerName,
    buyer_business: r.buyerBusiness,
    currency: r.currency as Currency,
    amount_minor: r.amountMinor,
    reference: r.reference,
    sent_on: r.sentOn,
    order_ids: r.orderIds,
    note: r.note,
    status: r.status as ClaimStatus,
    answer_note: r.answerNote,
    payment_id: r.paymentId,
    answered_at: r.answeredAt ? r.answeredAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    version: r.version,
  };
}
