// /admin/approvals: the queue of branches waiting for review (farm, place, submitted date), approve or reject with a
// reason the seller sees, and the approved and rejected history. Online reads; offline it says so.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck, WifiOff } from 'lucide-react';
import type { BranchReview } from '@contract/catalogue.ts';
import { BRANCH_STATUSES, type BranchStatus } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { reviewBranch } from '../admin-api.ts';
import { useBranchQueue } from '../use-branch-queue.ts';
import { BranchReviewCard } from './branch-review-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { AdminNav } from './admin-nav.tsx';

export function ApprovalsPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<BranchStatus>('pending');
  const { load, refresh, decided } = useBranchQueue(tab);
  const [rejecting, setRejecting] = useState<BranchReview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const approve = async (row: BranchReview) => {
    setBusy(row.id);
    try {
      const res = await reviewBranch(row.id, { decision: 'approve' });
      toast.success(res.message);
      decided(row);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t`Something went wrong`);
      if (err instanceof ApiError && err.status === 409) decided(row);
    } finally {
      setBusy(null);
    }
  };

  const tabLabel = (s: BranchStatus) => (s === 'pending' ? t`Waiting for review` : s === 'approved' ? t`Approved` : t`Rejected`);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <AdminNav />
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Branch approvals</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Check each new branch's farm and address. Approving shows its products to buyers; rejecting tells the seller why.</Trans>
      </p>
      <div role="tablist" aria-label={t`Branch status`} className="mt-6 flex flex-wrap gap-2 border-b border-gray-200">
        {BRANCH_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`tab-${s}`}
            aria-selected={tab === s}
            aria-controls="approvals-panel"
            onClick={() => setTab(s)}
            className={`-mb-px min-h-11 rounded-t-md border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 ${
              tab === s ? 'border-green-700 text-green-800' : 'border-transparent text-gray-700 hover:text-gray-900'
            }`}
          >
            {tabLabel(s)}
          </button>
        ))}
      </div>
      <div id="approvals-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4">
        {load.state === 'loading' ? (
          <p className="text-gray-700">
            <Trans>Loading…</Trans>
          </p>
        ) : load.state === 'error' ? (
          load.offline ? (
            <Notice tone="info">
              <span className="inline-flex items-start gap-2">
                <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <Trans>You are offline. Reviewing branches needs a connection; the queue shows again when you are back online.</Trans>
              </span>
            </Notice>
          ) : (
            <div className="space-y-3">
              <Notice>{load.message}</Notice>
              <Button variant="secondary" onClick={refresh}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          )
        ) : load.rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
            <ClipboardCheck aria-hidden="true" className="size-12 text-gray-500" />
            <p className="text-lg text-gray-800">
              {tab === 'pending' ? <Trans>No branches are waiting for review.</Trans> : <Trans>Nothing here yet.</Trans>}
            </p>
          </div>
        ) : (
          <ul className="grid gap-4">
            {load.rows.map((row) => (
              <BranchReviewCard key={row.id} row={row} busy={busy === row.id} onApprove={() => void approve(row)} onReject={() => setRejecting(row)} />
            ))}
          </ul>
        )}
      </div>
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(message) => {
            toast.success(message);
            decided(rejecting);
            setRejecting(null);
          }}
        />
      )}
    </div>
  );
}
