// Maintenance mode as this device last heard it from the server (GET /api/maintenance/): on, with the return time
// announced. In memory only: a device that cannot reach the server keeps working (its changes queue) and learns
// the state when it can. Where the app was when it was sent to /maintenance, to go back there afterwards.
import { useSyncExternalStore } from 'react';
import { MAINTENANCE_PATHS } from '@contract/maintenance-paths.ts';
import { API_PREFIX } from '@contract/sync-protocol.ts';

export interface MaintenanceNow {
  enabled: boolean;
  /** ISO time announced for the return, if any. */
  until: string | null;
}

let state: MaintenanceNow = { enabled: false, until: null };
let returnTo: string | null = null;
const listeners = new Set<() => void>();

export const maintenanceNow = (): MaintenanceNow => state;

export function setMaintenance(next: MaintenanceNow): void {
  if (next.enabled === state.enabled && next.until === state.until) return;
  state = next;
  for (const l of listeners) l();
}

export function subscribeMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMaintenance(): MaintenanceNow {
  return useSyncExternalStore(subscribeMaintenance, maintenanceNow, maintenanceNow);
}

/** Asks the server; answers the state heard, or null when it could not be asked (offline: nothing changes). */
export async function checkMaintenance(fetchFn: typeof fetch = fetch): Promise<MaintenanceNow | null> {
  try {
    const res = await fetchFn(`${API_PREFIX}${MAINTENANCE_PATHS.state}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { enabled?: unknown; until?: unknown } };
    const next = { enabled: body.data?.enabled === true, until: typeof body.data?.until === 'string' ? body.data.until : null };
    setMaintenance(next);
    return next;
  } catch {
    return null;
  }
}

export const maintenanceReturnTo = (): string | null => returnTo;
export function rememberReturnTo(href: string | null): void {
  returnTo = href;
}

/** Pages shown during maintenance: its own, sign-in (admins), and unsubscribing (the law wants it to work). */
export const OPEN_DURING_MAINTENANCE = ['/maintenance', '/login', '/newsletter/unsubscribe'];
