// The API client: JSON over fetch (ofetch, no automatic retries: the outbox owns retries),
// the caller's language, the bearer token, and one token refresh on a 401 (spec §4).
import { ofetch, FetchError } from 'ofetch';
import type { Tokens } from '@contract/accounts.ts';
import { authStore, clearSession, setTokens } from './auth.ts';
import { currentLanguage } from '@/lib/language.ts';
import { db } from '@/offline/db.ts';

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

const raw = ofetch.create({ baseURL: '/api', retry: 0 });

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

let refreshing: Promise<boolean> | null = null;

/** Trade the refresh token for new tokens once; concurrent 401s share one refresh. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    // Dexie first: the service worker's drainer may have refreshed (and rotated) the tokens meanwhile.
    const saved = await db.local_session.get('current').catch(() => undefined);
    const refresh = saved?.refresh ?? authStore.get().refresh;
    if (!refresh) return false;
    try {
      const tokens = await raw<Tokens>('/account/token/refresh/', {
        method: 'POST',
        body: { refreshToken: refresh },
        headers: { 'Accept-Language': currentLanguage() },
      });
      await setTokens(tokens);
      return true;
    } catch (err) {
      const e = toApiError(err, '');
      if (e.isNetwork) throw e; // offline: keep the session, try later
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
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
    const refreshed = await refreshTokens().catch((refreshErr: unknown) => {
      throw toApiError(refreshErr, fallback);
    });
    if (!refreshed) {
      await clearSession();
      onSessionExpired();
      throw e;
    }
    try {
      return await send();
    } catch (retryErr) {
      throw toApiError(retryErr, fallback);
    }
  }
}
