// Rejecting a branch: a reason the seller will read (the contract's rule: at least 5 characters), sent online.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { branchReviewDecisionSchema, type BranchReview } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ApiError } from '@/lib/api.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { reviewBranch } from '../admin-api.ts';

/** The reject half of the decision the server checks. */
const rejectDecision = branchReviewDecisionSchema.options[1];

export function RejectDialog({ row, onClose, onRejected }: { row: BranchReview; onClose: () => void; onRejected: (message: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  // Checked on submit only; a refusal from the server is shown on the reason too.
  const {
    register,
    submitWith,
    fieldError,
    setError,
    formState: { isSubmitting },
  } = useContractForm(rejectDecision, { mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: { decision: 'reject', reason: '' } });
  const error = fieldError('reason');

  const submit = submitWith(async (decision) => {
    try {
      const res = await reviewBranch(row.id, decision);
      onRejected(res.message);
    } catch (err) {
      setError('reason', { type: 'server', message: err instanceof ApiError ? (err.messages.reason?.[0] ?? err.message) : t`Something went wrong` });
    }
  });

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
            {...register('reason')}
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
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Rejecting...</Trans> : <Trans>Reject branch</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
