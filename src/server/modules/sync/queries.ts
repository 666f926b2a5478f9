// SQL of the pull: keys of rows changed after a position, then the rows themselves, all inside one snapshot.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncTable } from '../../../contract/sync.ts';
import { sqlRows, type Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/accounts.ts';
import { cartItems, wishlistItems } from '../../db/schema/cart.ts';
import { branches, categories, productReviews, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { notifications, orders } from '../../db/schema/orders.ts';
import { agreements, quoteRequests, quoteRequestSellers, quotes } from '../../db/schema/quotes.ts';
import { standingOrders } from '../../db/schema/standing-orders.ts';
import { harvests, preorders } from '../../db/schema/harvests.ts';
import { syncHorizon, tombstones } from '../../db/schema/sync.ts';
import type { Position } from './cursor.ts';

export interface ChangeKey {
  table: SyncTable;
  id: string;
  txid: bigint;
  version: number;
  deleted: boolean;
}

/** The oldest transaction that may still commit: every transaction before it has ended and is in this snapshot. */
export async function snapshotXmin(tx: Db): Promise<bigint> {
  const [row] = await sqlRows<{ xmin: string }>(tx, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
  return BigInt(row!.xmin);
}

export async function prunedHorizon(tx: Db): Promise<bigint> {
  const [row] = await tx.select({ txid: sql<string>`${syncHorizon.prunedTxid}::text` }).from(syncHorizon).limit(1);
  return BigInt(row?.txid ?? '0');
}

interface Source {
  table: PgTable;
  id: PgColumn;
  txid: PgColumn;
  version: PgColumn;
}

async function keysOf(tx: Db, src: Source, name: SyncTable, scope: SQL | undefined, from: Position, xmin: bigint, limit: number): Promise<ChangeKey[]> {
  const rows = await tx
    .select({ id: src.id, txid: sql<string>`${src.txid}::text`, version: src.version })
    .from(src.table)
    .where(
      and(
        scope,
        sql`(${src.txid}, ${src.version}) > (${from.txid.toString()}::xid8, ${from.version.toString()}::bigint)`,
        sql`${src.txid} < ${xmin.toString()}::xid8`,
      ),
    )
    .orderBy(asc(src.txid), asc(src.version))
    .limit(limit);
  return rows.map((r) => ({ table: name, id: r.id as string, txid: BigInt(r.txid), version: Number(r.version), deleted: false }));
}

/**
 * Products and branches listed to this caller: their own farm's, and others' that have been public once. A row that
 * was never public is another farm's secret: not even its id leaves the server. Whether a listed row arrives as
 * itself or as a delete (public once, hidden now) is decided per caller when the rows are loaded.
 */
const listedCatalogueRows = (table: typeof products | typeof branches, ownSeller: string | null): SQL | undefined =>
  ownSeller ? or(eq(table.everPublic, true), eq(table.sellerId, ownSeller)) : eq(table.everPublic, true);

/**
 * Up to `limit` keys per source, of rows and tombstones the caller may see. One source per table: a row changed
 * once yields one key, so a page never splits two keys of one position.
 */
export async function changedKeys(tx: Db, userId: string | null, ownSeller: string | null, from: Position, xmin: bigint, limit: number): Promise<ChangeKey[]> {
  const of = (t: PgTable & { id: PgColumn; txid: PgColumn; version: PgColumn }) => ({ table: t, id: t.id, txid: t.txid, version: t.version });
  // Thunks, started one at a time below: one connection per transaction.
  const jobs: Array<() => Promise<ChangeKey[]>> = [
    () => keysOf(tx, of(categories), 'categories', undefined, from, xmin, limit),
    () => keysOf(tx, of(sellers), 'sellers', undefined, from, xmin, limit),
    () => keysOf(tx, of(products), 'products', listedCatalogueRows(products, ownSeller), from, xmin, limit),
    () => keysOf(tx, of(branches), 'branches', listedCatalogueRows(branches, ownSeller), from, xmin, limit),
    () => keysOf(tx, of(productReviews), 'product_reviews', undefined, from, xmin, limit),
  ];
  if (userId) {
    jobs.push(
      () => keysOf(tx, of(cartItems), 'cart_items', eq(cartItems.userId, userId), from, xmin, limit),
      () => keysOf(tx, of(wishlistItems), 'wishlist_items', eq(wishlistItems.userId, userId), from, xmin, limit),
      () => keysOf(tx, of(addresses), 'addresses', eq(addresses.userId, userId), from, xmin, limit),
      () => keysOf(tx, of(notifications), 'notifications', eq(notifications.userId, userId), from, xmin, limit),
      // Orders the caller placed, and orders addressed to their farm.
      () => keysOf(tx, of(orders), 'orders', ownSeller ? or(eq(orders.buyerId, userId), eq(orders.sellerId, ownSeller)) : eq(orders.buyerId, userId), from, xmin, limit),
      // Produce requests: to their buyer and to the farms they went to.
      () => keysOf(
        tx,
        of(quoteRequests),
        'quote_requests',
        ownSeller
          ? or(eq(quoteRequests.buyerId, userId), sql`${quoteRequests.id} in (select ${quoteRequestSellers.requestId} from ${quoteRequestSellers} where ${quoteRequestSellers.sellerId} = ${ownSeller}::uuid)`)
          : eq(quoteRequests.buyerId, userId),
        from,
        xmin,
        limit,
      ),
      // Quotes and agreements: to the request's buyer and to the quote's own farm, never to another farm.
      () => keysOf(tx, of(quotes), 'quotes', ownSeller ? or(eq(quotes.buyerId, userId), eq(quotes.sellerId, ownSeller)) : eq(quotes.buyerId, userId), from, xmin, limit),
      () => keysOf(tx, of(agreements), 'agreements', ownSeller ? or(eq(agreements.buyerId, userId), eq(agreements.sellerId, ownSeller)) : eq(agreements.buyerId, userId), from, xmin, limit),
      // Standing orders: to their buyer and to their farm.
      () => keysOf(tx, of(standingOrders), 'standing_orders', ownSeller ? or(eq(standingOrders.buyerId, userId), eq(standingOrders.sellerId, ownSeller)) : eq(standingOrders.buyerId, userId), from, xmin, limit),
      // Expected harvests: every harvest is keyed to every signed-in device (each was open, i.e. public, once);
      // whether it arrives as itself or as a delete (closed, another farm's) is decided when the rows are loaded.
      () => keysOf(tx, of(harvests), 'harvests', undefined, from, xmin, limit),
      // Pre-orders: to their buyer and to their farm.
      () => keysOf(tx, of(preorders), 'preorders', ownSeller ? or(eq(preorders.buyerId, userId), eq(preorders.sellerId, ownSeller)) : eq(preorders.buyerId, userId), from, xmin, limit),
    );
  }
  if (ownSeller) jobs.push(() => keysOf(tx, of(stockMovements), 'stock_movements', eq(stockMovements.sellerId, ownSeller), from, xmin, limit));
  const tombs = () =>
    tx
    .select({ id: tombstones.rowId, table: tombstones.tableName, txid: sql<string>`${tombstones.txid}::text`, version: tombstones.version })
    .from(tombstones)
    .where(
      and(
        userId ? or(isNull(tombstones.userId), eq(tombstones.userId, userId)) : isNull(tombstones.userId),
        sql`(${tombstones.txid}, ${tombstones.version}) > (${from.txid.toString()}::xid8, ${from.version.toString()}::bigint)`,
        sql`${tombstones.txid} < ${xmin.toString()}::xid8`,
      ),
    )
    .orderBy(asc(tombstones.txid), asc(tombstones.version))
    .limit(limit)
    .then((rows) => rows.map((r) => ({ table: r.table as SyncTable, id: r.id, txid: BigInt(r.txid), version: r.version, deleted: true })));
  jobs.push(tombs);
  // One connection per transaction: run them one after another.
  const out: ChangeKey[] = [];
  for (const job of jobs) out.push(...(await job()));
  return out;
}

export const rowsByIds = {
  categories: (tx: Db, ids: string[]) => tx.select().from(categories).where(inArray(categories.id, ids)),
  sellers: (tx: Db, ids: string[]) => tx.select().from(sellers).where(inArray(sellers.id, ids)),
  wishlist: (tx: Db, ids: string[]) => tx.select().from(wishlistItems).where(inArray(wishlistItems.id, ids)),
  addresses: (tx: Db, ids: string[]) => tx.select().from(addresses).where(inArray(addresses.id, ids)),
  branches: (tx: Db, ids: string[]) => tx.select().from(branches).where(inArray(branches.id, ids)),
  stockMovements: (tx: Db, ids: string[]) => tx.select().from(stockMovements).where(inArray(stockMovements.id, ids)),
  productReviews: (tx: Db, ids: string[]) => tx.select().from(productReviews).where(inArray(productReviews.id, ids)),
  orders: (tx: Db, ids: string[]) => tx.select().from(orders).where(inArray(orders.id, ids)),
  standingOrders: (tx: Db, ids: string[]) => tx.select().from(standingOrders).where(inArray(standingOrders.id, ids)),
  notifications: (tx: Db, ids: string[]) => tx.select().from(notifications).where(inArray(notifications.id, ids)),
  quoteRequests: (tx: Db, ids: string[]) => tx.select().from(quoteRequests).where(inArray(quoteRequests.id, ids)),
  quotes: (tx: Db, ids: string[]) => tx.select().from(quotes).where(inArray(quotes.id, ids)),
  agreements: (tx: Db, ids: string[]) => tx.select().from(agreements).where(inArray(agreements.id, ids)),
  harvests: (tx: Db, ids: string[]) => tx.select().from(harvests).where(inArray(harvests.id, ids)),
  preorders: (tx: Db, ids: string[]) => tx.select().from(preorders).where(inArray(preorders.id, ids)),
};

/** Of these harvests, those the user pre-ordered. */
export async function preorderedHarvests(tx: Db, userId: string, harvestIds: string[]): Promise<string[]> {
  if (harvestIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: preorders.harvestId })
    .from(preorders)
    .where(and(eq(preorders.buyerId, userId), inArray(preorders.harvestId, harvestIds)));
  return rows.map((r) => r.id);
}

/** Tombstones older than the retention go; cursors from before the newest pruned one must reset. */
export async function pruneTombstones(db: Db, olderThan: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(tombstones)
      .where(sql`${tombstones.deletedAt} < ${olderThan}`)
      .returning({ txid: sql<string>`${tombstones.txid}::text` });
    if (gone.length === 0) return 0;
    const newest = gone.reduce((m, r) => (BigInt(r.txid) > m ? BigInt(r.txid) : m), 0n);
    await tx
      .update(syncHorizon)
      .set({ prunedTxid: sql`greatest(${syncHorizon.prunedTxid}, ${newest.toString()}::xid8)` })
      .where(eq(syncHorizon.id, 1));
    return gone.length;
  });
}
