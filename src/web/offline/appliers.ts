// Per-kind appliers: write the server's answer to a confirmed outbox entry into Dexie. They run inside the
// drainer's transaction, in the page, the service worker and Node tests alike (no DOM, no React here).
import type { Address } from '@contract/accounts.ts';
import type { CartItem, WishlistItem } from '@contract/cart.ts';
import type { Branch } from '@contract/catalogue.ts';
import { entityKey, type MarketDb, type OutboxEntry } from './db.ts';
import { applyConfirmedProduct, applyDeletedProduct, PRODUCT_CREATE_KIND, PRODUCT_DELETE_KIND, PRODUCT_UPDATE_KIND } from './product-writes.ts';
import { applyConfirmedOrder, applyPlacedOrder, ORDER_CREATE_KIND, ORDER_KINDS } from './order-writes.ts';
import { applyReadAllNotifications, applyReadNotification, NOTIFICATION_READ_ALL_KIND, NOTIFICATION_READ_KIND } from './notification-writes.ts';
import { applyConfirmedMovement, applyInventorySettings, INVENTORY_SETTINGS_KIND, STOCK_MOVE_KIND } from './inventory-stock.ts';
import { applySellerTerms, SELLER_TERMS_KIND } from './seller-terms.ts';
import { QUOTE_APPLIERS } from './quote-writes.ts';

export interface ApplyContext {
  db: MarketDb;
  entry: OutboxEntry;
  /** The parsed JSON answer (undefined for an empty body). */
  response: unknown;
}
export type Applier = (ctx: ApplyContext) => Promise<void>;

/** True when a later change to the same row still waits: its own answer will bring the final row. */
async function stillPending(db: MarketDb, table: string, id: string): Promise<boolean> {
  return (await db.local_outbox.where('entityKey').equals(entityKey(table, id)).count()) > 0;
}

function dataOf<T>(response: unknown): T | undefined {
  return (response as { data?: T } | undefined)?.data;
}

/**
 * The server may answer with another id than the client made (adding a product already in the cart
 * increases that line). Then the local temp row goes, and waiting entries that name the temp id follow.
 */
async function adoptServerId(db: MarketDb, table: 'cart_items' | 'wishlist_items', tempId: string, realId: string) {
  if (tempId === realId) return;
  await db.table(table).delete(tempId);
  await db.local_outbox
    .where('entityKey')
    .equals(entityKey(table, tempId))
    .modify((e: OutboxEntry) => {
      e.path = e.path.replace(`/${tempId}/`, `/${realId}/`);
      e.entityKey = entityKey(table, realId);
    });
}

function upsertFromAnswer(table: 'cart_items' | 'wishlist_items'): Applier {
  return async ({ db, entry, response }) => {
    const row = dataOf<CartItem | WishlistItem>(response);
    if (!row?.id) return;
    const localId = entry.entityKey?.split(':')[1];
    if (localId) await adoptServerId(db, table, localId, row.id);
    if (!(await stillPending(db, table, row.id))) await db.table(table).put(row);
  };
}

function deleteEntity(table: string): Applier {
  return async ({ db, entry }) => {
    const id = entry.entityKey?.split(':')[1];
    if (id && !(await stillPending(db, table, id))) await db.table(table).delete(id);
  };
}

/** The server keeps one default address: its answer may have moved the default away from the others. */
const upsertAddress: Applier = async ({ db, response }) => {
  const row = dataOf<Address>(response);
  if (!row?.id || (await stillPending(db, 'addresses', row.id))) return;
  if (row.is_default) await db.addresses.where('id').notEqual(row.id).modify({ is_default: false });
  await db.addresses.put(row);
};

/** A branch as the server confirmed it (create or edit; an edit of a rejected branch comes back 'pending'). */
const upsertBranch: Applier = async ({ db, response }) => {
  const row = dataOf<Branch>(response);
  if (row?.id && !(await stillPending(db, 'branches', row.id))) await db.branches.put(row);
};

const appliers = new Map<string, Applier>([
  ['address.create', upsertAddress],
  ['address.update', upsertAddress],
  ['address.delete', deleteEntity('addresses')],
  ['cart.add', upsertFromAnswer('cart_items')],
  ['cart.update', upsertFromAnswer('cart_items')],
  ['cart.remove', deleteEntity('cart_items')],
  ['wishlist.add', upsertFromAnswer('wishlist_items')],
  ['wishlist.remove', deleteEntity('wishlist_items')],
  ['branch.create', upsertBranch],
  ['branch.update', upsertBranch],
  ['branch.delete', deleteEntity('branches')],
  [PRODUCT_CREATE_KIND, applyConfirmedProduct],
  [PRODUCT_UPDATE_KIND, applyConfirmedProduct],
  [PRODUCT_DELETE_KIND, applyDeletedProduct],
  [STOCK_MOVE_KIND, applyConfirmedMovement],
  [INVENTORY_SETTINGS_KIND, applyInventorySettings],
  ...ORDER_KINDS.map((kind): [string, Applier] => [kind, applyConfirmedOrder]),
  // Placing also clears the cart lines it took, should a cart change sent just before have written one back.
  [ORDER_CREATE_KIND, applyPlacedOrder],
  [NOTIFICATION_READ_KIND, applyReadNotification],
  [NOTIFICATION_READ_ALL_KIND, applyReadAllNotifications],
  [SELLER_TERMS_KIND, applySellerTerms],
  ...QUOTE_APPLIERS,
]);

/** Later issues add their kinds here (orders, quotes, stock deltas...). */
export function registerApplier(kind: string, applier: Applier): void {
  appliers.set(kind, applier);
}

/** Unknown kinds do nothing: the next pull brings the server's row. */
export function applierFor(kind: string): Applier {
  return appliers.get(kind) ?? (async () => {});
}
