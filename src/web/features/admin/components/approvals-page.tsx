// /admin/approvals: the queue of branches waiting for review (farm, place, submitted date), approve or reject with a
// reason the seller sees, and the approved and rejected history. Online reads; offline it says so.
import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, ClipboardCheck, WifiOff, XCircle } from 'lucide-react';
import { branchReviewDecisionSchema, type BranchReview } from '@contract/catalogue.ts';
import { BRANCH_STATUSES, PROVINCES, type BranchStatus } from '@contract/enums.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { useOnline } from '@/lib/online.ts';
import { fetchBranchQueue, reviewBranch } from '../admin-api.ts';

type Load = { key: string } & ({ state: 'ok'; rows: BranchReview[] } | { state: 'error'; message: string; offline: boolean });
type View = { state: 'loading' } | { state: 'ok'; rows: BranchReview[] } | { state: 'error'; message: string; offline: boolean };

export function ApprovalsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [tab, setTab] = useState<BranchStatus>('pending');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Load | null>(null);
  const [rejecting, setRejecting] = useState<BranchReview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const key = `${tab}:${attempt}`;

  useEffect(() => {
    if (!online) return;
    let stop = false;
    fetchBranchQueue(tab).then(
      (rows) => !stop && setResult({ key, state: 'ok', rows }),
      (err: unknown) => !stop && setResult({ key, state: 'error', offline: err instanceof ApiError && err.isNetwork, message: err instanceof Error ? err.message : 'Fetch failed' }),
    );
    return () => {
      stop = true;
    };
  }, [online, tab, key]);

  const load: View = !online ? { state: 'error', offline: true, message: '' } : result?.key === key ? result : { state: 'loading' };
  const refresh = () => setAttempt((n) => n + 1);

  const decided = (row: BranchReview) => setResult((l) => (l?.state === 'ok' ? { ...l, rows: l.rows.filter((r) => r.id !== row.id) } : l));

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
  const province = (code: string) => {
    const p = PROVINCES.find((x) => x.code === code);
    return p ? (i18n.locale === 'fr' ? p.name_fr : p.name_en) : code;
  };
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }) : '');

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
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
              <li key={row.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
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
                      <Button onClick={() => void approve(row)} disabled={busy === row.id || !online} aria-label={t`Approve ${row.name}`}>
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        <Trans>Approve</Trans>
                      </Button>
                      <Button variant="secondary" onClick={() => setRejecting(row)} disabled={busy === row.id || !online} aria-label={t`Reject ${row.name}`}>
                        <XCircle aria-hidden="true" className="size-4" />
                        <Trans>Reject</Trans>
                      </Button>
                    </div>
                  )}
                </div>
              </li>
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

function RejectDialog({ row, onClose, onRejected }: { row: BranchReview; onClose: () => void; onRejected: (message: string) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = branchReviewDecisionSchema.safeParse({ decision: 'reject', reason });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message ?? 'branch.reason_required'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await reviewBranch(row.id, parsed.data);
      onRejected(res.message);
    } catch (err) {
      setError(err instanceof ApiError ? (err.messages.reason?.[0] ?? err.message) : t`Something went wrong`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      closeButton={false}
      title={<Trans>Reject {row.name}?</Trans>}
      description={<Trans>The seller sees your reason and can correct the branch; it then comes back to this queue.</Trans>}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-gray-800">
            <Trans>Reason for the seller</Trans>
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${error ? 'border-red-700' : 'border-gray-400'}`}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            {sending ? <Trans>Rejecting...</Trans> : <Trans>Reject branch</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
