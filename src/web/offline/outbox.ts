// The one way to change data: the local change and its outbox entry are written in one Dexie transaction,
// so a crash never keeps one without the other (ARCHITECTURE 'Offline sync' 1-2). The drainer sends it.
import type { Transaction } from 'dexie';
import { db as defaultDb, entityKey, type HttpMethod, type MarketDb, type OutboxEntry } from './db.ts';

/** Thrown by `mutate` when nobody is signed in: the screens say 'Please login to add items to cart'. */
export class NotSignedIn extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedIn';
  }
}

export interface Mutation {
  kind: string;
  label: string;
  /** `body` may be a MultipartBody (files); `headers` e.g. If-Match. */
  request: { method: HttpMethod; path: string; body?: unknown; headers?: Record<string, string> };
  /** The row this change touches; pulls leave it alone until the server has confirmed the change. */
  entity?: { table: string; id: string };
  /** The local change, run inside the same transaction as the enqueue (every synced table is in scope). */
  apply: (tx: Transaction) => Promise<void>;
  editHref?: string;
  /** Defaults to the language the app shows; the server answers refusals in it. */
  lang?: string;
}

let afterEnqueue: () => void = () => {};
/** The page's sync runtime wires this to "drain now and register Background Sync". */
export function setAfterEnqueue(hook: () => void): void {
  afterEnqueue = hook;
}

let languageOf: () => string = () => 'en';
export function setOutboxLanguage(read: () => string): void {
  languageOf = read;
}

/** Enqueue with an explicit db (tests, other clients); `mutate` is this on the app's db plus a nudge. */
export async function enqueue(db: MarketDb, m: Mutation, now = Date.now()): Promise<OutboxEntry> {
  return db.transaction('rw', [db.local_session, db.local_outbox, ...db.syncedTables], async (tx) => {
    const session = await db.local_session.get('current');
    if (!session) throw new NotSignedIn();
    await m.apply(tx);
    const entry: OutboxEntry = {
      id: crypto.randomUUID(),
      kind: m.kind,
      label: m.label,
      method: m.request.method,
      path: m.request.path,
      body: m.request.body ?? null,
      ...(m.request.headers ? { headers: m.request.headers } : {}),
      userId: session.user.id,
      lang: m.lang ?? languageOf(),
      createdAt: now,
      state: 'pending',
      attempts: 0,
      lastError: null,
      lastStatus: null,
      nextAttemptAt: now,
      entityKey: m.entity ? entityKey(m.entity.table, m.entity.id) : null,
      ...(m.editHref ? { editHref: m.editHref } : {}),
    };
    entry.seq = await db.local_outbox.add(entry);
    return entry;
  });
}

/**
 * Change data offline-first. The screens change at once (they read Dexie); the drainer sends the call later.
 *
 * @example
 * const id = crypto.randomUUID();
 * await mutate({
 *   kind: 'cart.add',
 *   label: t`Add ${name} to cart`,
 *   entity: { table: 'cart_items', id },
 *   request: { method: 'POST', path: '/product/add-to-cart/', body: { id, product_id, quantity, grade } },
 *   apply: async () => { await db.cart_items.put(localRow) },
 * });
 * // Signed out: throws NotSignedIn (catch it and show 'Please login to add items to cart').
 */
export async function mutate(m: Mutation): Promise<OutboxEntry> {
  const entry = await enqueue(defaultDb, m);
  afterEnqueue();
  return entry;
}

/** True while the signed-in user has changes the server has not confirmed (the update prompt waits for them). */
export async function hasPendingChanges(db: MarketDb = defaultDb): Promise<boolean> {
  const session = await db.local_session.get('current');
  if (!session) return false;
  const first = await db.local_outbox
    .where('userId')
    .equals(session.user.id)
    .filter((e) => e.state === 'pending')
    .first();
  return first !== undefined;
}
