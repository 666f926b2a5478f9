// What the user can do with a change the server refused: put it back in the queue, or discard it and
// get the server's truth back for that table.
import type { CartItem, WishlistItem } from '@contract/cart.ts';
import { api } from '@/lib/api.ts';
import { db, entityKey, type OutboxEntry } from './db.ts';
import { ORDER_CREATE_KIND } from './order-writes.ts';
import { syncMetaKey, readSyncMeta } from './pull.ts';
import { syncNow } from './sync-runtime.ts';

/** REST lists that hold a whole private table: cheaper than pulling everything again. */
const LISTS: Record<string, string> = { cart_items: '/product/add-to-cart/', wishlist_items: '/product/wishlist/' };

async function refetchTable(table: string): Promise<void> {
  const path = LISTS[table];
  if (!path) {
    // No list endpoint: drop this user's cursor so the next pull starts over (private tables are rebuilt).
    const session = await db.local_session.get('current');
    const meta = await readSyncMeta(db, session?.user.id);
    await db.local_meta.put({ key: syncMetaKey(session?.user.id), value: { ...meta, cursor: null } });
    await syncNow();
    return;
  }
  const res = await api<{ data: Array<CartItem | WishlistItem> }>(path, { fallback: 'Fetch failed' });
  await db.transaction('rw', db.local_outbox, db.table(table), async () => {
    const waiting = new Set((await db.local_outbox.orderBy('entityKey').uniqueKeys()) as string[]);
    const rows = db.table<{ id: string }, string>(table);
    const stale = (await rows.toCollection().primaryKeys()).filter((id) => !waiting.has(entityKey(table, id)));
    await rows.bulkDelete(stale);
    await rows.bulkPut(res.data.filter((row) => !waiting.has(entityKey(table, row.id))));
  });
}

/** Remove the refused change and bring back the server's rows (offline: the next pull does). */
export async function discardChange(entry: OutboxEntry): Promise<void> {
  const [table, id] = entry.entityKey?.split(':') ?? [];
  // Checkout's order code loads only for a refused order (it stays out of the first page load), and before the
  // transaction: awaiting anything but Dexie inside it would end it.
  const orders = entry.kind === ORDER_CREATE_KIND ? await import('./order-create.ts') : null;
  await db.transaction('rw', [db.local_outbox, ...db.syncedTables], async () => {
    await db.local_outbox.where('id').equals(entry.id).delete();
    // A discarded order gives its lines back to the cart (the server never took them out).
    const orderId = orders?.placedOrderId(entry);
    if (orders && orderId) await orders.giveBackCart(db, orderId);
    if (!table || !id || !db.tables.some((t) => t.name === table)) return;
    const others = await db.local_outbox.where('entityKey').equals(entityKey(table, id)).count();
    if (others === 0) await db.table(table).delete(id);
  });
  if (table) await refetchTable(table).catch(() => syncNow());
}

/** Send the refused change again (after the user fixed what the server complained about, or just once more). */
export async function retryChange(entry: OutboxEntry): Promise<void> {
  await db.local_outbox
    .where('id')
    .equals(entry.id)
    .modify({ state: 'pending', attempts: 0, networkFailures: 0, nextAttemptAt: Date.now(), lastError: null, lastStatus: null });
  void syncNow();
}
