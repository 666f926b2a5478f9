// The bulk-buying API paths (under /api), alone so the service worker and the first page load can name them
// without the rules or zod.
export const QUOTE_PATHS = {
  /** POST bulkBuyerRegistrationSchema: a Buyer becomes a BulkBuyer (spec §7). GET: the caller's business profile. */
  bulkBuyer: '/product/bulk-buyer/',
  /** POST createRequestSchema (Idempotency-Key honoured): a bulk buyer asks farms for produce. GET ?status=&q=&page=: their requests. */
  requests: '/quotes/requests/',
  /** GET: one request with the quotes the caller may see (the buyer: all; a farm: its own). */
  request: (id: string) => `/quotes/requests/${id}/`,
  /** POST { reason? }: the buyer closes a pending request; open quotes are declined politely. */
  requestClose: (id: string) => `/quotes/requests/${id}/close/`,
  /** POST: a farm marks a request it was sent as seen. */
  requestRead: (id: string) => `/quotes/requests/${id}/read/`,
  /** POST submitQuoteSchema: a farm answers a request with its quote (one per farm and request). */
  submitQuote: (requestId: string) => `/quotes/requests/${requestId}/quotes/`,
  /** GET ?status=&q=&unread=&page=: requests sent to the signed-in farm. */
  sellerRequests: '/quotes/seller/requests/',
  /** GET: one quote (its farm or the request's buyer). */
  quote: (id: string) => `/quotes/quotes/${id}/`,
  /** POST quoteTransitionSchema: counter, revise, accept, decline or withdraw. */
  quoteTransition: (id: string) => `/quotes/quotes/${id}/transition/`,
  /** POST: the caller has read the quote's latest move. */
  quoteRead: (id: string) => `/quotes/quotes/${id}/read/`,
  /** GET: an agreement with the result of checking its fingerprint and its link to the previous agreement. */
  agreement: (id: string) => `/quotes/agreements/${id}/`,
} as const;
