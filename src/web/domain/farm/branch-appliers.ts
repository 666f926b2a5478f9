// The farm's branches: their mutation kinds (the writes are branch-writes.ts) and how the
// server's answers are written back.
import type { Branch } from '@contract/catalogue.ts';
import { confirmDelete, confirmRow, type Applier } from '@/offline/confirm.ts';

export const BRANCH_CREATE_KIND = 'branch.create';
export const BRANCH_UPDATE_KIND = 'branch.update';
export const BRANCH_DELETE_KIND = 'branch.delete';

/** A branch as the server confirmed it (create or edit; an edit of a rejected branch comes back 'pending'). */
const confirmBranch = confirmRow<Branch>('branches');

export const BRANCH_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [BRANCH_CREATE_KIND, confirmBranch],
  [BRANCH_UPDATE_KIND, confirmBranch],
  [BRANCH_DELETE_KIND, confirmDelete('branches')],
];
