// A JSON value a screen kept on the device (localStorage) to show at once, offline too. Read through
// useSyncExternalStore: none when the page is drawn on the server and while the app takes that drawing over
// (main.tsx), so the first render is the server's; React then renders again with the kept value. The same object is
// answered while the stored text is the same, as useSyncExternalStore needs.
import { useSyncExternalStore } from 'react';

const texts = new Map<string, string | null>();
const values = new Map<string, unknown>();

function readKept(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    if (!texts.has(key) || texts.get(key) !== raw) {
      texts.set(key, raw);
      values.set(key, raw ? JSON.parse(raw) : null);
    }
    return values.get(key) ?? null;
  } catch {
    return null; // storage refused (private modes) or unreadable text: nothing kept
  }
}

const unchanging = () => () => {};
const none = () => null;

/** The value kept under `key` (JSON in localStorage), or null. Writing it stays the screen's own business. */
export function useKept<T>(key: string): T | null {
  return useSyncExternalStore(unchanging, () => readKept(key), none) as T | null;
}
