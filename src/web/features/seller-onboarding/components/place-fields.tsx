// Where a farm or a branch is: province, city, address, postal code and phone, as both forms ask for them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { useErrorText } from '@/lib/form-errors.ts';
import { useProvinceOptions } from '../provinces.ts';

type PlaceField = 'province' | 'city' | 'address' | 'postal_code' | 'phone';

/** The form's values must have these five fields (names as in the contract's seller and branch schemas). */
export function PlaceFields<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: Partial<Record<PlaceField, { message?: string | undefined }>>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const provinces = useProvinceOptions();
  const field = (name: PlaceField) => register(name as Path<T>);
  return (
    <>
      <SelectField label={<Trans>Province or territory</Trans>} autoComplete="address-level1" error={errorText(errors.province?.message)} {...field('province')}>
        <option value="">{t`Choose...`}</option>
        {provinces.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <TextField label={<Trans>City</Trans>} autoComplete="address-level2" error={errorText(errors.city?.message)} {...field('city')} />
      <TextField label={<Trans>Address</Trans>} autoComplete="street-address" className="sm:col-span-2" error={errorText(errors.address?.message)} {...field('address')} />
      <TextField label={<Trans>Postal code (optional)</Trans>} autoComplete="postal-code" autoCapitalize="characters" error={errorText(errors.postal_code?.message)} {...field('postal_code')} />
      <TextField label={<Trans>Phone (optional)</Trans>} type="tel" autoComplete="tel" error={errorText(errors.phone?.message)} {...field('phone')} />
    </>
  );
}
