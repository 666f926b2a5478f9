// Who pulls and when: a visitor never pulls the catalogue unless they chose to keep it (the choice persists); a
// signed-in user pulls, their first pull once the page is idle (at once when they signed in on the page); later pulls
// at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketDb } from './db.ts';
import { createPullPolicy, keepsCatalogue, pullTiming, setKeepCatalogue, visitorKeepsCatalogue } from './pull-policy.ts';
import type { PullReport } from './pull.ts';
import { signInAs } from './testing/fake-api.ts';
import { readFacetMap } from './product-facets.ts';

const OK: PullReport = { ok: true, pages: 1, changes: 0, reset: false, networkFailed: false };
let name: string;
let db: MarketDb;
beforeEach(() => {
  name = `policy-${crypto.randomUUID()}`;
  db = new MarketDb(name);
});
afterEach(() => db.close());

/** A policy whose idle moment comes when the test says. */
function policyFor(target: MarketDb) {
  const pull = vi.fn(async () => OK);
  let idleNow: () => void = () => {};
  const idle = vi.fn(() => new Promise<void>((resolve) => (idleNow = resolve)));
  return { policy: createPullPolicy({ db: target, pull, idle }), pull, idle, becomeIdle: () => idleNow() };
}

describe('pull policy', () => {
  it('a visitor does not pull the catalogue', async () => {
    const { policy, pull, idle } = policyFor(db);
    expect(await pullTiming(db)).toBe('never');
    expect(await policy.pull()).toBeNull();
    expect(pull).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });

  it('a signed-in user pulls: the first pull once the page is idle, later ones at once', async () => {
    await signInAs(db, 'u1');
    const { policy, pull, idle, becomeIdle } = policyFor(db);
    expect(await pullTiming(db)).toBe('idle');
    const first = policy.pull();
    await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
    expect(pull).not.toHaveBeenCalled();
    becomeIdle();
    expect(await first).toEqual(OK);
    expect(pull).toHaveBeenCalledTimes(1);
    // A cursor: only what changed comes, at once.
    await db.local_meta.put({ key: 'sync:u1', value: { cursor: 'c1', lastSyncAt: 1 } });
    expect(await pullTiming(db)).toBe('now');
    expect(await policy.pull()).toEqual(OK);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(pull).toHaveBeenCalledTimes(2);
  });

  it("a sign-in on the page starts that user's first pull at once; a visitor's sign-in ask still pulls nothing", async () => {
    const { policy, pull, idle } = policyFor(db);
    // Asked before the session is on the device (the store hears of a sign-in first): nothing is pulled as a visitor.
    expect(await policy.pull({ signIn: true })).toBeNull();
    expect(pull).not.toHaveBeenCalled();
    await signInAs(db, 'u1');
    expect(await pullTiming(db)).toBe('idle');
    expect(await policy.pull({ signIn: true })).toEqual(OK);
    expect(pull).toHaveBeenCalledTimes(1);
    expect(idle).not.toHaveBeenCalled();
  });

  it('signing out while the first pull waits for idle pulls nothing', async () => {
    await signInAs(db, 'u1');
    const { policy, pull, becomeIdle, idle } = policyFor(db);
    const first = policy.pull();
    await vi.waitFor(() => expect(idle).toHaveBeenCalled());
    await db.local_session.clear();
    becomeIdle();
    expect(await first).toBeNull();
    expect(pull).not.toHaveBeenCalled();
  });

  it("a visitor's 'keep the catalogue on this device' pulls after idle, and the choice persists on the device", async () => {
    await setKeepCatalogue(db, true);
    const { policy, pull, idle, becomeIdle } = policyFor(db);
    const first = policy.pull();
    await vi.waitFor(() => expect(idle).toHaveBeenCalled());
    expect(pull).not.toHaveBeenCalled();
    becomeIdle();
    expect(await first).toEqual(OK);
    db.close();
    // The app opened again: the same database remembers the choice.
    const again = new MarketDb(name);
    expect(await keepsCatalogue(again)).toBe(true);
    expect(await pullTiming(again)).toBe('idle');
    again.close();
    db = new MarketDb(name);
  });

  it('a device that already holds a visitor catalogue keeps it fresh; choosing not to keep it removes it', async () => {
    await db.local_meta.put({ key: 'sync:anon', value: { cursor: 'a1', lastSyncAt: 1 } });
    await db.products.put({ id: 'p1', name: 'Kale', status: 'Published' } as never);
    await db.categories.put({ id: 'c1', slug: 'veg', name_en: 'Veg', name_fr: 'Légumes', position: 1, version: 1 });
    await db.local_meta.put({ key: 'sync_history:anon', value: { cursor: 'h1', lastSyncAt: 1 } });
    await db.price_history.put({ id: 'h1', product_id: 'p1' } as never);
    expect(await visitorKeepsCatalogue(db)).toBe(true);
    expect(await pullTiming(db)).toBe('now');
    await setKeepCatalogue(db, false);
    expect(await pullTiming(db)).toBe('never');
    expect(await db.products.count()).toBe(0);
    expect((await readFacetMap(db)).size).toBe(0);
    expect(await db.categories.count()).toBe(0);
    expect(await db.local_meta.get('sync:anon')).toBeUndefined();
    // Its price history (the pull's second stream) and that stream's cursor go with it.
    expect(await db.price_history.count()).toBe(0);
    expect(await db.local_meta.get('sync_history:anon')).toBeUndefined();
  });

  it("not keeping it while signed in leaves the user's catalogue alone", async () => {
    await signInAs(db, 'u1');
    await db.products.put({ id: 'p1', name: 'Kale', status: 'Published' } as never);
    await setKeepCatalogue(db, false);
    expect(await db.products.count()).toBe(1);
    expect(await pullTiming(db)).toBe('idle');
  });
});
