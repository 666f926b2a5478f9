// What every fault-injection proof checks once its clients have drained: nothing lost, nothing applied twice,
// nothing refused, every device's Dexie equal to the server, and the faults and the restart really happened.
import { expect } from 'vitest';
import { formatResult, type SimResult, type SyncWorld } from '../support/sync-sim.ts';

export const FAULT_KINDS_SEEN = ['dropRequest', 'dropResponse', 'duplicate', 'duplicateConcurrent', 'error500', 'error503'] as const;

export function expectExactlyOnce(world: SyncWorld, result: SimResult, opts: { minFaults: number; faultKinds?: readonly string[] }): void {
  console.log(formatResult(result));
  for (const line of [...result.lost, ...result.duplicated, ...result.dexieDiff].slice(0, 20)) console.log(`  ${line}`);
  for (const e of result.rejectedEntries.slice(0, 10)) console.log(`  rejected: ${e.kind} ${e.path} ${e.status} ${e.error}`);
  expect(result.sent).toBeGreaterThanOrEqual(2000);
  expect(result.restartMs, 'the server was restarted (or a worker killed and replaced)').not.toBeNull();
  expect(world.proxy.faults()).toBeGreaterThan(opts.minFaults);
  for (const kind of opts.faultKinds ?? []) expect(result.faults[kind], kind).toBeGreaterThan(0);
  expect(result.rejectedEntries).toEqual([]);
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(result.dexieDiff).toEqual([]);
  expect(result.applied).toBe(result.sent);
  expect(result.pull, 'the pull (GET /api/sync/changes) took part').toBe(true);
}
