// The one Dexie instance of the web app. Local-only tables are prefixed `local_`.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Address, Province, User } from '@contract/accounts.ts';
import type { CartItem, WishlistItem } from '@contract/cart.ts';
import type { Branch, Category, Product, ProductReview, SellerPublic, StockMovement } from '@contract/catalogue.ts';
import type { ExchangeRate } from '@contract/currency-rules.ts';
import type { PriceHistoryEntry } from '@contract/price-history-rules.ts';
import type { Harvest, Preorder } from '@contract/harvests.ts';
import type { LedgerEntry, PaymentClaim } from '@contract/ledger.ts';
import type { Notification, Order } from '@contract/orders.ts';
import type { Agreement, Quote, QuoteRequest } from '@contract/quotes.ts';
import type { StandingOrder } from '@contract/standing-orders.ts';
import { LOCAL_DB_NAME, LOCAL_META_TABLE, LOCAL_SESSION_TABLE, OUTBOX_TABLE, SYNC_TABLES, type SyncTable } from '@contract/sync-protocol.ts';
import { facetOf, FACETS_TABLE, productFacetsMiddleware, type FacetChunk } from './product-facets.ts';

/** A product row as Dexie holds it: the contract's row (its search words live in its twin, product-facets.ts). */
export type LocalProduct = Product;

/**
 * An order as the device keeps it. `local: 'waiting'` marks an order placed on this device that the server has not
 * confirmed yet (its totals are the device's own sums); the server's row replaces it when the order goes through.
 * `local_cart` keeps the cart lines the order took, so a refused order can give them back.
 */
export type LocalOrder = Order & { local?: 'waiting'; local_cart?: CartItem[] };
/** A request or quote made on this device and not yet confirmed by the server ('Waiting to be sent'); a quote whose
 * latest move (counter-offer, revision, acceptance...) waits in the outbox carries the move it waits for. */
export type LocalQuoteRequest = QuoteRequest & { local?: 'waiting' };
export type LocalQuote = Quote & { local?: 'waiting'; local_action?: string };
/** A standing order set up on this device and not yet confirmed by the server carries `local: 'waiting'` (its
 * buyer and farm names are the device's own until the server's row replaces it). */
export type LocalStandingOrder = StandingOrder & { local?: 'waiting' };
/** An expected harvest or a pre-order made or changed on this device and not yet confirmed by the server. */
export type LocalHarvest = Harvest & { local?: 'waiting' };
export type LocalPreorder = Preorder & { local?: 'waiting' };
/** A payment, write-off or reversal recorded on this device, or an e-Transfer notice sent or answered on it, that the
 * server has not confirmed yet (its figures are the device's own until the server's row replaces it). */
export type LocalLedgerEntry = LedgerEntry & { local?: 'waiting' };
export type LocalPaymentClaim = PaymentClaim & { local?: 'waiting' };

/** A photo chosen offline for a product, kept until the product's create or edit reaches the server. */
export interface LocalPhoto {
  id: string;
  productId: string;
  /** Outbox entry that will upload it. */
  entryId: string;
  blob: Blob;
  name: string;
  type: string;
  position: number;
  createdAt: number;
}

/** The signed-in session: one row with key 'current'. Tokens live here so the sync layer reads them at send time. */
export interface LocalSession {
  key: 'current';
  user: User;
  access: string;
  refresh: string;
  savedAt: number;
}

export interface LocalMeta {
  key: string;
  value: unknown;
}

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One waiting change: a REST call of the API, sent once (Idempotency-Key = id) by the drainer. */
export interface OutboxEntry {
  seq?: number;
  /** UUID, sent as the Idempotency-Key header; never changes across retries. */
  id: string;
  /** Names the applier that writes the server's answer into Dexie ('cart.add', 'wishlist.remove'...). */
  kind: string;
  /** What the user did, in their language when they did it ('Add Carrots to cart'). */
  label: string;
  method: HttpMethod;
  /** Under /api, e.g. '/product/add-to-cart/'. */
  path: string;
  body: unknown;
  /** Extra request headers, e.g. If-Match with the revision an edit started from. */
  headers?: Record<string, string>;
  userId: string;
  /** Language of the user at enqueue time: the server answers its refusal in it. */
  lang: string;
  createdAt: number;
  state: 'pending' | 'rejected';
  /** Answers from the server that asked to retry (5xx, 408, 429, 409 in progress): they grow the backoff. */
  attempts: number;
  /** Sends that never reached the server (no network); counted apart so hours offline do not grow the backoff. */
  networkFailures?: number;
  lastError: string | null;
  lastStatus: number | null;
  nextAttemptAt: number;
  /** `${table}:${id}` of the row this change touches, so pulls leave that row alone until it is confirmed. */
  entityKey: string | null;
  /** Where the user can edit the change when the server refused it. */
  editHref?: string;
  /** The body of the refusal (e.g. `current` of a 412 conflict), so the screen can show both versions. */
  lastBody?: unknown;
}

