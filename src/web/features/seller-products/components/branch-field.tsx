// The product form's branch select, with a note while no branch of the seller is approved.
import type { Ref, SelectHTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Branch } from '@contract/catalogue.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';

export interface BranchFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  branches: Branch[];
  error: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function BranchField({ branches, error, ...select }: BranchFieldProps) {
  const { t } = useLingui();
  const approved = branches.some((b) => b.status === 'approved');
  return (
    <div className="flex flex-col gap-2">
      <SelectField label={<Trans>Branch</Trans>} error={error} {...select}>
        <option value="">{t`Choose...`}</option>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.status === 'approved' ? b.name : b.status === 'pending' ? t`${b.name} (waiting for approval)` : t`${b.name} (rejected)`}
          </option>
        ))}
      </SelectField>
      {!approved && (
        <Notice tone="info">
          <Trans>
            Products stay hidden from buyers until one of your branches is approved.{' '}
            <Link to="/register-branch" className="font-semibold underline">
              Register a branch
            </Link>
          </Trans>
        </Notice>
      )}
    </div>
  );
}
