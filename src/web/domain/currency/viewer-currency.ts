// The currency the viewer reads prices in (issue 19): CAD by default, since the marketplace is Canadian and every
// province's buyers pay in Canadian dollars; a viewer may choose USD or INR (the header's selector). Kept on the
// device (localStorage, like the language), read at once on the first paint: nothing to wait for. It changes only
// what is shown beside a price; an order is always charged in its farm's currency.
import { useSyncExternalStore } from 'react';
import { CURRENCIES, type Currency } from '@contract/enums.ts';

export const VIEWER_CURRENCY_KEY = 'fm.currency';
export const DEFAULT_VIEWER_CURRENCY: Currency = 'CAD';

const isCurrency = (v: unknown): v is Currency => typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

function read(): Currency {
  try {
    const stored = window.localStorage.getItem(VIEWER_CURRENCY_KEY);
    return isCurrency(stored) ? stored : DEFAULT_VIEWER_CURRENCY;
  } catch {
    return DEFAULT_VIEWER_CURRENCY; // storage can throw in private modes
  }
}

let current: Currency | null = null;
const listeners = new Set<() => void>();

export function viewerCurrency(): Currency {
  current ??= read();
  return current;
}

export function setViewerCurrency(currency: Currency): void {
  if (!isCurrency(currency)) return;
  current = currency;
  try {
    window.localStorage.setItem(VIEWER_CURRENCY_KEY, currency);
  } catch {
    // kept for this visit only
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== VIEWER_CURRENCY_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useViewerCurrency(): Currency {
  return useSyncExternalStore(subscribe, viewerCurrency, () => DEFAULT_VIEWER_CURRENCY);
}
