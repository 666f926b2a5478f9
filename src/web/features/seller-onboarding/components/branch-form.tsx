// Add or edit a branch, validated with the contract (branchWriteSchema / branchPatchSchema). Saving goes through the
// outbox: it works offline, and the branch shows 'waiting to sync' until the server confirms it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { branchPatchSchema, branchWriteSchema, type Branch, type BranchWrite } from '@contract/catalogue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useErrorText } from '@/lib/form-errors.ts';
import { useOnline } from '@/lib/online.ts';
import { PlaceFields } from './place-fields.tsx';

type Values = { name: string; province: string; city: string; address: string; postal_code: string; phone: string };
const KEYS = ['name', 'province', 'city', 'address', 'postal_code', 'phone'] as const;

const initial = (b: Branch | null): Values => ({
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
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values, unknown, BranchWrite>({
    resolver: zodResolver(branch ? branchPatchSchema : branchWriteSchema) as never,
    mode: 'onTouched',
    defaultValues: initial(branch),
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const body = branch ? Object.fromEntries(KEYS.filter((k) => dirtyFields[k]).map((k) => [k, values[k]])) : values;
      try {
        await onSave(body);
      } catch (err) {
        setFormError(err instanceof Error && err.message ? err.message : t`Something went wrong`);
      }
    },
    () => setFormError(t`Please fix the validation errors above.`),
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
          error={errorText(errors.name?.message)}
          {...register('name')}
        />
        <PlaceFields register={register} errors={errors} />
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
      <Notice>{formError}</Notice>
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
