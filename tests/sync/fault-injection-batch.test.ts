// The exactly-once proof again, with the outbox pushing through POST /api/sync/batch/ (up to 20 entries a request,
// cart and wishlist changes sharing one transaction per batch): the proxy drops, duplicates, delays and fails whole
// batches; at the end nothing is lost, nothing is applied twice, nothing is rejected, and every client's Dexie
// equals the server. On PGlite the server restarts once; on PostgreSQL (two worker processes) one worker is killed
// with SIGKILL mid-run, batches in flight and all: every batch it acknowledged must have committed. The PostgreSQL
// half is skipped, saying so, when no PostgreSQL answers (TEST_DATABASE_URL, default postgres://fm:fm@localhost:5432/postgres).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_URL, postgresAnswers, throwawayDatabase } from '../support/postgres.mjs';
import { childrenOf, runSimulation, startWorld, type SyncWorld } from '../support/sync-sim.ts';
import { expectExactlyOnce } from './exactly-once.ts';

const SEED = 20261124;
const BATCH = 20;

describe('offline sync under faults, batched pushes', () => {
  let world: SyncWorld;
  beforeAll(async () => {
    world = await startWorld(SEED, undefined, 'sync-fault-batch-server');
  });
  afterAll(async () => {
    await world?.close();
  });

  it(`2,100 random cart and wishlist mutations from 3 clients in batches (seed ${SEED}) end exactly once`, async () => {
    const result = await runSimulation(world, { seed: SEED, mutations: 2100, clients: 3, restartAt: 0.5, batchSize: BATCH, log: (l) => console.log(`[sync-batch] ${l}`) });
    expectExactlyOnce(world, result, { minFaults: 20 });
  });
});

const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
const probe = new URL(adminUrl);
const available = await postgresAnswers(probe.hostname, Number(probe.port) || 5432);
if (!available) console.log(`[sync-batch] PostgreSQL proof skipped: no PostgreSQL answers at ${probe.host}`);

describe.runIf(available)('offline sync under faults, batched pushes, two server processes on PostgreSQL', () => {
  let world: SyncWorld;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    database = await throwawayDatabase(adminUrl);
    world = await startWorld(SEED, undefined, 'sync-fault-batch-cluster', { DATABASE_URL: database.url, WORKERS: '2' });
  });
  afterAll(async () => {
    await world?.close();
    await database?.drop();
  });

  it(`2,100 random cart and wishlist mutations in batches (seed ${SEED}) end exactly once with a worker killed`, async () => {
    expect(childrenOf(world.server.pid!), 'two worker processes').toHaveLength(2);
    const result = await runSimulation(world, {
      seed: SEED,
      mutations: 2100,
      clients: 3,
      restartAt: 0.5,
      restartKind: 'worker',
      batchSize: BATCH,
      log: (l) => console.log(`[sync-batch cluster] ${l}`),
    });
    expectExactlyOnce(world, result, { minFaults: 20 });
    expect(childrenOf(world.server.pid!), 'two worker processes again').toHaveLength(2);
  });
});
