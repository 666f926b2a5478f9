// What the drainer and the pull share: how they reach the API (injected fetch, so Node tests can put a faulty
// proxy in between) and how they trade the stored refresh token for new tokens.
import type { Tokens } from '@contract/accounts.ts';
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
  return `${baseUrl}/api${path}`;
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

/** The refresh as the API defines it (POST /api/account/token/refresh/), writing the new tokens into Dexie. */
export function storedTokenRefresh(db: MarketDb, fetchFn: FetchFn, baseUrl = ''): () => Promise<RefreshOutcome> {
  return async () => {
    const session = await db.local_session.get('current');
    if (!session) return 'refused';
    let res: Response;
    try {
      res = await fetchFn(apiUrl(baseUrl, '/account/token/refresh/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: session.refresh }),
      });
    } catch {
      return 'network';
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) return 'network';
    if (!res.ok) return 'refused';
    const tokens = (await readJson(res)) as Tokens | undefined;
    if (!tokens?.access || !tokens.refresh) return 'refused';
    await db.transaction('rw', db.local_session, async () => {
      const current = await db.local_session.get('current');
      // Another sign-in happened meanwhile: its tokens win.
      if (current?.user.id !== session.user.id) return;
      const next: LocalSession = { ...current, access: tokens.access, refresh: tokens.refresh, savedAt: Date.now() };
      await db.local_session.put(next);
    });
    return 'ok';
  };
}