/**
 * A body with files (multipart/form-data), as stored in the outbox: the drainer sends `data` as a JSON string
 * field named 'data' and each file as a part named `files[i].field` (Blobs survive in IndexedDB).
 */
export interface MultipartBody {
  multipart: true;
  data: unknown;
  files: Array<{ field: string; name: string; type: string; blob: Blob }>;
}
export function isMultipartBody(body: unknown): body is MultipartBody {
  return typeof body === 'object' && body !== null && (body as { multipart?: unknown }).multipart === true;
}

export class MarketDb extends Dexie {
  local_session!: EntityTable<LocalSession, 'key'>;
  local_meta!: EntityTable<LocalMeta, 'key'>;
  local_outbox!: Table<OutboxEntry, number>;
  addresses!: EntityTable<Address, 'id'>;
  provinces!: EntityTable<Province, 'code'>;
  products!: EntityTable<LocalProduct, 'id'>;
  branches!: EntityTable<Branch, 'id'>;
  stock_movements!: EntityTable<StockMovement, 'id'>;
  product_reviews!: EntityTable<ProductReview, 'id'>;
  local_photos!: EntityTable<LocalPhoto, 'id'>;
  categories!: EntityTable<Category, 'id'>;
  sellers!: EntityTable<SellerPublic, 'id'>;
  cart_items!: EntityTable<CartItem, 'id'>;
  wishlist_items!: EntityTable<WishlistItem, 'id'>;
  orders!: EntityTable<LocalOrder, 'id'>;
  notifications!: EntityTable<Notification, 'id'>;
  quote_requests!: EntityTable<LocalQuoteRequest, 'id'>;
  quotes!: EntityTable<LocalQuote, 'id'>;
  agreements!: EntityTable<Agreement, 'id'>;
  standing_orders!: EntityTable<LocalStandingOrder, 'id'>;
  harvests!: EntityTable<LocalHarvest, 'id'>;
  preorders!: EntityTable<LocalPreorder, 'id'>;
  ledger_entries!: EntityTable<LocalLedgerEntry, 'id'>;
  payment_claims!: EntityTable<LocalPaymentClaim, 'id'>;
  exchange_rates!: EntityTable<ExchangeRate, 'id'>;
  price_history!: EntityTable<PriceHistoryEntry, 'id'>;
  /** Local-only: the marketplace's twins of the product rows, a log of chunks (written by a middleware, never directly). */
  facet_chunks!: EntityTable<FacetChunk, 'seq'>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({
      [LOCAL_SESSION_TABLE]: 'key',
      [LOCAL_META_TABLE]: 'key',
      addresses: 'id, is_default, updated_at',
      provinces: 'code',
    });
    // Catalogue filters go through category_id (+status); price and search filter in memory over that set.
    this.version(2).stores({
      products: 'id, category_id, seller_id, status, [category_id+status], updated_at',
      categories: 'id, &slug, position',
      sellers: 'id',
      cart_items: 'id, product_id, [product_id+grade]',
      wishlist_items: 'id, product_id',
      [OUTBOX_TABLE]: '++seq, &id, state, userId, entityKey',
    });
    // The seller's workspace: branches, inventory history, reviews, photos chosen offline (and, until version 6, the
    // marketplace's filter indexes and search words on the product rows).
    this.version(3)
      .stores({
        products: 'id, category_id, seller_id, status, [category_id+status], updated_at, created_at, price_from_minor, name, *search_words',
        branches: 'id, seller_id, status',
        stock_movements: 'id, product_id, [product_id+created_at], created_at',
        product_reviews: 'id, product_id, [product_id+created_at]',
        local_photos: 'id, productId, entryId',
      });
    // (Its upgrade wrote each row's `search_words`; version 6 moved them out of the rows.)
    // Orders (the buyer's and, for a farm, those addressed to it) and the notification feed.
    this.version(4).stores({
      orders: 'id, buyer_id, seller_id, status, created_at, date, [seller_id+status]',
      notifications: 'id, created_at',
    });
    // Produce requests (the buyer's own; for a farm, those sent to it), quotes with their versions, agreements.
    this.version(5).stores({
      quote_requests: 'id, buyer_id, status, created_at, delivery_date',
      quotes: 'id, request_id, seller_id, status, created_at',
      agreements: 'id, quote_id, order_id',
    });
    // A first sync of 10,000 products took about 40 s, mostly writing product rows and their indexes: the products
    // table keeps only the indexes other screens read (a farm's own products, the newest); the marketplace filters and sorts in memory over `product_facets` (product-facets.ts), one small twin
    // per product written with it. Rows no longer carry `search_words` (their words live in the twin), which with the
    // seven dropped indexes made a row about half its size on disk and its write far cheaper. Nothing else changes:
    // the outbox, the session, the cursors and every private table are left as they are.
    this.version(6)
      .stores({
        products: 'id, seller_id, created_at',
        product_facets: 'id',
      })
      .upgrade(async (tx) => {
        // Rewriting each row writes its twin (the middleware below) and drops the old field.
        const rows = await tx.table<LocalProduct, string>('products').toArray();
        await tx.table('products').bulkPut(rows);
      });
    // Standing (recurring) orders: the buyer's own and, for a farm, those addressed to it.
    this.version(7).stores({
      standing_orders: 'id, buyer_id, seller_id, status, updated_at',
    });
    // Expected harvests (open ones and the farm's own) and pre-orders (the buyer's own; for a farm, those on its
    // harvests).
    this.version(8).stores({
      harvests: 'id, seller_id, status',
      preorders: 'id, buyer_id, seller_id',
    });
    // The money ledger: entries on the buyer's account (the buyer's own; for a farm, its buyers') and e-Transfer
    // notices. Every figure is derived from them (contract/ledger-rules.ts), read per farm or per buyer.
    this.version(9).stores({
      ledger_entries: 'id, seller_id, buyer_id',
      payment_claims: 'id, seller_id, buyer_id',
    });
    // The operator's exchange rates (public, every row with its day: contract/currency-rules.ts currentRates picks
    // the ones in force), so prices in another currency are shown converted offline too.
    this.version(10).stores({
      exchange_rates: 'id, currency',
    });
    // Price history (contract/price-history-rules.ts): each product grade's price per day it changed, read per product
    // (the product page's sparkline, the farm's card) or for a comparison's products (/pricewise's chart).
    // A device that synced before it holds a cursor past the history the server already had (a year of it): its
    // pulls start again from the beginning (rows are put again, not doubled; the outbox, the session and
    // 'first pull done' stay), so that history reaches it too.
    this.version(11)
      .stores({
        price_history: 'id, product_id',
      })
      .upgrade((tx) => restartPulls(tx.table<LocalMeta, string>('local_meta')));
    // The twins move from one record each into a log of chunks (product-facets.ts: one record per twin doubled a first
    // sync's IndexedDB requests), made again here from the product rows as one chunk; nothing else changes.
    this.version(12)
      .stores({
        product_facets: null,
        [FACETS_TABLE]: '++seq',
      })
      .upgrade(async (tx) => {
        const rows = await tx.table<LocalProduct, string>('products').toArray();
        const twins = tx.table<FacetChunk, number>(FACETS_TABLE);
        // A device coming from before version 6 wrote its twins on the way (version 6's upgrade): made again here.
        await twins.clear();
        if (rows.length) await twins.add({ f: rows.map(facetOf), d: [] });
      });
    // Every write of a product row (pull, optimistic change, upgrade) writes its twin in the same transaction.
    this.use(productFacetsMiddleware);
  }

  /** The tables the pull fills, by their contract name. */
  syncedTable(name: SyncTable): Table<{ id: string }, string> {
    return this.table(name);
  }

  /** Every table the pull fills (the transaction scope of the drainer, the pull and `mutate`). */
  get syncedTables(): Table[] {
    return SYNC_TABLES.map((name) => this.table(name));
  }
}

/** Every reader's next pull starts from the beginning (its cursor forgotten, its last sync time kept). */
export async function restartPulls(meta: Table<LocalMeta, string>): Promise<void> {
  await meta
    .where('key')
    .startsWith('sync:')
    .modify((row) => {
      row.value = { ...(row.value as object), cursor: null };
    });
}

/** Tables that belong to the signed-in user: emptied at sign-out. */
export const PRIVATE_TABLES = ['cart_items', 'wishlist_items', 'addresses', 'stock_movements', 'orders', 'notifications', 'quote_requests', 'quotes', 'agreements', 'standing_orders', 'harvests', 'preorders', 'ledger_entries', 'payment_claims'] as const satisfies readonly SyncTable[];

export const entityKey = (table: string, id: string): string => `${table}:${id}`;

export const db = new MarketDb();
