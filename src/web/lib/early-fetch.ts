// The first page's public API reads, asked by the first-page preload (app/first-page-preload.ts) as soon as the HTML
// has arrived, beside the app's code, instead of once the app has downloaded, started and rendered (about 5 s later
// on a thin link). The app's API client (lib/api.ts) takes such an answer in place of sending the same request
// again: same address, GET, same language, no token. Each answer is taken once, and only while it is fresh; one
// never taken (the page asked for something else) is simply dropped. Lives in the small file the preload shares with
// the app (vite.config.ts), so both see one map.
import { PRODUCT_PAGE_SIZE } from '@contract/constants.ts';

interface Early {
  language: string;
  askedAt: number;
  response: Promise<Response>;
}

/** Older than this, an answer is not handed over (the page took long to start; the data may have moved on). */
export const EARLY_FRESH_MS = 30_000;

const early = new Map<string, Early>();

/** Asks now; `url` is exactly what the API client will ask for (path and query string, in its order). */
export function fetchEarly(url: string, language: string, now = Date.now()): void {
  if (early.has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': language }, credentials: 'same-origin' });
  // An answer nobody takes must not be an unhandled rejection.
  response.catch(() => undefined);
  early.set(url, { language, askedAt: now, response });
}

/** The early answer to this exact request, once; undefined when there is none, it is stale, or the request differs. */
export function takeEarly(url: string, init: { method?: string; headers?: HeadersInit } | undefined, now = Date.now()): Promise<Response> | undefined {
  const found = early.get(url);
  if (!found) return undefined;
  early.delete(url);
  const headers = new Headers(init?.headers);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || headers.has('Authorization') || headers.get('Accept-Language') !== found.language) return undefined;
  if (now - found.askedAt > EARLY_FRESH_MS) return undefined;
  return found.response;
}

/**
 * The public read the first page at this address shows, as the API client will ask it (catalogue-api.ts: the
 * marketplace's filter with its defaults left out is only the page and its size; a product page's product); null
 * when there is none to ask
 * early. Only without a query string: a filtered link is asked by its page.
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
