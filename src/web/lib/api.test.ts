// The API client's 401: one refresh (the same as the service worker's), then the request again. The session ends
// only when the server refuses the refresh token; an unavailable server or no network keeps it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/accounts.ts';
import { db } from '@/offline/db.ts';
import { api, ApiError, setSessionExpiredHandler } from './api.ts';
import { authStore, clearSession, setSession } from './auth.ts';

const user = { id: 'u1', email: 'ada@example.ca', roles: ['Buyer'] } as unknown as User;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api() on a 401', () => {
  const originalFetch = window.fetch;
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let refreshAnswer: () => Response | Promise<Response>;
  let server: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

  beforeEach(async () => {
    await setSession(user, { access: 'a1', refresh: 'r1' });
    expired = vi.fn<() => void>();
    setSessionExpiredHandler(expired);
    server = vi.fn(async (input, init) => {
      const path = input instanceof Request ? input.url : input.toString();
      if (path.endsWith('/account/token/refresh/')) return refreshAnswer();
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer a2' ? json(200, { data: 'mine' }) : json(401, { message: 'expired' });
    });
    window.fetch = server;
  });
  afterEach(async () => {
    window.fetch = originalFetch;
    await clearSession();
    await db.local_session.clear();
  });

  it('refreshes once and sends the request again with the new token', async () => {
    refreshAnswer = () => json(200, { access: 'a2', refresh: 'r2' });
    await expect(api('/cart/')).resolves.toEqual({ data: 'mine' });
    expect(authStore.get()).toMatchObject({ access: 'a2', refresh: 'r2' });
    expect(await db.local_session.get('current')).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it('keeps the session when the refresh answers 503: try later', async () => {
    refreshAnswer = () => json(503, { message: 'unavailable' });
    const error = await api('/cart/').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(authStore.get()).toMatchObject({ user: { id: 'u1' }, refresh: 'r1' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    refreshAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(api('/cart/')).rejects.toMatchObject({ status: 0, isNetwork: true });
    expect(authStore.get().user?.id).toBe('u1');
    expect(expired).not.toHaveBeenCalled();
  });

  it('signs out when the server refuses the refresh token', async () => {
    refreshAnswer = () => json(401, { message: 'Invalid refresh token' });
    await expect(api('/cart/')).rejects.toMatchObject({ status: 401 });
    expect(authStore.get().user).toBeNull();
    expect(await db.local_session.get('current')).toBeUndefined();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
