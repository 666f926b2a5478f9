// Expected harvests and their pre-orders: the states, the limits and the rules both sides compute the same way
// (what is left to pre-order, who is filled first when the harvest comes in, the deposit asked). Zod-free: the
// device's first bundle and the service worker may read it.

/** open: taking pre-orders; harvested: recorded, pre-orders filled; cancelled: will not come (pre-orders cancelled). */
export const HARVEST_STATUSES = ['open', 'harvested', 'cancelled'] as const;
export type HarvestStatus = (typeof HARVEST_STATUSES)[number];

/**
 * pending: waiting for the harvest; partial_offered: the harvest was short and the buyer is offered what is left for
 * them (accept or cancel); ordered: became an order (order_id); cancelled: by the buyer, or the harvest was cancelled,
 * or nothing was left for them, or the partial offer was declined (cancel_reason).
 */
export const PREORDER_STATUSES = ['pending', 'partial_offered', 'ordered', 'cancelled'] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

export const PREORDER_CANCEL_REASONS = ['buyer', 'harvest_cancelled', 'not_filled', 'partial_declined'] as const;
export type PreorderCancelReason = (typeof PREORDER_CANCEL_REASONS)[number];

/** How far ahead a harvest may be declared, and how long its window may be. */
export const HARVEST_AHEAD_MAX_DAYS = 365;
export const HARVEST_WINDOW_MAX_DAYS = 90;
/** The deposit a farm may ask, in percent of the pre-order's total (0: none). */
export const DEPOSIT_PERCENT_MAX = 50;
export const HARVEST_NOTE_MAX = 500;
/** Open harvests per farm, and pre-orders waiting per buyer. */
export const OPEN_HARVESTS_MAX = 200;
export const PENDING_PREORDERS_MAX = 100;
/** Expected quantity of one harvest (same bound as one stock movement). */
export const HARVEST_QUANTITY_MAX = 1_000_000;

/** Units still open to pre-orders: expected minus what pending, offered and ordered pre-orders hold. */
export function leftToPreorder(h: { status: HarvestStatus; expected_quantity: number; preordered_quantity: number }): number {
  return h.status === 'open' ? Math.max(0, h.expected_quantity - h.preordered_quantity) : 0;
}

/** The pre-orders' order of service: first come, first served (made earlier first; the id breaks ties). */
export function byArrival<T extends { created_at: string; id: string }>(a: T, b: T): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface Fill {
  id: string;
  quantity: number;
  /** Units it gets: all (full), some (partial: offered to the buyer), or none. */
  filled: number;
}

/** Who gets what from `harvested` units, first come first served over the pending pre-orders. */
export function fillPlan(harvested: number, preorders: ReadonlyArray<{ id: string; quantity: number; created_at: string }>): Fill[] {
  let left = Math.max(0, harvested);
  return [...preorders].sort(byArrival).map((p) => {
    const filled = Math.min(p.quantity, left);
    left -= filled;
    return { id: p.id, quantity: p.quantity, filled };
  });
}

/** What the plan comes to: units going to pre-orders in full, units offered in part, and what goes to stock. */
export function fillSummary(harvested: number, plan: readonly Fill[]) {
  const full = plan.filter((f) => f.filled === f.quantity);
  const partial = plan.filter((f) => f.filled > 0 && f.filled < f.quantity);
  const unfilled = plan.filter((f) => f.filled === 0);
  const used = plan.reduce((n, f) => n + f.filled, 0);
  return { full: full.length, partial: partial.length, unfilled: unfilled.length, short: partial.length + unfilled.length > 0, toStock: Math.max(0, harvested - used) };
}

/** The deposit asked on a pre-order's goods total (half up, in minor units). */
export function depositMinor(totalMinor: number, percent: number): number {
  return Math.round((totalMinor * percent) / 100);
}
