// The zod-free half of the sync protocol, for the service worker, the pull's worker and the first bundle: names
// both ends must agree on (headers, paths, tags, the device's database and tables), the batch push limits and the
// shape of a batch's answer. contract/sync.ts holds the zod schemas the server validates with and re-exports these.

/** Every API path below this prefix (the paths below are written without it). */
export const API_PREFIX = '/api';

/** Header names of the exactly-once protocol (ARCHITECTURE 'Offline sync' 5). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** GET: pages of changed rows since a cursor (the pull). */
export const SYNC_CHANGES_PATH = '/sync/changes';
/** GET: a server-sent event stream saying which tables changed for the reader. */
export const SYNC_EVENTS_PATH = '/sync/events';
/** POST /api/sync/batch/: many outbox entries in one request, each applied as if sent alone. */
export const SYNC_BATCH_PATH = '/sync/batch/';
/** POST: trade the refresh token for new tokens (the drainer and the pull do it when a call answers 401). */
export const TOKEN_REFRESH_PATH = '/account/token/refresh/';
/** The private lists a device can fetch whole, instead of pulling everything again, after a refused change. */
export const CART_PATH = '/product/add-to-cart/';
export const WISHLIST_PATH = '/product/wishlist/';

/** Entries per batch: enough to drain a long offline spell in a few round trips, small enough that one slow
 * entry does not hold a request open for long. */
export const SYNC_BATCH_MAX = 50;

/** Rows per page of GET /sync/changes: the default, and the most a reader may ask for. */
export const SYNC_PAGE_DEFAULT = 500;
export const SYNC_PAGE_MAX = 2000;

/** Tables the pull delivers, by the name both the server's changes and the device's Dexie tables use. */
export const SYNC_TABLES = [
  'categories',
  'sellers',
  'products',
  'cart_items',
  'wishlist_items',
  'addresses',
  // approved branches for everybody and the owner's own; the owner's inventory history; customer feedback
  'branches',
  'stock_movements',
  'product_reviews',
  // orders (to their buyer and their seller, whole: lines, timeline, problem reports) and notifications
  'orders',
  'notifications',
  // produce requests (to their buyer and the farms they went to), quotes with their versions (to their farm and
  // the request's buyer), agreements (to both parties)
  'quote_requests',
  'quotes',
  'agreements',
  // standing (recurring) orders: to their buyer and to their farm
  'standing_orders',
  // expected harvests (open ones to every signed-in device, all of its own to the farm) and pre-orders (to their
  // buyer and to the farm)
  'harvests',
  'preorders',
  // the money ledger (ledger-rules.ts): entries on the buyer's account and e-Transfer notices, to the buyer and
  // to the farm
  'ledger_entries',
  'payment_claims',
  // the operator's exchange rates (contract/currency-rules.ts), to everybody: prices in another currency are shown
  // converted, offline too
  'exchange_rates',
  // price history (contract/price-history-rules.ts): each product grade's price per day it changed, to everybody for
  // products that were public once and to their own farm, so Pricewise charts it offline
  'price_history',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/**
 * The pull's streams, each with its own cursor: `main` (every table but the price history: what the screens need,
 * so a new device's first pull is over sooner), `history` (the price history alone, pulled after main), `all`
 * (every table in one stream: what a reader that names no stream gets, as before streams existed), and `scoped`
 * (the head start of a first sync: the part of the catalogue the caller uses, sent before the rest; see below).
 * A cursor of `all` may be given to any of the others (it has delivered them all); a cursor of one of them only to
 * itself.
 */
export const SYNC_STREAMS = ['all', 'main', 'history', 'scoped'] as const;
export type SyncStream = (typeof SYNC_STREAMS)[number];
/** The tables of the history stream; main is every other. */
export const HISTORY_STREAM_TABLES: readonly SyncTable[] = ['price_history'];
/**
 * The tables of the scoped stream: every category and farm, and the products and branches the caller uses (their
 * own farm's; near them, in the provinces of their addresses and farm, those of the categories they buy in their
 * cart, wish list and orders, or of every category while they have bought nothing), as main delivers them. Rows
 * only, no deletes: it is read by a device that holds nothing of the caller's yet, and main, pulled after it from
 * the start, brings each of these rows again, or its delete, or (asked with `held`, contract/sync.ts) says it holds
 * it.
 */
export const SCOPED_STREAM_TABLES: readonly SyncTable[] = ['categories', 'sellers', 'branches', 'products'];
/** Whether `stream` carries `table` (server: which sources it reads; device: which tables its reset drops). */
export const streamHolds = (stream: SyncStream, table: string): boolean =>
  stream === 'all' ||
  (stream === 'scoped' ? SCOPED_STREAM_TABLES.includes(table as SyncTable) : HISTORY_STREAM_TABLES.includes(table as SyncTable) === (stream === 'history'));

/** The device's IndexedDB database, and its local-only tables (never synced; prefixed so they read as such). */
export const LOCAL_DB_NAME = 'freshmarket';
export const LOCAL_SESSION_TABLE = 'local_session';
export const LOCAL_META_TABLE = 'local_meta';
export const OUTBOX_TABLE = 'local_outbox';

/** Background Sync tag under which the page asks the service worker to drain the outbox (Chromium). */
export const BACKGROUND_SYNC_TAG = 'fm-outbox';
/** Periodic Background Sync tag: the browser wakes the service worker now and then to drain and pull. */
export const PERIODIC_SYNC_TAG = 'freshmarket-sync';
/** The Web Lock that lets one drainer at a time run, across tabs and the service worker. */
export const DRAIN_LOCK_NAME = 'fm-outbox-drain';

/** What happened to one mutation of a batch. Mutations after a stop (401, 408, 429, 5xx, in progress) have
 * no result: they were not attempted and are sent again later, in order. */
export interface SyncBatchResult {
  id: string;
  status: number;
  body?: unknown;
  /** Seconds, from the mutation's Retry-After. */
  retry_after?: number;
}
