// `npm run bench:sync`: the fault-injection run with a random seed (printed, so a failure can be replayed with
// SEED=<n>), then the drain time of 1,000 waiting mutations from one client with no faults, on PGlite and on PostgreSQL.
import 'fake-indexeddb/auto';
import { SYNC_BATCH_MAX } from '../../src/contract/sync-protocol.ts';
import { drainBench, formatResult, runSimulation, startWorld } from '../support/sync-sim.ts';
import { benchDatabase } from '../support/postgres.mjs';

const seed = Number(process.env.SEED) || Math.floor(Math.random() * 2 ** 31);
const mutations = Number(process.env.MUTATIONS) || 2100;
const drainCount = Number(process.env.DRAIN_N) || 1000;
console.log(`bench:sync seed ${seed} (replay with SEED=${seed} npm run bench:sync)`);

const world = await startWorld(seed, undefined, 'bench-sync-server');
let failed: boolean;
try {
  const r = await runSimulation(world, { seed, mutations, clients: 3, restartAt: 0.5, log: (l) => console.log(`  ${l}`) });
  console.log(formatResult(r));
  for (const line of [...r.lost, ...r.duplicated, ...r.dexieDiff].slice(0, 20)) console.log(`  ${line}`);
  for (const e of r.rejectedEntries.slice(0, 10)) console.log(`  rejected: ${e.kind} ${e.path} ${e.status} ${e.error}`);
  failed = r.lost.length > 0 || r.duplicated.length > 0 || r.dexieDiff.length > 0 || r.rejectedEntries.length > 0;
  console.log(`BENCH ${JSON.stringify({ figure: `fault run (${mutations} mutations): lost / applied twice / Dexie differs / rejected`, target: '0 / 0 / 0 / 0', measured: `${r.lost.length} / ${r.duplicated.length} / ${r.dexieDiff.length} / ${r.rejectedEntries.length}`, pass: !failed })}`);

  world.proxy.setEnabled(false);
  await drains('PGlite', world);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await world.close();
}

// The same drains on PostgreSQL (a throwaway database on the server of DATABASE_URL, TEST_DATABASE_URL or the local
// test server), the database a deployment runs on.
const database = await benchDatabase();
if (database) {
  let pgWorld: Awaited<ReturnType<typeof startWorld>> | undefined;
  try {
    pgWorld = await startWorld(seed, undefined, 'bench-sync-postgres', { DATABASE_URL: database.url });
    await drains('PostgreSQL', pgWorld);
  } catch (err) {
    failed = true;
    console.error(err);
  } finally {
    await pgWorld?.close();
    await database.drop();
  }
}
process.exit(failed ? 1 : 0);

/** The same drain each alone (the baseline, in the same process) and in batches as the app sends them. */
async function drains(label: string, on: Awaited<ReturnType<typeof startWorld>>) {
  const single = await drainBench(on, drainCount, 1);
  console.log(`${label}: drain of ${single.n} waiting mutations, each alone (baseline): ${Math.round(single.ms)} ms, ${single.perSecond.toFixed(0)} mutations/s`);
  const batched = await drainBench(on, drainCount, SYNC_BATCH_MAX);
  console.log(`${label}: drain of ${batched.n} waiting mutations, batches of ${SYNC_BATCH_MAX}: ${Math.round(batched.ms)} ms, ${batched.perSecond.toFixed(0)} mutations/s (${(single.ms / batched.ms).toFixed(1)}x faster; target < 3000 ms)`);
  console.log(`BENCH ${JSON.stringify({ figure: `drain of ${batched.n} waiting mutations, batches of ${SYNC_BATCH_MAX}, ${label}`, target: drainCount === 1000 ? '< 3000 ms' : `< ${Math.round((3000 * drainCount) / 1000)} ms (3000 per 1000)`, measured: `${Math.round(batched.ms)} ms`, pass: batched.ms < (3000 * drainCount) / 1000 })}`);
}
