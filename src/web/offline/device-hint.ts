// Whether this device holds anything the app must read from IndexedDB at start (a saved session, a catalogue a visitor
// chose to keep, changes waiting to be sent), as last known. One word in localStorage, nothing personal: it lets a
// visitor's first pages skip Dexie's download altogether, and a returning user's start read the session at once.
// 'empty' is only ever written after looking (device.ts) or by a sign-out that left nothing; anything that stores
// such data says 'holds-data' first. When in doubt the answer is never 'empty'.
export type DeviceHint = 'holds-data' | 'empty' | 'unknown';

const KEY = 'fm.device';
const listeners = new Set<() => void>();

export function deviceHint(): DeviceHint {
  let saved: string | null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    return 'unknown';
  }
  if (saved === 'holds-data' || saved === 'empty') return saved;
  // Never told (a new device, or the app's version before this flag): where the app ran before, its service worker is
  // in charge of the page; a device without one has never stored anything of the app's.
  const controlled = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
  return controlled ? 'unknown' : 'empty';
}

export function setDeviceHint(holdsData: boolean): void {
  const before = deviceHint();
  try {
    localStorage.setItem(KEY, holdsData ? 'holds-data' : 'empty');
  } catch {
    // Storage refused: deviceHint() keeps answering 'unknown', so the start-up looks in Dexie.
  }
  if (holdsData && before === 'empty') for (const listener of listeners) listener();
}

/**
 * Called once, when this device holds something: at once if it may already, or when a device that held nothing starts
 * holding something on this page (a sign-in, a kept catalogue): `here` is then true.
 */
export function whenDeviceHoldsData(listener: (here: boolean) => void): () => void {
  if (deviceHint() !== 'empty') {
    listener(false);
    return () => {};
  }
  const once = () => {
    listeners.delete(once);
    listener(true);
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
