// What the page, the drainer and the pull share to reach the API: an injected fetch (Node tests put a faulty proxy
// in between; the page's reports each request to its online state) and the one way to trade the stored refresh
// token for new tokens. Zod-free: the service worker imports it.
import type { Tokens } from '@contract/accounts.ts';
import { API_PREFIX, TOKEN_REFRESH_PATH } from '@contract/sync-protocol.ts';
import type { LocalSession, MarketDb } from './db.ts';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;
/** 'network' = could not ask (offline, 5xx): keep the session and try later. */
export type RefreshOutcome = 'ok' | 'refused' | 'network';

export interface SyncClientOptions {
  db: MarketDb;
  fetch: FetchFn;
  /** Origin of the API ('' in the page and the service worker, 'http://127.0.0.1:port' in Node tests). */
  baseUrl?: string;
  now?: () => number;
  /** Trade the refresh token once; the page shares the API client's in-flight refresh. */
  refresh?: () => Promise<RefreshOutcome>;
}

export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${API_PREFIX}${path}`;
}

export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Told of each request as it leaves: the promise settles with the answer (any status) or the network failure. */
export type RequestReporter = (request: Promise<Response>, input: RequestInfo | URL, init?: RequestInit) => void;

/** `fetchFn` (the browser's by default, looked up at each call) that also reports every request; answers pass through unchanged. */
export function reportingFetch(report: RequestReporter, fetchFn: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return (input, init) => {
    const request = fetchFn(input, init);
    report(request, input, init);
    return request;
  };
}

export { TOKEN_REFRESH_PATH };

/** What became of one refresh; `status` is the server's (0: no answer). */
export type TokenRefresh =
  | { outcome: 'ok'; tokens: Tokens; /** whose tokens they are (null: Dexie held no session) */ userId: string | null }
  | { outcome: 'refused' | 'network'; status: number };

export interface TokenRefreshOptions {
  db: MarketDb;
  fetch: FetchFn;
  baseUrl?: string;
  /** The page sends the reader's language, as with every request it makes. */
  language?: string;
  /** The refresh token to use when Dexie holds no session (IndexedDB unavailable: the page keeps it in memory). */
  fallbackRefreshToken?: () => string | null;
}

/**
 * The refresh as the API defines it (POST /api/account/token/refresh/), read from and written into Dexie, where the
 * page, the pull worker and the service worker all find the latest tokens (refresh tokens rotate: a stale one
 * revokes the whole family). Only the server refusing the token ends the session: no answer, a 5xx, 408, 429 or a
 * body that is not our tokens (a captive portal) means "try later", since signing out would strand the outbox.
 */
export async function refreshSessionTokens(opts: TokenRefreshOptions): Promise<TokenRefresh> {
  const { db, baseUrl = '' } = opts;
  const session = await db.local_session.get('current').catch(() => undefined);
  const refreshToken = session?.refresh ?? opts.fallbackRefreshToken?.() ?? null;
  if (!refreshToken) return { outcome: 'refused', status: 0 };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (opts.language) headers['Accept-Language'] = opts.language;
  let res: Response;
  try {
    res = await opts.fetch(apiUrl(baseUrl, TOKEN_REFRESH_PATH), {
      method: 'POST',
      headers,
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    return { outcome: 'network', status: 0 };
  }
  if (res.status >= 500 || res.status === 408 || res.status === 429) return { outcome: 'network', status: res.status };
  if (!res.ok) return { outcome: 'refused', status: res.status };
  const tokens = (await readJson(res)) as Partial<Tokens> | undefined;
  if (typeof tokens?.access !== 'string' || typeof tokens.refresh !== 'string') return { outcome: 'network', status: res.status };
  const fresh: Tokens = { access: tokens.access, refresh: tokens.refresh };
  if (session) {
    await db.transaction('rw', db.local_session, async () => {
      const current = await db.local_session.get('current');
      // Another sign-in happened meanwhile: its tokens win.
      if (current?.user.id !== session.user.id) return;
      const next: LocalSession = { ...current, access: fresh.access, refresh: fresh.refresh, savedAt: Date.now() };
      await db.local_session.put(next);
    });
  }
  return { outcome: 'ok', tokens: fresh, userId: session?.user.id ?? null };
}

/** The refresh for the drainer and the pull where no page shares its own (the service worker, Node tests). */
export function storedTokenRefresh(db: MarketDb, fetchFn: FetchFn, baseUrl = ''): () => Promise<RefreshOutcome> {
  return async () => (await refreshSessionTokens({ db, fetch: fetchFn, baseUrl })).outcome;
}
