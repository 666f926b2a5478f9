// The standing orders' API paths (under /api), zod-free. The contract declares them in standing-orders.ts beside its
// schemas (zod); the lists and the service worker must not load zod for a path, so they are repeated here until the
// contract gives them a zod-free home (like order-paths.ts). standing-orders.test.tsx checks both agree.
export const STANDING_PATHS = {
  list: '/standing-orders/',
  detail: (id: string) => `/standing-orders/${id}/`,
  skip: (id: string) => `/standing-orders/${id}/skip/`,
  pause: (id: string) => `/standing-orders/${id}/pause/`,
  cancel: (id: string) => `/standing-orders/${id}/cancel/`,
} as const;
