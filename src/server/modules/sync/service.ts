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
import { toStandingOrders } from '../standing-orders/mappers.ts';
import { toHarvests, toPreorders } from '../harvests/mappers.ts';
import { toLedgerEntries } from '../money/ledger.ts';
import { toPaymentClaim } from '../money/mappers.ts';
import { toExchangeRate } from '../exchange-rates/mappers.ts';
import { toPriceHistoryEntry } from '../pricewise/mappers.ts';
import { visibleProducts } from '../harvests/queries.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { SyncChange, SyncResponse, SyncStream } from '../../../contract/sync.ts';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { toAddress } from '../accounts/mappers.ts';
import { selectLines } from '../cart/queries.ts';
import { toCartItem } from '../cart/mappers.ts';
import { toCategory, toProduct, toProductReview, toSellerPublic } from '../catalogue/mappers.ts';
import { toMovement } from '../inventory/mappers.ts';
import { toNotification } from '../notifications/mappers.ts';
import { toOrders } from '../orders/mappers.ts';
import { toQuotes, toAgreement } from '../quotes/quotes-mappers.ts';
import { toRequests } from '../quotes/requests-mappers.ts';
import { toBranch } from '../sellers/mappers.ts';
import { ownFarmId } from '../sellers/current.ts';
import { toWishlistItem } from '../wishlist/mappers.ts';
import { before, decodeCursor, encodeCursor, scopeTag, START, type Position } from './cursor.ts';
import * as q from './queries.ts';

type Row = Record<string, unknown>;

/**
 * The rows behind the keys, as this caller may see them. `visible: false` reaches the caller as a delete: a draft
 * or a product of an unapproved branch for anyone but its owner (who gets it with `visible: false` in the row),
 * likewise a branch that is not approved. Other farms' rows are only keyed here once they have been public
 * (queries.changedKeys), so such a delete names an id the caller may hold.
 */
async function rowsOf(
  tx: Db,
  table: q.ChangeKey['table'],
  ids: string[],
  userId: string | null,
  ownSeller: string | null,
): Promise<Map<string, { row: Row; visible: boolean }>> {
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
    case 'products':
      // Another farm's product that is not public now (a draft, an unapproved branch) goes as a delete; the owner
      // gets theirs with `visible: false` and its low-stock threshold.
      for (const p of await q.productsByIds(tx, ids)) {
        const own = p.product.sellerId === ownSeller;
        if (p.visible || own) put(p.product.id, toProduct(p, p.grades, p.images, own));
        else put(p.product.id, {}, false);
      }
      break;
    case 'branches':
      for (const b of await q.rowsByIds.branches(tx, ids)) {
        const own = b.sellerId === ownSeller;
        if (own) put(b.id, toBranch(b));
        else if (b.status === 'approved') put(b.id, { ...toBranch(b), reject_reason: null });
        else put(b.id, {}, false);
      }
      break;
    case 'stock_movements':
      for (const m of await q.rowsByIds.stockMovements(tx, ids)) if (m.sellerId === ownSeller) put(m.id, toMovement(m));
      break;
    case 'product_reviews':
      for (const r of await q.rowsByIds.productReviews(tx, ids)) put(r.id, toProductReview(r));
      break;
    case 'cart_items':
      for (const line of await selectLines(tx, and(inArray(cartItems.id, ids), eq(cartItems.userId, userId!)))) put(line.item.id, toCartItem(line));
      break;
    case 'wishlist_items':
      for (const w of await q.rowsByIds.wishlist(tx, ids)) if (w.userId === userId) put(w.id, toWishlistItem(w));
      break;
    case 'addresses':
      for (const a of await q.rowsByIds.addresses(tx, ids)) if (a.userId === userId) put(a.id, toAddress(a));
      break;
    case 'orders': {
      const mine = (await q.rowsByIds.orders(tx, ids)).filter((o) => o.buyerId === userId || (ownSeller !== null && o.sellerId === ownSeller));
      for (const o of await toOrders(tx, mine, userId)) put(o.id, o);
      break;
    }
    case 'notifications':
      for (const n of await q.rowsByIds.notifications(tx, ids)) if (n.userId === userId) put(n.id, toNotification(n));
      break;
    case 'quote_requests': {
      // The keys were scoped to the caller's requests and those sent to their farm: each is shaped for its reader.
      const found = await q.rowsByIds.quoteRequests(tx, ids);
      for (const r of await toRequests(tx, found, { userId: userId!, sellerId: ownSeller })) put(r.id, r);
      break;
    }
    case 'quotes': {
      const mine = (await q.rowsByIds.quotes(tx, ids)).filter((x) => x.buyerId === userId || (ownSeller !== null && x.sellerId === ownSeller));
      for (const x of await toQuotes(tx, mine, { userId: userId!, sellerId: ownSeller })) put(x.id, x);
      break;
    }
    case 'standing_orders': {
      const mine = (await q.rowsByIds.standingOrders(tx, ids)).filter((x) => x.buyerId === userId || (ownSeller !== null && x.sellerId === ownSeller));
      for (const x of await toStandingOrders(tx, mine)) put(x.id, x);
      break;
    }
    case 'harvests': {
      // Public ones (open, product visible) to everybody; the farm's own and the ones the caller pre-ordered in every
      // state; one closed or hidden reaches other devices as a delete (migration 0020 touches a product's open
      // harvests when it is hidden or shown).
      const found = await q.rowsByIds.harvests(tx, ids);
      const visible = await visibleProducts(tx, found.map((h) => h.productId));
      const isPublic = (h: (typeof found)[number]) => h.status === 'open' && visible.has(h.productId);
      const preordered = new Set(userId ? await q.preorderedHarvests(tx, userId, found.filter((h) => !isPublic(h)).map((h) => h.id)) : []);
      const seen = found.filter((h) => isPublic(h) || h.sellerId === ownSeller || preordered.has(h.id));
      const shown = new Set(seen);
      for (const h of found) if (!shown.has(h)) put(h.id, {}, false);
      for (const h of await toHarvests(tx, seen)) put(h.id, h);
      break;
    }
    case 'preorders': {
      const mine = (await q.rowsByIds.preorders(tx, ids)).filter((x) => x.buyerId === userId || (ownSeller !== null && x.sellerId === ownSeller));
      for (const x of await toPreorders(tx, mine)) put(x.id, x);
      break;
    }
    case 'ledger_entries': {
      const mine = (await q.rowsByIds.ledgerEntries(tx, ids)).filter((x) => x.buyerId === userId || (ownSeller !== null && x.sellerId === ownSeller));
      for (const x of await toLedgerEntries(tx, mine)) put(x.id, x);
      break;
    }
    case 'payment_claims':
      for (const x of await q.rowsByIds.paymentClaims(tx, ids)) if (x.buyerId === userId || (ownSeller !== null && x.sellerId === ownSeller)) put(x.id, toPaymentClaim(x));
      break;
    case 'exchange_rates':
      // Public: the rate itself, its day and when it was set (not who set it).
      for (const r of await q.rowsByIds.exchangeRates(tx, ids)) put(r.id, { ...toExchangeRate(r) });
      break;
    case 'price_history':
      // Where its product is listed: public once, or the caller's own farm's (the keys' scope, checked again).
      for (const h of await q.rowsByIds.priceHistory(tx, ids)) if (h.everPublic || (ownSeller !== null && h.sellerId === ownSeller)) put(h.row.id, { ...toPriceHistoryEntry(h.row) });
      break;
    case 'agreements':
      for (const a of await q.rowsByIds.agreements(tx, ids)) if (a.buyerId === userId || (ownSeller !== null && a.sellerId === ownSeller)) put(a.id, toAgreement(a));
      break;
  }
  return out;
}

