// One drainer at a time across tabs and the service worker: a Web Lock where the browser has them,
// otherwise a lease row in local_meta that expires, so a crashed holder never blocks the queue for long.
import { DRAIN_LOCK_NAME } from '@contract/sync-protocol.ts';
import type { MarketDb } from './db.ts';
import { deleteMeta, META, readMeta, writeMeta, type DrainLease } from './meta.ts';

export const LEASE_MS = 90_000;

export const BUSY = Symbol('busy');

export interface DrainLock {
  /** Runs `fn` when nobody else drains; BUSY otherwise. `renew` keeps a lease alive during long drains. */
  run<T>(fn: (renew: () => Promise<void>) => Promise<T>): Promise<T | typeof BUSY>;
}

export function webLock(locks: LockManager): DrainLock {
  return {
    run: (fn) => locks.request(DRAIN_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? fn(async () => {}) : BUSY)),
  };
}

export function leaseLock(db: MarketDb, now: () => number): DrainLock {
  const owner = crypto.randomUUID();
  const take = () =>
    db.transaction('rw', db.local_meta, async () => {
      const lease = await readMeta(db, META.drainLease);
      if (lease && lease.owner !== owner && lease.expires > now()) return false;
      await writeMeta<DrainLease>(db, META.drainLease, { owner, expires: now() + LEASE_MS });
      return true;
    });
  const release = () =>
    db.transaction('rw', db.local_meta, async () => {
      const lease = await readMeta(db, META.drainLease);
      if (lease?.owner === owner) await deleteMeta(db, META.drainLease);
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
