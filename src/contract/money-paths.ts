// The money ledger's API paths (under /api), alone so the service worker and the appliers can name them without the
// schemas (zod) of ledger.ts.
export const MONEY_PATHS = {
  /** POST (its farm): record a payment received, on one or several invoices; the rest stays on account. */
  payments: '/money/payments/',
  /** POST (its farm): give up on what is left of an invoice. */
  writeOffs: '/money/write-offs/',
  /** POST (its farm) { id, note }: undo a payment or write-off recorded by mistake (a new entry; nothing is erased). */
  reverse: (entryId: string) => `/money/entries/${entryId}/reverse/`,
  /** POST (Buyer, BulkBuyer): 'I sent an e-Transfer' with its reference. */
  claims: '/money/claims/',
  /** POST (its farm) { to: 'confirmed' | 'rejected', note }: a confirmed claim becomes a payment. */
  claimAnswer: (claimId: string) => `/money/claims/${claimId}/answer/`,
  /** GET ?seller_id= (a buyer) or ?buyer_id= (a farm), &currency=&month=YYYY-MM[&format=csv]: a monthly statement. */
  statement: '/money/statement/',
  /** GET ?from=&to= (its farm): every ledger entry of the period as CSV, for bookkeeping. */
  sellerExport: '/money/seller/export/',
  /** GET (Admin): the ledger's invariants checked over the whole database; { ok, violations }. */
  check: '/money/check/',
} as const;
