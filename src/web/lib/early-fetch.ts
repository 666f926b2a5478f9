// The first page's public API reads, asked by the first-page preload (app/first-page-preload.ts) as soon as the HTML
// has arrived, beside the app's code, instead of once the app has downloaded, started and rendered (about 5 s later
// on a thin link). The app's API client (lib/api.ts) takes such an answer in place of sending the same request
// again: same address, GET, same language, no token. Each answer is taken once, and only while it is fresh; one
// never taken (the page asked for something else) is simply dropped. Lives in the small file the preload shares with
// the app (vite.config.ts), so both see one map.

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
  given.delete(url); // an answer sent with the page is used once, by whichever takes it first
  const headers = new Headers(init?.headers);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || headers.has('Authorization') || headers.get('Accept-Language') !== found.language) return undefined;
  if (now - found.askedAt > EARLY_FRESH_MS) return undefined;
  return found.response;
}

interface Given {
  language: string;
  at: number;
  value: unknown;
}

const given = new Map<string, Given>();

/**
 * An answer that came with the page, already read: the server drew the page's first screen from it (the marketplace's
 * first page of cards), and the screen's first render draws the same from it (takeGiven), so the app's page replaces
 * the server's copy with the same cards instead of a loading state. It also stands as the early answer of that read
 * (takeEarly), so nothing asks the server for it again.
 */
export function giveAnswer(url: string, language: string, text: string, now = Date.now()): void {
  given.set(url, { language, at: now, value: JSON.parse(text) });
  early.set(url, { language, askedAt: now, response: Promise.resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } })) });
}

/** The answer that came with the page for this read, once; undefined when there is none, it is stale or in another language. */
export function takeGiven<T>(url: string, language: string, now = Date.now()): T | undefined {
  const found = given.get(url);
  if (!found) return undefined;
  given.delete(url);
  early.delete(url);
  if (found.language !== language || now - found.at > EARLY_FRESH_MS) return undefined;
  return found.value as T;
}
