// The seller's branches as cards: name, place, review status (with the reviewer's reason) and sync state.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import type { BranchView } from '../use-branches.ts';
import { useProvinceName } from '../provinces.ts';
import { BranchStatusBadge, SyncFlags } from './branch-status.tsx';

export function BranchList({ views }: { views: BranchView[] }) {
  const { t } = useLingui();
  const provinceName = useProvinceName();
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Branches`}>
      {views.map(({ branch, waiting, refused }) => (
        <li key={branch.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-lg font-semibold text-gray-900">
              <Link to="/branch-details/$id" params={{ id: branch.id }} className="rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700">
                {branch.name}
              </Link>
            </h2>
            <BranchStatusBadge status={branch.status} />
          </div>
          <p className="flex items-start gap-1 text-gray-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {branch.address}, {branch.city}, {provinceName(branch.province)}
              {branch.postal_code ? ` ${branch.postal_code}` : ''}
            </span>
          </p>
          {branch.status === 'rejected' && branch.reject_reason && (
            <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              <Trans>Reason: {branch.reject_reason}</Trans>
            </p>
          )}
          <SyncFlags waiting={waiting} refused={refused} />
        </li>
      ))}
    </ul>
  );
}
