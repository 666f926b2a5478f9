// Branch moderation by an Admin: the queue and the decision. Approving makes the branch's products public (the
// branches_touch_products trigger re-delivers them through the sync pull); rejecting keeps them hidden and gives the
// seller the reason.
import type { z } from 'zod';
import type { BranchReview, branchReviewDecisionSchema } from '../../../contract/catalogue.ts';
import type { BranchStatus } from '../../../contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toBranchReview } from '../sellers/mappers.ts';
import { updateBranch } from '../sellers/queries.ts';
import { isUuid } from '../../lib/route-kit.ts';
import * as q from './queries.ts';

export const REVIEW_LIST_LIMIT = 500;

export async function listBranches(db: Db, status: BranchStatus): Promise<BranchReview[]> {
  const rows = await q.branchesByStatus(db, status, REVIEW_LIST_LIMIT);
  return rows.map((r) => toBranchReview(r.branch, r));
}

export async function reviewBranch(
  db: Db,
  adminId: string,
  id: string,
  decision: z.output<typeof branchReviewDecisionSchema>,
  now: Date,
): Promise<BranchReview> {
  const branch = isUuid(id) ? await q.lockBranch(db, id) : null;
  if (!branch) throw notFound('branch.not_found');
  if (branch.status !== 'pending') throw new HttpError(409, 'conflict', 'branch.already_reviewed');
  await updateBranch(db, branch.id, {
    status: decision.decision === 'approve' ? 'approved' : 'rejected',
    rejectReason: decision.decision === 'reject' ? decision.reason : null,
    reviewedAt: now,
    reviewedBy: adminId,
  });
  const row = await q.branchWithFarm(db, branch.id);
  return toBranchReview(row!.branch, row!);
}
