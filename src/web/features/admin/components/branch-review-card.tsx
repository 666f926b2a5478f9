// One branch of the approvals queue: name, farm, place, who submitted it and when, the reviewer's verdict, and for a
// waiting branch the Approve and Reject buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { BranchReview } from '@contract/catalogue.ts';
import { PROVINCES } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOnline } from '@/lib/online.ts';

export function BranchReviewCard({ row, busy, onApprove, onReject }: { row: BranchReview; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const province = (code: string) => {
    const p = PROVINCES.find((x) => x.code === code);
    return p ? (i18n.locale === 'fr' ? p.name_fr : p.name_en) : code;
  };
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }) : '');
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{row.name}</h2>
          <p className="text-gray-800">
            <Trans>Farm: {row.farm_name}</Trans>
          </p>
          <p className="text-gray-700">
            {row.address}, {row.city}, {province(row.province)}
            {row.postal_code ? ` ${row.postal_code}` : ''}
          </p>
          <p className="text-sm text-gray-700">
            <Trans>Submitted {date(row.created_at)} by {row.seller_email}</Trans>
          </p>
          {row.reviewed_at && (
            <p className="text-sm text-gray-700">
              <Trans>Reviewed {date(row.reviewed_at)}</Trans>
            </p>
          )}
          {row.reject_reason && (
            <p className="mt-1 text-sm text-red-900">
              <Trans>Reason: {row.reject_reason}</Trans>
            </p>
          )}
        </div>
        {row.status === 'pending' && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onApprove} disabled={busy || !online} aria-label={t`Approve ${row.name}`}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              <Trans>Approve</Trans>
            </Button>
            <Button variant="secondary" onClick={onReject} disabled={busy || !online} aria-label={t`Reject ${row.name}`}>
              <XCircle aria-hidden="true" className="size-4" />
              <Trans>Reject</Trans>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
