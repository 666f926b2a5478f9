// Whether the operator switched on the coming-soon mode (COMING_SOON=true on the server): asked once per
// app start from GET /api/config and cached in localStorage so an offline start keeps the last answer.
import { useSyncExternalStore } from 'react';
import { apiFetch } from '@/lib/online.ts';

export const COMING_SOON_STORAGE_KEY = 'coming_soon';

function readCached(): boolean {
  try {
    return window.localStorage.getItem(COMING_SOON_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

let comingSoon: boolean | null = null;
let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  comingSoon = value;
  try {
    window.localStorage.setItem(COMING_SOON_STORAGE_KEY, String(value));
  } catch {
    // storage can be unavailable; the in-memory value still holds for this visit
  }
  for (const l of listeners) l();
}

/** Ask the server once; offline or a failed call keeps the cached value. Its answer counts towards the online state. */
export async function loadComingSoon(fetcher: typeof fetch = apiFetch): Promise<void> {
  if (requested) return;
  requested = true;
  try {
    const res = await fetcher('/api/config', { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    const body = (await res.json()) as { coming_soon?: unknown };
    if (typeof body.coming_soon === 'boolean') set(body.coming_soon);
  } catch {
    // offline: keep the cached answer
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadComingSoon();
  return () => listeners.delete(listener);
}

function get(): boolean {
  comingSoon ??= readCached();
  return comingSoon;
}

/** True when /login and /register should show the coming-soon countdown instead of their forms. */
export function useComingSoon(): boolean {
  return useSyncExternalStore(subscribe, get, () => false);
}

/** For tests: forget the answer and ask again next time. */
export function resetComingSoon(): void {
  comingSoon = null;
  requested = false;
}
