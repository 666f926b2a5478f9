// SQL of the pull: keys of rows changed after a position, then the rows themselves, all inside one snapshot.
import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncTable } from '../../../contract/sync.ts';
import { HISTORY_STREAM_TABLES, streamHolds, type SyncStream } from '../../../contract/sync-protocol.ts';
import { sqlRows, type Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/accounts.ts';
import { cartItems, wishlistItems } from '../../db/schema/cart.ts';
import { branches, categories, productGrades, productImages, productReviews, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { productColumns, productIsVisible, type GradeRow, type ImageRow, type ProductRow, type ProductWithPlace } from '../catalogue/queries.ts';
import { notifications, orderLines, orders } from '../../db/schema/orders.ts';
import { agreements, quoteRequests, quoteRequestSellers, quotes } from '../../db/schema/quotes.ts';
import { standingOrders } from '../../db/schema/standing-orders.ts';
import { harvests, preorders } from '../../db/schema/harvests.ts';
import { ledgerEntries, paymentClaims } from '../../db/schema/money.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { priceHistory } from '../../db/schema/price-history.ts';
import { syncHorizon, tombstones } from '../../db/schema/sync.ts';
import type { Position } from './cursor.ts';

export interface ChangeKey {
  table: SyncTable;
  id: string;
  txid: bigint;
  version: number;
  deleted: boolean;
}

/**
 * The first statement of a pull, which fixes its snapshot: the oldest transaction that may still commit (every
 * transaction before it has ended and is in this snapshot), and the newest pruned tombstone's transaction.
 */
export async function snapshotBounds(tx: Db): Promise<{ xmin: bigint; horizon: bigint }> {
  const [row] = await sqlRows<{ xmin: string; horizon: string | null }>(
    tx,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, (select ${syncHorizon.prunedTxid}::text from ${syncHorizon} limit 1) as horizon`,
  );
  return { xmin: BigInt(row!.xmin), horizon: BigInt(row!.horizon ?? '0') };
}

type KeyedTable = PgTable & { id: PgColumn; txid: PgColumn; version: PgColumn };

/**
 * Products and branches listed to this caller: their own farm's, and others' that have been public once. A row that
 * was never public is another farm's secret: not even its id leaves the server. Whether a listed row arrives as
 * itself or as a delete (public once, hidden now) is decided per caller when the rows are loaded.
 */
const listedCatalogueRows = (table: typeof products | typeof branches, ownSeller: string | null): SQL | undefined =>
  ownSeller ? or(eq(table.everPublic, true), eq(table.sellerId, ownSeller)) : eq(table.everPublic, true);

/**
 * The part of the catalogue a caller uses, for the scoped stream (contract SCOPED_STREAM_TABLES): their own farm's
 * products and branches, and near them (in the provinces of their addresses, of their farm and of its branches) the
 * products of the categories they buy (in their cart, wish list or orders), or of every category while they have
 * bought nothing. Each set is a subquery PostgreSQL works out once per statement. A visitor uses nothing of the
 * catalogue's: no product or branch.
 */
function usedCatalogue(userId: string | null, ownSeller: string | null): { products: SQL; branches: SQL } {
  if (!userId) return { products: sql`false`, branches: sql`false` };
  const farm = ownSeller ? sql`${ownSeller}::uuid` : sql`null::uuid`;
  const provinces = sql`(select ${addresses.province} from ${addresses} where ${addresses.userId} = ${userId}
    union select ${sellers.province} from ${sellers} where ${sellers.id} = ${farm}
    union select ${branches.province} from ${branches} where ${branches.sellerId} = ${farm})`;
  const bought = sql`(select ${cartItems.productId} from ${cartItems} where ${cartItems.userId} = ${userId}
      union select ${wishlistItems.productId} from ${wishlistItems} where ${wishlistItems.userId} = ${userId}
      union select ${orderLines.productId} from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId} where ${orders.buyerId} = ${userId})`;
  const categoriesUsed = sql`(select ${products.categoryId} from ${products} where ${products.id} in ${bought})`;
  // Others' rows only while public (a product: not a draft, of an approved branch), so that the stream holds rows
  // alone: one hidden now would reach the caller as a delete, and the device reading it holds nothing to delete.
  const nearby = sql`(select ${branches.id} from ${branches} where ${branches.status} = 'approved' and ${branches.province} in ${provinces})`;
  return {
    products: sql`(${products.sellerId} = ${farm} or (${products.status} <> 'Draft' and ${products.branchId} in ${nearby}
      and (${products.categoryId} in ${categoriesUsed} or not exists ${bought})))`,
    branches: sql`(${branches.sellerId} = ${farm} or (${branches.status} = 'approved' and ${branches.province} in ${provinces}))`,
  };
}

/** Of these products, those the caller uses now (usedCatalogue): the ones a head start of theirs would deliver. */
export async function productsUsedBy(tx: Db, userId: string | null, ownSeller: string | null, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0 || !userId) return new Set();
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`select ${products.id}::text as id from ${products} where ${products.id} = any(${`{${ids.join(',')}}`}::uuid[]) and ${usedCatalogue(userId, ownSeller).products}`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * The tables whose rows this caller may see in `stream`, each with the condition on its rows (none: every row). The
 * scoped stream narrows products and branches to those the caller uses.
 */
function sourcesOf(userId: string | null, ownSeller: string | null, stream: SyncStream): Array<{ name: SyncTable; table: KeyedTable; scope?: SQL | undefined }> {
  const used = stream === 'scoped' ? usedCatalogue(userId, ownSeller) : null;
  const sources: Array<{ name: SyncTable; table: KeyedTable; scope?: SQL | undefined }> = [
    { name: 'categories', table: categories },
    { name: 'sellers', table: sellers },
    { name: 'products', table: products, scope: and(listedCatalogueRows(products, ownSeller), used?.products) },
    { name: 'branches', table: branches, scope: and(listedCatalogueRows(branches, ownSeller), used?.branches) },
    { name: 'product_reviews', table: productReviews },
    { name: 'exchange_rates', table: exchangeRates },
    // A product's price history goes where the product is listed: public once, or the caller's own farm's.
    {
      name: 'price_history',
      table: priceHistory,
      scope: sql`exists (select 1 from ${products} where ${products.id} = ${priceHistory.productId} and ${listedCatalogueRows(products, ownSeller)})`,
    },
  ];
  if (userId) {
    // Rows of a buyer (`buyerId`) and of the farm they went to (`sellerId`).
    const buyerOrFarm = (t: { buyerId: PgColumn; sellerId: PgColumn }) => (ownSeller ? or(eq(t.buyerId, userId), eq(t.sellerId, ownSeller)) : eq(t.buyerId, userId));
    sources.push(
      { name: 'cart_items', table: cartItems, scope: eq(cartItems.userId, userId) },
      { name: 'wishlist_items', table: wishlistItems, scope: eq(wishlistItems.userId, userId) },
      { name: 'addresses', table: addresses, scope: eq(addresses.userId, userId) },
      { name: 'notifications', table: notifications, scope: eq(notifications.userId, userId) },
      // Orders the caller placed, and orders addressed to their farm.
      { name: 'orders', table: orders, scope: buyerOrFarm(orders) },
      // Produce requests: to their buyer and to the farms they went to.
      {
        name: 'quote_requests',
        table: quoteRequests,
        scope: ownSeller
          ? or(eq(quoteRequests.buyerId, userId), sql`${quoteRequests.id} in (select ${quoteRequestSellers.requestId} from ${quoteRequestSellers} where ${quoteRequestSellers.sellerId} = ${ownSeller}::uuid)`)
          : eq(quoteRequests.buyerId, userId),
      },
      // Quotes and agreements: to the request's buyer and to the quote's own farm, never to another farm.
      { name: 'quotes', table: quotes, scope: buyerOrFarm(quotes) },
      { name: 'agreements', table: agreements, scope: buyerOrFarm(agreements) },
      // Standing orders: to their buyer and to their farm.
      { name: 'standing_orders', table: standingOrders, scope: buyerOrFarm(standingOrders) },
      // Expected harvests: every harvest is keyed to every signed-in device (each was open, i.e. public, once);
      // whether it arrives as itself or as a delete (closed, another farm's) is decided when the rows are loaded.
      { name: 'harvests', table: harvests },
      // Pre-orders: to their buyer and to their farm.
      { name: 'preorders', table: preorders, scope: buyerOrFarm(preorders) },
      // The money ledger's entries and e-Transfer notices: to their buyer and to their farm.
      { name: 'ledger_entries', table: ledgerEntries, scope: buyerOrFarm(ledgerEntries) },
      { name: 'payment_claims', table: paymentClaims, scope: buyerOrFarm(paymentClaims) },
    );
  }
  if (ownSeller) sources.push({ name: 'stock_movements', table: stockMovements, scope: eq(stockMovements.sellerId, ownSeller) });
  return sources.filter(({ name }) => streamHolds(stream, name));
}

/**
 * The first `limit` keys after `from`, in (txid, version) order, of rows and tombstones of `stream`'s tables the
 * caller may see, among those of transactions before `xmin`. One statement: each source gives its first `limit` keys (its sync index read
 * in order), and a merge of them keeps the first `limit` of all. One source per table: a row changed once yields
 * one key, so a page never splits two keys of one position (versions come from one sequence: no two keys share
 * one). The keys come as one JSON value: a page of 2,000 is then one field for the driver to decode, not 10,000.
 */
export async function changedKeys(
  tx: Db,
  userId: string | null,
  ownSeller: string | null,
  from: Position,
  xmin: bigint,
  limit: number,
  stream: SyncStream = 'all',
): Promise<ChangeKey[]> {
  const inRange = (txid: PgColumn, version: PgColumn) =>
    sql`(${txid}, ${version}) > (${from.txid.toString()}::xid8, ${from.version.toString()}::bigint) and ${txid} < ${xmin.toString()}::xid8`;
  const parts = sourcesOf(userId, ownSeller, stream).map(
    ({ name, table, scope }) => sql`(select ${sql.raw(`'${name}'`)} as table_name, ${table.id}::text as id, ${table.txid} as txid, ${table.version} as version, false as deleted
      from ${table} where ${and(scope, inRange(table.txid, table.version))} order by ${table.txid}, ${table.version} limit ${limit})`,
  );
  // Deleted rows: public ones (catalogue) and the caller's own; the scoped stream has none (a device that holds
  // nothing yet reads it, and main, read after it, brings every delete).
  if (stream !== 'scoped') {
    const ownerScope = userId ? or(isNull(tombstones.userId), eq(tombstones.userId, userId)) : isNull(tombstones.userId);
    const historyTables = [...HISTORY_STREAM_TABLES];
    const tombstoneScope =
      stream === 'all' ? ownerScope : and(ownerScope, stream === 'history' ? inArray(tombstones.tableName, historyTables) : notInArray(tombstones.tableName, historyTables));
    parts.push(sql`(select ${tombstones.tableName} as table_name, ${tombstones.rowId}::text as id, ${tombstones.txid} as txid, ${tombstones.version} as version, true as deleted
      from ${tombstones} where ${and(tombstoneScope, inRange(tombstones.txid, tombstones.version))} order by ${tombstones.txid}, ${tombstones.version} limit ${limit})`);
  }
  const [row] = await sqlRows<{ keys: string }>(
    tx,
    sql`select coalesce(json_agg(json_build_array(table_name, id, txid::text, version::text, deleted) order by txid, version), '[]')::text as keys
      from (select * from (${sql.join(parts, sql` union all `)}) as k order by k.txid, k.version limit ${limit}) as page`,
  );
  return (JSON.parse(row!.keys) as Array<[SyncTable, string, string, string, boolean]>).map(([table, id, txid, version, deleted]) => ({
    table,
    id,
    txid: BigInt(txid),
    version: Number(version),
    deleted,
  }));
}

/** A product as toProduct takes it, with its grades and images. */
export interface ProductPageRow extends ProductWithPlace {
  grades: Array<Pick<GradeRow, 'grade' | 'priceMinor' | 'stock'>>;
  images: Array<Pick<ImageRow, 'id' | 'thumbPath' | 'cardPath' | 'fullPath'>>;
}

/** Every column the API reads (catalogue/queries.ts productColumns), by name, in a fixed order. */
const productFields = Object.entries(productColumns) as Array<[keyof ProductRow, PgColumn]>;

/**
 * The products behind the keys, with where they are, whether they are public, their grades and their images, as
 * catalogue/queries.ts selectProducts, gradesOf and imagesOf would give them, in one statement and one value: a JSON
 * array of [columns, province, branch name, visible, grades, images] per product. A page holds up to 2,000 products
 * and ~30 columns each: one text value spares the driver ~100,000 fields to decode (on PGlite most of a page's
 * time), and JSON.parse does the rest at native speed. Each column is still read by its own drizzle column, so a
 * value is what a select of it gives.
 */
export async function productsByIds(tx: Db, ids: string[]): Promise<ProductPageRow[]> {
  if (ids.length === 0) return [];
  const grades = sql`(select coalesce(json_agg(json_build_array(${productGrades.grade}, ${productGrades.priceMinor}, ${productGrades.stock})), '[]')
    from ${productGrades} where ${productGrades.productId} = ${products.id})`;
  const images = sql`(select coalesce(json_agg(json_build_array(${productImages.id}, ${productImages.thumbPath}, ${productImages.cardPath}, ${productImages.fullPath})
    order by ${productImages.position}, ${productImages.createdAt}), '[]') from ${productImages} where ${productImages.productId} = ${products.id})`;
  const [row] = await sqlRows<{ page: string }>(
    tx,
    sql`select coalesce(json_agg(json_build_array(
        json_build_array(${sql.join(productFields.map(([, column]) => sql`${column}`), sql`, `)}),
        coalesce(${branches.province}, ${sellers.province}), ${branches.name}, coalesce(${productIsVisible}, false), ${grades}, ${images}
      )), '[]')::text as page
      from ${products} left join ${branches} on ${branches.id} = ${products.branchId} join ${sellers} on ${sellers.id} = ${products.sellerId}
      where ${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  type Json = [unknown[], string | null, string | null, boolean, Array<[string, number, number]>, Array<[string, string, string, string]>];
  return (JSON.parse(row!.page) as Json[]).map(([values, province, branchName, visible, gradeRows, imageRows]) => {
    const product: Record<string, unknown> = {};
    for (let i = 0; i < productFields.length; i++) {
      const [name, column] = productFields[i]!;
      const value = values[i];
      product[name] = value === null ? null : column.mapFromDriverValue(value);
    }
    return {
      product: product as ProductRow,
      province,
      branchName,
      visible,
      grades: gradeRows.map(([grade, priceMinor, stock]) => ({ grade, priceMinor, stock })),
      images: imageRows.map(([id, thumbPath, cardPath, fullPath]) => ({ id, thumbPath, cardPath, fullPath })),
    };
  });
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
  ledgerEntries: (tx: Db, ids: string[]) => tx.select().from(ledgerEntries).where(inArray(ledgerEntries.id, ids)),
  paymentClaims: (tx: Db, ids: string[]) => tx.select().from(paymentClaims).where(inArray(paymentClaims.id, ids)),
  exchangeRates: (tx: Db, ids: string[]) => tx.select().from(exchangeRates).where(inArray(exchangeRates.id, ids)),
  /** Price history rows with their product's farm and whether the product was ever public. */
  priceHistory: (tx: Db, ids: string[]) =>
    tx
      .select({ row: priceHistory, sellerId: products.sellerId, everPublic: products.everPublic })
      .from(priceHistory)
      .innerJoin(products, eq(products.id, priceHistory.productId))
      .where(inArray(priceHistory.id, ids)),
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
