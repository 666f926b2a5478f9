// The exactly-once proof across two server processes: the same 3 simulated clients, faults and checks as
// fault-injection.test.ts, against WORKERS=2 (node:cluster) on a fresh PostgreSQL database; half way through one
// worker is killed with SIGKILL (requests in flight on it die, some after their commit) and the primary forks
// another. Concurrent duplicates meet PostgreSQL's real concurrency here (409 'in progress', then a replay).
// Skipped, saying so, when no PostgreSQL answers (TEST_DATABASE_URL, default postgres://fm:fm@localhost:5432/postgres).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_URL, postgresAnswers, throwawayDatabase } from '../support/postgres.mjs';
import { childrenOf, formatResult, runSimulation, startWorld, type SyncWorld } from '../support/sync-sim.ts';

const SEED = 20261124;
const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
const probe = new URL(adminUrl);
const available = await postgresAnswers(probe.hostname, Number(probe.port) || 5432);
if (!available) console.log(`[sync] cluster proof skipped: no PostgreSQL answers at ${probe.host}`);

let world: SyncWorld;
let database: { url: string; drop: () => Promise<void> } | undefined;

describe.runIf(available)('offline sync under faults, two server processes on PostgreSQL', () => {
  beforeAll(async () => {
    database = await throwawayDatabase(adminUrl);
    world = await startWorld(SEED, undefined, 'sync-fault-cluster', { DATABASE_URL: database.url, WORKERS: '2' });
  });
  afterAll(async () => {
    await world?.close();
    await database?.drop();
  });

  it(`2,100 random cart and wishlist mutations from 3 clients (seed ${SEED}) end exactly once with a worker killed`, async () => {
    expect(childrenOf(world.server.pid!), 'two worker processes').toHaveLength(2);
    const result = await runSimulation(world, {
      seed: SEED,
      mutations: 2100,
      clients: 3,
      restartAt: 0.5,
      restartKind: 'worker',
      log: (l) => console.log(`[sync cluster] ${l}`),
    });
    console.log(formatResult(result));
    for (const line of [...result.lost, ...result.duplicated, ...result.dexieDiff].slice(0, 20)) console.log(`  ${line}`);
    for (const e of result.rejectedEntries.slice(0, 10)) console.log(`  rejected: ${e.kind} ${e.path} ${e.status} ${e.error}`);
    expect(result.sent).toBeGreaterThanOrEqual(2000);
    expect(result.restartMs, 'a worker was killed and replaced').not.toBeNull();
    expect(childrenOf(world.server.pid!), 'two worker processes again').toHaveLength(2);
    for (const kind of ['dropRequest', 'dropResponse', 'duplicate', 'duplicateConcurrent', 'error500', 'error503'])
      expect(result.faults[kind], kind).toBeGreaterThan(0);
    expect(result.rejectedEntries).toEqual([]);
    expect(result.lost).toEqual([]);
    expect(result.duplicated).toEqual([]);
    expect(result.dexieDiff).toEqual([]);
    expect(result.applied).toBe(result.sent);
    expect(result.pull, 'the pull (GET /api/sync/changes) took part').toBe(true);
  });
});
