// The device's local-only settings (the `local_meta` table): every key the app writes there, the type of its value,
// and one typed read, write and delete, so no reader casts what another wrote. Keys per user end in ':<userId>'
// (':anon' for nobody signed in).
import type { BulkBuyer } from '@contract/quotes.ts';
import type { LocalSession, MarketDb } from './db.ts';

/** A key of local_meta and, in its type, the value stored under it. */
export interface MetaKey<T> {
  readonly key: string;
  /** Never set: carries the value's type. */
  readonly value?: T;
}

/** A key that holds one value per user. */
export interface PerUserKey<T> {
  (userId: string | null | undefined): MetaKey<T>;
  /** What every user's key starts with ('sync:'). */
  readonly prefix: string;
}

const fixed = <T>(key: string): MetaKey<T> => ({ key });

function perUser<T>(name: string): PerUserKey<T> {
  const prefix = `${name}:`;
  return Object.assign((userId: string | null | undefined): MetaKey<T> => ({ key: `${prefix}${userId ?? 'anon'}` }), { prefix });
}

/** Cursor and last finished pull of one reader: signed out reads only the public catalogue. */
export interface SyncMeta {
  cursor: string | null;
  /** Set when a pull reached the last page: the first pull of this reader has finished ('first pull done'). */
  lastSyncAt: number | null;
}

/**
 * The rows a first sync's head start (the scoped stream) wrote, by entity key, with their version, until main's
 * first pass has delivered each again: main does not write its copy of one at that version or older (the device has
 * it, or newer: another tab's head start), and at its last page removes those it never delivered (gone from the
 * server meanwhile). A row the device already held as new is not listed: main's copy of it is the one to keep.
 */
export interface HeadStart {
  versions: Record<string, number>;
  /** Main asks without the head start's cursor: one of the rows it said the device held was not there. */
  full?: boolean;
}

/** The queue of this user stopped because this access token was refused and could not be refreshed. */
export interface PausedQueue {
  userId: string;
  access: string;
}

/** The drain lease where Web Locks are missing: who drains, until when. */
export interface DrainLease {
  owner: string;
  expires: number;
}

export const META = {
  outboxPaused: fixed<PausedQueue>('outbox_paused'),
  drainLease: fixed<DrainLease>('outbox_drain_lease'),
  /** A visitor chose 'Keep the catalogue on this device'. */
  keepCatalogue: fixed<true>('catalogue_keep'),
  /** The main stream's cursor (every table but the price history): its first pull done is the device's. */
  sync: perUser<SyncMeta>('sync'),
  /** The history stream's cursor (the price history, pulled after the main stream). */
  syncHistory: perUser<SyncMeta>('sync_history'),
  /** The scoped stream's cursor: the head start of a first sync (the part of the catalogue this user uses). */
  syncScoped: perUser<SyncMeta>('sync_scoped'),
  /** The rows the head start wrote that main has not yet delivered again (pull.ts `HeadStart`). */
  headStart: perUser<HeadStart>('head_start'),
  /** The farm (seller id) the signed-in seller owns. */
  myFarm: perUser<string>('my_farm'),
  /** The bulk buyer's business, so the dashboard greets it offline. */
  bulkBuyer: perUser<BulkBuyer>('bulk_buyer'),
  /** The produce request being written; whatever an older version of the form kept, so its reader checks it. */
  requestDraft: perUser<unknown>('request-draft'),
} as const;

export async function readMeta<T>(db: MarketDb, { key }: MetaKey<T>): Promise<T | undefined> {
  return (await db.local_meta.get(key))?.value as T | undefined;
}

export async function writeMeta<T>(db: MarketDb, { key }: MetaKey<T>, value: T): Promise<void> {
  await db.local_meta.put({ key, value });
}

export async function deleteMeta(db: MarketDb, { key }: MetaKey<unknown>): Promise<void> {
  await db.local_meta.delete(key);
}

/** Every user's value under a per-user key (e.g. whether anyone's pull has finished on this device). */
export async function readMetaOfEveryUser<T>(db: MarketDb, family: PerUserKey<T>): Promise<T[]> {
  return (await db.local_meta.where('key').startsWith(family.prefix).toArray()).map((row) => row.value as T);
}

export async function readSyncMeta(db: MarketDb, userId: string | null | undefined): Promise<SyncMeta> {
  return (await readMeta(db, META.sync(userId))) ?? { cursor: null, lastSyncAt: null };
}

/** The history stream's cursor and last finished pull of one reader. */
export async function readHistoryMeta(db: MarketDb, userId: string | null | undefined): Promise<SyncMeta> {
  return (await readMeta(db, META.syncHistory(userId))) ?? { cursor: null, lastSyncAt: null };
}

/** Whether this reader's first pull has finished on this device (their lists can then say 'nothing yet'). */
export const firstPullDone = (meta: SyncMeta): boolean => meta.lastSyncAt !== null;

/** A paused queue belongs to one user and one refused access token; a new sign-in gives new tokens. */
export async function isPaused(db: MarketDb, session: LocalSession): Promise<boolean> {
  const paused = await readMeta(db, META.outboxPaused);
  return paused?.userId === session.user.id && paused.access === session.access;
}
