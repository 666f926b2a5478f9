// The product form's grade tiers: each grade on or off, its price per unit, and its opening stock when adding.
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { GRADES } from '@contract/enums.ts';
import { useErrorText } from '@/lib/form-errors.ts';
import { TextField } from '@/components/ui/field.tsx';
import { useUnitLabel } from '@/domain/products/unit-label.tsx';
import { useGradeName as useGradeLabel } from '@/domain/products/product-labels.tsx';
import type { FormMode, ProductFormValues } from '../product-form-values.ts';

/** The tiers' messages: per grade, and the root's (no grade offered). */
export type TierErrors = Record<string, { price?: { message?: string }; stock?: { message?: string } }> & { root?: { message?: string } };

export interface GradeTierFieldsProps {
  mode: FormMode;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: TierErrors | undefined;
}

export function GradeTierFields({ mode, control, register, errors: tierErrors }: GradeTierFieldsProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const unitLabel = useUnitLabel();
  const gradeLabel = useGradeLabel();
  const [unitValue, currency, tiers] = useWatch({ control, name: ['unit', 'currency', 'tiers'] });
  const unit = unitLabel(unitValue);
  return (
    <fieldset className="space-y-3" aria-describedby={tierErrors?.root?.message ? 'tiers-error' : undefined}>
      <legend className="text-lg font-semibold text-gray-900">
        <Trans>Grades and prices</Trans>
      </legend>
      <p className="text-sm text-gray-700">
        {mode === 'create' ? (
          <Trans>Offer at least one grade, each with its own price and opening stock.</Trans>
        ) : (
          <Trans>Offer at least one grade, each with its own price. Stock changes on the inventory page.</Trans>
        )}
      </p>
      {tierErrors?.root?.message && (
        <p id="tiers-error" role="alert" className="text-sm text-red-700">
          {errorText(tierErrors.root.message)}
        </p>
      )}
      {GRADES.map((grade) => {
        const on = tiers[grade].enabled;
        const label = gradeLabel(grade);
        return (
          <div key={grade} className="grid gap-3 rounded-md border border-gray-300 p-3 sm:grid-cols-3">
            <label className="flex min-h-11 items-center gap-3 font-medium text-gray-900">
              <input type="checkbox" className="h-5 w-5 accent-green-700" {...register(`tiers.${grade}.enabled`)} />
              {label}
            </label>
            <TextField
              label={t`${label}: price per ${unit} (${currency})`}
              inputMode="decimal"
              disabled={!on}
              error={errorText(tierErrors?.[grade]?.price?.message)}
              {...register(`tiers.${grade}.price`)}
            />
            {mode === 'create' && (
              <TextField
                label={t`${label}: opening stock (${unit})`}
                inputMode="numeric"
                disabled={!on}
                error={errorText(tierErrors?.[grade]?.stock?.message)}
                {...register(`tiers.${grade}.stock`)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
