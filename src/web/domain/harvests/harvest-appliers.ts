// Expected harvests' and pre-orders' mutation kinds (the writes: harvest-writes.ts, preorder-writes.ts) and how the
// server's answers land. Each answer is the row `{ data }`; what a call does beyond its row (a pre-order moves its
// harvest's figures, recording a harvest fills pre-orders and makes orders, cancelling one cancels its pre-orders)
// comes with the pull that follows, so only a harvest's declaration and edit say they carried everything.
import type { Harvest, Preorder } from '@contract/harvests.ts';
import { confirmRow, type Applier } from '@/offline/confirm.ts';

export const HARVEST_CREATE_KIND = 'harvest.create';
export const HARVEST_UPDATE_KIND = 'harvest.update';
export const HARVEST_CANCEL_KIND = 'harvest.cancel';
export const HARVEST_RECORD_KIND = 'harvest.record';
export const PREORDER_CREATE_KIND = 'preorder.create';
export const PREORDER_CANCEL_KIND = 'preorder.cancel';
export const PREORDER_ACCEPT_KIND = 'preorder.accept';

// (Kept small: every applier is in the page's first JavaScript.)
const harvestAlone = confirmRow<Harvest>('harvests', { alone: true });
const harvest = confirmRow<Harvest>('harvests');
const preorder = confirmRow<Preorder>('preorders');

export const HARVEST_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [HARVEST_CREATE_KIND, harvestAlone],
  [HARVEST_UPDATE_KIND, harvestAlone],
  [HARVEST_CANCEL_KIND, harvest],
  [HARVEST_RECORD_KIND, harvest],
  [PREORDER_CREATE_KIND, preorder],
  [PREORDER_CANCEL_KIND, preorder],
  [PREORDER_ACCEPT_KIND, preorder],
];
