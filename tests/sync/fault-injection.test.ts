// The exactly-once proof: 3 simulated clients make 2,000+ random cart and wishlist changes through the real
// outbox and drainer, the proxy drops, duplicates, delays and fails requests, the server restarts once; at the end
// nothing is lost, nothing is applied twice, nothing is rejected, and every client's Dexie equals the server.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runSimulation, startWorld, type SyncWorld } from '../support/sync-sim.ts';
import { expectExactlyOnce, FAULT_KINDS_SEEN } from './exactly-once.ts';

const SEED = 20261121;
let world: SyncWorld;

beforeAll(async () => {
  world = await startWorld(SEED, undefined, 'sync-fault-server');
});
afterAll(async () => {
  await world?.close();
});

describe('offline sync under faults', () => {
  it(`2,100 random cart and wishlist mutations from 3 clients (seed ${SEED}) end exactly once`, async () => {
    const result = await runSimulation(world, { seed: SEED, mutations: 2100, clients: 3, restartAt: 0.5, log: (l) => console.log(`[sync] ${l}`) });
    expectExactlyOnce(world, result, { minFaults: 200, faultKinds: FAULT_KINDS_SEEN });
  });
});
