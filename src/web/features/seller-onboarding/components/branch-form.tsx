// Add or edit a branch, validated with the contract (branchWriteSchema / branchPatchSchema). Saving goes through the
// outbox: it works offline, and the branch shows 'waiting to sync' until the server confirms it.
import { Trans, useLingui } from '@lingui/react/macro';
import { branchPatchSchema, branchWriteSchema, type Branch, type BranchWrite } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOnline } from '@/lib/online.ts';
import { PlaceFields } from './place-fields.tsx';

const KEYS = ['name', 'province', 'city', 'address', 'postal_code', 'phone'] as const;

const initial = (b: Branch | null) => ({
  name: b?.name ?? '',
  province: b?.province ?? '',
  city: b?.city ?? '',
  address: b?.address ?? '',
  postal_code: b?.postal_code ?? '',
  phone: b?.phone ?? '',
});

export interface BranchFormProps {
  branch: Branch | null;
  /** Parsed values: the whole branch for a new one, only the changed fields for an edit. Throwing keeps the form. */
  onSave: (values: BranchWrite | Partial<BranchWrite>) => Promise<void>;
  onCancel?: () => void;
}

export function BranchForm({ branch, onSave, onCancel }: BranchFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    setServerError,
    formState: { isSubmitting, dirtyFields },
  } = useContractForm(branch ? branchPatchSchema : branchWriteSchema, { defaultValues: initial(branch) });

  const onSubmit = submitWith(
    async (values) => {
      const body = branch ? Object.fromEntries(KEYS.filter((k) => dirtyFields[k]).map((k) => [k, values[k]])) : (values as BranchWrite);
      try {
        await onSave(body);
      } catch (err) {
        // onSave already turned the refusal into words (offline the save is queued, so this is rare).
        setServerError(err instanceof Error && err.message ? err.message : t`Something went wrong`);
      }
    },
    { invalid: t`Please fix the validation errors above.` },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="branch-form-title" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="branch-form-title" className="text-lg font-semibold text-gray-900">
        {branch ? <Trans>Branch details</Trans> : <Trans>New branch</Trans>}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Branch name</Trans>}
          hint={<Trans>For example: Home farm, Saturday market stand</Trans>}
          className="sm:col-span-2"
          error={fieldError('name')}
          {...register('name')}
        />
        <PlaceFields register={register} fieldError={fieldError} />
      </div>
      {branch?.status === 'rejected' && (
        <Notice tone="info">
          <Trans>Saving your changes sends this branch back for review.</Trans>
        </Notice>
      )}
      {!online && (
        <Notice tone="info">
          <Trans>You are offline: the branch is kept on this device and sent when the connection returns.</Trans>
        </Notice>
      )}
      <Notice>{serverError}</Notice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving...</Trans> : branch ? <Trans>Save changes</Trans> : <Trans>Submit for review</Trans>}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
