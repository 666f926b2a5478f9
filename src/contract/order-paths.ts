// The orders' and notifications' API paths (under /api), alone so the service worker and the first page load
// can name them without the order rules.
export const ORDER_PATHS = {
  /** POST: place one order (Idempotency-Key honoured). GET: the signed-in buyer's orders. */
  create: '/orders/create_order/',
  /** GET: one order (its buyer or its seller). */
  detail: (id: string) => `/orders/${id}/`,
  /** POST { to, reason? }: move the order (buyer: cancel; seller: accept, reject, pack, ship, ready, deliver). */
  transition: (id: string) => `/orders/${id}/transition/`,
  /** POST { product_id, rating, comment }: the buyer rates a product of a delivered order (again = update). */
  review: (id: string) => `/orders/${id}/reviews/`,
  /** POST multipart (field 'data' = problemReportSchema JSON, files 'photos'): within 48 h of delivery. */
  problems: (id: string) => `/orders/${id}/problems/`,
  /** POST { resolution, amount_minor?, note }: the seller answers a problem report. */
  answer: (id: string, problemId: string) => `/orders/${id}/problems/${problemId}/answer/`,
  /** GET ?status=&from=&to=&branch_id=&q=&page=: orders addressed to the signed-in seller. */
  sellerList: '/orders/seller/orders/',
  /** GET: the signed-in user's notifications, newest first. */
  notifications: '/notifications/',
  /** POST: mark one read. */
  notificationRead: (id: string) => `/notifications/${id}/read/`,
  /** POST: mark all read. */
  notificationsReadAll: '/notifications/read-all/',
} as const;
