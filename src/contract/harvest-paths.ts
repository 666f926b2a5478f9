// The expected harvests' and pre-orders' API paths (under /api), alone so the service worker, the public list and
// the appliers can name them without loading the schemas (zod) of harvests.ts.
export const HARVEST_PATHS = {
  /** GET (public): upcoming open harvests, ?category=&province=&week=YYYY-MM-DD&q= . POST (Seller): declare one. */
  list: '/harvests/',
  /** GET (public for open ones; the farm for its own). PATCH (its farm): expected quantity, window, price, deposit, note. */
  detail: (id: string) => `/harvests/${id}/`,
  /** POST (its farm) { quantity, confirm_partial }: the harvest is in; pre-orders are filled first come, first served. */
  harvest: (id: string) => `/harvests/${id}/harvest/`,
  /** POST (its farm): the harvest will not come; its waiting pre-orders are cancelled and their buyers told. */
  cancel: (id: string) => `/harvests/${id}/cancel/`,
} as const;

export const PREORDER_PATHS = {
  /** GET: the caller's pre-orders (as buyer) and those on their farm's harvests. POST (Buyer, BulkBuyer): pre-order. */
  list: '/preorders/',
  detail: (id: string) => `/preorders/${id}/`,
  /** POST (its buyer): cancel while pending; decline while a partial fill is offered. */
  cancel: (id: string) => `/preorders/${id}/cancel/`,
  /** POST (its buyer): take the partial quantity offered; it becomes an order. */
  accept: (id: string) => `/preorders/${id}/accept/`,
} as const;
