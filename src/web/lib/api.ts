// The API client: JSON over fetch (ofetch, no automatic retries: the outbox owns retries),
// the caller's language, the bearer token, and one token refresh on a 401 (spec §4).
import { ofetch, FetchError } from 'ofetch';
import { API_PREFIX } from '@contract/sync-protocol.ts';
import { authStore, clearSession, setTokens } from './auth.ts';
import { currentLanguage } from '@/lib/language.ts';
import { reportApiRequest } from '@/lib/online.ts';
import { takeEarly } from '@/lib/early-fetch.ts';
import { deviceDb } from '@/offline/device-loader.ts';
import { reportingFetch, refreshSessionTokens, type RefreshOutcome, type TokenRefresh } from '@/offline/http.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number, // 0 = no network
    readonly code: string,
    message: string,
    readonly messages: Record<string, string[]> = {},
  ) {
    super(message);
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

const PUBLIC_PATHS = ['/account/register/', '/account/login/', '/account/forget-password-request/', '/account/verify_otp/', '/account/forget-password/', '/account/token/refresh/'];
const NO_REDIRECT_PAGES = ['/register', '/login', '/forgot-password'];

let onSessionExpired: () => void = () => {
  if (!NO_REDIRECT_PAGES.some((p) => window.location.pathname.startsWith(p))) window.location.assign('/login');
};
/** The app replaces the hard navigation with a router navigation. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = () => {
    if (!NO_REDIRECT_PAGES.some((p) => window.location.pathname.startsWith(p))) handler();
  };
}

// Each request is reported to the online state (lib/online.ts): what the user sees as Online is whether these get through.
// The first page's public read may already be on its way, asked by the preload (lib/early-fetch.ts): taken, not re-sent.
const apiFetch: typeof fetch = reportingFetch(reportApiRequest, (input, init) => (typeof input === 'string' && takeEarly(input, init)) || fetch(input, init));
const raw = ofetch.create({ baseURL: API_PREFIX, retry: 0 }, { fetch: apiFetch });

function toApiError(err: unknown, fallback: string): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof FetchError) {
    const status = err.response?.status ?? 0;
    const body = err.data as { code?: string; message?: string; messages?: Record<string, string[]> } | undefined;
    if (status === 0) return new ApiError(0, 'network', fallback);
    return new ApiError(status, body?.code ?? 'error', body?.message ?? fallback, body?.messages ?? {});
  }
  return new ApiError(0, 'network', fallback);
}

let refreshing: Promise<TokenRefresh> | null = null;

/** One refresh at a time: concurrent 401s and the page's sync share it (refresh tokens rotate). */
function refreshOnce(): Promise<TokenRefresh> {
  refreshing ??= (async (): Promise<TokenRefresh> => {
    // Dexie first: the service worker's drainer may have refreshed (and rotated) the tokens meanwhile.
    const result = await refreshSessionTokens({
      db: await deviceDb(),
      fetch: apiFetch,
      language: currentLanguage(),
      fallbackRefreshToken: () => authStore.get().refresh,
    });
    // Someone else signed in meanwhile: their session stays as it is.
    if (result.outcome === 'ok' && (result.userId === null || result.userId === authStore.get().user?.id)) await setTokens(result.tokens);
    return result;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Trade the refresh token for new tokens: the same refresh as the service worker's (offline/http.ts). 'refused'
 * only when the server refuses the token; 'network' (no answer, a 5xx) keeps the session for a later try.
 */
export async function refreshTokens(): Promise<RefreshOutcome> {
  return (await refreshOnce()).outcome;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Message used when the server gives none (spec §8 fallbacks). */
  fallback?: string;
}

export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const fallback = opts.fallback ?? 'Something went wrong';
  const send = () => {
    const access = authStore.get().access;
    const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), ...opts.headers };
    if (access && !PUBLIC_PATHS.includes(path)) headers.Authorization = `Bearer ${access}`;
    return raw<T>(path, { method: opts.method ?? 'GET', body: opts.body as BodyInit, query: opts.query, headers });
  };
  try {
    return await send();
  } catch (err) {
    const e = toApiError(err, fallback);
    if (e.status !== 401 || !authStore.get().access || PUBLIC_PATHS.includes(path)) throw e;
    const refreshed = await refreshOnce().catch((): TokenRefresh => ({ outcome: 'network', status: 0 }));
    if (refreshed.outcome === 'refused') {
      await clearSession();
      onSessionExpired();
      throw e;
    }
    // The server could not say (offline, unavailable): still signed in, this request failed for now.
    if (refreshed.outcome === 'network') throw new ApiError(refreshed.status, refreshed.status ? 'error' : 'network', fallback);
    try {
      return await send();
    } catch (retryErr) {
      throw toApiError(retryErr, fallback);
    }
  }
}
