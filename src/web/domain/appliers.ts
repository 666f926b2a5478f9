// Every domain's plugs into the sync machinery (offline/appliers.ts): the applier of each mutation kind, installed
// wherever a drainer runs (the page's start, the service worker, the tests); and, in the page only (the service
// worker neither discards nor loads code on demand), what discarding a refused change undoes beyond its row.
import { installDomainPlugs, type DomainPlugs } from '@/offline/appliers.ts';
import { CART_APPLIERS } from './cart/cart-writes.ts';
import { BRANCH_APPLIERS } from './farm/branch-appliers.ts';
import { SELLER_TERMS_APPLIERS } from './farm/seller-terms.ts';
import { HARVEST_APPLIERS } from './harvests/harvest-appliers.ts';
import { INVENTORY_APPLIERS } from './inventory/inventory-stock.ts';
import { MONEY_APPLIERS } from './money/money-appliers.ts';
import { NOTIFICATION_APPLIERS } from './notifications/notification-writes.ts';
import { ORDER_APPLIERS } from './orders/order-writes.ts';
import { PRODUCT_APPLIERS } from './products/product-writes.ts';
import { ADDRESS_APPLIERS } from './profile/address-appliers.ts';
import { QUOTE_APPLIERS } from './quotes/quote-appliers.ts';
import { STANDING_ORDER_APPLIERS } from './standing-orders/standing-order-appliers.ts';
import { WISHLIST_APPLIERS } from './wishlist/wishlist-writes.ts';

export const DOMAIN_PLUGS: DomainPlugs = {
  appliers: [
    ...CART_APPLIERS,
    ...WISHLIST_APPLIERS,
    ...ADDRESS_APPLIERS,
    ...BRANCH_APPLIERS,
    ...SELLER_TERMS_APPLIERS,
    ...PRODUCT_APPLIERS,
    ...INVENTORY_APPLIERS,
    ...ORDER_APPLIERS,
    ...NOTIFICATION_APPLIERS,
    ...QUOTE_APPLIERS,
    ...STANDING_ORDER_APPLIERS,
    ...HARVEST_APPLIERS,
    ...MONEY_APPLIERS,
  ],
};

/** Idempotent. */
export function installDomainAppliers(): void {
  installDomainPlugs(DOMAIN_PLUGS);
}
