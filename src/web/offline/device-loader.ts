// One dynamic import of the device's store (device.ts) for the whole page; once it has loaded, readers get it
// synchronously, so a live query set up after that shows its first answer without a loading frame more.
import type * as DeviceModule from './device.ts';

export type Device = typeof DeviceModule;

let loaded: Device | null = null;
let loading: Promise<Device> | null = null;
const listeners = new Set<() => void>();

/** The device's store; the first call starts the download, later ones share it. */
export function loadDevice(): Promise<Device> {
  loading ??= import('./device.ts').then((device) => {
    loaded = device;
    for (const listener of listeners) listener();
    return device;
  });
  return loading;
}

/** The store if it has loaded, null before. */
export function loadedDevice(): Device | null {
  return loaded;
}

/** For useSyncExternalStore: told once, when the store has loaded. */
export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's database, once loaded. */
export async function deviceDb(): Promise<Device['db']> {
  return (await loadDevice()).db;
}
