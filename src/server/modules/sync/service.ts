// The pull (ARCHITECTURE 'Offline sync' 7): rows changed after the cursor, from one snapshot, in (txid, version) order.
//
// Why (txid, version) and not version alone: versions are taken when a row is written, but transactions commit in any
// order. A reader paging by `version > cursor` could deliver version 12 while the transaction holding version 11 is
// still open, move its cursor to 12, and never see 11. Here every row records the transaction that last wrote it
// (`txid`, set by default and by the bump trigger), and a pull only delivers rows whose transaction precedes the
// snapshot's xmin: every such transaction has ended, so its rows are all in the snapshot, and any transaction that
// commits later has a txid >= xmin, i.e. after every position already delivered. Pages follow (txid, version), so
// the cursor never passes a change that could still appear. On PGlite there is one connection and transactions run
// one at a time: xmin is then the next transaction id and everything committed is delivered.
import { and, eq, inArray } from 'drizzle-orm';
import type { SyncChange, SyncResponse } from '../../../contract/sync.ts';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalogue.ts';
import { toAddress } from '../accounts/mappers.ts';
import { selectLines } from '../cart/queries.ts';
import { toCartItem } from '../cart/mappers.ts';
import { selectProducts } from '../catalogue/queries.ts';
import { toCategory, toSellerPublic } from '../catalogue/mappers.ts';
import { withChildren } from '../catalogue/service.ts';
import { toWishlistItem } from '../wishlist/service.ts';
import { before, decodeCursor, encodeCursor, scopeTag, START, type Position } from './cursor.ts';
import * as q from './queries.ts';

type Row = Record<string, unknown>;

async function rowsOf(tx: Db, table: q.ChangeKey['table'], ids: string[], userId: string | null): Promise<Map<string, { row: Row; visible: boolean }>> {
  const out = new Map<string, { row: Row; visible: boolean }>();
  if (ids.length === 0) return out;
  const put = (id: string, row: Row, visible = true) => out.set(id, { row, visible });
  switch (table) {
    case 'categories':
      for (const c of await q.rowsByIds.categories(tx, ids)) put(c.id, toCategory(c));
      break;
    case 'sellers':
      for (const s of await q.rowsByIds.sellers(tx, ids)) put(s.id, toSellerPublic(s));
      break;
    case 'products': {
      const found = await selectProducts(tx, inArray(products.id, ids));
      const shaped = await withChildren(tx, found.filter((p) => p.visible));
      for (const p of found) if (!p.visible) put(p.product.id, {}, false);
      for (const p of shaped) put(p.id, p);
      break;
    }
    case 'cart_items':
      for (const line of await selectLines(tx, and(inArray(cartItems.id, ids), eq(cartItems.userId, userId!)))) put(line.item.id, toCartItem(line));
      break;
    case 'wishlist_items':
      for (const w of await q.rowsByIds.wishlist(tx, ids)) if (w.userId === userId) put(w.id, toWishlistItem(w));
      break;
    case 'addresses':
      for (const a of await q.rowsByIds.addresses(tx, ids)) if (a.userId === userId) put(a.id, toAddress(a));
      break;
  }
  return out;
}

export async function pullChanges(db: Db, userId: string | null, cursor: string | undefined, limit: number): Promise<SyncResponse> {
  const scope = scopeTag(userId);
  return db.transaction(
    async (tx) => {
      // First statement: it fixes the snapshot every later query reads.
      const xmin = await q.snapshotXmin(tx);
      const horizon = await q.prunedHorizon(tx);
      let from: Position = START;
      let reset = false;
      if (cursor) {
        const decoded = decodeCursor(cursor, scope);
        // Unknown, someone else's, from before pruned tombstones, or not issued by this database: start again.
        if (!decoded || decoded.txid <= horizon || decoded.txid >= xmin) reset = true;
        else from = decoded;
      }

      const keys = await q.changedKeys(tx, userId, from, xmin, limit + 1);
      keys.sort((a, b) => (a.txid === b.txid ? a.version - b.version : a.txid < b.txid ? -1 : 1));
      const page = keys.slice(0, limit);

      const live = new Map<q.ChangeKey['table'], string[]>();
      for (const k of page) if (!k.deleted) live.set(k.table, [...(live.get(k.table) ?? []), k.id]);
      const loaded = new Map<string, { row: Row; visible: boolean }>();
      for (const [table, ids] of live) for (const [id, v] of await rowsOf(tx, table, ids, userId)) loaded.set(`${table}:${id}`, v);

      const changes: SyncChange[] = page.map((k) => {
        const found = k.deleted ? undefined : loaded.get(`${k.table}:${k.id}`);
        // A product that stopped being public reaches clients as a delete.
        if (!found || !found.visible) return { table: k.table, op: 'delete', id: k.id, version: k.version };
        return { table: k.table, op: 'upsert', id: k.id, version: k.version, row: found.row };
      });
      const last = page.at(-1);
      const at: Position = last ? { txid: last.txid, version: BigInt(last.version) } : from;
      if (last && before(at, from)) throw new Error('sync cursor went backwards');
      return { changes, cursor: encodeCursor(scope, at), has_more: keys.length > limit, reset };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
