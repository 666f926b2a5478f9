// A branch's review status as a badge (pending, approved, rejected), plus 'waiting to sync' and a refused change.
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, Clock, CloudOff, TriangleAlert, XCircle } from 'lucide-react';
import type { BranchStatus } from '@contract/enums.ts';

const styles: Record<BranchStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
};

export function BranchStatusBadge({ status }: { status: BranchStatus }) {
  const Icon = status === 'approved' ? CheckCircle2 : status === 'rejected' ? XCircle : Clock;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${styles[status]}`} data-testid="branch-status">
      <Icon aria-hidden="true" className="size-4" />
      {status === 'approved' ? <Trans>Approved</Trans> : status === 'rejected' ? <Trans>Rejected</Trans> : <Trans>Pending review</Trans>}
    </span>
  );
}

export function SyncFlags({ waiting, refused }: { waiting: boolean; refused: string | null }) {
  return (
    <>
      {waiting && (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-900" data-testid="waiting-to-sync">
          <CloudOff aria-hidden="true" className="size-4" />
          <Trans>Waiting to sync</Trans>
        </span>
      )}
      {refused !== null && (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4" />
          <Trans>Not saved: {refused}</Trans>
        </span>
      )}
    </>
  );
}
