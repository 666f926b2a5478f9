// What the page's sync is doing right now (not stored): draining, pulling, and whether the last call
// could reach the server. Dexie holds everything else the status shows.
export interface SyncActivity {
  draining: boolean;
  pulling: boolean;
  networkFailed: boolean;
}

let state: SyncActivity = { draining: false, pulling: false, networkFailed: false };
const listeners = new Set<() => void>();

export const syncActivity = {
  get: (): SyncActivity => state,
  set(patch: Partial<SyncActivity>): void {
    const next = { ...state, ...patch };
    if (next.draining === state.draining && next.pulling === state.pulling && next.networkFailed === state.networkFailed) return;
    state = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
