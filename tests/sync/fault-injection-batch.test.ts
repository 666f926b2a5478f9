// The exactly-once proof again, with the outbox pushing through POST /api/sync/batch/ (up to 20 entries a request):
// the proxy drops, duplicates, delays and fails whole batches, the server restarts once; at the end nothing is
// lost, nothing is applied twice, nothing is rejected, and every client's Dexie equals the server.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatResult, runSimulation, startWorld, type SyncWorld } from '../support/sync-sim.ts';

const SEED = 20261124;
let world: SyncWorld;

beforeAll(async () => {
  world = await startWorld(SEED, undefined, 'sync-fault-batch-server');
});
afterAll(async () => {
  await world?.close();
});

describe('offline sync under faults, batched pushes', () => {
  it(`2,100 random cart and wishlist mutations from 3 clients in batches (seed ${SEED}) end exactly once`, async () => {
    const result = await runSimulation(world, { seed: SEED, mutations: 2100, clients: 3, restartAt: 0.5, batchSize: 20, log: (l) => console.log(`[sync-batch] ${l}`) });
    console.log(formatResult(result));
    for (const line of [...result.lost, ...result.duplicated, ...result.dexieDiff].slice(0, 20)) console.log(`  ${line}`);
    for (const e of result.rejectedEntries.slice(0, 10)) console.log(`  rejected: ${e.kind} ${e.path} ${e.status} ${e.error}`);
    expect(result.sent).toBeGreaterThanOrEqual(2000);
    expect(result.restartMs).not.toBeNull();
    expect(world.proxy.faults()).toBeGreaterThan(20);
    expect(result.rejectedEntries).toEqual([]);
    expect(result.lost).toEqual([]);
    expect(result.duplicated).toEqual([]);
    expect(result.dexieDiff).toEqual([]);
    expect(result.applied).toBe(result.sent);
    expect(result.pull, 'the pull (GET /api/sync/changes) took part').toBe(true);
  });
});
