// What the user can do with a change the server refused: put it back in the queue, or discard it and
// get the server's truth back for that table.
import { CART_PATH, WISHLIST_PATH } from '@contract/sync-protocol.ts';
import { api } from '@/lib/api.ts';
import { discardStepFor } from './appliers.ts';
import { db, entityKey, type OutboxEntry } from './db.ts';
import { META, readSyncMeta, writeMeta } from './meta.ts';
import { syncNow } from './sync-runtime.ts';
import { hasWaitingChange, rowsWithWaitingChanges } from './waiting.ts';

/** REST lists that hold a whole private table: cheaper than pulling everything again. */
const LISTS: Record<string, string> = { cart_items: CART_PATH, wishlist_items: WISHLIST_PATH };

async function refetchTable(table: string): Promise<void> {
  const path = LISTS[table];
  if (!path) {
    // No list endpoint: drop this user's cursor so the next pull starts over (private tables are rebuilt).
    const session = await db.local_session.get('current');
    const meta = await readSyncMeta(db, session?.user.id);
    await writeMeta(db, META.sync(session?.user.id), { ...meta, cursor: null });
    await syncNow();
    return;
  }
  const res = await api<{ data: Array<{ id: string }> }>(path, { fallback: 'Fetch failed' });
  await db.transaction('rw', db.local_outbox, db.table(table), async () => {
    const waiting = await rowsWithWaitingChanges(db);
    const rows = db.table<{ id: string }, string>(table);
    const stale = (await rows.toCollection().primaryKeys()).filter((id) => !waiting.has(entityKey(table, id)));
    await rows.bulkDelete(stale);
    await rows.bulkPut(res.data.filter((row) => !waiting.has(entityKey(table, row.id))));
  });
}

/** Remove the refused change and bring back the server's rows (offline: the next pull does). */
export async function discardChange(entry: OutboxEntry): Promise<void> {
  const [table, id] = entry.entityKey?.split(':') ?? [];
  // What the domain undoes beyond the row (a refused order gives its lines back to the cart) is prepared before the
  // transaction: it may load code, and awaiting anything but Dexie inside the transaction would end it.
  const undo = await (await discardStepFor(entry.kind))?.(entry);
  await db.transaction('rw', [db.local_outbox, ...db.syncedTables], async () => {
    await db.local_outbox.where('id').equals(entry.id).delete();
    await undo?.(db);
    if (!table || !id || !db.tables.some((t) => t.name === table)) return;
    if (!(await hasWaitingChange(db, table, id))) await db.table(table).delete(id);
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
