// Standing orders' mutation kinds (the writes are standing-order-writes.ts) and how the server's answers land. Every
// call answers the whole standing order `{ data: StandingOrder }`, and what else it does (a notice to the farm) is
// not the buyer's to see: the answer carries all the change did, so no pull follows it.
import type { StandingOrder } from '@contract/standing-orders.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';

export const STANDING_CREATE_KIND = 'standing.create';
export const STANDING_UPDATE_KIND = 'standing.update';
export const STANDING_SKIP_KIND = 'standing.skip';
export const STANDING_PAUSE_KIND = 'standing.pause';
export const STANDING_CANCEL_KIND = 'standing.cancel';
export const STANDING_KINDS = [STANDING_CREATE_KIND, STANDING_UPDATE_KIND, STANDING_SKIP_KIND, STANDING_PAUSE_KIND, STANDING_CANCEL_KIND] as const;

/** The server's row replaces the device's (and its 'waiting' mark), unless a later change to it still waits. */
const confirmStandingOrder = confirmRow<StandingOrder>('standing_orders', { alone: true });

export const STANDING_ORDER_APPLIERS: ReadonlyArray<readonly [string, Applier]> = STANDING_KINDS.map((kind) => [kind, confirmStandingOrder] as const);