/**
 * `held` (main only): the cursor the caller's head start ended at. A product whose change is at or before it and
 * which the caller uses now was delivered by that head start as it is (its key has not moved since, and each page of
 * the head start read every used row of its key range): it goes as `held`, with no row to build, send or parse. One
 * the head start did not deliver after all (the caller's addresses or the product's branch changed in between
 * without a change of the product) is `held` too: the device sees it does not hold that version and pulls main again
 * without `held` (web/offline/pull.ts).
 */
export async function pullChanges(
  db: Db,
  userId: string | null,
  cursor: string | undefined,
  limit: number,
  stream: SyncStream = 'all',
  held?: string,
): Promise<SyncResponse> {
  const scope = scopeTag(userId);
  return db.transaction(
    async (tx) => {
      // First statement: it fixes the snapshot every later query reads.
      const { xmin, horizon } = await q.snapshotBounds(tx);
      let from: Position = START;
      let reset = false;
      if (cursor) {
        const decoded = decodeCursor(cursor, scope, stream);
        // Unknown, someone else's or another stream's, from before pruned tombstones, or not issued by this
        // database: start again.
        if (!decoded || decoded.txid <= horizon || decoded.txid >= xmin) reset = true;
        else from = decoded;
      }

      // The caller's farm, if they have one: their products, branches and inventory history come with their own details.
      const ownSeller = userId ? await ownFarmId(tx, userId) : null;
      // In (txid, version) order; one more than a page tells whether more follow.
      const keys = await q.changedKeys(tx, userId, ownSeller, from, xmin, limit + 1, stream);
      const page = keys.slice(0, limit);

      const heldUpTo = held && stream === 'main' && userId ? decodeCursor(held, scope, 'scoped', { strict: true }) : null;
      const heldIds = heldUpTo
        ? await q.productsUsedBy(
            tx,
            userId,
            ownSeller,
            page.filter((k) => k.table === 'products' && !k.deleted && !before(heldUpTo, { txid: k.txid, version: BigInt(k.version) })).map((k) => k.id),
          )
        : new Set<string>();

      const live = new Map<q.ChangeKey['table'], string[]>();
      for (const k of page) {
        if (k.deleted || (k.table === 'products' && heldIds.has(k.id))) continue;
        const ids = live.get(k.table);
        if (ids) ids.push(k.id);
        else live.set(k.table, [k.id]);
      }
      const loaded = new Map<string, { row: Row; visible: boolean }>();
      for (const [table, ids] of live) for (const [id, v] of await rowsOf(tx, table, ids, userId, ownSeller)) loaded.set(`${table}:${id}`, v);

      const changes: SyncChange[] = page.map((k) => {
        if (!k.deleted && k.table === 'products' && heldIds.has(k.id)) return { table: k.table, op: 'held', id: k.id, version: k.version };
        const found = k.deleted ? undefined : loaded.get(`${k.table}:${k.id}`);
        // A product or branch that stopped being public reaches clients (other than its owner) as a delete.
        if (!found || !found.visible) return { table: k.table, op: 'delete', id: k.id, version: k.version };
        return { table: k.table, op: 'upsert', id: k.id, version: k.version, row: found.row };
      });
      const last = page.at(-1);
      const at: Position = last ? { txid: last.txid, version: BigInt(last.version) } : from;
      if (last && before(at, from)) throw new Error('sync cursor went backwards');
      return { changes, cursor: encodeCursor(scope, at, stream), has_more: keys.length > limit, reset };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
