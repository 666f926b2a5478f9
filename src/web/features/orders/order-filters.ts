// The tabs of /orders (?show=), zod-free: the route's search reader runs in the app's first JavaScript.
import { OPEN_ORDER_STATUSES, type OrderStatus } from '@contract/enums.ts';

export const ORDER_FILTERS = ['all', 'open', 'delivered', 'closed'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_FILTER_MATCHES: Record<OrderFilter, (status: OrderStatus) => boolean> = {
  all: () => true,
  open: (s) => (OPEN_ORDER_STATUSES as readonly string[]).includes(s),
  delivered: (s) => s === 'delivered',
  closed: (s) => s === 'rejected' || s === 'cancelled',
};
