// Business constants and limits (spec §9). Times in milliseconds, distances in CSS pixels.
export const SPLASH_MS = 1000;
export const LOGOUT_DELAY_MS = 800;
export const NEWSLETTER_RESET_MS = 3000;
export const COMING_SOON_DAYS = 12;
export const HEADER_HIDE_AFTER_PX = 205;
export const HEADER_HIDE_DELTA_PX = 50;
export const HEADER_SHADOW_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 300;
export const BUSINESS_NUMBER_MIN_DIGITS = 6;
export const TOAST_DURATION_MS = 5000;
export const TRANSLATION_RETRY_BASE_MS = 350;
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_PARALLEL_READS = 10;
export const RESTORE_TIMEOUT_MS = 5000;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

// Accounts and security
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
/** How far in the future an access token's iat may be (clock skew between server processes). */
export const ACCESS_TOKEN_CLOCK_SKEW_S = 60;
/** A rotated refresh token presented again this soon (two tabs refreshing together) gets the same new pair; later
 * it is reuse and ends the session. */
export const REFRESH_REUSE_GRACE_S = 10;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_S = 15 * 60;
export const OTP_LENGTH = 6;
export const OTP_TTL_S = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_REQUESTS = 10;
export const OTP_WINDOW_S = 15 * 60;
export const RESET_TOKEN_TTL_S = 15 * 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Catalogue and seller workspace
export const MAX_PRODUCT_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Checked by content (magic bytes), never by file name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Widths of the three stored WebP sizes. */
export const PHOTO_WIDTHS = { thumb: 160, card: 480, full: 1280 } as const;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
// Money and stock limits. The database keeps money and stock as bigint; these limits keep every amount the
// server adds up far below Number.MAX_SAFE_INTEGER (9.007e15), so it stays an exact JSON number end to end.
/** The most one movement (and a grade's opening stock) may add or remove. */
export const MAX_STOCK = 1_000_000;
/** The most a product may hold across its grades; a harvest or correction past it is refused (a cancelled order's
 * stock always comes back, even past it). */
export const MAX_PRODUCT_STOCK = 10_000_000_000;
/** The highest price of one unit, in minor units. */
export const MAX_PRICE_MINOR = 100_000_000;
/** The highest total (and subtotal) of one order or quote, in minor units: 10,000,000,000.00. */
export const MAX_ORDER_TOTAL_MINOR = 1_000_000_000_000;
export const PRODUCT_PAGE_SIZE = 24;
export const TOP_PRODUCTS_LIMIT = 8;

// Sync on a weak signal (the web app's connectivity status, src/web/lib/online.ts)
/** An /api request still unanswered after this long means the link is offline for the app (the request goes on). */
export const REQUEST_STALL_MS = 5000;
/** While offline, /api/health is asked after 1 s, then twice as long each time, up to 30 s. */
export const CONNECTIVITY_PROBE_MIN_MS = 1000;
export const CONNECTIVITY_PROBE_MAX_MS = 30_000;
/** Periodic Background Sync (installed PWA on Chromium): the browser wakes the worker at most this often. */
export const PERIODIC_SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

/** Most units of one product and grade in one cart line. */
export const CART_MAX_QUANTITY = 10_000;
