// Where the domains plug into the sync machinery, by mutation kind: the applier that writes the server's answer to a
// confirmed entry (see confirm.ts), and what discarding a refused entry must undo beyond its row. The machinery knows
// no domain: the list is domain/appliers.ts, installed once by each place that drains (the page's start, the
// service worker, tests).
import type { Applier } from './confirm.ts';
import type { MarketDb, OutboxEntry } from './db.ts';

/**
 * Runs before a refused change is discarded, outside the transaction (it may load code); answers what to undo inside
 * it, with the outbox entry's removal (a refused order gives its lines back to the cart).
 */
export type DiscardStep = (entry: OutboxEntry) => Promise<((db: MarketDb) => Promise<void>) | undefined>;

export interface DomainPlugs {
  appliers: ReadonlyArray<readonly [kind: string, applier: Applier]>;
  discardSteps?: ReadonlyArray<readonly [kind: string, step: DiscardStep]>;
}

const appliers = new Map<string, Applier>();
const discardSteps = new Map<string, DiscardStep>();
let markInstalled!: () => void;
/** The page installs its plugs with its sync, after the first page: a discard asked for before waits for them. */
const installed = new Promise<void>((resolve) => (markInstalled = resolve));

/** Installs (or replaces) the appliers and discard steps of these kinds. */
export function installDomainPlugs(plugs: DomainPlugs): void {
  for (const [kind, applier] of plugs.appliers) appliers.set(kind, applier);
  for (const [kind, step] of plugs.discardSteps ?? []) discardSteps.set(kind, step);
  markInstalled();
}

/** Unknown kinds write nothing: the pull that follows brings the server's row. */
export function applierFor(kind: string): Applier {
  return appliers.get(kind) ?? (async () => false);
}

export async function discardStepFor(kind: string): Promise<DiscardStep | undefined> {
  await installed;
  return discardSteps.get(kind);
}
