// Auth state: the signed-in user and tokens, kept in memory for synchronous reads (route guards)
// and in Dexie so the session survives reloads and offline starts. Dexie loads apart from the start-up script
// (offline/device-loader.ts); the device hint (offline/device-hint.ts) tells the next start whether to read it.
import type { Tokens, User } from '@contract/accounts.ts';
import { useSyncExternalStore } from 'react';
import { setDeviceHint } from '@/offline/device-hint.ts';
import { deviceDb, loadDevice } from '@/offline/device-loader.ts';
import { deleteMeta, META, readMeta } from '@/offline/meta.ts';

export interface AuthState {
  user: User | null;
  access: string | null;
  refresh: string | null;
}

let state: AuthState = { user: null, access: null, refresh: null };
const listeners = new Set<() => void>();

function emit(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/** Read the saved session from Dexie; gives up after `timeoutMs` so a broken IndexedDB never blocks the app. */
export async function restoreSession(timeoutMs: number): Promise<void> {
  const gaveUp = Symbol('gave up');
  const timeout = new Promise<typeof gaveUp>((resolve) => setTimeout(() => resolve(gaveUp), timeoutMs));
  try {
    const device = loadDevice();
    const saved = await Promise.race([device.then(({ db }) => db.local_session.get('current')), timeout]);
    if (saved === gaveUp) return;
    // A sign-in that finished meanwhile is newer than what was saved.
    if (saved && !state.user) emit({ user: saved.user, access: saved.access, refresh: saved.refresh });
    // What the next start needs to know; a sign-in meanwhile has said it already.
    const holds = !!saved || (await (await device).holdsData());
    if (!state.user || holds) setDeviceHint(holds);
  } catch {
    // IndexedDB unavailable (private mode on old browsers): start signed out.
  }
}

let saving: Promise<unknown> = Promise.resolve();

/**
 * Settles once the last session given to setSession is stored on the device (the sync reads its tokens there).
 * Listeners of the auth store and of the device hint hear of a sign-in before that.
 */
export async function sessionStored(): Promise<void> {
  await saving.catch(() => undefined);
}

/** Also resumes an outbox paused by a refused refresh: new tokens, so the drainer may send again. */
export async function setSession(user: User, tokens: Tokens): Promise<void> {
  let stored!: () => void;
  saving = new Promise<void>((resolve) => (stored = resolve));
  try {
    emit({ user, access: tokens.access, refresh: tokens.refresh });
    setDeviceHint(true);
    const db = await deviceDb();
    await db.transaction('rw', db.local_session, db.local_meta, async () => {
      await db.local_session.put({ key: 'current', user, access: tokens.access, refresh: tokens.refresh, savedAt: Date.now() });
      const paused = await readMeta(db, META.outboxPaused);
      if (paused?.userId === user.id) await deleteMeta(db, META.outboxPaused);
    });
  } finally {
    stored();
  }
}

export async function setTokens(tokens: Tokens): Promise<void> {
  if (!state.user) return;
  await setSession(state.user, tokens);
}

export async function setUser(user: User): Promise<void> {
  if (!state.access || !state.refresh) return;
  await setSession(user, { access: state.access, refresh: state.refresh });
}

/**
 * Forget the session and everything private kept on the device (addresses, cart, wishlist, the sync cursor).
 * The user's waiting outbox entries stay: they are sent when that same user signs in again, never as another user.
 */
export async function clearSession(): Promise<void> {
  const { db, clearPrivateData, holdsData } = await loadDevice();
  const userId = state.user?.id ?? (await db.local_session.get('current').catch(() => undefined))?.user.id ?? null;
  emit({ user: null, access: null, refresh: null });
  await db.local_session.clear();
  await clearPrivateData(db, userId);
  // Changes of this user still waiting keep the device's store in the next start's reading.
  setDeviceHint(await holdsData());
}
