import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_STORAGE_KEY, loadComingSoon, resetComingSoon } from './use-coming-soon.ts';

const reply = (body: unknown, ok = true) => vi.fn(async (_url: string, _init?: RequestInit) => ({ ok, json: async () => body }) as Response);

describe('coming-soon switch', () => {
  afterEach(() => {
    resetComingSoon();
    localStorage.clear();
  });

  it('asks GET /api/config once and caches the answer', async () => {
    const fetcher = reply({ coming_soon: true });
    await loadComingSoon(fetcher as unknown as typeof fetch);
    await loadComingSoon(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/config');
    expect(localStorage.getItem(COMING_SOON_STORAGE_KEY)).toBe('true');
  });

  it('keeps the cached answer when offline', async () => {
    localStorage.setItem(COMING_SOON_STORAGE_KEY, 'true');
    const fetcher: typeof fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await loadComingSoon(fetcher);
    expect(localStorage.getItem(COMING_SOON_STORAGE_KEY)).toBe('true');
  });
});
