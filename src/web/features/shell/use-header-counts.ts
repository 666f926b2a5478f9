// The numbers on the marketplace header's cart, wishlist and notification icons.
export interface HeaderCounts {
  cart: number;
  wishlist: number;
  notifications: number;
}

const NONE: HeaderCounts = { cart: 0, wishlist: 0, notifications: 0 };

/**
 * Today there is nothing to count: the offline data layer issue fills this from Dexie
 * (useLiveQuery over the cart, wishlist and notification tables) without changing the signature.
 */
export function useHeaderCounts(): HeaderCounts {
  return NONE;
}
