// What the page's sync is doing right now (not stored): draining, pulling, whether the last call could reach the
// server, and how far a first download of the catalogue has come. Dexie holds everything else the status shows.
import type { PullProgress } from './pull.ts';

export interface SyncActivity {
  draining: boolean;
  pulling: boolean;
  networkFailed: boolean;
  /** The last pull's progress when it was a first sync (null otherwise, and before any). */
  catalogue: PullProgress | null;
}

let state: SyncActivity = { draining: false, pulling: false, networkFailed: false, catalogue: null };
const listeners = new Set<() => void>();

export const syncActivity = {
  get: (): SyncActivity => state,
  set(patch: Partial<SyncActivity>): void {
    const next = { ...state, ...patch };
    if (next.draining === state.draining && next.pulling === state.pulling && next.networkFailed === state.networkFailed && next.catalogue === state.catalogue) return;
    state = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
