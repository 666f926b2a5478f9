// One drainer at a time across tabs and the service worker: a Web Lock where the browser has them,
// otherwise a lease row in local_meta that expires, so a crashed holder never blocks the queue for long.
import type { MarketDb } from './db.ts';

export const DRAIN_LOCK = 'fm-outbox-drain';
const LEASE_KEY = 'outbox_drain_lease';
export const LEASE_MS = 90_000;

export const BUSY = Symbol('busy');

interface Lease {
  owner: string;
  expires: number;
}

export interface DrainLock {
  /** Runs `fn` when nobody else drains; BUSY otherwise. `renew` keeps a lease alive during long drains. */
  run<T>(fn: (renew: () => Promise<void>) => Promise<T>): Promise<T | typeof BUSY>;
}

export function webLock(locks: LockManager): DrainLock {
  return {
    run: (fn) => locks.request(DRAIN_LOCK, { ifAvailable: true }, (lock) => (lock ? fn(async () => {}) : BUSY)),
  };
}

export function leaseLock(db: MarketDb, now: () => number): DrainLock {
  const owner = crypto.randomUUID();
  const take = () =>
    db.transaction('rw', db.local_meta, async () => {
      const lease = (await db.local_meta.get(LEASE_KEY))?.value as Lease | undefined;
      if (lease && lease.owner !== owner && lease.expires > now()) return false;
      await db.local_meta.put({ key: LEASE_KEY, value: { owner, expires: now() + LEASE_MS } satisfies Lease });
      return true;
    });
  const release = () =>
    db.transaction('rw', db.local_meta, async () => {
      const lease = (await db.local_meta.get(LEASE_KEY))?.value as Lease | undefined;
      if (lease?.owner === owner) await db.local_meta.delete(LEASE_KEY);
    });
  return {
    async run(fn) {
      if (!(await take())) return BUSY;
      try {
        return await fn(async () => {
          if (!(await take())) throw new Error('drain lease lost');
        });
      } finally {
        await release();
      }
    },
  };
}

export function defaultLock(db: MarketDb, now: () => number, locks?: LockManager | null): DrainLock {
  const manager = locks === undefined ? (globalThis.navigator as Navigator | undefined)?.locks : locks;
  return manager ? webLock(manager) : leaseLock(db, now);
}
