// The bulk buyer form's inputs, with its choices in the reader's language: the five business types and the ten
// units by name.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegister } from 'react-hook-form';
import { BUSINESS_TYPES, UNITS, type Unit } from '@contract/enums.ts';
import type { BulkBuyerRegistration, BulkBuyerRegistrationFields } from '@contract/quotes.ts';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useBusinessTypeLabel } from '@/domain/quotes/quote-labels.tsx';

function useUnitName(): (unit: Unit) => string {
  const { t } = useLingui();
  return (unit) =>
    ({
      kg: t`Kilograms (kg)`,
      g: t`Grams (g)`,
      lb: t`Pounds (lb)`,
      oz: t`Ounces (oz)`,
      l: t`Litres (L)`,
      ml: t`Millilitres (mL)`,
      piece: t`Pieces`,
      box: t`Boxes`,
      pack: t`Packs`,
      dozen: t`Dozens`,
    })[unit];
}

export function BusinessTypeOptions() {
  const { t } = useLingui();
  const label = useBusinessTypeLabel();
  return (
    <>
      <option value="">{t`Choose a business type`}</option>
      {BUSINESS_TYPES.map((type) => (
        <option key={type} value={type}>
          {label(type)}
        </option>
      ))}
    </>
  );
}

export function UnitOptions() {
  const { t } = useLingui();
  const name = useUnitName();
  return (
    <>
      <option value="">{t`Choose a unit`}</option>
      {UNITS.map((unit) => (
        <option key={unit} value={unit}>
          {name(unit)}
        </option>
      ))}
    </>
  );
}

/** The business's details, each with its message (useContractForm's fieldError). */
export function BusinessFields({
  register,
  fieldError,
}: {
  register: UseFormRegister<BulkBuyerRegistration>;
  fieldError: (field: BulkBuyerRegistrationFields) => string | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={<Trans>Business name</Trans>}
        autoComplete="organization"
        className="sm:col-span-2"
        error={fieldError('business_name')}
        {...register('business_name')}
      />
      <TextField
        label={<Trans>Business number</Trans>}
        hint={<Trans>The 9-digit number from the Canada Revenue Agency, for example 123456789</Trans>}
        inputMode="numeric"
        error={fieldError('business_number')}
        {...register('business_number')}
      />
      <SelectField label={<Trans>Business type</Trans>} error={fieldError('business_type')} {...register('business_type')}>
        <BusinessTypeOptions />
      </SelectField>
      <TextField
        label={<Trans>Expected monthly volume</Trans>}
        hint={<Trans>How much you expect to buy in a month, in the unit beside it</Trans>}
        inputMode="decimal"
        error={fieldError('expected_monthly_volume')}
        {...register('expected_monthly_volume')}
      />
      <SelectField label={<Trans>Unit</Trans>} error={fieldError('unit')} {...register('unit')}>
        <UnitOptions />
      </SelectField>
      <TextField
        label={<Trans>HST number</Trans>}
        hint={<Trans>For example 123456789 RT0001</Trans>}
        autoCapitalize="characters"
        error={fieldError('hst_number')}
        {...register('hst_number')}
      />
      <TextField
        label={<Trans>SFCR license</Trans>}
        hint={<Trans>Your Safe Food for Canadians licence number from the CFIA</Trans>}
        error={fieldError('sfcr_license')}
        {...register('sfcr_license')}
      />
    </div>
  );
}
