// The public pages whose first screen is in the HTML the server sends, before any script: drawn at build time by the
// app's own components (src/web/prerender/entry.tsx, run by vite.config.ts `prerenderPages`), one copy per language,
// written to PRERENDER_FILE in the built app; the server puts the copy for the address and language into index.html's
// #root (src/server/plugins/static.ts). The app then renders over it as usual. Pages of copy and the marketplace's
// frame: nothing in them depends on who asks, and what depends on data (products) is drawn as its loading state in
// these copies. The home page and the marketplace are drawn again at request time with their first read
// (src/server/plugins/live-copies.ts); these copies stand in when that cannot be done.
import { PRODUCT_PAGE_SIZE } from './constants.ts';
import type { Language } from './enums.ts';

export const PRERENDERED_PATHS = ['/', '/about', '/seller', '/buyer', '/flexiblebuying', '/privacypolicy', '/termsandconditions', '/marketplace'] as const;

/** In the built app's directory; a dotfile, so neither the static files nor the service worker's precache serve it. */
export const PRERENDER_FILE = '.prerendered.json';

/** The app's server-side bundle, inside the built app's directory (a dot directory: never served, never precached). */
export const SSR_ENTRY = '.ssr/entry.js';

/** The id of the `<script type="application/json" data-url data-lang>` holding the first read's answer sent with a page. */
export const GIVEN_READ_ID = 'fm-first-read';

/** The key of one page's copy in PRERENDER_FILE (a JSON object of key to HTML). */
export const prerenderKey = (lang: Language, path: string) => `${lang} ${path}`;

/**
 * The public read the first page at this address shows, as the web app's API client asks it (the marketplace's
 * filter with its defaults left out is only the page and its size; a product page's product); null when there is
 * none. Only without a query string: a filtered link is asked by its page. The first-page preload asks it early
 * (src/web/lib/early-fetch.ts); the server draws the page's first screen from it (src/server/plugins/live-copies.ts).
 */
export function firstPageRead(path: string, search: string): string | null {
  if (search) return null;
  if (path === '/') return '/api/product/top_products/';
  if (/^\/marketplace\/?$/.test(path)) return `/api/product/products/?page=1&page_size=${PRODUCT_PAGE_SIZE}`;
  // A product page (catalogue-api.ts useRemoteProduct); ids are UUIDs, which need no escaping either way.
  const product = /^\/products\/details\/([0-9a-fA-F-]{1,64})\/?$/.exec(path);
  if (product) return `/api/product/products/${product[1]}/`;
  return null;
}
