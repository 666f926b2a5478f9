// The expected harvests' and pre-orders' API paths (under /api), zod-free: the contract declares them in harvests.ts
// beside its schemas (zod), which the public list, the service worker and the appliers must not load for a path.
// harvest-paths.test.ts checks both agree.
export const HARVEST_PATHS = {
  list: '/harvests/',
  detail: (id: string) => `/harvests/${id}/`,
  harvest: (id: string) => `/harvests/${id}/harvest/`,
  cancel: (id: string) => `/harvests/${id}/cancel/`,
} as const;

export const PREORDER_PATHS = {
  list: '/preorders/',
  detail: (id: string) => `/preorders/${id}/`,
  cancel: (id: string) => `/preorders/${id}/cancel/`,
  accept: (id: string) => `/preorders/${id}/accept/`,
} as const;
